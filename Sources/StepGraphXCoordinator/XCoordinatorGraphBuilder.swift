import StepGraphCore
/// XCoordinator's part of the navigation graph: each coordinator a frame (titled with its
/// container; a tab's frame inside its tab bar's), each `prepareTransition(for:)` arm a node, the
/// window's root and deep links as entries, and edges for what leads where: a route an arm's
/// screens or transitions trigger to the arm taking it, and a child coordinator's start.
struct XCoordinatorGraphBuilder {
    let model: NavigationModel

    static let outcomePriority: [Outcome] = [.childFlow, .present, .push, .setRoot, .dismiss, .pop, .trigger, .multiple, .other, .none]

    func add(to graph: inout GraphAssembly) {
        let flows = model.flows.filter { $0.framework == .xcoordinator }
        guard !flows.isEmpty, let part = model.xcoordinator else { return }
        var frameOf: [String: String] = [:]
        for flow in flows { frameOf[flow.name] = graph.nextID("x") }
        let info = Dictionary(part.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var parentOf: [String: String] = [:]
        for coordinator in part.coordinators { for child in coordinator.children where parentOf[child] == nil { parentOf[child] = coordinator.name } }

        var armNodes: [String: [String: [String]]] = [:]
        var defaultNode: [String: String] = [:]
        var nodeOfArm: [String: String] = [:]
        for flow in flows {
            let frame = frameOf[flow.name]!
            graph.frames.append(NavigationGraph.Frame(id: frame, name: flow.name, kind: .flow(flow.rootKind),
                                                      parent: parentOf[flow.name].flatMap { frameOf[$0] }, framework: .xcoordinator,
                                                      location: flow.location))
            for arm in flow.arms {
                let node = graph.nextID("n")
                let outcome = XCoordinatorGraphBuilder.outcomePriority.first { arm.outcomes.contains($0) } ?? .none
                var label = arm.isDefault ? "default" : arm.steps.map(flow.shortName(of:)).joined(separator: "\n")
                let screens = arm.presentables.filter { !$0.hasPrefix("UI") }
                let drawn = [.push, .present, .setRoot].contains(outcome) ? screens : []
                if !drawn.isEmpty { label += "\n→ " + drawn.joined(separator: ", ") }
                var details = ["\(flow.name): \(arm.isDefault ? "default" : arm.steps.joined(separator: ", "))",
                               "does: \(arm.outcomes.map(\.rawValue).joined(separator: ", "))"]
                if !arm.childFlows.isEmpty { details.append("starts: \(arm.childFlows.joined(separator: ", "))") }
                graph.nodes.append(NavigationGraph.Node(
                    id: node, kind: .arm, name: arm.isDefault ? "default" : arm.steps.joined(separator: ","), label: label, frame: frame,
                    framework: .xcoordinator, outcome: outcome, details: details, location: arm.location, steps: arm.steps,
                    isDefault: arm.isDefault, screens: drawn))
                nodeOfArm["\(arm.file):\(arm.line):\(arm.column)"] = node
                if arm.isDefault { defaultNode[flow.name] = node }
                for step in arm.steps { armNodes[flow.name, default: [:]][step, default: []].append(node) }
            }
        }
        var owners: [String: [String]] = [:]
        for flow in flows { for route in flow.stepTypes { owners[route, default: []].append(flow.name) } }

        /// The arms taking `step`: its coordinator's (when one coordinator has its route type).
        func targets(_ step: String) -> [String] {
            guard let dot = step.lastIndex(of: "."), let owner = owners[String(step[..<dot])], owner.count == 1 else { return [] }
            return armNodes[owner[0]]?[step] ?? defaultNode[owner[0]].map { [$0] } ?? []
        }
        // Coordinators something shows: a parent's arm, a tab bar's initializer, the window.
        var shownCoordinators = Set(part.roots.map(\.coordinator))
        for coordinator in part.coordinators { shownCoordinators.formUnion(coordinator.children) }
        for flow in flows { for arm in flow.arms { shownCoordinators.formUnion(arm.childFlows) } }
        // A coordinator that does not start at an initial route's arm starts in its initializer (`init(tabs:)`,
        // `init(root:)`, or nothing until a route comes): a node of its own in its frame, so whoever shows it
        // (a parent's arm presenting it, the window) leads into its frame, not past it to its tabs or to an arm
        // no route has reached yet. A root screen is drawn there too, as its first screen (before any initial
        // route, which it then leads to), so `paths --to` it answers.
        var initializerStart: [String: String] = [:]
        for flow in flows {
            guard let coordinator = info[flow.name] else { continue }
            let startsAtRoute = !coordinator.initialRoutes.flatMap(targets).isEmpty
            guard coordinator.rootScreen != nil
                    || (!startsAtRoute && (!coordinator.children.isEmpty || flow.arms.isEmpty || shownCoordinators.contains(flow.name))) else { continue }
            let node = graph.nextID("n")
            let shown = (coordinator.rootScreen.map { [$0] } ?? []) + coordinator.children
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: .arm, name: "start", label: "start" + (shown.isEmpty ? "" : "\n→ " + shown.joined(separator: ", ")),
                frame: frameOf[flow.name], framework: .xcoordinator,
                outcome: .setRoot, details: ["\(flow.name): starts in its initializer"]
                    + (shown.isEmpty ? [] : ["shows: \(shown.joined(separator: ", "))"]),
                location: SourceLocation(file: coordinator.file, line: coordinator.line), screens: coordinator.rootScreen.map { [$0] } ?? []))
            initializerStart[flow.name] = node
        }
        /// Where a coordinator starts: its initializer's node, else its initial routes' arms, else its children's starts.
        func starts(_ name: String, depth: Int = 0) -> [String] {
            guard depth < 16, let coordinator = info[name] else { return [] }
            if let node = initializerStart[name] { return [node] }
            let own = coordinator.initialRoutes.flatMap(targets)
            return own.isEmpty ? coordinator.children.flatMap { starts($0, depth: depth + 1) } : own
        }
        func edge(_ from: String, _ to: String, _ kind: NavigationGraph.EdgeKind, _ label: String, _ detail: String,
                  into: String? = nil) -> NavigationGraph.Edge {
            NavigationGraph.Edge(from: from, to: to, kind: kind, label: label, conditional: false, isLive: true, details: [detail],
                                 location: nil, intoFrame: into)
        }

