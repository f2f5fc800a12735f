import StepGraphCore
/// SwiftUI's part of the navigation graph: each `TabView` a frame holding its view (an entry node)
/// and the stacks its tabs show; each `NavigationStack` a frame holding its root views (entry
/// nodes) and the destination modifiers placed on it (frames inside, a stack's destinations), inside
/// the frame of the arm showing its view; each presentation modifier a presented frame, started from
/// the nodes showing its view; each arm a node showing its views; push and present edges from the
/// arms (or root views) whose views push or present a route to the arms taking it. A view no arm
/// shows and no stack roots is an entry node of its own.
struct SwiftUIGraphBuilder {
    let model: NavigationModel

    func add(to graph: inout GraphAssembly) {
        let flows = model.flows.filter { $0.framework == .swiftui }
        guard !flows.isEmpty else { return }
        var entries: [String: String] = [:]
        // Stacks and tab views first: the frames their roots and destinations sit in.
        var stackOfFlow: [String: String] = [:]
        var stackOfView: [String: String] = [:]
        var frameOfStack: [String: String] = [:]
        let stacks = (model.swiftui?.stacks ?? []).filter { $0.kind != SwiftUIWord.NavigationSplitView.spelling }
        for stack in stacks {
            let frame = graph.nextID("s")
            frameOfStack[stack.name] = frame
            let isTabs = stack.kind == SwiftUIWord.TabView.spelling
            graph.frames.append(NavigationGraph.Frame(id: frame, name: stack.name, kind: .flow(isTabs ? .tabBar : .navigationStack), parent: nil,
                                                      framework: .swiftui, location: SourceLocation(file: stack.file, line: stack.line, column: stack.column)))
            guard !isTabs else {
                // The view showing the tab bar stands in it: its own pushes and presentations (a deep-link handler) start there.
                let id = graph.nextID("e")
                graph.nodes.append(NavigationGraph.Node(id: id, kind: .entry, name: stack.host, label: stack.host, frame: frame, framework: .swiftui,
                                                        outcome: nil, details: ["\(stack.host): shows \(stack.name)"],
                                                        location: SourceLocation(file: stack.file, line: stack.line, column: stack.column)))
                entries[stack.host] = entries[stack.host] ?? id
                continue
            }
            for flow in stack.destinations where stackOfFlow[flow] == nil { stackOfFlow[flow] = frame }
            for view in stack.roots where entries[view] == nil {
                let id = graph.nextID("e")
                graph.nodes.append(NavigationGraph.Node(id: id, kind: .entry, name: view, label: view, frame: frame, framework: .swiftui,
                                                        outcome: nil, details: ["\(view): the root of \(stack.name)"],
                                                        location: SourceLocation(file: stack.file, line: stack.line, column: stack.column)))
                entries[view] = id
                stackOfView[view] = frame
            }
        }
        var armsOf: [String: [String]] = [:]
        var showing: [String: [String]] = [:]
        /// Presented frames with the view whose modifier presents them.
        var presented: [(frame: String, host: String)] = []
        for flow in flows {
            // A presenting view's direct edges lead to its own arms only (`Host|View`): the view is no shared route.
            let direct = flow.name.hasSuffix(SwiftUIDirectEdges.flowSuffix) && flow.stepTypes.isEmpty
                ? String(flow.name.dropLast(SwiftUIDirectEdges.flowSuffix.count)) + "|" : ""
            let host = String(direct.dropLast())
            let parent = flow.rootKind != .navigationStack ? nil : direct.isEmpty ? stackOfFlow[flow.name] : stackOfView[host]
            let frame = graph.nextID("s")
            graph.frames.append(NavigationGraph.Frame(id: frame, name: flow.name, kind: .flow(flow.rootKind), parent: parent,
                                                      framework: .swiftui, location: flow.location))
            if flow.rootKind == .presented { presented.append((frame, host.isEmpty ? SwiftUIGraphBuilder.host(of: flow.name) : host)) }
            for arm in flow.arms {
                let node = graph.nextID("n")
                let outcome = arm.outcomes.first ?? .none
                let steps = arm.isDefault ? "default" : arm.steps.map { TypeIndex.simpleName($0) }.joined(separator: "\n")
                let label = steps + (arm.presentables.isEmpty ? "" : "\n→ " + arm.presentables.joined(separator: ", "))
                graph.nodes.append(NavigationGraph.Node(
                    id: node, kind: .arm, name: arm.isDefault ? "default" : arm.steps.joined(separator: ","), label: label, frame: frame,
                    framework: .swiftui, outcome: outcome,
                    details: ["\(flow.name): \(arm.isDefault ? "default" : arm.steps.joined(separator: ", "))", "does: \(outcome.rawValue)"],
                    location: arm.location, steps: arm.steps, isDefault: arm.isDefault, screens: arm.presentables))
                for step in arm.steps { armsOf[direct + step, default: []].append(node) }
                for view in arm.presentables { showing[view, default: []].append(node) }
            }
        }
        var drawn: Set<String> = []
        for emission in model.emissions where [.navigationLink, .pathPush, .presentation].contains(emission.how) {
            let view = emission.enclosingType ?? emission.file
            guard let targets = armsOf[view + "|" + emission.step] ?? armsOf[emission.step] else { continue }
            var sources = showing[view] ?? showing[TypeIndex.simpleName(view)] ?? []
            if sources.isEmpty {
                let entry = entries[view] ?? {
                    let id = graph.nextID("e")
                    graph.nodes.append(NavigationGraph.Node(id: id, kind: .entry, name: view, label: view, frame: nil, framework: .swiftui,
                                                            outcome: nil, details: ["\(view) shown by no destination"],
                                                            location: SourceLocation(file: emission.file, line: emission.line)))
                    return id
                }()
                entries[view] = entry
                sources = [entry]
            }
            let verb = emission.how == .presentation ? "presents" : "pushes"
            for source in Set(sources).sorted() {
                for target in targets where drawn.insert("\(source)>\(target)>\(emission.step)").inserted {
                    graph.edges.append(NavigationGraph.Edge(from: source, to: target, kind: .emits, label: TypeIndex.simpleName(emission.step),
                                                            conditional: false, isLive: true, details: ["\(view) \(verb) \(emission.step)"],
                                                            location: emission.location, intoFrame: nil))
                }
            }
        }
        let frameOfNode = Dictionary(graph.nodes.compactMap { node in node.frame.map { (node.id, $0) } }, uniquingKeysWith: { first, _ in first })
        placeStacks(stacks, frames: frameOfStack, showing: showing, frameOfNode: frameOfNode, in: &graph)
        for (frame, hosts) in presented {
            // A helper's modifier is named after the views applying it (`A+B`): each presents it.
            for host in hosts.split(separator: "+").map(String.init) {
                startPresentation(frame, by: host, stacks: stacks.filter { $0.host == host }.compactMap { frameOfStack[$0.name] },
                                  showing: showing, entries: &entries, frameOfNode: frameOfNode, in: &graph)
            }
        }
    }

