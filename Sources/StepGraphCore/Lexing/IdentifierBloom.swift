/// A 2,048-bit Bloom filter of the identifiers one file spells, filled by the tokenizer from the
/// hash it computes anyway. "Does this file mention any of these names?" then costs two bit tests
/// per name, without keeping the file's tokens: false positives are possible, false negatives not.
package struct IdentifierBloom: Sendable, Equatable {
    package static let wordCount = 32
    private var words: [UInt64]

    package init() { words = [UInt64](repeating: 0, count: IdentifierBloom.wordCount) }

    /// The filter whose bits the tokenizer set in `bits` (`wordCount` words).
    package init(bits: UnsafePointer<UInt64>) { words = Array(UnsafeBufferPointer(start: bits, count: IdentifierBloom.wordCount)) }

    /// Sets the bits of an identifier with FNV-1a hash `hash` in a raw bit buffer (the tokenizer's).
    @inline(__always) package static func insert(hash: UInt32, into bits: UnsafeMutablePointer<UInt64>) {
        let a = Int(hash & 2047), b = Int((hash >> 11) & 2047)
        bits[a >> 6] |= 1 << UInt64(a & 63)
        bits[b >> 6] |= 1 << UInt64(b & 63)
    }

    /// A name's two bit positions, computed once and tested against many files.
    package struct Probe: Sendable {
        package let a: Int, b: Int
        package init(_ name: String) {
            let hash = Vocabulary.hash(Array(name.utf8))
            a = Int(hash & 2047)
            b = Int((hash >> 11) & 2047)
        }
    }

    /// Whether the file may spell the probe's name (exactly, as a whole identifier).
    package func mayContain(_ probe: Probe) -> Bool {
        words[probe.a >> 6] & (1 << UInt64(probe.a & 63)) != 0 && words[probe.b >> 6] & (1 << UInt64(probe.b & 63)) != 0
    }
}
