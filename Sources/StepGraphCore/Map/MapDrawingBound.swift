/// How large one flow's drawing may be. Graphviz's `dot` grows faster than the drawing: a flow of
/// 16,000 arms keeps it busy for minutes, and no page of it could be read anyway. Past the bound a
/// flow is drawn as its overview box without arms, joined to what leads into and out of it, and
/// says why; the map's JSON and Mermaid, `stepgraph dump` and lint still hold every arm.
package enum MapDrawingBound {
    /// The nodes drawn in one flow plus the edges touching them. `dot` lays out a flow of 28 arms
    /// each leading to every other (812) in 1.5 s of CPU, and one of 40 (1,642) in 9 s.
    package static let defaultMaxElements = 1_000
}

/// A flow drawn without its arms: its drawing was past the bound.
package struct UndrawnFlow: Sendable, Equatable {
    package var name: String
    /// Its arms (FNFK: screens).
    package var arms: Int
    /// The nodes drawn in it and the edges touching them.
    package var elements: Int
    package var bound: Int
}

extension MapGraph {
    /// This map with each flow whose nodes and edges number more than `maxElements` drawn as one
    /// node that says so (its title, its arm count), the edges of its nodes moved onto that node;
    /// and the flows so drawn, in the map's order.
    package func boundingFlowDrawings(maxElements: Int) -> (map: MapGraph, undrawn: [UndrawnFlow]) {
        var flowOf: [String: String] = [:]
        var elements: [String: Int] = [:]
        for node in nodes { if let flow = node.flow { flowOf[node.id] = flow; elements[flow, default: 0] += 1 } }
        for edge in edges {
            let from = flowOf[edge.from], to = flowOf[edge.to]
            if let from { elements[from, default: 0] += 1 }
            if let to, to != from { elements[to, default: 0] += 1 }
        }
        let oversized = flows.filter { (elements[$0.id] ?? 0) > maxElements }
        guard !oversized.isEmpty else { return (self, []) }
        var result = self
        var standIn: [String: String] = [:]  // flow id → the node drawn for it
        for flow in oversized { standIn[flow.id] = "whole_" + flow.id }
        result.nodes = nodes.filter { node in node.flow.map { standIn[$0] == nil } ?? true }
        var undrawn: [UndrawnFlow] = []
        for flow in oversized {
            let count = elements[flow.id] ?? 0
            let arms = "\(flow.armCount) \(flow.container == nil ? "arm" : "screen")\(flow.armCount == 1 ? "" : "s")"
            result.nodes.append(MapNode(
                id: standIn[flow.id]!, flow: flow.id, kind: .flow,
                label: "\(pageTitle(flow))\n\(arms): too many to draw\n(\(count) nodes and edges, over \(maxElements))",
                outcome: nil, status: flow.status == .normal ? .normal : .problem,
                tooltip: "\(flow.name)\n\(flow.location.file):\(flow.location.line)\n\(arms), not drawn one by one: "
                    + "the map's JSON and `stepgraph dump` list them",
                location: flow.location))
            undrawn.append(UndrawnFlow(name: flow.name, arms: flow.armCount, elements: count, bound: maxElements))
        }
        // Edges inside an undrawn flow go; the others keep one edge per end and kind.
        var seen: Set<String> = []
        result.edges = edges.compactMap { edge in
            var moved = edge
            if let flow = flowOf[edge.from], let node = standIn[flow] { moved.from = node }
            if let flow = flowOf[edge.to], let node = standIn[flow] { moved.to = node }
            guard moved.from != edge.from || moved.to != edge.to else { return edge }
            guard moved.from != moved.to, seen.insert("\(moved.from)>\(moved.to)>\(moved.kind.rawValue)").inserted else { return nil }
            return moved
        }
        return (result, undrawn)
    }
}
