extension Rules {
    static let deprecatedRxFlowAPI = LintRule(
        description: RuleDescription(
            id: "deprecated_rxflow_api", name: "Deprecated RxFlow API", defaultSeverity: .warning, isOptIn: false,
            summary: "RxFlow 1.x or deprecated 2.x API, with its replacement.",
            rationale: """
            RxFlow 2 renamed `Coordinator` to `FlowCoordinator`, `NextFlowItem(s)` to \
            `FlowContributor(s)`, `.end(withStepForParentFlow:)` to `.end(forwardToParentFlowWithStep:)` \
            and replaced `Flows.whenReady` with `Flows.use(_:when:)` and `.triggerParentFlow` with \
            `.forwardToParentFlow`. The old names survive only as deprecated aliases or not at all; \
            each finding names the form to use instead.
            """,
            triggering: [
                RuleExample(
                    """
                    import RxFlow
                    \(ExampleCode.appStep)
                    final class AppFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> ↓NextFlowItems {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .done: return .↓triggerParentFlow(withStep: AppStep.home)
                            default: return .none
                            }
                        }
                    }
                    final class AppDelegate {
                        let coordinator = ↓Coordinator()
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .done: return .one(flowContributor: .forwardToParentFlow(withStep: AppStep.home))
                            default: return .none
                    """))
                    final class AppDelegate {
                        let coordinator = FlowCoordinator()
                    }
                    """),
                // The app's own `Coordinator` protocol (a coordinator pattern beside RxFlow), not RxFlow 1.x's.
                RuleExample(
                    """
                    protocol Coordinator: AnyObject {
                        func start()
                    }
                    final class OnboardingCoordinator: Coordinator {
                        func start() {}
                    }
                    final class SceneDelegate {
                        let onboarding: Coordinator = OnboardingCoordinator()
                    }
                    """),
                // Files that do not import RxFlow spell its 1.x names as their own (a code generator's
                // switch over its own outcome enum), though the app beside them uses RxFlow.
                RuleExample([
                    ("AppFlow.swift", """
                    import RxFlow
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            default: return .none
                    """))
                    """),
                    ("Generator.swift", """
                    enum Outcome { case stepNotHandled, triggerParentFlow(withStep: String) }
                    struct Coordinator { let name: String }
                    func describe(_ outcome: Outcome?) -> String {
                        switch outcome {
                        case .stepNotHandled?: return "none"
                        case .triggerParentFlow(let step)?: return step
                        case nil: return ""
                        }
                    }
                    let legacy = Coordinator(name: "NextFlowItems")
                    """),
                ]),
            ]),
        check: { navigation, rule in
            var occurrence: [String: Int] = [:]
            return navigation.routing.model.legacyAPIUses.map { use in
                let scope = "\(use.api)|\(use.file)|\(use.enclosingType ?? "")"
                occurrence[scope, default: 0] += 1
                return rule.finding("'\(use.api)' is deprecated RxFlow API: use \(use.replacement)",
                                    at: SourceLocation(file: use.file, line: use.line, column: use.column),
                                    about: .apiUse(api: use.api, file: use.file, type: use.enclosingType ?? "", occurrence: occurrence[scope]!))
            }
        })
}
