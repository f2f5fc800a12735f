#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file to analyse: where it is on disk and how it is shown in output.
public struct SourceFileRef: Sendable, Equatable {
    /// The folder argument the file was found under, with a trailing `/` (one string shared by every
    /// file found there: a code base's paths are not held twice), or the path argument of a file given by name.
    private var base: String
    private var isUnderBase: Bool
    /// Relative to the path argument it was found under, with `/` separators (a name that is not
    /// UTF-8 shown escaped: see `PathBytes`).
    package var displayPath: String
    /// The relative path's bytes when a name in it is not UTF-8 (nil: `displayPath` spells them).
    private var relativeBytes: [UInt8]?

    /// The path as reached from the working directory: the argument and the relative path.
    package var absolutePath: String { isUnderBase ? String.joining(base, nil, displayPath) : base }

    /// A file given by name: read at `path`, shown as `displayPath`.
    package init(path: String, displayPath: String) {
        (base, isUnderBase, self.displayPath) = (path, false, displayPath)
    }

    /// A file found at `displayPath` under `folder` (ending with `/`); `relativeBytes`: the path's
    /// bytes when `displayPath` escapes some.
    package init(folder: String, displayPath: String, relativeBytes: [UInt8]? = nil) {
        (base, isUnderBase, self.displayPath, self.relativeBytes) = (folder, true, displayPath, relativeBytes)
    }

    /// Calls `body` with the path to open, as the system spells it (by its bytes where a name is not UTF-8).
    package func withSystemPath<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard let relativeBytes else { return try absolutePath.withCString(body) }
        return try PathBytes.withCString(Array(base.utf8) + relativeBytes, body)
    }

    public static func == (a: SourceFileRef, b: SourceFileRef) -> Bool {
        a.displayPath == b.displayPath && a.absolutePath == b.absolutePath && a.relativeBytes == b.relativeBytes
    }
}

private let slash = UInt8(ascii: "/")

