/// What a change did to an element of the map (`stepgraph diff --map`).
package enum MapChange: String, Codable, Sendable {
    case added, removed, changed, unchanged
}

/// The head's map marked against the base's: elements only the head has are added, elements only
/// the base has are put back (removed), elements whose outcome changed are changed, the rest is
/// unchanged. Elements are matched by what they are (frame name, node kind and label, edge ends
/// and kind), never by id or line.
package enum MapComparison {
    package static func marked(head: MapGraph, base: MapGraph) -> MapGraph {
        var map = head
        let headKeys = Keys(head)
        let baseKeys = Keys(base)
        // Frames.
        var frameIDs: [String: String] = [:]  // base frame id → id on the marked map
        for index in map.flows.indices {
            let key = headKeys.frame[map.flows[index].id] ?? ""
            map.flows[index].change = baseKeys.frameID[key] == nil ? .added : .unchanged
        }
        var removedCount = 0
        for flow in base.flows {
            let key = baseKeys.frame[flow.id] ?? ""
            if let id = headKeys.frameID[key] { frameIDs[flow.id] = id; continue }
            removedCount += 1
            var gone = flow
            gone.id = "rf\(removedCount)"
            gone.parent = nil
            gone.change = .removed
            frameIDs[flow.id] = gone.id
            map.flows.append(gone)
        }
        // Nodes.
        var nodeIDs: [String: String] = [:]  // base node id → id on the marked map
        let baseNodes = Dictionary(base.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in map.nodes.indices {
            let key = headKeys.node[map.nodes[index].id] ?? ""
            guard let baseID = baseKeys.nodeID[key], let before = baseNodes[baseID] else { map.nodes[index].change = .added; continue }
            map.nodes[index].change = before.outcome == map.nodes[index].outcome && before.status == map.nodes[index].status ? .unchanged : .changed
        }
        removedCount = 0
        for node in base.nodes {
            let key = baseKeys.node[node.id] ?? ""
            if let id = headKeys.nodeID[key] { nodeIDs[node.id] = id; continue }
            removedCount += 1
            var gone = node
            gone.id = "rn\(removedCount)"
            gone.flow = node.flow.flatMap { frameIDs[$0] }
            gone.change = .removed
            nodeIDs[node.id] = gone.id
            map.nodes.append(gone)
        }
        // Edges.
        let baseEdgeKeys = Set(base.edges.map { baseKeys.edge($0) })
        for index in map.edges.indices {
            map.edges[index].change = baseEdgeKeys.contains(headKeys.edge(map.edges[index])) ? .unchanged : .added
        }
        let headEdgeKeys = Set(head.edges.map { headKeys.edge($0) })
        for edge in base.edges where !headEdgeKeys.contains(baseKeys.edge(edge)) {
            guard let from = nodeIDs[edge.from], let to = nodeIDs[edge.to] else { continue }
            var gone = edge
            gone.from = from
            gone.to = to
            gone.intoFlow = edge.intoFlow.flatMap { frameIDs[$0] }
            gone.change = .removed
            map.edges.append(gone)
        }
        return map
    }

    /// Identity keys of one map's elements.
    private struct Keys {
        var frame: [String: String] = [:]
        var frameID: [String: String] = [:]
        var node: [String: String] = [:]
        var nodeID: [String: String] = [:]

        init(_ map: MapGraph) {
            for flow in map.flows {
                let key = "\(flow.name)|\(flow.kindName)"
                frame[flow.id] = key
                if frameID[key] == nil { frameID[key] = flow.id }
            }
            for node in map.nodes {
                let key = "\(node.flow.flatMap { frame[$0] } ?? "")|\(node.kind.rawValue)|\(node.label)"
                self.node[node.id] = key
                if nodeID[key] == nil { nodeID[key] = node.id }
            }
        }

        func edge(_ edge: MapEdge) -> String {
            "\(node[edge.from] ?? edge.from)>\(node[edge.to] ?? edge.to)|\(edge.kind.rawValue)|\(edge.action?.rawValue ?? "")|\(edge.label ?? "")"
        }
    }
}
