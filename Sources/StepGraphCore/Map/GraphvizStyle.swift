/// Draws a `MapGraph` as Graphviz attributes: shapes by outcome, colours by lint status, line styles by
/// edge kind, tooltips with file:line, optional links, and a legend explaining all of it.
public enum GraphvizStyle {
    /// Which way the map reads: Graphviz's `rankdir`, Mermaid's flowchart direction.
    public enum Direction: String, Sendable, CaseIterable {
        /// Entries on the left edge, reading left to right (the default).
        case leftToRight = "LR"
        /// Entries on the top edge, reading top to bottom.
        case topToBottom = "TB"
    }

    /// How the map is drawn: direction, node links, paths as shown, the key.
    public struct Options: Sendable {
        package var rankdir: Direction
        package var linkTemplate: String?
        package var displayPath: @Sendable (String) -> String
        package var legend: Bool
        /// Drawn for the interactive HTML page, where a click opens a flow's page: the key says so.
        /// A file of its own (SVG, PNG, PDF) never tells the reader to click.
        package var interactive = false

        /// The direction ranks go in, a node link template (`{file}`, `{line}`), how paths are shown, and whether to draw the key.
        public init(rankdir: Direction = .leftToRight, linkTemplate: String? = nil, displayPath: @escaping @Sendable (String) -> String = { $0 },
                    legend: Bool = true) {
            self.rankdir = rankdir
            self.linkTemplate = linkTemplate
            self.displayPath = displayPath
            self.legend = legend
        }
    }

    package struct Look {
        package var shape: String
        package var fill: String
        package var meaning: String
    }

    /// Arm shapes by primary outcome, in legend order.
    package static let outcomeLooks: [(Outcome, Look)] = [
        (.push, Look(shape: "box", fill: "#ffffff", meaning: "pushes a screen")),
        (.present, Look(shape: "box3d", fill: "#ffffff", meaning: "presents a screen modally")),
        (.setRoot, Look(shape: "tab", fill: "#ffffff", meaning: "sets the root / tabs")),
        (.childFlow, Look(shape: "component", fill: "#e8f0fe", meaning: "starts a child flow")),
        (.end, Look(shape: "doubleoctagon", fill: "#fff4e5", meaning: "ends the flow")),
        (.forwardToParent, Look(shape: "house", fill: "#fff4e5", meaning: "forwards to the parent flow")),
        (.forwardToCurrent, Look(shape: "larrow", fill: "#ffffff", meaning: "forwards to its own flow")),
        (.dismiss, Look(shape: "invtrapezium", fill: "#ffffff", meaning: "dismisses or pops")),
        (.none, Look(shape: "ellipse", fill: "#ffffff", meaning: "does nothing")),
    ]

    /// What an arm does, in a plain phrase (a `default:` arm's note, the key's ellipse row): its
    /// shape's meaning, with the outcomes one shape stands for told apart.
    package static func phrase(for outcome: Outcome?) -> String {
        switch outcome {
        case .pop?: "pops a screen"
        case .dismiss?: "dismisses a screen"
        case .multiple?: "does several things"
        case .other?: "does what the tool cannot read"
        case .trigger?: "triggers another route"
        case let value?: look(for: value).meaning
        case nil: look(for: nil).meaning
        }
    }

    package static func look(for outcome: Outcome?) -> Look {
        let key: Outcome
        switch outcome {
        case .pop?: key = .dismiss
        case .multiple?, .other?, nil: key = .none
        case let value?: key = value
        }
        return outcomeLooks.first { $0.0 == key }?.1 ?? outcomeLooks.last!.1
    }

