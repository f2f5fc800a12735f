/// What to draw.
public struct MapOptions: Sendable {
    /// Only this flow, its children and its parents (transitively).
    package var focus: String?
    /// Only what lies on a path from the app's start to this step, flow or screen.
    package var reaches: String?
    /// `{file}` and `{line}` are replaced; nil: no links.
    package var linkTemplate: String?
    /// The path used in tooltips and links for a model file path.
    package var displayPath: @Sendable (String) -> String

    /// `focus`: a flow; `reaches`: a step, flow or screen; `linkTemplate`: `{file}`/`{line}` link; `displayPath`: the
    /// path shown for a model path.
    public init(focus: String? = nil, reaches: String? = nil, linkTemplate: String? = nil,
                displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.focus = focus
        self.reaches = reaches
        self.linkTemplate = linkTemplate
        self.displayPath = displayPath
    }
}

/// Builds the map from the navigation graph and the lint findings: the graph's frames, nodes and
/// edges, each marked with what the findings say about it (a flow that never ends, a dead step, an
/// unreachable screen, a route never invoked).
public enum MapBuilder {
    /// The map of `model`, marked with `findings`; throws when `options.focus` or `options.reaches` names
    /// nothing in the model.
    public static func build(_ model: NavigationModel, findings: [Finding], options: MapOptions = MapOptions()) throws -> MapGraph {
        let graph = NavigationGraph(model: model)
        var included: Set<String>?
        var fnfkChildren: Set<String> = []
        var onPaths = try nodesOnPaths(graph, to: options.reaches)
        if let focus = options.focus {
            if graph.routing.flows[focus] != nil {
                included = rxflowFrames(graph, focus: focus)
                // FNFK flows its arms run (a mixed app) are its children too.
                let arms = graph.nodes.filter { $0.frame.map { included!.contains($0) } ?? false }.map(\.id)
                fnfkChildren = graph.reachable(from: arms).filter { graph.node($0)?.framework == .fnfk }
                included!.formUnion(withAncestors(Set(fnfkChildren.compactMap { graph.node($0)?.frame }), graph))
            } else if let frame = graph.frames.first(where: { $0.framework == .xcoordinator && $0.name == focus }) {
                included = XCoordinatorGraphBuilder.focus(frame.id, in: graph)
            } else {
                let around = try nodesAround(graph, focus: focus)
                onPaths = onPaths.map { $0.intersection(around) } ?? around
            }
        }
        if let onPaths {
            let frames = Set(graph.nodes.filter { onPaths.contains($0.id) }.compactMap(\.frame))
            included = (included ?? Set(graph.frames.map(\.id))).intersection(withAncestors(frames, graph))
        }
        return MapAssembly(graph: graph, options: options, findings: findings, included: included, onPaths: onPaths,
                           alsoKept: fnfkChildren).map
    }

    /// Never a silently empty picture: fails when the model has flows or screens and the map draws none.
    package static func requireDrawing(_ map: MapGraph, of model: NavigationModel) throws {
        guard !map.drawsNavigation, !model.flows.isEmpty || !model.screens.isEmpty else { return }
        throw InputError("the map would be empty: the code has \(model.flows.count) flow(s) and \(model.screens.count) screen(s), "
            + "but none has an arm, an entry or a screen to draw (`stepgraph dump` shows what was read)")
    }

    /// `--reaches`: the nodes on some path from an entry to the target.
    static func nodesOnPaths(_ graph: NavigationGraph, to target: String?) throws -> Set<String>? {
        guard let target else { return nil }
        let targets = MapTargets.nodes(named: target, in: graph).map(\.id)
        guard !targets.isEmpty else {
            throw InputError("--reaches \(target): no step, flow, flow function or screen of that name (\(MapTargets.choices(in: graph)))")
        }
        return graph.reachable(from: graph.entries.map(\.id)).intersection(graph.reaching(targets))
    }

    /// `--focus` on an FNFK flow function or a screen: its nodes, where they lead (transitively:
    /// its children) and what leads straight into them (its parents; further up, the ways back of
    /// an app's screens reach nearly everything).
    static func nodesAround(_ graph: NavigationGraph, focus: String) throws -> Set<String> {
        let targets = MapTargets.nodes(named: focus, in: graph).map(\.id)
        guard !targets.isEmpty else {
            throw InputError("--focus \(focus): no such flow, flow function or screen (\(MapTargets.choices(in: graph)))")
        }
        let parents = targets.flatMap { graph.edges(to: $0).map(\.from) }
        return graph.reachable(from: targets).union(targets).union(parents)
    }

