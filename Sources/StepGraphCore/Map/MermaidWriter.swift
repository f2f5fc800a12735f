/// Writes the map as a Mermaid `flowchart` (one `subgraph` per flow), ready to paste into GitHub
/// Markdown. Shapes and colours follow the Graphviz map; a legend subgraph explains them.
public enum MermaidWriter {
    /// The Mermaid text of `map`, laid out in `direction`; `linkTemplate` and `displayPath` as for the Graphviz map.
    public static func write(_ map: MapGraph, direction: GraphvizStyle.Direction = .leftToRight, linkTemplate: String? = nil,
                             displayPath: (String) -> String = { $0 }) -> String {
        write(map, direction: direction, linkTemplate: linkTemplate, displayPath: displayPath, legend: true)
    }

    /// As above; `legend`: whether to add the legend subgraph (a review's drawing has none). A map
    /// marked by `MapComparison` draws added elements green, removed ones dashed red and changed ones orange.
    package static func write(_ map: MapGraph, direction: GraphvizStyle.Direction = .leftToRight, linkTemplate: String? = nil,
                              displayPath: (String) -> String = { $0 }, legend: Bool) -> String {
        var out = "flowchart \(direction.rawValue)\n"
        let byFlow = Dictionary(grouping: map.nodes, by: { $0.flow ?? "" })
        let children = Dictionary(grouping: map.flows, by: { $0.parent ?? "" })
        func frame(_ flow: MapFlow, indent: String) {
            let label = map.pageTitle(flow) + " · " + flow.kindName
                + (flow.status == .neverEnding ? " · never ends" : flow.status == .unreachable ? " · never started" : "")
            out += "\(indent)subgraph \(flow.id)[\"\(escape(label))\"]\n"
            for node in byFlow[flow.id] ?? [] { out += indent + "  " + nodeLine(node) }
            for child in children[flow.id] ?? [] { frame(child, indent: indent + "  ") }
            out += "\(indent)end\n"
        }
        for flow in children[""] ?? [] { frame(flow, indent: "  ") }
        for node in map.nodes where node.flow == nil || !map.flows.contains(where: { $0.id == node.flow }) {
            out += "  " + nodeLine(node)
        }
        for edge in map.edges {
            let label = edge.kind != .transition ? "" : edge.label.map { "|\"" + escape($0 + (edge.conditional ? " (if)" : "")) + "\"|" } ?? ""
            out += "  \(edge.from) \(arrow(edge))\(label) \(edge.to)\n"
        }
        if legend { out += MermaidWriter.legend }
        out += "  classDef problem fill:#fde0dc,stroke:#d00000,color:#b00020\n"
        out += "  classDef dead fill:#e6e6e6,stroke:#aaaaaa,color:#777777\n"
        if map.nodes.contains(where: { $0.kind == .undecidedStep }) {
            out += "  classDef undecided fill:#f2f2f2,stroke:#888888,color:#555555,stroke-dasharray:4 3\n"
        }
        out += "  classDef entry fill:#d9f2d9,stroke:#2e7d32\n"
        out += "  classDef childFlow fill:#e8f0fe\n"
        out += "  classDef ending fill:#fff4e5\n"
        for flow in map.flows where flow.status == .neverEnding { out += "  style \(flow.id) stroke:#d00000,stroke-width:3px\n" }
        for flow in map.flows where flow.status == .unreachable { out += "  style \(flow.id) stroke:#999999,stroke-dasharray:5 5\n" }
        for node in map.nodes {
            if let cls = className(node) { out += "  class \(node.id) \(cls)\n" }
        }
        out += changeStyles(map)
        if let linkTemplate {
            for node in map.nodes {
                guard let location = node.location else { continue }
                let url = LinkTemplate.url(linkTemplate, file: displayPath(location.file), line: location.line)
                out += "  click \(node.id) href \"\(escapeURL(url))\" \"\(escape(location.file)):\(location.line)\"\n"
            }
        }
        return out
    }

