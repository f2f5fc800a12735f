import StepGraphCore
extension Rules {
    static let unreachableScreen = LintRule(
        description: RuleDescription(
            id: "unreachable_screen", name: "Unreachable Screen", defaultSeverity: .warning, isOptIn: false,
            summary: "A screen a flow shows, but that no way from the app's start reaches.",
            rationale: """
            Every way to the screen goes through a route nothing invokes, or through a flow function \
            nothing calls: users can never see it. Routes are followed into the methods their \
            closures call (a coordinator's `finishAuth()`, `coordinator.showMain()`) and the \
            callbacks those hand on (`subscribe(onCompleted:)`, `DispatchQueue.main.async`, \
            `completion:`), so a coordinator method that only a dead route calls is no app start. \
            The rule needs the app's start (a flow run from an app delegate, a scene delegate or a \
            coordinator) and stays silent when there is none, when the walk of the flows stopped \
            early, for code that something the walk does not follow may call, and for a screen the \
            code also names outside the flows the tool follows (built with UIKit, passed around \
            inside a flow it does not follow). A screen built by an app's factory the flows call \
            (`SpaFactory.make()`) is the flows' own, unless other code calls that factory too.
            """,
            triggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController", routes: ["onOpen", "onHelp"], invoked: ["onOpen"]))
                    \(ExampleCode.screen("DetailViewController"))
                    ↓\(ExampleCode.screen("HelpViewController"))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                            PushFlow(in: nav, HomeViewController(
                                onOpen: PushFlow(in: nav, DetailViewController()),
                                onHelp: PushFlow(in: nav, HelpViewController())))
                        })
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
                // Shown only by a flow function nothing calls.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController"))
                    ↓\(ExampleCode.screen("ArchiveViewController"))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, HomeViewController())
                    }
                    func ArchiveFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, ArchiveViewController())
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
                // Shown by a coordinator method that only a route nothing invokes calls.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("LoginViewController", routes: ["onLogin"], invoked: []))
                    ↓\(ExampleCode.screen("HomeViewController"))
                    final class AppCoordinator {
                        private let window: UIWindow
                        init(window: UIWindow) { self.window = window }
                        func start() {
                            SetWindowRootFlow(in: window, LoginViewController(onLogin: { [weak self] in self?.finishLogin() }))()
                        }
                        private func finishLogin() {
                            DispatchQueue.main.async { [weak self] in self?.showHome() }
                        }
                        private func showHome() { SetWindowRootFlow(in: window, HomeViewController())() }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController", routes: ["onOpen"]))
                    \(ExampleCode.screen("DetailViewController"))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                            PushFlow(in: nav, HomeViewController(onOpen: PushFlow(in: nav, DetailViewController())))
                        })
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
                // No app start found: nothing can be called unreachable.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController", routes: ["onHelp"], invoked: []))
                    \(ExampleCode.screen("HelpViewController"))
                    func HomeFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, HomeViewController(onHelp: PushFlow(in: nav, HelpViewController())))
                    }
                    """),
                // Also built with UIKit elsewhere.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HomeViewController", routes: ["onHelp"], invoked: []))
                    \(ExampleCode.screen("HelpViewController"))
                    func AppFlow(window: UIWindow) -> Flow {
                        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                            PushFlow(in: nav, HomeViewController(onHelp: PushFlow(in: nav, HelpViewController())))
                        })
                    }
                    final class HelpButton: UIButton {
                        @objc func tapped() { window?.rootViewController?.present(HelpViewController(), animated: true) }
                    }
                    \(ExampleCode.fnfkStart("AppFlow"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                the app's start is found and every way to the screen goes through a route nothing invokes or a \
                flow function nothing calls
                """,
                silentWhen: """
                there is no start, the walk of the flows stopped early, code the walk does not follow may call \
                the way in, or the code names the screen outside the flows the tool follows
                """)),
        marks: .deadScreen,
        check: { navigation, rule in
            let model = navigation.model
            // The app's start: an FNFK entry, or (a mixed app) RxFlow's start whose arms run FNFK flows.
            let starts = navigation.entries.map(\.id)
            // RxFlow reachability counts only when nothing of it was left unresolved.
            let mixed = model.flows.contains { $0.framework == .rxflow }
            guard !model.unresolved.contains(where: { $0.kind == .navigation || mixed }),
                  model.transitions.contains(where: { $0.from == Transition.entry }), !starts.isEmpty else { return [] }
            let reached = navigation.reachable(from: starts)
            return model.screens.compactMap { screen -> Finding? in
                guard !screen.referencedOutsideFlows, let node = navigation.screenNode(screen.name), !reached.contains(node.id) else { return nil }
                let ways = model.transitions.filter { $0.to == screen.name }
                let related = ways.map { way in
                    RelatedLocation(location: way.location,
                                    message: "shown here" + (way.via.map { " through route \($0)" } ?? "") + " from \(way.from)")
                }
                return rule.finding("\(screen.name) is shown by a flow, but no way from the app's start reaches it",
                                    at: screen.location, related: related, about: .screen(screen.name))
            }
        })
}
