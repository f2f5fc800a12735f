import Foundation
import StepGraphCore
import StepGraphKit

/// Finds and reads `.stepgraph.yml` the same way for every command.
enum ConfigurationFile {
    /// `explicit` (`--config`), else `.stepgraph.yml` at the first path argument, else in the working
    /// directory; with the folder it was found in ("" when none). A missing explicit file is an error,
    /// and so is one over `LintConfiguration.maxFileSize` bytes, found or given.
    static func load(explicit: String?, paths: [String]) throws -> (configuration: LintConfiguration, folder: String) {
        var candidates: [String] = []
        if let explicit { candidates = [explicit] } else {
            if let first = paths.first { candidates.append(first + "/" + LintConfiguration.fileName) }
            candidates.append(LintConfiguration.fileName)
        }
        for path in candidates {
            guard let data = try read(path) else {
                if explicit != nil { throw StepGraphError.unreadableConfiguration(path: path) }
                continue
            }
            let configuration = try LintConfiguration.parse(String(decoding: data, as: UTF8.self), path: path, frontEnds: .standard)
            return (configuration, (path as NSString).deletingLastPathComponent)
        }
        return (LintConfiguration(), "")
    }

    /// The file's bytes, or nil when it cannot be read; a file past the limit is refused unread.
    private static func read(_ path: String) throws -> Data? {
        switch BoundedFile.read(path, limit: LintConfiguration.maxFileSize) {
        case .data(let data): return data
        case .unreadable: return nil
        case .tooLarge: throw StepGraphError.configurationTooLarge(path: path, limit: LintConfiguration.maxFileSize)
        }
    }
}
