import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A split map's pages, in a folder of their own named after the overview (`map.svg` →
/// `map/AppFlow.svg`…) that holds a manifest of the files StepGraph wrote there. A new set is
/// written into a temporary folder and renamed in as one, so a kill or a full disk leaves the old
/// set or the new one, never a mix; StepGraph removes only files a manifest lists, and stops
/// (`StepGraphError.unwritableOutput`) at a folder holding anything else.
package enum PageFolder {
    /// The manifest's file name in the folder.
    package static let manifestName = ".stepgraph-manifest"

    /// The folder of `overview`'s pages: its path without the extension, or with `.pages` added
    /// when it has none (`map` → `map.pages`).
    package static func path(of overview: String) -> String {
        let (stem, ext) = split(OutputPath.name(of: overview))
        return OutputPath.join(OutputPath.folder(of: overview), ext == nil ? stem + ".pages" : stem)
    }

    /// The pages' extension: the overview's, or the format's when it has none.
    package static func pageExtension(of overview: String, format: String) -> String {
        split(OutputPath.name(of: overview)).ext ?? format
    }

    /// Replaces the pages of `overview` with `pages` (file names in the folder, bytes), in the
    /// app's order; the overview itself is written after, by the caller.
    package static func write(_ pages: [(name: String, data: Data)], overview: String) throws {
        let folder = path(of: overview)
        let old = try ownedContents(of: folder)
        let parent = OutputPath.folder(of: folder), name = OutputPath.name(of: folder)
        try AtomicFile.makeFolder(parent, for: folder)
        TemporaryName.removeLeftovers(in: parent, writing: [name + ".new", name + ".old"])
        let temporary = TemporaryName.path(for: name + ".new", in: parent)
        let manifest = Manifest(overview: OutputPath.name(of: overview), pages: pages.map(\.name))
        let entries = [InFlightTemporaries.add(folder: temporary)]
            + (manifest.pages + [manifestName]).map { InFlightTemporaries.add(file: OutputPath.join(temporary, $0)) }
        defer { entries.forEach(InFlightTemporaries.finish) }
        do {
            guard mkdir(temporary, 0o777) == 0 else { throw StepGraphError.unwritableOutput(path: folder, reason: SystemError.reason()) }
            for page in pages {
                try AtomicFile.create(OutputPath.join(temporary, page.name), with: page.data, mode: nil, path: folder)
            }
            try AtomicFile.create(OutputPath.join(temporary, manifestName), with: Data(manifest.text.utf8), mode: nil, path: folder)
            InFlightTemporaries.raiseTestSignal()
            try swap(temporary, into: folder, old: old, aside: TemporaryName.path(for: name + ".old", in: parent))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Removes the pages StepGraph wrote for `overview`, now drawn whole: the files its manifest
    /// lists, the manifest, and the folder if nothing else is left in it.
    package static func removePages(of overview: String) throws {
        let folder = path(of: overview)
        guard let manifest = Manifest(folder: folder), manifest.overview == OutputPath.name(of: overview) else { return }
        try remove(manifest, from: folder, reportedAs: folder)
    }

    /// Moves the old set aside, the new one in, and removes the old one; a signal between the two
    /// renames moves the old set back (`InFlightTemporaries.add(movedAside:from:)`).
    private static func swap(_ temporary: String, into folder: String, old: Manifest?, aside: String) throws {
        guard let old else {
            // Nothing there, or an empty folder, which rename replaces.
            guard rename(temporary, folder) == 0 else { throw StepGraphError.unwritableOutput(path: folder, reason: SystemError.reason()) }
            return
        }
        let restore = InFlightTemporaries.add(movedAside: aside, from: folder)
        defer { InFlightTemporaries.finish(restore) }
        guard rename(folder, aside) == 0 else { throw StepGraphError.unwritableOutput(path: folder, reason: SystemError.reason()) }
        guard rename(temporary, folder) == 0 else {
            let reason = SystemError.reason()
            rename(aside, folder)
            throw StepGraphError.unwritableOutput(path: folder, reason: reason)
        }
        try remove(old, from: aside, reportedAs: folder)
    }

    /// What the folder holds when every file in it is StepGraph's (its manifest, the regular files
    /// it lists): its manifest, or nil for no folder or an empty one. Anything else throws.
    private static func ownedContents(of folder: String) throws -> Manifest? {
        var info = stat()
        guard lstat(folder, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw StepGraphError.unwritableOutput(path: folder, reason: SystemError.reason())
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw StepGraphError.unwritableOutput(path: folder, reason: "not a folder of pages StepGraph wrote")
        }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw StepGraphError.unwritableOutput(path: folder, reason: "cannot list it")
        }
        let manifest = Manifest(folder: folder)
        let owned = Set((manifest?.pages ?? []).filter { isRegularFile(OutputPath.join(folder, $0)) } + (manifest == nil ? [] : [manifestName]))
        let foreign = entries.filter { !owned.contains($0) }.sorted()
        guard foreign.isEmpty else {
            let shown = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
            throw StepGraphError.unwritableOutput(path: folder, reason: "it holds files StepGraph did not write: \(shown); "
                                                  + "move them away or write the map elsewhere")
        }
        return entries.isEmpty ? nil : manifest
    }

    /// Unlinks the manifest's pages and the manifest in `folder`, then the folder if it is empty.
    private static func remove(_ manifest: Manifest, from folder: String, reportedAs path: String) throws {
        for name in manifest.pages + [manifestName] where unlink(OutputPath.join(folder, name)) != 0 && errno != ENOENT {
            throw StepGraphError.unwritableOutput(path: path, reason: SystemError.reason())
        }
        rmdir(folder)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// `map.svg` → ("map", "svg"); a name without an extension, or a hidden `.name`: (name, nil).
    private static func split(_ name: String) -> (stem: String, ext: String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// The manifest: a first line naming the overview, then one page file name per line.
    package struct Manifest: Equatable {
        package static let header = "stepgraph pages of "
        package var overview: String
        package var pages: [String]

        package init(overview: String, pages: [String]) {
            self.overview = overview
            self.pages = pages
        }

        /// The manifest in `folder`, when it is a regular file in this form whose names are plain
        /// file names of the folder (never a path elsewhere).
        package init?(folder: String) {
            let path = OutputPath.join(folder, PageFolder.manifestName)
            guard PageFolder.isRegularFile(path), let data = FileManager.default.contents(atPath: path),
                  let text = String(data: data, encoding: .utf8) else { return nil }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.last == "", lines.first?.hasPrefix(Self.header) == true else { return nil }
            lines.removeLast()
            let names = lines.dropFirst().map(String.init)
            guard names.allSatisfy({ !$0.isEmpty && !$0.contains("/") && $0 != "." && $0 != ".." && $0 != PageFolder.manifestName })
            else { return nil }
            self.init(overview: String(lines[0].dropFirst(Self.header.count)), pages: names)
        }

        package var text: String {
            ([Self.header + overview] + pages).map { $0 + "\n" }.joined()
        }
    }
}