    /// Frames with the frames they sit in (a stack's tab bar).
    private static func withAncestors(_ frames: Set<String>, _ graph: NavigationGraph) -> Set<String> {
        var all = frames
        var pending = Array(frames)
        while let id = pending.popLast() {
            if let parent = graph.frames.first(where: { $0.id == id })?.parent, all.insert(parent).inserted { pending.append(parent) }
        }
        return all
    }

    /// `--focus` on an RxFlow flow: its frame with its ancestors' and descendants'.
    static func rxflowFrames(_ graph: NavigationGraph, focus: String) -> Set<String> {
        let routing = graph.routing
        var keep: Set<String> = [focus]
        var pending = [focus]
        while let flow = pending.popLast() {  // ancestors
            for parent in routing.parents(of: flow) where keep.insert(parent).inserted { pending.append(parent) }
        }
        pending = [focus]
        while let flow = pending.popLast() {  // descendants
            for child in routing.model.coordinations where child.kind == .child && child.parentFlow == flow {
                if keep.insert(child.flow).inserted { pending.append(child.flow) }
            }
        }
        return Set(graph.frames.filter { $0.framework == .rxflow && keep.contains($0.name) }.map(\.id))
    }
}

private struct MapAssembly {
    let options: MapOptions
    var map = MapGraph(title: "Navigation map")

    /// `alsoKept`: nodes outside frames a focus keeps (the FNFK screens an RxFlow flow runs).
    init(graph: NavigationGraph, options: MapOptions, findings: [Finding], included: Set<String>?, onPaths: Set<String>?,
         alsoKept: Set<String>) {
        self.options = options
        func symbols(_ rule: String) -> [[String]] {
            findings.filter { $0.ruleID == rule }.map { Array($0.identity.split(separator: "|").dropFirst().map(String.init)) }
        }
        let deadSteps = Set(symbols("dead_step").compactMap(\.first))
        let neverEnding = Set(symbols("never_ending_flow").compactMap(\.first))
        let unreachable = Set(symbols("unreachable_flow").compactMap(\.first))
        let unreachableScreens = Set(symbols("unreachable_screen").compactMap(\.first))
        let unusedFlows = Set(symbols("unused_flow").compactMap(\.first))

        let frames = graph.frames.filter { included?.contains($0.id) ?? true }
        let frameIDs = Set(frames.map(\.id))
        // On a focused map, only the focus's frames and the entries leading into them.
        var nodes = graph.nodes.filter { node in
            if let onPaths, !onPaths.contains(node.id) { return false }
            guard included != nil else { return true }
            if let frame = node.frame { return frameIDs.contains(frame) }
            return node.framework != .fnfk || onPaths != nil || alsoKept.contains(node.id)
        }
        var kept = Set(nodes.map(\.id))
        var edges = graph.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        // A `default:` arm nothing leads into or out of is a note on its frame, not a node.
        var notes: [String: String] = [:]
        let linked = Set(edges.flatMap { [$0.from, $0.to] })
        for node in nodes where node.kind == .arm && node.name == "default" && !linked.contains(node.id) {
            if let frame = node.frame { notes[frame] = "default: " + GraphvizStyle.look(for: node.outcome).meaning }
            kept.remove(node.id)
        }
        nodes = nodes.filter { kept.contains($0.id) }
        edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        let entryIDs = Set(nodes.filter { $0.kind == .entry || $0.kind == .deepLink }.map(\.id))
        let connected = Set(edges.flatMap { [$0.from, $0.to] })

        var contents: [String: Int] = [:]
        for node in nodes { if let frame = node.frame { contents[frame, default: 0] += 1 } }
        for frame in MapAssembly.appOrder(frames, nodes: nodes, edges: edges) {
            var rootKind = RootKind.unknown
            var container: ContainerKind?
            switch frame.kind {
            case .flow(let kind): rootKind = kind
            case .container(let kind): container = kind
            }
            let status: MapFlow.Status = neverEnding.contains(frame.name) ? .neverEnding
                : frame.framework != .fnfk && unreachable.contains(frame.name) ? .unreachable : .normal
            map.flows.append(MapFlow(id: frame.id, name: frame.name, rootKind: rootKind, container: container,
                                     parent: frame.parent.flatMap { frameIDs.contains($0) ? $0 : nil }, status: status,
                                     location: frame.location ?? SourceLocation(file: "", line: 0), armCount: contents[frame.id] ?? 0,
                                     note: notes[frame.id]))
        }
        for node in nodes {
            // An entry that leads nowhere on this map is left out.
            if entryIDs.contains(node.id) && included != nil && !connected.contains(node.id) { continue }
            let kind: MapNode.Kind
            var status = MapNode.Status.normal
            switch node.kind {
            case .entry: kind = .entry
            case .deepLink: kind = .deepLink
            case .arm:
                kind = .arm
                let steps = node.name == "default" ? [] : node.name.split(separator: ",").map(String.init)
                if !steps.isEmpty && steps.allSatisfy(deadSteps.contains) { status = .dead }
            case .droppedStep: kind = .droppedStep; status = .problem
            case .screen: kind = .screen; if unreachableScreens.contains(node.name) { status = .dead }
            case .flow: kind = .flow; if unusedFlows.contains(node.name) { status = .dead }
            }
            map.nodes.append(MapNode(id: node.id, flow: node.frame, kind: kind, label: node.label, outcome: node.outcome, status: status,
                                     tooltip: tooltip(node.details, node.location), location: node.location))
        }
        let drawn = Set(map.nodes.map(\.id))
        for edge in edges where drawn.contains(edge.from) && drawn.contains(edge.to) {
            map.edges.append(MapEdge(from: edge.from, to: edge.to, kind: edge.kind, tooltip: tooltip(edge.details, edge.location),
                                     intoFlow: edge.intoFrame.flatMap { frameIDs.contains($0) ? $0 : nil }, action: edge.action,
                                     label: edge.label, conditional: edge.conditional, isLive: edge.isLive))
        }
        // Dead steps lie on no path: a `--reaches` map leaves them out.
        for (offset, step) in deadSteps.sorted().enumerated() where onPaths == nil {
            let stepEnum = graph.model.stepEnums.first { step.hasPrefix($0.name + ".") }
            let location = stepEnum.flatMap { e in e.cases.first { e.name + "." + $0.name == step }.map(e.location(of:)) }
            map.nodes.append(MapNode(id: "x\(offset + 1)", flow: nil, kind: .deadStep, label: step, outcome: nil, status: .dead,
                                     tooltip: tooltip(["\(step): declared, never emitted"], location), location: location))
        }
    }

