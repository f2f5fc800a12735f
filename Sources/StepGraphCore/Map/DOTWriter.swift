/// Writes a `RenderGraph` as DOT text (no Graphviz needed). Every value is made safe by
/// `GraphvizText`, then quoted.
public enum DOTWriter {
    /// The graph as DOT text, deterministic for equal input.
    public static func write(_ graph: RenderGraph) -> String {
        var out = "digraph \(quote(graph.name)) {\n"
        for (key, raw) in graph.attributes.sorted(by: { $0.key < $1.key }) { out += "  \(key)=\(value(key, raw));\n" }
        if let html = graph.htmlLabel { out += "  label=<\(html)>;\n" }
        if !graph.nodeDefaults.isEmpty { out += "  node [\(list(graph.nodeDefaults))];\n" }
        if !graph.edgeDefaults.isEmpty { out += "  edge [\(list(graph.edgeDefaults))];\n" }
        let byCluster = Dictionary(grouping: graph.nodes, by: { $0.cluster ?? "" })
        let clusterIDs = Set(graph.clusters.map(\.id))
        let children = Dictionary(grouping: graph.clusters, by: { $0.parent.flatMap { clusterIDs.contains($0) ? $0 : nil } ?? "" })
        var written: Set<String> = []
        func write(_ cluster: RenderCluster, indent: String) {
            guard written.insert(cluster.id).inserted else { return }
            out += "\(indent)subgraph \(quote("cluster_" + cluster.id)) {\n"
            for (key, raw) in cluster.attributes.sorted(by: { $0.key < $1.key }) { out += "\(indent)  \(key)=\(value(key, raw));\n" }
            for node in byCluster[cluster.id] ?? [] { out += indent + "  " + nodeLine(node) }
            for child in children[cluster.id] ?? [] { write(child, indent: indent + "  ") }
            out += "\(indent)}\n"
        }
        for cluster in children[""] ?? [] { write(cluster, indent: "  ") }
        // Clusters whose parents form a cycle: at the top level.
        for cluster in graph.clusters { write(cluster, indent: "  ") }
        let firstRank = Set(graph.firstRank)
        let topLevel = graph.nodes.filter { node in node.cluster.map { !clusterIDs.contains($0) } ?? true }
        if topLevel.contains(where: { firstRank.contains($0.id) }) {
            out += "  subgraph \(quote("first_rank")) {\n    rank=\"source\";\n"
            for node in topLevel where firstRank.contains(node.id) { out += "    " + nodeLine(node) }
            out += "  }\n"
        }
        for node in topLevel where !firstRank.contains(node.id) { out += "  " + nodeLine(node) }
        for edge in graph.edges {
            out += "  \(quote(edge.from)) -> \(quote(edge.to))"
            out += edge.attributes.isEmpty ? ";\n" : " [\(list(edge.attributes))];\n"
        }
        return out + "}\n"
    }

    private static func nodeLine(_ node: RenderNode) -> String {
        var parts = node.attributes.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\(value($0.key, $0.value))" }
        if let html = node.htmlLabel { parts.append("label=<\(html)>") }
        return "\(quote(node.id))" + (parts.isEmpty ? "" : " [\(parts.joined(separator: ", "))]") + ";\n"
    }

    private static func list(_ attributes: [String: String]) -> String {
        attributes.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\(value($0.key, $0.value))" }.joined(separator: ", ")
    }

    private static func value(_ key: String, _ raw: String) -> String { quote(GraphvizText.attribute(key, raw)) }

    /// A DOT quoted string: `"` escaped; newlines as `\n` (a line break in labels).
    package static func quote(_ text: String) -> String {
        "\"" + TextEscaping.map(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\n": return "\\n"
            default: return nil
            }
        } + "\""
    }
}
