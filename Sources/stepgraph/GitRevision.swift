import Foundation

/// Reads a git revision's files without touching the working tree or the index: `git archive` into
/// a temporary folder the caller removes.
enum GitRevision {
    /// A revision exported to a temporary folder.
    struct Export {
        /// The temporary folder holding the whole revision.
        let folder: String
        /// The folder that corresponds to the path the user gave (the same place inside the revision).
        let root: String

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Exports `revision` of the repository holding `path`, and says where `path` is inside it.
    static func export(_ revision: String, containing path: String) throws -> Export {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
            throw ToolFailure(description: "\(path): no such file or folder")
        }
        let folder = isFolder.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
        let topLevel = try git(["rev-parse", "--show-toplevel"], in: folder,
                               failure: "\(path) is not inside a git repository").trimmingCharacters(in: .whitespacesAndNewlines)
        let top = URL(fileURLWithPath: topLevel).resolvingSymlinksInPath().path
        guard (try? git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: top, failure: "")) != nil else {
            let shallow = (try? git(["rev-parse", "--is-shallow-repository"], in: top, failure: ""))?.hasPrefix("true") == true
            throw ToolFailure(description: shallow
                ? "revision '\(revision)' is not in this shallow clone; fetch it first (git fetch --unshallow, or actions/checkout with fetch-depth: 0)"
                : "unknown revision '\(revision)' in \(top)")
        }
        let temporary = NSTemporaryDirectory() + "stepgraph-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let archive = temporary + "/revision.tar"
        do {
            _ = try git(["archive", "--format=tar", "--output=" + archive, revision], in: top, failure: "git archive \(revision) failed")
            try run("/usr/bin/env", ["tar", "-xf", archive, "-C", temporary], in: temporary, failure: "cannot unpack \(revision)")
            try FileManager.default.removeItem(atPath: archive)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        let inside = absolute == top ? "" : String(absolute.dropFirst(top.count))
        return Export(folder: temporary, root: temporary + inside)
    }

    @discardableResult
    private static func git(_ arguments: [String], in folder: String, failure: String) throws -> String {
        try run("/usr/bin/env", ["git"] + arguments, in: folder, failure: failure)
    }

    /// Runs a tool; its standard output, or a `ToolFailure` with `failure` and the tool's own message.
    @discardableResult
    private static func run(_ executable: String, _ arguments: [String], in folder: String, failure: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw ToolFailure(description: "\(failure): cannot run \(arguments.first ?? executable)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = message.split(separator: "\n").first.map { ": " + $0 } ?? ""
            throw ToolFailure(description: failure + detail)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
