extension Rules {
    static let endStepUnhandledByParent = LintRule(
        description: RuleDescription(
            id: "end_step_unhandled_by_parent", name: "End Step Unhandled by Parent", defaultSeverity: .error,
            isOptIn: false,
            summary: "A child flow ends or forwards with a step its parent has no arm for.",
            rationale: """
            `.end(forwardToParentFlowWithStep:)` and `.forwardToParentFlow(withStep:)` hand the step \
            to the flow that started the child, and only to it (as RxFlow 1.x's `.triggerParentFlow` \
            and `.stepNotHandled` do). If that parent has no arm for the step, and does not hand it \
            further up to a flow that has, the child is gone and nothing happens next. Reported only \
            for an arm that can run (a step that leads to it is produced) and a parent that was fully \
            understood.
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
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
                // Passing on the step the arm received: the parent gets `.done` too.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail: return .none
                    ↓        case .done: return .end(forwardToParentFlowWithStep: step)
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
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
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow", extraArms: """
                            case .done:
                                rootViewController.dismiss(animated: true)
                                return .none

                    """))
                    """),
                // Nothing emits `.done`, so the ending arm never runs (`dead_step` says so).
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail: return .none
                            case .done: return .end(forwardToParentFlowWithStep: step)
                            default: return .none
                    """))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
            ]),
        check: { navigation, settings in
            var findings: [Finding] = []
            for child in navigation.routing.model.flows {
                for arm in child.arms where navigation.routing.isReachable(arm) {
                    // Steps written in the forward, and the arm's own steps when it passes them on.
                    var forwarded = arm.forwardsToParent
                    if arm.forwardsOwnStep && !arm.isDefault {
                        forwarded += arm.steps.filter { navigation.routing.stepAndContainers($0).contains(where: navigation.routing.producedSteps.contains) }
                    }
                    for step in Array(Set(forwarded)).sorted() where !navigation.routing.ambiguousSteps.contains(step) {
                        for parent in navigation.routing.parents(of: child.name)
                        where !navigation.routing.opaqueFlows.contains(parent) && !navigation.routing.takes(parent, step) {
                            let starts = (navigation.routing.startsOf[child.name] ?? []).filter { $0.parentFlow == parent }
                            let message = arm.declinesStep && !arm.outcomes.contains(.end)
                                ? "\(child.name) hands '\(step)' on to its parent \(parent) (RxFlow 1.x), which has no arm for it"
                                : "\(child.name) \(arm.outcomes.contains(.end) ? "ends" : "forwards") with '\(step)' but its parent \(parent) has no arm for it"
                            findings.append(Finding(
                                rule: "end_step_unhandled_by_parent", severity: settings.severity,
                                message: message,
                                location: arm.location,
                                related: starts.map { RelatedLocation(location: $0.location, message: "\(parent) starts \(child.name) here") },
                                symbols: [child.name, parent, step]))
                        }
                    }
                }
            }
            return findings
        })
}
