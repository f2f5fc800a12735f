import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The result of analysing a code base: the model and the raw comment directives (for suppressions).
public struct Analysis: Sendable {
    /// The navigation model of the code read.
    public var model: NavigationModel
    /// `// stepgraph:` comments by display path.
    package var directives: [String: [RawDirective]]
    /// The files read from disk, sorted by display path (stably: of two with one display path, the
    /// later given is the one `givenPath(of:)` answers).
    package var givenFiles: [SourceFileRef] = []
    /// One-line notes for standard error (a folder read as a vendored copy of a framework).
    package var notes: [String] = []
    /// The front ends the analysis ran with: the graph, the rules, the map and the diff of its model read them.
    public var frontEnds: FrontEndRegistry
    /// The frameworks whose front ends read the code, in registry order.
    package var frameworks: [Framework] = Framework.allCases
    /// Folders below a path argument that could not be listed (`SourceDiscovery`): their files are not checked.
    package var unreadableFolders: [UnreadableFolder] = []
    /// What reading the build left unchecked: files in no target, project files that could not be read.
    package var buildNotes: [NotChecked] = []
}

extension Analysis {
    /// The path a display path was read at, as reached from the working directory (argument and
    /// relative path); nil for a file not read from disk.
    package func givenPath(of display: String) -> String? {
        // The last file whose display path is not after `display`.
        var (low, high) = (0, givenFiles.count)
        while low < high {
            let middle = (low + high) / 2
            if display < givenFiles[middle].displayPath { high = middle } else { low = middle + 1 }
        }
        return low > 0 && givenFiles[low - 1].displayPath == display ? givenFiles[low - 1].absolutePath : nil
    }
}

/// Reads, tokenizes, scans and extracts every file in parallel (each worker reuses its read and
/// token buffers from file to file; only the facts are kept), then links the per-file facts in one pass.
public struct Analyzer: Sendable {
    /// The front ends it runs.
    package let frontEnds: FrontEndRegistry

    /// An analyzer running the front ends of `frontEnds`.
    public init(frontEnds: FrontEndRegistry) {
        self.frontEnds = frontEnds
    }

    /// Files larger than this are skipped with a diagnostic.
    package static let maxFileSize = 256 << 20
    /// How many times a front end may ask for more files (each look can name new types).
    package static let maxFollowUpRounds = 4
    /// A NUL byte within this prefix marks a file as binary.
    package static let binaryProbeLength = 8192

    /// Analyses `files` with the front ends in `frameworks` (nil: every front end).
    ///
    /// `projects`: the Xcode projects `SourceDiscovery` met (each target a module; files no target
    /// compiles are left out). `includeTests`: lint test targets' sources too (`BuildTargets`).
    public func analyze(_ files: [SourceFileRef], projects: ProjectFolders = ProjectFolders(), jobs: Int? = nil,
                               frameworks: Set<Framework>? = nil, includeTests: Bool = false) -> Analysis {
        analyze(files, projects: projects, jobs: jobs, frameworks: frameworks, includeTests: includeTests, memo: nil)
    }

    /// As above, sharing facts with another analysis of the same code base through `memo` (`diff`'s two sides).
    ///
    /// `leavingFactsToProcessExit`: for a caller that exits once its output is out (the command-line
    /// tool): the per-file facts, the type index and the file list are then left to the end of the
    /// process instead of being freed piece by piece (hundreds of thousands of objects on a large
    /// code base).
    package func analyze(_ files: [SourceFileRef], projects: ProjectFolders = ProjectFolders(), jobs: Int? = nil,
                                frameworks: Set<Framework>? = nil, includeTests: Bool = false, leavingFactsToProcessExit: Bool = false,
                                memo: FileFactsMemo?) -> Analysis {
        var analysis = analyze(paths: files.map(\.displayPath), jobs: jobs, frameworks: frameworks, projects: projects,
                               includeTests: includeTests,
                               leavingFactsToProcessExit: leavingFactsToProcessExit, memo: memo) { worker, index, only in
            worker.process(files[index], only: only)
        }
        // The caller's list, not a copy, when it is sorted (as `SourceDiscovery` lists files).
        let sorted = zip(files, files.dropFirst()).allSatisfy { $0.displayPath <= $1.displayPath }
        analysis.givenFiles = sorted ? files : files.sorted { $0.displayPath < $1.displayPath }
        if leavingFactsToProcessExit { Analyzer.keepUntilExit(files) }
        return analysis
    }

