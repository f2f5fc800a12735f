import StepGraphCore
extension Rules {
    static let nothingToGoBackTo = LintRule(
        description: RuleDescription(
            id: "nothing_to_go_back_to", name: "Nothing To Go Back To", defaultSeverity: .warning, isOptIn: false,
            summary: "A pop from the only screen of its stack, or a dismissal where nothing is presented.",
            rationale: """
            `PopFlow`/`PopToRootFlow` run by the root screen of a stack pop nothing, and \
            `DismissFlow(in: container)` run by a screen that is in that container's stack (not \
            presented over it) dismisses nothing — FunctionalNavigationFlowKit asserts there from \
            0.0.3. The rule follows each path from where the stack is built, so it reports only \
            what holds on that path: the stack's content is known from its creation, and nothing \
            was presented over it.
            """,
            triggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController", routes: ["onBack"]))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                            PushFlow(in: nav, HomeViewController(onBack: ↓PopFlow(in: nav)))
                        })
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("ListViewController", routes: ["onOpen"]))
                    \(ExampleCode.screen("DetailViewController", routes: ["onClose"]))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                            PushFlow(in: nav, ListViewController(onOpen: PushFlow(in: nav, DetailViewController(
                                onClose: ↓DismissFlow(in: nav)))))
                        })
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("ListViewController", routes: ["onOpen"]))
                    \(ExampleCode.screen("DetailViewController", routes: ["onBack"]))
                    \(ExampleCode.screen("ComposeViewController", routes: ["onClose"]))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                            PushFlow(in: nav, ListViewController(onOpen: PushFlow(in: nav, DetailViewController(onBack: PopFlow(in: nav)))))
                        })
                    }
                    func ComposeFlow(in nav: UINavigationController) -> Flow {
                        PresentFlow(in: nav, ComposeViewController(onClose: DismissFlow(in: nav)))
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
                // A stack the tool did not see built: its content is unknown.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController", routes: ["onBack"]))
                    func HomeFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, HomeViewController(onBack: PopFlow(in: nav)))
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                on a path followed from where the stack is built, `PopFlow`/`PopToRootFlow` runs from the root \
                screen of its stack, or `DismissFlow(in:)` from a screen in that container's stack with nothing \
                presented over it
                """,
                silentWhen: """
                the stack's content on that path is not known from its creation, or something may have been \
                presented over it
                """)),
        check: { navigation, rule in
            navigation.model.stuckNavigations.compactMap { stuck -> Finding? in
                let message: String
                switch stuck.kind {
                case .popFromRoot:
                    message = "\(stuck.factory) run by \(stuck.screen), the only screen of its stack, pops nothing"
                case .dismissWithNothingPresented:
                    message = "\(stuck.factory) run by \(stuck.screen) dismisses nothing: its container presents no screen here"
                case .pushIntoHiddenContainer:
                    return nil
                }
                return rule.finding(message, at: stuck.location,
                                    about: .screenIn(screen: stuck.screen, container: stuck.factory))
            }
        })
}
