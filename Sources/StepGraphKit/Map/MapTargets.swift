/// What a name given to `--focus` or `--reaches` stands for on the map, in every framework: an
/// RxFlow flow, a FunctionalNavigationFlowKit flow function, a screen, a step, an entry.
enum MapTargets {
    /// The nodes `NavigationPaths` finds for `name`, and for an FNFK flow function the screens it shows.
    static func nodes(named name: String, in graph: NavigationGraph) -> [NavigationGraph.Node] {
        let shown = Set(screens(shownBy: name, in: graph.model))
        let found = NavigationPaths.nodes(named: name, in: graph)
        let known = Set(found.map(\.id))
        return found + graph.nodes.filter { $0.kind == .screen && shown.contains($0.name) && !known.contains($0.id) }
    }

    /// The screens an FNFK flow function's transitions lead to: those written in its body (from its
    /// declaration to the next declaration in the same file) or built from it when nothing runs it.
    static func screens(shownBy flowFunction: String, in model: NavigationModel) -> [String] {
        let functions = model.flows.filter { $0.framework == .fnfk }
        guard let function = functions.first(where: { $0.name == flowFunction }) else { return [] }
        let end = functions.filter { $0.file == function.file && $0.line > function.line }.map(\.line).min() ?? Int.max
        return model.transitions.filter { transition in
            transition.from == flowFunction
                || (transition.file == function.file && transition.line >= function.line && transition.line < end)
        }.map(\.to)
    }

    /// The names a user may give, for the message when a name matches nothing.
    static func choices(in graph: NavigationGraph) -> String {
        let flows = graph.model.flows.map(\.name).sorted()
        let screens = graph.model.screens.map(\.name).sorted()
        return "flows: " + (flows.isEmpty ? "none" : flows.joined(separator: ", "))
            + (screens.isEmpty ? "" : "; screens: " + screens.joined(separator: ", "))
    }
}
