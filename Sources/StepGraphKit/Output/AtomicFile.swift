import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file by writing a temporary sibling and renaming it over the target, so readers see
/// the old file or the new one, never a partial one.
package enum AtomicFile {
    /// Throws `StepGraphError.unwritableOutput` with the system's reason.
    package static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw StepGraphError.unwritableOutput(path: path, reason: "cannot create \(directory)")
            }
        }
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw StepGraphError.unwritableOutput(path: path, reason: String(cString: strerror(errno)))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw StepGraphError.unwritableOutput(path: path, reason: reason)
        }
    }
}
