import StepGraphCore
extension Rules {
    static let childNotRetained = LintRule(
        description: RuleDescription(
            id: "child_not_retained", name: "Child Not Retained", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator coordinator is built and shown, but nothing keeps it alive.",
            rationale: """
            A coordinator keeps a child only when the child itself is among the presentables of the \
            transition it performs (`.present(child)`, `.push(child)`, `.set([child])`), or is added \
            with `addChild`; the window keeps only its root controller. A coordinator handed out \
            only as `child.rootViewController`, `child.viewController`, an `unownedRouter` or \
            `weakRouter`, the target of `.trigger(_:on:)`/`.route(_:on:)`, or rooted with \
            `setRoot(for:)` on a temporary is freed as soon as the statement ends, while its screens \
            stay: their unowned router traps on the next trigger, a weak one does nothing. The rule \
            reads a coordinator built in a function and every later use of it there; any other use \
            (stored, added as a child, passed to a call, captured by a closure) keeps it silent, and \
            so does a coordinator whose own code hands out a strong reference to itself (`strongRouter`, \
            `self`, a closure capturing `self` strongly such as `vc.onDone = { self.trigger(.done) }` or \
            `{ [self] in … }`): its screens may keep it. `[weak self]` and `[unowned self]` closures do not.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case help, settings, news }
                    enum HelpRoute: Route { case faq }
                    enum NewsRoute: Route { case latest }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .help:
                                let help = ↓HelpCoordinator()
                                help.rootViewController.modalPresentationStyle = .formSheet
                                return .present(help.rootViewController)
                            case .settings:
                                return .push(makeSettings())
                            case .news:
                                return .trigger(.latest, on: ↓NewsCoordinator(rootViewController: rootViewController))
                            }
                        }
                        private func makeSettings() -> UIViewController {
                            ↓SettingsCoordinator().viewController
                        }
                    }
                    final class HelpCoordinator: NavigationCoordinator<HelpRoute> {}
                    final class SettingsCoordinator: ViewCoordinator<HelpRoute> {}
                    final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
                        override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
                            let screen = NewsViewController()
                            screen.onClose = { [weak self] in self?.trigger(.latest) }
                            screen.onShare = { [unowned self] in self.trigger(.latest) }
                            if self.rootViewController.viewControllers.isEmpty {
                                return .set([screen])
                            }
                            return .push(screen)
                        }
                    }
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            guard let scene = scene as? UIWindowScene else { return }
                            window = UIWindow(windowScene: scene)
                            let router = ↓ShopCoordinator().strongRouter
                            router.setRoot(for: window!)
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case help, settings, news, about }
                    enum HelpRoute: Route { case faq }
                    enum NewsRoute: Route { case latest }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        private var about: AboutCoordinator?
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .help:
                                let help = HelpCoordinator()
                                help.rootViewController.modalPresentationStyle = .formSheet
                                return .present(help)
                            case .settings:
                                return .present(SettingsCoordinator().strongRouter)
                            case .news:
                                let news = NewsCoordinator(rootViewController: rootViewController)
                                addChild(news)
                                return .trigger(.latest, on: news)
                            case .about:
                                let coordinator = AboutCoordinator()
                                self.about = coordinator
                                return .present(coordinator.rootViewController)
                            }
                        }
                        func showAlert() {
                            let help = HelpCoordinator()
                            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                            alert.addAction(UIAlertAction(title: "Help", style: .default) { _ in help.trigger(.faq) })
                            rootViewController.present(alert, animated: true)
                        }
                    }
                    final class HelpCoordinator: NavigationCoordinator<HelpRoute> {}
                    final class SettingsCoordinator: ViewCoordinator<HelpRoute> {}
                    final class AboutCoordinator: ViewCoordinator<HelpRoute> {}
                    final class NewsCoordinator: NavigationCoordinator<NewsRoute> {}
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        private let router = ShopCoordinator().strongRouter
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            guard let scene = scene as? UIWindowScene else { return }
                            let window = UIWindow(windowScene: scene)
                            router.setRoot(for: window)
                            self.window = window
                        }
                    }
                    """),
                // A child told its creator: it may add itself as a child, so nothing is proven.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case help }
                    enum HelpRoute: Route { case faq }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .help: return .present(HelpCoordinator(parent: self).rootViewController)
                            }
                        }
                    }
                    final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
                        init(parent: ShopCoordinator) { super.init(initialRoute: .faq); parent.addChild(self) }
                    }
                    """),
                // Children whose screens hold closures capturing them strongly: the screens keep them alive.
                RuleExample(
                    """
                    import XCoordinator
                    import RxSwift
                    enum ShopRoute: Route { case help, news, about }
                    enum HelpRoute: Route { case faq, done }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .help: return .present(HelpCoordinator().rootViewController)
                            case .news:
                                let news = NewsCoordinator()
                                return .push(news.viewController)
                            case .about: return .present(AboutCoordinator().rootViewController)
                            }
                        }
                    }
                    final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
                        override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
                            switch route {
                            case .faq:
                                let screen = FAQViewController()
                                screen.onDone = { self.trigger(.done) }
                                return .push(screen)
                            case .done: return .dismiss()
                            }
                        }
                    }
                    final class NewsCoordinator: ViewCoordinator<HelpRoute> {
                        private let bag = DisposeBag()
                        init() {
                            let screen = NewsViewController()
                            super.init(rootViewController: screen)
                            screen.model.output
                                .subscribe(onNext: { _ in self.trigger(.done) })
                                .disposed(by: screen.bag)
                        }
                    }
                    final class AboutCoordinator: NavigationCoordinator<HelpRoute> {}
                    extension AboutCoordinator {
                        func makeScreen() -> UIViewController {
                            AboutViewController { [self] in
                                trigger(.done)
                            }
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a coordinator built in a function (a class of the app or a library coordinator built with a closure) \
                is handed out there only through what does not keep it: its `rootViewController` or `viewController`, \
                an `unownedRouter`/`weakRouter`, the target of `.trigger(_:on:)`/`.route(_:on:)`, or `setRoot(for:)` on \
                the temporary, and its own code hands out no strong reference to itself
                """,
                silentWhen: """
                any other use may keep it (stored, added with `addChild`, listed in a transition's presentables, \
                passed to a call, captured by a closure), or its own code hands out `strongRouter`, `anyCoordinator`, \
                `self` or a closure capturing `self` strongly (its screens may then keep it)
                """)),
        check: { navigation, rule in
            unretainedCoordinators(navigation.model).map { site in
                rule.finding("\(site.coordinator) is handed out only through \(site.handedOut): nothing retains it, so its routers outlive it",
                             at: SourceLocation(file: site.file, line: site.line, column: site.column),
                             about: .handOut(site.coordinator, in: site.enclosingType ?? site.file, through: site.handedOut))
            }
        })

    /// The coordinators built where nothing keeps them alive: handed out only weakly, by a coordinator
    /// whose screens cannot keep it (its code hands itself out strongly nowhere).
    static func unretainedCoordinators(_ model: NavigationModel) -> [UnretainedCoordinator] {
        guard let part = model.xcoordinator else { return [] }
        let keptByScreens = Set(part.selfRetainingCoordinators)
        return part.weakHandOuts.filter { !keptByScreens.contains($0.coordinator) }
    }
}
