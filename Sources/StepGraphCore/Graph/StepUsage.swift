/// Which steps (routes) some code may produce and which flows take them: what `dead_step`, the
/// unread-start notes and the "declared twice" notes read, whatever the framework. A front end whose
/// routing decides what a forward or a start produces attaches it to the graph (RxFlow's routing, over
/// every framework's emissions); without one, it is empty and those rules stay silent.
package struct StepUsage: Sendable {
    /// Steps possibly produced anywhere: emitted, referenced, in a typed position, forwarded (other
    /// than re-forwarding an arm's own step), or given to a coordinator; and the container cases of
    /// produced nested steps.
    package var producedSteps: Set<String> = []
    /// Step ids a reference could denote (not a flow declared twice, which emits what both
    /// declarations emit): whether they are emitted at all is not known.
    package var stepsOfAmbiguousReferences: Set<String> = []
    /// Step → flows with an explicit arm for it that does not decline it.
    package var handlers: [String: [String]] = [:]
    /// Flow → its arms (the flows `handlers` names).
    package var arms: [String: [Arm]] = [:]
    /// Flow → the steps arriving in it, in arrival order.
    package var arrivals: [String: [String]] = [:]

    package init() {}

    /// Steps some code names: produced, or possibly denoted by an ambiguous reference.
    package var liveSteps: Set<String> { producedSteps.union(stepsOfAmbiguousReferences) }
}

extension NavigationGraph {
    /// The step usage a front end attached (empty when none did).
    package var stepUsage: StepUsage { part(StepUsage.self) ?? StepUsage() }
}
