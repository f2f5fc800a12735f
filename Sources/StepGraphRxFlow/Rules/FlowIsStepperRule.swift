import StepGraphCore
extension Rules {
    static let flowIsStepper = LintRule(
        description: RuleDescription(
            id: "flow_is_stepper", name: "Flow Is Stepper", defaultSeverity: .warning, isOptIn: true,
            summary: "A Flow that is also a Stepper.",
            rationale: """
            RxFlow's author advises that a Flow should not be a Stepper: emitting into your own \
            coordinator from `navigate(to:)` causes re-entrancy anomalies. Emit from a dedicated \
            stepper, or return `.forwardToCurrentFlow(withStep:)`.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final ↓class AppFlow: Flow, Stepper {
                        let steps = PublishRelay<Step>()
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors { return .none }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: "        default: return .none"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a type that conforms to `Flow` also conforms to `Stepper` in its declarations
                """,
                silentWhen: """
                the stepper is a separate type, even one the flow holds
                """)),
        check: { navigation, rule in
            navigation.routing.model.flows.filter(\.isStepper).map { flow in
                rule.finding("\(flow.name) is both a Flow and a Stepper", at: flow.location,
                             about: .flow(flow.name))
            }
        })
}
