/// Splitting a large map: an overview of flows, and one page per flow.
extension MapGraph {
    /// Every flow and container as a node that opens its page, with the entries, the FNFK flow
    /// functions and screens no container holds, and the ways between them: child starts and
    /// returns, and the transitions that cross from one container to another. Nodes and edges
    /// follow the app's order (`flows` is breadth-first from the start), so the drawing reads
    /// from the start.
    package func overview() -> MapGraph {
        var result = MapGraph(title: title + " (overview)", words: words)
        for flow in flows {
            let status: MapNode.Status = flow.status == .normal ? .normal : .problem
            let contents = flow.container == nil ? "\(flow.armCount) arm\(flow.armCount == 1 ? "" : "s")"
                : flow.armCount == 0 ? nil : "\(flow.armCount) screen\(flow.armCount == 1 ? "" : "s")"
            let lines: [String?] = [pageTitle(flow), ([flow.kindName] + [contents].compactMap { $0 }).joined(separator: ", "), flow.status.words]
            result.nodes.append(MapNode(
                id: flow.id, flow: nil, kind: .flow, label: lines.compactMap { $0 }.joined(separator: "\n"),
                outcome: nil, status: status, tooltip: "\(flow.name)\n\(flow.location.file):\(flow.location.line)",
                location: flow.location, page: flow.id, container: flow.container, framework: flow.framework, findings: flow.findings,
                pageStatus: flow.status))
        }
        // Dead steps belong to no flow: the overview lists them as the whole map does.
        var listed: Set<String> = []
        result.nodes += nodes.filter { $0.kind == .deadStep && listed.insert($0.id).inserted }
        // What no frame holds stands for itself.
        let loose = nodes.filter { $0.flow == nil && [.entry, .deepLink, .flow, .screen].contains($0.kind) }
        result.nodes.insert(contentsOf: loose.filter { $0.kind == .entry || $0.kind == .deepLink }, at: 0)
        result.nodes += loose.filter { $0.kind == .flow || $0.kind == .screen }
        let looseIDs = Set(loose.map(\.id))
        let endpoint = Dictionary(nodes.map { ($0.id, $0.flow ?? (looseIDs.contains($0.id) ? $0.id : nil)) }, uniquingKeysWith: { first, _ in first })
        let order = Dictionary(result.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var crossing: [MapEdge] = []
        for edge in edges {
            guard let from = endpoint[edge.from] ?? nil, let to = endpoint[edge.to] ?? nil, from != to else { continue }
            guard [.startsChild, .returnsToParent, .entry, .transition].contains(edge.kind) else { continue }
            let key = "\(from)>\(to)>\(edge.kind.rawValue)>\(edge.action?.rawValue ?? "")"
            guard seen.insert(key).inserted else { continue }
            crossing.append(MapEdge(from: from, to: to, kind: edge.kind, tooltip: edge.tooltip, intoFlow: nil, action: edge.action,
                                    conditional: edge.conditional, isLive: edge.isLive, framework: edge.framework))
        }
        // A frame inside another (on the full map): a tab bar holds its stacks, a SwiftUI stack the
        // destinations placed on it. Said with an edge where no other way leads from one to the other.
        let linked = Set(crossing.map { "\($0.from)>\($0.to)" })
        for flow in flows {
            guard let parent = flows.first(where: { $0.id == flow.parent }) else { continue }
            let isTabs = parent.container == .tabs
            guard isTabs || !linked.contains("\(parent.id)>\(flow.id)") else { continue }
            crossing.append(MapEdge(from: parent.id, to: flow.id, kind: isTabs ? .transition : .holds,
                                    tooltip: "\(parent.name) holds \(pageTitle(flow))", intoFlow: nil, action: isTabs ? .setTabItems : nil))
        }
        result.edges = crossing.enumerated().sorted { a, b in
            (order[a.element.from] ?? 0, order[a.element.to] ?? 0, a.offset) < (order[b.element.from] ?? 0, order[b.element.to] ?? 0, b.offset)
        }.map(\.element)
        return result
    }

    /// One flow's arms, with the flows it talks to (its parents and children) as stubs that open
    /// their pages.
    package func page(for flowID: String) -> MapGraph {
        guard let flow = flows.first(where: { $0.id == flowID }) else { return MapGraph(title: title, words: words) }
        var result = MapGraph(title: pageTitle(flow), words: words)
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
                result.nodes.append(MapNode(id: stubID, flow: nil, kind: .externalFlow, label: pageTitle(other), outcome: nil,
                                            status: .normal, tooltip: "\(other.name)\n\(other.location.file):\(other.location.line)",
                                            location: other.location, page: other.id, container: other.container,
                                            framework: other.framework))
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
            var copy = edge
            copy.from = from
            copy.to = to
            copy.intoFlow = edge.intoFlow == flowID ? flowID : nil
            result.edges.append(copy)
        }
        return result
    }

    /// A flow's name, told apart from others of the same name (FNFK containers of one type) by
    /// its root: the first node a way from outside leads into (`UINavigationController · DecksViewController`).
    package func pageTitle(_ flow: MapFlow) -> String {
        guard flows.contains(where: { $0.name == flow.name && $0.id != flow.id }) else { return flow.name }
        let own = nodes.filter { $0.flow == flow.id }
        let ownIDs = Set(own.map(\.id))
        let entered = Set(edges.filter { !ownIDs.contains($0.from) && ownIDs.contains($0.to) }.map(\.to))
        guard let first = own.first(where: { entered.contains($0.id) }) ?? own.first else { return flow.name }
        return flow.name + " · " + first.label.split(separator: "\n").joined(separator: " ")
    }

    /// Arm count, the measure past which `--split auto` does not try the full map.
    package var armCount: Int { nodes.filter { $0.kind == .arm }.count }

    /// The flows and screens the map draws (what the app's model must show somewhere).
    package var drawsNavigation: Bool {
        nodes.contains { $0.kind != .deadStep }
    }
}
