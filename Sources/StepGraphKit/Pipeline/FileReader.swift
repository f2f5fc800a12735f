#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files into a reusable buffer with plain POSIX calls.
enum FileReader {
    enum Outcome { case success, failure(String) }

    static func read(_ path: String, into buffer: inout [UInt8], limit: Int) -> Outcome {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure("not a regular file: skipped") }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure("file is \(size >> 20) MiB, over the \(limit >> 20) MiB limit: skipped") }
        buffer.removeAll(keepingCapacity: true)
        // Read to the end even if the file grows or shrinks while we read.
        var chunk = max(size, 4096)
        var total = 0
        while true {
            if buffer.count < total + chunk { buffer.append(contentsOf: repeatElement(0, count: total + chunk - buffer.count)) }
            let got = buffer.withUnsafeMutableBytes { raw in
                Glibc.read(fd, raw.baseAddress! + total, chunk)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure("cannot read file: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            total += got
            if total > limit { return .failure("file is over the \(limit >> 20) MiB limit: skipped") }
            chunk = 65536
        }
        buffer.removeSubrange(total...)
        return .success
    }
}
