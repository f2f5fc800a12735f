/// A start the tool cannot read: a flow whose first step (an XCoordinator coordinator whose initial
/// route) is a value it cannot follow. The value is still a step some code names, so the flow may
/// start at any step it handles that is not dead (`dead_step`'s proof: nothing names it). The one
/// place the "not checked" note, the map's `--reaches` and `paths` learn what such a start may be.
package struct UnreadStart: Sendable, Equatable {
    /// The flow or coordinator whose start is unknown.
    package var flow: String
    /// The steps (routes) it handles that some code names: any of them may be where it starts.
    package var steps: Set<String>
    /// Where the value is read.
    package var location: SourceLocation
    /// The value as written.
    package var detail: String

    /// Every unread start the graph's model records, in the model's order.
    package static func all(in graph: NavigationGraph) -> [UnreadStart] {
        let starts = graph.model.unresolved.filter { $0.kind == .start }
        guard !starts.isEmpty else { return [] }
        let live = graph.stepUsage.liveSteps
        let handled = Dictionary(graph.model.flows.map { ($0.name, Set($0.arms.flatMap(\.steps))) }, uniquingKeysWith: { $0.union($1) })
        return starts.map { start in
            UnreadStart(flow: start.subject, steps: (handled[start.subject] ?? []).intersection(live), location: start.location,
                        detail: start.detail)
        }
    }

    /// The ids of the nodes it may start at: its flow's arms for `steps`, and its `default:` arms.
    package func nodes(in graph: NavigationGraph) -> [String] {
        let frames = Set(graph.frames.filter { $0.name == flow }.map(\.id))
        return graph.nodes.filter { node in
            guard let frame = node.frame, frames.contains(frame), node.kind == .arm else { return false }
            return node.isDefault || !steps.isDisjoint(with: node.steps)
        }.map(\.id)
    }
}
