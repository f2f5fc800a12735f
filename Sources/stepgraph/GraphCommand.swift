import ArgumentParser
import Foundation
import StepGraphKit

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the navigation map (SVG, PNG, PDF through Graphviz; DOT, JSON, Mermaid without it).",
        discussion: """
        The map has a frame per flow, a node per handled step shaped by what the arm does, the app's \
        entry and deep links, and the lint findings drawn on it. Past --split-threshold arms it becomes \
        an overview (FILE) plus one page per flow (FILE's name + .<Flow> + extension).
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
    var rankdir: String = "LR"

    @Option(help: "Make nodes links, e.g. 'https://github.com/org/repo/blob/main/{file}#L{line}'.")
    var linkTemplate: String?

    @Option(help: "Seconds one layout may take before it is stopped.")
    var renderTimeout: Double = 60

    @Option(help: "auto, always or never: split into an overview plus one page per flow.")
    var split: Split = .auto

    @Option(help: "With --split auto, the arm count past which the map is split.")
    var splitThreshold: Int = 250

    @Option(help: "Configuration file (default: .stepgraph.yml in the first path, or in the current folder): files and rules for the findings drawn on the map.")
    var config: String?

    @Flag(help: "Do not draw lint findings.")
    var noLint = false

    @Flag(help: "Do not draw the key (the table of the shapes and line styles used).")
    var noLegend = false

    func validate() throws {
        guard ["LR", "TB"].contains(rankdir) else { throw ValidationError("--rankdir must be LR or TB.") }
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
            let (configuration, _) = try ConfigurationFile.load(explicit: config, paths: input.paths)
            let analysis = try input.analyse(extraExcludes: configuration.excluded, includes: configuration.included)
            let paths = ReportPaths.context(for: analysis)
            let findings = noLint ? [] : Linter.lint(analysis, configuration: configuration).findings
            let map = try MapBuilder.build(analysis.model, findings: findings,
                                           options: MapOptions(focus: focus, reaches: reaches, displayPath: paths.relativePath))
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
                                                displayPath: paths.relativePath)
                files = [(output, Data(html.utf8))]
            }
            // Every file is rendered before any is written: a failure leaves no partial output.
            for file in files {
                if file.path == "-" { FileHandleWriter.stdout(file.data) } else { try AtomicFile.write(file.data, to: file.path) }
            }
        }
    }

    /// Every drawing the map needs (one, or an overview and a page per flow), laid out; `linkPages`
    /// makes the overview's flows links to their page files.
    private func renderWithGraphviz(_ map: MapGraph, style: GraphvizStyle.Options, format: String,
                                    linkPages: Bool = true) throws -> [(path: String, data: Data, title: String, map: MapGraph)] {
        let splitting = split == .always || (split == .auto && map.armCount > splitThreshold)
        guard splitting else {
            return [(output, try render(GraphvizStyle.renderGraph(map, options: style), format: format, what: "the map"), map.title, map)]
        }
        let base = (output as NSString).deletingPathExtension
        let ext = (output as NSString).pathExtension
        func pagePath(_ flow: MapFlow) -> String { "\(base).\(fileSafe(flow.name)).\(ext.isEmpty ? format : ext)" }
        let overviewMap = map.overview()
        var overview = GraphvizStyle.renderGraph(overviewMap, options: style)
        for index in overview.nodes.indices where linkPages {
            guard let flow = map.flows.first(where: { $0.id == overview.nodes[index].id }) else { continue }
            if style.linkTemplate == nil { overview.nodes[index].attributes["URL"] = (pagePath(flow) as NSString).lastPathComponent }
        }
        var jobs: [(path: String, graph: RenderGraph, what: String, map: MapGraph)] = [(output, overview, "the overview", overviewMap)]
        for flow in map.flows {
            let pageMap = map.page(for: flow.id)
            var page = GraphvizStyle.renderGraph(pageMap, options: style)
            page.attributes["label"] = "\(flow.name) (\(map.title))"
            jobs.append((pagePath(flow), page, flow.name, pageMap))
        }
        // Layouts run in child processes, so two at a time use both cores.
        let results = ResultSlots<Data>(count: jobs.count)
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            results.set(index, Result { try render(work[index].graph, format: format, what: work[index].what) })
        }
        return try jobs.indices.map { (jobs[$0].path, try results.get($0).get(), $0 == 0 ? "Overview" : jobs[$0].what, jobs[$0].map) }
    }

    private func render(_ graph: RenderGraph, format: String, what: String) throws -> Data {
        do {
            return try RenderProcess.render(graph, format: format, timeout: renderTimeout, what: what)
        } catch let failure as RenderProcess.Failure {
            throw ToolFailure(description: failure.description)
        }
    }

    private func fileSafe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
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
