import Foundation

/// The formats a map is written in.
package enum MapFormat: String, CaseIterable, Sendable {
    case svg, png, pdf, html, dot, json, mermaid

    /// The format a file name's extension names (`.mmd` and `.md`: Mermaid, fenced in a `.md` file), if any.
    package init?(fileName: String) {
        let ext = (fileName as NSString).pathExtension.lowercased()
        self.init(rawValue: ext == "mmd" || ext == "md" ? "mermaid" : ext)
    }

    /// Laid out by Graphviz into a drawing of its own (HTML holds SVG drawings).
    package var isDrawing: Bool { [.svg, .png, .pdf].contains(self) }
}

/// Whether a drawn map is written whole or as an overview plus one page per flow.
package enum MapSplit: String, CaseIterable, Sendable {
    /// Split when the whole map cannot be read in a 1600×1000 window (`MapReadability`).
    case auto
    case always, never
}

/// Why `MapSplit.auto` split a map.
package enum MapSplitReason: Sendable, Equatable {
    /// More arms than the threshold: the whole map was not laid out.
    case manyArms(count: Int, threshold: Int)
    /// The whole map, laid out (`width` × `height` pt), fitted into the window has node text
    /// `textPixels` px tall.
    case unreadable(width: Double, height: Double, textPixels: Double)
}

/// How a map is written: where, in which format, split or not, and drawn in which style.
package struct MapFileOptions: Sendable {
    /// The file (the overview's when split); "-": standard output, never split by `auto` (nor is a
    /// device, a pipe or a descriptor path).
    package var output: String
    package var format: MapFormat
    package var split: MapSplit
    /// With `MapSplit.auto`, past this many arms the map is split without laying it out whole.
    package var splitThreshold: Int
    package var style: GraphvizStyle.Options
    /// A split map's flow page wider than the window is laid out top to bottom when that is
    /// narrower (`MapFiles.layoutFittingWidth`); false when the direction was asked for.
    package var fitsPagesToWidth: Bool
    /// Past this many nodes and edges a flow is drawn without its arms (`MapDrawingBound`).
    package var maxFlowElements = MapDrawingBound.defaultMaxElements

    package init(output: String, format: MapFormat, split: MapSplit = .auto, splitThreshold: Int = 250,
                style: GraphvizStyle.Options = GraphvizStyle.Options(), fitsPagesToWidth: Bool = true) {
        self.output = output
        self.format = format
        self.split = split
        self.splitThreshold = splitThreshold
        self.style = style
        self.fitsPagesToWidth = fitsPagesToWidth
    }
}

/// Lays out a graph and renders it in a format (`svg`, `png`, `pdf`); `what` names the drawing in
/// errors. The command line runs Graphviz in a child process; tests may run it in process.
package typealias MapLayout = @Sendable (_ graph: RenderGraph, _ format: String, _ what: String) throws -> Data

/// A map as the files it is written to: the map itself (a split map's overview) and, split, its pages.
package struct MapFileSet {
    /// The map's file ("-": standard output) and bytes.
    package var path: String
    package var data: Data
    /// A split map's pages, in the folder `PageFolder.path(of: path)`: file names and bytes, in the app's order.
    package var pages: [(name: String, data: Data)]?
}

