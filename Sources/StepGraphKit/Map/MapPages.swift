/// Splitting a large map: an overview of flows, and one page per flow.
extension MapGraph {
    /// Flows as nodes, with the child-start and return edges between them, and the entries.
    public func overview() -> MapGraph {
        var result = MapGraph(title: title + " (overview)")
        let flowOf = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0.flow) })
        for flow in flows {
            let status: MapNode.Status = flow.status == .normal ? .normal : .problem
            result.nodes.append(MapNode(
                id: flow.id, flow: nil, kind: .flow, label: "\(flow.name)\n\(flow.rootKind.displayName), \(flow.armCount) arms",
                outcome: nil, status: status, tooltip: "\(flow.name)\n\(flow.location.file):\(flow.location.line)",
                location: flow.location))
        }
        var seen: Set<String> = []
        for node in nodes where node.kind == .entry || node.kind == .deepLink {
            result.nodes.append(node)
        }
        for edge in edges {
            let fromFlow = nodes.first { $0.id == edge.from }.flatMap { $0.kind == .entry || $0.kind == .deepLink ? $0.id : nil } ?? flowOf[edge.from] ?? nil
            let toFlow = flowOf[edge.to] ?? nil
            guard let from = fromFlow, let to = toFlow, from != to else { continue }
            guard edge.kind == .startsChild || edge.kind == .returnsToParent || edge.kind == .entry else { continue }
            let key = "\(from)>\(to)>\(edge.kind.rawValue)"
            guard seen.insert(key).inserted else { continue }
            result.edges.append(MapEdge(from: from, to: to, kind: edge.kind, tooltip: edge.tooltip, intoFlow: nil))
        }
        return result
    }

    /// One flow's arms, with the flows it talks to as stub nodes.
    public func page(for flowID: String) -> MapGraph {
        guard let flow = flows.first(where: { $0.id == flowID }) else { return MapGraph(title: title) }
        var result = MapGraph(title: flow.name)
        result.flows = [flow]
        let own = Set(nodes.filter { $0.flow == flowID }.map(\.id))
        result.nodes = nodes.filter { own.contains($0.id) }
        var stubs: [String: String] = [:]  // other flow id or entry id → stub node id
        func endpoint(_ id: String) -> String? {
            if own.contains(id) { return id }
            guard let node = nodes.first(where: { $0.id == id }) else { return nil }
            let key = node.flow ?? node.id
            if let stub = stubs[key] { return stub }
            let stubID = "s_" + key
            stubs[key] = stubID
            if let other = node.flow.flatMap({ id in flows.first { $0.id == id } }) {
                result.nodes.append(MapNode(id: stubID, flow: nil, kind: .externalFlow, label: other.name, outcome: nil,
                                            status: .normal, tooltip: "\(other.name)\n\(other.location.file):\(other.location.line)",
                                            location: other.location))
            } else {
                var copy = node
                copy.id = stubID
                result.nodes.append(copy)
            }
            return stubID
        }
        var seen: Set<String> = []
        for edge in edges where own.contains(edge.from) || own.contains(edge.to) {
            guard let from = endpoint(edge.from), let to = endpoint(edge.to) else { continue }
            let key = "\(from)>\(to)>\(edge.kind.rawValue)"
            guard seen.insert(key).inserted else { continue }
            result.edges.append(MapEdge(from: from, to: to, kind: edge.kind, tooltip: edge.tooltip,
                                        intoFlow: edge.intoFlow == flowID ? flowID : nil))
        }
        return result
    }

    /// Arm count, the measure for splitting.
    public var armCount: Int { nodes.filter { $0.kind == .arm }.count }
}
