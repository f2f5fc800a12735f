/// Shell-style globs over `/`-separated relative paths: `*` (within a component), `**` (across
/// components), `?`, and `[abc]` (`[a-z]`, `[!abc]`). A pattern without `/` also matches any single
/// path component, so `Tests` or `*Generated*` exclude folders wherever they are.
public struct Glob: Sendable, Equatable {
    package let pattern: String
    private let bytes: [UInt8]

    /// Why a text is not a glob: it would match nothing, or only itself literally, where its author
    /// meant a set of names.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// A `[` that no `]` closes.
        case unclosedBracket
        /// A range whose ends are the wrong way round (`[z-a]`).
        case reversedRange(String)

        public var description: String {
            switch self {
            case .unclosedBracket: return "'[' is not closed by ']'"
            case .reversedRange(let range): return "the range '\(range)' runs backwards"
            }
        }
    }

    /// A glob from its text (a leading `./` is ignored); throws when a bracket is not closed or a
    /// range is reversed.
    public init(_ pattern: String) throws(Problem) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
        self.pattern = trimmed
        bytes = Array(trimmed.utf8)
        try Glob.check(bytes[...])
    }

    /// Walks the pattern as `match` reads it, checking each character class.
    private static func check(_ pattern: ArraySlice<UInt8>) throws(Problem) {
        var p = pattern.startIndex
        while p < pattern.endIndex {
            guard pattern[p] == UInt8(ascii: "[") else { p += 1; continue }
            var reversed: (UInt8, UInt8)?
            let parsed = characterClass(pattern, p) { low, high in
                if low > high && reversed == nil { reversed = (low, high) }
            }
            guard let parsed else { throw .unclosedBracket }
            if let (low, high) = reversed { throw .reversedRange(String(decoding: [low, UInt8(ascii: "-"), high], as: UTF8.self)) }
            p = parsed.end
        }
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
        var matched = false
        guard let parsed = characterClass(pattern, open, { low, high in if c >= low && c <= high { matched = true } }) else {
            return nil
        }
        return (matched != parsed.negated, parsed.end)
    }

    /// Reads the class whose `[` is at `open`, handing each member to `member` as a range (a single
    /// character is a range of one; a `]` right after the `[` or `[!` is a member). Returns whether
    /// it is negated (`[!…]`, `[^…]`) and where it ends, or nil when no `]` closes it.
    private static func characterClass(_ pattern: ArraySlice<UInt8>, _ open: Int,
                                       _ member: (UInt8, UInt8) -> Void) -> (negated: Bool, end: Int)? {
        var k = open + 1
        var negated = false
        if k < pattern.endIndex && (pattern[k] == UInt8(ascii: "!") || pattern[k] == UInt8(ascii: "^")) { negated = true; k += 1 }
        var first = true
        while k < pattern.endIndex && (first || pattern[k] != UInt8(ascii: "]")) {
            first = false
            if k + 2 < pattern.endIndex && pattern[k + 1] == UInt8(ascii: "-") && pattern[k + 2] != UInt8(ascii: "]") {
                member(pattern[k], pattern[k + 2])
                k += 3
            } else {
                member(pattern[k], pattern[k])
                k += 1
            }
        }
        guard k < pattern.endIndex else { return nil }
        return (negated, k + 1)
    }
}
