/// A name (of a type, of a file) as a dictionary key, hashed once when made: the type index holds
/// 100,000 names and looks each up several times while it is built, and `String`'s own hashing
/// (SipHash through a `Hasher` per lookup) cost most of that.
package struct NameKey: Hashable, Sendable {
    package let name: String
    package let hash: UInt64
    /// The byte that picks the name's shard (`NameShards`): see `shardByte`.
    package let lastByte: UInt8

    package init(_ name: String) {
        self.name = name
        (hash, lastByte) = name.withUTF8Bytes(NameKey.digest)
    }

    /// The key of `name`, whose `Digest` is `digest` (no hashing).
    package init(_ name: String, digest: Digest) {
        self.name = name
        (hash, lastByte) = (digest.hash, digest.lastByte)
    }

    /// What a key of a name holds besides the name, and whether the name is dotted: made where the
    /// name is (`TypeFact`, by the worker that read it), so the type index, which reads every
    /// fact on other threads later, need not read the name's bytes again.
    package struct Digest: Sendable {
        package let hash: UInt64
        package let lastByte: UInt8
        /// The name has a `.` (`Outer.Inner`, `Module.Name`).
        package let isDotted: Bool

        package init(hash: UInt64, lastByte: UInt8, isDotted: Bool) {
            (self.hash, self.lastByte, self.isDotted) = (hash, lastByte, isDotted)
        }

        package init(of name: String) {
            (hash, lastByte, isDotted) = name.withUTF8Bytes { bytes in
                let (hash, last) = NameKey.digest(bytes)
                return (hash, last, bytes.contains(UInt8(ascii: ".")))
            }
        }
    }

    /// The hash a key of a name spelled `bytes` has.
    package static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { digest(bytes).0 }

    /// A hash of the bytes taken eight at a time (names are short; most fit in one to three words),
    /// and the last byte.
    private static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt8) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        var hash = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01b3
            hash ^= hash >> 29
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for k in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[k]) }
            hash = (hash ^ tail) &* 0x0000_0100_0000_01b3
        }
        return (hash, shardByte(bytes.last))
    }

    /// A name's last byte, which its last component (`Inner` of `Outer.Inner`) ends with too; 0 when
    /// that component is empty (`Outer.`, in broken code), as for the empty name itself.
    private static func shardByte(_ last: UInt8?) -> UInt8 { last == UInt8(ascii: ".") ? 0 : last ?? 0 }

    package static func == (a: NameKey, b: NameKey) -> Bool { a.hash == b.hash && a.name == b.name }

    package func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// What sets and dictionaries bucket by: the stored hash mixed with their seed (a finalizer, so
    /// the low bits they mask depend on every bit), without a `Hasher` per lookup.
    package func _rawHashValue(seed: Int) -> Int { NameKey.bucketHash(hash, seed: seed) }

    /// `hash` mixed with a table's `seed`, for the table to bucket by.
    package static func bucketHash(_ hash: UInt64, seed: Int) -> Int {
        var mixed = hash ^ UInt64(truncatingIfNeeded: seed)
        mixed ^= mixed >> 33
        mixed &*= 0xff51_afd7_ed55_8ccd
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed)
    }

    /// The shard of `count` this name falls in. A name keeps its last byte when the index qualifies
    /// it (`FeatureHome.HomeFlow`) or an extension joins the nested type it names (`Outer.Inner`),
    /// and shares it with its last component, so a thread building one shard never needs another's.
    package func shard(of count: Int) -> Int { NameKey.shard(ofByte: lastByte, count) }

    /// The shard of `count` a name whose `lastByte` is `byte` falls in.
    package static func shard(ofByte byte: UInt8, _ count: Int) -> Int { count > 1 ? Int(byte) % count : 0 }
}

/// Values by type name in shards that threads build side by side (`NameKey.shard(of:)`).
package struct NameShards<Value> {
    package private(set) var shards: [[NameKey: Value]]

    package init(_ shards: [[NameKey: Value]] = [[:]]) { self.shards = shards }

    package subscript(key: NameKey) -> Value? { shards[key.shard(of: shards.count)][key] }

    package mutating func removeValue(forKey key: NameKey) -> Value? { shards[key.shard(of: shards.count)].removeValue(forKey: key) }

    package mutating func update(_ key: NameKey, default value: Value, _ change: (inout Value) -> Void) {
        change(&shards[key.shard(of: shards.count)][key, default: value])
    }
}
