/// Names as the file system and git give them: bytes, most often UTF-8. A name that is not UTF-8 is
/// shown with each byte that is not part of a character escaped (`Caf\xE9.swift`), and opened by its
/// bytes: decoding it into text would replace those bytes and name a file that does not exist.
package enum PathBytes {
    /// `bytes` as text, and whether that text spells them exactly (false: some bytes are escaped as
    /// `\xHH`, and only the bytes name the file).
    package static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: String, isExact: Bool) {
        guard var invalid = UTF8Validation.firstInvalidOffset(bytes) else { return (String(decoding: bytes, as: UTF8.self), true) }
        var text = ""
        var start = 0
        while true {
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<invalid]), as: UTF8.self)
            text += "\\x" + String(bytes[invalid] >> 4, radix: 16, uppercase: true)
                + String(bytes[invalid] & 0xF, radix: 16, uppercase: true)
            start = invalid + 1
            guard let next = UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: bytes[start...])) else { break }
            invalid = start + next
        }
        text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        return (text, false)
    }

    /// Calls `body` with `bytes` as a C string (a path for the system).
    package static func withCString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}
