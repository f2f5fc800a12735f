import StepGraphCore
extension Rules {
    static let deadRoute = LintRule(
        description: RuleDescription(
            id: "dead_route", name: "Dead Route", defaultSeverity: .warning, isOptIn: false,
            summary: "A navigation parameter or route field that is supplied a flow but never invoked.",
            rationale: """
            A screen (or its routes struct, or a flow function) receives a flow and never runs it: \
            the screen the flow shows can never open from there, and the closure handed in is dead \
            code. The route is followed through every hand-over the code makes — stored into a \
            property, passed to another initializer, wrapped in a closure that only calls it \
            (`viewModel.exit = { onSignOut() }`), passed on by flow functions — and reported only when \
            none of them is ever called. A route used in a way the tool cannot follow (kept in a \
            local, passed to a method, called on a value of unknown type) is never reported, and the \
            rule is silent when the walk of the flows stopped early (its step budget or depth bounds).
            """,
            triggering: [
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    final class HomeViewController: UIViewController {
                        private let onOpen: () -> Void
                        private let ↓onHelp: () -> Void
                        init(onOpen: @escaping () -> Void, onHelp: @escaping () -> Void) {
                            self.onOpen = onOpen
                            self.onHelp = onHelp
                            super.init(nibName: nil, bundle: nil)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                        @objc func openTapped() { onOpen() }
                    }
                    \(ExampleCode.screen("DetailViewController"))
                    \(ExampleCode.screen("HelpViewController"))
                    func HomeFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, HomeViewController(
                            onOpen: PushFlow(in: nav, DetailViewController()),
                            onHelp: PushFlow(in: nav, HelpViewController())))
                    }
                    """),
                // A routes struct's field that the screen never calls.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    struct ListRoutes {
                        let open: (Int) -> Void
                        let ↓share: (Int) -> Void
                    }
                    final class ListViewController: UIViewController {
                        private let routes: ListRoutes
                        init(routes: ListRoutes) { self.routes = routes; super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                        func didSelect(_ id: Int) { routes.open(id) }
                    }
                    \(ExampleCode.screen("ItemViewController"))
                    \(ExampleCode.screen("ShareViewController"))
                    func ListFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, ListViewController(routes: ListRoutes(
                            open: { id in PushFlow(in: nav, ItemViewController())() },
                            share: { id in PresentFlow(in: nav, ShareViewController())() })))
                    }
                    """),
                // Handed on to a view model whose hook nothing calls.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    final class SettingsViewModel {
                        var ↓exit: () -> Void = {}
                    }
                    final class SettingsViewController: UIViewController {
                        private let viewModel = SettingsViewModel()
                        init(onSignOut: @escaping () -> Void) {
                            super.init(nibName: nil, bundle: nil)
                            viewModel.exit = { onSignOut() }
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    \(ExampleCode.screen("WelcomeViewController"))
                    func SettingsFlow(in nav: UINavigationController, window: UIWindow) -> Flow {
                        PushFlow(in: nav, SettingsViewController(onSignOut: SetWindowRootFlow(in: window, WelcomeViewController())))
                    }
                    """),
                // A flow function's own flow parameter that stops one layer short.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("ProfileViewController"))
                    \(ExampleCode.screen("WelcomeViewController"))
                    func ProfileFlow(in nav: UINavigationController, ↓onLogout: @escaping Flow) -> Flow {
                        PushFlow(in: nav, ProfileViewController())
                    }
                    func MainFlow(in nav: UINavigationController, window: UIWindow) -> Flow {
                        ProfileFlow(in: nav, onLogout: SetWindowRootFlow(in: window, WelcomeViewController()))
                    }
                    """),
            ],
            nonTriggering: [
                // Invoked through a view model's event switch.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    struct ListRoutes { let open: (Int) -> Void }
                    final class ListViewModel {
                        enum Event { case selected(Int) }
                        var onEvent: (Event) -> Void = { _ in }
                    }
                    final class ListViewController: UIViewController {
                        private let routes: ListRoutes
                        private let viewModel = ListViewModel()
                        init(routes: ListRoutes) {
                            self.routes = routes
                            super.init(nibName: nil, bundle: nil)
                            viewModel.onEvent = { [weak self] event in
                                switch event {
                                case .selected(let id): self?.routes.open(id)
                                }
                            }
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    \(ExampleCode.screen("ItemViewController"))
                    func ListFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, ListViewController(routes: ListRoutes(open: { _ in PushFlow(in: nav, ItemViewController())() })))
                    }
                    """),
                // Renamed across layers and finally called.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    final class SettingsViewModel {
                        var exit: () -> Void = {}
                        func confirmed() { exit() }
                    }
                    final class SettingsViewController: UIViewController {
                        private let viewModel = SettingsViewModel()
                        init(onSignOut: @escaping () -> Void) {
                            super.init(nibName: nil, bundle: nil)
                            viewModel.exit = { onSignOut() }
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    \(ExampleCode.screen("WelcomeViewController"))
                    func SettingsFlow(in nav: UINavigationController, onLogout: @escaping Flow) -> Flow {
                        PushFlow(in: nav, SettingsViewController(onSignOut: onLogout))
                    }
                    func MainFlow(in nav: UINavigationController, window: UIWindow) -> Flow {
                        SettingsFlow(in: nav, onLogout: SetWindowRootFlow(in: window, WelcomeViewController()))
                    }
                    """),
                // Handed to code the tool does not follow: it may be called there.
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    final class HomeViewController: UIViewController {
                        private let onHelp: () -> Void
                        init(onHelp: @escaping () -> Void) { self.onHelp = onHelp; super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                        override func viewDidLoad() { super.viewDidLoad(); HelpButton.install(in: view, action: onHelp) }
                    }
                    \(ExampleCode.screen("HelpViewController"))
                    func HomeFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, HomeViewController(onHelp: PushFlow(in: nav, HelpViewController())))
                    }
                    """),
                // A screen declared in code the tool did not read (a library's).
                RuleExample(
                    """
                    import FunctionalNavigationFlowKit
                    \(ExampleCode.screen("HelpViewController"))
                    func HomeFlow(in nav: UINavigationController) -> Flow {
                        PushFlow(in: nav, VendorHomeViewController(onHelp: PushFlow(in: nav, HelpViewController())))
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a screen, routes struct or flow function receives a flow and none of its hand-overs (stored into \
                a property, passed to another initializer, wrapped in a closure that only calls it, passed on by \
                flow functions) is ever called
                """,
                silentWhen: """
                the route is used in a way the tool cannot follow (kept in a local, passed to a method, called \
                on a value of unknown type), or the walk of the flows stopped early (a not-checked note says so)
                """)),
        check: { navigation, rule in
            let model = navigation.model
            // Hand-overs between flow functions are seen by the walk: when it stopped early, say nothing.
            guard !model.unresolved.contains(where: { $0.kind == .navigation }) else { return [] }
            let handedOn = Set(model.navigationParameters.flatMap(\.forwardedTo))
            return model.navigationParameters.compactMap { parameter -> Finding? in
                guard parameter.invocation == .never,
                      !parameter.suppliedAt.isEmpty || !parameter.forwardedTo.isEmpty || handedOn.contains(parameter.identity) else {
                    return nil
                }
                // Report the end of a hand-over chain once: where the flow stops.
                guard parameter.forwardedTo.isEmpty else { return nil }
                let supplied = parameter.suppliedAt.isEmpty ? "handed a flow" : "supplied a flow"
                let related = parameter.suppliedAt.compactMap(RelatedLocation.at("supplied here"))
                return rule.finding("\(parameter.identity) is \(supplied) but never invoked: the flow it carries never runs",
                                    at: parameter.location, related: related, about: .route(parameter.identity))
            }
        })
}

extension RelatedLocation {
    /// A `file:line` string as a related location with `message`.
    static func at(_ message: String) -> (String) -> RelatedLocation? {
        { place in
            guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) else { return nil }
            return RelatedLocation(location: SourceLocation(file: String(place[..<colon]), line: line), message: message)
        }
    }
}
