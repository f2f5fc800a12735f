/// What to draw.
public struct MapOptions: Sendable {
    /// Only this flow, its children and its parents (transitively).
    public var focus: String?
    /// `{file}` and `{line}` are replaced; nil: no links.
    public var linkTemplate: String?
    /// The path used in tooltips and links for a model file path.
    public var displayPath: @Sendable (String) -> String

    public init(focus: String? = nil, linkTemplate: String? = nil, displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.focus = focus
        self.linkTemplate = linkTemplate
        self.displayPath = displayPath
    }
}

/// Builds the map from the model, the routing graph and the lint findings.
public enum MapBuilder {
    /// The primary outcome of an arm, in drawing priority order.
    static let outcomePriority: [Outcome] = [.childFlow, .end, .forwardToParent, .present, .push, .setRoot, .dismiss, .pop,
                                             .forwardToCurrent, .multiple, .other, .none]

    public static func build(_ model: NavigationModel, findings: [Finding], options: MapOptions = MapOptions()) throws -> MapGraph {
        let graph = RoutingGraph(model: model)
        let included = try includedFlows(graph, focus: options.focus)
        var builder = Builder(graph: graph, options: options, findings: findings, included: included)
        builder.run()
        return builder.map
    }

    /// The flows to draw: all, or the focus flow with its ancestors and descendants.
    static func includedFlows(_ graph: RoutingGraph, focus: String?) throws -> [String] {
        let all = graph.model.flows.map(\.name)
        guard let focus else { return all }
        guard graph.flows[focus] != nil else {
            throw InputError("--focus \(focus): no such flow (flows: \(all.joined(separator: ", ")))")
        }
        var keep: Set<String> = [focus]
        var pending = [focus]
        while let flow = pending.popLast() {  // ancestors
            for parent in graph.parents(of: flow) where keep.insert(parent).inserted { pending.append(parent) }
        }
        pending = [focus]
        var descendants: Set<String> = [focus]
        while let flow = pending.popLast() {
            for child in graph.model.coordinations where child.kind == .child && child.parentFlow == flow {
                if descendants.insert(child.flow).inserted { pending.append(child.flow) }
            }
        }
        return all.filter { keep.contains($0) || descendants.contains($0) }
    }
}

private struct Builder {
    let graph: RoutingGraph
    let options: MapOptions
    let included: Set<String>
    var map: MapGraph
    var flowIDs: [String: String] = [:]
    /// Arm node ids per flow and step.
    var armNodes: [String: [String: [String]]] = [:]
    var armNodeOf: [String: String] = [:]  // "file:line" → node id
    var dropped: [String: String] = [:]    // "flow|step" → node id
    var counter = 0
    let deadSteps: Set<String>
    let misrouted: Set<String>   // "flow|step"
    let unhandled: Set<String>
    let neverEnding: Set<String>
    let unreachable: Set<String>

    init(graph: RoutingGraph, options: MapOptions, findings: [Finding], included: [String]) {
        self.graph = graph
        self.options = options
        self.included = Set(included)
        map = MapGraph(title: "Navigation map")
        func symbols(_ rule: String) -> [[String]] {
            findings.filter { $0.ruleID == rule }.map { Array($0.identity.split(separator: "|").dropFirst().map(String.init)) }
        }
        deadSteps = Set(symbols("dead_step").compactMap(\.first))
        misrouted = Set(symbols("misrouted_step").filter { $0.count == 2 }.map { $0[0] + "|" + $0[1] })
        unhandled = Set(symbols("unhandled_step").compactMap(\.first))
        neverEnding = Set(symbols("never_ending_flow").compactMap(\.first))
        unreachable = Set(symbols("unreachable_flow").compactMap(\.first))
        for (index, name) in included.enumerated() { flowIDs[name] = "f\(index + 1)" }
    }

    mutating func nextID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    func place(_ location: SourceLocation) -> String { "\(options.displayPath(location.file)):\(location.line)" }

    func shortName(_ step: String, in flow: FlowModel?) -> String {
        guard let dot = step.lastIndex(of: "."), let flow else { return step }
        let owner = String(step[..<dot])
        return flow.stepTypes == [owner] ? String(step[step.index(after: dot)...]) : step
    }

    mutating func run() {
        for flow in graph.model.flows where included.contains(flow.name) { addFlow(flow) }
        addEntries()
        for flow in graph.model.flows where included.contains(flow.name) { addEdges(from: flow) }
        addDeadSteps()
        addUnhandled()
        mergeParallelEdges()
    }

