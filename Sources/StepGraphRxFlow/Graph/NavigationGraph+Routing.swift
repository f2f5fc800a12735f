import StepGraphCore
/// RxFlow's routing as a part of the navigation graph, read by its rules and its map focus.
extension NavigationGraph {
    /// RxFlow's routing semantics (which steps arrive where, who takes them). The graph always runs
    /// every front end's builder, so the part is there (empty for a code base without RxFlow).
    package var routing: RoutingGraph { part(RoutingGraph.self)! }

    /// `--focus` on an RxFlow flow: its frame with its ancestors' and descendants'.
    func rxflowFrames(focus: String) -> Set<String> {
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
        return Set(frames.filter { $0.framework == .rxflow && keep.contains($0.name) }.map(\.id))
    }
}
