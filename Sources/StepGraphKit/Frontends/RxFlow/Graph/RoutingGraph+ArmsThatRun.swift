extension RoutingGraph {
    /// The arms of `flow` that can run: a step they take arrives in the flow (or the flow may receive
    /// steps the tool cannot name), and that step is produced somewhere.
    package func armsThatRun(of flow: String) -> [Arm] {
        reachedArms(of: flow).filter(isReachable)
    }
}
