#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem the tokenizer met; the scan always goes on after it (a warning: no problem in a file
/// changes the exit status).
package struct LexDiagnostic: Sendable, Equatable {
    package var line: Int
    package var message: String
}

/// A `// stepgraph:…` comment: its line and the byte range of the text after `stepgraph:`.
package struct CommentDirective: Sendable, Equatable {
    package var line: Int
    package var start: Int
    package var end: Int
}

/// What tokenizing one file produced besides the tokens.
package struct LexResult: Sendable {
    /// At most `DiagnosticCap.perKind` with one message, then a line counting the rest of that kind.
    package var diagnostics: [LexDiagnostic] = []
    package var directives: [CommentDirective] = []
    /// Every identifier the file spells, as a Bloom filter.
    package var identifiers = IdentifierBloom()
    /// The vocabulary words its identifiers spell: whether a file mentions some words at all costs
    /// one test, not a pass over its tokens (front ends' claims are asked before the scan).
    package var vocabulary = VocabularyMask()
    /// Set when the file spells more tokens than the lexer may hold (`Tokenizer.maxTokens`): no
    /// tokens are kept, and the file is skipped with this many counted.
    package var tooManyTokens: Int?
}

/// Byte-level Swift tokenizer. Comments and whitespace are dropped; a string literal, with all its
/// interpolations, is one token. Nested string/interpolation contexts use an explicit stack, so no
/// input can exhaust the call stack, and every malformed construct ends in a diagnostic, not a trap.
package enum Tokenizer {
    /// The most tokens one file may hold: 16 Mi, 320 MiB of tokens. Real Swift runs at about 0.12
    /// tokens a byte, so only a file of 100 MB and more of code, or a hostile one (`;;;;…`), gets
    /// here; without the cap a 256 MiB file of one-byte tokens would ask for 8 GiB per worker (tokens,
    /// bracket matches, the pairing stack and the landmarks: 32 bytes a token).
    package static let maxTokens = 1 << 24

    /// Tokenizes `bytes` into `buffers` (grown as the file needs), pairs brackets into their
    /// `match` (one entry a token: see `SourceView.match`) and lists the landmarks
    /// (`SourceView.landmarks`). Identifiers are tagged with their keyword and their word in
    /// `vocabulary`. Returns what the lexing found and how many tokens the buffers now hold: none for
    /// a file of more than `maxTokens` tokens, which says so (`LexResult.tooManyTokens`).
    package static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, vocabulary: Vocabulary, into buffers: inout TokenBuffers,
                                maxTokens: Int = Tokenizer.maxTokens) -> (result: LexResult, count: Int) {
        buffers.landmarkCount = 0
        guard let base = bytes.baseAddress, bytes.count > 0 else { return (LexResult(), 0) }
        precondition(bytes.count < Int(UInt32.max), "file too large for 32-bit token offsets")
        // The Bloom filter's bits, then the vocabulary mask's four lanes.
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: IdentifierBloom.wordCount + 4)
        defer { bits.deallocate() }
        let (bloom, lanes) = (bits, bits + IdentifierBloom.wordCount)
        // Room for a quarter token a byte: Swift code runs at about 0.12 (99 % of the package
        // mirror's files under 0.25). Room for one a byte (no token is empty) would always do, but
        // 32 bytes of room a source byte (a token, its match, a stack slot and a landmark) would keep
        // pages the next files never touch. A denser file is lexed again with the room it counted.
        buffers.reserve(min(bytes.count / 4 + 64, maxTokens))
        while true {
            bits.initialize(repeating: 0, count: IdentifierBloom.wordCount + 4)
            // The buffers may have room for more (a larger file before): all of it is used.
            let room = min(buffers.capacity, bytes.count, maxTokens)
            let output = UnsafeMutableBufferPointer(rebasing: buffers.tokens[..<room])
            var lexer = Lexer(base: base, count: bytes.count, words: vocabulary, bloom: bloom, vocabularyLanes: lanes, output: output,
                              brackets: BracketPairing(match: buffers.match.baseAddress!, stack: buffers.stack.baseAddress!),
                              landmarks: buffers.landmarks.baseAddress!)
            lexer.run()
            let needed = lexer.tokenCount
            if needed <= room {
                var result = lexer.result
                result.identifiers = IdentifierBloom(bits: bloom)
                result.vocabulary = VocabularyMask(lanes: lanes)
                buffers.landmarkCount = lexer.landmarkCount
                return (result, needed)
            }
            guard needed <= maxTokens else { return (LexResult(tooManyTokens: needed), 0) }
            precondition(needed <= bytes.count, "every token spans at least one byte")  // so the retry has room
            buffers.reserve(needed)
        }
    }

    /// Tokenizes `bytes` into arrays of their own (tests and tools).
    package static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, vocabulary: Vocabulary, into tokens: inout [Token],
                                match: inout [Int32], maxTokens: Int = Tokenizer.maxTokens) -> LexResult {
        var buffers = TokenBuffers()
        defer { buffers.deallocate() }
        let (result, count) = tokenize(bytes, vocabulary: vocabulary, into: &buffers, maxTokens: maxTokens)
        tokens = Array(buffers.tokens.prefix(count))
        match = Array(buffers.match.prefix(count))
        return result
    }

    /// Tokenizes `bytes` without keeping the bracket pairs.
    package static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, vocabulary: Vocabulary,
                                into tokens: inout [Token], maxTokens: Int = Tokenizer.maxTokens) -> LexResult {
        var match: [Int32] = []
        return tokenize(bytes, vocabulary: vocabulary, into: &tokens, match: &match, maxTokens: maxTokens)
    }

    /// Convenience for tests and small inputs.
    package static func tokenize(_ text: String, vocabulary: Vocabulary = .swiftOnly) -> (tokens: [Token], result: LexResult) {
        var tokens: [Token] = []
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBufferPointer { tokenize($0, vocabulary: vocabulary, into: &tokens) }
        return (tokens, result)
    }
}

