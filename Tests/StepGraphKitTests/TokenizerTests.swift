import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Token texts of `source`, for compact assertions.
func texts(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    var tokens: [Token] = []
    _ = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, vocabulary: FrontEndRegistry.standard.vocabulary, into: &tokens) }
    return tokens.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
}

func kinds(_ source: String) -> [TokenKind] {
    Tokenizer.tokenize(source).tokens.map(\.kind)
}

func diagnostics(_ source: String) -> [LexDiagnostic] {
    Tokenizer.tokenize(source).result.diagnostics
}

@Suite struct TokenizerTests {
    @Test func dropsLineDocAndNestedBlockComments() {
        let source = """
        /// Doc comment with steps.accept(.fake)
        let a = 1 // trailing steps.accept(.fake)
        /* outer /* inner */ still comment steps.accept(.fake) */ let b = 2
        /** doc block */
        """
        #expect(texts(source) == ["let", "a", "=", "1", "let", "b", "=", "2"])
        #expect(diagnostics(source).isEmpty)
    }

    /// The token array starts with room for a quarter token a byte; denser code is lexed again with
    /// the room it needs, with the same tokens, positions, regex decisions and diagnostics.
    @Test func codeDenserThanAQuarterTokenAByteKeepsEveryToken() {
        let dense = String(repeating: "a+b;", count: 300) + "x = /re/\n\"open"
        let (tokens, result) = Tokenizer.tokenize(dense)
        // 1,204 tokens in 1,214 bytes: more than the first room (1,214 / 4 + 64), so it is lexed again.
        #expect(tokens.count == 1_200 + 4)
        #expect(tokens.enumerated().allSatisfy { index, token in index >= 1_200 || token.start == UInt32(index) })
        #expect(tokens[1_202].kind == .regex && tokens[1_203].kind == .string)
        #expect(result.diagnostics.map(\.line) == [2])
        let brackets = String(repeating: "{", count: 500) + String(repeating: "}", count: 500)
        #expect(kinds(brackets) == Array(repeating: .lbrace, count: 500) + Array(repeating: .rbrace, count: 500))
    }