/// A map as the files it is written to (`stepgraph graph`): every file is rendered before any is
/// written, so a failed layout leaves no partial output.
package enum MapFiles {
    /// The files `map` is written as (`findings`: those drawn on it, for the HTML page's panel);
    /// `noting` hears why `MapSplit.auto` split the map, before the pages are laid out, and
    /// `notingUndrawn` each flow drawn without its arms (`MapDrawingBound`).
    package static func render(_ map: MapGraph, findings: [Finding], options: MapFileOptions, layout: MapLayout,
                              noting: (MapSplitReason) -> Void = { _ in },
                              notingUndrawn: (UndrawnFlow) -> Void = { _ in }) throws -> MapFileSet {
        let style = options.style
        switch options.format {
        case .dot:
            return MapFileSet(path: options.output, data: Data(DOTWriter.write(GraphvizStyle.renderGraph(map, options: style)).utf8))
        case .json:
            return MapFileSet(path: options.output, data: try StableJSON.encode(map, pretty: true))
        case .mermaid:
            var text = MermaidWriter.write(map, direction: style.rankdir, linkTemplate: style.linkTemplate, displayPath: style.displayPath)
            // A Markdown file shows the drawing (GitHub renders a fenced `mermaid` block), not its source.
            if (options.output as NSString).pathExtension.lowercased() == "md" { text = "```mermaid\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "```\n" }
            return MapFileSet(path: options.output, data: Data(text.utf8))
        case .svg, .png, .pdf:
            let (drawings, split) = try drawings(map, options: options, format: options.format.rawValue, linkPages: true,
                                                 layout: layout, notingUndrawn: notingUndrawn, noting: noting)
            return MapFileSet(path: options.output, data: drawings[0].data,
                              pages: split ? drawings.dropFirst().map { (OutputPath.name(of: $0.path), $0.data) } : nil)
        case .html:
            // One page: the map, or the overview and every flow's page, each drawn as SVG, whose
            // keys say a click opens a page.
            var interactive = options
            interactive.style.interactive = true
            let drawings = try drawings(map, options: interactive, format: "svg", linkPages: false, layout: layout,
                                        notingUndrawn: notingUndrawn, noting: noting).drawings
            let html = try HTMLWriter.write(pages: drawings.map { HTMLWriter.Page(title: $0.title, svg: String(decoding: $0.data, as: UTF8.self)) },
                                            maps: drawings.map(\.map), findings: findings, linkTemplate: style.linkTemplate,
                                            displayPath: style.displayPath, title: map.title)
            return MapFileSet(path: options.output, data: Data(html.utf8))
        }
    }

    /// Writes `files` (`path` not "-"): a split map's pages first, as one set, then the overview;
    /// a map drawn whole removes the pages StepGraph wrote for it before.
    package static func write(_ files: MapFileSet) throws {
        if let pages = files.pages { try PageFolder.write(pages, overview: files.path) }
        try AtomicFile.write(files.data, to: files.path)
        if files.pages == nil { try PageFolder.removePages(of: files.path) }
    }

    /// One laid-out drawing: its file, its bytes, its page title and the map it draws.
    private typealias Drawing = (path: String, data: Data, title: String, map: MapGraph)

    /// Every drawing the map needs (one, or, `split`, an overview and a page per flow), laid out;
    /// `linkPages` makes the nodes that stand for a flow links to its page file.
    private static func drawings(_ whole: MapGraph, options: MapFileOptions, format: String, linkPages: Bool, layout: MapLayout,
                                 notingUndrawn: (UndrawnFlow) -> Void,
                                 noting: (MapSplitReason) -> Void) throws -> (drawings: [Drawing], split: Bool) {
        let (map, undrawn) = whole.boundingFlowDrawings(maxElements: options.maxFlowElements)
        undrawn.forEach(notingUndrawn)
        let full = GraphvizStyle.renderGraph(map, options: options.style)
        // Pages go beside a file, not beside standard output, a device, a pipe or a descriptor.
        let pagesFit = options.output != "-" && OutputTarget.isFile(options.output)
        var measured: Data?
        let splitting: Bool
        switch options.split {
        case .never: splitting = false
        case .always:
            guard !linkPages || pagesFit else {
                _ = try OutputTarget.resolve(options.output)  // a folder, a socket…: that error first
                throw StepGraphError.unwritableOutput(path: options.output, reason: "a split map is a file and a folder of pages: give a file's path")
            }
            splitting = true
        case .auto:
            // One flow gains nothing from pages; several files cannot go to standard output, a device or a pipe.
            if map.flows.count < 2 || (linkPages && !pagesFit) {
                splitting = false
            } else if map.armCount > options.splitThreshold {
                splitting = true
                noting(.manyArms(count: map.armCount, threshold: options.splitThreshold))
            } else {
                let svg = try layout(full, "svg", "the map")
                if format == "svg" { measured = svg }
                guard let size = MapReadability.size(ofSVG: svg) else { throw StepGraphError.unmeasurableDrawing }
                splitting = !MapReadability.isReadable(width: size.width, height: size.height)
                if splitting {
                    noting(.unreadable(width: size.width, height: size.height,
                                       textPixels: MapReadability.textPixels(width: size.width, height: size.height)))
                }
            }
        }
        guard splitting else {
            return ([(options.output, try measured ?? layout(full, format, "the map"), map.title, map)], false)
        }
        let jobs = map.pageDrawings(output: options.output, format: format, style: options.style, linkPages: linkPages)
        // Layouts may run in child processes: all at once, they use every core.
        let fits = options.fitsPagesToWidth
        let results = ConcurrentMap.map(Array(jobs.enumerated())) { index, job in
            Result { index > 0 && fits ? try layoutFittingWidth(job.graph, format: format, what: job.title, layout: layout)
                                       : try layout(job.graph, format, job.title) }
        }
        return (try jobs.indices.map { (jobs[$0].path, try results[$0].get(), $0 == 0 ? "Overview" : jobs[$0].title, jobs[$0].map) }, true)
    }
}
