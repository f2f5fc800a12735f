#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files into a reusable, growable raw buffer with plain POSIX calls (no zero-filling).
package struct FileReader {
    package enum Outcome { case success(UnsafeBufferPointer<UInt8>), failure(String) }

    private static let initialCapacity = 1 << 16
    private var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: initialCapacity, alignment: 16)

    /// Frees the buffer; the reader must not be used afterwards.
    package func deallocate() { storage.deallocate() }

    /// Gives back a buffer grown past `limit` bytes for a large file (back to the initial size).
    package mutating func shrink(above limit: Int) {
        guard storage.count > limit else { return }
        storage.deallocate()
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: FileReader.initialCapacity, alignment: 16)
    }

    private mutating func reserve(_ bytes: Int) {
        guard bytes > storage.count else { return }
        let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes, storage.count * 2), alignment: 16)
        storage.deallocate()
        storage = grown
    }

    /// The file's bytes, valid until the next call. `path` as the system spells it (a `String`
    /// passes as one; a name that is not UTF-8 needs its bytes: `SourceFileRef.withSystemPath`).
    package mutating func read(_ path: UnsafePointer<CChar>, limit: Int) -> Outcome {
        // O_NONBLOCK: a FIFO named `.swift` must not block the open.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure("not a regular file: skipped") }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure("file is \(size >> 20) MiB, over the \(limit >> 20) MiB limit: skipped") }
        reserve(size + 1)
        // Read to the end even if the file grows or shrinks while we read. A read that fills less
        // than it asked for, once the size `fstat` gave is in, is at the end of a regular file: no
        // further read (one system call a file fewer) to see it return 0. Not for a size of 0: a
        // file of /proc says 0 and gives its text a page per read.
        var total = 0
        while true {
            if total == storage.count { reserve(storage.count * 2) }
            let asked = storage.count - total
            let got = systemRead(fd, storage.baseAddress! + total, asked)
            if got < 0 {
                if errno == EINTR { continue }
                return .failure("cannot read file: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            total += got
            if total > limit { return .failure("file is over the \(limit >> 20) MiB limit: skipped") }
            if got < asked && size > 0 && total >= size { break }
        }
        return .success(UnsafeBufferPointer(start: storage.baseAddress!.assumingMemoryBound(to: UInt8.self), count: total))
    }
}

/// `read(2)` from the C library of the platform (the reader has a `read` of its own).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
