import ArgumentParser
import Foundation
import StepGraphCore
import StepGraphKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint the navigation: dead, unhandled and misrouted steps, flows that never end, and more.",
        discussion: """
        Exit status: 0 when there are no error-severity findings (or --write-baseline wrote them), 1 when \
        there are (with --strict, warnings count too), 2 when the tool could not do its job (bad path, bad configuration, \
        unwritable output).
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Configuration file (default: .stepgraph.yml in the first path, or in the current folder).")
    var config: String?

    @Option(help: "Output format (default: the configuration's reporter, else xcode).")
    var reporter: ReporterChoice?

    @Option(name: .shortAndLong, help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Downgrade errors to warnings (exit status 0 unless the tool fails).")
    var lenient = false

    @Option(help: "Hide the findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Write every current finding to this baseline file (the run then exits 0 unless the tool fails).")
    var writeBaseline: String?

    @Option(help: "Report only findings this change introduced since this git revision (its findings are the baseline).")
    var newSince: String?

    @OptionGroup var messages: RunMessages

    func validate() throws {
        if strict && lenient { throw ValidationError("--strict and --lenient cannot be combined.") }
        if newSince != nil && baseline != nil { throw ValidationError("--new-since and --baseline cannot be combined.") }
    }

    func run() throws {
        try exiting {
            let (configuration, configurationFolder) = try ConfigurationFile.load(explicit: config, paths: input.paths)
            let chosen = try ReporterChoice.chosen(reporter, configured: configuration.reporter, fallback: "xcode")
            // With --new-since, the base revision's files the change left alone are not read again.
            let memo = newSince == nil ? nil : FileFactsMemo(frameworks: input.framework.frameworks)
            // The revision is resolved before anything is read: a bad one is the only message.
            let basePlace = try newSince.map { try GitRevision.resolve($0, containing: input.paths.first ?? ".") }
            let analysis = try input.analyse(configuration: configuration, configurationFolder: configurationFolder, notes: !messages.quiet,
                                             memo: memo)
            // A baseline named in the configuration is relative to the configuration's folder.
            let baselinePath = baseline ?? configuration.baseline.map { path in
                path.hasPrefix("/") || configurationFolder.isEmpty ? path : configurationFolder + "/" + path
            }
            var known = try baselinePath.map(Baseline.load)
            if let basePlace {
                // The base revision's own findings, linted the same way, are the baseline.
                let before = try LintedSide(revision: basePlace, input: input, configuration: configuration,
                                            configurationFolder: configurationFolder, memo: memo)
                known = Baseline(findings: before.result.findings)
                memo?.removeAll()
            }
            let policy: SeverityPolicy = strict ? .strict : lenient ? .lenient : .asConfigured
            let result = StageTimings.measure(.rules) { Linter.lint(analysis, configuration: configuration, baseline: known, policy: policy) }
            if let writeBaseline {
                try AtomicFile.write(try Baseline(findings: result.findingsBeforeBaseline).encoded(), to: writeBaseline)
            }
            let report = try StageTimings.measure(.report) { try chosen.report(result, context: ReportPaths.context(for: analysis)) }
            if let output { try AtomicFile.write(Data(report.utf8), to: output) } else { FileHandleWriter.stdout(Data(report.utf8)) }
            messages.printAlways(configuration: configuration, analysis: analysis, notChecked: result.notChecked)
            messages.printSummary(summary(result, baselinePath: baselinePath))
            if StageTimings.isEnabled { printError(StageTimings.table()) }
            // Writing a baseline is adoption: the errors it records are what it is for, not a failed check.
            return result.errorCount > 0 && writeBaseline == nil ? .checkFailed : .success
        }
    }

    private func summary(_ result: LintResult, baselinePath: String?) -> String {
        var line = "Done linting! Found \(result.findings.count) finding(s), \(result.errorCount) serious, in \(result.fileCount) files."
        if result.hiddenByBaseline > 0 {
            let source = newSince.map { "present at \($0)" } ?? "hidden by the baseline \(baselinePath ?? "")"
            line += " \(result.hiddenByBaseline) known finding(s) \(source)."
        }
        if result.suppressed > 0 { line += " \(result.suppressed) suppressed by comments." }
        return line + RunMessages.notCheckedCount(result.notChecked)
    }
}
