/// Inheritance edges read backwards: for the simple name a clause inherits (`Step` of
/// `AppStep: RxFlow.Step`), the types whose declarations write it. The type index notes an edge as it
/// adds a declaration, keyed by the hash of that simple name (`NameKey.hash(of:)`, no string made),
/// and sorts them once all are in: no dictionary entry or array per inherited name, and no second
/// walk over every declaration.
///
/// A key is a hash, so two simple names can share one: the heirs found are candidates, which the
/// conformance search and the lineage checks that read them confirm.
package struct HeirEdges {
    private struct Edge {
        let key: UInt64
        /// Where the heir's name is in `heirs`.
        let heir: Int32
    }

    /// In key order once `sort` has run.
    private var edges: [Edge] = []
    private var heirs: [String] = []

    /// Notes that a declaration of `heir` inherits `written` (as written: `RxFlow.Step`).
    package mutating func note(heir: String, inherits written: String) {
        edges.append(Edge(key: HeirEdges.key(of: written), heir: Int32(truncatingIfNeeded: heirs.count)))
        heirs.append(heir)
    }

    /// The key of the simple name (the last component) of `name`.
    package static func key(of name: String) -> UInt64 {
        name.withUTF8Bytes { bytes in
            let dot = bytes.lastIndex(of: UInt8(ascii: "."))
            return NameKey.hash(of: dot.map { UnsafeBufferPointer(rebasing: bytes[($0 + 1)...]) } ?? bytes)
        }
    }

    /// Puts the edges in key order, once all are noted.
    package mutating func sort() {
        edges.sort { $0.key < $1.key || ($0.key == $1.key && $0.heir < $1.heir) }
    }

    /// Renames heirs whose declarations joined another type's (`renaming`: a name their declarations
    /// were under when noted → the name they are under now).
    package mutating func rename(_ renaming: [String: String]) {
        for index in heirs.indices { if let new = renaming[heirs[index]] { heirs[index] = new } }
    }

    /// Calls `body` with each heir of the simple name whose key is `key` (`key(of:)`).
    package func forEachHeir(inheriting key: UInt64, _ body: (String) -> Void) {
        var low = 0, high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if edges[middle].key < key { low = middle + 1 } else { high = middle }
        }
        while low < edges.count, edges[low].key == key {
            body(heirs[Int(edges[low].heir)])
            low += 1
        }
    }
}
