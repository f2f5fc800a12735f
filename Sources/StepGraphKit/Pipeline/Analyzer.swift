import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The result of analysing a code base: the model and the raw comment directives (for suppressions).
public struct Analysis: Sendable {
    public var model: NavigationModel
    /// `// stepgraph:` comments by display path.
    public var directives: [String: [RawDirective]]
    /// Display path → the path as reached from the working directory (argument + relative path).
    public var givenPaths: [String: String] = [:]
}

/// Reads, tokenizes, scans and extracts every file in parallel (each worker reuses its buffers and
/// drops a file's tokens before the next), then links the per-file facts in one pass.
public enum Analyzer {
    /// Files larger than this are skipped with a diagnostic.
    public static let maxFileSize = 256 << 20
    /// A NUL byte within this prefix marks a file as binary.
    static let binaryProbeLength = 8192

    /// Analyses `files` with the front ends in `frameworks` (nil: every front end).
    public static func analyze(_ files: [SourceFileRef], jobs: Int? = nil, frameworks: Set<Framework>? = nil) -> Analysis {
        let frontEnds = FrontEnds.selected(frameworks)
        let workers = max(1, min(jobs ?? ProcessInfoCores.count, max(files.count, 1)))
        let slots = UnsafeMutableBufferPointer<FileFacts?>.allocate(capacity: files.count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        let shared = SharedSlots(slots: slots)
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var worker = Worker(frontEnds: frontEnds)
            defer { worker.reader.deallocate() }
            while let index = next.take(below: files.count) {
                shared.slots[index] = worker.process(files[index])
            }
        }
        var analysis = link(slots.map { $0! }, frontEnds: frontEnds)
        for file in files { analysis.givenPaths[file.displayPath] = file.absolutePath }
        return analysis
    }

    /// Analyses in-memory sources (tests, tools): `(displayPath, text)` pairs.
    public static func analyze(sources: [(path: String, text: String)], frameworks: Set<Framework>? = nil) -> Analysis {
        analyze(buffers: sources.map { (path: $0.path, bytes: Array($0.text.utf8)) }, frameworks: frameworks)
    }

    /// Analyses in-memory file contents given as bytes (any bytes: the fuzzer's entry point).
    public static func analyze(buffers: [(path: String, bytes: [UInt8])], frameworks: Set<Framework>? = nil) -> Analysis {
        let frontEnds = FrontEnds.selected(frameworks)
        var worker = Worker(frontEnds: frontEnds)
        defer { worker.reader.deallocate() }
        let facts = buffers.sorted { $0.path < $1.path }.map { source in
            source.bytes.withUnsafeBufferPointer { worker.extract(bytes: $0, path: source.path) }
        }
        return link(facts, frontEnds: frontEnds)
    }

    /// Indexes every file's types once, then lets each front end link its facts into the model.
    private static func link(_ facts: [FileFacts], frontEnds: [any NavigationFrontEnd]) -> Analysis {
        var directives: [String: [RawDirective]] = [:]
        for fact in facts where !fact.directives.isEmpty { directives[fact.path] = fact.directives }
        let context = LinkContext(files: facts, index: TypeIndex(files: facts, libraryModules: FrontEnds.libraryModules),
                                  constructed: facts.reduce(into: Set<UInt64>()) { $0.formUnion($1.constructed) })
        var model = NavigationModel()
        model.fileCount = facts.count
        for frontEnd in frontEnds { frontEnd.link(context, into: &model) }
        model.ambiguities.sort { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
        model.diagnostics = facts.flatMap(\.diagnostics).sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
        return Analysis(model: model, directives: directives)
    }
}

/// Per-thread reusable buffers.
private struct Worker {
    let frontEnds: [any NavigationFrontEnd]
    var reader = FileReader()
    var tokens: [Token] = []
    var match: [Int32] = []

    mutating func process(_ file: SourceFileRef) -> FileFacts {
        switch reader.read(file.absolutePath, limit: Analyzer.maxFileSize) {
        case .failure(let message):
            var facts = FileFacts(path: file.displayPath)
            facts.diagnostics.append(Diagnostic(severity: .error, file: file.displayPath, line: 0, message: message))
            return facts
        case .success(let bytes):
            return extract(bytes: bytes, path: file.displayPath)
        }
    }

    mutating func extract(bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
        if let start = bytes.baseAddress, memchr(start, 0, min(bytes.count, Analyzer.binaryProbeLength)) != nil {
            var facts = FileFacts(path: path)
            facts.diagnostics.append(Diagnostic(severity: .warning, file: path, line: 0,
                                                message: "binary file (NUL bytes), not Swift source: skipped"))
            return facts
        }
        var diagnostics: [Diagnostic] = []
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            diagnostics.append(Diagnostic(
                severity: .warning, file: path, line: UTF8Validation.line(of: offset, in: bytes),
                message: "invalid UTF-8 (byte offset \(offset)); the file is read byte by byte from there"))
        }
        let lexed = Tokenizer.tokenize(bytes, vocabulary: FrontEnds.vocabulary, into: &tokens)
        BracketMatcher.match(tokens, into: &match)
        let view = SourceView(bytes: bytes, tokens: tokens, match: match)
        let file = ParsedFile(path: path, src: view, outline: DeclarationScanner.scan(view))
        let types = TypeFactExtractor(file: file)
        var facts = FileFacts(path: path, types: types.typeFacts(), constructed: types.constructedNames())
        for frontEnd in frontEnds where frontEnd.claims(file) { facts.frontEndFacts.append(frontEnd.extract(file)) }
        facts.diagnostics = diagnostics + lexed.diagnostics.map {
            Diagnostic(severity: $0.severity, file: path, line: $0.line, message: $0.message)
        }
        facts.directives = lexed.directives.map { directive in
            RawDirective(line: directive.line, text: String(decoding: UnsafeBufferPointer(
                rebasing: bytes[directive.start..<directive.end]), as: UTF8.self))
        }
        return facts
    }
}

/// Result slots written by exactly one worker each (by index), read after all workers finish.
private final class SharedSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<FileFacts?>
    init(slots: UnsafeMutableBufferPointer<FileFacts?>) { self.slots = slots }
}

/// Hands out file indices to workers.
private final class WorkCounter: @unchecked Sendable {
    private var next = 0
    private var lock = pthread_mutex_t()
    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func take(below limit: Int) -> Int? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}

/// The number of cores to use by default.
enum ProcessInfoCores {
    static var count: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
