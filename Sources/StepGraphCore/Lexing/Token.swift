/// The lexical class of a token. Keywords are identifiers; which keyword is in `Token.keyword`.
package enum TokenKind: UInt8, Sendable {
    case identifier      // plain, non-ASCII and backticked names (the range excludes the backticks of
                         // a name that could be written plain, keeps those of a raw identifier)
    case number
    case string          // a whole string literal, interpolations included
    case regex           // `/…/` and `#/…/#`
    case pound           // `#if`, `#selector`, `#available`…; the word is that of the name
    case lparen, rparen, lbrace, rbrace, lbracket, rbracket
    case comma, colon, semicolon, dot, at, question, exclaim, arrow, equal, backslash
    case op              // any other operator
}

/// Layout facts about a token that Swift's grammar depends on.
package struct TokenFlags: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A newline (or the start of the file) separates this token from the previous one.
    package static let newlineBefore = TokenFlags(rawValue: 1)
    /// Whitespace or a comment separates this token from the previous one.
    package static let spaceBefore = TokenFlags(rawValue: 2)
}

/// One token: a kind, the keyword and vocabulary word it spells (if any), a byte range and a
/// position. No `String` is made per token; text is read from the source bytes on demand.
package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    package var keyword: Keyword
    /// The id (`Vocabulary`) of the vocabulary word the identifier spells, or 0.
    package var vocabulary: UInt8
    package var flags: TokenFlags
    /// Byte offsets into the file, `start..<end`.
    package var start: UInt32
    package var end: UInt32
    /// 1-based line and byte column of `start`.
    package var line: UInt32
    package var column: UInt32

    package static func == (a: Token, b: Token) -> Bool {
        a.kind == b.kind && a.keyword == b.keyword && a.start == b.start && a.end == b.end
    }

    @inline(__always) package var isOnNewLine: Bool { flags.contains(.newlineBefore) }

    /// The word of vocabulary `W` this token spells, if any.
    @inline(__always) package func word<W: VocabularyWord>(_: W.Type) -> W? {
        W.table.word(vocabulary, as: W.self)
    }

    /// Whether this token spells `word`.
    @inline(__always) package func spells<W: VocabularyWord>(_ word: W) -> Bool { vocabulary == W.table.id(of: word) }
}
