/// The index's declarations (types and extensions) by qualified name: read by name like a
/// dictionary (`declarations[name]`), iterated as `(name, declarations)` pairs in no set order.
package struct DeclarationTable: Sequence {
    package typealias Declaration = TypeIndex.Declaration

    package private(set) var byKey = NameShards<[Declaration]>()

    package init(_ byKey: NameShards<[Declaration]> = NameShards()) { self.byKey = byKey }

    package subscript(name: String) -> [Declaration]? { byKey[NameKey(name)] }

    package struct Iterator: IteratorProtocol {
        fileprivate var shards: [[NameKey: [Declaration]]]
        fileprivate var shard = 0
        fileprivate var base: Dictionary<NameKey, [Declaration]>.Iterator?

        package mutating func next() -> (name: String, declarations: [Declaration])? {
            while shard < shards.count {
                if base == nil { base = shards[shard].makeIterator() }
                if let (key, value) = base!.next() { return (name: key.name, declarations: value) }
                base = nil
                shard += 1
            }
            return nil
        }
    }

    package func makeIterator() -> Iterator { Iterator(shards: byKey.shards) }

    package mutating func removeValue(forKey key: NameKey) -> [Declaration]? { byKey.removeValue(forKey: key) }

    package mutating func append(contentsOf declarations: [Declaration], to key: NameKey) {
        byKey.update(key, default: []) { $0.append(contentsOf: declarations) }
    }
}
