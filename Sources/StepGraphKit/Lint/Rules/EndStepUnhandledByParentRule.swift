extension Rules {
    static let endStepUnhandledByParent = LintRule(
        description: RuleDescription(
            id: "end_step_unhandled_by_parent", name: "End Step Unhandled by Parent", defaultSeverity: .error,
            isOptIn: false,
            summary: "A child flow ends or forwards with a step its parent has no arm for.",
            rationale: """
            `.end(forwardToParentFlowWithStep:)` and `.forwardToParentFlow(withStep:)` hand the step \
            to the flow that started the child, and only to it. If that parent has no arm for the \
            step, the child is gone and nothing happens next.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail: return .none
                    ↓        case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail: return .none
                            case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.presentingParent(of: "DetailFlow", extraArms: """
                            case .done:
                                rootViewController.dismiss(animated: true)
                                return .none

                    """))
                    """),
            ]),
        check: { graph, severity in
            var findings: [Finding] = []
            for child in graph.model.flows {
                for arm in child.arms where arm.outcomes.contains(.end) || arm.outcomes.contains(.forwardToParent) {
                    guard let step = arm.forwardsStep, !graph.ambiguousSteps.contains(step) else { continue }
                    for parent in graph.parents(of: child.name) where !graph.handles(parent, step) {
                        let starts = (graph.startsOf[child.name] ?? []).filter { $0.parentFlow == parent }
                        findings.append(Finding(
                            rule: "end_step_unhandled_by_parent", severity: severity,
                            message: "\(child.name) \(arm.outcomes.contains(.end) ? "ends" : "forwards") with '\(step)' "
                                + "but its parent \(parent) has no arm for it",
                            location: arm.location,
                            related: starts.map { RelatedLocation(location: $0.location, message: "\(parent) starts \(child.name) here") },
                            symbols: [child.name, parent, step]))
                    }
                }
            }
            return findings
        })
}
