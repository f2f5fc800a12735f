#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker's strings of 16 to 256 bytes (shorter ones are stored inside the `String` itself, and
/// longer ones are texts read once, such as a long string literal, not names), each spelling made
/// once: type, case and property names and written types repeat from file to file, and every
/// file's type facts are held until linking ends. A `SourceView` given a pool makes its texts
/// through it, so a repeated name costs a lookup where it cost an allocation. A table of its own
/// rather than a `Set<NameKey>`: a lookup is by the bytes, before any `String` is made. Used by one
/// thread at a time.
package final class StringPool {
    private var strings: [String] = []
    /// Open addressing, a power of two of slots, at most half full: in each, the string's hash's high
    /// 32 bits and its index in `strings` + 1 in the low ones (0: empty), so a probe reads no string
    /// (the pool outgrows the caches: each read is a miss) unless the hashes agree.
    private var slots: UnsafeMutableBufferPointer<UInt64>
    /// Where texts of several tokens are put together before they are looked up.
    private var scratch = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    /// A pool with room for about `expected` strings before it first grows.
    package init(expected: Int = 0) {
        var size = 64
        while size < expected * 2 { size <<= 1 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0)
    }

    deinit {
        slots.deallocate()
        scratch.deallocate()
    }

    /// How many distinct strings the pool holds.
    package var count: Int { strings.count }

    /// The longest string pooled.
    package static let longest = 256

    /// Whether a string of `length` bytes is pooled.
    @inline(__always) package static func pools(_ length: Int) -> Bool { length > 15 && length <= longest }

    /// The string of `bytes`, as `String(decoding:as:)` makes it.
    package func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard StringPool.pools(bytes.count) else { return String(decoding: bytes, as: UTF8.self) }
        return pooled(bytes) { String(decoding: bytes, as: UTF8.self) }
    }

    /// The string of the `length` bytes `fill` writes (and returns the count of): through `pool` when
    /// one is given and it pools that length, else written in place into the string's own storage.
    /// Either way no intermediate string is made.
    package static func string(length: Int, through pool: StringPool?, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        if let pool, pools(length) { return pool.string(length: length, fill) }
        return String(unsafeUninitializedCapacity: length, initializingUTF8With: fill)
    }

    /// The string of the `length` bytes `fill` writes (and returns the count of), through the pool.
    package func string(length: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        if scratch.count < length {
            scratch.deallocate()
            scratch = .allocate(capacity: max(length, 256))
        }
        let written = fill(scratch)
        return string(UnsafeBufferPointer(rebasing: scratch[..<written]))
    }

    /// The pooled string whose bytes are `bytes`, else `make()`, pooled when its bytes are those
    /// (not when decoding repaired invalid UTF-8: the next lookup of those bytes would not find it).
    private func pooled(_ bytes: UnsafeBufferPointer<UInt8>, _ make: () -> String) -> String {
        let hash = NameKey.hash(of: bytes)
        let high = hash & StringPool.highHalf
        let mask = slots.count - 1
        var slot = StringPool.start(hash) & mask
        while slots[slot] != 0 {
            if slots[slot] & StringPool.highHalf == high {
                let entry = Int(truncatingIfNeeded: slots[slot] & ~StringPool.highHalf) - 1
                if StringPool.spells(strings[entry], bytes) { return strings[entry] }
            }
            slot = (slot + 1) & mask
        }
        let made = make()
        guard StringPool.spells(made, bytes) else { return made }
        strings.append(made)
        slots[slot] = high | UInt64(strings.count)
        if strings.count * 2 > slots.count { grow() }
        return made
    }

    private static let highHalf: UInt64 = 0xFFFF_FFFF_0000_0000

    /// Where a hash's probe starts: its high half, which the slot keeps (so growing needs no hash).
    private static func start(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 32) }

    /// Whether the UTF-8 of `string` is `bytes`.
    private static func spells(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        string.withUTF8Bytes { own in own.count == bytes.count && memcmp(own.baseAddress!, bytes.baseAddress!, own.count) == 0 }
    }

    private func grow() {
        let old = slots
        defer { old.deallocate() }
        slots = .allocate(capacity: old.count * 2)
        slots.initialize(repeating: 0)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = StringPool.start(entry) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
