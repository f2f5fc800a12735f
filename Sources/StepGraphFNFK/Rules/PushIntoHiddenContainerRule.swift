import StepGraphCore
extension Rules {
    static let pushIntoHiddenContainer = LintRule(
        description: RuleDescription(
            id: "push_into_hidden_container", name: "Push Into Hidden Container", defaultSeverity: .warning, isOptIn: false,
            summary: "A push into a navigation stack that the flow builds and never shows.",
            rationale: """
            A flow that makes its own `UINavigationController` (`let nav = UINavigationController()`) \
            and only ever pushes into it shows nothing: no window root, tab item or presentation \
            installs the stack. Any other use of the stack in the function (presenting it, \
            returning it, passing it on) keeps the rule silent.
            """,
            triggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HelpViewController"))
                    func HelpFlow() -> Flow {
                        let nav = UINavigationController()
                        return ↓PushFlow(in: nav, HelpViewController())
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HelpViewController"))
                    func HelpFlow(in presenter: UIViewController) -> Flow {
                        let nav = UINavigationController()
                        return ConcatFlow([PushFlow(in: nav, HelpViewController()), PresentFlow(in: presenter, nav)])
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a flow makes its own `UINavigationController` and only ever pushes into it: no window root, tab \
                item or presentation installs it
                """,
                silentWhen: """
                the function does anything else with the stack (presents it, returns it, passes it on)
                """)),
        check: { navigation, rule in
            navigation.model.stuckNavigations.filter { $0.kind == .pushIntoHiddenContainer }.map { stuck in
                rule.finding("\(stuck.factory) pushes \(stuck.screen) into a stack nothing shows",
                             at: stuck.location, about: .screenIn(screen: stuck.screen, container: stuck.containerType))
            }
        })
}