        for root in part.roots {
            let node = graph.nextID("e")
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: .entry, name: NavigationGraph.entryName(target: root.target),
                label: NavigationGraph.entryName(target: root.target) + "\n\(root.coordinator)", frame: nil, framework: .xcoordinator,
                outcome: nil, details: ["\(root.coordinator) set as the window's root"], location: SourceLocation(file: root.file, line: root.line)))
            for target in Set(starts(root.coordinator)).sorted() {
                graph.edges.append(edge(node, target, .entry, root.coordinator, "starts \(root.coordinator)", into: frameOf[root.coordinator]))
            }
            // Routes the app delegate itself triggers (a URL, a quick action, a notification).
            for emission in model.emissions where emission.how == .trigger && emission.enclosingType == root.enclosingType {
                for target in targets(emission.step) {
                    graph.edges.append(edge(node, target, .entry, emission.step, "\(root.enclosingType ?? "the app") triggers \(emission.step)"))
                }
            }
        }
        for (name, node) in initializerStart.sorted(by: { $0.key < $1.key }) {
            for step in info[name]?.initialRoutes ?? [] {
                for target in targets(step) { graph.edges.append(edge(node, target, .emits, step, "initial route \(step)")) }
            }
            for child in info[name]?.children ?? [] where frameOf[child] != nil {
                for target in Set(starts(child)).sorted() {
                    graph.edges.append(edge(node, target, .startsChild, child, "starts \(child)", into: frameOf[child]))
                }
            }
        }
        for chain in DeepLinkChain.chains(in: model.emissions) {
            let links = chain.links
            let node = graph.nextID("l")
            let names = links.map(\.step)
            graph.nodes.append(NavigationGraph.Node(
                id: node, kind: .deepLink, name: names.joined(separator: ","), label: "Deep link\n" + names.joined(separator: "\n"),
                frame: nil, framework: .xcoordinator, outcome: nil, details: ["deepLink(\(names.joined(separator: ", ")))"],
                location: links[0].location, steps: names))
            for step in names { for target in targets(step) { graph.edges.append(edge(node, target, .entry, step, "deep link \(step)")) } }
        }
        for flow in flows {
            for arm in flow.arms {
                guard let source = nodeOfArm["\(arm.file):\(arm.line):\(arm.column)"] else { continue }
                for step in arm.nextSteps {
                    for target in targets(step) { graph.edges.append(edge(source, target, .emits, step, "triggers \(step)")) }
                }
                for child in arm.childFlows where frameOf[child] != nil {
                    var childStarts = starts(child)
                    if childStarts.isEmpty, let first = flows.first(where: { $0.name == child })?.arms.first {
                        childStarts = nodeOfArm["\(first.file):\(first.line):\(first.column)"].map { [$0] } ?? []
                    }
                    for target in Set(childStarts).sorted() {
                        graph.edges.append(edge(source, target, .startsChild, child, "starts \(child)", into: frameOf[child]))
                    }
                }
            }
        }
    }

    /// `--focus` on a coordinator: its frame, the frames it sits in or starts (a tab bar's tabs, a
    /// presented child), transitively, and the frames that start it.
    static func focus(_ frame: String, in graph: NavigationGraph) -> Set<String> {
        var frameOfNode: [String: String] = [:]
        for node in graph.nodes { if let frame = node.frame { frameOfNode[node.id] = frame } }
        var children: [String: Set<String>] = [:]
        var parents: [String: Set<String>] = [:]
        func link(_ parent: String, _ child: String) {
            guard parent != child else { return }
            children[parent, default: []].insert(child)
            parents[child, default: []].insert(parent)
        }
        for candidate in graph.frames where candidate.framework == .xcoordinator {
            if let parent = candidate.parent { link(parent, candidate.id) }
        }
        for edge in graph.edges where edge.kind == .startsChild {
            if let from = frameOfNode[edge.from], let to = edge.intoFrame ?? frameOfNode[edge.to] { link(from, to) }
        }
        var keep: Set<String> = [frame]
        for relation in [parents, children] {
            var pending = [frame]
            while let id = pending.popLast() {
                for next in relation[id] ?? [] where keep.insert(next).inserted { pending.append(next) }
            }
        }
        return keep
    }
}
