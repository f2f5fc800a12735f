// The renderer exists only with the GraphvizRenderer trait (`swift test --traits GraphvizRenderer`).
#if GraphvizRenderer
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import GraphvizRender
@testable import StepGraphCore
@testable import StepGraphKit
import StepGraphTestSupport

/// The map of a sample, with its lint findings.
func sampleMap(_ name: String, focus: String? = nil) throws -> MapGraph {
    let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/" + name])
    let analysis = Analyzer.standard.analyze(files)
    return try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: Linter.lint(analysis).findings, options: MapOptions(focus: focus))
}

/// Counts of SVG groups by class, after checking the document is well-formed XML.
final class SVGCensus: NSObject, XMLParserDelegate, @unchecked Sendable {
    var clusters: [String] = []  // cluster titles
    var nodes: [String] = []     // node titles
    var edges = 0
    var nodeTooltips = 0
    var links: [String] = []
    private var currentClass = ""
    private var inTitle = false
    private var title = ""
    private var insideNode = false

    static func parse(_ data: Data) throws -> SVGCensus {
        let census = SVGCensus()
        let parser = XMLParser(data: data)
        parser.delegate = census
        guard parser.parse() else { throw CocoaError(.coderReadCorrupt, userInfo: ["reason": parser.parserError.map { "\($0)" } ?? "?"]) }
        return census
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if element == "g", let cls = attributes["class"] {
            currentClass = cls
            if cls == "edge" { edges += 1 }
            insideNode = cls == "node"
        }
        if element == "title" { inTitle = true; title = "" }
        if element == "a" {
            if insideNode && attributes["xlink:title"] != nil { nodeTooltips += 1 }
            if let href = attributes["xlink:href"] { links.append(href) }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { if inTitle { title += string } }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard element == "title" else { return }
        inTitle = false
        if currentClass == "cluster" { clusters.append(title) }
        if currentClass == "node" { nodes.append(title) }
        currentClass = ""
    }
}

@Suite struct GraphvizRenderTests {
    @Test(arguments: ["CinemaApp", "LegacyShop", "BrokenApp"])
    func everySampleRendersWithAClusterPerFlowAndATooltipPerNode(_ sample: String) throws {
        let map = try sampleMap(sample)
        let graph = GraphvizStyle.renderGraph(map, options: .init(linkTemplate: "https://example.com/r/blob/main/{file}#L{line}"))
        let svg = try Graphviz.render(graph, format: "svg")
        let census = try SVGCensus.parse(svg)
        let flowClusters = census.clusters.filter { $0.hasPrefix("cluster_f") }
        #expect(flowClusters.count == map.flows.count)
        #expect(census.nodes.count == graph.nodes.count)
        #expect(census.nodeTooltips == graph.nodes.count)
        let withLocation = map.nodes.filter { $0.location != nil }.count
        #expect(census.links.filter { $0.hasPrefix("https://example.com/r/blob/main/") }.count >= withLocation)
    }

    @Test func hostileTextStillGivesWellFormedSVG() throws {
        let hostile = "Q\"uote & <tag> back\\slash \\N \\G \u{7}bell\u{1B}esc\ttab é 名前 🎬 " + String(repeating: "long ", count: 300)
        var graph = RenderGraph(name: "hostile \" <g>")
        graph.attributes = ["label": hostile, "tooltip": hostile, "rankdir": "LR", "newrank": "true"]
        graph.clusters = [RenderCluster(id: "c1", attributes: ["label": hostile, "tooltip": hostile, "URL": "https://h/?a=1&b=\"2\"<x>"])]
        graph.nodes = [
            RenderNode(id: "a\"b", cluster: "c1", attributes: ["label": hostile, "tooltip": hostile,
                                                               "URL": "https://h/{file}?q=a&b=c\\d e'f\u{1}"], htmlLabel: nil),
            RenderNode(id: "n2", cluster: nil, attributes: ["label": "ends with backslash\\", "tooltip": "x\\"], htmlLabel: nil),
            RenderNode(id: "n3", cluster: nil, attributes: [:], htmlLabel: "<table><tr><td>\(GraphvizText.html(hostile))</td></tr></table>"),
        ]
        graph.edges = [RenderEdge(from: "a\"b", to: "n2", attributes: ["tooltip": hostile, "xlabel": hostile])]
        let census = try SVGCensus.parse(try Graphviz.render(graph, format: "svg"))
        #expect(census.nodes.count == 3 && census.clusters.count == 1)
        // The same graph through our DOT writer parses and renders too.
        _ = try SVGCensus.parse(try Graphviz.render(dot: DOTWriter.write(graph), format: "svg"))
    }

