import StepGraphCore
/// RxFlow's part of the navigation graph: each flow a frame, each arm a node, the app's start and
/// deep links as entries, and edges for what the routing says leads where (a stepper's step to
/// the arm taking it, a child flow's start, a step ending a child, a forward to the own flow).
/// A step that arrives where no arm takes it gets a dropped-step node in that flow; a step no flow
/// takes, one node of its own.
struct RxFlowGraphBuilder {
    let routing: RoutingGraph
    private var flowIDs: [String: String] = [:]
    /// Arm node ids per flow and step.
    private var armNodes: [String: [String: [String]]] = [:]
    private var armNodeOf: [String: String] = [:]  // "file:line" → node id
    private var dropped: [String: String] = [:]    // "flow|step" → node id
    private var droppedIDs: Set<String> = []
    /// Stepper type → the steps it emits (the first stepper model of that type).
    private var emitsOf: [String: Set<String>] = [:]
    /// Whether a flow takes the step, asked once per step rather than once per arm sending it.
    private var handledAnywhere: [String: Bool] = [:]
    /// Parent flow → the child coordinations its arms start, in the model's order.
    private var childStarts: [String: [Coordination]] = [:]

    init(model: NavigationModel) {
        routing = RoutingGraph(model: model)
    }

    private var model: NavigationModel { routing.model }

    /// The primary outcome of an arm, in drawing priority order.
    static let outcomePriority: [Outcome] = [.childFlow, .end, .forwardToParent, .present, .push, .setRoot, .dismiss, .pop,
                                             .forwardToCurrent, .multiple, .other, .none]

    mutating func add(to graph: inout GraphAssembly) {
        let flows = model.flows
        for (index, flow) in flows.enumerated() { flowIDs[flow.name] = "f\(index + 1)" }
        for stepper in model.steppers where emitsOf[stepper.type] == nil { emitsOf[stepper.type] = Set(stepper.emits) }
        for child in model.coordinations where child.kind == .child {
            if let parent = child.parentFlow { childStarts[parent, default: []].append(child) }
        }
        for flow in flows { addFlow(flow, to: &graph) }
        addEntries(to: &graph)
        for flow in flows { addEdges(from: flow, to: &graph) }
        addUnhandled(to: &graph)
        mergeParallelEdges(&graph)
    }

    private mutating func addFlow(_ flow: FlowModel, to graph: inout GraphAssembly) {
        let frame = flowIDs[flow.name]!
        graph.frames.append(NavigationGraph.Frame(id: frame, name: flow.name, kind: .flow(flow.rootKind), parent: nil, framework: .rxflow,
                                                  location: flow.location))
        for arm in flow.arms {
            let node = graph.nextID("n")
            let outcome = RxFlowGraphBuilder.outcomePriority.first { arm.outcomes.contains($0) } ?? .none
            var label = arm.isDefault ? "default" : arm.steps.map(flow.shortName(of:)).joined(separator: "\n")
            // The screens the arm shows, under its steps: "which screen does this open".
            let screens = Set(arm.presentables).union(arm.shownScreens ?? []).sorted().filter { presentable in
                !presentable.hasPrefix("UI") && !arm.childFlows.contains(presentable) && routing.flows[presentable] == nil
            }
            let drawn = [.push, .present, .setRoot].contains(outcome) ? screens : []
            if !drawn.isEmpty { label += "\n→ " + drawn.joined(separator: ", ") }
            var details = ["\(flow.name): \(arm.isDefault ? "default" : arm.steps.joined(separator: ", "))",
                           "does: \(arm.outcomes.map(\.rawValue).joined(separator: ", "))"]
            if !arm.steppers.isEmpty { details.append("steppers: \(arm.steppers.joined(separator: ", "))") }
            if !arm.childFlows.isEmpty { details.append("starts: \(arm.childFlows.joined(separator: ", "))") }
            graph.nodes.append(NavigationGraph.Node(id: node, kind: .arm, name: arm.isDefault ? "default" : arm.steps.joined(separator: ","),
                                                    label: label, frame: frame, framework: .rxflow, outcome: outcome, details: details,
                                                    location: arm.location, steps: arm.steps, isDefault: arm.isDefault, screens: drawn))
            armNodeOf["\(arm.file):\(arm.line)"] = node
            for step in arm.steps { armNodes[flow.name, default: [:]][step, default: []].append(node) }
        }
    }

