/// A set of vocabulary words as a 256-bit mask over their ids (`Vocabulary`), so "does this file mention any of
/// them" costs an `and` per lane against the file's own mask (`SyntaxOutline.vocabulary`).
package struct VocabularyMask: Sendable {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// No word.
    package init() {}

    package init<W: VocabularyWord>(_ words: [W]) {
        for word in words where W.table.id(of: word) != WordTable.unassigned { insert(W.table.id(of: word)) }
    }

    /// The words whose ids' bits are set in `lanes` (four words, as the tokenizer fills them; bit 0,
    /// for names that are no word, is left out).
    package init(lanes: UnsafePointer<UInt64>) {
        self.lanes = (lanes[0] & ~1, lanes[1], lanes[2], lanes[3])
    }

    /// Adds the word with id `id`.
    package mutating func insert(_ id: UInt8) {
        let bit = UInt64(1) << UInt64(id & 63)
        switch id >> 6 {
        case 0: lanes.0 |= bit
        case 1: lanes.1 |= bit
        case 2: lanes.2 |= bit
        default: lanes.3 |= bit
        }
    }

    @inline(__always) private func contains(_ id: UInt8) -> Bool {
        let lane: UInt64
        switch id >> 6 {
        case 0: lane = lanes.0
        case 1: lane = lanes.1
        case 2: lane = lanes.2
        default: lane = lanes.3
        }
        return lane & (UInt64(1) << UInt64(id & 63)) != 0
    }

    /// Whether the mask holds `word` (never, for a word the registry gave no id).
    package func contains<W: VocabularyWord>(_ word: W) -> Bool {
        let id = W.table.id(of: word)
        return id != WordTable.unassigned && contains(id)
    }

    /// Whether the two masks share a word.
    package func intersects(_ other: VocabularyMask) -> Bool {
        (lanes.0 & other.lanes.0) | (lanes.1 & other.lanes.1) | (lanes.2 & other.lanes.2) | (lanes.3 & other.lanes.3) != 0
    }
}
