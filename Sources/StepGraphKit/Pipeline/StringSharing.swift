/// Makes the equal strings of a worker's type facts share one storage: type, property and case
/// names and written types repeat from file to file, and every file's facts are held until linking
/// ends. Strings of up to 15 bytes are stored inline and are left alone.
struct StringSharing {
    private var known: Set<String> = []

    /// Replaces each long string of `types` by the first equal one this worker kept.
    mutating func share(_ types: inout [TypeFact]) {
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
        string = known.insert(string).memberAfterInsert
    }

    @inline(__always)
    private mutating func share(_ string: inout String?) {
        guard var value = string, value.utf8.count > 15 else { return }
        string = nil
        share(&value)
        string = value
    }
}
