/// A token index range `lower..<upper`.
package struct TokenRange: Sendable, Equatable {
    package var lower: Int
    package var upper: Int
    package init(_ lower: Int, _ upper: Int) { self.lower = lower; self.upper = upper }
    package var isEmpty: Bool { lower >= upper }
    package func contains(_ index: Int) -> Bool { index >= lower && index < upper }
}

/// One file's bytes, tokens, bracket pairs and landmarks (and the worker's string pool): what every
/// later pass reads. It borrows the byte buffer, the token buffers (a worker's, reused for its next
/// file) and the pool, so it lives only while the file is being processed.
package struct SourceView {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let tokens: UnsafeBufferPointer<Token>
    /// See `BracketPairing`.
    package let match: UnsafeBufferPointer<Int32>
    /// The tokens the declaration scan visits, in order: every `{`, every keyword the scan acts on
    /// (`DeclarationScanner.actsOn`: declarations, `case`, `switch`, `if`, `guard`, `while`, `import`),
    /// and every capitalized name a `(` or `.` follows (a name used as a value, `Foo(`, `Foo.self`,
    /// is one of them). The scan reads the others only from these: 12 % of the package mirror's 19.5
    /// million tokens.
    package let landmarks: UnsafeBufferPointer<Int32>
    /// Where texts of 16 to 256 bytes are made, when given: a worker's, so a name its files repeat
    /// is one string. Borrowed like the buffers (the worker outlives the view), so copying
    /// a view counts no reference.
    package unowned(unsafe) let strings: StringPool?
    /// The file's local declarations by name, when given: a worker's, emptied for each file and
    /// borrowed the same way.
    package unowned(unsafe) let locals: LocalDeclarations?

    package init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, match: UnsafeBufferPointer<Int32>,
                 landmarks: UnsafeBufferPointer<Int32>, strings: StringPool? = nil, locals: LocalDeclarations? = nil) {
        self.bytes = bytes
        self.tokens = tokens
        self.match = match
        self.landmarks = landmarks
        self.strings = strings
        self.locals = locals
    }

    /// The first `count` tokens of `buffers` (what `Tokenizer.tokenize` wrote there) over `bytes`.
    package init(bytes: UnsafeBufferPointer<UInt8>, tokens buffers: TokenBuffers, count: Int, strings: StringPool? = nil,
                 locals: LocalDeclarations? = nil) {
        self.init(bytes: bytes, tokens: UnsafeBufferPointer(rebasing: buffers.tokens[..<count]),
                  match: UnsafeBufferPointer(rebasing: buffers.match[..<count]),
                  landmarks: UnsafeBufferPointer(rebasing: buffers.landmarks[..<buffers.landmarkCount]), strings: strings,
                  locals: locals)
    }

    @inline(__always) package var count: Int { tokens.count }

    @inline(__always) package func kind(_ i: Int) -> TokenKind? { i >= 0 && i < tokens.count ? tokens[i].kind : nil }
    @inline(__always) package func keyword(_ i: Int) -> Keyword { i >= 0 && i < tokens.count ? tokens[i].keyword : .plain }
    @inline(__always) package func isKind(_ i: Int, _ kind: TokenKind) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == kind }
    @inline(__always) package func isKeyword(_ i: Int, _ keyword: Keyword) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].keyword == keyword && tokens[i].kind == .identifier
    }
    /// Whether token `i` is an identifier spelling a front end's vocabulary `word`.
    @inline(__always) package func spells<W: VocabularyWord>(_ i: Int, _ word: W) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].spells(word) && tokens[i].kind == .identifier
    }
    /// The word of vocabulary `W` token `i` spells, if any.
    @inline(__always) package func word<W: VocabularyWord>(_ i: Int, _ type: W.Type) -> W? {
        i >= 0 && i < tokens.count && tokens[i].kind == .identifier ? tokens[i].word(type) : nil
    }

    /// Index just past the bracket group opened at `i` (or `i + 1` when `i` opens none).
    @inline(__always) package func skipGroup(_ i: Int) -> Int {
        let m = Int(match[i])
        return m > i ? min(m + 1, tokens.count) : i + 1
    }

    /// The closing index of the group opened at `i`, clamped to the token count.
    @inline(__always) package func closer(_ i: Int) -> Int { min(Int(match[i]), tokens.count) }

    /// Whether token `j` (first on its line) continues the previous line's expression:
    /// it starts with `.`/an operator, or the previous line ended with one.
    package func continuesPreviousLine(_ j: Int) -> Bool {
        guard j > 0 else { return false }
        switch tokens[j].kind {
        case .dot, .op, .question, .arrow, .equal: return true
        default: break
        }
        if tokens[j].keyword == .as || tokens[j].keyword == .is || tokens[j].keyword == .where { return true }
        switch tokens[j - 1].kind {
        case .op, .dot, .equal, .comma, .colon, .arrow, .at: return true
        default: return false
        }
    }

    /// The end of the expression starting at `k`: the next token on a new line that does not continue
    /// it, a `;`, `,` or closer, or `limit`.
    package func expressionEnd(from k: Int, limit: Int) -> Int {
        var j = k
        while j < limit {
            let t = tokens[j]
            if j > k && t.isOnNewLine && !continuesPreviousLine(j) { break }
            if t.kind == .semicolon || t.kind == .rbrace || t.kind == .rparen || t.kind == .rbracket || t.kind == .comma { break }
            j = skipGroup(j)
        }
        return min(j, limit)
    }

    /// Index of the first token of the statement containing `k` (bounded below by `floor`).
    package func statementStart(_ k: Int, floor: Int) -> Int {
        var j = k
        while j > floor {
            if tokens[j].isOnNewLine && !continuesPreviousLine(j) { return j }
            let previous = j - 1
            switch tokens[previous].kind {
            case .rparen, .rbracket, .rbrace:
                let open = Int(match[previous])
                j = open >= floor && open < previous ? open : previous
            case .lparen, .lbracket, .lbrace, .semicolon:
                return j
            default:
                j = previous
            }
        }
        return floor
    }

    /// The text of one token.
    package func text(_ i: Int) -> String {
        let t = tokens[i]
        let spelling = UnsafeBufferPointer(rebasing: bytes[Int(t.start)..<Int(t.end)])
        return strings?.string(spelling) ?? String(decoding: spelling, as: UTF8.self)
    }

    /// Whether tokens `a` and `b` have the same text.
    package func sameText(_ a: Int, _ b: Int) -> Bool {
        let ta = tokens[a], tb = tokens[b]
        let length = Int(ta.end - ta.start)
        guard length == Int(tb.end - tb.start) else { return false }
        for m in 0..<length where bytes[Int(ta.start) + m] != bytes[Int(tb.start) + m] { return false }
        return true
    }

    /// Whether token `i` spells `s` exactly.
    package func spells(_ i: Int, _ s: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        let length = Int(t.end - t.start)
        guard length == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        for k in 0..<length where bytes[Int(t.start) + k] != p[k] { return false }
        return true
    }

    /// Whether the token's text starts with an uppercase ASCII letter (a type-like name).
    @inline(__always) package func isCapitalized(_ i: Int) -> Bool {
        guard i >= 0 && i < tokens.count, tokens[i].kind == .identifier else { return false }
        let c = bytes[Int(tokens[i].start)]
        return c >= 0x41 && c <= 0x5A
    }

    /// Tokens of `range` joined by single spaces where the source had whitespace.
    package func text(_ range: TokenRange) -> String {
        guard range.lower < range.upper, range.upper <= tokens.count else { return "" }
        return joined(range.lower..<range.upper, spaced: { i in i > range.lower && !tokens[i].flags.isEmpty })
    }

    /// The texts of the tokens `indices` lists (walked twice: to measure, then to copy), each after a
    /// space where `spaced` says so and a dot where `dotted` does, made into one string with no
    /// appends: written in place, or for a long one in the pool's scratch buffer, then looked up.
    private func joined<Indices: Sequence>(_ indices: Indices, spaced: (Int) -> Bool = { _ in false },
                                           dotted: (Int) -> Bool = { _ in false }) -> String where Indices.Element == Int {
        var length = 0
        for i in indices { length += Int(tokens[i].end - tokens[i].start) + (spaced(i) ? 1 : 0) + (dotted(i) ? 1 : 0) }
        guard let source = bytes.baseAddress else { return "" }
        func fill(_ out: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var written = 0
            for i in indices {
                if spaced(i) { out[written] = UInt8(ascii: " "); written += 1 }
                if dotted(i) { out[written] = UInt8(ascii: "."); written += 1 }
                let (start, end) = (Int(tokens[i].start), Int(tokens[i].end))
                UnsafeMutableRawPointer(out.baseAddress! + written).copyMemory(from: source + start, byteCount: end - start)
                written += end - start
            }
            return written
        }
        return StringPool.string(length: length, through: strings, fill)
    }

    /// A type reference's name without generic arguments, optionals or attributes:
    /// `Foo.Bar<Int>?` → `Foo.Bar`, `[Step]` → `[Step]` (collections keep their brackets).
    package func typeName(_ range: TokenRange) -> String {
        var k = range.lower
        while k < range.upper {
            let w = tokens[k].keyword
            if tokens[k].kind == .at { k += 2; if isKind(k, .lparen) { k = skipGroup(k) }; continue }
            if w == .some || w == .any || spells(k, "inout") || spells(k, "borrowing") || spells(k, "consuming") { k += 1; continue }
            break
        }
        guard k < range.upper else { return "" }
        if tokens[k].kind != .identifier { return text(TokenRange(k, range.upper)) }
        // The identifiers of `Foo.Bar`, walked again to be made into one string (no array of them).
        let components = DottedName(src: self, first: k, upper: range.upper)
        var second = components.makeIterator()
        _ = second.next()
        return second.next() == nil ? text(k) : joined(components, dotted: { [k] in $0 != k })
    }

    /// The identifiers of a dotted type name from `first` (`Foo.Bar<T>.Baz`: `Foo`, `Bar`, `Baz`),
    /// generic arguments skipped; a sequence that can be walked again.
    private struct DottedName: Sequence, IteratorProtocol {
        let src: SourceView
        var first: Int?
        var k: Int
        let upper: Int

        init(src: SourceView, first: Int, upper: Int) {
            (self.src, self.first, k, self.upper) = (src, first, first + 1, upper)
        }

        mutating func next() -> Int? {
            if let name = first { first = nil; return name }
            while k + 1 < upper {
                if src.tokens[k].kind == .op && src.bytes[Int(src.tokens[k].start)] == UInt8(ascii: "<") {
                    let next = src.skipAngles(k, limit: upper)
                    guard next > k else { return nil }  // `<` that never closes
                    k = next
                    continue
                }
                guard src.tokens[k].kind == .dot, src.tokens[k + 1].kind == .identifier else { return nil }
                k += 2
                return k - 1
            }
            return nil
        }
    }

    /// At an operator token starting with `<`, the index just past the matching `>`. Returns `i`
    /// unchanged when the angle brackets do not close before a brace, semicolon or `limit`.
    package func skipAngles(_ i: Int, limit: Int) -> Int {
        var depth = 0
        var k = i
        while k < limit {
            let t = tokens[k]
            switch t.kind {
            case .op:
                for offset in Int(t.start)..<Int(t.end) {
                    let c = bytes[offset]
                    if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return k + 1 }
            case .lbrace, .rbrace, .semicolon, .equal:
                return i
            case .lparen, .lbracket:
                k = skipGroup(k)
                continue
            default:
                break
            }
            k += 1
        }
        return i
    }
}
