/// Finds the first byte offset where `bytes` stops being valid UTF-8, or nil.
/// ASCII runs are skipped 32, then eight bytes at a time; this runs once per file before tokenizing.
package enum UTF8Validation {
    package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        while i < count {
            if i + 32 <= count && isASCII32(base + i) { i += 32; continue }
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
            }
            let lead = base[i]
            if lead < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07); minimum = 0x10000
            default: return i
            }
            guard i + length <= count else { return i }
            for k in 1..<length {
                let c = base[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            minimum = 0
            i += length
        }
        return nil
    }

    /// Whether the 32 bytes at `p` are all ASCII: four loads and one test.
    @inline(__always) private static func isASCII32(_ p: UnsafePointer<UInt8>) -> Bool {
        let raw = UnsafeRawPointer(p)
        let any = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        return any & 0x8080_8080_8080_8080 == 0
    }

    /// 1-based line of a byte offset, lines broken as the tokenizer breaks them (LF, CR or CRLF).
    package static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for k in 0..<min(offset, bytes.count) {
            let c = bytes[k]
            if c == UInt8(ascii: "\n") || (c == UInt8(ascii: "\r") && (k + 1 == bytes.count || bytes[k + 1] != UInt8(ascii: "\n"))) {
                line += 1
            }
        }
        return line
    }
}
