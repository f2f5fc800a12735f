/// Shell-style globs over `/`-separated relative paths: `*` (within a component), `**` (across
/// components), `?`, and `[abc]`. A pattern without `/` also matches any single path component,
/// so `Tests` or `*Generated*` exclude folders wherever they are.
public struct Glob: Sendable, Equatable {
    package let pattern: String
    private let bytes: [UInt8]

    /// A glob from its text (a leading `./` is ignored).
    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
        self.pattern = trimmed
        bytes = Array(trimmed.utf8)
    }

    package func matches(_ path: String) -> Bool {
        let p = Array(path.utf8)
        if Glob.match(bytes[...], p[...]) { return true }
        // `dir/**` style prefixes, and a folder pattern matching everything below it.
        if Glob.match(bytes[...] + Array("/**".utf8), p[...]) { return true }
        if !bytes.contains(UInt8(ascii: "/")) {
            for component in path.split(separator: "/") where Glob.match(bytes[...], Array(component.utf8)[...]) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        // Iterative matcher with backtracking for the last `*` / `**` seen (linear-ish, no recursion).
        var p = pattern.startIndex, t = text.startIndex
        var starP = -1, starT = -1, starCrossesSlash = false
        while t < text.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == UInt8(ascii: "*") {
                    let double = p + 1 < pattern.endIndex && pattern[p + 1] == UInt8(ascii: "*")
                    starCrossesSlash = double
                    p += double ? 2 : 1
                    if double && p < pattern.endIndex && pattern[p] == UInt8(ascii: "/") { p += 1 }
                    starP = p
                    starT = t
                    continue
                }
                if c == UInt8(ascii: "?") && text[t] != UInt8(ascii: "/") { p += 1; t += 1; continue }
                if c == UInt8(ascii: "[") , let (matched, next) = matchClass(pattern, p, text[t]) {
                    if matched { p = next; t += 1; continue }
                } else if c == text[t] { p += 1; t += 1; continue }
            }
            guard starP >= 0, starCrossesSlash || text[starT] != UInt8(ascii: "/") else { return false }
            starT += 1
            t = starT
            p = starP
        }
        while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }

    private static func matchClass(_ pattern: ArraySlice<UInt8>, _ open: Int, _ c: UInt8) -> (Bool, Int)? {
        var k = open + 1
        var negate = false
        if k < pattern.endIndex && (pattern[k] == UInt8(ascii: "!") || pattern[k] == UInt8(ascii: "^")) { negate = true; k += 1 }
        var matched = false
        var first = true
        while k < pattern.endIndex && (first || pattern[k] != UInt8(ascii: "]")) {
            first = false
            if k + 2 < pattern.endIndex && pattern[k + 1] == UInt8(ascii: "-") && pattern[k + 2] != UInt8(ascii: "]") {
                if c >= pattern[k] && c <= pattern[k + 2] { matched = true }
                k += 3
            } else {
                if c == pattern[k] { matched = true }
                k += 1
            }
        }
        guard k < pattern.endIndex else { return nil }
        return (matched != negate, k + 1)
    }
}
