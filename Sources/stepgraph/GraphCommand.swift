import ArgumentParser
import Foundation
import StepGraphKit

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the navigation map (SVG, PNG, PDF through Graphviz; DOT, JSON, Mermaid without it).",
        discussion: """
        The map has a frame per flow, a node per handled step shaped by what the arm does, the app's \
        entry and deep links, and the lint findings drawn on it. With --split auto it is laid out whole \
        and kept when it reads in a 1600x1000 window (node text at least 9 px once the drawing is \
        fitted); otherwise it becomes an overview (FILE) plus one page per flow (FILE's name + \
        .<Flow> + extension; in HTML, one page with a tab per flow).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case svg, png, pdf, html, dot, json, mermaid }
    enum Split: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "Output file; its extension chooses the format unless --format is given ('-': standard output, text formats).")
    var output: String

    @Option(help: "svg, png, pdf, html (an interactive page), dot, json or mermaid.")
    var format: Format?

    @Option(help: "Only this flow, its children and its parents.")
    var focus: String?

    @Option(help: "Only what lies on paths from the app's start to this step, flow or screen.")
    var reaches: String?

    @Option(help: "LR (left to right) or TB (top to bottom).")
    var rankdir: GraphvizStyle.Direction = .leftToRight

    @Option(help: "Make nodes links, e.g. 'https://github.com/org/repo/blob/main/{file}#L{line}'.")
    var linkTemplate: String?

    @Option(help: "Seconds one layout may take before it is stopped.")
    var renderTimeout: Double = 60

    @Option(help: "auto (split when the full map cannot be read in a 1600x1000 window), always or never: an overview plus one page per flow.")
    var split: Split = .auto

    @Option(help: "With --split auto, past this many arms the map is split without laying it out whole first.")
    var splitThreshold: Int = 250

    @Option(help: "Configuration file (default: .stepgraph.yml in the first path, or in the current folder): files and rules for the findings drawn on the map.")
    var config: String?

    @Flag(help: "Do not draw lint findings.")
    var noLint = false

    @Flag(help: "Do not draw the key (the table of the shapes and line styles used).")
    var noLegend = false

    func validate() throws {
        guard renderTimeout > 0 else { throw ValidationError("--render-timeout must be positive.") }
        if resolvedFormat == nil { throw ValidationError("Cannot tell the format of '\(output)': use --format.") }
        if output == "-" && [.svg, .png, .pdf].contains(resolvedFormat) && split == .always {
            throw ValidationError("--split always writes several files: give an output file.")
        }
    }

    var resolvedFormat: Format? {
        if let format { return format }
        let ext = (output as NSString).pathExtension.lowercased()
        return ext == "mmd" || ext == "md" ? .mermaid : Format(rawValue: ext)
    }

    func run() throws {
        try failingWithStatus2 {
            let (configuration, configurationFolder) = try ConfigurationFile.load(explicit: config, paths: input.paths)
            let analysis = try input.analyse(configuration: configuration, configurationFolder: configurationFolder)
            let paths = ReportPaths.context(for: analysis)
            let graph = NavigationGraph(model: analysis.model)
            let findings = noLint ? [] : Linter.lint(analysis, graph: graph, configuration: configuration).findings
            let map = try MapBuilder.build(graph, findings: findings,
                                           options: MapOptions(focus: focus, reaches: reaches, displayPath: paths.relativePath))
            try MapBuilder.requireDrawing(map, of: analysis.model)
            let style = GraphvizStyle.Options(rankdir: rankdir, linkTemplate: linkTemplate, displayPath: paths.relativePath, legend: !noLegend)
            let format = resolvedFormat!
            var files: [(path: String, data: Data)] = []
            switch format {
            case .dot:
                files = [(output, Data(DOTWriter.write(GraphvizStyle.renderGraph(map, options: style)).utf8))]
            case .json:
                files = [(output, try StableJSON.encode(map, pretty: true))]
            case .mermaid:
                files = [(output, Data(MermaidWriter.write(map, direction: rankdir, linkTemplate: linkTemplate,
                                                           displayPath: paths.relativePath).utf8))]
            case .svg, .png, .pdf:
                files = try renderWithGraphviz(map, style: style, format: format.rawValue).map { ($0.path, $0.data) }
            case .html:
                // One page: the map, or the overview and every flow's page, each drawn as SVG.
                let drawings = try renderWithGraphviz(map, style: style, format: "svg", linkPages: false)
                let html = try HTMLWriter.write(pages: drawings.map { HTMLWriter.Page(title: $0.title, svg: String(decoding: $0.data, as: UTF8.self)) },
                                                maps: drawings.map(\.map), findings: findings, linkTemplate: linkTemplate,
                                                displayPath: paths.relativePath, title: map.title)
                files = [(output, Data(html.utf8))]
            }
            // Every file is rendered before any is written: a failure leaves no partial output.
            for file in files {
                if file.path == "-" { FileHandleWriter.stdout(file.data) } else { try AtomicFile.write(file.data, to: file.path) }
            }
        }
    }

    /// Every drawing the map needs (one, or an overview and a page per flow), laid out; `linkPages`
    /// makes the nodes that stand for a flow links to its page file.
    private func renderWithGraphviz(_ map: MapGraph, style: GraphvizStyle.Options, format: String,
                                    linkPages: Bool = true) throws -> [(path: String, data: Data, title: String, map: MapGraph)] {
        let full = GraphvizStyle.renderGraph(map, options: style)
        var measured: Data?
        let splitting: Bool
        switch split {
        case .never: splitting = false
        case .always: splitting = true
        case .auto:
            // One flow gains nothing from pages; several files cannot go to standard output.
            if map.flows.count < 2 || (output == "-" && linkPages) {
                splitting = false
            } else if map.armCount > splitThreshold {
                splitting = true
                printError("note: \(map.armCount) arms (more than --split-threshold \(splitThreshold)): "
                    + "writing an overview and a page per flow")
            } else {
                let svg = try render(full, format: "svg", what: "the map")
                if format == "svg" { measured = svg }
                guard let size = MapReadability.size(ofSVG: svg) else { throw ToolFailure(description: "the map's SVG has no size") }
                splitting = !MapReadability.isReadable(width: size.width, height: size.height)
                if splitting {
                    let text = MapReadability.textPixels(width: size.width, height: size.height)
                    printError("note: the map (\(Int(size.width))x\(Int(size.height)) pt) fitted into a 1600x1000 window has "
                        + "\(String(format: "%.1f", text)) px text: writing an overview and a page per flow (--split never keeps one drawing)")
                }
            }
        }
        guard splitting else {
            return [(output, try measured ?? render(full, format: format, what: "the map"), map.title, map)]
        }
        let jobs = map.pageDrawings(output: output, format: format, style: style, linkPages: linkPages)
        // Layouts run in child processes, so two at a time use both cores.
        let results = ResultSlots<Data>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results.set(index, Result { try render(jobs[index].graph, format: format, what: jobs[index].title) })
        }
        return try jobs.indices.map { (jobs[$0].path, try results.get($0).get(), $0 == 0 ? "Overview" : jobs[$0].title, jobs[$0].map) }
    }

    private func render(_ graph: RenderGraph, format: String, what: String) throws -> Data {
        do {
            return try RenderProcess.render(graph, format: format, timeout: renderTimeout, what: what)
        } catch let failure as RenderProcess.Failure {
            throw ToolFailure(description: failure.description)
        }
    }
}

/// Results written by index from concurrent work.
final class ResultSlots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<T, Error>?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<T, Error>) { lock.withLock { values[index] = value } }
    func get(_ index: Int) -> Result<T, Error> { lock.withLock { values[index]! } }
}

extension GraphvizStyle.Direction: ExpressibleByArgument {}
