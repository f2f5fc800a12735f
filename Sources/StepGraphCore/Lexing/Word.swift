import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swift keywords and the contextual words the declaration scanner needs. The tokenizer tags each
/// identifier with its keyword through a hash table, so later passes compare one byte, not text.
package enum Keyword: UInt8, CaseIterable, Sendable {
    /// Not a keyword.
    case plain = 0
    // Declarations and statements
    case `class`, `struct`, `enum`, `extension`, `protocol`, actor, `func`, `init`, `deinit`, `subscript`
    case `var`, `let`, `case`, `default`, `switch`, `if`, `guard`, `else`, `return`, `typealias`
    case `associatedtype`, indirect, `where`, `in`, `is`, `as`, `self`, `Self`, `super`, `static`
    case `import`, `for`, `while`, `repeat`, `do`, `catch`, `throw`, `throws`, `rethrows`, async
    case await, `try`, get, set, willSet, didSet, `operator`, prefix, postfix, infix, unknown
    case `true`, `false`, `nil`, some, any, `break`, `continue`, `fallthrough`, `defer`, elseif, endif
    case selector, keyPath, available, lazy, weak, unowned, `private`, `fileprivate`, `internal`, `public`
    case open, final, override, mutating, nonmutating, convenience, required, dynamic, nonisolated
    case objc, package, macro
}

/// A front end's vocabulary: identifiers it wants tagged while tokenizing, so it compares a byte
/// instead of text. The spelling is the case name unless the type says otherwise. Raw values are the
/// vocabulary's own (0, 1, 2…); the id a token carries is the one `WordIDs` gave the spelling,
/// shared by every vocabulary that spells the same word, and `table` translates between the two
/// (`Token.word(_:)`, `Token.spells(_:)`).
package protocol VocabularyWord: CaseIterable, RawRepresentable, Sendable where RawValue == UInt8 {
    var spelling: String { get }
    /// This vocabulary's words against their ids: `WordTable(Self.self)`.
    static var table: WordTable { get }
}

/// The ids tokens carry for vocabulary words (1…254), one per distinct spelling, given the first time
/// a word table or a `Vocabulary` asks, for the life of the process: a front end's table and the
/// tokenizer's vocabulary agree whichever front ends a registry holds, in whatever order they come.
package enum WordIDs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ids: [String: UInt8] = [:]

    /// The id of `spelling`, given now if it has none yet.
    package static func id(of spelling: String) -> UInt8 {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[spelling] { return id }
        precondition(ids.count < Int(WordTable.unassigned) - 1, "more than 254 vocabulary words")
        let id = UInt8(ids.count + 1)
        ids[spelling] = id
        return id
    }
}

extension VocabularyWord {
    package var spelling: String { String(describing: self) }

    /// The spellings of this vocabulary, for the registry's word table.
    package static var spellings: [String] { allCases.map(\.spelling) }
}

/// One vocabulary's words against a `Vocabulary`'s ids, both ways, in two 256-byte tables read
/// through raw pointers: what a token's id is in this vocabulary, and a word's id. Built once per
/// vocabulary and never freed; no hashing or `String` on the tokenizer's or the extractors' hot path.
package struct WordTable: @unchecked Sendable {
    /// Never a token's id (ids run 1…254): the id of a word the vocabulary's table was not given.
    package static let unassigned: UInt8 = 255

    /// Raw value → id.
    private let ids: UnsafeMutablePointer<UInt8>
    /// Id → raw value + 1 (0: not a word of this vocabulary).
    private let words: UnsafeMutablePointer<UInt8>

    package init<W: VocabularyWord>(_ type: W.Type) {
        ids = .allocate(capacity: 256)
        ids.initialize(repeating: WordTable.unassigned, count: 256)
        words = .allocate(capacity: 256)
        words.initialize(repeating: 0, count: 256)
        for word in W.allCases {
            let id = WordIDs.id(of: word.spelling)
            ids[Int(word.rawValue)] = id
            words[Int(id)] = word.rawValue &+ 1
        }
    }

    /// The id `word` has in tokens.
    @inline(__always) package func id<W: VocabularyWord>(of word: W) -> UInt8 { ids[Int(word.rawValue)] }

    /// The word of vocabulary `W` a token's id stands for, if any.
    @inline(__always) package func word<W: VocabularyWord>(_ id: UInt8, as _: W.Type) -> W? {
        let raw = words[Int(id)]
        return raw == 0 ? nil : W(rawValue: raw &- 1)
    }
}

