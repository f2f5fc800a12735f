/// Decides, for one root protocol, how each type conforms to it (memoised, cycle- and depth-safe).
package struct ConformanceSearch {
    package let index: TypeIndex
    package let root: String
    private var refines: [String: Bool] = [:]
    private var conformance: [String: Conformance?] = [:]
    private var inheritedMemo: [String: [TypeIndex.Inherited]] = [:]

    private mutating func inherited(_ name: String) -> [TypeIndex.Inherited] {
        if let known = inheritedMemo[name] { return known }
        let entries = index.inherited(name)
        inheritedMemo[name] = entries
        return entries
    }
    private static let maxDepth = 256

    package init(index: TypeIndex, root: String) {
        self.index = index
        self.root = root
    }

    /// Whether protocol `name` is the root or refines it.
    package mutating func refinesRoot(_ name: String, depth: Int) -> Bool {
        if name == root { return true }
        if let known = refines[name] { return known }
        refines[name] = false  // cycle guard
        guard depth < ConformanceSearch.maxDepth else { return false }
        var answer = false
        for entry in inherited(name) {
            if entry.simple == root { answer = true; break }
            if let resolved = entry.resolved, index.kind(of: resolved) == .protocol, refinesRoot(resolved, depth: depth + 1) {
                answer = true
                break
            }
        }
        refines[name] = answer
        return answer
    }

    package mutating func conformance(of name: String, depth: Int) -> Conformance? {
        if let known = conformance[name] { return known }
        conformance[name] = .some(nil)  // cycle guard
        guard depth < ConformanceSearch.maxDepth else { return nil }
        let isClass = index.kind(of: name) == .class
        var answer: Conformance?
        for entry in inherited(name) {
            let target = entry.resolved ?? entry.written
            if entry.resolved == nil && entry.simple == root || target == root {
                answer = entry.viaExtension ? .viaExtension : .direct
            } else if let resolved = entry.resolved, index.kind(of: resolved) == .protocol, refinesRoot(resolved, depth: depth + 1) {
                answer = entry.viaExtension ? .viaExtension : .viaProtocol(resolved)
            } else if isClass, let resolved = entry.resolved, index.kind(of: resolved) == .class,
                      conformance(of: resolved, depth: depth + 1) != nil {
                answer = .viaSuperclass(resolved)
            }
            if answer != nil { break }
        }
        conformance[name] = .some(answer)
        return answer
    }
}