    /// Colours of a marked map's changes: frames and nodes by `style`, edges by `linkStyle` (their
    /// index in the edge list, which is the order they were written).
    package static func changeStyles(_ map: MapGraph) -> String {
        func look(_ change: MapChange?) -> String? {
            switch change {
            case .added?: "stroke:#2e7d32,stroke-width:3px"
            case .removed?: "stroke:#d00000,stroke-width:2px,stroke-dasharray:5 5"
            case .changed?: "stroke:#ef6c00,stroke-width:3px"
            case .unchanged?, nil: nil
            }
        }
        var out = ""
        for flow in map.flows { if let look = look(flow.change) { out += "  style \(flow.id) \(look)\n" } }
        for node in map.nodes { if let look = look(node.change) { out += "  style \(node.id) \(look)\n" } }
        for (index, edge) in map.edges.enumerated() {
            if let look = look(edge.change) { out += "  linkStyle \(index) \(look)\n" }
        }
        return out
    }

    package static func nodeLine(_ node: MapNode) -> String {
        let text = "\"" + escape(node.label) + "\""
        let shaped: String
        switch node.kind {
        case .arm:
            switch node.outcome {
            case .childFlow?: shaped = "[[\(text)]]"
            case .end?: shaped = "(((\(text))))"
            case .forwardToParent?: shaped = "[/\(text)\\]"
            case .present?: shaped = "[(\(text))]"
            case .setRoot?: shaped = "[/\(text)/]"
            case .forwardToCurrent?: shaped = ">\(text)]"
            case .dismiss?, .pop?: shaped = "[\\\(text)/]"
            case .push?: shaped = "[\(text)]"
            default: shaped = "(\(text))"
            }
        case .entry, .deepLink: shaped = "{{\(text)}}"
        case .deadStep: shaped = "[\(text)]"
        case .droppedStep: shaped = "{\(text)}"
        case .undecidedStep: shaped = "{\(text)}:::undecided"
        case .externalFlow, .flow: shaped = "([\(text)])"
        case .screen: shaped = "(\(text))"
        }
        return "\(node.id)\(shaped)\n"
    }

    package static func className(_ node: MapNode) -> String? {
        switch node.status {
        case .problem: return "problem"
        case .dead: return "dead"
        case .normal: break
        }
        switch node.kind {
        case .entry, .deepLink: return "entry"
        case .arm where node.outcome == .childFlow: return "childFlow"
        case .arm where node.outcome == .end || node.outcome == .forwardToParent: return "ending"
        default: return nil
        }
    }

    package static func arrow(_ edge: MapEdge) -> String {
        switch edge.kind {
        case .emits, .entry, .dropped: return "-->"
        case .startsChild: return "==>"
        case .returnsToParent: return "-.->"
        case .forwardsToCurrent: return "-.-o"
        case .holds: return "---"
        case .transition:
            guard edge.isLive else { return "-.-x" }
            switch edge.action {
            case .present?: return "==>"
            case .pop?, .popToRoot?, .dismiss?: return "-.->"
            default: return "-->"
            }
        }
    }

    package static let legend = """
      subgraph legend["Legend"]
        legend_push["pushes a screen"]
        legend_present[("presents modally")]
        legend_root[/"sets the root / tabs"/]
        legend_child[["starts a child flow"]]
        legend_end((("ends the flow")))
        legend_parent[/"forwards to the parent"\\]
        legend_current>"forwards to its own flow"]
        legend_dismiss[\\"dismisses or pops"/]
        legend_entry{{"app start / deep link"}}
        legend_dropped{"unhandled / misrouted step"}
        legend_lines["--> emits, pushes · ==> starts child, presents · -.-> ends to parent, goes back · -.-o forwards to itself · -.-x route never invoked"]
      end
      class legend_entry entry
      class legend_dropped problem

    """

    /// Mermaid label text: quotes and angle brackets as entity codes, no line breaks.
    package static func escape(_ text: String) -> String {
        TextEscaping.map(text) { scalar in
            switch scalar {
            case "\"": return "#quot;"
            case "<": return "#lt;"
            case ">": return "#gt;"
            case "#": return "#35;"
            // A label of backticks alone renders as Markdown code: a raw identifier would lose them.
            case "`": return "#96;"
            case "\n": return "<br/>"
            default: return TextEscaping.isControl(scalar) ? "" : nil
            }
        }
    }

    package static func escapeURL(_ url: String) -> String { GraphvizText.url(url).replacingOccurrences(of: "&amp;", with: "&") }
}