    /// Never frees `value` (see `leavingFactsToProcessExit`).
    private static func keepUntilExit(_ value: Any) {
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    /// Analyses in-memory sources (tests, tools): `(displayPath, text)` pairs. A source named as a
    /// lock file (`Podfile.lock`, `Package.resolved`, `Cartfile.resolved`) is read as one: the
    /// versions it resolves go to the model's `libraryVersions`; one named as an Xcode project file
    /// (`Shop/Shop.xcodeproj/project.pbxproj`) is read as that project.
    public func analyze(sources: [(path: String, text: String)], projects: ProjectFolders = ProjectFolders(),
                               frameworks: Set<Framework>? = nil, includeTests: Bool = false) -> Analysis {
        let isLockFile = { (path: String) in LibraryVersions.lockFileNames.contains(String(path.split(separator: "/").last ?? "")) }
        let projectFile = "/project.pbxproj"
        var projects = projects
        for source in sources where source.path.hasSuffix(".xcodeproj" + projectFile) {
            projects.note(path: source.path)
            projects.read(bundle: String(source.path.dropLast(projectFile.count)), contents: Data(source.text.utf8))
        }
        let swift = sources.filter { !isLockFile($0.path) && !$0.path.hasSuffix(".xcodeproj" + projectFile) }
        var analysis = analyze(buffers: swift.map { (path: $0.path, bytes: Array($0.text.utf8)) },
                               projects: projects, frameworks: frameworks, includeTests: includeTests)
        let versions = sources.filter { isLockFile($0.path) }.flatMap { source in
            LibraryVersions.read(source.text, name: String(source.path.split(separator: "/").last!), source: source.path)
        }
        analysis.model.addLibraryVersions(versions)
        return analysis
    }

    /// Analyses in-memory file contents given as bytes (any bytes: the fuzzer's entry point).
    public func analyze(buffers: [(path: String, bytes: [UInt8])], projects: ProjectFolders = ProjectFolders(),
                               frameworks: Set<Framework>? = nil, includeTests: Bool = false) -> Analysis {
        let sorted = buffers.sorted { $0.path < $1.path }
        return analyze(paths: sorted.map(\.path), jobs: 1, frameworks: frameworks, projects: projects,
                       includeTests: includeTests) { worker, index, only in
            sorted[index].bytes.withUnsafeBufferPointer { worker.extract(bytes: $0, path: sorted[index].path, only: only) }
        }
    }

    /// Reads the package manifests among `paths` and decides with the projects which files are the
    /// app's code (`BuildTargets`); reads those (`read(worker, index, nil)`, `index` in `paths`), then
    /// gives each front end follow-up looks (up to `maxFollowUpRounds`) at the files it did not claim
    /// but that mention names its facts so far made part of the navigation (`read(worker, index,
    /// frontEnd)`), then links.
    package func analyze(paths: [String], jobs: Int?, frameworks: Set<Framework>?, projects: ProjectFolders,
                 includeTests: Bool = false, leavingFactsToProcessExit: Bool = false, memo: FileFactsMemo? = nil,
                 read: @escaping (inout Worker, Int, (any NavigationFrontEnd)?) -> FileFacts) -> Analysis {
        let registry = self.frontEnds
        let frontEnds = registry.selected(frameworks)
        FreePages.keepUntilReleased()
        // A memo made for other front ends holds facts this analysis would not make.
        let memo = memo?.frameworks == frameworks ? memo : nil
        let selection = BuildSelection.select(paths, projects: projects, includeTests: includeTests, jobs: jobs,
                                              registry: registry, frontEnds: frontEnds, read: read)
        let (build, kept, buildNotes) = (selection.build, selection.kept, selection.notes)
        let fillsMemo = memo?.beginFilesPass() ?? false
        // The manifests were read to decide the build: their facts take their places unread.
        let unread = selection.manifestFacts.isEmpty ? kept : kept.filter { selection.manifestFacts[$0] == nil }
        var facts = Analyzer.inParallel(unread, jobs: jobs, registry: registry, frontEnds: frontEnds, memo: memo, fillsMemo: fillsMemo) { worker, index in
            read(&worker, index, nil)
        }
        if unread.count < kept.count {
            var fresh = facts.makeIterator()
            facts = kept.map { selection.manifestFacts[$0] ?? fresh.next()! }
        }
        if fillsMemo { memo?.endFilling() }
        FreePages.release()
        let (vendored, constructed, index) = StageTimings.measure(.index) {
            let vendored = Analyzer.setAsideLibrarySources(&facts, frontEnds: frontEnds)
            let threads = jobs ?? ProcessInfoCores.count
            // Linking reads only the union of the files' constructed names (each file's set is
            // freed with its types as the index grows); it is made while the module table is.
            let (constructed, modules) = ConcurrentMap.both(threads: threads, {
                facts.withUnsafeBufferPointer { files in
                    files.reduce(into: Set<UInt64>()) { union, file in union.formUnion(file.constructed) }
                }
            }, { ModuleTable(files: facts, projects: projects, build: build) })
            return (vendored, constructed, TypeIndex(files: &facts, libraryModules: registry.libraryModules, modules: modules,
                                                     threads: threads))
        }
        for frontEnd in frontEnds {
            var asked: Set<String> = []
            for _ in 0..<Analyzer.maxFollowUpRounds {
                let names = frontEnd.followUpNames(index, files: facts).subtracting(asked)
                asked.formUnion(names)
                let probes = names.sorted().map(IdentifierBloom.Probe.init)
                guard !probes.isEmpty else { break }
                let wanted = facts.indices.filter { file in
                    !facts[file].claimedBy.contains(frontEnd.framework) && probes.contains(where: facts[file].identifiers.mayContain)
                }
                guard !wanted.isEmpty else { break }
                let more = Analyzer.inParallel(wanted.map { kept[$0] }, jobs: jobs, registry: registry, frontEnds: frontEnds, memo: memo, fillsMemo: fillsMemo) { worker, index in
                    read(&worker, index, frontEnd)
                }
                for (file, extra) in zip(wanted, more) {
                    facts[file].frontEndFacts += extra.frontEndFacts
                    facts[file].claimedBy.formUnion(extra.claimedBy)
                }
            }
        }
        var analysis = Analyzer.link(facts, index: index, constructed: constructed, registry: registry, frontEnds: frontEnds,
                            vendored: vendored.reduce(into: [:]) { copies, copy in
                                copies[copy.framework, default: []].formUnion(copy.files.map(index.modules.module(ofFileAt:)))
                            })
        analysis.notes = vendored.map(\.note)
        analysis.model.addLibraryVersions(vendored.compactMap { copy in
            copy.version.map { ResolvedLibrary(library: copy.module, version: $0, source: "vendored copy in \(copy.folder.isEmpty ? "." : copy.folder)") }
        })
        analysis.buildNotes = buildNotes
        analysis.frameworks = frontEnds.map(\.framework)
        if leavingFactsToProcessExit { Analyzer.keepUntilExit((facts, index)) }
        return analysis
    }

    /// A vendored copy of a framework (its sources committed outside `Pods/`) is the library, not
    /// app code: its files keep only their diagnostics and comments. Returns the copies found.
    private static func setAsideLibrarySources(_ facts: inout [FileFacts], frontEnds: [any NavigationFrontEnd]) -> [VendoredCopy] {
        let copies = VendoredLibraries.find(in: facts, signatures: frontEnds.map { ($0.framework, $0.librarySignature) })
        for copy in copies {
            for index in copy.files {
                facts[index].types = []
                facts[index].constructed = []
                facts[index].frontEndFacts = []
                facts[index].claimedBy = []
                facts[index].identifiers = IdentifierBloom()
            }
        }
        return copies
    }

    /// `body` over `items` on up to `jobs` threads, each with its own reusable worker; results in order.
    package static func inParallel(_ items: [Int], jobs: Int?, registry: FrontEndRegistry, frontEnds: [any NavigationFrontEnd], memo: FileFactsMemo?,
                                   fillsMemo: Bool, _ body: @escaping (inout Worker, Int) -> FileFacts) -> [FileFacts] {
        guard !items.isEmpty else { return [] }
        let workers = max(1, min(jobs ?? ProcessInfoCores.count, items.count))
        let slots = UnsafeMutableBufferPointer<FileFacts?>.allocate(capacity: items.count)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }  // its facts are moved out (below)
        let shared = SharedSlots(slots: slots)
        let next = WorkCounter()
        let work = WorkItems(items: items, body: body)
        StageTimings.measure(.files) {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var worker = Worker(registry: registry, frontEnds: frontEnds)
                // Room for six long strings a file at first (a guess; the pool grows past it).
                worker.strings = StringPool(expected: min(work.items.count / workers * 6, 1 << 18))
                (worker.memo, worker.fillsMemo) = (memo, fillsMemo)
                defer { worker.deallocate() }
                while let slot = next.take(below: work.items.count) {
                    shared.slots[slot] = work.body(&worker, work.items[slot])
                    worker.releaseLargeBuffers()
                }
                StageTimings.add(worker.clock)
            }
        }
        // Moved out, not copied: a copy would retain every field of every file's facts, and the
        // slots' deinitialization release them all again.
        return (0..<items.count).map { (slots.baseAddress! + $0).move()! }
    }

    /// Lets each front end link its facts into the model, through the index of every file's types.
    private static func link(_ facts: [FileFacts], index: TypeIndex, constructed: Set<UInt64>, registry: FrontEndRegistry,
                             frontEnds: [any NavigationFrontEnd],
                             vendored: [Framework: Set<String>]) -> Analysis {
        var directives: [String: [RawDirective]] = [:]
        var diagnostics: [Diagnostic] = []
        // Each file read in place (copying a `FileFacts` retains every field).
        facts.withUnsafeBufferPointer { facts in
            for file in facts.indices {
                if !facts[file].directives.isEmpty { directives[facts[file].path] = facts[file].directives }
                diagnostics += facts[file].diagnostics
            }
        }
        let context = LinkContext(files: facts, index: index, constructed: constructed, vendored: vendored)
        var model = NavigationModel()
        model.fileCount = facts.count
        for frontEnd in frontEnds { StageTimings.measure(.link(frontEnd.framework)) { frontEnd.link(context, into: &model) } }
        // Each start is labelled with the application target(s) that compile it (an app and its demo apps).
        for start in model.coordinations.indices where model.coordinations[start].kind == .root {
            model.coordinations[start].target = index.modules.applicationTarget(ofFile: model.coordinations[start].file)
        }
        for start in model.transitions.indices where model.transitions[start].from == Transition.entry {
            // `Type@file:line`: the code that runs the flow when the app starts.
            let targets = Set(model.transitions[start].startedIn.compactMap { site -> String? in
                guard let at = site.firstIndex(of: "@"), let colon = site.lastIndex(of: ":") else { return nil }
                return index.modules.applicationTarget(ofFile: String(site[site.index(after: at)..<colon]))
            })
            model.transitions[start].target = targets.isEmpty ? nil : targets.sorted().joined(separator: ", ")
        }
        model.ambiguities += DuplicateDeclarations.ambiguities(in: model, index: index)
        model.ambiguities.sort { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
        model.diagnostics = diagnostics.sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
        return Analysis(model: model, directives: directives, frontEnds: registry)
    }
}

