/// Findings matched by identity one for one, as a multiset: two findings can share an identity (a
/// rule's subject names a child and its parent, and the parent adds that child in two arms), and a
/// baseline or a base revision holding one of them must not hide the other.
extension Array where Element == Finding {
    /// The findings `known` does not account for: each identity in `known` matches off one finding of
    /// that identity, the first in report order, so the ones left over are the later sites.
    package func unmatched(by known: [String]) -> [Finding] { matching(known).unmatched }

    /// The findings `known` accounts for (`matched`) and the rest (`unmatched`), each in this array's order.
    package func matching(_ known: [String]) -> (matched: [Finding], unmatched: [Finding]) {
        var remaining = known.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        var isMatched = [Bool](repeating: false, count: count)
        for index in indices.sorted(by: { Finding.reportOrder(self[$0], self[$1]) }) {
            if let left = remaining[self[index].identity], left > 0 {
                remaining[self[index].identity] = left - 1
                isMatched[index] = true
            }
        }
        return (indices.filter { isMatched[$0] }.map { self[$0] }, indices.filter { !isMatched[$0] }.map { self[$0] })
    }

    /// For each finding, how many findings before it in report order share its identity, plus one.
    package func identityOccurrences() -> [Int] {
        var seen: [String: Int] = [:]
        var occurrence = [Int](repeating: 1, count: count)
        for index in indices.sorted(by: { Finding.reportOrder(self[$0], self[$1]) }) {
            seen[self[index].identity, default: 0] += 1
            occurrence[index] = seen[self[index].identity]!
        }
        return occurrence
    }
}
