import StepGraphCore
extension Rules {
    static let duplicateArm = LintRule(
        description: RuleDescription(
            id: "duplicate_arm", name: "Duplicate Arm", defaultSeverity: .warning, isOptIn: true,
            summary: "A step matched by an earlier arm of the same flow, so this arm never runs for it.",
            rationale: """
            Swift takes the first matching `case`. A later arm for the same step (with no `where` \
            clause on the earlier one) is dead, and usually a sign that two helpers drifted apart.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class AppFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors {
                            if case AppStep.home = step { return .none }
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            ↓case .home: return .none
                            default: return .none
                            }
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .detail(let id) where id == 0: return .none
                            case .detail: return .none
                            default: return .none
                    """))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a step is matched by an earlier arm of the same flow that has no `where` clause and takes every \
                payload, so the later arm never runs for it
                """,
                silentWhen: """
                the earlier arm has a `where` clause or matches only some payloads (`.detail(id: 0)`)
                """)),
        check: { navigation, rule in
            var findings: [Finding] = []
            for flow in navigation.routing.model.flows {
                var seen: [String: Arm] = [:]
                for arm in flow.arms where !arm.isDefault {
                    for step in arm.steps {
                        if let earlier = seen[step] {
                            findings.append(rule.finding("'\(step)' is already handled by an earlier arm of \(flow.name)",
                                at: arm.location,
                                related: [RelatedLocation(location: earlier.location, message: "first handled here")],
                                about: .stepInFlow(flow: flow.name, step: step)))
                        } else if arm.whereClause == nil && !arm.constrainsPayload {
                            seen[step] = arm
                        }
                    }
                }
            }
            return findings
        })
}