    @Test func concurrentRendersAreSerialisedAndAgree() async throws {
        let graph = GraphvizStyle.renderGraph(try sampleMap("LegacyShop"), options: .init(legend: false))
        let reference = try SVGCensus.parse(try Graphviz.render(graph, format: "svg"))
        let censuses = try await withThrowingTaskGroup(of: SVGCensus.self) { group in
            for _ in 0..<12 { group.addTask { try SVGCensus.parse(try Graphviz.render(graph, format: "svg")) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(censuses.count == 12)
        for census in censuses {
            #expect(Set(census.nodes) == Set(reference.nodes) && census.edges == reference.edges)
        }
    }

    @Test func dotOutputRendersWithTheSameStructure() throws {
        let graph = GraphvizStyle.renderGraph(try sampleMap("CinemaApp"))
        let viaAPI = try SVGCensus.parse(try Graphviz.render(graph, format: "svg"))
        let viaDOT = try SVGCensus.parse(try Graphviz.render(dot: DOTWriter.write(graph), format: "svg"))
        #expect(Set(viaDOT.clusters) == Set(viaAPI.clusters))
        #expect(Set(viaDOT.nodes) == Set(viaAPI.nodes))
        #expect(viaDOT.edges == viaAPI.edges)
    }

    @Test func pngAndPDFRender() throws {
        let graph = GraphvizStyle.renderGraph(try sampleMap("LegacyShop"))
        #expect(try Graphviz.render(graph, format: "png").prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try Graphviz.render(graph, format: "pdf").prefix(4) == Data("%PDF".utf8))
        #expect {
            try Graphviz.render(graph, format: "nosuch")
        } throws: { error in
            guard case StepGraphError.graphviz(.render, _) = error else { return false }
            return "\(error)".hasPrefix("Graphviz render failed: ")
        }
    }

    @Test func focusKeepsTheFlowItsParentAndChildren() throws {
        // DashboardFlow starts ProfileFlow, which starts SettingsFlow; AppFlow, a step further up, is left out.
        let map = try sampleMap("CinemaApp", focus: "ProfileFlow")
        #expect(map.flows.map(\.name) == ["DashboardFlow", "ProfileFlow", "SettingsFlow"])
        #expect {
            try sampleMap("CinemaApp", focus: "NoSuchFlow")
        } throws: { error in
            guard case StepGraphError.unknownMapTarget(.focus, "NoSuchFlow", _) = error else { return false }
            return "\(error)".hasPrefix("NoSuchFlow: no such flow, flow function or screen (flows: AppFlow, ")
        }
    }

    @Test func problemsAreDrawnOnTheMap() throws {
        let map = try sampleMap("BrokenApp")
        #expect(map.flows.first { $0.name == "BookingFlow" }?.status == .neverEnding)
        #expect(map.flows.first { $0.name == "ArchiveFlow" }?.status == .unreachable)
        #expect(Set(map.nodes.filter { $0.kind == .deadStep }.map(\.label))
                == ["TravelStep.alert", "TravelStep.logout", "TravelStep.promoBanner", "TravelStep.legacyImport"])
        let dropped = map.nodes.filter { $0.kind == .droppedStep }.map(\.label)
        // `RxFlowStep.home`: QuickActionFlow is started with the default stepper and has no arm for it.
        #expect(dropped.sorted() == ["RxFlowStep.home\n(dropped)", "TravelStep.tripShared\n(unhandled)", "booking\n(dropped)",
                                     "helpClosed\n(dropped)"])
        #expect(map.edges.contains { $0.kind == .dropped })
        // With the key, dead steps are listed in it; without, they have a frame of their own.
        let graph = GraphvizStyle.renderGraph(map)
        #expect(graph.clusters.first { $0.id == "dead" } == nil && graph.htmlLabel?.contains("TravelStep.promoBanner") == true)
        let bare = GraphvizStyle.renderGraph(map, options: .init(legend: false))
        #expect(bare.clusters.first { $0.id == "dead" } != nil && bare.htmlLabel == nil)
    }

    @Test func mapFilesSplitAsAskedAndSayWhy() throws {
        let map = try sampleMap("CinemaApp")
        let layout: MapLayout = { graph, format, _ in try Graphviz.render(graph, format: format) }
        var reasons: [MapSplitReason] = []
        let split = try MapFiles.render(map, findings: [], options: MapFileOptions(output: "out/map.svg", format: .svg, splitThreshold: 3),
                                        layout: layout) { reasons.append($0) }
        #expect(reasons == [.manyArms(count: map.armCount, threshold: 3)])
        #expect(split.path == "out/map.svg" && split.pages?.map(\.name) == map.flows.map { "\($0.name).svg" })
        #expect(([split.data] + (split.pages ?? []).map(\.data)).allSatisfy { String(decoding: $0, as: UTF8.self).contains("<svg") })
        // Laid out whole, CinemaApp's node text would be 7.5 px in the window; RecipeBox's reads.
        reasons = []
        let measured = try MapFiles.render(map, findings: [], options: MapFileOptions(output: "map.svg", format: .svg), layout: layout) {
            reasons.append($0)
        }
        #expect(measured.pages?.count == map.flows.count)
        guard case .unreadable(let width, let height, let text)? = reasons.first, reasons.count == 1 else {
            Issue.record("not split for its size: \(reasons)")
            return
        }
        #expect(Int(width) == 1502 && Int(height) == 1341 && (text * 10).rounded() == 75)
        let readable = try sampleMap("RecipeBox")
        #expect(readable.flows.count > 1)
        for (shown, output) in [(readable, "out/map.svg"), (map, "-")] {  // standard output is never split
            let whole = try MapFiles.render(shown, findings: [], options: MapFileOptions(output: output, format: .svg), layout: layout) {
                Issue.record("split: \($0)")
            }
            #expect(whole.path == output && whole.pages == nil)
        }
        let failing: MapLayout = { _, _, what in throw StepGraphError.layoutFailed(what: what, message: nil) }
        #expect(throws: StepGraphError.layoutFailed(what: "the overview", message: nil)) {
            try MapFiles.render(map, findings: [], options: MapFileOptions(output: "map.svg", format: .svg, split: .always), layout: failing)
        }
        let dot = try MapFiles.render(map, findings: [], options: MapFileOptions(output: "map.dot", format: .dot, split: .always), layout: failing)
        #expect(dot.pages == nil && String(decoding: dot.data, as: UTF8.self).hasPrefix("digraph"))
    }

    @Test func overviewAndPages() throws {
        let map = try sampleMap("CinemaApp")
        let overview = map.overview()
        #expect(overview.nodes.filter { $0.kind == .flow }.count == map.flows.count)
        #expect(overview.edges.contains { $0.kind == .startsChild })
        for flow in map.flows {
            let page = map.page(for: flow.id)
            #expect(page.flows.map(\.id) == [flow.id])
            #expect(page.nodes.filter { $0.kind == .arm }.count == flow.armCount)
            let ids = Set(page.nodes.map(\.id))
            #expect(page.edges.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
        }
    }
}

