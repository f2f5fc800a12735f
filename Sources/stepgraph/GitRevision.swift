import Foundation
import StepGraphKit

/// Reads a git revision's Swift files straight from git's object store, in memory, without touching
/// the working tree, the index or any temporary folder: `git ls-tree` lists the revision, and one
/// `git cat-file --batch` process reads the Swift blobs. Other blobs (images, binaries) are never
/// read, so a revision whose non-Swift blobs are missing (a partial or blob-filtered clone, LFS)
/// reads normally.
enum GitRevision {
    /// The Swift files of `revision` at the place `path` names in the working tree, selected as
    /// `SourceDiscovery` selects them on disk, with the same display paths.
    static func sources(_ revision: String, containing path: String, selection: FileSelection) throws -> SourceSnapshot {
        let place = try RevisionPlace(revision, containing: path)
        let listing = try git(["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", place.commit]
                              + (place.inside.isEmpty ? [] : ["--", place.inside]), in: place.top)
        guard listing.status == 0 else { throw StepGraphError.unlistableRevision(revision, gitMessage: firstLine(of: listing.errors)) }
        // The configuration's folder as a place in the repository (nil: outside it).
        let configurationInside = FileSelection.path(selection.configurationFolder, relativeTo: place.top)
        let listed = TreeEntry.parse(listing.output)
        var folders = FolderDecisions(selection: selection, configurationInside: configurationInside)
        let entries = listed.compactMap { place.select($0, folders: &folders) }
        let snapshot = try read(entries, commit: place.commit, in: place.top, revision: revision)
        snapshot.projects = ProjectFolders(paths: listed.compactMap { place.projectPath($0, folders: &folders) })
        return snapshot
    }

    /// One listed file to read: how to ask `cat-file` for it and how reports show it.
    fileprivate struct Wanted {
        var request: String
        var displayPath: String
    }

    /// Reads every wanted blob through one `git cat-file --batch` (requests are written while the
    /// answers are read, so neither pipe can fill up and block the other side).
    private static func read(_ wanted: [Wanted], commit: String, in top: String, revision: String) throws -> SourceSnapshot {
        guard !wanted.isEmpty else { return SourceSnapshot(texts: []) }
        // --follow-symlinks: a link requested as `commit:path` answers with the file it points to.
        let requests = Array(wanted.map { $0.request + "\n" }.joined().utf8)
        let run = try? Subprocess.run(["git", "-C", top, "cat-file", "--batch", "--buffer", "--follow-symlinks"], input: requests)
        guard let run, run.status == 0, let contents = BatchAnswers.parse(run.output, count: wanted.count) else {
            throw StepGraphError.unreadableRevision(revision)
        }
        var files: [(path: String, content: SourceSnapshot.Content)] = []
        for (file, content) in zip(wanted, contents) {
            if let content { files.append((file.displayPath, content)) }
        }
        return run.output.withUnsafeBytes { SourceSnapshot(bytes: $0, files: files) }
    }

    fileprivate static func git(_ arguments: [String], in folder: String) throws -> Subprocess.Outcome {
        do { return try Subprocess.run(["git", "-C", folder] + arguments) } catch {
            throw StepGraphError.gitNotRunnable(reason: "\(error)")
        }
    }

    /// The first line of a tool's message, if it printed one.
    fileprivate static func firstLine(of message: [UInt8]) -> String? {
        String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}

/// Where the user's path is in the repository, and the commit to read.
private struct RevisionPlace {
    /// The repository's top folder.
    let top: String
    /// The revision's commit id.
    let commit: String
    /// The path relative to `top` ("" for the top itself).
    let inside: String
    let isFolder: Bool

