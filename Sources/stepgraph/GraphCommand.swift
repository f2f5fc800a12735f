import ArgumentParser
import Foundation
import StepGraphCore
import StepGraphKit

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the navigation map (SVG, PNG, PDF through Graphviz; DOT, JSON, Mermaid without it).",
        discussion: """
        The map has a frame per flow, a node per handled step shaped by what the arm does, the app's \
        entry and deep links, and the lint findings drawn on it. With --split auto it is laid out whole \
        and kept when it reads in a 1600x1000 window (node text at least 9 px once the drawing is \
        fitted); otherwise it becomes an overview (FILE) plus one page per flow in a folder named \
        after FILE (map.svg: map/<Flow>.svg, replaced whole on each run; in HTML, one page with a tab \
        per flow). A device, a pipe or /dev/stdout as FILE keeps one drawing.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "Output file; its extension chooses the format unless --format is given ('-': standard output, text formats).")
    var output: String

    @Option(help: "svg, png, pdf, html (an interactive page), dot, json or mermaid.")
    var format: MapFormat?

    @Option(help: "Only this flow, its children and its parents.")
    var focus: String?

    @Option(help: "Only what lies on paths from the app's start to this step, flow or screen (exit 1 when none leads there, 4 when that can't be told).")
    var reaches: String?

    @Option(help: "LR (left to right) or TB (top to bottom). Default: LR, and a split map's flow page too wide for the window TB.")
    var rankdir: GraphvizStyle.Direction?

    @Option(help: "Make nodes links, e.g. 'https://github.com/org/repo/blob/main/{file}#L{line}'.")
    var linkTemplate: String?

    @Option(help: "Seconds one layout may take before it is stopped.")
    var renderTimeout: Double = 60

    @Option(help: "auto (split when the full map cannot be read in a 1600x1000 window), always or never: an overview plus one page per flow.")
    var split: MapSplit = .auto

    @Option(help: "With --split auto, past this many arms the map is split without laying it out whole first.")
    var splitThreshold: Int = 250

    @Option(help: "Configuration file (default: .stepgraph.yml in the first path, or in the current folder): files and rules for the findings drawn on the map.")
    var config: String?

    @Flag(help: "Do not draw lint findings.")
    var noLint = false

    @Flag(help: "Do not draw the key (the table of the shapes and line styles used).")
    var noLegend = false

    @OptionGroup var messages: RunMessages

    func validate() throws {
        guard renderTimeout > 0 else { throw ValidationError("--render-timeout must be positive.") }
        if resolvedFormat == nil { throw ValidationError("Cannot tell the format of '\(output)': use --format.") }
        if output == "-" && resolvedFormat?.isDrawing == true && split == .always {
            throw ValidationError("--split always writes several files: give an output file.")
        }
    }

    var resolvedFormat: MapFormat? { format ?? MapFormat(fileName: output) }

    func run() throws {
        try exiting {
            let (configuration, configurationFolder) = try ConfigurationFile.load(explicit: config, paths: input.paths)
            let analysis = try input.analyse(configuration: configuration, configurationFolder: configurationFolder,
                                             notes: !messages.quiet)
            let paths = ReportPaths.context(for: analysis)
            let graph = NavigationGraph(analysis)
            // `--reaches` gives `paths --to`'s answer: not reached draws nothing; can't tell draws
            // what may lead there, and says on what the answer depends.
            let answer = try reaches.map { try NavigationPaths.answer(in: graph, to: $0, as: .reaches, limit: 1) }
            if let answer, answer.verdict == .notReached {
                printError(String(answer.text(path: paths.relativePath).dropLast()))
                return .checkFailed
            }
            let lint = noLint ? nil : Linter.lint(analysis, graph: graph, configuration: configuration)
            let findings = lint?.findings ?? []
            messages.printAlways(configuration: configuration, analysis: analysis, notChecked: lint?.notChecked ?? [])
            let map = try MapBuilder.build(graph, findings: findings,
                                           options: MapOptions(focus: focus, reaches: reaches, displayPath: paths.relativePath))
            try MapBuilder.requireDrawing(map, of: analysis.model)
            let style = GraphvizStyle.Options(rankdir: rankdir ?? .leftToRight, linkTemplate: linkTemplate, displayPath: paths.relativePath, legend: !noLegend)
            let files = try MapFiles.render(map, findings: findings, options: MapFileOptions(
                output: output, format: resolvedFormat!, split: split, splitThreshold: splitThreshold, style: style,
                fitsPagesToWidth: rankdir == nil
            ), layout: { [renderTimeout] graph, format, what in
                try RenderProcess.render(graph, format: format, timeout: renderTimeout, what: what)
            }, noting: note, notingUndrawn: noteUndrawn)
            // Every file is rendered before any is written: a failure leaves no partial output.
            if files.path == "-" { FileHandleWriter.stdout(files.data) } else { try MapFiles.write(files) }
            guard let answer, answer.verdict == .cannotTell else { return .success }
            printError(String(answer.text(path: paths.relativePath).dropLast()))
            return .cannotTell
        }
    }

    /// A flow drawn without its arms.
    private func noteUndrawn(_ flow: UndrawnFlow) {
        guard !messages.quiet else { return }
        printError("note: \(flow.name) has \(flow.arms) arms (\(flow.elements) nodes and edges, more than \(flow.bound) a drawing holds): "
            + "drawn without its arms; the JSON map and `stepgraph dump` list them")
    }

    /// Why the map was split, in the options' terms.
    private func note(_ reason: MapSplitReason) {
        guard !messages.quiet else { return }
        switch reason {
        case .manyArms(let count, let threshold):
            printError("note: \(count) arms (more than --split-threshold \(threshold)): writing an overview and a page per flow")
        case .unreadable(let width, let height, let text):
            printError("note: the map (\(Int(width))x\(Int(height)) pt) fitted into a 1600x1000 window has "
                + "\(String(format: "%.1f", text)) px text: writing an overview and a page per flow (--split never keeps one drawing)")
        }
    }
}

extension GraphvizStyle.Direction: ExpressibleByArgument {}
extension MapFormat: ExpressibleByArgument {}
extension MapSplit: ExpressibleByArgument {}
