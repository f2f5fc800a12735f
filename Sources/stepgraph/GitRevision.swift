import Foundation
import StepGraphCore
import StepGraphKit

/// Reads a git revision's Swift files straight from git's object store, in memory, without touching
/// the working tree, the index or any temporary folder: `git ls-tree` lists the revision, and one
/// `git cat-file --batch` process reads the Swift blobs. Other blobs (images, binaries) are never
/// read, so a revision whose non-Swift blobs are missing (a partial or blob-filtered clone, LFS)
/// reads normally.
enum GitRevision {
    /// Where `path` is in its repository and the commit `revision` names: every problem with the
    /// repository or the revision shows here, before anything is read.
    static func resolve(_ revision: String, containing path: String) throws -> RevisionPlace {
        try RevisionPlace(revision, containing: path)
    }

    /// The Swift files of the revision at `place` (the place the user's path names in the working
    /// tree), selected as `SourceDiscovery` selects them on disk, with the same display paths.
    static func sources(_ place: RevisionPlace, selection: FileSelection) throws -> SourceSnapshot {
        let listing = try git(["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", place.commit]
                              + (place.inside.isEmpty ? [] : ["--", place.inside]), in: place.top)
        guard listing.status == 0 else {
            throw GitError.unlistableRevision(place.revision, gitMessage: firstLine(of: listing.errors))
        }
        // The configuration's folder as a place in the repository (nil: outside it).
        let configurationInside = FileSelection.path(selection.configurationFolder, relativeTo: place.top)
        let listed = listing.output.withUnsafeBufferPointer(GitOutput.treeEntries)
        var folders = FolderDecisions(selection: selection, configurationInside: configurationInside)
        let entries = listed.compactMap { place.select($0, folders: &folders) }
        let snapshot = try read(entries, at: place)
        let projectEntries = listed.compactMap { entry in place.projectPath(entry, folders: &folders).map { (entry: entry, path: $0) } }
        snapshot.projects = ProjectFolders(paths: projectEntries.map(\.path))
        try readProjectFiles(projectEntries.filter { $0.entry.isFile && $0.path.hasSuffix(projectFile) }, at: place,
                             into: &snapshot.projects)
        snapshot.lockFiles = try lockFiles(listed, at: place)
        return snapshot
    }

    /// An Xcode project file's path inside its bundle.
    private static let projectFile = ".xcodeproj/project.pbxproj"

    /// Reads the Xcode project files of the revision, as the walk on disk reads them: one the
    /// object store lacks is a project that could not be read (its folder keeps the folder rules,
    /// with a note), never an error.
    private static func readProjectFiles(_ files: [(entry: GitOutput.TreeEntry, path: String)], at place: RevisionPlace,
                                         into projects: inout ProjectFolders) throws {
        guard !files.isEmpty else { return }
        let run = try git(["cat-file", "--batch"], in: place.top, input: files.flatMap { Array($0.entry.object.utf8) + [UInt8(ascii: "\n")] })
        let answers = run.output.withUnsafeBufferPointer { GitOutput.batchAnswers($0, count: files.count) }
        for (index, file) in files.enumerated() {
            let bundle = String(file.path.dropLast("/project.pbxproj".count))
            if index < answers.count, case .blob(let range) = answers[index] {
                projects.read(bundle: bundle, contents: Data(run.output[range]))
            } else {
                projects.read(bundle: bundle, contents: nil, reason: "project.pbxproj is not in git's object store at \(place.revision)")
            }
        }
    }

    /// One listed file to read: how to ask `cat-file` for it and how reports show it.
    fileprivate struct Wanted {
        /// A blob's id, or `commit:path` for a link (`--follow-symlinks` answers with the file it points to).
        var request: [UInt8]
        var displayPath: String
    }

