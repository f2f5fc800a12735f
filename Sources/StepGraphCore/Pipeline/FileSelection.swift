import Foundation

/// Which Swift files a run reads. Globs given on the command line (`--exclude`) are relative to
/// each path argument; the configuration's `excluded:` and `included:` globs are relative to the
/// configuration file's folder (as SwiftLint's are), whichever path argument a file is found under.
/// A file outside that folder is matched by no configuration glob (so a non-empty `included:`
/// leaves it out).
public struct FileSelection: Sendable, Equatable {
    /// `--exclude`: relative to each path argument.
    package var excludes: [Glob]
    /// The configuration's `excluded:`, relative to `configurationFolder`.
    package var excluded: [Glob]
    /// The configuration's `included:` (empty: every file), relative to `configurationFolder`.
    package var included: [Glob]
    /// The configuration file's folder, absolute with symbolic links resolved (see `resolvedFolder`).
    package var configurationFolder: String

    /// No arguments: every Swift file. `excludes` are relative to each path argument; `excluded` and `included` to
    /// `configurationFolder`.
    public init(excludes: [Glob] = [], excluded: [Glob] = [], included: [Glob] = [], configurationFolder: String = "") {
        self.excludes = excludes
        self.excluded = excluded
        self.included = included
        self.configurationFolder = configurationFolder
    }

    /// `folder` ("" for the working directory) as an absolute path with symbolic links resolved, so
    /// a path argument and the configuration's folder compare however each was spelled.
    package static func resolvedFolder(_ folder: String) -> String {
        URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` relative to `folder` (both absolute, or both relative to the same place; "" for the
    /// top), or nil when `path` is not inside `folder`.
    package static func path(_ path: String, relativeTo folder: String) -> String? {
        if folder.isEmpty || folder == path { return folder == path ? "" : path }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `folder` when it is inside `root`, moved to the same place inside `otherRoot`; else as is
    /// (`diff OLD NEW`: the configuration's folder in the other tree).
    package static func counterpart(of folder: String, in root: String, at otherRoot: String) -> String {
        let resolved = resolvedFolder(folder)
        guard let offset = path(resolved, relativeTo: resolvedFolder(root)) else { return folder }
        let other = resolvedFolder(otherRoot)
        return offset.isEmpty ? other : other + "/" + offset
    }

    /// Whether the walk enters a folder: `relative` to the path argument, `anchored` relative to
    /// the configuration's folder (nil outside it).
    package func entersFolder(_ relative: String, anchored: String?) -> Bool {
        !excludes.contains { $0.matches(relative) } && !matchesExcluded(anchored)
    }

    /// Whether a Swift file is read: `relative` to the path argument, `anchored` relative to the
    /// configuration's folder (nil outside it).
    package func keepsFile(_ relative: String, anchored: String?) -> Bool {
        if excludes.contains(where: { $0.matches(relative) }) || matchesExcluded(anchored) { return false }
        guard !included.isEmpty else { return true }
        guard let anchored else { return false }
        return included.contains { $0.matches(anchored) }
    }

    private func matchesExcluded(_ anchored: String?) -> Bool {
        guard let anchored else { return false }
        return excluded.contains { $0.matches(anchored) }
    }
}