    /// Brackets are paired while the tokens are written: nested pairs, a closer that skips openers of
    /// another shape (they close with it), a stray closer (ignored), an unclosed opener (closes at the
    /// token count), brackets inside a string (one token), and a file lexed again for room.
    @Test func bracketsArePairedAsTheTokensAreWritten() {
        func pairs(_ source: String) -> [Int32] {
            var tokens: [Token] = [], match: [Int32] = []
            let bytes = Array(source.utf8)
            _ = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, vocabulary: .swiftOnly, into: &tokens, match: &match) }
            #expect(match.count == tokens.count)
            return match
        }
        // f ( a [ 1 ] ) { }
        #expect(pairs("f(a[1]) {}") == [-1, 6, -1, 5, -1, 3, 1, 8, 7])
        // ( [ ) : the `[` closes with the `)`.
        #expect(pairs("([)") == [2, 2, 0])
        // a ) b : a stray closer pairs with nothing.
        #expect(pairs("a ) b") == [-1, -1, -1])
        // { x : unclosed, closes at the count (2).
        #expect(pairs("{ x") == [2, -1])
        #expect(pairs(#"g("(")"#) == [-1, 3, -1, 1])
        // 1,200 tokens in 1,200 bytes: more than the first room, so lexed again, pairs and all.
        let dense = String(repeating: "(", count: 600) + String(repeating: ")", count: 600)
        let match = pairs(dense)
        let mirrored = (0..<600).allSatisfy { (open: Int) -> Bool in
            let close = 1_199 - open
            return match[open] == Int32(close) && match[close] == Int32(open)
        }
        #expect(match.count == 1_200 && mirrored)
    }

    /// Past `maxTokens` no token is kept, whether the first room was too small or not.
    @Test func aFileOverTheTokenCapKeepsNoTokens() {
        for (text, count) in [(String(repeating: "a+b;", count: 300), 1_200), (String(repeating: "value ", count: 40), 40)] {
            var tokens: [Token] = []
            let bytes = Array(text.utf8)
            let capped = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, vocabulary: .swiftOnly, into: &tokens, maxTokens: count - 1) }
            #expect(capped.tooManyTokens == count && tokens.isEmpty)
            let kept = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, vocabulary: .swiftOnly, into: &tokens, maxTokens: count) }
            #expect(kept.tooManyTokens == nil && tokens.count == count)
        }
    }

    @Test func stringLiteralIsOneTokenWhateverItHides() {
        #expect(texts(#"let s = "steps.accept(.x) // not a comment""#) == ["let", "s", "=", #""steps.accept(.x) // not a comment""#])
        #expect(texts(#"f("a\"b", "c")"#) == ["f", "(", #""a\"b""#, ",", #""c""#, ")"])
    }

    @Test func interpolationNestsParensStringsAndClosures() {
        let source = #"let s = "x \(f(a, "y \(g(")")) z")) w \(items.map { "\($0)" }.joined())" ; next"#
        let t = texts(source)
        #expect(t.count == 6)
        #expect(t[3].hasPrefix("\"x \\("))
        #expect(t[3].hasSuffix("joined())\""))
        #expect(t[5] == "next")
    }

    @Test func multiLineStringsWithQuotesAndInterpolation() {
        let source = "let s = \"\"\"\n  a \"quoted\" \"\" line\n  \\(value(\"\"\"\n  inner\n  \"\"\"))\n  \"\"\"\nlet after = 1"
        let result = Tokenizer.tokenize(source)
        #expect(texts(source).suffix(4) == ["let", "after", "=", "1"])
        #expect(result.tokens.last!.line == 7)
        #expect(result.result.diagnostics.isEmpty)
    }

    @Test func rawStringsWithAnyNumberOfHashes() {
        #expect(texts(##"let r = #"a "quoted" \(notInterpolated) \#(interp(")"))"# ; x"##).last == "x")
        #expect(texts(###"let r = ##"contains "# inside"## ; y"###).last == "y")
        let multi = "let r = #\"\"\"\n  \"\"\" not the end\n  \"\"\"# ; z"
        #expect(texts(multi).last == "z")
        // A raw string holding quotes is not a multi-line opener.
        let quotes = ##"a(#"""#) ; b(#""""#) ; c"##
        #expect(texts(quotes) == ["a", "(", ##"#"""#"##, ")", ";", "b", "(", ##"#""""#"##, ")", ";", "c"])
    }

    @Test func numbersInEveryForm() {
        #expect(texts("0xFF_FF 0b1010 0o17 1_000_000 3.14 1e10 2.5E-3 0x1.8p3 12") ==
                ["0xFF_FF", "0b1010", "0o17", "1_000_000", "3.14", "1e10", "2.5E-3", "0x1.8p3", "12"])
        #expect(texts("tuple.0.1") == ["tuple", ".", "0.1"])
        #expect(texts("1...5") == ["1", "...", "5"])
        #expect(kinds("0xFF 1.5") == [.number, .number])
    }

    @Test func identifiersBacktickedAndNonASCII() {
        let tokens = Tokenizer.tokenize("let `class` = café + 名前 + $0 + `default`").tokens
        let t = texts("let `class` = café + 名前 + $0 + `default`")
        #expect(t == ["let", "class", "=", "café", "+", "名前", "+", "$0", "+", "default"])
        #expect(tokens[1].kind == .identifier && tokens[1].keyword == .class)
    }

    /// Raw identifiers (SE-0451) are one name each, with their backticks; a backticked name that
    /// could be written plain is read without them, as before.
    @Test func rawIdentifiersAreOneNameWithTheirBackticks() throws {
        let source = "case `go home`, `class`, `a\"b`, `<b>Bold</b>`, `1080p`, `café`, `名前 前`\nfunc `test something`() {}"
        let (tokens, result) = Tokenizer.tokenize(source)
        #expect(texts(source) == ["case", "`go home`", ",", "class", ",", "`a\"b`", ",", "`<b>Bold</b>`", ",", "`1080p`", ",",
                                  "café", ",", "`名前 前`", "func", "`test something`", "(", ")", "{", "}"])
        try #require(tokens.count == 20)
        #expect(tokens.filter { $0.kind == .identifier }.count == 10)
        #expect(tokens[1].start == 5 && tokens[1].end == 14 && tokens[1].column == 6 && tokens[1].keyword == .plain)
        #expect(tokens[3].keyword == .class && tokens[3].start == 17)
        #expect(tokens[15].line == 2 && tokens[15].isOnNewLine == false && tokens[14].isOnNewLine)
        #expect(result.diagnostics.isEmpty)
        // A raw identifier spells no keyword or word, and goes into the Bloom filter with its backticks.
        #expect(Tokenizer.tokenize("`Flow step`").tokens[0].vocabulary == 0)
        #expect(result.identifiers.mayContain(IdentifierBloom.Probe("`go home`")))
    }

    /// No closing backtick before the line ends: a diagnostic, and the rest of the line is lexed.
    @Test func anUnterminatedBacktickIsADiagnostic() {
        for ending in ["\n", "\r", "\r\n"] {
            let source = "let a = `go home" + ending + "let b = 1"
            let (tokens, result) = Tokenizer.tokenize(source)
            #expect(tokens.map(\.kind) == [.identifier, .identifier, .equal, .identifier, .identifier,
                                           .identifier, .identifier, .equal, .number])
            #expect(texts(source) == ["let", "a", "=", "go", "home", "let", "b", "=", "1"])
            #expect(result.diagnostics.map(\.line) == [1] && result.diagnostics[0].message.contains("backtick"))
            #expect(tokens[5].line == 2)
        }
        #expect(texts("a `` b") == ["a", "b"] && diagnostics("a `` b").isEmpty)
        #expect(diagnostics("x `").map(\.line) == [1])
    }

    @Test func keepsEveryConditionalCompilationBranch() {
        let source = """
        #if DEBUG
        let mode = "debug"
        #elseif BETA
        let mode = "beta"
        #else
        let mode = "release"
        #endif
        """
        let tokens = Tokenizer.tokenize(source).tokens
        #expect(tokens.filter { $0.kind == .pound }.map(\.keyword) == [.if, .elseif, .else, .endif])
        #expect(tokens.filter { $0.keyword == .let }.count == 3)
    }

    @Test func attributesAndOperators() {
        #expect(texts("@objc func f() -> Int? { a ?? b != c }") ==
                ["@", "objc", "func", "f", "(", ")", "->", "Int", "?", "{", "a", "??", "b", "!=", "c", "}"])
        #expect(kinds("a = b") == [.identifier, .equal, .identifier])
        #expect(kinds("x?.y!") == [.identifier, .question, .dot, .identifier, .exclaim])
        #expect(texts("a+//c\nb") == ["a", "+", "b"])
        #expect(texts("Array<Array<Int>>") == ["Array", "<", "Array", "<", "Int", ">>"])
    }

    @Test func regexLiteralsDoNotDerailTheScan() {
        #expect(texts(#"let r = /"[a-z]+/ ; let q = 1"#) == ["let", "r", "=", #"/"[a-z]+/"#, ";", "let", "q", "=", "1"])
        #expect(kinds("let r = #/a\"b/# ; x") == [.identifier, .identifier, .equal, .regex, .semicolon, .identifier])
        let multiline = "let r = #/\n  \"unbalanced ( quote\n/#\nlet after = 1"
        #expect(texts(multiline).suffix(4) == ["let", "after", "=", "1"])
        // Division stays division.
        #expect(texts("let x = a / b / c") == ["let", "x", "=", "a", "/", "b", "/", "c"])
        #expect(texts("x = total/count") == ["x", "=", "total", "/", "count"])
    }

    @Test func bomCrlfAndShebang() {
        let source = "\u{FEFF}#!/usr/bin/env swift\r\nlet a = 1\r\nlet b = \"x\"\r\n"
        let tokens = Tokenizer.tokenize(source).tokens
        #expect(texts(source) == ["let", "a", "=", "1", "let", "b", "=", "\"x\""])
        #expect(tokens[0].line == 2 && tokens[0].column == 1)
        #expect(tokens[4].line == 3)
        #expect(diagnostics(source).isEmpty)
    }

    /// A lone CR breaks a line as a LF does (old Mac files), and a CRLF is one break: lines,
    /// columns, line starts, the end of `//` comments (and of the directives they hold), of
    /// single-line strings and bare regexes, and lines inside block comments, multi-line strings
    /// and extended regexes.
    @Test func aLoneCarriageReturnBreaksALine() {
        let lf = "a // note\n  #if X\nlet s = \"open\nb /* x\ny */ c\nlet m = \"\"\"\n  t\n  \"\"\"\n"
            + "let r = #/\n x\n/#\nf(/x\n) // stepgraph:disable all\nz"
        let lfTokens = Tokenizer.tokenize(lf)
        #expect(lfTokens.tokens.map(\.line) == [1, 2, 2, 3, 3, 3, 3, 4, 5, 6, 6, 6, 6, 9, 9, 9, 9, 12, 12, 12, 12, 13, 14])
        for ending in ["\r", "\r\n"] {
            let source = lf.replacingOccurrences(of: "\n", with: ending)
            let (tokens, result) = Tokenizer.tokenize(source)
            #expect(tokens.map(\.kind) == lfTokens.tokens.map(\.kind))
            #expect(tokens.map(\.line) == lfTokens.tokens.map(\.line))
            #expect(tokens.map(\.column) == lfTokens.tokens.map(\.column))
            #expect(tokens.map(\.isOnNewLine) == lfTokens.tokens.map(\.isOnNewLine))
            #expect(result.diagnostics == lfTokens.result.diagnostics)
            let bytes = Array(source.utf8)
            #expect(result.directives.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == ["disable all"])
            #expect(result.directives.map(\.line) == [13])
        }
        #expect(lfTokens.result.diagnostics.map(\.line) == [3])
        #expect(Tokenizer.tokenize("a\rb").tokens.map(\.line) == [1, 2])
        #expect(Tokenizer.tokenize("a\r\rb").tokens.map(\.line) == [1, 3])
        #expect(Tokenizer.tokenize("a\r\n\r\nb").tokens.map(\.line) == [1, 3])
        #expect(Tokenizer.tokenize("a \r\n b").tokens[1].flags == [.newlineBefore, .spaceBefore])  // as before
        #expect(Tokenizer.tokenize("a\r\tb").tokens[1].flags == Tokenizer.tokenize("a\n\tb").tokens[1].flags)
        let invalid: [UInt8] = Array("a\rb\r\nc\n".utf8) + [0xFF]
        #expect(invalid.withUnsafeBufferPointer { UTF8Validation.line(of: invalid.count - 1, in: $0) } == 4)
    }

    @Test func linesAndColumns() {
        let tokens = Tokenizer.tokenize("a\n  bb /* x\n y */ c\n\"s\ntail").tokens
        #expect(tokens.map(\.line) == [1, 2, 3, 4, 5])
        #expect(tokens[1].column == 3)
        #expect(tokens[1].isOnNewLine && tokens[2].isOnNewLine)  // a block comment spanning lines is a line break
        #expect(!Tokenizer.tokenize("a /* x */ b").tokens[1].isOnNewLine)
    }

    @Test func unterminatedStringRecoversAtEndOfLine() {
        let source = "let a = \"open\nlet b = 2"
        let d = diagnostics(source)
        #expect(d.count == 1 && d[0].line == 1 && d[0].message.contains("unterminated string"))
        #expect(texts(source).suffix(4) == ["let", "b", "=", "2"])
    }

    @Test func unterminatedMultilineStringCommentAndInterpolationAtEndOfFile() {
        let string = diagnostics("let a = 1\nlet s = \"\"\"\nnever closed")
        #expect(string.count == 1 && string[0].line == 2)
        let comment = diagnostics("let a = 1\n/* never\nclosed")
        #expect(comment.count == 1 && comment[0].line == 2 && comment[0].message.contains("block comment"))
        let interpolation = diagnostics("let s = \"\"\"\n\\(foo(")
        #expect(interpolation.count == 1 && interpolation[0].line == 1)
    }

    @Test func nulBytesAreReportedAndSkipped() {
        let source = "let a\u{0} = 1"
        #expect(texts(source) == ["let", "a", "=", "1"])
        #expect(diagnostics(source).map(\.message) == ["NUL byte in source (treated as whitespace)"])
    }

    @Test func invalidUTF8IsFoundAtItsOffset() {
        let bytes: [UInt8] = Array("let a = 1\nlet b = ".utf8) + [0xC3, 0x28] + Array(" 2".utf8)
        let offset = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) }
        #expect(offset == 18)
        #expect(bytes.withUnsafeBufferPointer { UTF8Validation.line(of: 18, in: $0) } == 2)
        let valid = Array("ok é 名 🎬".utf8)
        #expect(valid.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) } == nil)
        var tokens: [Token] = []
        _ = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, vocabulary: FrontEndRegistry.standard.vocabulary, into: &tokens) }
        #expect(tokens.count >= 8)
    }

    /// The file's vocabulary mask holds the words its names spell (plain or backticked, in any of
    /// the word ids' lanes) and nothing for names that are no word or keywords.
    @Test func theVocabularyMaskHoldsTheWordsTheNamesSpell() {
        func mask(_ source: String) -> VocabularyMask {
            let bytes = Array(source.utf8)
            var tokens: [Token] = []
            return bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, vocabulary: FrontEndRegistry.standard.vocabulary, into: &tokens) }.vocabulary
        }
        let everyWord = VocabularyMask(RxFlowWord.allCases)
        let flow = mask("final class HomeFlow: Flow {\n    func navigate(to step: Step) -> FlowContributors { .none }\n}\n")
        #expect(flow.contains(RxFlowWord.Flow) && flow.contains(RxFlowWord.Step) && flow.contains(RxFlowWord.navigate))
        #expect(!flow.contains(RxFlowWord.Stepper) && !flow.contains(RxFlowWord.accept))
        #expect(mask("let `Stepper` = 1").contains(RxFlowWord.Stepper))
        // The last words the registry lists have the highest ids (the mask's last lanes).
        let last = RxFlowWord.allCases.last!
        #expect(mask("x.\(last.spelling)").contains(last))
        #expect(!mask("let count = total + 1 // Step Flow\nvar Steps = \"Flow\"").intersects(everyWord))
        #expect(!mask("").intersects(everyWord))
    }

    @Test func directivesAreRecorded() {
        let source = "let a = 1 // stepgraph:disable:next dead_step\n// plain comment\n//stepgraph:enable all\n"
        let result = Tokenizer.tokenize(source).result
        #expect(result.directives.map(\.line) == [1, 3])
    }

    @Test(arguments: [
        "\"", "\"\"\"", "#\"", "/*", "\"\\(", "\"\\(\"\\(\"\\(", "#/", "`", "0x", "1e", "@", "#", "\\", "/[", "\u{FEFF}",
        String(repeating: "\"\\(", count: 5000), String(repeating: "/*", count: 5000),
    ])
    func neverCrashesOnFragments(_ source: String) {
        for text in [source, source + "\n}) let x = 1"] {
            let (tokens, result) = Tokenizer.tokenize(text)
            let count = UInt32(text.utf8.count)
            let lines = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
            // Tokens are non-empty, in order, inside the input; diagnostics point at real lines.
            #expect(tokens.allSatisfy { $0.start < $0.end && $0.end <= count && Int($0.line) <= lines })
            #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.end <= $1.start })
            #expect(result.diagnostics.allSatisfy { $0.line >= 1 && $0.line <= lines })
        }
    }
}
