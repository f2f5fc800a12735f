/// Where a file introduces each `let`/`var` name (`let a = …`, `var b: T`, and `c` in
/// `let a = 1, c = 2` on one line), by name, in token order. `ExpressionTyper.localInitializer`
/// asks "the last `x` declared in this body before this token" for every call on a local: read from
/// here it costs a hash lookup and a binary search, where scanning the body each time was quadratic
/// in a function's length (a generated function of 32,000 statements, a switch of 16,000 arms).
///
/// A worker keeps one for the file it reads (`SourceView.locals`), built on the first question and
/// emptied for the next file; a view without one builds a throwaway index of the body asked about.
package final class LocalDeclarations {
    /// Name hash → the introducing tokens (`let`, `var`, or the `,` before a later name), ascending.
    private var introducers: [UInt64: [Int32]] = [:]
    private var built = false

    package init() {}

    /// Forgets the file read before (keeping the storage for the next one).
    package func reset() {
        if built { introducers.removeAll(keepingCapacity: true) }
        built = false
    }

    /// The introducing token of the last declaration of the name token `name` spells in
    /// `scope.lower..<position`, if any.
    package func lastIntroducer(of name: Int, in scope: TokenRange, before position: Int, src: SourceView) -> Int? {
        if !built {
            index(src, TokenRange(0, src.count))
            built = true
        }
        guard let candidates = introducers[hash(name, src)] else { return nil }
        // The first candidate at or past `position`; walk back from there while still in the scope.
        var low = 0, high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if Int(candidates[middle]) < position { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0, Int(candidates[index]) >= scope.lower {
            let k = Int(candidates[index])
            // `guard let child = child`: the name in its own initializer is the outer one (a property).
            if src.sameText(k + 1, name) && !(src.isKind(k + 2, .equal) && k + 3 == position) { return k }
            index -= 1
        }
        return nil
    }

    /// The same question without a kept index: the body up to `position` is indexed for it alone.
    package static func lastIntroducer(of name: Int, in scope: TokenRange, before position: Int, src: SourceView) -> Int? {
        let once = LocalDeclarations()
        once.index(src, TokenRange(scope.lower, min(position, scope.upper)))
        once.built = true
        return once.lastIntroducer(of: name, in: scope, before: position, src: src)
    }

    private func index(_ src: SourceView, _ range: TokenRange) {
        var lastDeclarationLine: UInt32 = 0
        // Bracket depth, and that of the last declaration: a comma inside a call's arguments or a
        // dictionary literal (`Screen(title: t, viewModel: vm)`, `[key: a, name: b]`) is no declaration's.
        var depth = 0
        var declarationDepth = -1
        var k = range.lower
        while k < range.upper {
            let token = src.tokens[k]
            switch token.kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace: depth -= 1
            default: break
            }
            let isDeclaration = token.keyword == .let || token.keyword == .var
            if isDeclaration { lastDeclarationLine = token.line; declarationDepth = depth }
            // `let a = …` and the later names of `let a = …, b = …` on the same line.
            if (isDeclaration || (token.kind == .comma && lastDeclarationLine == token.line && depth == declarationDepth))
                && src.isKind(k + 1, .identifier) && (src.isKind(k + 2, .colon) || src.isKind(k + 2, .equal)) {
                introducers[hash(k + 1, src), default: []].append(Int32(k))
            }
            k += 1
        }
    }

    private func hash(_ k: Int, _ src: SourceView) -> UInt64 {
        let token = src.tokens[k]
        return TypeNameHash.of(UnsafeBufferPointer(rebasing: src.bytes[Int(token.start)..<Int(token.end)]))
    }
}