    /// One edge per (from, to, kind); the tooltips of merged edges are joined.
    mutating func mergeParallelEdges() {
        var merged: [MapEdge] = []
        var index: [String: Int] = [:]
        for edge in map.edges {
            let key = "\(edge.from)>\(edge.to)>\(edge.kind.rawValue)"
            if let at = index[key] {
                if !merged[at].tooltip.split(separator: "\n").contains(Substring(edge.tooltip)) { merged[at].tooltip += "\n" + edge.tooltip }
            } else {
                index[key] = merged.count
                merged.append(edge)
            }
        }
        map.edges = merged
    }

    mutating func addFlow(_ flow: FlowModel) {
        let id = flowIDs[flow.name]!
        let status: MapFlow.Status = neverEnding.contains(flow.name) ? .neverEnding
            : unreachable.contains(flow.name) ? .unreachable : .normal
        let location = flow.location
        map.flows.append(MapFlow(id: id, name: flow.name, rootKind: flow.rootKind, status: status, location: location,
                                 armCount: flow.arms.count))
        for arm in flow.arms {
            let node = nextID("n")
            let outcome = MapBuilder.outcomePriority.first { arm.outcomes.contains($0) } ?? .none
            let label = arm.isDefault ? "default" : arm.steps.map { shortName($0, in: flow) }.joined(separator: "\n")
            let dead = !arm.steps.isEmpty && arm.steps.allSatisfy(deadSteps.contains)
            let armLocation = arm.location
            var tooltip = "\(flow.name): \(arm.isDefault ? "default" : arm.steps.joined(separator: ", "))\n"
                + "does: \(arm.outcomes.map(\.rawValue).joined(separator: ", "))"
            if !arm.steppers.isEmpty { tooltip += "\nsteppers: \(arm.steppers.joined(separator: ", "))" }
            if !arm.childFlows.isEmpty { tooltip += "\nstarts: \(arm.childFlows.joined(separator: ", "))" }
            tooltip += "\n\(place(armLocation))"
            map.nodes.append(MapNode(id: node, flow: id, kind: .arm, label: label, outcome: outcome,
                                     status: dead ? .dead : .normal, tooltip: tooltip, location: armLocation))
            armNodeOf["\(arm.file):\(arm.line)"] = node
            for step in arm.steps { armNodes[flow.name, default: [:]][step, default: []].append(node) }
        }
    }

    /// Arms of `flow` taking `step`; a dropped-step node when there is none.
    mutating func targets(_ flow: String, _ step: String) -> [String] {
        if let nodes = armNodes[flow]?[step], !nodes.isEmpty { return nodes }
        guard included.contains(flow), let flowID = flowIDs[flow] else { return [] }
        if graph.catchAllFlows.contains(flow), let fallback = graph.flows[flow]?.arms.first(where: \.isDefault),
           let node = armNodeOf["\(fallback.file):\(fallback.line)"] {
            return [node]
        }
        let key = flow + "|" + step
        if let existing = dropped[key] { return [existing] }
        let node = nextID("d")
        let why = misrouted.contains(key) ? "misrouted: \(flow) has no arm for it" : "\(flow) has no arm for it"
        map.nodes.append(MapNode(id: node, flow: flowID, kind: .droppedStep, label: shortName(step, in: graph.flows[flow]) + "\n(dropped)",
                                 outcome: nil, status: .problem, tooltip: "\(step) is dropped: \(why)", location: nil))
        dropped[key] = node
        return [node]
    }

    mutating func addEntries() {
        for root in graph.model.coordinations where root.kind == .root && included.contains(root.flow) {
            let node = nextID("e")
            let location = root.location
            map.nodes.append(MapNode(id: node, flow: nil, kind: .entry, label: "App start\n\(root.stepper ?? "")",
                                     outcome: nil, status: .normal,
                                     tooltip: "coordinate(flow: \(root.flow)) with \(root.stepper ?? "?")\n\(place(location))",
                                     location: location))
            for step in root.startSteps {
                for target in targets(root.flow, step) {
                    map.edges.append(MapEdge(from: node, to: target, kind: .entry, tooltip: "starts with \(step)", intoFlow: nil))
                }
            }
        }
        var deepLinks: [String: [Emission]] = [:]
        for emission in graph.model.emissions where emission.how == .deepLink { deepLinks[emission.step, default: []].append(emission) }
        for step in deepLinks.keys.sorted() {
            let node = nextID("l")
            let location = deepLinks[step]![0].location
            map.nodes.append(MapNode(id: node, flow: nil, kind: .deepLink, label: "Deep link\n\(step)", outcome: nil,
                                     status: .normal, tooltip: "coordinator.navigate(to: \(step))\n\(place(location))",
                                     location: location))
            for flow in graph.model.flows where included.contains(flow.name) {
                for target in armNodes[flow.name]?[step] ?? [] {
                    map.edges.append(MapEdge(from: node, to: target, kind: .entry, tooltip: "deep link \(step)", intoFlow: nil))
                }
            }
        }
    }

