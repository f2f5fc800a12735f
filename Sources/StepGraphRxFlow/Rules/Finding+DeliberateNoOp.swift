import StepGraphCore
extension Finding {
    /// This finding about a step the app emits only as a fallback value (`.catchAndReturn(.idle)`)
    /// into flows whose `default:` returns `.none` (`RoutingGraph.isDeliberateNoOp`): the app's
    /// deliberate no-op, so `reason` is said after the message and an error becomes a warning.
    /// Shared by `unhandled_step` and `misrouted_step`.
    func asDeliberateNoOp(_ reason: String) -> Finding {
        var finding = self
        finding.message += reason
        if finding.severity == .error { finding.severity = .warning }
        return finding
    }
}