// MARK: - Character classes

/// Byte classes, one load per byte on the hot path. The lexer keeps this pointer in its own field:
/// reading the global costs a lazy-initialisation check on every access.
nonisolated(unsafe) private let byteClasses: UnsafeMutablePointer<UInt8> = {  // written once, then only read
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for c in 0..<256 {
        let lower = c | 0x20
        let head = (lower >= 0x61 && lower <= 0x7A) || c == 0x5F || c >= 0x80 || c == 0x24  // a-z A-Z _ non-ASCII $
        let body = head || (c >= 0x30 && c <= 0x39)
        // A CR is no blank: alone it breaks a line (old Mac files), as `swiftc` reads it.
        let blank = c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C  // space, tab, VT, FF
        let operatorBody = "/=-+*%<>&|^~".utf8.contains(UInt8(c))  // `?` and `!` only start an operator
        table[c] = (head ? ByteClass.identifierHead : 0) | (body ? ByteClass.identifierBody : 0)
            | (blank ? ByteClass.blank : 0) | (operatorBody ? ByteClass.operatorBody : 0)
    }
    return table
}()

/// Bits of `byteClasses`.
private enum ByteClass {
    static let identifierHead: UInt8 = 1
    static let identifierBody: UInt8 = 2
    static let blank: UInt8 = 4
    static let operatorBody: UInt8 = 8
}

@inline(__always) package func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

@inline(__always) package func isHexDigit(_ c: UInt8) -> Bool {
    let lower = c | 0x20
    return isDigit(c) || (lower >= 0x61 && lower <= 0x66)
}

// MARK: - Lexer

private let quote = UInt8(ascii: "\"")
private let hashSign = UInt8(ascii: "#")
private let backslash = UInt8(ascii: "\\")
private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let backtick = UInt8(ascii: "`")
private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let space = UInt8(ascii: " ")

/// The text after `//` (and blanks) that makes a comment a directive.
private let directiveMarker: StaticString = "stepgraph:"

