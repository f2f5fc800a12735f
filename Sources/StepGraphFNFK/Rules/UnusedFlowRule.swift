import StepGraphCore
extension Rules {
    static let unusedFlow = LintRule(
        description: RuleDescription(
            id: "unused_flow", name: "Unused Flow", defaultSeverity: .warning, isOptIn: false,
            summary: "A flow function that nothing calls, passes on or runs.",
            rationale: """
            A FunctionalNavigationFlowKit flow function (`func ArchiveFlow(…) -> Flow`) that no code \
            mentions is dead navigation: the screens it shows are reached from nowhere. A function \
            that only calls itself (recursion) is still unused; a `public` one may be called from \
            another module and is not reported.
            """,
            triggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController"))
                    \(ExampleCode.screen("ArchiveViewController"))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, HomeViewController())
                    }
                    func ↓ArchiveFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, ArchiveViewController())
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController"))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, HomeViewController())
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
                // Kept in a property and run later: used.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HelpViewController"))
                    func HelpFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, HelpViewController())
                    }
                    final class HelpCoordinator {
                        let make: (UINavigationController) -> Flow = HelpFlow
                    }
                    """),
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HelpViewController"))
                    public func HelpFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, HelpViewController())
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                no code mentions a flow function (`func ArchiveFlow(…) -> Flow`) outside its own body
                """,
                silentWhen: """
                it is `public` (another module may call it) or anything else mentions it
                """)),
        marks: .deadFlowFunction,
        check: { navigation, rule in
            navigation.model.flows.filter { $0.framework == .fnfk && !$0.isInstantiated }.map { flow in
                rule.finding("\(flow.name) is a flow function nothing calls",
                             at: flow.location, about: .flowFunction(flow.name))
            }
        })
}