    /// Reads every wanted blob through one `git cat-file --batch` (requests are written while the
    /// answers are read, so neither pipe can fill up and block the other side). A blob missing from
    /// the object store is an error: leaving its file out would show its flows removed and its
    /// findings fixed.
    private static func read(_ wanted: [Wanted], at place: RevisionPlace) throws -> SourceSnapshot {
        guard !wanted.isEmpty else { return SourceSnapshot(texts: []) }
        let requests = wanted.flatMap { $0.request + [UInt8(ascii: "\n")] }
        let run = try git(["cat-file", "--batch", "--buffer", "--follow-symlinks"], in: place.top, input: requests)
        let answers = run.output.withUnsafeBufferPointer { GitOutput.batchAnswers($0, count: wanted.count) }
        guard run.status == 0, answers.count == wanted.count else {
            // The answers stop at the file git could not read.
            let path = answers.count < wanted.count ? wanted[answers.count].displayPath : nil
            throw GitError.unreadableRevision(place.revision, path: path, gitMessage: firstLine(of: run.errors))
        }
        var files: [(path: String, content: SourceSnapshot.Content)] = []
        var missing: [Wanted] = []
        for (file, answer) in zip(wanted, answers) {
            switch answer {
            case .blob(let range): files.append((file.displayPath, .bytes(range)))
            case .missing: missing.append(file)
            case .notAFile: break  // a link to a folder, which the walk on disk does not list either
            case .brokenLink(let loops):
                // Worded as reading the link on disk says it.
                let reason = loops ? "Too many levels of symbolic links" : "No such file or directory"
                files.append((file.displayPath, .unreadable("cannot read file: " + reason)))
            }
        }
        if let first = missing.min(by: { $0.displayPath < $1.displayPath }) {
            throw GitError.missingBlob(revision: place.revision, path: first.displayPath,
                                             object: String(decoding: first.request, as: UTF8.self), others: missing.count - 1,
                                             gitMessage: firstLine(of: run.errors))
        }
        return run.output.withUnsafeBytes { SourceSnapshot(bytes: $0, files: files) }
    }

    /// Runs git in `folder`. Git never prompts: a partial clone fetching a missing object from a
    /// remote that wants credentials fails instead of waiting on the terminal of a CI job.
    static func git(_ arguments: [String], in folder: String, input: [UInt8] = []) throws -> Subprocess.Outcome {
        do { return try Subprocess.run(["git", "-C", folder] + arguments, input: input, setting: ["GIT_TERMINAL_PROMPT": "0"]) } catch {
            throw GitError.gitNotRunnable(reason: "\(error)")
        }
    }

    /// The first line of a tool's message, if it printed one.
    static func firstLine(of message: [UInt8]) -> String? {
        String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}

/// Where the user's path is in the repository, and the commit to read.
struct RevisionPlace {
    /// The revision and the path as the user named them.
    let revision: String, path: String
    /// The repository's top folder.
    let top: String
    /// The revision's commit id.
    let commit: String
    /// The path relative to `top` ("" for the top itself).
    let inside: String
    let isFolder: Bool

    fileprivate init(_ revision: String, containing path: String) throws {
        (self.revision, self.path) = (revision, path)
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
        guard let topLevel = lines.first else {
            // No top folder: git found no repository, or found one it would not read (its owner is
            // another user, its format is unknown).
            let message = GitRevision.firstLine(of: run.errors)
            throw RevisionPlace.isInsideRepository(folder) ? GitError.gitFailed(path: path, gitMessage: message)
                : GitError.notAGitRepository(path: path, gitMessage: message)
        }
        top = URL(fileURLWithPath: topLevel).resolvingSymlinksInPath().path
        guard run.status == 0, lines.count == 2 else {
            let shallow = try? GitRevision.git(["rev-parse", "--is-shallow-repository"], in: top)
            if let shallow, shallow.status == 0, shallow.output.starts(with: Array("true".utf8)) {
                throw GitError.revisionNotInShallowClone(revision)
            }
            let empty = (try? GitRevision.git(["rev-parse", "--verify", "--quiet", "HEAD"], in: top))?.status == 1
            // `--quiet` silences an unknown name; what git still says (no upstream, a bad reflog entry) is why.
            throw GitError.unknownRevision(revision, repository: top, repositoryIsEmpty: empty,
                                                 gitMessage: GitRevision.firstLine(of: run.errors))
        }
        commit = lines[1]
        inside = absolute == top ? "" : String(absolute.dropFirst(top.count + 1))
    }

    /// Whether `folder` or a folder above it holds a `.git` entry (a repository, a worktree's or
    /// submodule's link to one): git's failure to find a top folder is then not "not a repository".
    private static func isInsideRepository(_ folder: String) -> Bool {
        var url = URL(fileURLWithPath: folder)
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return true }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return false }
            url = parent
        }
    }

    /// The entry as `SourceDiscovery` would list it from the user's path (nil when it would not):
    /// Swift files outside skipped folders that the selection keeps; a file argument as is.
    fileprivate func select(_ entry: GitOutput.TreeEntry, folders: inout FolderDecisions) -> GitRevision.Wanted? {
        guard entry.isFile || entry.isLink else { return nil }
        let pathBytes = entry.pathBytes ?? Array(entry.path.utf8)
        // A path with a line break cannot be written in a batch request; such a link is left out.
        if entry.isLink && pathBytes.contains(UInt8(ascii: "\n")) { return nil }
        let request = entry.isLink ? Array((commit + ":").utf8) + pathBytes : Array(entry.object.utf8)
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
    fileprivate func projectPath(_ entry: GitOutput.TreeEntry, folders: inout FolderDecisions) -> String? {
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
