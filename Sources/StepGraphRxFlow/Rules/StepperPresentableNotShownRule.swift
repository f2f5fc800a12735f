import StepGraphCore
extension Rules {
    static let stepperPresentableNotShown = LintRule(
        description: RuleDescription(
            id: "stepper_presentable_not_shown", name: "Stepper Presentable Not Shown", defaultSeverity: .warning,
            isOptIn: false,
            summary: "A screen contributed with its stepper that the arm never shows.",
            rationale: """
            RxFlow listens to a contributed stepper only while its presentable is visible \
            (`FlowCoordinator.swift`: the stepper's steps are `pausable(withPauser: presentable.rxVisible)` \
            unless `allowStepWhenNotPresented: true`). An arm that builds a view controller and \
            contributes it without pushing, presenting, setting or embedding it leaves it off screen, \
            so every step its stepper emits is dropped: "navigate is never called". Reported only for \
            a view controller built in the same function (a local or inline) that the code does \
            nothing else with but configure it; a presentable that is a property, a parameter, a flow, \
            a type with its own `rxVisible`, or that is handed to any other call is left alone.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewController: UIViewController {}
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .detail(let id):
                                let viewModel = DetailViewModel()
                                let viewController = DetailViewController()
                                viewController.title = "Trip \\(id)"
                                return .one(flowContributor: .↓contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.detail(id: 1)"))
                    """),
                // `withNext:` (a screen that is its own stepper), built inline in a helper.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewController: UIViewController, Stepper {
                        let steps = PublishRelay<Step>()
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .detail: return showDetail()
                            default: return .none
                    """, extra: """
                        private func showDetail() -> FlowContributors {
                            .one(flowContributor: .↓contribute(withNext: DetailViewController()))
                        }
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.detail(id: 1)"))
                    """),
                // RxFlow 1.x.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewController: UIViewController {}
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    final class AppFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> NextFlowItems {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .detail:
                                let viewController = DetailViewController()
                                return .one(flowItem: ↓NextFlowItem(nextPresentable: viewController, nextStepper: DetailViewModel()))
                            default: return .none
                            }
                        }
                    }
                    \(ExampleCode.start("AppFlow", with: "AppStep.detail(id: 1)"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewController: UIViewController {}
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .detail:
                                let viewModel = DetailViewModel()
                                let viewController = DetailViewController()
                                rootViewController.pushViewController(viewController, animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                            case .home:
                                let viewController = DetailViewController()
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel(),
                                                                         allowStepWhenNotPresented: true))
                            case .done:
                                let viewController = DetailViewController()
                                show(viewController)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))
                    """, extra: """
                        private func show(_ viewController: UIViewController) {
                            rootViewController.setViewControllers([viewController], animated: false)
                        }
                    """))
                    final class AppDelegate {
                        let coordinator = FlowCoordinator()
                        func start() {
                            coordinator.coordinate(flow: AppFlow(), with: CompositeStepper(steppers: [
                                OneStepper(withSingleStep: AppStep.detail(id: 1)), OneStepper(withSingleStep: AppStep.home),
                                OneStepper(withSingleStep: AppStep.done)]))
                        }
                    }
                    """),
                // The screen is the flow's root (a property): RxFlow shows it with the flow.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.done"]))
                    final class HomeFlow: Flow {
                        var root: Presentable { homeViewController }
                        private let homeViewController = HomeViewController()
                        func navigate(to step: Step) -> FlowContributors {
                            guard case AppStep.home = step else { return .none }
                            return .one(flowContributor: .contribute(withNextPresentable: homeViewController, withNextStepper: HomeViewModel()))
                        }
                    }
                    \(ExampleCode.start("HomeFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                an arm builds a view controller in the same function (a local or inline), contributes it with a \
                stepper without `allowStepWhenNotPresented: true`, and does nothing with it but configure it (no \
                push, present, set or embed)
                """,
                silentWhen: """
                the presentable is a property, a parameter, a flow, a type with its own `rxVisible`, or is \
                handed to any other call
                """)),
        check: { navigation, rule in
            var findings: [Finding] = []
            for flow in navigation.routing.model.flows {
                for arm in navigation.routing.armsThatRun(of: flow.name) {
                    for contributor in arm.contributors ?? [] {
                        guard contributor.presentableUses == [], contributor.stepper != nil,
                              contributor.allowStepWhenNotPresented == nil || contributor.allowStepWhenNotPresented == .literalFalse,
                              let screen = contributor.presentable else { continue }
                        findings.append(rule.finding("\(flow.name) contributes \(screen) with its stepper but never shows it: RxFlow ignores the "
                                + "stepper's steps until it is visible (push or present it, or pass allowStepWhenNotPresented: true)",
                            at: contributor.location,
                            related: [RelatedLocation(location: arm.location, message: "in this arm")],
                            about: .contribution(flow: flow.name, screen: screen, armSteps: arm.steps)))
                    }
                }
            }
            return findings
        })
}
