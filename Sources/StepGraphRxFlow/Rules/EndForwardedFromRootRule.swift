import StepGraphCore
extension Rules {
    static let endForwardedFromRoot = LintRule(
        description: RuleDescription(
            id: "end_forwarded_from_root", name: "End Forwarded from Root", defaultSeverity: .warning, isOptIn: false,
            summary: "The root flow ends or forwards a step to a parent it does not have.",
            rationale: """
            `.end(forwardToParentFlowWithStep:)` and `.forwardToParentFlow(withStep:)` hand the step to \
            the parent coordinator (`FlowCoordinator.swift`, the parent's steps relay). A flow started \
            with `coordinate(flow:with:)` has no parent coordinator, so the step is lost: the tap that \
            was meant to sign out or restart does nothing. Handle the step in the root flow instead \
            (switch its root to the next screen). Reported for arms that can run, of flows that are \
            only ever started by `coordinate` (never contributed as a child, and no contributed \
            presentable is of a type the tool could not tell); RxFlow 1.x `.stepNotHandled` is left to \
            the routing rules.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = UIViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: HomeViewModel()))
                            ↓case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            ↓case .home: return .one(flowContributor: .forwardToParentFlow(withStep: AppStep.done))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
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
                            case .done: return .none

                    """))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                an arm that can run ends or forwards a step to its parent in a flow that is only ever started by \
                `coordinate(flow:with:)`: never contributed as a child, and no contributed presentable anywhere \
                is of a type the tool could not tell
                """,
                silentWhen: """
                the flow is also started as a child, some contributed presentable's type is unknown, or the arm \
                declines the step with RxFlow 1.x `.stepNotHandled` (left to the routing rules)
                """)),
        check: { navigation, rule in
            let routing = navigation.routing
            // A contributed presentable of unknown type may be any flow, started as a child after all.
            let arms = routing.model.flows.flatMap(\.arms)
            guard !arms.contains(where: { ($0.contributors ?? []).contains { $0.presentable == nil } }) else { return [] }
            let roots = Set(routing.model.coordinations.filter { $0.kind == .root }.map(\.flow))
            var findings: [Finding] = []
            for name in roots.sorted() {
                guard let flow = routing.flows[name], routing.startsOf[name] == nil, !routing.opaqueFlows.contains(name) else { continue }
                for arm in routing.armsThatRun(of: flow.name) {
                    let ends = arm.outcomes.contains(.end)
                    let forwards = !arm.forwardsToParent.isEmpty || (arm.outcomes.contains(.forwardToParent) && !arm.declinesStep)
                    guard ends || forwards else { continue }
                    let step = arm.forwardsToParent.first ?? (arm.forwardsOwnStep ? arm.steps.first : nil)
                    findings.append(rule.finding("\(name) is the root flow but \(ends ? "ends" : "forwards") "
                            + (step.map { "with '\($0)' " } ?? "") + "to a parent flow it does not have: the step is lost",
                        at: arm.location, about: .arm(flow: name, steps: arm.steps)))
                }
            }
            return findings
        })
}
