extension Rules {
    static let deadStep = LintRule(
        description: RuleDescription(
            id: "dead_step", name: "Dead Step", defaultSeverity: .warning, isOptIn: false,
            summary: "A declared step case that nothing emits.",
            rationale: """
            A step no stepper emits, no coordinator is given and no flow forwards can never reach a \
            flow: the arms handling it are dead code, or the screen that should emit it was never \
            wired. Qualified references anywhere (`AppStep.x` outside patterns and comparisons) count \
            as emissions, so the rule only reports steps with no use at all.
            """,
            triggering: [
                RuleExample(
                    """
                    enum AppStep: Step {
                        case home
                        ↓case promotion
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .promotion: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    enum AppStep: Step {
                        case home
                        ↓case logout
                    }
                    final class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            button.addTarget(self, action: #selector(logout), for: .touchUpInside)
                        }
                        @objc func logout() {}
                    }
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.detail(id: 1)"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .detail: return .end(forwardToParentFlowWithStep: AppStep.done)
                            case .done: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ]),
        check: { graph, severity in
            graph.model.stepEnums.flatMap { stepEnum in
                stepEnum.cases.compactMap { stepCase -> Finding? in
                    let id = stepEnum.name + "." + stepCase.name
                    guard !graph.producedSteps.contains(id), !graph.ambiguousSteps.contains(id) else { return nil }
                    let handlers = graph.handlers[id] ?? []
                    let handledNote = handlers.isEmpty ? "" : " (handled by \(handlers.sorted().joined(separator: ", ")))"
                    let related = handlers.sorted().flatMap { flow in
                        (graph.flows[flow]?.arms ?? []).filter { $0.steps.contains(id) }.map {
                            RelatedLocation(location: $0.location, message: "\(flow) handles it here")
                        }
                    }
                    return Finding(rule: "dead_step", severity: severity,
                                   message: "Step '\(id)' is declared but nothing emits it\(handledNote)",
                                   location: stepEnum.location(of: stepCase),
                                   related: related, symbols: [id])
                }
            }
        })
}
