#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `SourceDiscovery.sources` found under the path arguments.
public struct DiscoveredSources: Sendable {
    /// The Swift files, sorted by display path.
    public var files: [SourceFileRef] = []
    /// The Xcode projects' folders met on the way.
    public var projects = ProjectFolders()
    /// Folders below a path argument that could not be listed, in path order: their files are not checked.
    public var unreadableFolders: [UnreadableFolder] = []
}

/// A folder the walk could not list (no permission, an I/O error): whatever it holds is not checked.
public struct UnreadableFolder: Sendable, Equatable {
    /// As reached from the working directory: the path argument and the folder's path below it.
    public var path: String
    /// Why, as the system says it (`permission denied`).
    public var reason: String

    /// The line printed on standard error (whatever `--quiet` says: a folder left out is not a detail).
    package var note: String { "note: \(path): folder cannot be read (\(reason)): its files are not checked" }

    /// The system's message for `errno`, starting lower case as a clause of ours does.
    package static func reason(errno code: Int32) -> String {
        let message = String(cString: strerror(code))
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}
