import Foundation
import StepGraphCore
import StepGraphKit

/// Maps the analysis's display paths back to paths relative to the working directory and to
/// absolute paths.
enum ReportPaths {
    /// `root`: the path the display paths are relative to, for files the analysis did not read from
    /// disk (a revision's, or one only the base of a review has), so they are named as the user's
    /// files are (`diff Shop --base main`: `Shop/App/Removed.swift`, not `App/Removed.swift`).
    static func context(for analysis: Analysis, root: String? = nil) -> ReportContext {
        let cwd = FileManager.default.currentDirectoryPath
        let folder = root.map(folderOf)
        let given: @Sendable (String) -> String = { display in analysis.givenPath(of: display) ?? folder.map { $0 + "/" + display } ?? display }
        return ReportContext(
            toolVersion: StepGraphVersion.current,
            relativePath: { display in
                // Relative to the working directory when the file is below it.
                let path = normalize(given(display))
                return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
            },
            absolutePath: { display in
                let path = given(display)
                return normalize(path.hasPrefix("/") ? path : cwd + "/" + path)
            })
    }

    /// The folder a path argument names: itself, or a file's folder.
    private static func folderOf(_ root: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), !isFolder.boolValue else { return root }
        let parent = (root as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// Drops `./` components and doubled slashes.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
