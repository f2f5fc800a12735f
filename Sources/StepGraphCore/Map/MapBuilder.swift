/// What to draw.
public struct MapOptions: Sendable {
    /// Only this flow, the flows it starts and those that start it (`MapBuilder.neighbourhood`).
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
    /// The map of `graph` (the one the findings were linted over).
    public static func build(_ graph: NavigationGraph, findings: [Finding], options: MapOptions = MapOptions()) throws -> MapGraph {
        var included: Set<String>?
        var alsoKept: Set<String> = []
        var onPaths = try nodesOnPaths(graph, to: options.reaches)
        if let focus = options.focus {
            if let frames = graph.frontEnds.all.lazy.compactMap({ $0.mapFocus(on: focus, in: graph) }).first {
                included = neighbourhood(of: focus, within: frames, graph)
                alsoKept = frames.alsoKept
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
                           alsoKept: alsoKept).map
    }

    /// Never a silently empty picture: fails when the model has flows or screens and the map draws none.
    package static func requireDrawing(_ map: MapGraph, of model: NavigationModel) throws {
        guard !map.drawsNavigation, !model.flows.isEmpty || !model.screens.isEmpty else { return }
        throw StepGraphError.emptyMap(flows: model.flows.count, screens: model.screens.count)
    }

    /// `--focus` on a flow or coordinator: its frame, the frames its nodes lead into or are led
    /// into from (its children and parents, one step away: further ones are a click away on
    /// their own maps), the frames of what it runs in another framework (`MapFocus.alsoKept`), and
    /// the frames these sit in, out of the front end's relatives of the focus (ancestors and
    /// descendants). A focus on a root flow of a large app would otherwise draw nearly all of it.
    package static func neighbourhood(of focus: String, within relatives: MapFocus, _ graph: NavigationGraph) -> Set<String> {
        let frames = relatives.frames
        let focused = Set(graph.frames.filter { $0.name == focus && frames.contains($0.id) }.map(\.id))
        guard !focused.isEmpty else { return frames }
        let frameOf = Dictionary(graph.nodes.compactMap { node in node.frame.map { (node.id, $0) } }, uniquingKeysWith: { first, _ in first })
        var near = focused.union(graph.frames.filter { $0.parent.map(focused.contains) ?? false }.map(\.id))
        near.formUnion(relatives.alsoKept.compactMap { frameOf[$0] })
        for edge in graph.edges {
            let ends = [frameOf[edge.from], edge.intoFrame ?? frameOf[edge.to]].compactMap { $0 }
            if ends.contains(where: focused.contains) { near.formUnion(ends) }
        }
        return withAncestors(near.intersection(frames), graph)
    }

    /// `--reaches`: the nodes on some path from an entry, or from where a start the tool cannot
    /// read may be (`UnreadStart`), to the target.
    package static func nodesOnPaths(_ graph: NavigationGraph, to target: String?) throws -> Set<String>? {
        guard let target else { return nil }
        let targets = try MapTargets.require(target, as: .reaches, in: graph).map(\.id)
        let starts = UnreadStart.all(in: graph).flatMap { $0.nodes(in: graph) }
        return graph.reachable(from: graph.entries.map(\.id) + starts).intersection(graph.reaching(targets))
    }

    /// `--focus` on an FNFK flow function or a screen: its nodes, where they lead (transitively:
    /// its children) and what leads straight into them (its parents; further up, the ways back of
    /// an app's screens reach nearly everything).
    package static func nodesAround(_ graph: NavigationGraph, focus: String) throws -> Set<String> {
        let targets = try MapTargets.require(focus, as: .focus, in: graph).map(\.id)
        let parents = targets.flatMap { graph.edges(to: $0).map(\.from) }
        return graph.reachable(from: targets).union(targets).union(parents)
    }

    /// Frames with the frames they sit in (a stack's tab bar).
    package static func withAncestors(_ frames: Set<String>, _ graph: NavigationGraph) -> Set<String> {
        var all = frames
        var pending = Array(frames)
        while let id = pending.popLast() {
            if let parent = graph.frames.first(where: { $0.id == id })?.parent, all.insert(parent).inserted { pending.append(parent) }
        }
        return all
    }
}

private struct MapAssembly {
    let options: MapOptions
    var map = MapGraph(title: "Navigation map")

