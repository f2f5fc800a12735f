import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What an output path names, its symbolic links followed: how it can be written without
/// replacing something that is not a file (`/dev/null`, a pipe, a terminal).
package enum OutputTarget: Equatable, Sendable {
    /// A descriptor this process has open, named by `/dev/stdout`, `/dev/fd/N` or `/proc/self/fd/N`:
    /// written as it is, never resolved (its link names a pipe or a file the shell opened).
    case descriptor(Int32)
    /// A character device (`/dev/null`, a terminal): written in place.
    case device(path: String)
    /// A named pipe: written in place when a process reads it.
    case fifo(path: String)
    /// A regular file, or nothing yet: replaced atomically at `path` (the end of any links), keeping
    /// `mode` (an existing file's permission bits).
    case file(path: String, mode: mode_t?)

    /// Links followed before the chain counts as a loop (Linux's own limit).
    private static let maximumLinks = 40

    /// What `path` names; throws `StepGraphError.unwritableOutput` for a folder, a socket, a block
    /// device, a loop of links or a path the system cannot look at.
    package static func resolve(_ path: String) throws -> OutputTarget {
        var current = path
        for _ in 0...maximumLinks {
            if let descriptor = descriptorNumber(current) { return .descriptor(descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                // A path not there yet, or where a dangling link points; its folder is made (or says why not) on writing.
                guard errno == ENOENT || errno == ENOTDIR else { throw StepGraphError.unwritableOutput(path: path, reason: SystemError.reason()) }
                return .file(path: current, mode: nil)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: current = try linkDestination(current, path: path)
            case S_IFREG: return .file(path: current, mode: info.st_mode & 0o7777)
            case S_IFCHR: return .device(path: current)
            case S_IFIFO: return .fifo(path: current)
            case S_IFDIR: throw StepGraphError.unwritableOutput(path: path, reason: SystemError.reason(EISDIR))
            case S_IFSOCK: throw StepGraphError.unwritableOutput(path: path, reason: "Is a socket")
            default: throw StepGraphError.unwritableOutput(path: path, reason: "Is a block device")
            }
        }
        throw StepGraphError.unwritableOutput(path: path, reason: SystemError.reason(ELOOP))
    }

    /// Whether `path` is a file (or nothing yet), where pages can be written beside it.
    package static func isFile(_ path: String) -> Bool {
        if case .file? = try? resolve(path) { return true }
        return false
    }

    /// Where the link at `link` points; a relative destination is taken from the link's folder
    /// (the system resolves its `..`, through any linked folder, as it would).
    private static func linkDestination(_ link: String, path: String) throws -> String {
        var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &bytes, Int(PATH_MAX))
        guard count >= 0 else { throw StepGraphError.unwritableOutput(path: path, reason: SystemError.reason()) }
        let destination = String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return destination.hasPrefix("/") ? destination : OutputPath.join(OutputPath.folder(of: link), destination)
    }

    /// The descriptor a path names (`/dev/stdin|stdout|stderr`, `/dev/fd/N`, `/proc/self|thread-self|PID/fd/N`,
    /// PID this process's), read from its text: those links name what the descriptor holds, which
    /// is not a path to replace.
    package static func descriptorNumber(_ path: String) -> Int32? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        switch parts.count {
        case 2 where parts[0] == "dev": return ["stdin": 0, "stdout": 1, "stderr": 2][String(parts[1])]
        case 3 where parts[0] == "dev" && parts[1] == "fd": return number(parts[2])
        case 4 where parts[0] == "proc" && parts[2] == "fd" && ["self", "thread-self", "\(getpid())"].contains(parts[1]):
            return number(parts[3])
        default: return nil
        }
    }

    private static func number(_ text: Substring) -> Int32? {
        text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber) ? Int32(text) : nil
    }
}

/// A path's folder and name, split at its last `/` (Foundation's `deletingLastPathComponent` traps
/// on a one-letter name).
package enum OutputPath {
    /// "" for a name in the current folder, "/" for one in the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `name` in `folder` (as `folder(of:)` gives it).
    package static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// The system's words for an error number.
package enum SystemError {
    package static func reason(_ number: Int32 = errno) -> String { String(cString: strerror(number)) }
}
