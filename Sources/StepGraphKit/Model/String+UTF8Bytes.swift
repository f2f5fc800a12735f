extension String {
    /// Calls `body` with the string's UTF-8 bytes, contiguous: a native string's own storage (a
    /// small one's, copied to the stack), or a copy of one that is not contiguous. Code that splits,
    /// compares or hashes names works on these bytes: walking a `String`'s indices costs far more.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