    /// `alsoKept`: nodes outside the focus's frames it keeps (`MapFocus.alsoKept`).
    init(graph: NavigationGraph, options: MapOptions, findings: [Finding], included: Set<String>?, onPaths: Set<String>?,
         alsoKept: Set<String>) {
        self.options = options
        map.words = graph.frontEnds.mapWords
        let marks = Dictionary(graph.frontEnds.rules.compactMap { rule in rule.mapMark.map { (rule.id, $0) } }) { first, _ in first }
        func subjects(_ mark: MapMark) -> [FindingSubject] { findings.filter { marks[$0.ruleID] == mark }.map(\.subject) }
        let deadSteps = Set(subjects(.deadStep).compactMap { if case .step(let step) = $0 { step } else { nil } })
        let neverEnding = Set(subjects(.neverEndingFrame).compactMap { if case .flow(let flow) = $0 { flow } else { nil } })
        let unreachable = Set(subjects(.unreachableFrame).compactMap { if case .flow(let flow) = $0 { flow } else { nil } })
        let unreachableScreens = Set(subjects(.deadScreen).compactMap { if case .screen(let screen) = $0 { screen } else { nil } })
        let unusedFlows = Set(subjects(.deadFlowFunction).compactMap { if case .flowFunction(let flow) = $0 { flow } else { nil } })

        let frames = graph.frames.filter { included?.contains($0.id) ?? true }
        let frameIDs = Set(frames.map(\.id))
        // On a focused map, only the focus's frames and the entries leading into them.
        var nodes = graph.nodes.filter { node in
            if let onPaths, !onPaths.contains(node.id) { return false }
            guard included != nil else { return true }
            if let frame = node.frame { return frameIDs.contains(frame) }
            return (graph.frontEnds.frontEnd(node.framework)?.focusKeepsFramelessNodes ?? true) || onPaths != nil || alsoKept.contains(node.id)
        }
        var kept = Set(nodes.map(\.id))
        var edges = graph.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        // A `default:` arm nothing leads into or out of is a note on its frame, not a node.
        var notes: [String: String] = [:]
        let linked = Set(edges.flatMap { [$0.from, $0.to] })
        for node in nodes where node.kind == .arm && node.isDefault && !linked.contains(node.id) {
            if let frame = node.frame { notes[frame] = "default: " + GraphvizStyle.phrase(for: node.outcome) }
            kept.remove(node.id)
        }
        nodes = nodes.filter { kept.contains($0.id) }
        edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        let entryIDs = Set(nodes.filter { $0.kind == .entry || $0.kind == .deepLink }.map(\.id))
        let connected = Set(edges.flatMap { [$0.from, $0.to] })

        let frameFindings = FrameFindings.byFrame(findings, frames: frames, nodes: nodes)
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
                : graph.frontEnds.flowsAreTypes(frame.framework) && unreachable.contains(frame.name) ? .unreachable : .normal
            map.flows.append(MapFlow(id: frame.id, name: frame.name, rootKind: rootKind, container: container,
                                     parent: frame.parent.flatMap { frameIDs.contains($0) ? $0 : nil }, status: status,
                                     location: frame.location ?? SourceLocation(file: "", line: 0), armCount: contents[frame.id] ?? 0,
                                     note: notes[frame.id], framework: frame.framework, findings: frameFindings[frame.id] ?? []))
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
                if !node.steps.isEmpty && node.steps.allSatisfy(deadSteps.contains) { status = .dead }
            case .droppedStep: kind = .droppedStep; status = .problem
            case .undecidedStep: kind = .undecidedStep
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
                                     label: edge.label, conditional: edge.conditional, isLive: edge.isLive,
                                     framework: graph.node(edge.to)?.framework))
        }
        // Dead steps lie on no path: a `--reaches` map leaves them out.
        let locations = onPaths == nil ? MapAssembly.deadStepLocations(deadSteps, in: graph.model.stepEnums) : [:]
        for (offset, step) in deadSteps.sorted().enumerated() where onPaths == nil {
            let location = locations[step]
            map.nodes.append(MapNode(id: "dead\(offset + 1)", flow: nil, kind: .deadStep, label: step, outcome: nil, status: .dead,
                                     tooltip: tooltip(["\(step): declared, never emitted"], location), location: location))
        }
    }

    /// Where each dead step is declared: the case of the step enum named by the step's name up to
    /// its last dot (`Scene.Auth` for `Scene.Auth.login`, even where `Scene` is a step enum too), the
    /// first such enum in the model's order. By lookups: an enum of 100,000 cases nothing emits made
    /// a search of every enum and case per step quadratic.
    static func deadStepLocations(_ steps: Set<String>, in stepEnums: [StepEnum]) -> [String: SourceLocation] {
        var enumByName: [String: Int] = [:]
        for (index, stepEnum) in stepEnums.enumerated() where enumByName[stepEnum.name] == nil { enumByName[stepEnum.name] = index }
        var casesOf: [Int: [Substring: StepCase]] = [:]
        var locations: [String: SourceLocation] = [:]
        for step in steps {
            guard let dot = step.lastIndex(of: "."), let owner = enumByName[String(step[..<dot])] else { continue }
            if casesOf[owner] == nil {
                casesOf[owner] = Dictionary(stepEnums[owner].cases.map { (Substring($0.name), $0) }, uniquingKeysWith: { first, _ in first })
            }
            if let stepCase = casesOf[owner]![step[step.index(after: dot)...]] { locations[step] = stepEnums[owner].location(of: stepCase) }
        }
        return locations
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