/// Lists `.swift` files under the given paths, sorted, skipping build products, dependency folders,
/// hidden folders and the files `FileSelection` leaves out. Symbolic links to folders are not followed (no loops).
public enum SourceDiscovery {
    /// Folder names skipped by default.
    package static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]

    package static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix(".build") || skippedFolders.contains(name)
    }

    /// The Swift files under `paths` (files given by name are read whatever the globs say), kept or
    /// skipped as `selection` says.
    /// `threads`: how many list folders side by side (nil: one per core); the list does not depend on it.
    public static func swiftFiles(in paths: [String], selection: FileSelection = FileSelection(),
                                  threads: Int? = nil) throws -> [SourceFileRef] {
        try sources(in: paths, selection: selection, threads: threads).files
    }

    /// The Swift files under `paths` (as `swiftFiles`), the Xcode projects' folders met on the way
    /// and the folders below a path argument that could not be listed. A path argument that does not
    /// exist, or a folder argument that cannot be listed, is an error.
    public static func sources(in paths: [String], selection: FileSelection = FileSelection(),
                               threads: Int? = nil) throws -> DiscoveredSources {
        var found = DiscoveredSources()
        var isFolder: [Bool] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw StepGraphError.noSuchPath(path)
            }
            isFolder.append(info.st_mode & S_IFMT == S_IFDIR)
        }
        // Several path arguments: each file is shown by its path from the arguments' common folder,
        // so two arguments' files of one relative name (A/App.swift, B/App.swift) stay two files.
        let common = paths.count > 1 ? commonFolder(of: zip(paths, isFolder).map { path, isFolder in
            let resolved = FileSelection.resolvedFolder(path)
            return isFolder ? resolved : FolderPath.parent(of: resolved)
        }) : nil
        for (path, isFolder) in zip(paths, isFolder) {
            if isFolder {
                // Where the path argument is from the configuration's folder (nil: outside it).
                let resolved = FileSelection.resolvedFolder(path)
                let anchor = FileSelection.path(resolved, relativeTo: selection.configurationFolder)
                let shown = common.map { (base: $0, prefix: FileSelection.path(resolved, relativeTo: $0) ?? "") }
                try walk(root: path, shownFrom: shown, anchor: anchor, selection: selection,
                         threads: max(1, threads ?? ProcessInfoCores.count), into: &found)
            } else {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                let shown = common.flatMap { FileSelection.path(FileSelection.resolvedFolder(path), relativeTo: $0) }
                found.files.append(SourceFileRef(path: path, displayPath: shown ?? name))
            }
        }
        // Sort and de-duplicate: the same input gives the same list whatever the argument order. A
        // folder's walk lists its files in order already, and lists each once.
        // The absolute paths (a string made per call) only break ties.
        let inOrder: (SourceFileRef, SourceFileRef) -> Bool = {
            $0.displayPath != $1.displayPath ? $0.displayPath < $1.displayPath : $0.absolutePath < $1.absolutePath
        }
        if paths.count == 1 && !zip(found.files, found.files.dropFirst()).contains(where: { !inOrder($0, $1) }) { return found }
        var seen: Set<String> = []
        found.files = found.files.sorted(by: inOrder).filter { seen.insert($0.absolutePath).inserted }
        return found
    }

    /// The deepest folder holding every one of `folders` (absolute paths).
    private static func commonFolder(of folders: [String]) -> String {
        var common = folders[0].split(separator: "/", omittingEmptySubsequences: true)
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    /// A path relative to the walk's root ("" for the root): as shown, and its bytes when a name in
    /// it is not UTF-8 (nil: `text` spells them).
    private struct RelativePath {
        var text: String
        var bytes: [UInt8]?

        static let root = RelativePath(text: "", bytes: nil)

        /// The path of entry `name` of this folder (`nameBytes`: the name's bytes, when `name` escapes some).
        func appending(_ name: String, nameBytes: [UInt8]?) -> RelativePath {
            let text = self.text.isEmpty ? name : String.joining(self.text, slash, name)
            guard bytes != nil || nameBytes != nil else { return RelativePath(text: text, bytes: nil) }
            let folder = bytes ?? Array(self.text.utf8)
            return RelativePath(text: text, bytes: (folder.isEmpty ? [] : folder + [slash]) + (nameBytes ?? Array(name.utf8)))
        }
    }

    /// A folder's entry still to list (relative to the walk's root), a file found, a project's folder
    /// found, or a folder that could not be listed.
    private enum Pending { case folder(RelativePath), file(SourceFileRef), project(ProjectFolders), unreadable(UnreadableFolder) }

    /// The files under `root`, sorted by relative path. The tree is opened a few levels, in order,
    /// until it has enough subfolders to share out; then the subfolders are walked side by side on
    /// up to `threads` threads (listing folders is mostly the kernel's time) and their files joined
    /// in order: the list is the one a walk on one thread makes. Throws when `root` cannot be listed.
    /// `shownFrom`: where the files are shown from when not from `root` (several path arguments):
    /// their common folder (absolute), and `root`'s path from it.
    private static func walk(root: String, shownFrom: (base: String, prefix: String)?, anchor: String?, selection: FileSelection,
                             threads: Int, into found: inout DiscoveredSources) throws {
        let walker = Walker(root: root, shownFrom: shownFrom, anchor: anchor, selection: selection)
        var frontier = [Pending.folder(.root)]
        for level in 0..<4 {
            let folders = frontier.count { if case .folder = $0 { true } else { false } }
            // The root is always opened here: a root that cannot be listed is an error, not a note.
            guard level == 0 || (threads > 1 && folders > 0 && folders < 8 * threads) else { break }
            frontier = frontier.flatMap { item -> [Pending] in
                if case .folder(let current) = item { return walker.entries(of: current) }
                return [item]
            }
            if level == 0, case .unreadable(let folder)? = frontier.first {
                throw StepGraphError.unreadableFolder(path: root, reason: folder.reason)
            }
        }
        let parts = threads > 1 ? ConcurrentMap.map(frontier, { walker.walk([$0]) }) : [walker.walk(frontier)]
        var projects = ProjectFolders()
        for part in parts {
            found.files += part.files
            projects.formUnion(part.projects)
            found.unreadableFolders += part.unreadableFolders
        }
        // What each Xcode project's targets compile (its bundle is shown relative to the walker's base).
        projects.readProjectFiles(under: walker.shownBase.isEmpty ? root : walker.shownBase)
        found.projects.formUnion(projects)
    }

    /// Lists one folder argument's tree.
    private struct Walker {
        let root: String
        /// `root` and a `/`: where the files are read from.
        let folder: String
        /// The folder files are shown from, with a `/` (one string shared by every file found), and
        /// `root`'s path from it ("" when they are shown from `root`, which `shownBase` then is).
        let shownBase: String
        let prefix: String
        let anchor: String?
        let selection: FileSelection

        init(root: String, shownFrom: (base: String, prefix: String)?, anchor: String?, selection: FileSelection) {
            (self.root, folder, self.anchor, self.selection) = (root, root + "/", anchor, selection)
            if let shownFrom, !shownFrom.prefix.isEmpty {
                (shownBase, prefix) = (shownFrom.base == "/" ? "/" : shownFrom.base + "/", shownFrom.prefix)
            } else {
                (shownBase, prefix) = ("", "")
            }
        }

        /// `relative` (from `root`) as shown: from `shownBase`.
        private func shown(_ relative: String) -> String {
            prefix.isEmpty ? relative : relative.isEmpty ? prefix : String.joining(prefix, slash, relative)
        }

        /// The files of `items` and of the folders among them, depth first, each folder's entries in path order.
        func walk(_ items: [Pending]) -> DiscoveredSources {
            var found = DiscoveredSources()
            // An explicit stack: directory depth does not grow the call stack.
            var pending = Array(items.reversed())
            while let next = pending.popLast() {
                switch next {
                case .file(let file): found.files.append(file)
                case .folder(let current): pending += entries(of: current).reversed()
                case .project(let projects): found.projects.formUnion(projects)
                case .unreadable(let folder): found.unreadableFolders.append(folder)
                }
            }
            return found
        }

        /// Calls `body` with the system's path of `relative` (the root for "").
        private func withSystemPath<R>(_ relative: RelativePath, _ body: (UnsafePointer<CChar>) -> R) -> R {
            if relative.text.isEmpty { return root.withCString(body) }
            guard let bytes = relative.bytes else { return String.joining(folder, nil, relative.text).withCString(body) }
            return PathBytes.withCString(Array(folder.utf8) + bytes, body)
        }

        /// The entries of folder `current` worth walking, in path order (a folder `Name` sorts as
        /// `Name/`); a folder that cannot be listed is one `.unreadable` entry.
        func entries(of current: RelativePath) -> [Pending] {
            guard let handle = withSystemPath(current, { opendir($0) }) else {
                return [.unreadable(UnreadableFolder(path: current.text.isEmpty ? root : String.joining(folder, nil, current.text),
                                                     reason: UnreadableFolder.reason(errno: errno)))]
            }
            var entries: [(key: String, item: Pending)] = []
            var projects = ProjectFolders()
            while let entry = readdir(handle) {
                let (name, nameBytes) = withUnsafeBytes(of: entry.pointee.d_name) { raw -> (String, [UInt8]?) in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                    let (text, isExact) = PathBytes.text(name)
                    return (text, isExact ? nil : Array(name))
                }
                guard name != "." && name != ".." else { continue }
                let isSwift = name.hasSuffix(".swift")
                // The entry's type from the folder listing; `lstat` only where the file system does not say.
                var type: mode_t
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): type = S_IFDIR
                case Int32(DT_REG): type = S_IFREG
                case Int32(DT_LNK): type = S_IFLNK
                default: type = 0
                }
                let rel = current.appending(name, nameBytes: nameBytes)
                // A project's bundle holds no Swift: it is noted, not entered.
                if (type == S_IFDIR || type == 0) && name.hasSuffix(".xcodeproj") {
                    if type == S_IFDIR || withSystemPath(rel, isFolder) {
                        projects.note(entry: name, isFolder: true, in: shown(current.text))
                    }
                    continue
                }
                if type != 0 && type != S_IFDIR && !isSwift {
                    if type == S_IFREG { projects.note(entry: name, isFolder: false, in: shown(current.text)) }
                    continue
                }
                if type == 0 {
                    var info = stat()
                    guard withSystemPath(rel, { lstat($0, &info) }) == 0 else { continue }
                    type = info.st_mode & S_IFMT
                }
                let anchored = anchor.map { $0.isEmpty ? rel.text : String.joining($0, slash, rel.text) }
                if type == S_IFREG && !isSwift { projects.note(entry: name, isFolder: false, in: shown(current.text)) }
                if type == S_IFDIR {
                    if isSkippedFolder(name) || !selection.entersFolder(rel.text, anchored: anchored) { continue }
                    entries.append((name + "/", .folder(rel)))
                } else if isSwift {
                    if !selection.keepsFile(rel.text, anchored: anchored) { continue }
                    if type == S_IFLNK {
                        // A broken or looping link is listed, so reading it reports why; links to folders
                        // and other non-files are skipped.
                        var target = stat()
                        if withSystemPath(rel, { stat($0, &target) }) == 0 && target.st_mode & S_IFMT != S_IFREG { continue }
                    } else if type != S_IFREG {
                        continue
                    }
                    let file = prefix.isEmpty ? SourceFileRef(folder: folder, displayPath: rel.text, relativeBytes: rel.bytes)
                        : SourceFileRef(folder: shownBase, displayPath: shown(rel.text),
                                        relativeBytes: rel.bytes.map { Array(prefix.utf8) + [slash] + $0 })
                    entries.append((name, .file(file)))
                }
            }
            closedir(handle)
            let sorted = entries.sorted { $0.key < $1.key }.map(\.item)
            return projects.isEmpty ? sorted : [.project(projects)] + sorted
        }

        /// Whether `path` is a folder (an entry whose type the folder listing did not say).
        private func isFolder(_ path: UnsafePointer<CChar>) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
    }
}
