/// Makes a worker's type facts take less memory, as every file's facts are held until linking
/// ends: equal strings share one storage (type, property and case names and written types repeat
/// from file to file; strings of up to 15 bytes are stored inline and are left alone). The property
/// and case lists need nothing: `TypeFactExtractor` makes them with room for exactly their entries.
struct FactCompactor {
    /// Hashed once, a word at a time, and bucketed without a `Hasher` (`NameKey`).
    private var known: Set<NameKey> = []
    /// How many distinct strings to make room for at the first one (a guess from the file count):
    /// growing the set one doubling at a time would hash every string again each time.
    private let expected: Int

    init(expectedFiles: Int = 0) {
        expected = min(expectedFiles * 6, 1 << 18)
    }

    mutating func compact(_ types: inout [TypeFact]) {
        for t in types.indices {
            share(&types[t].name)
            for i in types[t].inherits.indices { share(&types[t].inherits[i]) }
            for c in types[t].cases.indices {
                share(&types[t].cases[c].name)
                share(&types[t].cases[c].associatedValues)
                share(&types[t].cases[c].payloadType)
            }
            for p in types[t].properties.indices {
                share(&types[t].properties[p].name)
                share(&types[t].properties[p].declaredType)
            }
        }
    }

    @inline(__always)
    private mutating func share(_ string: inout String) {
        guard string.utf8.count > 15 else { return }
        if known.isEmpty { known.reserveCapacity(expected) }
        string = known.insert(NameKey(string)).memberAfterInsert.name
    }

    @inline(__always)
    private mutating func share(_ string: inout String?) {
        guard var value = string, value.utf8.count > 15 else { return }
        string = nil
        share(&value)
        string = value
    }
}
