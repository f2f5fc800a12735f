import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole small file (a configuration, a baseline, a snapshot, a lock file, a project file)
/// without trusting it: only a regular file is opened (a FIFO nobody writes to would block the
/// opening; `/dev/zero` never ends), and at most one byte past the limit is read, so a huge file is
/// refused instead of filling memory.
package enum BoundedFile {
    /// What a read gave.
    package enum Outcome: Equatable {
        case data(Data)
        /// Past the limit, which was not read further.
        case tooLarge
        /// Missing, a folder, a device or a FIFO, or unreadable.
        case unreadable
    }

    /// The file's bytes when it is a regular file (through `stat`: a symlink to one is one) holding
    /// at most `limit` bytes.
    package static func read(_ path: String, limit: Int) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        guard let file = FileHandle(forReadingAtPath: path) else { return .unreadable }
        defer { try? file.close() }
        var data = Data()
        do {
            while data.count <= limit, let chunk = try file.read(upToCount: limit + 1 - data.count), !chunk.isEmpty {
                data += chunk
            }
        } catch {
            return .unreadable  // a folder opens but does not read
        }
        return data.count <= limit ? .data(data) : .tooLarge
    }

    /// The bytes, or nil when the file cannot be read or is larger than `limit`.
    package static func contents(_ path: String, limit: Int) -> Data? {
        if case .data(let data) = read(path, limit: limit) { return data }
        return nil
    }
}