    init(_ revision: String, containing path: String) throws {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        var folderFlag: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &folderFlag) else {
            throw StepGraphError.noSuchPath(path)
        }
        isFolder = folderFlag.boolValue
        let folder = isFolder ? absolute : (absolute as NSString).deletingLastPathComponent
        // One git run: the repository's top folder, then the revision's commit.
        let run = try GitRevision.git(["rev-parse", "--show-toplevel", "--verify", "--quiet", revision + "^{commit}"], in: folder)
        let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(String.init)
        guard let topLevel = lines.first, run.status == 0 || run.status == 1 else {
            throw StepGraphError.notAGitRepository(path: path, gitMessage: GitRevision.firstLine(of: run.errors))
        }
        top = URL(fileURLWithPath: topLevel).resolvingSymlinksInPath().path
        guard run.status == 0, lines.count == 2 else {
            let shallow = try? GitRevision.git(["rev-parse", "--is-shallow-repository"], in: top)
            if let shallow, shallow.status == 0, shallow.output.starts(with: Array("true".utf8)) {
                throw StepGraphError.revisionNotInShallowClone(revision)
            }
            let empty = (try? GitRevision.git(["rev-parse", "--verify", "--quiet", "HEAD"], in: top))?.status == 1
            throw StepGraphError.unknownRevision(revision, repository: top, repositoryIsEmpty: empty)
        }
        commit = lines[1]
        inside = absolute == top ? "" : String(absolute.dropFirst(top.count + 1))
    }

    /// The entry as `SourceDiscovery` would list it from the user's path (nil when it would not):
    /// Swift files outside skipped folders that the selection keeps; a file argument as is.
    func select(_ entry: TreeEntry, folders: inout FolderDecisions) -> GitRevision.Wanted? {
        guard entry.isFile || entry.isLink else { return nil }
        let request = entry.isLink ? commit + ":" + entry.path : entry.object
        // A path with a line break cannot be written in a batch request; such a link is left out.
        if entry.isLink && entry.path.contains("\n") { return nil }
        if !isFolder {
            guard entry.path == inside else { return nil }
            return GitRevision.Wanted(request: request, displayPath: String(entry.path.split(separator: "/").last ?? ""))
        }
        guard let relative = relative(entry.path), relative.hasSuffix(".swift"),
              folders.entersFolders(of: relative, inside: inside),
              folders.selection.keepsFile(relative, anchored: folders.anchored(relative, inside: inside)) else { return nil }
        return GitRevision.Wanted(request: request, displayPath: relative)
    }

    /// The entry's path relative to the user's folder when it may show an Xcode project
    /// (`Shop/Shop.xcodeproj/project.pbxproj`, `Shop/project.yml`) in folders `SourceDiscovery` enters.
    func projectPath(_ entry: TreeEntry, folders: inout FolderDecisions) -> String? {
        guard isFolder, entry.isFile, entry.path.hasSuffix(".pbxproj") || entry.path.hasSuffix(".yml") || entry.path.hasSuffix(".yaml"),
              let relative = relative(entry.path) else { return nil }
        // The walk on disk notes a bundle in a folder it enters, without entering the bundle.
        let bundle = relative.range(of: ".xcodeproj/").map { String(relative[..<$0.lowerBound]) + ".xcodeproj" } ?? relative
        return folders.entersFolders(of: bundle, inside: inside) ? relative : nil
    }

    /// A path of the repository relative to the user's folder (nil: outside it).
    private func relative(_ path: String) -> String? {
        if inside.isEmpty { return path }
        guard path.hasPrefix(inside + "/") else { return nil }
        return String(path.dropFirst(inside.count + 1))
    }
}

/// Whether `SourceDiscovery` enters a folder (relative to the user's folder), decided once per
/// folder: a revision lists every file with its whole path, and most share their folders. Folders
/// are told apart by their bytes, as on disk (two names equal as Unicode text are two folders).
private struct FolderDecisions {
    let selection: FileSelection
    /// The configuration's folder relative to the repository's top (nil: outside it).
    let configurationInside: String?
    private var entered: [[UInt8]: Bool] = [:]

