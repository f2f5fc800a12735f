import StepGraphCore
/// SwiftUI's part of the navigation graph: each `NavigationStack` a frame holding its root views
/// (entry nodes) and the destination modifiers placed on it (frames inside, a stack's destinations);
/// each presentation modifier a presented frame; each arm a node showing its views; push and present
/// edges from the arms (or root views) whose views push or present a route to the arms taking it. A
/// view no arm shows and no stack roots is an entry node of its own.
struct SwiftUIGraphBuilder {
    let model: NavigationModel

    func add(to graph: inout GraphAssembly) {
        let flows = model.flows.filter { $0.framework == .swiftui }
        guard !flows.isEmpty else { return }
        var entries: [String: String] = [:]
        // Stacks first: the frames their roots and destinations sit in.
        var stackOfRoute: [String: String] = [:]
        var stackOfView: [String: String] = [:]
        for stack in model.swiftui?.stacks ?? [] where stack.kind != SwiftUIWord.NavigationSplitView.spelling {
            let frame = graph.nextID("s")
            graph.frames.append(NavigationGraph.Frame(id: frame, name: stack.name, kind: .flow(.navigationStack), parent: nil, framework: .swiftui,
                                                      location: SourceLocation(file: stack.file, line: stack.line, column: stack.column)))
            for route in stack.routeTypes where stackOfRoute[route] == nil { stackOfRoute[route] = frame }
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
        for flow in flows {
            // A presenting view's direct edges lead to its own arms only (`Host|View`): the view is no shared route.
            let direct = flow.name.hasSuffix(SwiftUIDirectEdges.flowSuffix) && flow.stepTypes.isEmpty
                ? String(flow.name.dropLast(SwiftUIDirectEdges.flowSuffix.count)) + "|" : ""
            let host = String(direct.dropLast())
            let parent = flow.rootKind != .navigationStack ? nil : direct.isEmpty ? flow.stepTypes.first.flatMap { stackOfRoute[$0] } : stackOfView[host]
            let frame = graph.nextID("s")
            graph.frames.append(NavigationGraph.Frame(id: frame, name: flow.name, kind: .flow(flow.rootKind), parent: parent,
                                                      framework: .swiftui, location: flow.location))
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
    }
}
