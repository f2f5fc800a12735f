import Foundation
import StepGraphCore
import StepGraphKit

/// Maps the analysis's display paths back to paths relative to the working directory and to
/// absolute paths.
enum ReportPaths {
    static func context(for analysis: Analysis) -> ReportContext {
        let cwd = FileManager.default.currentDirectoryPath
        return ReportContext(
            toolVersion: StepGraphVersion.current,
            relativePath: { display in
                // Relative to the working directory when the file is below it.
                let path = normalize(analysis.givenPath(of: display) ?? display)
                return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
            },
            absolutePath: { display in
                let path = analysis.givenPath(of: display) ?? display
                return normalize(path.hasPrefix("/") ? path : cwd + "/" + path)
            })
    }

    /// Drops `./` components and doubled slashes.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
