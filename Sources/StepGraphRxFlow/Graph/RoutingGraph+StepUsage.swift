import StepGraphCore
extension RoutingGraph {
    /// What the routing says about every step, in the core's terms: the part `dead_step` and the
    /// not-checked notes read.
    var stepUsage: StepUsage {
        var usage = StepUsage()
        usage.producedSteps = producedSteps
        usage.stepsOfAmbiguousReferences = stepsOfAmbiguousReferences
        usage.handlers = handlers
        usage.arms = flows.mapValues(\.arms)
        usage.arrivals = arrivals.mapValues { $0.map(\.step) }
        return usage
    }
}
