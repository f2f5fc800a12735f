#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file to analyse: where it is on disk and how it is shown in output.
public struct SourceFileRef: Sendable, Equatable {
    package var absolutePath: String
    /// Relative to the path argument it was found under, with `/` separators.
    package var displayPath: String
}

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
    public static func swiftFiles(in paths: [String], selection: FileSelection = FileSelection()) throws -> [SourceFileRef] {
        var result: [SourceFileRef] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw StepGraphError.noSuchPath(path)
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                // Where the path argument is from the configuration's folder (nil: outside it).
                let anchor = FileSelection.path(FileSelection.resolvedFolder(path), relativeTo: selection.configurationFolder)
                walk(root: path, anchor: anchor, selection: selection, into: &result)
            } else {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                result.append(SourceFileRef(absolutePath: path, displayPath: name))
            }
        }
        // Sort and de-duplicate: the same input gives the same list whatever the argument order.
        var seen: Set<String> = []
        return result.sorted { ($0.displayPath, $0.absolutePath) < ($1.displayPath, $1.absolutePath) }
            .filter { seen.insert($0.absolutePath).inserted }
    }

    private static func walk(root: String, anchor: String?, selection: FileSelection, into result: inout [SourceFileRef]) {
        // An explicit stack: directory depth does not grow the call stack.
        var pending = [""]
        while let current = pending.popLast() {
            let directory = current.isEmpty ? root : root + "/" + current
            guard let handle = opendir(directory) else { continue }
            var entries: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { entries.append(name) }
            }
            closedir(handle)
            for name in entries.sorted().reversed() {
                let rel = current.isEmpty ? name : current + "/" + name
                let anchored = anchor.map { $0.isEmpty ? rel : $0 + "/" + rel }
                let full = root + "/" + rel
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if isSkippedFolder(name) || !selection.entersFolder(rel, anchored: anchored) { continue }
                    pending.append(rel)
                } else if name.hasSuffix(".swift") {
                    if !selection.keepsFile(rel, anchored: anchored) { continue }
                    if type == S_IFLNK {
                        // A broken or looping link is listed, so reading it reports why; links to folders
                        // and other non-files are skipped.
                        var target = stat()
                        if stat(full, &target) == 0 && target.st_mode & S_IFMT != S_IFREG { continue }
                    } else if type != S_IFREG {
                        continue
                    }
                    result.append(SourceFileRef(absolutePath: full, displayPath: rel))
                }
            }
        }
    }
}
