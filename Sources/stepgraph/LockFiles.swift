import Foundation
import StepGraphCore
import StepGraphKit

/// The library versions the lock files around the analysed paths resolve, on disk or at a git revision.
enum LockFiles {
    /// The frameworks StepGraph reads, by the names lock files give them (any case).
    private static let libraries = Set(Framework.allCases.map { $0.displayName.lowercased() })

    /// The versions the lock files found for `roots` in the working tree resolve. Files are named
    /// relative to the first root.
    static func versions(of roots: [String]) -> [ResolvedLibrary] {
        LockFileSearch.versions(in: LockFileSearch.paths(roots: roots), of: libraries, relativeTo: roots.first ?? ".")
    }

    /// The versions the lock files read from a revision resolve (`SourceSnapshot.lockFiles`), each
    /// named `REVISION:path`.
    static func versions(in lockFiles: [(path: String, text: String)], at revision: String) -> [ResolvedLibrary] {
        lockFiles.flatMap { file in
            LibraryVersions.read(file.text, name: (file.path as NSString).lastPathComponent, source: "\(revision):" + file.path)
                .filter { libraries.contains($0.library.lowercased()) }
        }.sorted()
    }
}
