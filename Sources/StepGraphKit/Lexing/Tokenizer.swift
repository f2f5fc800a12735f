#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem the tokenizer met; the scan always goes on after it.
package struct LexDiagnostic: Sendable, Equatable {
    package var severity: Severity
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
    package var diagnostics: [LexDiagnostic] = []
    package var directives: [CommentDirective] = []
    /// Every identifier the file spells, as a Bloom filter.
    package var identifiers = IdentifierBloom()
}

/// Byte-level Swift tokenizer. Comments and whitespace are dropped; a string literal, with all its
/// interpolations, is one token. Nested string/interpolation contexts use an explicit stack, so no
/// input can exhaust the call stack, and every malformed construct ends in a diagnostic, not a trap.
package enum Tokenizer {
    /// Tokenizes `bytes`, appending to `tokens` (cleared first; its capacity is reused). Identifiers
    /// are tagged with their keyword and their word in `vocabulary`.
    package static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, vocabulary: Vocabulary,
                                into tokens: inout [Token]) -> LexResult {
        tokens.removeAll(keepingCapacity: true)
        guard let base = bytes.baseAddress, bytes.count > 0 else { return LexResult() }
        let bloom = UnsafeMutablePointer<UInt64>.allocate(capacity: IdentifierBloom.wordCount)
        bloom.initialize(repeating: 0, count: IdentifierBloom.wordCount)
        defer { bloom.deallocate() }
        var lexer = Lexer(base: base, count: bytes.count, words: vocabulary, bloom: bloom)
        lexer.run(&tokens)
        lexer.result.identifiers = IdentifierBloom(bits: bloom)
        return lexer.result
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

/// Byte classes, one load per byte on the hot path: bit 0 identifier head, bit 1 identifier body.
nonisolated(unsafe) private let byteClasses: UnsafeMutablePointer<UInt8> = {  // written once, then only read
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for c in 0..<256 {
        let lower = c | 0x20
        let head = (lower >= 0x61 && lower <= 0x7A) || c == 0x5F || c >= 0x80 || c == 0x24  // a-z A-Z _ non-ASCII $
        let body = head || (c >= 0x30 && c <= 0x39)
        table[c] = (head ? 1 : 0) | (body ? 2 : 0)
    }
    return table
}()

@inline(__always) func isIdentifierHead(_ c: UInt8) -> Bool { byteClasses[Int(c)] & 1 != 0 }

@inline(__always) func isIdentifierBody(_ c: UInt8) -> Bool { byteClasses[Int(c)] & 2 != 0 }

@inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

@inline(__always) func isHexDigit(_ c: UInt8) -> Bool {
    let lower = c | 0x20
    return isDigit(c) || (lower >= 0x61 && lower <= 0x66)
}

/// Operator characters that may continue an operator (`?` and `!` only start one).
@inline(__always) func isOperatorBody(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
         UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
         UInt8(ascii: "^"), UInt8(ascii: "~"):
        return true
    default:
        return false
    }
}

// MARK: - Lexer

private let quote = UInt8(ascii: "\"")
private let hashSign = UInt8(ascii: "#")
private let backslash = UInt8(ascii: "\\")
private let newline = UInt8(ascii: "\n")
private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")

struct Lexer {
    let base: UnsafePointer<UInt8>
    let count: Int
    var i = 0
    var line: UInt32 = 1
    var lineStart = 0
    var pendingFlags: TokenFlags = [.newlineBefore]
    var result = LexResult()
    var reportedNUL = false
    var stringStack: [StringFrame] = []
    let words: Vocabulary
    /// The identifier Bloom filter's bits, filled as identifiers are read.
    let bloom: UnsafeMutablePointer<UInt64>

    init(base: UnsafePointer<UInt8>, count: Int, words: Vocabulary, bloom: UnsafeMutablePointer<UInt64>) {
        self.base = base
        self.count = count
        self.words = words
        self.bloom = bloom
    }

    @inline(__always) func byte(_ k: Int) -> UInt8 { k < count ? base[k] : 0 }

