import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The names of the temporary files and folders written beside an output,
/// `.stepgraph-tmp-<pid>-<name>`: a run killed by a signal it cannot catch leaves one, and a later
/// run that writes into the same folder removes it once that process is gone.
package enum TemporaryName {
    package static let prefix = ".stepgraph-tmp-"

    /// This process's temporary for `name` in `folder` ("": the current folder).
    package static func path(for name: String, in folder: String) -> String {
        OutputPath.join(folder, prefix + "\(getpid())-" + name)
    }

    /// Removes the temporaries in `folder` left by processes no longer running, and this process's
    /// own for `names` (left by an earlier process that had the same id, as in a container where
    /// the tool is always process 1). Another running process's temporaries are its own business.
    package static func removeLeftovers(in folder: String, writing names: [String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for entry in entries {
            guard let (pid, leftName) = parse(entry) else { continue }
            if pid == getpid() ? names.contains(leftName) : !isRunning(pid) {
                try? FileManager.default.removeItem(atPath: OutputPath.join(folder, entry))
            }
        }
    }

    /// The process id and the name in a temporary's name.
    package static func parse(_ entry: String) -> (pid: pid_t, name: String)? {
        guard entry.hasPrefix(prefix) else { return nil }
        let rest = entry.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), rest[..<dash].allSatisfy({ $0.isASCII && $0.isNumber }),
              let pid = pid_t(rest[..<dash]), pid > 0 else { return nil }
        return (pid, String(rest[rest.index(after: dash)...]))
    }

    /// `kill(pid, 0)` fails with ESRCH only when no such process exists (EPERM: it runs as another user).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
