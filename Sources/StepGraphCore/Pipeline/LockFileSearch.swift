import Foundation

/// Finds the lock files that say which library versions the analysed code builds with: in each path
/// argument's folder and its parents up to the repository's root (a folder holding `.git`), and a
/// few levels below it (a workspace's projects), including the `Package.resolved` Xcode keeps inside
/// `.xcodeproj` and `.xcworkspace` bundles.
package enum LockFileSearch {
    /// How many folder levels below a path argument are searched.
    package static let depth = 4
    /// The lock file inside a bundle, relative to it.
    package static let bundleLockFiles = [".xcodeproj": "project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                                  ".xcworkspace": "xcshareddata/swiftpm/Package.resolved"]

    /// The lock files found for `roots` (paths as given), each once, in path order.
    package static func paths(roots: [String]) -> [String] {
        var found = Set<String>()
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            let folder = isFolder.boolValue ? root : (root as NSString).deletingLastPathComponent
            found.formUnion(below(folder.isEmpty ? "." : folder, levels: depth))
            found.formUnion(above(folder.isEmpty ? "." : folder))
        }
        return found.sorted()
    }

    /// The versions of `libraries` (names, any case) the lock files of `paths` resolve (unreadable
    /// files are skipped), each file named relative to `root` (`../Podfile.lock` above it).
    package static func versions(in paths: [String], of libraries: Set<String>, relativeTo root: String) -> [ResolvedLibrary] {
        paths.flatMap { path -> [ResolvedLibrary] in
            guard let data = BoundedFile.contents(path, limit: 8 << 20) else { return [] }
            return LibraryVersions.read(String(decoding: data, as: UTF8.self), name: (path as NSString).lastPathComponent,
                                        source: relative(path, to: root))
                .filter { libraries.contains($0.library.lowercased()) }
        }.sorted()
    }

    /// `path` relative to the folder `root` is (or whose file it is), with `..` for each level above it.
    package static func relative(_ path: String, to root: String) -> String {
        var isFolder: ObjCBool = false
        let rootFolder = FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) && !isFolder.boolValue
            ? (root as NSString).deletingLastPathComponent : root
        let from = URL(fileURLWithPath: rootFolder.isEmpty ? "." : rootFolder).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common)).joined(separator: "/")
    }

    /// Whether `relative` (a path below a searched folder, `/` separators, as a git listing gives
    /// it) is a lock file the search on disk finds there: within `depth` levels, through no hidden or
    /// skipped folder, or the lock file inside an Xcode bundle.
    package static func isLockFile(relative: String) -> Bool {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for (index, part) in parts.enumerated() where index < depth {
            if index == parts.count - 1 { return LibraryVersions.lockFileNames.contains(part) }
            if let inside = bundleLockFiles.first(where: { part.hasSuffix($0.key) })?.value {
                return parts[(index + 1)...].joined(separator: "/") == inside
            }
            guard !SourceDiscovery.isSkippedFolder(part) else { return false }
        }
        return false
    }

    private static func below(_ folder: String, levels: Int) -> [String] {
        guard levels > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names.sorted() {
            let path = folder == "." ? name : folder + "/" + name
            if LibraryVersions.lockFileNames.contains(name) { found.append(path); continue }
            if let inside = bundleLockFiles.first(where: { name.hasSuffix($0.key) })?.value {
                if FileManager.default.fileExists(atPath: path + "/" + inside) { found.append(path + "/" + inside) }
                continue
            }
            guard !name.hasPrefix("."), !SourceDiscovery.isSkippedFolder(name) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                found += below(path, levels: levels - 1)
            }
        }
        return found
    }

    /// Lock files in the parents of `folder`, up to the repository's root.
    private static func above(_ folder: String) -> [String] {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return [] }
        var found: [String] = []
        while current.path != "/" {
            current.deleteLastPathComponent()
            for name in LibraryVersions.lockFileNames.sorted() where FileManager.default.fileExists(atPath: current.appendingPathComponent(name).path) {
                found.append(current.appendingPathComponent(name).path)
            }
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { break }
        }
        return found
    }
}
