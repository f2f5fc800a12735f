extension Rules {
    static let neverEndingFlow = LintRule(
        description: RuleDescription(
            id: "never_ending_flow", name: "Never-Ending Flow", defaultSeverity: .warning, isOptIn: false,
            summary: "A child flow presented or pushed by its parent that no reachable arm ends.",
            rationale: """
            RxFlow keeps a child flow's coordinator, its steppers and screens alive until the flow \
            ends (`.end(forwardToParentFlowWithStep:)`) or its root is dismissed. A presented or \
            pushed child with no reachable arm that ends it, dismisses it, or forwards to a parent \
            arm that dismisses it leaks, and its steps keep arriving. Tab and page children embedded \
            for the life of their container, and the root flow, are not reported.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class ↓DetailFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .detail: return .none
                            case .done:
                                rootViewController.popToRootViewController(animated: true)
                                return .none
                            default: return .none
                            }
                        }
                    }
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail:
                                let viewModel = DetailViewModel()
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.flow("TabsFlow", arms: """
                            case .home:
                                let first = DetailFlow(), second = DetailFlow()
                                Flows.use(first, second, when: .created) { a, b in self.tabs.setViewControllers([a, b], animated: false) }
                                return .multiple(flowContributors: [
                                    .contribute(withNextPresentable: first, withNextStepper: OneStepper(withSingleStep: AppStep.home)),
                                    .contribute(withNextPresentable: second, withNextStepper: OneStepper(withSingleStep: AppStep.home)),
                                ])
                            default: return .none
                    """))
                    """),
            ]),
        check: { graph, severity in
            var findings: [Finding] = []
            for flow in graph.model.flows {
                let starts = (graph.startsOf[flow.name] ?? []).filter { $0.embedding == .presented || $0.embedding == .pushed }
                guard !starts.isEmpty else { continue }
                let reached = graph.reachedArms(of: flow.name)
                let ends = reached.contains { arm in
                    if arm.outcomes.contains(.end) || arm.outcomes.contains(.dismiss) { return true }
                    guard arm.outcomes.contains(.forwardToParent), let step = arm.forwardsStep else { return false }
                    // The parent's arm for the forwarded step dismisses or pops the child.
                    return graph.parents(of: flow.name).contains { parent in
                        (graph.flows[parent]?.arms ?? []).contains {
                            $0.steps.contains(step) && ($0.outcomes.contains(.dismiss) || $0.outcomes.contains(.pop) || $0.outcomes.contains(.end))
                        }
                    }
                }
                if ends { continue }
                // An ending arm exists but the tool cannot see what reaches it: do not claim a leak.
                let hasEndingArm = flow.arms.contains { $0.outcomes.contains(.end) || $0.outcomes.contains(.dismiss) }
                let unknownInput = flow.arms.contains { !$0.unresolvedSteppers.isEmpty }
                if hasEndingArm && unknownInput { continue }
                let how = starts.contains { $0.embedding == .presented } ? "presented" : "pushed"
                let parents = Array(Set(starts.compactMap(\.parentFlow))).sorted().joined(separator: ", ")
                findings.append(Finding(
                    rule: "never_ending_flow", severity: severity,
                    message: "\(flow.name) is \(how) by \(parents) but no reachable arm ends or dismisses it: "
                        + "RxFlow keeps it and its screens alive",
                    location: flow.location,
                    related: starts.map { RelatedLocation(location: $0.location, message: "\($0.parentFlow ?? "a flow") starts it here") },
                    symbols: [flow.name]))
            }
            return findings
        })
}
