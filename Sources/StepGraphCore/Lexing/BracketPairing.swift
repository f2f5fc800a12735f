/// Pairs every `(`/`[`/`{` with its closer while the lexer writes the tokens, with an explicit stack
/// (no recursion, so any depth works). `match[open]` is the closer's index, or the token count when
/// unclosed; `match[close]` is the opener's index or -1. Other tokens hold -1 (the lexer writes it
/// with each token). A stray closer that fits no open bracket is ignored.
package struct BracketPairing {
    /// One entry per token written.
    package let match: UnsafeMutablePointer<Int32>
    /// Open brackets' indices (room for one per token).
    package let stack: UnsafeMutablePointer<Int32>
    package var height = 0

    /// Token `index` opens a bracket.
    @inline(__always) package mutating func open(_ index: Int) {
        stack[height] = Int32(truncatingIfNeeded: index)
        height &+= 1
    }

    /// Token `index` closes a bracket whose opener is of kind `opener`; `tokens` holds those before it.
    @inline(__always) package mutating func close(_ index: Int, opener: TokenKind, tokens: UnsafePointer<Token>) {
        // Close up to the nearest opener of the same shape (looking back a bounded distance, so
        // hostile input stays linear); skip a closer that has none.
        var depth = height - 1
        let floor = max(0, height - 64)
        while depth >= floor && tokens[Int(stack[depth])].kind != opener { depth -= 1 }
        guard depth >= floor else { return }
        let close = Int32(truncatingIfNeeded: index)
        while height > depth + 1 {
            height -= 1
            match[Int(stack[height])] = close
        }
        height -= 1
        let open = stack[height]
        match[Int(open)] = close
        match[index] = open
    }

    /// At the end of the file: brackets still open close at `tokenCount`.
    package mutating func closeUnclosed(tokenCount: Int) {
        for depth in 0..<height { match[Int(stack[depth])] = Int32(truncatingIfNeeded: tokenCount) }
        height = 0
    }
}

extension TokenKind {
    /// The opening kind for a closing bracket.
    package var opener: TokenKind {
        switch self {
        case .rparen: return .lparen
        case .rbracket: return .lbracket
        default: return .lbrace
        }
    }
}
