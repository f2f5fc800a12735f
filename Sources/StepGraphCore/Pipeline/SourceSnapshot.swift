/// Swift sources held in memory rather than on disk (a git revision read from the object store):
/// every file's bytes in one buffer, or why the file could not be read. The analysis reads it like a
/// folder of files with the same display paths, so identities and fingerprints do not depend on
/// where the bytes came from.
package final class SourceSnapshot: @unchecked Sendable {
    /// A file's content: a range of the shared buffer, or why it is missing.
    package enum Content: Sendable, Equatable {
        case bytes(Range<Int>)
        case unreadable(String)
    }

    /// Display paths (relative to the analysed root, `/` separators), sorted.
    package let paths: [String]
    /// The Xcode projects' folders the listing showed (`ProjectFolders(paths:)`), as `SourceDiscovery` finds them on disk.
    package var projects = ProjectFolders()
    package let contents: [Content]
    /// The lock files around the revision's place (`LockFileSearch`) and their texts, each path
    /// relative to the analysed root (`../Podfile.lock` above it).
    package var lockFiles: [(path: String, text: String)] = []
    private let storage: UnsafeMutableBufferPointer<UInt8>

    /// `files` are `(displayPath, content)` pairs whose ranges are offsets in `bytes` (copied here).
    package convenience init(bytes: UnsafeRawBufferPointer, files: [(path: String, content: Content)]) {
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = storage.initialize(from: bytes)
        self.init(storage: storage, files: files)
    }

    /// Sources given as text (tests).
    package convenience init(texts: [(path: String, text: String)]) {
        var bytes: [UInt8] = []
        var files: [(path: String, content: Content)] = []
        for (path, text) in texts {
            files.append((path, .bytes(bytes.count..<(bytes.count + text.utf8.count))))
            bytes += text.utf8
        }
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = storage.initialize(from: bytes)
        self.init(storage: storage, files: files)
    }

    /// Takes ownership of `storage`: one stable allocation that workers read through raw pointers
    /// for the snapshot's lifetime. Files are sorted by path, as on disk.
    private init(storage: UnsafeMutableBufferPointer<UInt8>, files: [(path: String, content: Content)]) {
        let sorted = files.sorted { $0.path < $1.path }
        paths = sorted.map(\.path)
        contents = sorted.map(\.content)
        self.storage = storage
    }

    deinit { storage.deallocate() }

    package var count: Int { paths.count }

    /// The bytes of file `index`, or why it has none. Valid while the snapshot lives.
    package func read(_ index: Int) -> FileReader.Outcome {
        switch contents[index] {
        case .unreadable(let message):
            return .failure(message)
        case .bytes(let range):
            guard range.count <= Analyzer.maxFileSize else {
                return .failure("file is \(range.count >> 20) MiB, over the \(Analyzer.maxFileSize >> 20) MiB limit: skipped")
            }
            return .success(UnsafeBufferPointer(rebasing: storage[range]))
        }
    }
}

extension Analyzer {
    /// Analyses sources held in memory, in parallel, exactly as if they were files on disk with the
    /// same display paths (`leavingFactsToProcessExit`: as for files).
    package func analyze(_ sources: SourceSnapshot, jobs: Int? = nil, frameworks: Set<Framework>? = nil,
                               includeTests: Bool = false, leavingFactsToProcessExit: Bool = false) -> Analysis {
        analyze(sources, jobs: jobs, frameworks: frameworks, includeTests: includeTests,
                leavingFactsToProcessExit: leavingFactsToProcessExit, memo: nil)
    }

    /// As above, sharing facts with another analysis of the same code base through `memo` (`diff`'s two sides).
    package func analyze(_ sources: SourceSnapshot, jobs: Int? = nil, frameworks: Set<Framework>? = nil,
                                includeTests: Bool = false, leavingFactsToProcessExit: Bool = false, memo: FileFactsMemo?) -> Analysis {
        analyze(paths: sources.paths, jobs: jobs, frameworks: frameworks, projects: sources.projects,
                includeTests: includeTests, leavingFactsToProcessExit: leavingFactsToProcessExit, memo: memo) { worker, index, only in
            worker.clock.restart()
            let read = sources.read(index)
            worker.clock.lap(.read)
            return worker.process(read, path: sources.paths[index], only: only)
        }
    }
}
