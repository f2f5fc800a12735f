import StepGraphCore
extension Rules {
    static let forwardToCurrentLoop = LintRule(
        description: RuleDescription(
            id: "forward_to_current_loop", name: "Forward to Current Loop", defaultSeverity: .warning, isOptIn: false,
            summary: "Arms of one flow that forward steps to the current flow in a circle.",
            rationale: """
            `.forwardToCurrentFlow(withStep:)` feeds the step back into the same coordinator \
            (`FlowCoordinator.swift`, dispatched again on the main queue), and a flow's \
            `navigate(to:)` on itself calls straight back in. When the arm that takes the forwarded \
            step forwards again, directly or through a chain, back to a step already on the way, \
            navigation never stops: the main queue spins (or the stack overflows), the app freezes \
            and whatever the arms push piles up. Reported only when every arm on the circle forwards \
            on every run (no `if`, `guard`, `switch`, loop or `?:` in it or its helpers), is the \
            only arm for its step (no `where` clause, no payload pattern), and a step of the circle \
            reaches the flow from outside it.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            ↓case .home: return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.done))
                            case .done: return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.home))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // Through a helper that re-forwards the step it is given.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            ↓case .detail: return reload(step)
                            default: return .none
                    """, extra: """
                        private func reload(_ step: AppStep) -> FlowContributors {
                            rootViewController.popToRootViewController(animated: false)
                            return .one(flowContributor: .forwardToCurrentFlow(withStep: step))
                        }
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.detail(id: 3)"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.done))
                            case .done:
                                guard isSignedIn else { return .none }
                                return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.home))
                            default: return .none
                    """, extra: "    var isSignedIn = false"))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.done))
                            case .done: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                arms of one flow forward steps to the current flow in a circle, every arm on it forwards on \
                every run (no `if`, `guard`, `switch`, loop or `?:` in it or its helpers, nothing the tool \
                cannot follow), each is the only arm for its step (no `where` clause, no payload pattern), and a \
                step of the circle reaches the flow from outside it
                """,
                silentWhen: """
                any arm on the circle branches or calls code the tool does not follow, shares its step with \
                another arm, or no step of the circle arrives from outside
                """)),
        check: { navigation, rule in
            let routing = navigation.routing
            var findings: [Finding] = []
            for flow in routing.model.flows where !routing.opaqueFlows.contains(flow.name) && !routing.catchAllFlows.contains(flow.name) {
                let arrivals = routing.arrivals[flow.name] ?? []
                guard !arrivals.contains(where: { if case .adapt = $0.source { return true } else { return false } }) else { continue }
                // The one arm that takes each step, when it always forwards to the current flow.
                var forwarder: [String: Arm] = [:]
                var armsFor: [String: Int] = [:]
                for arm in flow.arms where !arm.isDefault { for step in arm.steps { armsFor[step, default: 0] += 1 } }
                for arm in flow.arms where !arm.isDefault && arm.whereClause == nil && !arm.constrainsPayload {
                    guard let next = arm.alwaysForwardsToCurrent, !next.isEmpty else { continue }
                    for step in arm.steps where armsFor[step] == 1
                        && !routing.stepAndContainers(step).dropFirst().contains(where: { armsFor[$0] != nil }) {
                        forwarder[step] = arm
                    }
                }
                var reported: Set<String> = []
                for start in forwarder.keys.sorted() {
                    guard let cycle = loop(from: start, forwarder), reported.isDisjoint(with: cycle) else { continue }
                    reported.formUnion(cycle)
                    let cycleArms = cycle.compactMap { forwarder[$0] }
                    // Something outside the circle must send one of its steps.
                    let entered = arrivals.contains { arrival in
                        guard cycle.contains(arrival.step), arrival.isDefinite, routing.isLive(arrival) else { return false }
                        if case .current(let arm) = arrival.source, cycleArms.contains(arm) { return false }
                        return true
                    }
                    guard entered, !cycle.contains(where: routing.ambiguousSteps.contains),
                          let first = cycleArms.min(by: { $0.location < $1.location }) else { continue }
                    let path = (cycle + [cycle[0]]).map { "'\($0)'" }.joined(separator: " → ")
                    findings.append(rule.finding("\(flow.name) forwards steps to itself in a circle (\(path)): navigation never stops",
                        at: first.location,
                        related: cycleArms.filter { $0 != first }.map { RelatedLocation(location: $0.location, message: "forwards again here") },
                        about: .steps(flow: flow.name, cycle.sorted())))
                }
            }
            return findings
        })

    /// The circle of forwarded steps `start` is on (in forwarding order, starting at `start`), if any.
    private static func loop(from start: String, _ forwarder: [String: Arm]) -> [String]? {
        // Depth-first over the forwards, remembering the path.
        var path: [String] = []
        var onPath: Set<String> = []
        var visited: Set<String> = []
        func visit(_ step: String) -> [String]? {
            if onPath.contains(step) { return step == start ? path : nil }
            guard visited.insert(step).inserted, path.count < 64, let arm = forwarder[step] else { return nil }
            path.append(step)
            onPath.insert(step)
            defer { path.removeLast(); onPath.remove(step) }
            for next in arm.alwaysForwardsToCurrent ?? [] {
                if let found = visit(next) { return found }
            }
            return nil
        }
        return visit(start)
    }
}
