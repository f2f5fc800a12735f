import ArgumentParser
import Foundation
import StepGraphCore
import StepGraphKit

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "What a change does to the navigation: elements added, removed and changed, findings introduced and fixed.",
        discussion: """
        Two forms: `stepgraph diff [PATH] --base REV [--head REV]` compares git revisions (the head \
        defaults to the working tree; revisions are read in memory from git's object store, Swift files \
        only, and the working tree and the index are never touched), and `stepgraph diff OLD_DIR NEW_DIR` compares two folders. Both \
        sides are analysed and linted with the head's configuration. Exit status: 0, or 1 when the \
        change introduces error-severity findings (with --strict, any finding); 2 when the tool \
        could not do its job (not a git repository, unknown revision, a shallow clone without the base, a \
        Swift file whose blob git's object store lacks).
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Base git revision (a branch, tag or commit).")
    var base: String?

    @Option(help: "Head git revision (default: the working tree).")
    var head: String?

    @Option(help: "Configuration file (default: .stepgraph.yml in the path, or in the current folder).")
    var config: String?

    @Option(help: "Output format: markdown (a pull-request comment) and json give the whole comparison; the others report the findings the change introduced, as lint does.")
    var reporter = ReporterChoice(argument: "markdown")!

    @Option(name: .shortAndLong, help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Fail (exit 1) on any introduced finding, not only errors.")
    var strict = false

    @Option(help: "Also write a map of the flows the change touches and their neighbours (SVG, or DOT, HTML, Mermaid by the file's extension): added elements in green, removed ones dashed in red, changed ones in orange, the rest faded; split into an overview and a page per flow, as graph does, when too large to read.")
    var map: String?

    @Option(help: "Seconds the map's layout may take.")
    var renderTimeout: Double = 60

    @Option(help: "Make the markdown review's locations links, e.g. 'https://github.com/org/repo/blob/HEAD_SHA/{file}#L{line}'.")
    var linkTemplate: String?

    @Option(help: "The links of what the change removed or fixed, in the base (default: --link-template).")
    var baseLinkTemplate: String?

    @OptionGroup var messages: RunMessages

    func validate() throws {
        if base == nil {
            guard input.paths.count == 2 else { throw ValidationError("Give --base REV, or two folders OLD_DIR NEW_DIR.") }
            if head != nil { throw ValidationError("--head needs --base.") }
        } else if input.paths.count > 1 {
            throw ValidationError("With --base, give at most one path.")
        }
    }

    func run() throws {
        try exiting {
            let headPath = base == nil ? input.paths[1] : (input.paths.first ?? ".")
            let (configuration, folder) = try ConfigurationFile.load(explicit: config, paths: [headPath])
            let sides: (before: LintedSide, after: LintedSide)
            // One side's facts of every file the change left alone are the other's too: the side
            // that starts reading files second takes them (see `FileFactsMemo`).
            let memo = FileFactsMemo(frameworks: input.framework.frameworks)
            if let base {
                // Both revisions are resolved before anything is read: a bad one is the only message.
                let basePlace = try GitRevision.resolve(base, containing: headPath)
                let headPlace = try head.map { try GitRevision.resolve($0, containing: headPath) }
                // The base is read from git and analysed while the head is.
                let before = Concurrently { [input] in
                    try LintedSide(revision: basePlace, input: input, configuration: configuration, configurationFolder: folder,
                                   memo: memo)
                }
                let after = try headPlace.map {
                    try LintedSide(revision: $0, input: input, configuration: configuration, configurationFolder: folder, memo: memo)
                } ?? LintedSide(root: headPath, input: input, configuration: configuration, configurationFolder: folder, memo: memo)
                sides = (try before.value(), after)
            } else {
                // The configuration's globs name the same places in both folders.
                let oldFolder = FileSelection.counterpart(of: folder, in: headPath, at: input.paths[0])
                sides = (try LintedSide(root: input.paths[0], input: input, configuration: configuration, configurationFolder: oldFolder,
                                        memo: memo),
                         try LintedSide(root: input.paths[1], input: input, configuration: configuration, configurationFolder: folder,
                                        memo: memo))
            }
            memo.removeAll()
            let diff = NavigationDiff(base: sides.before.analysis.model, baseFindings: sides.before.result.findings,
                                      head: sides.after.analysis.model, headFindings: sides.after.result.findings,
                                      frontEnds: sides.after.analysis.frontEnds, baseNotChecked: sides.before.result.notChecked, headNotChecked: sides.after.result.notChecked)
            messages.printAlways(configuration: configuration, analysis: sides.after.analysis, notChecked: sides.after.result.notChecked)
            let paths = ReportPaths.context(for: sides.after.analysis, root: headPath)
            // The map is rendered before anything is written: a failed layout leaves no partial output.
            let mapFiles = try map.map { try changeMap(sides, output: $0, displayPath: paths.relativePath) }
            let introduced = sides.after.result.introduced(in: diff)
            var context = paths
            (context.headLinkTemplate, context.baseLinkTemplate) = (linkTemplate, baseLinkTemplate)
            // The markdown review draws what changed (a side with nothing to draw: no drawing).
            if reporter.reporter.identifier == "markdown", diff.changesNavigation {
                context.reviewDrawing = try? MapComparison.reviewDrawing(base: sides.before, head: sides.after)
            }
            let report = Data(try reporter.reporter.report(diff, introduced: introduced, context: context).utf8)
            if let mapFiles { try MapFiles.write(mapFiles) }
            if let output { try AtomicFile.write(report, to: output) } else { FileHandleWriter.stdout(report) }
            return (strict ? !diff.introduced.isEmpty : diff.introducedErrors > 0) ? .checkFailed : .success
        }
    }

    /// The flows the change touches, marked, laid out as `graph` lays out a map: one drawing, or an
    /// overview and a page per flow when one drawing cannot be read in a window (SVG, or the format
    /// the file's name says: DOT, HTML, Mermaid…).
    private func changeMap(_ sides: (before: LintedSide, after: LintedSide), output: String,
                           displayPath: @escaping @Sendable (String) -> String) throws -> MapFileSet {
        let marked = try MapComparison.changeMap(base: sides.before, head: sides.after)
        let style = GraphvizStyle.Options(linkTemplate: linkTemplate, displayPath: displayPath, legend: false)
        return try MapFiles.render(marked, findings: sides.after.result.findings,
                                   options: MapFileOptions(output: output, format: MapFormat(fileName: output) ?? .svg, style: style),
                                   layout: { [renderTimeout] graph, format, what in
            try RenderProcess.render(graph, format: format, timeout: renderTimeout, what: what)
        })
    }
}

