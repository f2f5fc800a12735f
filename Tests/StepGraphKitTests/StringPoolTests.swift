import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A worker makes its files' texts through one `StringPool`: a long name its files repeat is one
/// string, and every text reads exactly as without the pool.
@Suite struct StringPoolTests {
    /// The texts `body` reads from `source`, tokenized with `pool` (none: no pool).
    static func texts(_ source: [UInt8], pool: StringPool?, _ body: (SourceView) -> [String]) -> [String] {
        withSourceView(source, strings: pool) { view, _ in body(view) }
    }

    /// The address of a string's UTF-8 storage: where two long strings share it, it is one (a string
    /// of up to 15 bytes is stored inside the `String` value, and is only compared by its text).
    static func storage(_ string: String) -> UnsafeRawPointer? {
        string.withUTF8Bytes { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aLongNameTwoFilesSpellIsOneString() {
        let pool = StringPool()
        // class Feed: UITableViewController / extension X: UITableViewController, ObservableObject
        let first = Self.texts(Array("class Feed: UITableViewController {}".utf8), pool: pool) { [$0.text(3)] }
        let second = Self.texts(Array("extension X: UITableViewController, ObservableObject {}".utf8), pool: pool) {
            [$0.typeName(TokenRange(3, 4)), $0.text(5)]
        }
        #expect(first[0] == "UITableViewController" && second == ["UITableViewController", "ObservableObject"])
        #expect(Self.storage(first[0]) != nil && Self.storage(first[0]) == Self.storage(second[0]))
        // Without the pool, each file makes its own.
        let alone = Self.texts(Array("class Feed: UITableViewController {}".utf8), pool: nil) { [$0.text(3)] }
        #expect(Self.storage(alone[0]) != Self.storage(first[0]))
        #expect(pool.count == 2)
    }

    @Test func textsOfSeveralTokensAndBuiltNamesArePooledToo() {
        let pool = StringPool()
        let source = Array("let a: Dictionary<String, [Int]> = [:]; let b: Dictionary<String, [Int]>; extension Outer.InnerConfiguration {}".utf8)
        let texts = Self.texts(source, pool: pool) { src in
            // `Dictionary<String, [Int]>` twice (joined with its spaces), then a dotted name.
            [src.text(TokenRange(3, 11)), src.text(TokenRange(19, 27)), src.typeName(TokenRange(29, 32))]
        }
        #expect(texts == ["Dictionary<String, [Int]>", "Dictionary<String, [Int]>", "Outer.InnerConfiguration"])
        #expect(Self.storage(texts[0]) == Self.storage(texts[1]))
        // A qualified name joined from two (`ParsedFile.typeNames`) is the pool's copy.
        let built = String.joining("Outer", UInt8(ascii: "."), "InnerConfiguration", through: pool)
        #expect(Self.storage(built) == Self.storage(texts[2]))
    }

    /// Invalid UTF-8 in long texts: repaired exactly as without the pool, and never pooled under the
    /// repaired spelling (the same bytes read again repair the same way).
    @Test(arguments: [true, false])
    func invalidUTF8ReadsTheSameWithOrWithoutThePool(pooled: Bool) {
        let pool = pooled ? StringPool() : nil
        // let a: LongCaf\xC3.\xA9MenuConfiguration<Int>? = LongSelector\xF0\x9F\x98 .Item\xFF
        let bytes = Array("let a: LongCaf".utf8) + [0xC3] + Array(".".utf8) + [0xA9] + Array("MenuConfiguration<Int>? = LongSelector".utf8)
            + [0xF0, 0x9F, 0x98] + Array(" .Item".utf8) + [0xFF]
        for _ in 0..<2 {
            let texts = Self.texts(bytes, pool: pool) { src in
                [src.typeName(TokenRange(3, 10)), src.text(TokenRange(3, 10)), src.text(TokenRange(11, 14)),
                 src.typeName(TokenRange(11, 14)), src.text(11)]
            }
            #expect(texts == ["LongCaf\u{FFFD}.\u{FFFD}MenuConfiguration", "LongCaf\u{FFFD}.\u{FFFD}MenuConfiguration<Int>?",
                              "LongSelector\u{FFFD} .Item\u{FFFD}", "LongSelector\u{FFFD}.Item\u{FFFD}", "LongSelector\u{FFFD}"])
        }
        #expect((pool?.count ?? 0) == 0)
    }

    /// A text of more than 256 bytes (a long string literal, read once) is made, not kept.
    @Test func longTextsAreNotKept() {
        let pool = StringPool()
        let literal = "\"" + String(repeating: "lorem ipsum ", count: 30) + "\""
        let texts = Self.texts(Array("let text = \(literal); let again = \(literal)".utf8), pool: pool) { [$0.text(3), $0.text(8)] }
        #expect(texts == [literal, literal])
        #expect(pool.count == 0)
    }

    /// Past its first room, the pool grows and still finds what it holds.
    @Test func thousandsOfNamesAreFoundAgainAfterThePoolGrows() {
        let pool = StringPool()
        let names = (0..<5_000).map { "GeneratedViewController\($0)" }
        let first = names.map { name in Array(name.utf8).withUnsafeBufferPointer { pool.string($0) } }
        let again = names.map { name in Array(name.utf8).withUnsafeBufferPointer { pool.string($0) } }
        #expect(first == names && pool.count == 5_000)
        #expect(zip(first, again).allSatisfy { Self.storage($0) == Self.storage($1) })
    }
}