    /// Arms of `flow` taking `step`; a dropped-step node when there is none.
    private mutating func targets(_ flow: String, _ step: String, _ graph: inout GraphAssembly) -> [String] {
        if let nodes = armNodes[flow]?[step], !nodes.isEmpty { return nodes }
        guard let frame = flowIDs[flow] else { return [] }
        // A step the flow's `adapt(step:)` / `transform(step:)` turns into one it handles lands on
        // that arm, as lint counts it handled.
        let mapped = (routing.flows[flow]?.stepMappings ?? []).filter { $0.from == step }.flatMap { mapping in
            ([mapping.to] + RoutingGraph.containers(of: mapping.to, in: routing.containers)).flatMap { armNodes[flow]?[$0] ?? [] }
        }
        if !mapped.isEmpty { return mapped.uniqued() }
        if routing.catchAllFlows.contains(flow), let fallback = routing.flows[flow]?.arms.first(where: \.isDefault),
           let node = armNodeOf["\(fallback.file):\(fallback.line)"] {
            return [node]
        }
        let key = flow + "|" + step
        if let existing = dropped[key] { return [existing] }
        let node = graph.nextID("d")
        let name = routing.flows[flow]?.shortName(of: step) ?? step
        // What lint cannot decide is not drawn as a mistake.
        if routing.ambiguousSteps.contains(step) || routing.opaqueFlows.contains(flow) {
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: .undecidedStep, name: step, label: name + "\n(not checked)", frame: frame, framework: .rxflow, outcome: nil,
                details: ["whether \(flow) takes \(step) is not known (see the run's notes)"], location: nil, steps: [step]))
        } else {
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: .droppedStep, name: step, label: name + "\n(dropped)", frame: frame, framework: .rxflow, outcome: nil,
                details: ["\(step) is dropped: \(flow) has no arm for it"], location: nil, steps: [step]))
            droppedIDs.insert(node)
        }
        dropped[key] = node
        return [node]
    }

    private mutating func addEntries(to graph: inout GraphAssembly) {
        for root in model.coordinations where root.kind == .root {
            let node = graph.nextID("e")
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: .entry, name: NavigationGraph.entryName(target: root.target),
                label: NavigationGraph.entryName(target: root.target) + "\n\(root.stepper ?? "")", frame: nil, framework: .rxflow,
                outcome: nil, details: ["coordinate(flow: \(root.flow)) with \(root.stepper ?? "?")"],
                location: root.location))
            for step in root.startSteps {
                for target in targets(root.flow, step, &graph) {
                    graph.edges.append(edge(node, target, .entry, label: step, details: ["starts with \(step)"]))
                }
            }
        }
        var deepLinks: [String: [Emission]] = [:]
        for emission in model.emissions where emission.how == .deepLink { deepLinks[emission.step, default: []].append(emission) }
        for step in deepLinks.keys.sorted() {
            let node = graph.nextID("l")
            let location = deepLinks[step]![0].location
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: .deepLink, name: step, label: "Deep link\n\(step)", frame: nil, framework: .rxflow, outcome: nil,
                details: ["coordinator.navigate(to: \(step))"], location: location, steps: [step]))
            for flow in model.flows {
                for target in armNodes[flow.name]?[step] ?? [] {
                    graph.edges.append(edge(node, target, .entry, label: step, details: ["deep link \(step)"]))
                }
            }
        }
    }

    private func edge(_ from: String, _ to: String, _ kind: NavigationGraph.EdgeKind, label: String?, details: [String],
                      intoFrame: String? = nil) -> NavigationGraph.Edge {
        NavigationGraph.Edge(from: from, to: to, kind: kind, label: label, conditional: false, isLive: true, details: details, location: nil,
                             intoFrame: intoFrame)
    }

    private mutating func addEdges(from flow: FlowModel, to graph: inout GraphAssembly) {
        for arm in flow.arms {
            guard let source = armNodeOf["\(arm.file):\(arm.line)"] else { continue }
            for step in arm.nextSteps where isHandledAnywhere(step) {  // unhandled steps get their own node
                let stepper = arm.steppers.first { type in emitsOf[type]?.contains(step) == true }
                    ?? arm.steppers.first ?? "a stepper"
                for target in targets(flow.name, step, &graph) {
                    let kind: NavigationGraph.EdgeKind = droppedIDs.contains(target) ? .dropped : .emits
                    graph.edges.append(edge(source, target, kind, label: step, details: ["\(stepper) emits \(step)"]))
                }
            }
            if let forwarded = arm.forwardsStep {
                if arm.outcomes.contains(.forwardToCurrent) {
                    for target in targets(flow.name, forwarded, &graph) {
                        graph.edges.append(edge(source, target, .forwardsToCurrent, label: forwarded,
                                                details: ["forwards \(forwarded) to \(flow.name)"]))
                    }
                }
                if arm.outcomes.contains(.end) || arm.outcomes.contains(.forwardToParent) {
                    for parent in routing.parents(of: flow.name) {
                        let verb = arm.outcomes.contains(.end) ? "ends with" : "forwards"
                        for target in targets(parent, forwarded, &graph) {
                            graph.edges.append(edge(source, target, .returnsToParent, label: forwarded,
                                                    details: ["\(flow.name) \(verb) \(forwarded) to \(parent)"]))
                        }
                    }
                }
            }
        }
        // Child flows this flow's arms start.
        for child in childStarts[flow.name] ?? [] {
            guard let source = flow.arms.first(where: { $0.file == child.file && $0.steps == child.steps && $0.childFlows.contains(child.flow) })
                    .flatMap({ armNodeOf["\($0.file):\($0.line)"] })
                ?? flow.arms.first(where: { $0.childFlows.contains(child.flow) }).flatMap({ armNodeOf["\($0.file):\($0.line)"] }) else { continue }
            var targetNodes = child.startSteps.flatMap { targets(child.flow, $0, &graph) }
            if targetNodes.isEmpty, let first = routing.flows[child.flow]?.arms.first { targetNodes = [armNodeOf["\(first.file):\(first.line)"]!] }
            for target in Set(targetNodes).sorted() {
                graph.edges.append(edge(source, target, .startsChild, label: child.flow,
                                        details: ["starts \(child.flow)" + (child.embedding.map { $0 == .unknown ? "" : " (\($0.rawValue))" } ?? "")], intoFrame: flowIDs[child.flow]))
            }
        }
    }

    private mutating func isHandledAnywhere(_ step: String) -> Bool {
        if let known = handledAnywhere[step] { return known }
        let handled = routing.isHandledAnywhere(step)
        handledAnywhere[step] = handled
        return handled
    }

    /// A step no flow takes: one node, with an edge from every arm whose steppers emit it.
    private mutating func addUnhandled(to graph: inout GraphAssembly) {
        var steps: Set<String> = []
        for flow in model.flows { for arm in flow.arms { for step in arm.nextSteps where !isHandledAnywhere(step) { steps.insert(step) } } }
        for step in steps.sorted() {
            let node = graph.nextID("u")
            let site = routing.emissionSites(of: step, by: nil).first
            let undecided = routing.ambiguousSteps.contains(step)
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: undecided ? .undecidedStep : .droppedStep, name: step,
                label: step + (undecided ? "\n(not checked)" : "\n(unhandled)"), frame: nil, framework: .rxflow, outcome: nil,
                details: [undecided ? "\(step): emitted; whether a flow handles it is not known (see the run's notes)"
                                    : "\(step): emitted, no flow handles it"],
                location: site.map { $0.location }, steps: [step]))
            for flow in model.flows {
                for arm in flow.arms where arm.nextSteps.contains(step) {
                    guard let source = armNodeOf["\(arm.file):\(arm.line)"] else { continue }
                    graph.edges.append(edge(source, node, undecided ? .emits : .dropped, label: step,
                                            details: [undecided ? "emits \(step)" : "emits \(step); nobody handles it"]))
                }
            }
        }
    }

    /// One edge per (from, to, kind); the details of merged edges are joined.
    private func mergeParallelEdges(_ graph: inout GraphAssembly) {
        var merged: [NavigationGraph.Edge] = []
        var index: [String: Int] = [:]
        for edge in graph.edges {
            let key = "\(edge.from)>\(edge.to)>\(edge.kind.rawValue)"
            if let at = index[key] {
                for line in edge.details where !merged[at].details.contains(line) { merged[at].details.append(line) }
            } else {
                index[key] = merged.count
                merged.append(edge)
            }
        }
        graph.edges = merged
    }
}