    /// The map as a Graphviz graph with its styles (and the legend when asked), ready for `DOTWriter` or Graphviz.
    public static func renderGraph(_ map: MapGraph, options: Options = Options()) -> RenderGraph {
        var graph = RenderGraph(name: "navigation")
        graph.attributes = [
            "rankdir": options.rankdir.rawValue, "newrank": "true", "compound": "true", "fontname": "Helvetica", "fontsize": "12",
            "nodesep": "0.25", "ranksep": "0.45", "label": map.title, "labelloc": "t", "tooltip": map.title,
        ]
        graph.nodeDefaults = ["fontname": "Helvetica", "fontsize": "10", "style": "filled", "fillcolor": "#ffffff",
                              "color": "#4a4a4a", "margin": "0.08,0.04"]
        graph.edgeDefaults = ["fontname": "Helvetica", "fontsize": "9", "arrowsize": "0.7", "color": "#555555"]
        // Route names ride on edges as `xlabel`s, placed after the layout where there is room: a map
        // that has them gets wider gaps, so a label finds a place off the nodes and frame titles.
        if map.edges.contains(where: { $0.kind == .transition && ($0.label != nil || !$0.isLive) }) {
            graph.attributes["nodesep"] = "0.6"
            graph.attributes["ranksep"] = "0.9"
        }
        graph.clusters = map.flows.map { frame(for: $0, title: map.pageTitle($0), options) }
        // With the key, dead steps are listed in it (they lead nowhere, and as nodes they would take
        // the first rank, before the app's start); without it, they get a frame of their own.
        let deadStepsInKey = options.legend
        if !deadStepsInKey && map.nodes.contains(where: { $0.kind == .deadStep }) {
            graph.clusters.append(RenderCluster(id: "dead", attributes: [
                "label": "Dead steps (nothing emits them)", "style": "rounded,filled", "fillcolor": "#f4f4f4",
                "color": "#bbbbbb", "fontcolor": "#777777", "tooltip": "Declared steps that nothing emits", "labelloc": "t", "labeljust": "c",
            ]))
        }
        let leading = Set(map.edges.map(\.from))
        for node in readingOrder(map) where !(deadStepsInKey && node.kind == .deadStep) {
            var rendered = renderNode(node, options)
            // An arm that does nothing and leads nowhere is drawn small.
            if node.kind == .arm && (node.outcome == nil || node.outcome == Outcome.none) && !leading.contains(node.id) {
                rendered.attributes.merge(["fontsize": "8", "height": "0.3", "margin": "0.04,0.02"]) { $1 }
            }
            graph.nodes.append(rendered)
        }
        let flowIDs = Set(map.flows.map(\.id))
        var leadsOn: Set<String> = []
        for edge in map.edges {
            var rendered = renderEdge(edge, flows: flowIDs)
            rendered.attributes["weight"] = readingWeight(edge, first: leadsOn.insert(edge.from).inserted)
            graph.edges.append(rendered)
        }
        // The app reads from its start: entries and deep links alone on the first rank.
        // The app start first (top, or left with TB), the deep links after it, held in that order
        // by invisible edges within the rank.
        graph.firstRank = map.nodes.filter { $0.kind == .entry && $0.flow == nil }.map(\.id)
            + map.nodes.filter { $0.kind == .deepLink && $0.flow == nil }.map(\.id)
        graph.edges += anchorEdges(map, rendered: graph.edges, start: graph.firstRank.first)
        for (upper, lower) in zip(graph.firstRank, graph.firstRank.dropFirst()) {
            graph.edges.append(RenderEdge(from: upper, to: lower, attributes: ["style": "invis"]))
        }
        if options.legend {
            // The key replaces the title line: bottom right, outside the layout.
            graph.htmlLabel = key(for: map, interactive: options.interactive)
            graph.attributes["labelloc"] = "b"
            graph.attributes["labeljust"] = "r"
        }
        return graph
    }

    /// A flow's (or container's) frame, titled `title` (`MapGraph.pageTitle`: two containers of
    /// one type are told apart by what they hold).
    package static func frame(for flow: MapFlow, title: String, _ options: Options) -> RenderCluster {
        var attributes = [
            "label": title + "\n" + flow.kindName,
            "tooltip": "\(flow.name): \(flow.kindName)\n"
                + "\(options.displayPath(flow.location.file)):\(flow.location.line)",
            "style": "rounded,filled", "fillcolor": flow.container == nil ? "#f7f9fc" : "#fbfbf4",
            "color": flow.container == nil ? "#6b8fb5" : "#9e9d70", "fontname": "Helvetica-Bold",
            // Frames keep their title on top whatever the graph's own label does.
            "labelloc": "t", "labeljust": "c",
        ]
        if let note = flow.note { attributes["label"]! += "\n" + note }
        if let words = flow.status.words { attributes["label"]! += "\n" + words }
        switch flow.status {
        case .normal: break
        case .neverEnding:
            attributes["color"] = "#d00000"
            attributes["penwidth"] = "2.5"
        case .unreachable:
            attributes["style"] = "rounded,dashed"
            attributes["color"] = "#999999"
        }
        if let url = link(flow.location, options) { attributes["URL"] = url }
        attributes.merge(changeAttributes(flow.change, filled: true)) { $1 }
        return RenderCluster(id: flow.id, attributes: attributes, parent: flow.parent)
    }

