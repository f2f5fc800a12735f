import StepGraphCore
extension Rules {
    static let dismissedStepsAllowed = LintRule(
        description: RuleDescription(
            id: "dismissed_steps_allowed", name: "Dismissed Steps Allowed", defaultSeverity: .warning, isOptIn: false,
            summary: "`allowStepWhenDismissed: true` on a screen that is pushed or presented.",
            rationale: """
            RxFlow stops listening to a contributed stepper when its presentable is dismissed \
            (`FlowCoordinator.swift`: steps are taken until `rxDismissed`), unless the contribution \
            says `allowStepWhenDismissed: true`. That exception exists for screens that leave and \
            come back without being rebuilt: the pages of a `UIPageViewController` and other \
            container children (RxFlow issues #100, #117). On a screen that is pushed or presented, \
            popping or dismissing it is final, yet the coordinator keeps its stepper (and what the \
            stepper holds on to) alive, and steps it still emits keep navigating from a screen that \
            is gone. Reported only when the arm builds the screen and pushes or presents it, and \
            does nothing else with it.
            """,
            triggering: [
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
                                return .one(flowContributor: .↓contribute(withNextPresentable: viewController, withNextStepper: viewModel,
                                                                         allowStepWhenDismissed: true))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.detail(id: 1)"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewController: UIViewController, Stepper {
                        let steps = PublishRelay<Step>()
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .detail:
                                let viewController = DetailViewController()
                                viewController.modalPresentationStyle = .formSheet
                                rootViewController.present(viewController, animated: true)
                                return .one(flowContributor: .↓contribute(withNextPresentable: viewController, withNextStepper: viewController, allowStepWhenNotPresented: false, allowStepWhenDismissed: true))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.detail(id: 1)"))
                    """),
            ],
            nonTriggering: [
                // Pages of a page view controller leave and come back.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class PageViewController: UIViewController {}
                    \(ExampleCode.viewModel("PageViewModel", emits: ["AppStep.done"]))
                    final class OnboardingFlow: Flow {
                        var root: Presentable { pager }
                        private let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                        func navigate(to step: Step) -> FlowContributors {
                            guard case AppStep.home = step else { return .none }
                            let first = PageViewController()
                            let second = PageViewController()
                            pager.setViewControllers([first], direction: .forward, animated: false)
                            return .multiple(flowContributors: [
                                .contribute(withNextPresentable: first, withNextStepper: PageViewModel(), allowStepWhenDismissed: true),
                                .contribute(withNextPresentable: second, withNextStepper: PageViewModel(), allowStepWhenDismissed: true),
                            ])
                        }
                    }
                    \(ExampleCode.start("OnboardingFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewController: UIViewController {}
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .detail:
                                let viewController = DetailViewController()
                                rootViewController.pushViewController(viewController, animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel(),
                                                                         allowStepWhenDismissed: keepsListening))
                            default: return .none
                    """, extra: "    var keepsListening = false"))
                    \(ExampleCode.start("AppFlow", with: "AppStep.detail(id: 1)"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a contribution says `allowStepWhenDismissed: true` and its arm builds the screen right there and \
                pushes or presents it, doing nothing else with it
                """,
                silentWhen: """
                the screen is put in a container (pages, tabs) or handed to any other call, comes from elsewhere \
                (a property, a parameter, a flow), or the argument is not the literal `true`
                """)),
        check: { navigation, rule in
            var findings: [Finding] = []
            for flow in navigation.routing.model.flows where !flow.rootKind.showsChildrenSideBySide {
                for arm in navigation.routing.armsThatRun(of: flow.name) {
                    for contributor in arm.contributors ?? [] where contributor.allowStepWhenDismissed == .literalTrue {
                        guard let uses = contributor.presentableUses, !uses.isEmpty, !uses.contains(.other),
                              let screen = contributor.presentable else { continue }
                        let how = uses.contains(.present) ? "presented" : "pushed"
                        findings.append(rule.finding("\(flow.name) keeps listening to the stepper of \(screen) after it is dismissed "
                                + "(allowStepWhenDismissed: true on a \(how) screen): it stays alive and can still navigate",
                            at: contributor.location, about: .contribution(flow: flow.name, screen: screen, armSteps: arm.steps)))
                    }
                }
            }
            return findings
        })
}
