import StepGraphCore
extension Rules {
    static let stepperNeverContributed = LintRule(
        description: RuleDescription(
            id: "stepper_never_contributed", name: "Stepper Never Contributed", defaultSeverity: .warning, isOptIn: true,
            summary: "A stepper that emits steps but is never handed to RxFlow.",
            rationale: """
            RxFlow hears a stepper only when it is given to `coordinate(flow:with:)` or contributed by \
            an arm (`FlowCoordinator.swift` subscribes to exactly those steppers' `steps`); a stepper \
            composed into a `CompositeStepper` is heard through it. A stepper type that emits steps in \
            its own code but is never handed over emits into nothing: its buttons do nothing. Opt-in \
            because the tool cannot prove "never": a stepper may reach RxFlow through code it does not \
            follow (its `steps` bound into another stepper's, an instance kept in a collection). A \
            stepper handed over under one of its superclasses or protocols counts as handed over, and \
            the rule stays silent when any contributed stepper is of a type it does not know as a \
            stepper, or could not be typed at all.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.detail(id: 1)"]))
                    final ↓class SettingsViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        func close() { steps.accept(AppStep.done) }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = HomeViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: HomeViewModel()))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            nonTriggering: [
                // Handed over as its superclass.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    class BaseViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                    }
                    final class HomeViewModel: BaseViewModel {
                        func open() { steps.accept(AppStep.detail(id: 1)) }
                    }
                    final class HomeViewController: UIViewController { var viewModel: BaseViewModel = HomeViewModel() }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = HomeViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.detail(id: 1)"]))
                    \(ExampleCode.viewModel("BannerViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = HomeViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                                         withNextStepper: CompositeStepper(steppers: [HomeViewModel(), BannerViewModel()])))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // Contributed under a protocol type: the tool cannot tell which steppers stand behind it.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    protocol HomeViewModelType: Stepper {}
                    final class HomeViewController: UIViewController { var viewModel: HomeViewModelType! }
                    final class HomeViewModel: HomeViewModelType {
                        let steps = PublishRelay<Step>()
                        func open() { steps.accept(AppStep.detail(id: 1)) }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = HomeViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a stepper type emits steps in its own code and is never given to `coordinate(flow:with:)`, \
                contributed, or composed into a `CompositeStepper`, not even under one of its superclasses or \
                protocols
                """,
                silentWhen: """
                any contributed stepper is of a type the tool does not know as a stepper or could not be typed
                """)),
        check: { navigation, rule in
            let routing = navigation.routing
            let model = routing.model
            let arms = model.flows.flatMap(\.arms)
            guard arms.allSatisfy({ $0.unresolvedSteppers.isEmpty }) else { return [] }
            var handedOver: Set<String> = Set(model.coordinations.compactMap(\.stepper) + model.coordinations.flatMap { $0.composedSteppers ?? [] })
            for arm in arms {
                handedOver.formUnion(arm.steppers)
                for contributor in arm.contributors ?? [] {
                    if let stepper = contributor.stepper { handedOver.insert(stepper) }
                    handedOver.formUnion(contributor.composedSteppers ?? [])
                }
            }
            let known = Set(model.steppers.map(\.type)).union(RoutingGraph.inlineSteppers)
            // A stepper handed over under a type the tool does not know as a stepper may be any of them.
            guard handedOver.isSubset(of: known) else { return [] }
            return model.steppers.compactMap { stepper -> Finding? in
                guard !handedOver.contains(stepper.type), handedOver.isDisjoint(with: stepper.supertypes ?? []),
                      routing.flows[stepper.type] == nil,
                      let emitted = routing.definiteEmits[stepper.type], !emitted.isEmpty else { return nil }
                return rule.finding("\(stepper.type) emits steps (\(emitted.sorted().prefix(3).map { "'\($0)'" }.joined(separator: ", "))) "
                                        + "but is never contributed, coordinated or composed: they go nowhere",
                                    at: stepper.location, about: .stepper(stepper.type, flows: []))
            }
        })
}