    mutating func addEdges(from flow: FlowModel) {
        for arm in flow.arms {
            guard let source = armNodeOf["\(arm.file):\(arm.line)"] else { continue }
            for step in arm.nextSteps where !unhandled.contains(step) {  // unhandled steps get their own node
                let stepper = arm.steppers.first { type in graph.model.steppers.first { $0.type == type }?.emits.contains(step) == true }
                    ?? arm.steppers.first ?? "a stepper"
                let misroute = misrouted.contains(flow.name + "|" + step)
                for target in targets(flow.name, step) {
                    map.edges.append(MapEdge(from: source, to: target, kind: misroute ? .dropped : .emits,
                                             tooltip: "\(stepper) emits \(step)", intoFlow: nil))
                }
            }
            if let forwarded = arm.forwardsStep {
                if arm.outcomes.contains(.forwardToCurrent) {
                    for target in targets(flow.name, forwarded) {
                        map.edges.append(MapEdge(from: source, to: target, kind: .forwardsToCurrent,
                                                 tooltip: "forwards \(forwarded) to \(flow.name)", intoFlow: nil))
                    }
                }
                if arm.outcomes.contains(.end) || arm.outcomes.contains(.forwardToParent) {
                    for parent in graph.parents(of: flow.name) where included.contains(parent) {
                        let verb = arm.outcomes.contains(.end) ? "ends with" : "forwards"
                        for target in targets(parent, forwarded) {
                            map.edges.append(MapEdge(from: source, to: target, kind: .returnsToParent,
                                                     tooltip: "\(flow.name) \(verb) \(forwarded) to \(parent)", intoFlow: nil))
                        }
                    }
                }
            }
        }
        // Child flows this flow's arms start.
        for child in graph.model.coordinations where child.kind == .child && child.parentFlow == flow.name && included.contains(child.flow) {
            guard let source = flow.arms.first(where: { $0.file == child.file && $0.steps == child.steps && $0.childFlows.contains(child.flow) })
                    .flatMap({ armNodeOf["\($0.file):\($0.line)"] })
                ?? flow.arms.first(where: { $0.childFlows.contains(child.flow) }).flatMap({ armNodeOf["\($0.file):\($0.line)"] }) else { continue }
            var targetNodes = child.startSteps.flatMap { targets(child.flow, $0) }
            if targetNodes.isEmpty, let first = graph.flows[child.flow]?.arms.first { targetNodes = [armNodeOf["\(first.file):\(first.line)"]!] }
            for target in Set(targetNodes).sorted() {
                map.edges.append(MapEdge(from: source, to: target, kind: .startsChild,
                                         tooltip: "starts \(child.flow) (\(child.embedding?.rawValue ?? "child"))", intoFlow: flowIDs[child.flow]))
            }
        }
    }

    mutating func addDeadSteps() {
        for step in deadSteps.sorted() {
            let stepEnum = graph.model.stepEnums.first { step.hasPrefix($0.name + ".") }
            let location = stepEnum.flatMap { e in e.cases.first { e.name + "." + $0.name == step }.map(e.location(of:)) }
            map.nodes.append(MapNode(id: nextID("x"), flow: nil, kind: .deadStep, label: step, outcome: nil, status: .dead,
                                     tooltip: "\(step): declared, never emitted" + (location.map { "\n" + place($0) } ?? ""),
                                     location: location))
        }
    }

    mutating func addUnhandled() {
        for step in unhandled.sorted() {
            let node = nextID("u")
            let site = graph.emissionSites(of: step, by: nil).first
            map.nodes.append(MapNode(id: node, flow: nil, kind: .droppedStep, label: step + "\n(unhandled)", outcome: nil,
                                     status: .problem, tooltip: "\(step): emitted, no flow handles it" + (site.map { "\n" + place($0.location) } ?? ""),
                                     location: site.map { $0.location }))
            for flow in graph.model.flows where included.contains(flow.name) {
                for arm in flow.arms where arm.nextSteps.contains(step) {
                    guard let source = armNodeOf["\(arm.file):\(arm.line)"] else { continue }
                    map.edges.append(MapEdge(from: source, to: node, kind: .dropped, tooltip: "emits \(step); nobody handles it", intoFlow: nil))
                }
            }
        }
    }
}
