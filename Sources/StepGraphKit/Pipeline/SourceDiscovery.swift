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
    /// Relative to the path argument it was found under, with `/` separators.
    package var displayPath: String

    /// The path as reached from the working directory: the argument and the relative path.
    package var absolutePath: String { isUnderBase ? String.joining(base, nil, displayPath) : base }

    /// A file given by name: read at `path`, shown as `displayPath`.
    package init(path: String, displayPath: String) {
        (base, isUnderBase, self.displayPath) = (path, false, displayPath)
    }

    /// A file found at `displayPath` under `folder` (ending with `/`).
    init(folder: String, displayPath: String) {
        (base, isUnderBase, self.displayPath) = (folder, true, displayPath)
    }

    public static func == (a: SourceFileRef, b: SourceFileRef) -> Bool {
        a.displayPath == b.displayPath && a.absolutePath == b.absolutePath
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

    /// The Swift files under `paths` (as `swiftFiles`) and the Xcode projects' folders met on the way.
    public static func sources(in paths: [String], selection: FileSelection = FileSelection(),
                               threads: Int? = nil) throws -> (files: [SourceFileRef], projects: ProjectFolders) {
        var result: [SourceFileRef] = []
        var projects = ProjectFolders()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw StepGraphError.noSuchPath(path)
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                // Where the path argument is from the configuration's folder (nil: outside it).
                let anchor = FileSelection.path(FileSelection.resolvedFolder(path), relativeTo: selection.configurationFolder)
                walk(root: path, anchor: anchor, selection: selection, threads: max(1, threads ?? ProcessInfoCores.count),
                     into: &result, projects: &projects)
            } else {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                result.append(SourceFileRef(path: path, displayPath: name))
            }
        }
        // Sort and de-duplicate: the same input gives the same list whatever the argument order. A
        // folder's walk lists its files in order already, and lists each once.
        // The absolute paths (a string made per call) only break ties.
        let inOrder: (SourceFileRef, SourceFileRef) -> Bool = {
            $0.displayPath != $1.displayPath ? $0.displayPath < $1.displayPath : $0.absolutePath < $1.absolutePath
        }
        if paths.count == 1 && !zip(result, result.dropFirst()).contains(where: { !inOrder($0, $1) }) { return (result, projects) }
        var seen: Set<String> = []
        return (result.sorted(by: inOrder).filter { seen.insert($0.absolutePath).inserted }, projects)
    }

    /// A folder's entry still to list (relative to the walk's root), a file found, or a project's folder found.
    private enum Pending { case folder(String), file(SourceFileRef), project(ProjectFolders) }

    /// The files under `root`, sorted by relative path. The tree is opened a few levels, in order,
    /// until it has enough subfolders to share out; then the subfolders are walked side by side on
    /// up to `threads` threads (listing folders is mostly the kernel's time) and their files joined
    /// in order: the list is the one a walk on one thread makes.
    private static func walk(root: String, anchor: String?, selection: FileSelection, threads: Int,
                             into result: inout [SourceFileRef], projects: inout ProjectFolders) {
        let walker = Walker(root: root, anchor: anchor, selection: selection)
        guard threads > 1 else {
            let found = walker.walk([.folder("")])
            result += found.files
            return projects.formUnion(found.projects)
        }
        var frontier = [Pending.folder("")]
        for _ in 0..<4 {
            let folders = frontier.count { if case .folder = $0 { true } else { false } }
            guard folders > 0 && folders < 8 * threads else { break }
            frontier = frontier.flatMap { item -> [Pending] in
                if case .folder(let current) = item { return walker.entries(of: current) }
                return [item]
            }
        }
        for part in ConcurrentMap.map(frontier, { walker.walk([$0]) }) {
            result += part.files
            projects.formUnion(part.projects)
        }
    }

    /// Lists one folder argument's tree.
    private struct Walker {
        let root: String
        /// `root` and a `/`: one string shared by every file found.
        let folder: String
        let anchor: String?
        let selection: FileSelection

        init(root: String, anchor: String?, selection: FileSelection) {
            (self.root, folder, self.anchor, self.selection) = (root, root + "/", anchor, selection)
        }

        /// The files of `items` and of the folders among them, depth first, each folder's entries in path order.
        func walk(_ items: [Pending]) -> (files: [SourceFileRef], projects: ProjectFolders) {
            var result: [SourceFileRef] = []
            var projects = ProjectFolders()
            // An explicit stack: directory depth does not grow the call stack.
            var pending = Array(items.reversed())
            while let next = pending.popLast() {
                switch next {
                case .file(let file): result.append(file)
                case .folder(let current): pending += entries(of: current).reversed()
                case .project(let found): projects.formUnion(found)
                }
            }
            return (result, projects)
        }

        /// The entries of folder `current` worth walking, in path order (a folder `Name` sorts as `Name/`).
        func entries(of current: String) -> [Pending] {
            let directory = current.isEmpty ? root : String.joining(folder, nil, current)
            guard let handle = opendir(directory) else { return [] }
            var entries: [(key: String, item: Pending)] = []
            var projects = ProjectFolders()
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
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
                // A project's bundle holds no Swift: it is noted, not entered.
                if (type == S_IFDIR || type == 0) && name.hasSuffix(".xcodeproj") {
                    if type == S_IFDIR || isFolder(String.joining(folder, nil, current.isEmpty ? name : String.joining(current, slash, name))) {
                        projects.note(entry: name, isFolder: true, in: current)
                    }
                    continue
                }
                if type != 0 && type != S_IFDIR && !isSwift {
                    if type == S_IFREG { projects.note(entry: name, isFolder: false, in: current) }
                    continue
                }
                let rel = current.isEmpty ? name : String.joining(current, slash, name)
                if type == 0 {
                    var info = stat()
                    guard lstat(String.joining(folder, nil, rel), &info) == 0 else { continue }
                    type = info.st_mode & S_IFMT
                }
                let anchored = anchor.map { $0.isEmpty ? rel : String.joining($0, slash, rel) }
                if type == S_IFREG && !isSwift { projects.note(entry: name, isFolder: false, in: current) }
                if type == S_IFDIR {
                    if isSkippedFolder(name) || !selection.entersFolder(rel, anchored: anchored) { continue }
                    entries.append((name + "/", .folder(rel)))
                } else if isSwift {
                    if !selection.keepsFile(rel, anchored: anchored) { continue }
                    if type == S_IFLNK {
                        // A broken or looping link is listed, so reading it reports why; links to folders
                        // and other non-files are skipped.
                        var target = stat()
                        if stat(String.joining(folder, nil, rel), &target) == 0 && target.st_mode & S_IFMT != S_IFREG { continue }
                    } else if type != S_IFREG {
                        continue
                    }
                    entries.append((name, .file(SourceFileRef(folder: folder, displayPath: rel))))
                }
            }
            closedir(handle)
            let sorted = entries.sorted { $0.key < $1.key }.map(\.item)
            return projects.isEmpty ? sorted : [.project(projects)] + sorted
        }

        /// Whether `path` is a folder (an entry whose type the folder listing did not say).
        private func isFolder(_ path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
    }
}
