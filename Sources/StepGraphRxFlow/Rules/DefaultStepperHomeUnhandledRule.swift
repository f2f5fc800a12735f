import StepGraphCore
extension Rules {
    static let defaultStepperHomeUnhandled = LintRule(
        description: RuleDescription(
            id: "default_stepper_home_unhandled", name: "Default Stepper Home Unhandled", defaultSeverity: .error,
            isOptIn: false,
            summary: "`coordinate(flow:)` with the default stepper, and the flow has no arm for `RxFlowStep.home`.",
            rationale: """
            `FlowCoordinator.coordinate(flow:with:)` defaults its stepper to `DefaultStepper()` \
            (`FlowCoordinator.swift`), which emits only `RxFlowStep.home` (`Stepper.swift`, \
            `DefaultStepper`). If the flow started that way has no arm for `RxFlowStep.home` (its \
            `navigate(to:)` casts to the app's own step enum and returns `.none`), nothing is ever \
            shown: the app starts on an empty window. Pass the app's stepper \
            (`coordinate(flow:with: AppStepper())`) or handle `RxFlowStep.home`. Silent when the flow \
            may take any step (a `default:` that does something, navigation handed to other code), \
            adapts steps, or a deep link in the same file may start it.
            """,
            triggering: [
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
                            coordinator.↓coordinate(flow: AppFlow())
                        }
                    }
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            default: return .none
                    """))
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        let coordinator = FlowCoordinator()
                        let appFlow = AppFlow()
                        func start() {
                            coordinator.↓coordinate(flow: appFlow, with: DefaultStepper())
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class AppFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors {
                            switch step {
                            case RxFlowStep.home: return .none
                            default: return .none
                            }
                        }
                    }
                    \(ExampleCode.start("AppFlow"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                `coordinate(flow:)` starts a flow without a stepper (or with `DefaultStepper()`) and that flow \
                has no arm for `RxFlowStep.home`
                """,
                silentWhen: """
                the flow may take any step (a `default:` that does something, navigation handed to other code), \
                adapts steps before matching them, or a deep link in the same file may start it
                """)),
        check: { navigation, rule in
            let routing = navigation.routing
            let home = "RxFlowStep.home"
            return routing.model.coordinations.compactMap { start -> Finding? in
                guard routing.startsOnEmptyScreen(start) else { return nil }
                return rule.finding("\(start.flow) is started with RxFlow's DefaultStepper, which emits only '\(home)', "
                                        + "but \(start.flow) has no arm for it: the app starts on an empty screen",
                                    at: start.location, about: .flow(start.flow))
            }
        })
}
