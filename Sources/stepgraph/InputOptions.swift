import Foundation
import ArgumentParser
import StepGraphCore
import StepGraphKit

/// Paths and file selection shared by every subcommand that reads Swift.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files or folders to analyse (default: the current folder).")
    var paths: [String] = []

    @Option(name: .customLong("exclude"), help: "Glob of paths to skip (repeatable), relative to each path argument.")
    var excludes: [String] = []

    // `.unconditional`: `--jobs -1` reaches `validate()` as a value, not as an unknown option.
    @Option(name: .customLong("jobs"), parsing: .unconditional, help: "Worker threads (default: one per core). Output does not depend on it.")
    var jobs: Int?

    @Option(help: ArgumentHelp("Which framework's navigation to read: " + Framework.allCases.map(\.rawValue).joined(separator: ", ")
                               + " or auto (every framework whose files are present)."))
    var framework: FrameworkChoice = .auto

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
    }

    /// The files to read: `--exclude` relative to each path argument, the configuration's
    /// `excluded:` and `included:` relative to `configurationFolder` (where it was found). Throws for
    /// an `--exclude` that is not a glob.
    func selection(_ configuration: LintConfiguration, configurationFolder: String) throws -> FileSelection {
        let excludeGlobs = try excludes.map { pattern in
            do throws(Glob.Problem) { return try Glob(pattern) } catch { throw StepGraphError.invalidGlob(pattern: pattern, problem: error) }
        }
        return FileSelection(excludes: excludeGlobs, excluded: configuration.excluded, included: configuration.included,
                             configurationFolder: FileSelection.resolvedFolder(configurationFolder))
    }

    /// `notes`: print the analysis's notes (a vendored framework's folder) on standard error; the
    /// folders that could not be listed are printed whatever it says.
    /// `memo`: facts shared with the analysis of the other side of a change (`diff`, `lint --new-since`).
    func analyse(configuration: LintConfiguration = LintConfiguration(), configurationFolder: String = "",
                 notes: Bool = true, memo: FileFactsMemo? = nil) throws -> Analysis {
        let roots = paths.isEmpty ? ["."] : paths
        let found = try StageTimings.measure(.discover) {
            try SourceDiscovery.sources(in: roots, selection: selection(configuration, configurationFolder: configurationFolder),
                                        threads: jobs)
        }
        for folder in found.unreadableFolders { printError(folder.note) }
        if found.files.isEmpty { printError("warning: no Swift files found in \(roots.joined(separator: ", "))") }
        // Every command exits once its output is out: what the analysis read is left to the process's end.
        var analysis = Analyzer.standard.analyze(found.files, projects: found.projects, jobs: jobs, frameworks: framework.frameworks,
                                        includeTests: configuration.includeTests, leavingFactsToProcessExit: true, memo: memo)
        analysis.model.addLibraryVersions(LockFiles.versions(of: roots))
        analysis.unreadableFolders = found.unreadableFolders
        // A project's bundle is relative to its path argument: shown from the working directory, as files are.
        if roots.count == 1, let root = roots.first, root != "." {
            for index in analysis.buildNotes.indices { analysis.buildNotes[index].file = analysis.buildNotes[index].file.map { root + "/" + $0 } }
        }
        if notes { for note in analysis.notes { printError(note) } }
        return analysis
    }

    /// The same selection and analysis for a git revision (resolved by `GitRevision.resolve`), read
    /// from git's object store in memory (the revision's place names the same place inside it as
    /// the path it was resolved for, and so does `configurationFolder`).
    func analyse(revision place: RevisionPlace, configuration: LintConfiguration,
                 configurationFolder: String, memo: FileFactsMemo? = nil) throws -> Analysis {
        let sources = try GitRevision.sources(place, selection: selection(configuration, configurationFolder: configurationFolder))
        if sources.count == 0 { printError("warning: no Swift files found in \(place.path) at \(place.revision)") }
        var analysis = Analyzer.standard.analyze(sources, jobs: jobs, frameworks: framework.frameworks, includeTests: configuration.includeTests,
                                        leavingFactsToProcessExit: true, memo: memo)
        analysis.model.addLibraryVersions(LockFiles.versions(in: sources.lockFiles, at: place.revision))
        return analysis
    }
}

/// `--framework`: one front end (a `Framework` raw value), or every front end (`auto`).
struct FrameworkChoice: ExpressibleByArgument {
    /// nil: every front end.
    var frameworks: Set<Framework>?

    static let auto = FrameworkChoice(frameworks: nil)

    private init(frameworks: Set<Framework>?) { self.frameworks = frameworks }

    init?(argument: String) {
        if argument == "auto" { self = .auto; return }
        guard let framework = Framework(rawValue: argument) else { return nil }
        frameworks = [framework]
    }

    static var allValueStrings: [String] { ["auto"] + Framework.allCases.map(\.rawValue) }

    var defaultValueDescription: String { frameworks.map { $0.map(\.rawValue).sorted().joined(separator: ",") } ?? "auto" }
}