/// The word table the tokenizer reads: Swift keywords plus the front ends' vocabularies, each
/// distinct spelling with its id from `WordIDs`, so two vocabularies spelling one word (`present` in
/// UIKit's and a front end's) share it. An
/// open-addressing table from an identifier's bytes to its entry, built once and never freed, read
/// through raw pointers on the tokenizer's hot path (no array retain/release per lookup).
package final class Vocabulary: @unchecked Sendable {
    /// 4,096 slots for about 230 words (8 KB): most identifiers are no word, and meet an empty slot.
    /// At 1,024 slots, a fifth full, the test of that slot (which waits for the identifier's whole
    /// hash) went the unexpected way often enough to cost 3 % of the tokenizer's time.
    package static let mask: UInt32 = 4095

    /// Slot → entry index (0 = empty).
    private let slots: UnsafeMutablePointer<UInt16>
    /// Entry index → keyword, vocabulary id, offset of its spelling in `spellingBytes`, and its length.
    private let keywords: UnsafeMutablePointer<Keyword>
    private let vocabularyIDs: UnsafeMutablePointer<UInt8>
    private let offsets: UnsafeMutablePointer<UInt16>
    private let lengths: UnsafeMutablePointer<UInt8>
    private let spellingBytes: UnsafeMutablePointer<UInt8>
    /// Swift keywords only.
    package static let swiftOnly = Vocabulary(spellings: [])

    /// A table of the Swift keywords and `spellings`, each distinct spelling with its `WordIDs` id. A
    /// spelling that is also a keyword carries both.
    package init(spellings: [String]) {
        var entries: [(bytes: [UInt8], keyword: Keyword, id: UInt8)] = []
        var index: [[UInt8]: Int] = [:]
        var ids: Set<String> = []
        for keyword in Keyword.allCases where keyword != .plain {
            index[Array(String(describing: keyword).utf8)] = entries.count
            entries.append((Array(String(describing: keyword).utf8), keyword, 0))
        }
        for spelling in spellings where ids.insert(spelling).inserted {
            let bytes = Array(spelling.utf8)
            precondition(!bytes.isEmpty && bytes.count <= 40, "bad vocabulary word '\(spelling)'")
            let id = WordIDs.id(of: spelling)
            if let existing = index[bytes] {
                entries[existing].id = id
            } else {
                index[bytes] = entries.count
                entries.append((bytes, .plain, id))
            }
        }
        precondition(entries.count < Int(Vocabulary.mask) / 2, "vocabulary too large for the word table")
        let count = entries.count + 1
        slots = .allocate(capacity: Int(Vocabulary.mask) + 1)
        slots.initialize(repeating: 0, count: Int(Vocabulary.mask) + 1)
        keywords = .allocate(capacity: count)
        vocabularyIDs = .allocate(capacity: count)
        offsets = .allocate(capacity: count)
        lengths = .allocate(capacity: count)
        keywords.initialize(repeating: .plain, count: count)
        vocabularyIDs.initialize(repeating: 0, count: count)
        offsets.initialize(repeating: 0, count: count)
        lengths.initialize(repeating: 0, count: count)
        var all: [UInt8] = []
        for (offset, entry) in entries.enumerated() {
            let slotValue = offset + 1
            keywords[slotValue] = entry.keyword
            vocabularyIDs[slotValue] = entry.id
            offsets[slotValue] = UInt16(all.count)
            lengths[slotValue] = UInt8(entry.bytes.count)
            all += entry.bytes
            var slot = Vocabulary.hash(entry.bytes) & Vocabulary.mask
            while slots[Int(slot)] != 0 { slot = (slot + 1) & Vocabulary.mask }
            slots[Int(slot)] = UInt16(slotValue)
        }
        spellingBytes = .allocate(capacity: max(all.count, 1))
        spellingBytes.initialize(from: all, count: all.count)
    }

    deinit {
        slots.deallocate()
        keywords.deallocate()
        vocabularyIDs.deallocate()
        offsets.deallocate()
        lengths.deallocate()
        spellingBytes.deallocate()
    }

    @inline(__always) package static func mix(_ h: UInt32, _ byte: UInt8) -> UInt32 {
        (h ^ UInt32(byte)) &* 16_777_619
    }
    package static let seed: UInt32 = 2_166_136_261

    package static func hash(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(seed, mix)
    }

    /// The keyword and vocabulary id spelled by `base[start..<end]`, whose FNV-1a hash is `hash`.
    @inline(__always)
    package func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, hash: UInt32) -> (Keyword, UInt8) {
        let length = end - start
        guard length <= 40 else { return (.plain, 0) }
        var slot = hash & Vocabulary.mask
        while true {
            let entry = Int(slots[Int(slot)])
            if entry == 0 { return (.plain, 0) }
            if Int(lengths[entry]) == length && spells(entry, base + start, length) {
                return (keywords[entry], vocabularyIDs[entry])
            }
            slot = (slot + 1) & Vocabulary.mask
        }
    }

    /// Whether entry `entry` (of `length` bytes) is spelled by `text`. Words are short: a byte loop
    /// beats calling `memcmp`.
    @inline(__always) private func spells(_ entry: Int, _ text: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let spelling = spellingBytes + Int(offsets[entry])
        var k = 0
        while k < length && spelling[k] == text[k] { k += 1 }
        return k == length
    }
}
