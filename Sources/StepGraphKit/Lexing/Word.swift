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

/// A front end's vocabulary: identifiers it wants tagged while tokenizing (`Token.vocabulary`), so it
/// compares a byte instead of text. Each vocabulary owns a disjoint range of raw values (see
/// `VocabularyRange`); the spelling is the case name unless the type says otherwise.
package protocol VocabularyWord: CaseIterable, RawRepresentable, Sendable where RawValue == UInt8 {
    var spelling: String { get }
}

extension VocabularyWord {
    package var spelling: String { String(describing: self) }

    /// The table entries for this vocabulary.
    package static var entries: [(spelling: String, id: UInt8)] { allCases.map { ($0.spelling, $0.rawValue) } }
}

/// The raw-value ranges of the vocabularies, so that no two share an id (0 means "no word").
package enum VocabularyRange {
    package static let uiKit: UInt8 = 1        // 1…31
    package static let rxFlow: UInt8 = 32      // 32…159
    package static let fnfk: UInt8 = 160       // 160…199
    package static let xcoordinator: UInt8 = 200  // 200…254
}

/// The word table the tokenizer reads: Swift keywords plus the front ends' vocabularies. An
/// open-addressing table from an identifier's bytes to its entry, built once and never freed, read
/// through raw pointers on the tokenizer's hot path (no array retain/release per lookup).
package final class Vocabulary: @unchecked Sendable {
    static let mask: UInt32 = 1023

    /// Slot → entry index (0 = empty).
    private let slots: UnsafeMutablePointer<UInt16>
    /// Entry index → keyword, vocabulary id, offset of its spelling in `spellingBytes`, and its length.
    private let keywords: UnsafeMutablePointer<UInt8>
    private let vocabularyIDs: UnsafeMutablePointer<UInt8>
    private let offsets: UnsafeMutablePointer<UInt16>
    private let lengths: UnsafeMutablePointer<UInt8>
    private let spellingBytes: UnsafeMutablePointer<UInt8>

    /// Swift keywords only.
    package static let swiftOnly = Vocabulary(words: [])

    /// A table of the Swift keywords and `words` (spellings with their vocabulary ids). A spelling
    /// that is also a keyword carries both; a spelling listed twice keeps its first id.
    package init(words: [(spelling: String, id: UInt8)]) {
        var entries: [(bytes: [UInt8], keyword: UInt8, id: UInt8)] = []
        var index: [[UInt8]: Int] = [:]
        for keyword in Keyword.allCases where keyword != .plain {
            index[Array(String(describing: keyword).utf8)] = entries.count
            entries.append((Array(String(describing: keyword).utf8), keyword.rawValue, 0))
        }
        for word in words {
            let bytes = Array(word.spelling.utf8)
            precondition(!bytes.isEmpty && bytes.count <= 40 && word.id != 0, "bad vocabulary word '\(word.spelling)'")
            if let existing = index[bytes] {
                if entries[existing].id == 0 { entries[existing].id = word.id }
            } else {
                index[bytes] = entries.count
                entries.append((bytes, 0, word.id))
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
        keywords.initialize(repeating: 0, count: count)
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

    @inline(__always) static func mix(_ h: UInt32, _ byte: UInt8) -> UInt32 {
        (h ^ UInt32(byte)) &* 16_777_619
    }
    static let seed: UInt32 = 2_166_136_261

    static func hash(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(seed, mix)
    }

    /// The keyword and vocabulary id spelled by `base[start..<end]`, whose FNV-1a hash is `hash`.
    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, hash: UInt32) -> (Keyword, UInt8) {
        let length = end - start
        guard length <= 40 else { return (.plain, 0) }
        var slot = hash & Vocabulary.mask
        while true {
            let entry = Int(slots[Int(slot)])
            if entry == 0 { return (.plain, 0) }
            if Int(lengths[entry]) == length && memcmp(spellingBytes + Int(offsets[entry]), base + start, length) == 0 {
                return (Keyword(rawValue: keywords[entry])!, vocabularyIDs[entry])
            }
            slot = (slot + 1) & Vocabulary.mask
        }
    }
}