    /// `Host` of a flow named `Host.modifier(Route)` (`A.B` for a nested host).
    static func host(of flowName: String) -> String {
        let head = flowName[..<(flowName.firstIndex(of: "(") ?? flowName.endIndex)]
        return String(head[..<(head.lastIndex(of: ".") ?? head.endIndex)])
    }

    /// Each stack inside the frame that shows it: its tab view's, or the frame of the arms showing the
    /// view that holds it (a stack a sheet presents, a stack pushed inside another).
    private func placeStacks(_ stacks: [SwiftUIStack], frames: [String: String], showing: [String: [String]], frameOfNode: [String: String],
                             in graph: inout GraphAssembly) {
        let index = Dictionary(graph.frames.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for stack in stacks {
            guard let frame = frames[stack.name], let position = index[frame] else { continue }
            var parent = stack.tab.flatMap { frames[$0] }
            if parent == nil {
                let showingFrames = Set((showing[stack.host] ?? []).compactMap { frameOfNode[$0] })
                parent = showingFrames.count == 1 ? showingFrames.first : nil
            }
            // Never inside itself: a view pushed onto the stack it holds.
            var ancestor = parent
            while let current = ancestor, current != frame { ancestor = index[current].flatMap { graph.frames[$0].parent } }
            if let parent, ancestor == nil { graph.frames[position].parent = parent }
        }
    }

    /// An edge into presented frame `frame` from each node showing `host`: the arms showing it, its
    /// entry, else the roots of the stacks it holds (it presents over them), else an entry of its own.
    private func startPresentation(_ frame: String, by host: String, stacks: [String], showing: [String: [String]], entries: inout [String: String],
                                   frameOfNode: [String: String], in graph: inout GraphAssembly) {
        guard let target = graph.nodes.first(where: { $0.frame == frame }), let name = graph.frames.first(where: { $0.id == frame })?.name else { return }
        var sources = (showing[host] ?? []) + (entries[host].map { [$0] } ?? [])
        if sources.isEmpty {
            sources = stacks.compactMap { stack in graph.nodes.first { $0.frame == stack && $0.kind == .entry }?.id }
        }
        if sources.isEmpty {
            let id = graph.nextID("e")
            graph.nodes.append(NavigationGraph.Node(id: id, kind: .entry, name: host, label: host, frame: nil, framework: .swiftui, outcome: nil,
                                                    details: ["\(host) shown by no destination"], location: target.location))
            entries[host] = id
            sources = [id]
        }
        for source in sources where frameOfNode[source] != frame {
            graph.edges.append(NavigationGraph.Edge(from: source, to: target.id, kind: .startsChild, conditional: false, isLive: true,
                                                    details: ["\(host) presents \(name)"], location: target.location, intoFrame: frame))
        }
    }
}
