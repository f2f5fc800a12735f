import StepGraphCore
/// FunctionalNavigationFlowKit's part of the navigation graph: containers as frames (a stack
/// inside a tab bar inside the window), screens as nodes in the container they are shown in, the
/// app's start as the entry, and one edge per transition, live unless its route is never invoked.
struct FNFKGraphBuilder {
    let model: NavigationModel

    /// The RxFlow arm whose code holds `site` (`Flow@file:line`): the last arm of that flow, in that
    /// file, that starts at or before the line.
    func armRunning(_ site: String, in graph: GraphAssembly) -> String? {
        guard let at = site.firstIndex(of: "@"), let colon = site.lastIndex(of: ":"), let line = Int(site[site.index(after: colon)...]) else { return nil }
        let type = String(site[..<at]), file = String(site[site.index(after: at)..<colon])
        guard let frame = graph.frames.first(where: { $0.framework == .rxflow && $0.name == type })?.id else { return nil }
        return graph.nodes.filter { node in
            node.kind == .arm && node.frame == frame && node.location.map { $0.file == file && $0.line <= line } == true
        }.max { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }?.id
    }

    func add(to graph: inout GraphAssembly) {
        guard !model.transitions.isEmpty || !model.screens.isEmpty else { return }
        var frameIDs: [String: String] = [:]
        for container in model.containers { frameIDs[container.id] = graph.nextID("c") }
        for container in model.containers {
            graph.frames.append(NavigationGraph.Frame(
                id: frameIDs[container.id]!, name: container.type, kind: .container(container.kind),
                parent: container.parent.flatMap { frameIDs[$0] }, framework: .fnfk, location: container.location))
        }
        // A screen sits in the container of the first transition that shows it in one.
        var frameOf: [String: String] = [:]
        for transition in model.transitions where transition.action.showsScreen && frameOf[transition.to] == nil {
            if let container = transition.container, let frame = frameIDs[container] { frameOf[transition.to] = frame }
        }
        var nodeIDs: [String: String] = [:]
        // Flows run from an RxFlow flow's arm (a mixed app) start from that arm.
        var startingArm: [Int: String] = [:]
        for (index, transition) in model.transitions.enumerated() where transition.from == Transition.entry {
            if let arm = transition.startedIn.compactMap({ armRunning($0, in: graph) }).first { startingArm[index] = arm }
        }
        // One start per application target that runs flows (one, unlabelled, where no project says).
        var entryOf: [Int: String] = [:]
        var entryOfTarget: [String: String] = [:]
        for (index, transition) in model.transitions.enumerated() where transition.from == Transition.entry && startingArm[index] == nil {
            let key = transition.target ?? ""
            if entryOfTarget[key] == nil {
                let id = graph.nextID("e")
                entryOfTarget[key] = id
                graph.nodes.append(NavigationGraph.Node(id: id, kind: .entry, name: Transition.entry,
                                                        label: NavigationGraph.entryName(target: transition.target), frame: nil,
                                                        framework: .fnfk, outcome: nil, details: ["flows run when the app starts"],
                                                        location: nil))
            }
            entryOf[index] = entryOfTarget[key]
        }
        for screen in model.screens {
            let id = graph.nextID("s")
            nodeIDs[screen.name] = id
            var details = [screen.name]
            if !screen.aliases.isEmpty { details.append("built by \(screen.aliases.joined(separator: ", "))") }
            graph.nodes.append(NavigationGraph.Node(id: id, kind: .screen, name: screen.name, label: screen.name, frame: frameOf[screen.name],
                                                    framework: .fnfk, outcome: nil, details: details, location: screen.location))
        }
        // Flows nothing reaches are the sources of what they show.
        for (index, transition) in model.transitions.enumerated() where nodeIDs[transition.from] == nil && startingArm[index] == nil && entryOf[index] == nil {
            let id = graph.nextID("s")
            nodeIDs[transition.from] = id
            let flow = model.flows.first { $0.framework == .fnfk && $0.name == transition.from }
            graph.nodes.append(NavigationGraph.Node(
                id: id, kind: .flow, name: transition.from, label: transition.from, frame: nil, framework: .fnfk, outcome: nil,
                details: ["\(transition.from): a flow nothing reaches"],
                location: flow?.location))
        }
        var invocation: [String: Invocation] = [:]
        for parameter in model.navigationParameters { invocation[parameter.identity] = parameter.invocation }
        for (index, transition) in model.transitions.enumerated() {
            guard let from = startingArm[index] ?? entryOf[index] ?? nodeIDs[transition.from], let to = nodeIDs[transition.to] else { continue }
            var details = ["\(transition.from) → \(transition.to): \(transition.factory) (\(transition.action.rawValue))"
                           + (transition.via.map { " via \($0)" } ?? "")]
            if transition.conditional { details.append("in one branch of a condition") }
            if !transition.invokedAt.isEmpty { details.append("invoked at \(transition.invokedAt.joined(separator: ", "))") }
            let live = transition.route.map { invocation[$0] != .never } ?? true
            if !live { details.append("its route is never invoked") }
            graph.edges.append(NavigationGraph.Edge(from: from, to: to, kind: .transition, action: transition.action, label: transition.via,
                                                    conditional: transition.conditional, isLive: live, details: details,
                                                    location: transition.location, intoFrame: nil))
        }
    }
}
