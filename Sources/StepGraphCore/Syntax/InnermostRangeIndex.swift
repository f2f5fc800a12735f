/// For every token, the index of the innermost range containing it (or -1), computed in one sweep.
/// Ranges must be properly nested and sorted by their lower bound (declaration order gives that).
package struct InnermostRangeIndex {
    private let owner: [Int32]

    package init(_ ranges: [TokenRange], tokenCount: Int) {
        var owner = [Int32](repeating: -1, count: tokenCount)
        var stack: [Int] = []
        var next = 0
        for k in 0..<tokenCount {
            while next < ranges.count && ranges[next].lower <= k {
                if ranges[next].upper > k { stack.append(next) }
                next += 1
            }
            while let top = stack.last, ranges[top].upper <= k { stack.removeLast() }
            owner[k] = Int32(stack.last ?? -1)
        }
        self.owner = owner
    }

    /// The innermost range containing token `k`, or nil.
    package func at(_ k: Int) -> Int? {
        guard k >= 0 && k < owner.count, owner[k] >= 0 else { return nil }
        return Int(owner[k])
    }
}