    /// Frames in the order the app reaches them: breadth-first from the entries over the edges,
    /// each frame's children right after it; frames nothing reaches keep their order, last.
    static func appOrder(_ frames: [NavigationGraph.Frame], nodes: [NavigationGraph.Node],
                         edges: [NavigationGraph.Edge]) -> [NavigationGraph.Frame] {
        let frameOf = Dictionary(nodes.compactMap { node in node.frame.map { (node.id, $0) } }, uniquingKeysWith: { first, _ in first })
        var outgoing: [String: [String]] = [:]
        for edge in edges { outgoing[edge.from, default: []].append(edge.to) }
        var rank: [String: Int] = [:]
        var seen = Set<String>()
        var queue = nodes.filter { $0.kind == .entry || $0.kind == .deepLink }.map(\.id)
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            if let frame = frameOf[id], rank[frame] == nil { rank[frame] = rank.count }
            for next in outgoing[id] ?? [] where seen.insert(next).inserted { queue.append(next) }
        }
        // A frame inside another (a stack in a tab bar) is reached when its parent is.
        for frame in frames where rank[frame.id] == nil {
            if let parent = frame.parent, let parentRank = rank[parent] { rank[frame.id] = parentRank }
        }
        return frames.enumerated().sorted { a, b in
            (rank[a.element.id] ?? Int.max, a.offset) < (rank[b.element.id] ?? Int.max, b.offset)
        }.map(\.element)
    }

    func tooltip(_ details: [String], _ location: SourceLocation?) -> String {
        (details + [location.map { "\(options.displayPath($0.file)):\($0.line)" }].compactMap { $0 }).joined(separator: "\n")
    }
}
