/// Draws a `MapGraph` as Graphviz attributes: shapes by outcome, colours by lint status, line styles by
/// edge kind, tooltips with file:line, optional links, and a legend explaining all of it.
public enum GraphvizStyle {
    public struct Options: Sendable {
        public var rankdir: String
        public var linkTemplate: String?
        public var displayPath: @Sendable (String) -> String
        public var legend: Bool

        public init(rankdir: String = "LR", linkTemplate: String? = nil, displayPath: @escaping @Sendable (String) -> String = { $0 },
                    legend: Bool = true) {
            self.rankdir = rankdir
            self.linkTemplate = linkTemplate
            self.displayPath = displayPath
            self.legend = legend
        }
    }

    struct Look {
        var shape: String
        var fill: String
        var meaning: String
    }

    /// Arm shapes by primary outcome, in legend order.
    static let outcomeLooks: [(Outcome, Look)] = [
        (.push, Look(shape: "box", fill: "#ffffff", meaning: "pushes a screen")),
        (.present, Look(shape: "box3d", fill: "#ffffff", meaning: "presents a screen modally")),
        (.setRoot, Look(shape: "tab", fill: "#ffffff", meaning: "sets the root / tabs")),
        (.childFlow, Look(shape: "component", fill: "#e8f0fe", meaning: "starts a child flow")),
        (.end, Look(shape: "doubleoctagon", fill: "#fff4e5", meaning: "ends the flow")),
        (.forwardToParent, Look(shape: "house", fill: "#fff4e5", meaning: "forwards to the parent flow")),
        (.forwardToCurrent, Look(shape: "larrow", fill: "#ffffff", meaning: "forwards to its own flow")),
        (.dismiss, Look(shape: "invtrapezium", fill: "#ffffff", meaning: "dismisses or pops")),
        (.none, Look(shape: "ellipse", fill: "#ffffff", meaning: "does nothing / other")),
    ]

    static func look(for outcome: Outcome?) -> Look {
        let key: Outcome
        switch outcome {
        case .pop?: key = .dismiss
        case .multiple?, .other?, nil: key = .none
        case let value?: key = value
        }
        return outcomeLooks.first { $0.0 == key }?.1 ?? outcomeLooks.last!.1
    }

    public static func renderGraph(_ map: MapGraph, options: Options = Options()) -> RenderGraph {
        var graph = RenderGraph(name: "navigation")
        graph.attributes = [
            "rankdir": options.rankdir, "newrank": "true", "compound": "true", "fontname": "Helvetica", "fontsize": "12",
            "nodesep": "0.25", "ranksep": "0.45", "label": map.title, "labelloc": "t", "tooltip": map.title,
        ]
        graph.nodeDefaults = ["fontname": "Helvetica", "fontsize": "10", "style": "filled", "fillcolor": "#ffffff",
                              "color": "#4a4a4a", "margin": "0.08,0.04"]
        graph.edgeDefaults = ["fontname": "Helvetica", "fontsize": "9", "arrowsize": "0.7", "color": "#555555"]
        for flow in map.flows {
            var attributes = [
                "label": flow.name + "\n" + flow.kindName,
                "tooltip": "\(flow.name): \(flow.container?.rawValue ?? flow.rootKind.rawValue)\n"
                    + "\(options.displayPath(flow.location.file)):\(flow.location.line)",
                "style": "rounded,filled", "fillcolor": flow.container == nil ? "#f7f9fc" : "#fbfbf4",
                "color": flow.container == nil ? "#6b8fb5" : "#9e9d70", "fontname": "Helvetica-Bold",
            ]
            switch flow.status {
            case .normal: break
            case .neverEnding:
                attributes["color"] = "#d00000"
                attributes["penwidth"] = "2.5"
                attributes["label"]! += "\n⚠ never ends"
            case .unreachable:
                attributes["style"] = "rounded,dashed"
                attributes["color"] = "#999999"
                attributes["label"]! += "\n(never started)"
            }
            if let url = link(flow.location, options) { attributes["URL"] = url }
            attributes.merge(changeAttributes(flow.change, filled: true)) { $1 }
            graph.clusters.append(RenderCluster(id: flow.id, attributes: attributes, parent: flow.parent))
        }
        if map.nodes.contains(where: { $0.kind == .deadStep }) {
            graph.clusters.append(RenderCluster(id: "dead", attributes: [
                "label": "Dead steps (nothing emits them)", "style": "rounded,filled", "fillcolor": "#f4f4f4",
                "color": "#bbbbbb", "fontcolor": "#777777", "tooltip": "Declared steps that nothing emits",
            ]))
        }
        for node in map.nodes { graph.nodes.append(renderNode(node, options)) }
        for edge in map.edges { graph.edges.append(renderEdge(edge, flows: Set(map.flows.map(\.id)))) }
        if options.legend { addLegend(to: &graph, transitions: map.edges.contains { $0.kind == .transition }) }
        return graph
    }

    static func link(_ location: SourceLocation?, _ options: Options) -> String? {
        guard let template = options.linkTemplate, let location else { return nil }
        return LinkTemplate.url(template, file: options.displayPath(location.file), line: location.line)
    }

    static func renderNode(_ node: MapNode, _ options: Options) -> RenderNode {
        var attributes = ["label": node.label, "tooltip": node.tooltip]
        var cluster = node.flow
        if node.kind == .arm {
            let look = look(for: node.outcome)
            attributes["shape"] = look.shape
            attributes["fillcolor"] = look.fill
        } else {
            attributes.merge(kindAttributes[node.kind] ?? [:]) { $1 }
        }
        if node.kind == .deadStep { cluster = "dead" }
        attributes.merge(statusAttributes[node.status] ?? [:]) { $1 }
        if let url = link(node.location, options) { attributes["URL"] = url }
        attributes.merge(changeAttributes(node.change, filled: true)) { $1 }
        return RenderNode(id: node.id, cluster: cluster, attributes: attributes, htmlLabel: nil)
    }

