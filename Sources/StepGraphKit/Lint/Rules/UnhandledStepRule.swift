extension Rules {
    static let unhandledStep = LintRule(
        description: RuleDescription(
            id: "unhandled_step", name: "Unhandled Step", defaultSeverity: .error, isOptIn: false,
            summary: "A step that is emitted but that no flow has an arm for.",
            rationale: """
            Steps are untyped `Step` values and every flow casts them, so the compiler cannot tell \
            that no `navigate(to:)` handles a step: it falls into `default: return .none` and the tap \
            does nothing. This includes `RxFlowStep.home`, which `DefaultStepper` (the default of \
            `coordinate(flow:with:)`) emits.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        func share() { ↓steps.accept(AppStep.done) }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewModel = HomeViewModel()
                                rootViewController.pushViewController(HomeViewController(viewModel: viewModel), animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            default: return .none
                    """))
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        let coordinator = FlowCoordinator()
                        func start() {
                            ↓coordinator.coordinate(flow: AppFlow())
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .done: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ]),
        check: { graph, severity in
            guard !graph.model.flows.isEmpty else { return [] }
            var sites: [String: [SourceLocation]] = [:]
            for emission in graph.model.emissions where emission.how.isEmission {
                sites[emission.step, default: []].append(emission.location)
            }
            for coordination in graph.model.coordinations {
                for step in coordination.startSteps { sites[step, default: []].append(coordination.location) }
            }
            return sites.keys.sorted().compactMap { step -> Finding? in
                guard !graph.isHandledAnywhere(step), !graph.ambiguousSteps.contains(step) else { return nil }
                let places = Array(Set(sites[step]!)).sorted()
                return Finding(rule: "unhandled_step", severity: severity,
                               message: "Step '\(step)' is emitted but no flow has an arm for it",
                               location: places[0],
                               related: places.dropFirst().prefix(10).map { RelatedLocation(location: $0, message: "also emitted here") },
                               symbols: [step])
            }
        })
}