@Suite struct MermaidTests {
    /// A line-level check of the flowchart grammar we emit.
    nonisolated(unsafe) static let statement = try! Regex(#"""
    ^(flowchart (LR|TB)|  *subgraph [A-Za-z0-9_]+\["[^"]*"\]|  *end|  *[A-Za-z0-9_]+(\[\[|\(\(\(|\[/|\[\\|\[\(|\{\{|\(\[|\[|\(|>|\{)"[^"]*"(\]\]|\)\)\)|\\\]|/\]|\)\]|\}\}|\]\)|\]|\)|\}|\\\]|/\])|  *[A-Za-z0-9_]+ (-->|==>|-\.->|-\.-o|-\.-x)(\|"[^"]*"\|)? [A-Za-z0-9_]+|  *classDef [a-zA-Z]+ [^ ]+|  *class [A-Za-z0-9_]+ [a-zA-Z]+|  *style [A-Za-z0-9_]+ [^ ]+( [0-9]+)?|  *click [A-Za-z0-9_]+ href "[^"]*" "[^"]*"|)$
    """#)

    @Test(arguments: ["CinemaApp", "LegacyShop", "BrokenApp", "StudyCards"])
    func mermaidIsValidFlowchartSyntax(_ sample: String) throws {
        let map = try sampleMap(sample)
        let text = MermaidWriter.write(map, linkTemplate: "https://h/{file}#L{line}")
        #expect(text.hasPrefix("flowchart LR\n"))
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.wholeMatch(of: Self.statement) != nil, "invalid Mermaid line: \(line)")
        }
        #expect(text.components(separatedBy: "subgraph ").count - 1 == map.flows.count + 1)  // + legend
        let opens = text.split(separator: "\n").filter { $0.contains("subgraph ") }.count
        let closes = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "end" }.count
        #expect(opens == closes)
    }

    @Test func mermaidEscapesHostileLabels() {
        var map = MapGraph(title: "t", words: FrontEndRegistry.standard.mapWords)
        map.nodes = [MapNode(id: "n1", flow: nil, kind: .arm, label: "a \"quoted\" <b> #1\nline", outcome: .push, status: .normal,
                             tooltip: "", location: nil)]
        let text = MermaidWriter.write(map)
        #expect(text.contains(#"n1["a #quot;quoted#quot; #lt;b#gt; #35;1<br/>line"]"#))
    }
}

/// The map as a reader sees it: the app first, a compact key, no noise, screens named.
@Suite struct MapLayoutTests {
    /// Bounding boxes (in SVG user units) of the `<g>` groups whose `<title>` is given, and of the key.
    struct Layout {
        var boxes: [String: (minX: Double, minY: Double, maxX: Double, maxY: Double)] = [:]
        var key: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        var width = 0.0, height = 0.0

        init(svg: String) {
            let size = svg.firstMatch(of: /viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) ([0-9.]+)"/)
            width = Double(size?.1 ?? "") ?? 0
            height = Double(size?.2 ?? "") ?? 0
            // Each `<title>` is followed by the shapes of its node or cluster, up to the next title.
            for part in svg.components(separatedBy: "<title>").dropFirst() {
                guard let end = part.range(of: "</title>") else { continue }
                if let box = Layout.box(of: String(part[end.upperBound...])) { boxes[String(part[..<end.lowerBound])] = box }
            }
            // The key is the table drawn with a #cccccc border (no other element uses that colour).
            key = svg.matches(of: /<polygon fill="none" stroke="#cccccc" points="([^"]*)"/).compactMap { Layout.box(points: String($0.1)) }
                .max { ($0.maxX - $0.minX) * ($0.maxY - $0.minY) < ($1.maxX - $1.minX) * ($1.maxY - $1.minY) }
        }

        static func box(of group: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
            let first = group.firstMatch(of: /points="([^"]*)"/)?.1 ?? group.firstMatch(of: /\sd="([^"]*)"/)?.1
            return first.flatMap { box(points: String($0)) }
        }

        static func box(points: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
            let numbers = points.matches(of: /-?[0-9]+(?:\.[0-9]+)?/).compactMap { Double($0.output) }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
            return (minX, minY, maxX, maxY)
        }
    }

    func layout(_ sample: String) throws -> (map: MapGraph, svg: String, layout: Layout) {
        let map = try sampleMap(sample)
        let svg = String(decoding: try Graphviz.render(GraphvizStyle.renderGraph(map), format: "svg"), as: UTF8.self)
        return (map, svg, Layout(svg: svg))
    }

    @Test(arguments: ["CinemaApp", "RecipeBox", "BrokenApp", "StudyCards"])
    func theAppComesFirstAndTheKeyIsSmall(_ sample: String) throws {
        let (map, _, layout) = try layout(sample)
        let entry = try #require(map.nodes.first { $0.kind == .entry })
        let entryBox = try #require(layout.boxes[entry.id])
        let entryX = (entryBox.minX + entryBox.maxX) / 2
        for flow in map.flows {
            guard let frame = layout.boxes["cluster_" + flow.id], flow.status == .normal else { continue }
            #expect(entryX < (frame.minX + frame.maxX) / 2, "\(flow.name) starts left of the app's start")
        }
        let key = try #require(layout.key)
        let keyShare = (key.maxX - key.minX) * (key.maxY - key.minY) / (layout.width * layout.height)
        #expect(keyShare > 0 && keyShare < 0.15, "the key takes \(Int(keyShare * 100))% of the drawing")
        // The key lists only what the map uses: no FNFK line styles on an RxFlow map and vice versa.
        let text = GraphvizStyle.key(for: map)
        #expect(text.contains(">presents</td>") == map.edges.contains { $0.action == .present })
        #expect(text.contains("starts a child flow") == map.edges.contains { $0.kind == .startsChild })
    }

    @Test func longNamesWrapAndArmsThatLeadNowhereAreSmall() throws {
        #expect(GraphvizStyle.wrapped("AppStep.Settings.notificationsRequested") == "AppStep.Settings.\nnotificationsRequested")
        #expect(GraphvizStyle.wrapped("short.name\n→ HomeViewController") == "short.name\n→ HomeViewController")
        let graph = GraphvizStyle.renderGraph(try sampleMap("BrokenApp"))
        let idle = try #require(graph.nodes.first { $0.attributes["label"] == "legacyImport" })
        #expect(idle.attributes["fontsize"] == "8")
        let busy = try #require(graph.nodes.first { $0.attributes["label"]?.hasPrefix("tripList") == true && $0.cluster != nil })
        #expect(busy.attributes["fontsize"] == nil)
    }

    @Test func noDefaultNodesAndScreensNamed() throws {
        let (cinema, cinemaSVG, _) = try layout("CinemaApp")
        #expect(!cinema.nodes.contains { $0.label == "default" })
        #expect(!cinemaSVG.contains(">default</text>"))
        #expect(cinema.flows.first { $0.name == "ProfileFlow" }?.note == "default: does nothing")
        let (_, recipes, _) = try layout("RecipeBox")
        #expect(recipes.contains("→ RecipeDetailViewController"))
        // Frames follow the app: AppFlow (started by the app) is drawn before its children.
        let order = try sampleMap("CinemaApp").flows.map(\.name)
        #expect(order.first == "AppFlow")
        #expect(order.firstIndex(of: "DashboardFlow")! < order.firstIndex(of: "ProfileFlow")!)
    }
}
#endif
