import Foundation
import StepGraphCore
import StepGraphKit

/// The library versions the lock files around the analysed paths resolve, on disk or at a git revision.
enum LockFiles {
    /// The versions of the frameworks StepGraph reads that the lock files found for `roots` resolve
    /// in the working tree (`revision` nil), or as those same files are at `revision` (a file the
    /// revision lacks is not read). Files are named relative to the first root.
    static func versions(of roots: [String], at revision: String?) -> [ResolvedLibrary] {
        let paths = LockFileSearch.paths(roots: roots)
        let root = roots.first ?? "."
        let libraries = Set(Framework.allCases.map { $0.displayName.lowercased() })
        let versions: [ResolvedLibrary]
        if let revision {
            versions = paths.flatMap { path -> [ResolvedLibrary] in
                let url = URL(fileURLWithPath: path)
                let name = url.lastPathComponent
                // `REV:./NAME` is the path relative to the folder git runs in.
                guard let run = try? GitRevision.git(["show", "\(revision):./\(name)"], in: url.deletingLastPathComponent().path),
                      run.status == 0 else { return [] }
                return LibraryVersions.read(String(decoding: run.output, as: UTF8.self), name: name,
                                            source: "\(revision):" + LockFileSearch.relative(path, to: root))
                    .filter { libraries.contains($0.library.lowercased()) }
            }.sorted()
        } else {
            versions = LockFileSearch.versions(in: paths, of: libraries, relativeTo: root)
        }
        return versions
    }
}
