extension String {
    /// Calls `body` with the string's UTF-8 bytes, contiguous: a native string's own storage (a
    /// small one's, copied to the stack), or a copy of one that is not contiguous. Code that splits,
    /// compares or hashes names works on these bytes: walking a `String`'s indices costs far more.
    @inline(__always)
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }

    /// `first`, `separator` (when given) and `second` in one string, written byte by byte into one
    /// allocation (or through `pool`, which may hold it already): `+` makes an intermediate string
    /// and grows it (about 500 instructions an append), and paths and qualified names are joined for
    /// every file and nested type.
    package static func joining(_ first: String, _ separator: UInt8?, _ second: String, through pool: StringPool? = nil) -> String {
        let (head, tail) = (first.utf8.count, second.utf8.count)
        let middle = separator == nil ? 0 : 1
        return StringPool.string(length: head + middle + tail, through: pool) { buffer in
            _ = first.withUTF8Bytes { UnsafeMutableBufferPointer(rebasing: buffer[..<head]).initialize(fromContentsOf: $0) }
            if let separator { buffer[head] = separator }
            _ = second.withUTF8Bytes { UnsafeMutableBufferPointer(rebasing: buffer[(head + middle)...]).initialize(fromContentsOf: $0) }
            return head + middle + tail
        }
    }
}