    @inline(__always) mutating func newLine(at k: Int) {
        line &+= 1
        lineStart = k + 1
        pendingFlags.insert(.newlineBefore)
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, line startLine: UInt32,
                                         lineStart startLineStart: Int, word: (Keyword, UInt8) = (.plain, 0),
                                         into tokens: inout [Token]) {
        tokens.append(Token(kind: kind, keyword: word.0, vocabulary: word.1, flags: pendingFlags, start: UInt32(start),
                            end: UInt32(end), line: startLine, column: UInt32(start - startLineStart + 1)))
        pendingFlags = []
    }

    @inline(__always) mutating func emitHere(_ kind: TokenKind, _ start: Int, _ end: Int, word: (Keyword, UInt8) = (.plain, 0),
                                             into tokens: inout [Token]) {
        emit(kind, start, end, line: line, lineStart: lineStart, word: word, into: &tokens)
    }

    mutating func diagnose(_ message: String, line diagnosticLine: UInt32, severity: Severity = .error) {
        result.diagnostics.append(LexDiagnostic(severity: severity, line: Int(diagnosticLine), message: message))
    }

    mutating func run(_ tokens: inout [Token]) {
        if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { i = 3; lineStart = 3 }
        if byte(i) == hashSign && byte(i + 1) == UInt8(ascii: "!") { skipToEndOfLine() }
        while i < count {
            let c = base[i]
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, UInt8(ascii: "\r"):
                i += 1
                pendingFlags.insert(.spaceBefore)
            case newline:
                newLine(at: i)
                i += 1
            case slash:
                let next = byte(i + 1)
                if next == slash { lineComment() }
                else if next == star { blockComment() }
                else if regexMayStart(tokens.last) && lexBareRegex(&tokens) {}
                else { lexOperator(&tokens) }
            case quote:
                lexString(start: i, hashes: 0, &tokens)
            case hashSign:
                lexPound(&tokens)
            case UInt8(ascii: "`"):
                lexBacktickIdentifier(&tokens)
            case UInt8(ascii: "("): single(.lparen, &tokens)
            case UInt8(ascii: ")"): single(.rparen, &tokens)
            case UInt8(ascii: "{"): single(.lbrace, &tokens)
            case UInt8(ascii: "}"): single(.rbrace, &tokens)
            case UInt8(ascii: "["): single(.lbracket, &tokens)
            case UInt8(ascii: "]"): single(.rbracket, &tokens)
            case UInt8(ascii: ","): single(.comma, &tokens)
            case UInt8(ascii: ":"): single(.colon, &tokens)
            case UInt8(ascii: ";"): single(.semicolon, &tokens)
            case UInt8(ascii: "@"): single(.at, &tokens)
            case backslash: single(.backslash, &tokens)
            case UInt8(ascii: "."):
                if byte(i + 1) == UInt8(ascii: ".") { lexOperator(&tokens) } else { single(.dot, &tokens) }
            case UInt8(ascii: "?"):
                if byte(i + 1) == UInt8(ascii: "?") { lexOperator(&tokens) } else { single(.question, &tokens) }
            case UInt8(ascii: "!"):
                if byte(i + 1) == UInt8(ascii: "=") { lexOperator(&tokens) } else { single(.exclaim, &tokens) }
            case 0:
                if !reportedNUL {
                    reportedNUL = true
                    diagnose("NUL byte in source (treated as whitespace)", line: line, severity: .warning)
                }
                i += 1
                pendingFlags.insert(.spaceBefore)
            default:
                if isDigit(c) { lexNumber(&tokens) }
                else if isIdentifierHead(c) { lexIdentifier(&tokens) }
                else if isOperatorBody(c) { lexOperator(&tokens) }
                else { i += 1; pendingFlags.insert(.spaceBefore) }  // stray control byte
            }
        }
    }

    @inline(__always) mutating func single(_ kind: TokenKind, _ tokens: inout [Token]) {
        emitHere(kind, i, i + 1, into: &tokens)
        i += 1
    }

    // MARK: comments

    mutating func skipToEndOfLine() {
        guard i < count else { return }
        if let found = memchr(base + i, Int32(newline), count - i) {
            i = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        } else {
            i = count
        }
    }

    mutating func lineComment() {
        let start = i
        skipToEndOfLine()
        pendingFlags.insert(.spaceBefore)
        recordDirective(start + 2, i)
    }

    /// Records `// stepgraph:…` (spaces allowed before the word).
    mutating func recordDirective(_ textStart: Int, _ end: Int) {
        var k = textStart
        while k < end && (base[k] == UInt8(ascii: " ") || base[k] == UInt8(ascii: "\t")) { k += 1 }
        let marker = Array("stepgraph:".utf8)
        guard end - k >= marker.count else { return }
        for (offset, m) in marker.enumerated() where base[k + offset] != m { return }
        result.directives.append(CommentDirective(line: Int(line), start: k + marker.count, end: end))
    }

    mutating func blockComment() {
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
                if c == newline { newLine(at: i) }
                i += 1
            }
        }
        pendingFlags.insert(.spaceBefore)
        diagnose("unterminated block comment (runs to end of file)", line: startLine)
    }

    // MARK: identifiers and pound words

    mutating func lexIdentifier(_ tokens: inout [Token]) {
        let start = i
        let classes = byteClasses
        var h = Vocabulary.seed
        var k = i
        while k < count {
            let c = base[k]
            guard classes[Int(c)] & 2 != 0 else { break }
            h = Vocabulary.mix(h, c)
            k += 1
        }
        i = k
        let word = words.lookup(base, start, i, hash: h)
        IdentifierBloom.insert(hash: h, into: bloom)
        emitHere(.identifier, start, i, word: word, into: &tokens)
    }

    mutating func lexBacktickIdentifier(_ tokens: inout [Token]) {
        let open = i
        var k = i + 1
        while k < count && isIdentifierBody(base[k]) { k += 1 }
        if k < count && base[k] == UInt8(ascii: "`") && k > open + 1 {
            var h = Vocabulary.seed
            for m in (open + 1)..<k { h = Vocabulary.mix(h, base[m]) }
            let word = words.lookup(base, open + 1, k, hash: h)
            IdentifierBloom.insert(hash: h, into: bloom)
            emit(.identifier, open + 1, k, line: line, lineStart: lineStart, word: word, into: &tokens)
            i = k + 1
        } else {
            i += 1  // a lone backtick: not a token
            pendingFlags.insert(.spaceBefore)
        }
    }

    /// `#if`, `#selector`, raw strings `#"…"#`, extended regexes `#/…/#`.
    mutating func lexPound(_ tokens: inout [Token]) {
        var k = i
        while k < count && base[k] == hashSign { k += 1 }
        let hashes = k - i
        let next = byte(k)
        if next == quote {
            lexString(start: i, hashes: hashes, &tokens)
        } else if next == slash {
            lexExtendedRegex(hashes: hashes, &tokens)
        } else if hashes == 1 && isIdentifierHead(next) && next != UInt8(ascii: "$") {
            let start = i
            i += 1
            var h = Vocabulary.seed
            while i < count && isIdentifierBody(base[i]) { h = Vocabulary.mix(h, base[i]); i += 1 }
            let word = words.lookup(base, start + 1, i, hash: h)
            emitHere(.pound, start, i, word: (word.0, 0), into: &tokens)
        } else {
            emitHere(.op, i, k, into: &tokens)
            i = k
        }
    }

    // MARK: numbers and operators

    mutating func lexNumber(_ tokens: inout [Token]) {
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
        emitHere(.number, start, i, into: &tokens)
    }

    /// At `e`/`p`: takes the exponent only when digits follow (so `1.e` stays member access).
    mutating func lexExponent() {
        var k = i + 1
        if byte(k) == UInt8(ascii: "+") || byte(k) == UInt8(ascii: "-") { k += 1 }
        guard isDigit(byte(k)) else { return }
        i = k
        while i < count && (isDigit(base[i]) || base[i] == UInt8(ascii: "_")) { i += 1 }
    }

    mutating func lexOperator(_ tokens: inout [Token]) {
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
            emitHere(.equal, start, i, into: &tokens)
        } else if length == 2 && first == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") {
            emitHere(.arrow, start, i, into: &tokens)
        } else {
            emitHere(.op, start, i, into: &tokens)
        }
    }
}
