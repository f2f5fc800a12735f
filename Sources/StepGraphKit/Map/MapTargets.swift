/// What a name given to `--focus` or `--reaches` stands for on the map, in every framework: a flow,
/// a screen, a step, an entry (`NavigationPaths`), and what each front end adds (an FNFK flow
/// function: the screens it shows).
enum MapTargets {
    /// The nodes `NavigationPaths` finds for `name`, then those the front ends add.
    static func nodes(named name: String, in graph: NavigationGraph) -> [NavigationGraph.Node] {
        let found = NavigationPaths.nodes(named: name, in: graph)
        var known = Set(found.map(\.id))
        let added = FrontEnds.all.flatMap { $0.mapTargets(named: name, in: graph) }.filter { known.insert($0).inserted }
        let addedSet = Set(added)
        return found + graph.nodes.filter { addedSet.contains($0.id) }
    }

    /// The names a user may give, for the message when a name matches nothing.
    static func choices(in graph: NavigationGraph) -> String {
        let flows = graph.model.flows.map(\.name).sorted()
        let screens = graph.model.screens.map(\.name).sorted()
        return "flows: " + (flows.isEmpty ? "none" : flows.joined(separator: ", "))
            + (screens.isEmpty ? "" : "; screens: " + screens.joined(separator: ", "))
    }
}