package struct Lexer {
    package let base: UnsafePointer<UInt8>
    package let count: Int
    package var i = 0
    package var line: UInt32 = 1
    package var lineStart = 0
    package var pendingFlags: TokenFlags = [.newlineBefore]
    package var result = LexResult()
    /// Collects `diagnose`'s reports; `run` leaves them in `result`.
    package var diagnostics = DiagnosticCap()
    package var reportedNUL = false
    package var stringStack: [StringFrame] = []
    /// The next CR at or after where a line comment last looked (`count` if none, -1 before the first
    /// look): a comment ends at it or at a LF before it. Looked for again only once passed, so a file
    /// without CRs is searched for one once.
    package var nextCarriageReturn = -1
    package let words: Vocabulary
    /// The identifier Bloom filter's bits, filled as identifiers are read.
    package let bloom: UnsafeMutablePointer<UInt64>
    /// The four lanes of the file's `VocabularyMask`, filled as identifiers are read (with bit 0 for
    /// names that are no word, which `VocabularyMask(lanes:)` leaves out).
    package let vocabularyLanes: UnsafeMutablePointer<UInt64>
    package let classes: UnsafePointer<UInt8>
    /// `DeclarationScanner.keywordLandmarks`, held here: reading the global costs a check per access.
    package let keywordLandmarks = DeclarationScanner.keywordLandmarks
    /// Where tokens are written. When it is full the lexer goes on counting (so the caller can retry
    /// with room for `tokenCount`), keeping only the last token, which the lexing still reads.
    private let output: UnsafeMutableBufferPointer<Token>
    /// Pairs brackets as they are written (its `match` has room for as many entries as `output`).
    package var brackets: BracketPairing
    /// Where the landmarks are written, in token order (room for one more than `output`: a token is
    /// one at most once, and `markLandmark(_:if:)` writes a slot before it knows). Like brackets,
    /// they are kept only while the tokens are.
    private let landmarks: UnsafeMutablePointer<Int32>
    package private(set) var landmarkCount = 0
    package private(set) var tokenCount = 0
    private var lastOverflowed = Token(kind: .op, keyword: .plain, vocabulary: 0, flags: [], start: 0, end: 0, line: 0, column: 0)

    package init(base: UnsafePointer<UInt8>, count: Int, words: Vocabulary, bloom: UnsafeMutablePointer<UInt64>,
         vocabularyLanes: UnsafeMutablePointer<UInt64>, output: UnsafeMutableBufferPointer<Token>, brackets: BracketPairing, landmarks: UnsafeMutablePointer<Int32>) {
        self.base = base
        self.count = count
        self.words = words
        self.bloom = bloom
        self.vocabularyLanes = vocabularyLanes
        self.output = output
        self.brackets = brackets
        self.landmarks = landmarks
        classes = UnsafePointer(byteClasses)
    }

    @inline(__always) package func byte(_ k: Int) -> UInt8 { k < count ? base[k] : 0 }

    @inline(__always) package func isIdentifierHead(_ c: UInt8) -> Bool { classes[Int(c)] & ByteClass.identifierHead != 0 }

    @inline(__always) package func isIdentifierBody(_ c: UInt8) -> Bool { classes[Int(c)] & ByteClass.identifierBody != 0 }

    @inline(__always) package func isBlank(_ c: UInt8) -> Bool { classes[Int(c)] & ByteClass.blank != 0 }

    @inline(__always) package func isOperatorBody(_ c: UInt8) -> Bool { classes[Int(c)] & ByteClass.operatorBody != 0 }

    /// Whether `c` is a LF or a CR: where a line comment, a single-line literal or a raw identifier ends.
    /// Nearly every byte fails the first compare, as it failed the one test for a LF before.
    @inline(__always) package func isLineBreak(_ c: UInt8) -> Bool { c <= carriageReturn && (c == newline || c == carriageReturn) }

    /// The last token written, if any (a `/` after it may open a regex).
    package var lastToken: Token? { tokenCount == 0 ? nil : tokenCount <= output.count ? output[tokenCount - 1] : lastOverflowed }

    @inline(__always) package mutating func newLine(at k: Int) {
        line &+= 1
        lineStart = k + 1
        pendingFlags.insert(.newlineBefore)
    }

    /// At a LF or CR (`isLineBreak`) inside a comment or literal: counts the line it ends. A CRLF is
    /// one line break, counted at its LF.
    @inline(__always) package mutating func lineBreak(at k: Int) {
        if base[k] == newline || byte(k + 1) != newline { newLine(at: k) }
    }

    @inline(__always) package mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, line startLine: UInt32,
                                         lineStart startLineStart: Int, word: (Keyword, UInt8) = (.plain, 0)) {
        // Offsets fit 32 bits (checked once per file in `Tokenizer.tokenize`).
        let token = Token(kind: kind, keyword: word.0, vocabulary: word.1, flags: pendingFlags,
                          start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                          line: startLine, column: UInt32(truncatingIfNeeded: start &- startLineStart &+ 1))
        if tokenCount < output.count {
            output[tokenCount] = token
            brackets.match[tokenCount] = -1
        } else {
            lastOverflowed = token
        }
        tokenCount &+= 1
        pendingFlags = []
    }

    @inline(__always) package mutating func emitHere(_ kind: TokenKind, _ start: Int, _ end: Int, word: (Keyword, UInt8) = (.plain, 0)) {
        emit(kind, start, end, line: line, lineStart: lineStart, word: word)
    }

    /// Whether the declaration scan acts on `keyword` (`DeclarationScanner.actsOn`), without a branch.
    @inline(__always) package func actsOn(_ keyword: Keyword) -> Bool {
        keyword.rawValue < 64 && keywordLandmarks >> UInt64(keyword.rawValue) & 1 != 0
    }

    /// Lists token `index` among the landmarks when `condition` holds and its token is kept, without
    /// a branch (the landmarks have room for one more than the tokens).
    @inline(__always) package mutating func markLandmark(_ index: Int, if condition: Bool) {
        landmarks[landmarkCount] = Int32(truncatingIfNeeded: index)
        landmarkCount &+= condition && index < output.count ? 1 : 0
    }

    /// Lists token `index` among the landmarks, if its token is kept.
    @inline(__always) package mutating func markLandmark(_ index: Int) {
        guard index < output.count else { return }
        landmarks[landmarkCount] = Int32(truncatingIfNeeded: index)
        landmarkCount &+= 1
    }

    /// Before a `(` or `.` is written: a capitalized name before it may name a type used as a value
    /// (`Foo(`, `Foo.self`), a landmark. The scan counts only capitalized names as such
    /// (`SourceView.isCapitalized`): a call of a method (`load(`, `self.view`), most of these, is
    /// none. Such a name is no landmark already: the keywords the scan acts on are lowercase.
    @inline(__always) package mutating func markCallee() {
        let previous = tokenCount &- 1
        guard previous >= 0, previous < output.count, output[previous].kind == .identifier else { return }
        let first = base[Int(output[previous].start)]
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return }
        markLandmark(previous)
    }

    package mutating func diagnose(_ message: String, line diagnosticLine: UInt32) {
        diagnostics.append(LexDiagnostic(line: Int(diagnosticLine), message: message))
    }

    package mutating func run() {
        if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { i = 3; lineStart = 3 }
        if byte(i) == hashSign && byte(i + 1) == UInt8(ascii: "!") { skipToEndOfLine() }
        // The position lives in a local on the common paths (names, blanks): written to `i` and read
        // back only around the other tokens' lexing, it stays in a register instead of going through
        // memory on every token. Names and blanks never reach the switch.
        var position = i
        while position < count {
            let c = base[position]
            let byteClass = classes[Int(c)]
            if byteClass & ByteClass.identifierHead != 0 {
                position = lexIdentifier(from: position)
                continue
            }
            if byteClass & ByteClass.blank != 0 {
                position = blanksEnd(after: position)
                continue
            }
            i = position
            defer { position = i }
            switch c {
            case newline:
                passLineBreak()
            case carriageReturn:
                if byte(i + 1) == newline {  // a CRLF: the LF breaks the line, the CR is a blank before it
                    i += 1
                    pendingFlags.insert(.spaceBefore)
                } else {
                    passLineBreak()
                }
            case slash:
                let next = byte(i + 1)
                if next == slash { lineComment() }
                else if next == star { blockComment() }
                else if regexMayStart(lastToken) && lexBareRegex() {}
                else { lexOperator() }
            case quote:
                lexString(start: i, hashes: 0)
            case hashSign:
                lexPound()
            case backtick:
                lexBacktickIdentifier()
            case UInt8(ascii: "("): markCallee(); openBracket(.lparen)
            case UInt8(ascii: ")"): closeBracket(.rparen)
            case UInt8(ascii: "{"): markLandmark(tokenCount); openBracket(.lbrace)
            case UInt8(ascii: "}"): closeBracket(.rbrace)
            case UInt8(ascii: "["): openBracket(.lbracket)
            case UInt8(ascii: "]"): closeBracket(.rbracket)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "@"): single(.at)
            case backslash: single(.backslash)
            case UInt8(ascii: "."):
                if byte(i + 1) == UInt8(ascii: ".") { lexOperator() } else { markCallee(); single(.dot) }
            case UInt8(ascii: "?"):
                if byte(i + 1) == UInt8(ascii: "?") { lexOperator() } else { single(.question) }
            case UInt8(ascii: "!"):
                if byte(i + 1) == UInt8(ascii: "=") { lexOperator() } else { single(.exclaim) }
            case 0:
                if !reportedNUL {
                    reportedNUL = true
                    diagnose("NUL byte in source (treated as whitespace)", line: line)
                }
                i += 1
                pendingFlags.insert(.spaceBefore)
            default:
                if isDigit(c) { lexNumber() }
                else if isOperatorBody(c) { lexOperator() }
                else { i += 1; pendingFlags.insert(.spaceBefore) }  // stray control byte
            }
        }
        if tokenCount <= output.count { brackets.closeUnclosed(tokenCount: tokenCount) }
        result.diagnostics = diagnostics.diagnostics
    }

    /// At a LF or a lone CR: one line break, and the next line's indentation. Most lines are indented:
    /// skipping it here saves a dispatch (often a mispredicted indirect jump) per line.
    @inline(__always) package mutating func passLineBreak() {
        newLine(at: i)
        i += 1
        if i < count && isBlank(base[i]) { skipBlanks() }
    }

    @inline(__always) package mutating func single(_ kind: TokenKind) {
        emitHere(kind, i, i + 1)
        i += 1
    }

    // Brackets are paired only while their tokens are kept: a file that overflows the output is lexed again.

    @inline(__always) package mutating func openBracket(_ kind: TokenKind) {
        if tokenCount < output.count { brackets.open(tokenCount) }
        single(kind)
    }

    @inline(__always) package mutating func closeBracket(_ kind: TokenKind) {
        let index = tokenCount
        single(kind)
        if index < output.count { brackets.close(index, opener: kind.opener, tokens: UnsafePointer(output.baseAddress!)) }
    }

    /// At a blank: skips the run of blanks. Indentation is long runs of spaces, skipped eight at a time.
    @inline(__always) package mutating func skipBlanks() {
        i = blanksEnd(after: i)
    }

    /// At a blank (`start`): where the run of blanks ends.
    @inline(__always) package mutating func blanksEnd(after start: Int) -> Int {
        var k = start + 1
        pendingFlags.insert(.spaceBefore)
        if k < count && isBlank(base[k]) {
            while k + 8 <= count {
                let notSpaces = UInt64(littleEndian: UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self))
                    ^ 0x2020_2020_2020_2020
                if notSpaces != 0 { k += notSpaces.trailingZeroBitCount >> 3; break }
                k += 8
            }
            while k < count && isBlank(base[k]) { k += 1 }
        }
        return k
    }

    // MARK: comments

    /// Moves to the end of the line: its LF or CR (a CRLF's CR), or the end of the file.
    package mutating func skipToEndOfLine() {
        guard i < count else { return }
        if nextCarriageReturn < i { nextCarriageReturn = offset(of: carriageReturn, from: i, before: count) }
        i = offset(of: newline, from: i, before: nextCarriageReturn)
    }

    /// The offset of the first `target` byte in `start..<end`, or `end`.
    private func offset(of target: UInt8, from start: Int, before end: Int) -> Int {
        guard let found = memchr(base + start, Int32(target), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    package mutating func lineComment() {
        let start = i
        skipToEndOfLine()
        pendingFlags.insert(.spaceBefore)
        recordDirective(start + 2, i)
    }

    /// Records `// stepgraph:…` (spaces allowed before the word).
    package mutating func recordDirective(_ textStart: Int, _ end: Int) {
        var k = textStart
        while k < end && (base[k] == space || base[k] == UInt8(ascii: "\t")) { k += 1 }
        let length = directiveMarker.utf8CodeUnitCount
        guard end - k >= length, memcmp(base + k, directiveMarker.utf8Start, length) == 0 else { return }
        result.directives.append(CommentDirective(line: Int(line), start: k + length, end: end))
    }

    package mutating func blockComment() {
        let startLine = line
        var depth = 0
        while i < count {
            let c = base[i]
            if c == slash && byte(i + 1) == star {
                depth += 1; i += 2
            } else if c == star && byte(i + 1) == slash {
                depth -= 1; i += 2
                if depth == 0 { pendingFlags.insert(.spaceBefore); return }
            } else {
                if isLineBreak(c) { lineBreak(at: i) }
                i += 1
            }
        }
        pendingFlags.insert(.spaceBefore)
        diagnose("unterminated block comment (runs to end of file)", line: startLine)
    }

    // MARK: identifiers and pound words

    /// Lexes the name that starts at `start`; returns where it ends.
    package mutating func lexIdentifier(from start: Int) -> Int {
        var h = Vocabulary.seed
        var k = start
        // Four bytes per round while they are surely in the buffer (no bounds check), then one at a time.
        scan: do {
            while k &+ 4 <= count {
                guard mixIdentifierByte(k, into: &h) else { break scan }
                guard mixIdentifierByte(k &+ 1, into: &h) else { k &+= 1; break scan }
                guard mixIdentifierByte(k &+ 2, into: &h) else { k &+= 2; break scan }
                guard mixIdentifierByte(k &+ 3, into: &h) else { k &+= 3; break scan }
                k &+= 4
            }
            while k < count && mixIdentifierByte(k, into: &h) { k &+= 1 }
        }
        emitName(start, k, hash: h)
        return k
    }

    /// Writes the name `base[start..<end]`, whose hash is `h`, with its keyword and word: into the
    /// Bloom filter, the vocabulary mask and, for a keyword the scan acts on, the landmarks. Without
    /// a branch: whether the name is a word is known late (after its whole hash), and a branch on it
    /// often goes the unexpected way. Id 0 (no word) sets a bit the mask leaves out.
    @inline(__always) package mutating func emitName(_ start: Int, _ end: Int, hash h: UInt32) {
        let word = words.lookup(base, start, end, hash: h)
        IdentifierBloom.insert(hash: h, into: bloom)
        vocabularyLanes[Int(word.1 >> 6)] |= 1 << UInt64(word.1 & 63)
        markLandmark(tokenCount, if: actsOn(word.0))
        emitHere(.identifier, start, end, word: word)
    }

    /// Whether `base[k]` continues an identifier; if so, mixed into its hash.
    @inline(__always) package func mixIdentifierByte(_ k: Int, into h: inout UInt32) -> Bool {
        let c = base[k]
        guard isIdentifierBody(c) else { return false }
        h = Vocabulary.mix(h, c)
        return true
    }

    /// A backticked name. One that could be written without its backticks (`` `class` ``, a keyword
    /// used as a name) is read without them, keyword and word and all, as the same name unquoted. A
    /// raw identifier (SE-0451: `` `go home` ``, `` `a"b` ``, `` `1080p` ``: any bytes but a backtick
    /// or a line break) is read with its backticks, so it stays one name wherever its text goes
    /// (`AppStep.`go home``) and never spells a keyword or word. No closing backtick on the line: a
    /// diagnostic, and the scan goes on after the opening one.
    package mutating func lexBacktickIdentifier() {
        let open = i
        var plain = isIdentifierHead(byte(open + 1))
        var h = Vocabulary.seed
        var k = open + 1
        while k < count {
            let c = base[k]
            if c == backtick || isLineBreak(c) { break }
            plain = plain && isIdentifierBody(c)
            h = Vocabulary.mix(h, c)
            k += 1
        }
        guard k < count && base[k] == backtick else {
            diagnose("unterminated raw identifier: no closing backtick on its line", line: line)
            i = open + 1
            pendingFlags.insert(.spaceBefore)
            return
        }
        i = k + 1
        if plain {
            emitName(open + 1, k, hash: h)
        } else if k > open + 1 {
            h = Vocabulary.seed
            for m in open...k { h = Vocabulary.mix(h, base[m]) }
            emitName(open, k + 1, hash: h)
        } else {
            pendingFlags.insert(.spaceBefore)  // ``: names nothing
        }
    }

    /// `#if`, `#selector`, raw strings `#"…"#`, extended regexes `#/…/#`.
    package mutating func lexPound() {
        var k = i
        while k < count && base[k] == hashSign { k += 1 }
        let hashes = k - i
        let next = byte(k)
        if next == quote {
            lexString(start: i, hashes: hashes)
        } else if next == slash {
            lexExtendedRegex(hashes: hashes)
        } else if hashes == 1 && isIdentifierHead(next) && next != UInt8(ascii: "$") {
            let start = i
            i += 1
            var h = Vocabulary.seed
            while i < count && isIdentifierBody(base[i]) { h = Vocabulary.mix(h, base[i]); i += 1 }
            let word = words.lookup(base, start + 1, i, hash: h)
            emitHere(.pound, start, i, word: (word.0, 0))
        } else {
            emitHere(.op, i, k)
            i = k
        }
    }

    // MARK: numbers and operators

    package mutating func lexNumber() {
        let start = i
        let radixMark = byte(i + 1) | 0x20
        if base[i] == UInt8(ascii: "0") && (radixMark == UInt8(ascii: "x") || radixMark == UInt8(ascii: "b")
                                            || radixMark == UInt8(ascii: "o")) {
            let hex = radixMark == UInt8(ascii: "x")
            i += 2
            while i < count && (isHexDigit(base[i]) || base[i] == UInt8(ascii: "_")) { i += 1 }
            if hex {
                if byte(i) == UInt8(ascii: ".") && isHexDigit(byte(i + 1)) {
                    i += 1
                    while i < count && (isHexDigit(base[i]) || base[i] == UInt8(ascii: "_")) { i += 1 }
                }
                if byte(i) | 0x20 == UInt8(ascii: "p") { lexExponent() }
            }
        } else {
            while i < count && (isDigit(base[i]) || base[i] == UInt8(ascii: "_")) { i += 1 }
            if byte(i) == UInt8(ascii: ".") && isDigit(byte(i + 1)) {
                i += 1
                while i < count && (isDigit(base[i]) || base[i] == UInt8(ascii: "_")) { i += 1 }
            }
            if byte(i) | 0x20 == UInt8(ascii: "e") { lexExponent() }
        }
        // Malformed tails such as `12abc` stay in the number rather than becoming a new identifier.
        while i < count && isIdentifierBody(base[i]) && base[i] != UInt8(ascii: "$") { i += 1 }
        emitHere(.number, start, i)
    }

    /// At `e`/`p`: takes the exponent only when digits follow (so `1.e` stays member access).
    package mutating func lexExponent() {
        var k = i + 1
        if byte(k) == UInt8(ascii: "+") || byte(k) == UInt8(ascii: "-") { k += 1 }
        guard isDigit(byte(k)) else { return }
        i = k
        while i < count && (isDigit(base[i]) || base[i] == UInt8(ascii: "_")) { i += 1 }
    }

    package mutating func lexOperator() {
        let start = i
        let first = base[i]
        i += 1
        if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
            // `??`, `??=`, `!=`, `!==`
            while i < count && (base[i] == UInt8(ascii: "?") || base[i] == UInt8(ascii: "=")) && i - start < 3 { i += 1 }
        } else {
            let dotted = first == UInt8(ascii: ".")
            while i < count {
                let c = base[i]
                if c == slash && (byte(i + 1) == slash || byte(i + 1) == star) { break }  // a comment starts
                if isOperatorBody(c) || (dotted && c == UInt8(ascii: ".")) { i += 1 } else { break }
            }
        }
        let length = i - start
        if length == 1 && first == UInt8(ascii: "=") {
            emitHere(.equal, start, i)
        } else if length == 2 && first == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") {
            emitHere(.arrow, start, i)
        } else {
            emitHere(.op, start, i)
        }
    }
}