    init(selection: FileSelection, configurationInside: String?) {
        self.selection = selection
        self.configurationInside = configurationInside
    }

    /// Whether `SourceDiscovery` enters every folder on the way to `relative`.
    mutating func entersFolders(of relative: String, inside: String) -> Bool {
        guard let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else { return true }
        return enters(Array(relative.utf8[..<slash]), inside: inside)
    }

    private mutating func enters(_ folder: [UInt8], inside: String) -> Bool {
        if let known = entered[folder] { return known }
        let parent = folder.lastIndex(of: UInt8(ascii: "/"))
        let name = String(decoding: folder[(parent.map { $0 + 1 } ?? 0)...], as: UTF8.self)
        let path = String(decoding: folder, as: UTF8.self)
        let decision = (parent.map { enters(Array(folder[..<$0]), inside: inside) } ?? true)
            && !SourceDiscovery.isSkippedFolder(name)
            && selection.entersFolder(path, anchored: anchored(path, inside: inside))
        entered[folder] = decision
        return decision
    }

    /// A path relative to the user's folder, relative to the configuration's folder (nil: outside it).
    func anchored(_ relative: String, inside: String) -> String? {
        configurationInside.flatMap { FileSelection.path(inside.isEmpty ? relative : inside + "/" + relative, relativeTo: $0) }
    }
}

/// One line of `git ls-tree -r -z`: `<mode> <type> <object>\t<path>`.
private struct TreeEntry {
    var mode: String
    var object: String
    var path: String

    var isFile: Bool { mode == "100644" || mode == "100755" }
    var isLink: Bool { mode == "120000" }

    /// The listing's blob entries, read byte by byte (a listing is large: one line per file).
    static func parse(_ listing: [UInt8]) -> [TreeEntry] {
        listing.withUnsafeBufferPointer { bytes in
            var entries: [TreeEntry] = []
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
                defer { start = end + 1 }
                guard let tab = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")) else { continue }
                let fields = bytes[start..<tab].split(separator: UInt8(ascii: " "))
                guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
                entries.append(TreeEntry(mode: text(fields[0]), object: text(fields[2]), path: text(bytes[(tab + 1)..<end])))
            }
            return entries
        }
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}

/// The answers of `git cat-file --batch --follow-symlinks`, one per request, in order.
private enum BatchAnswers {
    /// Each request's content (nil: a link to a folder, which is not listed); nil when the answers
    /// do not have the expected shape.
    static func parse(_ data: [UInt8], count: Int) -> [SourceSnapshot.Content?]? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [SourceSnapshot.Content?]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var contents: [SourceSnapshot.Content?] = []
            contents.reserveCapacity(count)
            var position = 0
            while contents.count < count {
                guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                // The header's fields, as bytes: one answer per file, and a String's characters cost far more.
                let fields = bytes[position..<newline].split(separator: UInt8(ascii: " "))
                position = newline + 1
                if fields.count >= 2, fields.last!.elementsEqual("missing".utf8) || fields.last!.elementsEqual("ambiguous".utf8) {
                    contents.append(.unreadable("cannot read file: its blob is missing from git's object store"))
                    continue
                }
                guard let size = fields.last.flatMap({ Int(String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)) }),
                      size >= 0, position + size + 1 <= bytes.count else { return nil }
                let body = position..<(position + size)
                position += size + 1  // the content and its closing newline
                switch fields.count {
                case 3 where fields[1].elementsEqual("blob".utf8): contents.append(.bytes(body))
                case 3: contents.append(nil)  // a link to a folder
                case 2 where fields[0].elementsEqual("loop".utf8):
                    contents.append(.unreadable("cannot read file: Too many levels of symbolic links"))
                case 2: contents.append(.unreadable("cannot read file: No such file or directory"))  // dangling, outside the repository
                default: return nil
                }
            }
            return contents
        }
    }
}
