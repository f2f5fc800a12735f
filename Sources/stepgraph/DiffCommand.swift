import ArgumentParser
import Foundation
import StepGraphKit

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "What a change does to the navigation: elements added, removed and changed, findings introduced and fixed.",
        discussion: """
        Two forms: `stepgraph diff [PATH] --base REV [--head REV]` compares git revisions (the head \
        defaults to the working tree; the base is read with `git archive`, the working tree and the \
        index are never touched), and `stepgraph diff OLD_DIR NEW_DIR` compares two folders. Both \
        sides are analysed and linted with the head's configuration. Exit status: 0, or 1 when the \
        change introduces error-severity findings (with --strict, any finding); 2 when the tool \
        could not do its job (not a git repository, unknown revision, a shallow clone without the base).
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Base git revision (a branch, tag or commit).")
    var base: String?

    @Option(help: "Head git revision (default: the working tree).")
    var head: String?

    @Option(help: "Configuration file (default: .stepgraph.yml in the path, or in the current folder).")
    var config: String?

    @Option(help: "Output format: markdown (a pull-request comment) or json.")
    var reporter: DiffFormat = .markdown

    @Option(name: .shortAndLong, help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Fail (exit 1) on any introduced finding, not only errors.")
    var strict = false

    func validate() throws {
        if base == nil {
            guard input.paths.count == 2 else { throw ValidationError("Give --base REV, or two folders OLD_DIR NEW_DIR.") }
            if head != nil { throw ValidationError("--head needs --base.") }
        } else if input.paths.count > 1 {
            throw ValidationError("With --base, give at most one path.")
        }
    }

    func run() throws {
        var failed = false
        try failingWithStatus2 {
            let headPath = base == nil ? input.paths[1] : (input.paths.first ?? ".")
            let (configuration, _) = try ConfigurationFile.load(explicit: config, paths: [headPath])
            let diff: NavigationDiff
            if let base {
                let before = try GitRevision.export(base, containing: headPath)
                defer { before.remove() }
                let after = try head.map { try GitRevision.export($0, containing: headPath) }
                defer { after?.remove() }
                diff = try DiffCommand.compare(base: before.root, head: after?.root ?? headPath, input: input, configuration: configuration)
            } else {
                diff = try DiffCommand.compare(base: input.paths[0], head: input.paths[1], input: input, configuration: configuration)
            }
            let report: Data
            switch reporter {
            case .markdown: report = Data(DiffMarkdownReporter.render(diff).utf8)
            case .json: report = try StableJSON.encode(diff, pretty: true) + Data("\n".utf8)
            }
            if let output { try AtomicFile.write(report, to: output) } else { FileHandleWriter.stdout(report) }
            failed = strict ? !diff.introduced.isEmpty : diff.introducedErrors > 0
        }
        if failed { throw ExitCode(1) }
    }

    /// Analyses and lints both folders the same way and compares them.
    static func compare(base: String, head: String, input: InputOptions, configuration: LintConfiguration) throws -> NavigationDiff {
        let before = try LintedSide(root: base, input: input, configuration: configuration)
        let after = try LintedSide(root: head, input: input, configuration: configuration)
        return NavigationDiff(base: before.analysis.model, baseFindings: before.result.findings,
                              head: after.analysis.model, headFindings: after.result.findings)
    }
}

/// `stepgraph diff --reporter`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case markdown, json
}

/// One side of a comparison: a folder analysed and linted with the given options.
struct LintedSide {
    let analysis: Analysis
    let result: LintResult

    init(root: String, input: InputOptions, configuration: LintConfiguration) throws {
        var options = input
        options.paths = [root]
        analysis = try options.analyse(extraExcludes: configuration.excluded, includes: configuration.included)
        result = Linter.lint(analysis, configuration: configuration)
    }
}
