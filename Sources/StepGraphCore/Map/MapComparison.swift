/// What a change did to an element of the map (`stepgraph diff --map`).
package enum MapChange: String, Codable, Sendable {
    case added, removed, changed, unchanged
}

/// The head's map marked against the base's: elements only the head has are added, elements only
/// the base has are put back (removed), elements whose outcome or label (the screen an arm shows)
/// changed are changed, the rest is unchanged. Elements are matched by what they are (frame name,
/// node kind and label without its screen line, edge ends and kind), never by id or line.
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
            let node = map.nodes[index]
            map.nodes[index].change = before.outcome == node.outcome && before.status == node.status && before.label == node.label
                ? .unchanged : .changed
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

    /// Of a marked map, only the frames the change touches (a frame added or removed, or holding an
    /// element that changed, or an end of an edge that did), with their nodes and the edges among
    /// them; frames that merely hold such an edge's other end keep that node alone; a touched node
    /// in no frame (a dead step) is kept. Nil when nothing changed.
    package static func changedPart(of marked: MapGraph) -> MapGraph? {
        let touched = { (change: MapChange?) in change != nil && change != .unchanged }
        let frameOf = Dictionary(marked.nodes.map { ($0.id, $0.flow) }, uniquingKeysWith: { first, _ in first })
        var frames = Set(marked.flows.filter { touched($0.change) }.map(\.id))
        var loose = false
        for node in marked.nodes where touched(node.change) {
            if let flow = node.flow { frames.insert(flow) } else { loose = true }
        }
        var ends: Set<String> = []
        for edge in marked.edges where touched(edge.change) {
            ends.formUnion([edge.from, edge.to])
            for end in [edge.from, edge.to] { if let flow = frameOf[end] ?? nil { frames.insert(flow) } }
        }
        guard !frames.isEmpty || !ends.isEmpty || loose else { return nil }
        var part = marked
        part.flows = marked.flows.filter { frames.contains($0.id) }
        part.flows = part.flows.map { flow in
            var flow = flow
            if let parent = flow.parent, !frames.contains(parent) { flow.parent = nil }
            return flow
        }
        part.nodes = marked.nodes.filter { node in
            ends.contains(node.id) || node.flow.map(frames.contains) ?? touched(node.change)
        }
        let kept = Set(part.nodes.map(\.id))
        part.edges = marked.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        return part
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
                // An arm is the same arm whatever screen it now shows (the line under its steps).
                let name = node.label.components(separatedBy: "\n→ ")[0]
                let key = "\(node.flow.flatMap { frame[$0] } ?? "")|\(node.kind.rawValue)|\(name)"
                self.node[node.id] = key
                if nodeID[key] == nil { nodeID[key] = node.id }
            }
        }

        func edge(_ edge: MapEdge) -> String {
            "\(node[edge.from] ?? edge.from)>\(node[edge.to] ?? edge.to)|\(edge.kind.rawValue)|\(edge.action?.rawValue ?? "")|\(edge.label ?? "")"
        }
    }
}