    /// The nodes in the order Graphviz should meet them, since it orders each rank from the nodes
    /// it meets first: the app's start, the deep links, then the frames in the app's order.
    package static func readingOrder(_ map: MapGraph) -> [MapNode] {
        let frameOrder = Dictionary(uniqueKeysWithValues: map.flows.enumerated().map { ($1.id, $0) })
        func key(_ node: MapNode) -> Int {
            node.kind == .entry ? -2 : node.kind == .deepLink ? -1 : node.flow.flatMap { frameOrder[$0] } ?? map.flows.count
        }
        return map.nodes.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }

    /// Edge weights that keep the drawing in reading order: an entry and the first way on from a
    /// node pull their ends level (the start beside what it starts, a flow beside its first child),
    /// ways back pull nothing.
    package static func readingWeight(_ edge: MapEdge, first: Bool) -> String {
        switch edge.kind {
        case .entry: return "10"
        case .returnsToParent: return "0"
        case .startsChild: return first ? "5" : "1"
        default: return first ? "2" : "1"
        }
    }

    /// A node that only ways back (or nothing) lead into would take the first rank, beside the
    /// app's start, and pull its frame there: an invisible edge puts it after the node its frame
    /// is entered by, or, outside frames, after the app's start.
    package static func anchorEdges(_ map: MapGraph, rendered: [RenderEdge], start: String?) -> [RenderEdge] {
        let ranked = Set(rendered.filter { $0.attributes["constraint"] != "false" }.map(\.to))
        let frameOf = Dictionary(map.nodes.compactMap { node in node.flow.map { (node.id, $0) } }, uniquingKeysWith: { first, _ in first })
        let enteredFromOutside = Set(map.edges.filter { frameOf[$0.from] != frameOf[$0.to] }.map(\.to))
        var anchors: [String: String] = [:]
        for node in map.nodes where ranked.contains(node.id) && enteredFromOutside.contains(node.id) {
            if let frame = node.flow, anchors[frame] == nil { anchors[frame] = node.id }
        }
        let outside: Set<MapNode.Kind> = [.entry, .deepLink, .deadStep]
        return map.nodes.compactMap { node in
            guard !ranked.contains(node.id), !outside.contains(node.kind),
                  let anchor = node.flow.map({ anchors[$0] }) ?? start, anchor != node.id else { return nil }
            return RenderEdge(from: anchor, to: node.id, attributes: ["style": "invis", "weight": "0"])
        }
    }

    package static func link(_ location: SourceLocation?, _ options: Options) -> String? {
        guard let template = options.linkTemplate, let location else { return nil }
        return LinkTemplate.url(template, file: options.displayPath(location.file), line: location.line)
    }

    /// Lines longer than this wrap at a `.` (long qualified step names).
    package static let wrapWidth = 28

