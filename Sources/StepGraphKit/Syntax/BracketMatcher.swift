/// Pairs every `(`/`[`/`{` with its closer using an explicit stack (no recursion, so any depth works).
/// `match[open]` is the closer's index, or `tokens.count` when unclosed; `match[close]` is the opener's
/// index or -1. Other tokens hold -1. A stray closer that fits no open bracket is ignored.
enum BracketMatcher {
    static func match(_ tokens: [Token], into match: inout [Int32]) {
        let n = tokens.count
        match.removeAll(keepingCapacity: true)
        match.append(contentsOf: repeatElement(-1, count: n))
        // Raw buffers: this runs once per token of every file, and array accesses check bounds and uniqueness.
        tokens.withUnsafeBufferPointer { tokens in
            match.withUnsafeMutableBufferPointer { match in
                // Open brackets' indices; there are never more than `n`.
                let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(n, 1))
                defer { stack.deallocate() }
                var height = 0
                for index in 0..<n {
                    switch tokens[index].kind {
                    case .lparen, .lbracket, .lbrace:
                        stack[height] = Int32(truncatingIfNeeded: index)
                        height += 1
                    case .rparen, .rbracket, .rbrace:
                        let opener = tokens[index].kind.opener
                        // Close up to the nearest opener of the same shape (looking back a bounded distance,
                        // so hostile input stays linear); skip a closer that has none.
                        var depth = height - 1
                        let floor = max(0, height - 64)
                        while depth >= floor && tokens[Int(stack[depth])].kind != opener { depth -= 1 }
                        guard depth >= floor else { continue }
                        let close = Int32(truncatingIfNeeded: index)
                        while height > depth + 1 {
                            height -= 1
                            match[Int(stack[height])] = close
                        }
                        height -= 1
                        let open = stack[height]
                        match[Int(open)] = close
                        match[index] = open
                    default:
                        continue
                    }
                }
                for depth in 0..<height { match[Int(stack[depth])] = Int32(truncatingIfNeeded: n) }
            }
        }
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