/// What `leavingFactsToProcessExit` keeps: retained once, never released.
private final class KeptUntilExit {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// The work `inParallel` shares read-only between its threads.
private final class WorkItems: @unchecked Sendable {
    let items: [Int]
    let body: (inout Worker, Int) -> FileFacts
    init(items: [Int], body: @escaping (inout Worker, Int) -> FileFacts) {
        self.items = items
        self.body = body
    }
}

/// Per-thread reusable buffers.
package struct Worker {
    /// The registry whose word table and library names every file is read with.
    package let registry: FrontEndRegistry
    /// The front ends asked to claim each file (the registry's, or a selection of them).
    package let frontEnds: [any NavigationFrontEnd]
    package var reader = FileReader()
    /// The tokens of the file being read (reused for the next one).
    package var tokenBuffers = TokenBuffers()
    package var outline = SyntaxOutline()
    /// The local declarations of the file being read, indexed when first asked about.
    package let locals = LocalDeclarations()
    package var clock = StageTimings.Clock()
    /// Where the texts of the worker's files are made (their type facts are held until linking ends);
    /// set for each pass over the files (`inParallel`).
    package var strings: StringPool?
    /// Facts another analysis of the same code base read, and where this one leaves its own for it.
    package var memo: FileFactsMemo?
    /// Whether this analysis fills `memo` (else it only takes from it).
    package var fillsMemo = false

    /// A read buffer grown past this size (for a generated file of megabytes) is not kept for the
    /// next file: held until the pass ends, it would add to the peak memory while the facts pile up.
    package static let keptReadCapacity = 1 << 20

    /// Token buffers with room for more tokens than this (2 MB of buffers, 32 bytes a token: a file
    /// of more than about 256 KB) are not kept for the next file either.
    package static let keptTokenCapacity = 1 << 16

    /// Frees the read and token buffers after an outsized file.
    package mutating func releaseLargeBuffers() {
        reader.shrink(above: Worker.keptReadCapacity)
        tokenBuffers.shrink(above: Worker.keptTokenCapacity)
    }

    /// Frees the worker's buffers; it must not be used afterwards.
    package mutating func deallocate() {
        reader.deallocate()
        tokenBuffers.deallocate()
    }

    /// Reads and analyses a file; with `only`, just that front end's facts (a second look).
    package mutating func process(_ file: SourceFileRef, only: (any NavigationFrontEnd)? = nil) -> FileFacts {
        clock.restart()
        let read = file.withSystemPath { reader.read($0, limit: Analyzer.maxFileSize) }
        clock.lap(.read)
        return process(read, path: file.displayPath, only: only)
    }

    /// Analyses a file's bytes, or reports why it could not be read (from disk or from memory).
    package mutating func process(_ read: FileReader.Outcome, path: String, only: (any NavigationFrontEnd)?) -> FileFacts {
        switch read {
        case .failure(let message):
            var facts = FileFacts(path: path)
            // A warning, as every problem in a file is: none changes the exit status.
            if only == nil { facts.diagnostics.append(Diagnostic(severity: .warning, file: path, line: 0, message: message)) }
            return facts
        case .success(let bytes):
            guard let memo else { return extract(bytes: bytes, path: path, only: only) }
            // The side that fills the memo only keeps (nothing is there for it to take); the other only takes.
            let key = FileFactsMemo.Key(path: path, secondLookBy: only?.framework)
            if !fillsMemo, let facts = memo.take(key, matching: bytes) { return facts }
            let facts = extract(bytes: bytes, path: path, only: only)
            if fillsMemo { memo.keep(facts, of: bytes, as: key) }
            return facts
        }
    }

    package mutating func extract(bytes: UnsafeBufferPointer<UInt8>, path: String, only: (any NavigationFrontEnd)? = nil) -> FileFacts {
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
        let (lexed, tokenCount) = Tokenizer.tokenize(bytes, vocabulary: registry.vocabulary, into: &tokenBuffers)
        if let count = lexed.tooManyTokens {
            var facts = FileFacts(path: path)
            if only == nil {
                facts.diagnostics.append(Diagnostic(severity: .warning, file: path, line: 0, message:
                    "file has \(count) tokens, over the limit of \(Tokenizer.maxTokens) a file (real Swift reaches it at about 140 MB): "
                    + "skipped, its navigation is not read"))
            }
            return facts
        }
        clock.lap(.tokenize)
        locals.reset()
        let view = SourceView(bytes: bytes, tokens: tokenBuffers, count: tokenCount, strings: strings, locals: locals)
        let claimants = only.map { [$0] } ?? frontEnds.filter { $0.claims(view, words: lexed.vocabulary) }
        DeclarationScanner.scan(view, vocabulary: lexed.vocabulary, detail: claimants.isEmpty ? .declarations : .full,
                                into: &outline)
        let file = ParsedFile(path: path, src: view, outline: outline)
        if let only {
            // A second look: the types are known already; only this front end's facts are new.
            var facts = FileFacts(path: path)
            clock.lap(.scan)
            facts.frontEndFacts = [only.extract(file)]
            facts.claimedBy = [only.framework]
            clock.lap(.extract(only.framework))
            return facts
        }
        let types = TypeFactExtractor(file: file)
        var facts = FileFacts(path: path, types: types.typeFacts(), constructed: types.constructedNames())
        facts.typealiases = types.topLevelTypealiases()
        facts.identifiers = lexed.identifiers
        facts.libraryDeclarations = LibrarySignature.declaredNames(in: file, among: registry.librarySignatureNames,
                                                                   hashes: registry.librarySignatureHashes,
                                                                   members: registry.librarySignatureMembers)
        facts.imports = ModuleTable.imports(in: file)
        facts.manifest = ModuleManifest.kind(ofFile: path).map { ModuleManifest.read(file, kind: $0) }
        clock.lap(.scan)
        for frontEnd in claimants {
            facts.frontEndFacts.append(frontEnd.extract(file))
            facts.claimedBy.insert(frontEnd.framework)
            clock.lap(.extract(frontEnd.framework))
        }
        facts.diagnostics = diagnostics + lexed.diagnostics.map {
            Diagnostic(severity: .warning, file: path, line: $0.line, message: $0.message)
        }
        facts.directives = lexed.directives.map { directive in
            RawDirective(line: directive.line, text: String(decoding: UnsafeBufferPointer(
                rebasing: bytes[directive.start..<directive.end]), as: UTF8.self))
        }
        clock.lap(.tokenize)
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
    private let lock = Lock()

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard next < limit else { return nil }
            next += 1
            return next - 1
        }
    }
}

/// The number of cores to use by default.
package enum ProcessInfoCores {
    package static var count: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