    /// `AppStep.Settings.notificationsRequested` → `AppStep.Settings.\nnotificationsRequested`.
    package static func wrapped(_ label: String) -> String {
        label.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var out: [String] = []
            var current = ""
            for part in line.split(separator: ".", omittingEmptySubsequences: false) {
                let piece = current.isEmpty ? String(part) : current + "." + part
                if piece.count > wrapWidth && !current.isEmpty {
                    out.append(current + ".")
                    current = String(part)
                } else {
                    current = piece
                }
            }
            return (out + [current]).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    package static func renderNode(_ node: MapNode, _ options: Options) -> RenderNode {
        var attributes = ["label": wrapped(node.label), "tooltip": node.tooltip]
        var cluster = node.flow
        if node.kind == .arm {
            let look = look(for: node.outcome)
            attributes["shape"] = look.shape
            attributes["fillcolor"] = look.fill
        } else {
            attributes.merge(nodeKindAttributes(node.kind, container: node.container != nil)) { $1 }
        }
        if node.kind == .deadStep { cluster = "dead" }
        attributes.merge(statusAttributes[node.status] ?? [:]) { $1 }
        if let url = link(node.location, options) { attributes["URL"] = url }
        attributes.merge(changeAttributes(node.change, filled: true)) { $1 }
        let badged = badgedLabel(node)
        if badged != nil { attributes["label"] = nil }
        return RenderNode(id: node.id, cluster: cluster, attributes: attributes, htmlLabel: badged)
    }

    /// Colours of the findings badge: errors, warnings.
    package static let errorBadge = (fill: "#d00000", text: "#ffffff"), warningBadge = (fill: "#f2b01e", text: "#000000")

    /// A flow's box on the overview with its findings: the label, then a red badge with the error
    /// count and an amber one with the warnings. Nil for a node without findings.
    package static func badgedLabel(_ node: MapNode) -> String? {
        guard !node.findings.isEmpty else { return nil }
        let errors = node.findings.filter { $0.severity == .error }.count, warnings = node.findings.count - errors
        let lines = wrapped(node.label).split(separator: "\n", omittingEmptySubsequences: false).map { GraphvizText.html(String($0)) }
        var badges = ""
        for (count, word, colours) in [(errors, "error", errorBadge), (warnings, "warning", warningBadge)] where count > 0 {
            badges += "<td bgcolor=\"\(colours.fill)\"><font color=\"\(colours.text)\"> \(count) \(word)\(count == 1 ? "" : "s") </font></td>"
        }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"2\" cellpadding=\"1\"><tr><td>" + lines.joined(separator: "<br/>")
            + "</td></tr><tr><td><table border=\"0\" cellspacing=\"2\" cellpadding=\"1\"><tr>" + badges + "</tr></table></td></tr></table>"
    }

    /// Shapes of the nodes that are not arms; the legend shows the same.
    package static let kindAttributes: [MapNode.Kind: [String: String]] = [
        .entry: ["shape": "Mdiamond", "fillcolor": "#d9f2d9"],
        // The tag's notch and point take room from the label: a wider margin keeps the text off them.
        // Graphviz draws a cds about 6 pt inside its box at top and bottom: the taller margin keeps
        // a label of several routes inside the drawn tag.
        .deepLink: ["shape": "cds", "fillcolor": "#d9f2d9", "margin": "0.24,0.14"],
        .deadStep: ["shape": "note"],
        .droppedStep: ["shape": "octagon"],
        .undecidedStep: ["shape": "octagon", "style": "dashed,filled", "fillcolor": "#f2f2f2", "color": "#888888", "fontcolor": "#555555"],
        .externalFlow: ["shape": "box", "style": "rounded,dashed,filled", "fillcolor": "#f7f9fc", "fontsize": "9"],
        .flow: ["shape": "box", "style": "rounded,filled", "fillcolor": "#f7f9fc"],
        .screen: ["shape": "box", "style": "rounded,filled", "fillcolor": "#ffffff"],
    ]

    /// A container's node is tinted like its frame on the full map.
    package static func nodeKindAttributes(_ kind: MapNode.Kind, container: Bool) -> [String: String] {
        var attributes = kindAttributes[kind] ?? [:]
        if container && (kind == .flow || kind == .externalFlow) { attributes["fillcolor"] = "#fbfbf4" }
        return attributes
    }

    /// Colours by lint status; the legend shows the same.
    package static let statusAttributes: [MapNode.Status: [String: String]] = [
        .dead: ["fillcolor": "#e6e6e6", "fontcolor": "#777777", "color": "#aaaaaa"],
        .problem: ["fillcolor": "#fde0dc", "fontcolor": "#b00020", "color": "#d00000", "penwidth": "1.5"],
    ]

    package static func edgeAttributes(_ kind: MapEdge.Kind) -> [String: String] {
        switch kind {
        case .emits: return [:]
        case .startsChild: return ["color": "#1f5fbf", "penwidth": "2"]
        // A way back does not push what it returns to further right.
        case .returnsToParent: return ["style": "dashed", "color": "#9a5b00", "constraint": "false"]
        case .forwardsToCurrent: return ["style": "dotted"]
        case .entry: return ["color": "#2e7d32", "penwidth": "1.5"]
        case .dropped: return ["color": "#d00000", "penwidth": "1.5"]
        case .transition: return [:]
        case .holds: return ["color": "#888888", "arrowhead": "odot"]
        }
    }

    /// FNFK transitions by action: line style and arrowhead carry the meaning, colour repeats it.
    package static func transitionAttributes(_ action: TransitionAction?) -> [String: String] {
        switch action {
        case .present?: return ["style": "bold", "color": "#6a3d9a", "arrowhead": "normalnormal"]
        case .setWindowRoot?, .setTabItems?: return ["color": "#2e7d32", "penwidth": "1.5", "arrowhead": "diamond"]
        case .pop?, .popToRoot?, .dismiss?: return ["style": "dashed", "color": "#9a5b00", "arrowhead": "open", "constraint": "false"]
        case .custom?: return ["style": "dotted", "penwidth": "1.5"]
        case .push?, nil: return [:]
        }
    }

    /// `diff --map`: added in green, removed dashed in red, changed in orange, the rest faded; the
    /// SVG element also gets the change as its class (`class="added"`).
    package static func changeAttributes(_ change: MapChange?, filled: Bool) -> [String: String] {
        guard let change else { return [:] }
        var attributes = ["class": change.rawValue]
        switch change {
        case .added: attributes.merge(["color": "#1b7f2a", "penwidth": "2.5", "fontcolor": "#1b5e20"]) { $1 }
        case .removed:
            attributes.merge(["color": "#c62828", "penwidth": "2", "fontcolor": "#c62828", "style": filled ? "dashed,filled" : "dashed"]) { $1 }
        case .changed: attributes.merge(["color": "#e65100", "penwidth": "2.5"]) { $1 }
        case .unchanged: attributes.merge(["color": "#c8c8c8", "fontcolor": "#9a9a9a"]) { $1 }
        }
        if filled && change != .added && change != .changed { attributes["fillcolor"] = "#fafafa" }
        return attributes
    }

    package static func renderEdge(_ edge: MapEdge, flows: Set<String>) -> RenderEdge {
        var attributes = edge.kind == .transition ? transitionAttributes(edge.action) : edgeAttributes(edge.kind)
        // `xlabel`, never `label`: an edge label in a clustered graph triggers Graphviz 2.42's double free.
        if let label = edge.label, edge.kind == .transition { attributes["xlabel"] = label + (edge.conditional ? " (if)" : "") }
        if !edge.isLive {
            // A route nothing invokes: the way exists in code only.
            attributes["color"] = "#d00000"
            attributes["fontcolor"] = "#b00020"
            attributes["style"] = "dashed"
            attributes["xlabel"] = (attributes["xlabel"] ?? "") + " ✗ never invoked"
        }
        attributes["tooltip"] = edge.tooltip
        if let into = edge.intoFlow, flows.contains(into) { attributes["lhead"] = "cluster_" + into }
        attributes.merge(changeAttributes(edge.change, filled: false)) { $1 }
        return RenderEdge(from: edge.from, to: edge.to, attributes: attributes)
    }

    /// The compact key: one HTML-like table, the graph's label at the bottom right, listing only the
    /// shapes, colours and line styles that occur on this map. It takes no place in the layout.
    /// `interactive`: drawn for the HTML page, where a click opens a flow's page.
    package static func key(for map: MapGraph, interactive: Bool = false) -> String {
        var rows: [String] = []
        func shapeRow(_ shape: String, fill: String, border: String = "#4a4a4a", text: String = "#000000", _ meaning: String, dashed: Bool = false) {
            let name = (dashed ? "dashed " : "") + (shapeNames[shape] ?? shape)
            rows.append("<tr><td border=\"1\" color=\"\(border)\" bgcolor=\"\(fill)\"><font color=\"\(text)\">\(GraphvizText.html(name))</font></td>"
                + "<td align=\"left\">\(GraphvizText.html(meaning))</td></tr>")
        }
        func lineRow(_ color: String, _ sample: String, _ meaning: String) {
            rows.append("<tr><td><font color=\"\(color)\">\(GraphvizText.html(sample))</font></td><td align=\"left\">\(GraphvizText.html(meaning))</td></tr>")
        }
        let arms = map.nodes.filter { $0.kind == .arm }
        for (outcome, look) in outcomeLooks {
            let shaped = arms.filter { GraphvizStyle.look(for: $0.outcome).shape == look.shape }
            guard !shaped.isEmpty else { continue }
            // The ellipse stands for several outcomes: it names those drawn.
            let meaning = outcome != .none ? look.meaning : shaped.map { phrase(for: $0.outcome) }.uniqued().sorted().joined(separator: " / ")
            shapeRow(look.shape, fill: look.fill, "arm: " + meaning)
        }
        let kinds = Set(map.nodes.map(\.kind))
        let kindMeanings: [(MapNode.Kind, String)] = [
            (.entry, "app start"), (.deepLink, "deep link"), (.screen, "screen"), (.droppedStep, "step nothing takes (red)"),
            (.undecidedStep, "step the tool cannot decide (not checked)"),
        ]
        // Flows, coordinators and containers in the words of the front end that drew them.
        let pageNodes = map.nodes.filter { $0.page != nil }
        func drawn(_ kind: MapNode.Kind, container: Bool, by framework: Framework? = nil) -> Bool {
            pageNodes.contains { $0.kind == kind && ($0.container != nil) == container && (framework == nil || $0.framework == framework) }
        }
        // Only the HTML page opens a page on a click; a file of its own says where the page is.
        let opens = interactive ? ": click to open its page" : " (drawn on its own page)"
        var pageMeanings: [(MapNode.Kind, Bool, String)] = []
        for kind in [MapNode.Kind.flow, .externalFlow] {
            for frontEnd in map.words where drawn(kind, container: false, by: frontEnd.framework) {
                let frame = frontEnd.words.frame
                pageMeanings.append((kind, false, (kind == .flow ? frame : "parent or child \(frame)") + opens))
            }
            if drawn(kind, container: true) {
                pageMeanings.append((kind, true, (kind == .flow ? "container" : "container it leads to or from") + opens))
            }
        }
        for (kind, isContainer, meaning) in pageMeanings {
            let attributes = nodeKindAttributes(kind, container: isContainer)
            // A stub is drawn dashed, which the sample's name says (the key's cells are solid).
            let dashed = attributes["style"]?.contains("dashed") ?? false
            shapeRow(attributes["shape"] ?? "box", fill: attributes["fillcolor"] ?? "#ffffff", meaning, dashed: dashed)
        }
        // A red box for each reason, keyed apart: its second line says which.
        let redFrames = pageNodes.filter { $0.kind == .flow && $0.status == .problem }
        for (status, reason) in [(MapFlow.Status.neverEnding, "that never ends"), (.unreachable, "nothing creates")] {
            for frontEnd in map.words where redFrames.contains(where: { $0.framework == frontEnd.framework && $0.pageStatus == status }) {
                var attributes = nodeKindAttributes(.flow, container: false)
                attributes.merge(statusAttributes[.problem]!) { $1 }
                shapeRow("box", fill: attributes["fillcolor"] ?? "#ffffff", border: attributes["color"] ?? "#4a4a4a",
                         text: attributes["fontcolor"] ?? "#000000", "\(frontEnd.words.frame) \(reason) (red)")
            }
        }
        let badged = map.nodes.filter { !$0.findings.isEmpty }
        // In the words of the front ends whose frames carry a badge.
        let badgedFrames = map.words.filter { frontEnd in badged.contains { $0.framework == frontEnd.framework } }
            .map(\.words.frame).uniqued().joined(separator: " or ")
        let frameWord = badgedFrames.isEmpty ? "flow" : badgedFrames
        if badged.contains(where: { $0.findings.hasErrors }) {
            shapeRow("box", fill: errorBadge.fill, text: errorBadge.text, "badge: errors found in that \(frameWord)")
        }
        if badged.contains(where: { $0.findings.contains { $0.severity == .warning } }) {
            shapeRow("box", fill: warningBadge.fill, text: warningBadge.text, "badge: warnings found in that \(frameWord)")
        }
        if map.nodes.contains(where: { $0.kind == .flow && $0.page == nil }) {
            shapeRow("box", fill: kindAttributes[.flow]?["fillcolor"] ?? "#ffffff", "flow function nothing reaches")
        }
        for (kind, meaning) in kindMeanings where kinds.contains(kind) {
            var attributes = kindAttributes[kind] ?? [:]
            if kind == .droppedStep { attributes.merge(statusAttributes[.problem]!) { $1 } }
            shapeRow(attributes["shape"] ?? "box", fill: attributes["fillcolor"] ?? "#ffffff", border: attributes["color"] ?? "#4a4a4a",
                     text: attributes["fontcolor"] ?? "#000000", meaning)
        }
        if map.nodes.contains(where: { $0.kind == .screen && $0.status == .dead }) {
            shapeRow("box", fill: "#e6e6e6", border: "#aaaaaa", text: "#777777", "screen no way reaches (grey)")
        }
        let edgeKinds = Set(map.edges.map(\.kind))
        // A step or route sent to an arm, in the words of each front end drawn.
        for frontEnd in map.words where map.edges.contains(where: { $0.kind == .emits && $0.framework == frontEnd.framework }) {
            lineRow("#555555", "——▶", frontEnd.words.emitsEdge)
        }
        for frontEnd in map.words where map.edges.contains(where: { $0.kind == .startsChild && $0.framework == frontEnd.framework }) {
            lineRow("#1f5fbf", "━━▶", "starts a child \(frontEnd.words.frame)")
        }
        let edgeMeanings: [(MapEdge.Kind, String, String, String)] = [
            (.returnsToParent, "#9a5b00", "- - ▶", "ends / forwards to the parent flow"),
            (.forwardsToCurrent, "#555555", "·····▶", "forwards to its own flow"),
            (.entry, "#2e7d32", "——▶", "app start, deep link"),
            (.dropped, "#d00000", "——▶", "step that is dropped"),
            (.holds, "#888888", "——○", "holds (drawn inside it on the full map)"),
        ]
        for (kind, color, sample, meaning) in edgeMeanings where edgeKinds.contains(kind) { lineRow(color, sample, meaning) }
        let actions = Set(map.edges.compactMap(\.action))
        let actionMeanings: [([TransitionAction], String, String, String)] = [
            ([.push], "#555555", "——▶", "pushes"),
            ([.present], "#6a3d9a", "━━▶▶", "presents"),
            ([.setWindowRoot, .setTabItems], "#2e7d32", "——◆", "sets the window root / tab items"),
            ([.pop, .popToRoot, .dismiss], "#9a5b00", "- - ▷", "pops or dismisses"),
            ([.custom], "#555555", "·····▶", "an app's own factory"),
        ]
        for (kinds, color, sample, meaning) in actionMeanings where kinds.contains(where: actions.contains) { lineRow(color, sample, meaning) }
        if map.edges.contains(where: { !$0.isLive }) { lineRow("#d00000", "- - ✗", "a route nothing invokes") }
        if map.edges.contains(where: \.conditional) { lineRow("#555555", "(if)", "taken in one branch only") }
        if map.flows.contains(where: { $0.status == .neverEnding }) { lineRow("#d00000", "▭", "red frame: a child flow that never ends") }
        if map.flows.contains(where: { $0.status == .unreachable }) { lineRow("#999999", "▭", "dashed grey frame: a flow nothing starts") }
        let deadSteps = map.nodes.filter { $0.kind == .deadStep }.map(\.label)
        if !deadSteps.isEmpty {
            // Three names a line: a long list would widen the key past the drawing, which Graphviz then centres.
            let names = Array(deadSteps.prefix(12)) + (deadSteps.count > 12 ? ["… +\(deadSteps.count - 12) more"] : [])
            let shown = stride(from: 0, to: names.count, by: 3).map { names[$0..<min($0 + 3, names.count)].joined(separator: ", ") }
                .map(GraphvizText.html).joined(separator: "<br/>")
            rows.append("<tr><td border=\"1\" color=\"#aaaaaa\" bgcolor=\"#e6e6e6\"><font color=\"#777777\">dead steps</font></td>"
                + "<td align=\"left\" balign=\"left\"><font color=\"#777777\">\(shown)</font></td></tr>")
        }
        let title = "<tr><td colspan=\"2\" align=\"left\"><b>\(GraphvizText.html(map.title))</b> · key</td></tr>"
        return "<font point-size=\"9\"><table border=\"1\" color=\"#cccccc\" cellborder=\"0\" cellspacing=\"2\" cellpadding=\"2\">"
            + title + rows.joined() + "</table></font>"
    }

    /// How the key names a Graphviz shape.
    package static let shapeNames: [String: String] = [
        "box": "box", "box3d": "3-D box", "tab": "tab", "component": "component", "doubleoctagon": "double octagon",
        "house": "house", "larrow": "left arrow", "invtrapezium": "trapezium", "ellipse": "ellipse", "Mdiamond": "diamond",
        "cds": "arrow tag", "note": "note", "octagon": "octagon",
    ]
}