    /// Shapes of the nodes that are not arms; the legend shows the same.
    static let kindAttributes: [MapNode.Kind: [String: String]] = [
        .entry: ["shape": "Mdiamond", "fillcolor": "#d9f2d9"],
        .deepLink: ["shape": "cds", "fillcolor": "#d9f2d9"],
        .deadStep: ["shape": "note"],
        .droppedStep: ["shape": "octagon"],
        .externalFlow: ["shape": "box", "style": "rounded,dashed"],
        .flow: ["shape": "box", "style": "rounded,filled", "fillcolor": "#f7f9fc"],
        .screen: ["shape": "box", "style": "rounded,filled", "fillcolor": "#ffffff"],
    ]

    /// Colours by lint status; the legend shows the same.
    static let statusAttributes: [MapNode.Status: [String: String]] = [
        .dead: ["fillcolor": "#e6e6e6", "fontcolor": "#777777", "color": "#aaaaaa"],
        .problem: ["fillcolor": "#fde0dc", "fontcolor": "#b00020", "color": "#d00000", "penwidth": "1.5"],
    ]

    static func edgeAttributes(_ kind: MapEdge.Kind) -> [String: String] {
        switch kind {
        case .emits: return [:]
        case .startsChild: return ["color": "#1f5fbf", "penwidth": "2"]
        case .returnsToParent: return ["style": "dashed", "color": "#9a5b00"]
        case .forwardsToCurrent: return ["style": "dotted"]
        case .entry: return ["color": "#2e7d32", "penwidth": "1.5"]
        case .dropped: return ["color": "#d00000", "penwidth": "1.5"]
        case .transition: return [:]
        }
    }

    /// FNFK transitions by action: line style and arrowhead carry the meaning, colour repeats it.
    static func transitionAttributes(_ action: TransitionAction?) -> [String: String] {
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
    static func changeAttributes(_ change: MapChange?, filled: Bool) -> [String: String] {
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

    static func renderEdge(_ edge: MapEdge, flows: Set<String>) -> RenderEdge {
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

    /// A legend cluster: one sample node per shape and status, and a table of line styles.
    static func addLegend(to graph: inout RenderGraph, transitions: Bool) {
        graph.clusters.append(RenderCluster(id: "legend", attributes: [
            "label": "Legend", "style": "rounded", "color": "#cccccc", "fontcolor": "#555555", "tooltip": "Legend",
        ]))
        var samples: [(String, [String: String])] = outcomeLooks.map { outcome, look in
            ("legend_\(outcome.rawValue)", ["shape": look.shape, "fillcolor": look.fill, "label": look.meaning])
        }
        func sample(_ kind: MapNode.Kind, _ status: MapNode.Status, _ label: String) -> [String: String] {
            (kindAttributes[kind] ?? [:]).merging(statusAttributes[status] ?? [:]) { $1 }.merging(["label": label]) { $1 }
        }
        samples += [
            ("legend_entry", sample(.entry, .normal, "app start")),
            ("legend_deeplink", sample(.deepLink, .normal, "deep link")),
            ("legend_dead", sample(.deadStep, .dead, "dead step (grey)")),
            ("legend_dropped", sample(.droppedStep, .problem, "unhandled / misrouted step (red)")),
        ]
        for (id, attributes) in samples {
            var all = attributes
            all["tooltip"] = attributes["label"]
            graph.nodes.append(RenderNode(id: id, cluster: "legend", attributes: all, htmlLabel: nil))
        }
        // Invisible edges chain the samples into rows of four, so the legend stays compact.
        for (offset, sample) in samples.enumerated() where offset % 4 != 0 {
            graph.edges.append(RenderEdge(from: samples[offset - 1].0, to: sample.0, attributes: ["style": "invis"]))
        }
        let rows = [
            ("#555555", "solid", "——", "a screen's stepper emits the step"),
            ("#1f5fbf", "bold", "━━", "starts a child flow (into its frame)"),
            ("#9a5b00", "dashed", "- - -", "ends / forwards the step to the parent flow"),
            ("#555555", "dotted", "·····", "forwards the step to its own flow"),
            ("#2e7d32", "solid", "——", "app start, deep link"),
            ("#d00000", "solid", "——", "step that is dropped"),
            ("#d00000", "frame", "▭", "red frame: a child flow that never ends"),
            ("#999999", "frame", "▭", "dashed grey frame: a flow nothing starts"),
        ] + (transitions ? [
            ("#555555", "solid", "——", "pushes a screen (FNFK)"),
            ("#6a3d9a", "bold", "━━▶▶", "presents a screen"),
            ("#2e7d32", "solid", "——◆", "sets the window root / tab items"),
            ("#9a5b00", "dashed", "- - -▷", "pops or dismisses"),
            ("#555555", "dotted", "·····", "an app's own factory"),
            ("#d00000", "dashed", "- - ✗", "a route nothing invokes"),
        ] : [])
        let html = "<table border=\"0\" cellborder=\"0\" cellspacing=\"1\">"
            + rows.map { color, _, sample, meaning in
                "<tr><td align=\"left\"><font color=\"\(color)\">\(GraphvizText.html(sample))</font></td>"
                    + "<td align=\"left\">\(GraphvizText.html(meaning))</td></tr>"
            }.joined() + "</table>"
        graph.nodes.append(RenderNode(id: "legend_lines", cluster: "legend",
                                      attributes: ["shape": "plaintext", "style": "", "tooltip": "line styles"], htmlLabel: html))
    }
}
