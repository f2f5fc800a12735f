/// A set of vocabulary words as a 256-bit mask over their ids (`Vocabulary`), so "does this file mention any of
/// them" costs a shift and an `and` per token (a `Set` lookup per token would cost a hash).
package struct VocabularyMask: Sendable {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    package init<W: VocabularyWord>(_ words: [W]) {
        for word in words where W.table.id(of: word) != WordTable.unassigned { insert(W.table.id(of: word)) }
    }

    private mutating func insert(_ id: UInt8) {
        let bit = UInt64(1) << UInt64(id & 63)
        switch id >> 6 {
        case 0: lanes.0 |= bit
        case 1: lanes.1 |= bit
        case 2: lanes.2 |= bit
        default: lanes.3 |= bit
        }
    }

    @inline(__always) package func contains(_ id: UInt8) -> Bool {
        let lane: UInt64
        switch id >> 6 {
        case 0: lane = lanes.0
        case 1: lane = lanes.1
        case 2: lane = lanes.2
        default: lane = lanes.3
        }
        return lane & (UInt64(1) << UInt64(id & 63)) != 0
    }

    /// Whether any token is an identifier spelling one of the words.
    package func matchesAny(_ tokens: [Token]) -> Bool {
        for token in tokens where token.vocabulary != 0 && token.kind == .identifier {
            if contains(token.vocabulary) { return true }
        }
        return false
    }
}
