import Foundation
import StepGraphCore

extension GitRevision {
    /// The lock files the search on disk (`LockFileSearch`) would find around the user's path, as
    /// they are at the revision: below its folder from the revision's listing, in the folders above
    /// it up to the repository's top by name. What the working tree holds plays no part: a lock file
    /// only the revision has is read, one only the working tree has is not.
    static func lockFiles(_ listed: [GitOutput.TreeEntry], at place: RevisionPlace) throws -> [(path: String, text: String)] {
        let folder = place.isFolder ? place.inside : parent(of: place.inside)
        // A file argument's listing holds that file alone: its folder is listed for the search.
        let entries = place.isFolder ? listed : try listing(of: folder, at: place)
        var wanted: [(path: String, request: String)] = []
        for entry in entries where entry.isFile || entry.isLink {
            let relative = folder.isEmpty ? entry.path
                : entry.path.hasPrefix(folder + "/") ? String(entry.path.dropFirst(folder.count + 1)) : nil
            if let relative, LockFileSearch.isLockFile(relative: relative) {
                wanted.append((relative, place.commit + ":" + entry.path))
            }
        }
        var above = folder, prefix = ""
        while !above.isEmpty {
            above = parent(of: above)
            prefix += "../"
            for name in LibraryVersions.lockFileNames.sorted() {
                wanted.append((prefix + name, place.commit + ":" + (above.isEmpty ? name : above + "/" + name)))
            }
        }
        guard !wanted.isEmpty else { return [] }
        // `commit:path` requests: a name the revision lacks answers "missing", and is skipped.
        let run = try git(["cat-file", "--batch", "--follow-symlinks"], in: place.top,
                          input: wanted.flatMap { Array($0.request.utf8) + [UInt8(ascii: "\n")] })
        let answers = run.output.withUnsafeBufferPointer { GitOutput.batchAnswers($0, count: wanted.count) }
        return zip(wanted, answers).compactMap { file, answer in
            guard case .blob(let range) = answer else { return nil }
            return (file.path, String(decoding: run.output[range], as: UTF8.self))
        }
    }

    /// Every file of `folder` (relative to the top; "" the top itself) at the revision.
    private static func listing(of folder: String, at place: RevisionPlace) throws -> [GitOutput.TreeEntry] {
        let run = try git(["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", place.commit] + (folder.isEmpty ? [] : ["--", folder]),
                          in: place.top)
        guard run.status == 0 else { throw GitError.unlistableRevision(place.revision, gitMessage: firstLine(of: run.errors)) }
        return run.output.withUnsafeBufferPointer(GitOutput.treeEntries)
    }

    /// The folder holding `path` (relative to the top; "" for the top).
    private static func parent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
