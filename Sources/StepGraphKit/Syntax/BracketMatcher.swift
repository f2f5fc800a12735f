/// Pairs every `(`/`[`/`{` with its closer using an explicit stack (no recursion, so any depth works).
/// `match[open]` is the closer's index, or `tokens.count` when unclosed; `match[close]` is the opener's
/// index or -1. Other tokens hold -1. A stray closer that fits no open bracket is ignored.
enum BracketMatcher {
    static func match(_ tokens: [Token], into match: inout [Int32]) {
        let n = tokens.count
        match.removeAll(keepingCapacity: true)
        match.append(contentsOf: repeatElement(-1, count: n))
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .lparen, .lbracket, .lbrace:
                stack.append(Int32(index))
            case .rparen, .rbracket, .rbrace:
                let opener = token.kind.opener
                // Close up to the nearest opener of the same shape (looking back a bounded distance,
                // so hostile input stays linear); skip a closer that has none.
                var depth = stack.count - 1
                let floor = max(0, stack.count - 64)
                while depth >= floor && tokens[Int(stack[depth])].kind != opener { depth -= 1 }
                guard depth >= floor else { continue }
                while stack.count > depth + 1 { match[Int(stack.removeLast())] = Int32(index) }
                let open = stack.removeLast()
                match[Int(open)] = Int32(index)
                match[index] = open
            default:
                continue
            }
        }
        for open in stack { match[Int(open)] = Int32(n) }
    }
}

extension TokenKind {
    /// The opening kind for a closing bracket.
    var opener: TokenKind {
        switch self {
        case .rparen: return .lparen
        case .rbracket: return .lbracket
        default: return .lbrace
        }
    }
}
