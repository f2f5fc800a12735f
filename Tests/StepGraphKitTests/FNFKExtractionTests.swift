import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// FunctionalNavigationFlowKit: every call shape its apps write, on snippets written the way
/// apps write them (several spellings each).

extension NavigationModel {
    /// `from -> to action [via route] [?]` for every transition (`?`: conditional).
    var edges: Set<String> {
        Set(transitions.map { t in
            "\(t.from) -> \(t.to) \(t.action.rawValue)" + (t.via.map { " via \($0)" } ?? "") + (t.conditional ? " ?" : "")
        })
    }

    func parameter(_ identity: String) -> NavigationParameter? { navigationParameters.first { $0.identity == identity } }
}

/// A screen `name` whose `() -> Void` routes are each called from a button handler.
func screen(_ name: String, _ routes: String...) -> String {
    let properties = routes.map { "    private let \($0): () -> Void" }.joined(separator: "\n")
    let parameters = routes.map { "\($0): @escaping () -> Void" }.joined(separator: ", ")
    let assignments = routes.map { "self.\($0) = \($0)" }.joined(separator: "; ")
    let handlers = routes.map { "    @objc func \($0)Tapped() { \($0)() }" }.joined(separator: "\n")
    guard !routes.isEmpty else { return "final class \(name): UIViewController {}\n" }
    return """
    final class \(name): UIViewController {
    \(properties)
        init(\(parameters)) { \(assignments); super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
    \(handlers)
    }

    """
}

let sceneStart = ExampleCode.fnfkStart("AppFlow")

@Suite struct FlowFunctionShapeTests {
    @Test func implicitAndExplicitReturnsAndLabelSpellings() {
        let model = model(["Flows.swift": """
        import FunctionalNavigationFlowKit
        \(screen("HomeViewController", "onOpen", "onHelp"))
        \(screen("DetailViewController"))
        \(screen("HelpViewController"))
        func AppFlow(window: UIWindow) -> Flow {
            return SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                HomeFlow(nav)
            })
        }
        func HomeFlow(_ navigationController: UINavigationController) -> Flow {
            PushFlow(in: navigationController, HomeViewController(
                onOpen: DetailFlow(in: navigationController),
                onHelp: HelpFlow(navigationController: navigationController)))
        }
        func DetailFlow(in nav: UINavigationController) -> FunctionalNavigationFlowKit.Flow {
            let flow = PushFlow(in: nav, DetailViewController())
            return flow
        }
        func HelpFlow(navigationController nav: UINavigationController) -> Flow { PresentFlow(in: nav, HelpViewController()) }
        \(sceneStart)
        """])
        #expect(model.edges == [
            "<entry> -> HomeViewController set_window_root",
            "HomeViewController -> DetailViewController push via onOpen",
            "HomeViewController -> HelpViewController present via onHelp",
        ])
        #expect(model.flows.filter { $0.framework == .fnfk }.map(\.name) == ["AppFlow", "DetailFlow", "HelpFlow", "HomeFlow"])
        #expect(model.flows.allSatisfy { $0.isInstantiated })
    }

    @Test func nestedCallTreesFollowNavigationDepth() {
        let model = model(["Flow.swift": """
        import FunctionalNavigationFlowKit
        final class ListScreen: UIViewController {
            let open: (Int) -> Void
            init(open: @escaping (Int) -> Void) { self.open = open; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            func select(_ id: Int) { open(id) }
        }
        final class DetailScreen: UIViewController {
            let related: (Int) -> Void
            init(id: Int, related: @escaping (Int) -> Void) { self.related = related; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            func tapped() { related(1) }
        }
        \(screen("RelatedScreen"))
        func ListFlow(in nav: UINavigationController) -> Flow {
            PushFlow(in: nav, ListScreen(open: { id in
                PushFlow(in: nav, DetailScreen(id: id, related: { other in
                    PushFlow(in: nav, RelatedScreen())()
                }))()
            }))
        }
        """])
        #expect(model.edges == [
            "ListFlow -> ListScreen push",
            "ListScreen -> DetailScreen push via open",
            "DetailScreen -> RelatedScreen push via related",
        ])
    }
}

@Suite struct RouteKindTests {
    /// (a) a flow built now, (b) a `(X) -> Flow` closure, (c) a closure running the flow; a data
    /// callback is not navigation.
    static let app = """
    import FunctionalNavigationFlowKit
    final class ItemsViewController: UIViewController {
        private let onClose: Flow
        private let details: (Int) -> Flow
        private let onShare: (Int) -> Void
        private let onRefresh: () -> Void
        init(onClose: @escaping Flow, details: @escaping (Int) -> Flow, onShare: @escaping (Int) -> Void, onRefresh: @escaping () -> Void) {
            self.onClose = onClose; self.details = details; self.onShare = onShare; self.onRefresh = onRefresh
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func closeTapped() { onClose() }
        func open(_ id: Int) { details(id)() }
        func share(_ id: Int) { onShare(id) }
        func pull() { onRefresh() }
    }
    \(screen("ItemViewController"))
    \(screen("ShareViewController"))
    final class Store { func reload() {} }
    func ItemsFlow(in nav: UINavigationController, store: Store) -> Flow {
        PushFlow(in: nav, ItemsViewController(
            onClose: PopFlow(in: nav),
            details: { id in PushFlow(in: nav, ItemViewController()) },
            onShare: { id in PresentFlow(in: nav, ShareViewController())() },
            onRefresh: { store.reload() }))
    }
    """

    @Test func allThreeShapesAreRoutesAndCallbacksAreNot() {
        let model = model(["Items.swift": RouteKindTests.app])
        #expect(model.edges.contains("ItemsViewController -> ItemViewController push via details"))
        #expect(model.edges.contains("ItemsViewController -> ShareViewController present via onShare"))
        let routes = model.navigationParameters.filter { $0.owner == "ItemsViewController" }.map(\.name).sorted()
        #expect(routes == ["details", "onClose", "onShare"])
        #expect(model.parameter("ItemsViewController.details")?.invocation == .invoked)
        #expect(model.parameter("ItemsViewController.onClose")?.invokedAt == ["Items.swift:12"])
    }
}

@Suite struct ContainerSourceTests {
    @Test func builderArgumentsTypedClosuresLocalsAndSubclasses() {
        let model = model(["App.swift": """
        import FunctionalNavigationFlowKit
        final class AppNavigationController: UINavigationController {}
        final class RootTabBarController: UITabBarController {}
        \(screen("FeedViewController", "onCompose"))
        \(screen("ComposeViewController"))
        \(screen("ProfileViewController"))
        func AppFlow(window: UIWindow) -> Flow {
            SetWindowRootFlow(in: window, DeferredBuild(RootTabBarController.init) { (tabs: RootTabBarController) -> Flow in
                SetTabBarItemsFlow(in: tabs, items: [
                    DeferredBuild(AppNavigationController.init) { (nav: UINavigationController) -> Flow in
                        PushFlow(in: nav, FeedViewController(onCompose: ComposeFlow(from: nav)))
                    },
                    DeferredBuild(AppNavigationController()) { nav in PushFlow(in: nav, ProfileViewController()) },
                ])
            })
        }
        func ComposeFlow(from presenter: UIViewController) -> Flow {
            let nav = UINavigationController()
            return ConcatFlow([PushFlow(in: nav, ComposeViewController()), PresentFlow(in: presenter, nav)])
        }
        \(sceneStart)
        """])
        #expect(model.containers.map { "\($0.type) \($0.kind.rawValue) \($0.installedBy?.rawValue ?? "-") \($0.parent == nil ? "top" : "inner")" }
                == ["AppNavigationController stack set_tab_items inner", "AppNavigationController stack set_tab_items inner",
                    "RootTabBarController tabs set_window_root top"])
        let feed = model.transitions.first { $0.to == "FeedViewController" }
        #expect(feed?.action == .setWindowRoot && feed?.from == Transition.entry)
        #expect(feed?.container?.hasPrefix("AppNavigationController@App.swift:") == true)
        #expect(model.edges.contains("FeedViewController -> ComposeViewController push via onCompose"))
        #expect(model.stuckNavigations.isEmpty)
    }
}

@Suite struct IndirectScreenTests {
    @Test func factoriesStaticMakersAndDependencyGettersName() {
        let model = model(["App.swift": """
        import FunctionalNavigationFlowKit
        enum ProfileFactory {
            static func make(userID: Int, onEdit: @escaping () -> Void) -> UIViewController {
                ProfileViewController(userID: userID, onEdit: onEdit)
            }
        }
        final class ProfileViewController: UIViewController {
            private let onEdit: () -> Void
            init(userID: Int, onEdit: @escaping () -> Void) { self.onEdit = onEdit; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func editTapped() { onEdit() }
        }
        \(screen("EditProfileViewController"))
        \(screen("SettingsViewController"))
        final class Resolver { func resolve<T>(_ type: T.Type) -> T { fatalError() } }
        func ProfileFlow(in nav: UINavigationController, resolver: Resolver) -> Flow {
            ConcatFlow([
                PushFlow(in: nav, ProfileFactory.make(userID: 1, onEdit: PushFlow(in: nav, EditProfileViewController()))),
                PushFlow(in: nav, resolver.resolve(SettingsViewController.self)),
            ])
        }
        """])
        let profile = model.screens.first { $0.name == "ProfileViewController" }
        #expect(profile?.aliases == ["ProfileFactory.make"])
        #expect(profile?.line == 7)
        #expect(model.screens.contains { $0.name == "SettingsViewController" && $0.aliases == ["resolver.resolve"] })
        #expect(model.edges.contains("ProfileViewController -> EditProfileViewController push via onEdit"))
        // The factory hands `onEdit` to the controller, which calls it.
        #expect(model.parameter("ProfileFactory.onEdit")?.forwardedTo == ["ProfileViewController.onEdit"])
        #expect(model.parameter("ProfileFactory.onEdit")?.invocation == .invoked)
    }
}

@Suite struct RouteFieldTests {
    @Test func routesStructInvokedThroughAViewModelEventSwitch() {
        let files = [
            "Routes.swift": """
            struct CatalogRoutes {
                let open: (Int) -> Void
                let back: Flow
                let filter: () -> Void
            }
            """,
            "CatalogViewController.swift": """
            final class CatalogViewModel {
                enum Event { case selected(Int), close, reload }
                var onEvent: (Event) -> Void = { _ in }
            }
            final class CatalogViewController: UIViewController {
                private let routes: CatalogRoutes
                private let viewModel = CatalogViewModel()
                init(routes: CatalogRoutes) {
                    self.routes = routes
                    super.init(nibName: nil, bundle: nil)
                    viewModel.onEvent = { [weak self] event in
                        guard let self else { return }
                        switch event {
                        case .selected(let id): self.routes.open(id)
                        case .close: self.routes.back()
                        case .reload: break
                        }
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
            "CatalogFlow.swift": """
            import FunctionalNavigationFlowKit
            \(screen("ItemViewController"))
            \(screen("FilterViewController"))
            func CatalogFlow(in nav: UINavigationController) -> Flow {
                let routes = CatalogRoutes(
                    open: { id in PushFlow(in: nav, ItemViewController())() },
                    back: PopFlow(in: nav),
                    filter: { PresentFlow(in: nav, FilterViewController())() })
                return PushFlow(in: nav, CatalogViewController(routes: routes))
            }
            """,
        ]
        let model = model(files)
        #expect(model.edges.contains("CatalogViewController -> ItemViewController push via open"))
        #expect(model.parameter("CatalogRoutes.open")?.invokedAt == ["CatalogViewController.swift:14"])
        #expect(model.parameter("CatalogRoutes.back")?.invokedAt == ["CatalogViewController.swift:15"])
        #expect(model.parameter("CatalogRoutes.filter")?.invocation == .never)
        // Nothing runs CatalogFlow in this snippet, so it is an unused flow as well.
        #expect(Set(findings(files)) == ["dead_route|CatalogRoutes.filter", "unused_flow|CatalogFlow"])
    }
}

@Suite struct ForwardingChainTests {
    static func app(viewModelCalls: Bool) -> [String: String] {
        [
            "Screens.swift": """
            final class AccountViewModel {
                var exit: () -> Void = {}
                func confirm() { \(viewModelCalls ? "exit()" : "print(\"bye\")") }
            }
            final class AccountViewController: UIViewController {
                private let viewModel = AccountViewModel()
                init(onSignOut: @escaping () -> Void) {
                    super.init(nibName: nil, bundle: nil)
                    viewModel.exit = { [weak self] in onSignOut() }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
            "Flows.swift": """
            import FunctionalNavigationFlowKit
            \(screen("LoginViewController"))
            func AccountFlow(in nav: UINavigationController, logout: @escaping Flow) -> Flow {
                PushFlow(in: nav, AccountViewController(onSignOut: logout))
            }
            func MainFlow(in nav: UINavigationController, window: UIWindow) -> Flow {
                AccountFlow(in: nav, logout: SetWindowRootFlow(in: window, LoginViewController()))
            }
            """,
        ]
    }

    @Test func aRenamedRouteIsFollowedToItsCall() {
        let model = model(ForwardingChainTests.app(viewModelCalls: true))
        #expect(model.parameter("AccountFlow.logout")?.forwardedTo == ["AccountViewController.onSignOut"])
        #expect(model.parameter("AccountViewController.onSignOut")?.forwardedTo == ["AccountViewModel.exit"])
        #expect(model.parameter("AccountViewModel.exit")?.invokedAt == ["Screens.swift:3"])
        #expect(model.transitions.first { $0.to == "LoginViewController" }?.invokedAt == ["Screens.swift:3"])
        #expect(findings(ForwardingChainTests.app(viewModelCalls: true)) == ["unused_flow|MainFlow"])
    }

    @Test func aChainDroppedAtTheLastLayerIsADeadRoute() {
        #expect(Set(findings(ForwardingChainTests.app(viewModelCalls: false))) == [
            "dead_route|AccountViewModel.exit", "unused_flow|MainFlow",
        ])
    }
}

@Suite struct EntryTests {
    static let screens = """
    import FunctionalNavigationFlowKit
    \(screen("LoginViewController", "onLoggedIn"))
    \(screen("HomeViewController", "onLogout"))
    func AuthFlow(in window: UIWindow, onLoggedIn: @escaping Flow) -> Flow {
        SetWindowRootFlow(in: window, LoginViewController(onLoggedIn: onLoggedIn))
    }
    func HomeFlow(window: UIWindow, onLogout: @escaping () -> Void) -> Flow {
        SetWindowRootFlow(in: window, HomeViewController(onLogout: onLogout))
    }
    """

    @Test func anAppCoordinatorNamedLikeAFlowChoosesBetweenFlows() {
        let model = model(["Flows.swift": EntryTests.screens, "AppFlow.swift": """
        final class ApplicationFlow {
            private let window: UIWindow
            private var isLoggedIn = false
            init(window: UIWindow) { self.window = window }
            func start() {
                if isLoggedIn {
                    HomeFlow(window: window, onLogout: { [weak self] in self?.restart() })()
                } else {
                    AuthFlow(in: window, onLoggedIn: { [weak self] in
                        self?.isLoggedIn = true
                        self?.start()
                    })()
                }
            }
            private func restart() { isLoggedIn = false; start() }
        }
        """, "AppDelegate.swift": """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var flow: ApplicationFlow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                flow = ApplicationFlow(window: window!)
                flow?.start()
                return true
            }
        }
        """])
        #expect(model.edges.isSuperset(of: [
            "<entry> -> HomeViewController set_window_root ?",
            "<entry> -> LoginViewController set_window_root ?",
            "LoginViewController -> HomeViewController set_window_root via onLoggedIn ?",
            "HomeViewController -> LoginViewController set_window_root via onLogout ?",
        ]))
    }

    @Test func anAppDelegateRunningOneFlow() {
        let model = model(["Flows.swift": EntryTests.screens, "AppDelegate.swift": """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                self.window = window
                AuthFlow(in: window, onLoggedIn: HomeFlow(window: window, onLogout: {}))()
                return true
            }
        }
        """])
        #expect(model.edges.contains("<entry> -> LoginViewController set_window_root"))
        #expect(model.edges.contains("LoginViewController -> HomeViewController set_window_root via onLoggedIn"))
        // `{}` is a stub handed to HomeFlow, which passes it on to the screen.
        #expect(model.parameter("HomeFlow.onLogout")?.stubbedAt == ["AppDelegate.swift:6"])
        #expect(model.parameter("HomeFlow.onLogout")?.forwardedTo == ["HomeViewController.onLogout"])
    }
}

@Suite struct RecursionTests {
    @Test func aFlowMentioningItselfAndRecursiveFlowStop() {
        let model = model(["Flow.swift": """
        import FunctionalNavigationFlowKit
        final class UserViewController: UIViewController {
            let openFriend: (Int) -> Void
            init(id: Int, openFriend: @escaping (Int) -> Void) { self.openFriend = openFriend; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            func tapped(_ id: Int) { openFriend(id) }
        }
        final class PageViewController: UIViewController {
            let next: Flow
            init(page: Int, next: @escaping Flow) { self.next = next; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            func tapped() { next() }
        }
        func UserFlow(in nav: UINavigationController, id: Int) -> Flow {
            PushFlow(in: nav, UserViewController(id: id, openFriend: { friend in UserFlow(in: nav, id: friend)() }))
        }
        func PagesFlow(in nav: UINavigationController) -> Flow {
            RecursiveFlow(with: 0) { page, again in
                PushFlow(in: nav, PageViewController(page: page, next: again(page + 1)))
            }
        }
        """])
        #expect(model.edges.contains("UserViewController -> UserViewController push via openFriend"))
        #expect(model.edges.contains("PageViewController -> PageViewController push via next"))
        #expect(model.parameter("UserViewController.openFriend")?.invocation == .invoked)
    }
}

@Suite struct ConditionalFlowTests {
    @Test func everyBranchIsAConditionalEdge() {
        let model = model(["Flow.swift": """
        import FunctionalNavigationFlowKit
        \(screen("GateViewController", "onContinue", "onHelp", "onPlan"))
        \(screen("AViewController"))
        \(screen("BViewController"))
        \(screen("CViewController"))
        \(screen("DViewController"))
        \(screen("EViewController"))
        \(screen("FViewController"))
        enum Plan { case free, pro }
        func GateFlow(in nav: UINavigationController, premium: Bool, plan: Plan, user: Int?) -> Flow {
            PushFlow(in: nav, GateViewController(
                onContinue: premium ? PushFlow(in: nav, AViewController()) : PushFlow(in: nav, BViewController()),
                onHelp: LazyFlow { user == nil ? PresentFlow(in: nav, CViewController()) : whenExists(user) { _ in PushFlow(in: nav, DViewController()) } },
                onPlan: {
                    switch plan {
                    case .free: PushFlow(in: nav, EViewController())()
                    case .pro: if premium { PushFlow(in: nav, FViewController())() }
                    }
                }))
        }
        """])
        #expect(model.edges.isSuperset(of: [
            "GateViewController -> AViewController push via onContinue ?", "GateViewController -> BViewController push via onContinue ?",
            "GateViewController -> CViewController present via onHelp ?", "GateViewController -> DViewController push via onHelp ?",
            "GateViewController -> EViewController push via onPlan ?", "GateViewController -> FViewController push via onPlan ?",
        ]))
        #expect(model.edges.contains("GateFlow -> GateViewController push"))
    }
}

@Suite struct CompositionTests {
    @Test func concatDeferredBuildAndCombinedConfigurationsInBothSpellings() {
        let model = model(["Flow.swift": """
        import FunctionalNavigationFlowKit
        \(screen("OnboardingViewController"))
        \(screen("TermsViewController"))
        \(screen("WhatsNewViewController"))
        func OnboardingFlow(in nav: UINavigationController, window: UIWindow) -> Flow {
            ConcatFlow([
                SetWindowRootFlow(in: window, configuration: .combine(.keyAndVisible, .animated(duration: 0.3)), nav),
                PushFlow(in: nav, configuration: .combine([.title("Welcome"), .hidesBottomBarWhenPushed]), OnboardingViewController()),
                PushFlow(in: nav, with: .title("Terms"), TermsViewController()),
                PresentFlow(in: nav, animated: false, WhatsNewViewController(), completionFlow: EmptyFlow),
            ])
        }
        """])
        #expect(model.edges == [
            "OnboardingFlow -> OnboardingViewController push", "OnboardingFlow -> TermsViewController push",
            "OnboardingFlow -> WhatsNewViewController present",
        ])
    }
}

@Suite struct ExecutionFormTests {
    /// The `command-pattern` branch: `Flow` is a class run with `.execute()`, built by `Flow.push(…)`.
    @Test func commandPatternRoutesRunWithExecute() {
        let files = ["App.swift": """
        import FunctionalNavigationFlowKit
        final class HomeViewController: UIViewController {
            private let onOpen: Flow
            private let onHelp: Flow
            init(onOpen: Flow, onHelp: Flow) { self.onOpen = onOpen; self.onHelp = onHelp; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func openTapped() { onOpen.execute() }
            @objc func helpTapped() { self.onHelp.execute() }
        }
        \(screen("DetailViewController"))
        \(screen("HelpViewController"))
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let nav = UINavigationController()
                Flow.push(in: nav, HomeViewController(
                    onOpen: Flow.push(in: nav, DetailViewController()),
                    onHelp: Flow.present(in: nav, HelpViewController()))).execute()
            }
        }
        """]
        let model = model(files)
        #expect(model.edges.isSuperset(of: [
            "HomeViewController -> DetailViewController push via onOpen", "HomeViewController -> HelpViewController present via onHelp",
        ]))
        #expect(model.parameter("HomeViewController.onOpen")?.invokedAt == ["App.swift:7"])
        #expect(model.parameter("HomeViewController.onHelp")?.invokedAt == ["App.swift:8"])
        #expect(findings(files).isEmpty)
    }

    @Test func everyWayOfRunningAFlow() {
        let model = model(["Screens.swift": """
        final class MenuViewController: UIViewController {
            var onA: Flow?
            let onB: () -> Void
            init(onB: @escaping () -> Void) { self.onB = onB; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            func a() { onA?() }
            func b() { present(UIViewController(), animated: true, completion: onB) }
        }
        """, "Flow.swift": """
        import FunctionalNavigationFlowKit
        \(screen("AViewController"))
        \(screen("BViewController"))
        \(screen("CViewController"))
        func MenuFlow(in nav: UINavigationController) -> Flow {
            PushFlow(in: nav, MenuViewController(onB: PushFlow(in: nav, BViewController())), completionFlow: {
                let flow = PushFlow(in: nav, CViewController())
                flow()
            })
        }
        func CommandFlow(in nav: UINavigationController) -> Flow {
            Flow.push(in: nav, AViewController()).then(Flow.present(in: nav, BViewController()))
        }
        final class Runner {
            func run(nav: UINavigationController) {
                CommandFlow(in: nav).execute()
                MenuFlow(in: nav)()
            }
        }
        """])
        #expect(model.edges.isSuperset(of: [
            "<entry> -> AViewController push", "<entry> -> BViewController present", "<entry> -> MenuViewController push",
            "<entry> -> CViewController push", "MenuViewController -> BViewController push via onB",
        ]))
        // Handed to UIKit as a completion: it may run.
        #expect(model.parameter("MenuViewController.onB")?.invocation == .unknown)
    }
}

@Suite struct CustomFactoryTests {
    @Test func aFactoryKindIsReadFromItsBody() {
        let model = model(["Flow.swift": """
        import FunctionalNavigationFlowKit
        \(screen("RootViewController", "onSwap", "onSheet"))
        \(screen("SwappedViewController"))
        \(screen("SheetViewController"))
        func ReplaceFlow(in nav: UINavigationController, _ screen: @autoclosure @escaping () -> UIViewController) -> Flow {
            return {
                var stack = nav.viewControllers
                stack[stack.count - 1] = screen()
                nav.setViewControllers(stack, animated: true)
            }
        }
        func SheetFlow(in presenter: UIViewController, _ make: @escaping () -> UIViewController) -> Flow {
            { presenter.present(make(), animated: true) }
        }
        func RootFlow(in nav: UINavigationController) -> Flow {
            PushFlow(in: nav, RootViewController(
                onSwap: ReplaceFlow(in: nav, SwappedViewController()),
                onSheet: SheetFlow(in: nav) { SheetViewController() }))
        }
        """])
        #expect(model.edges.contains("RootViewController -> SwappedViewController custom via onSwap"))
        #expect(model.edges.contains("RootViewController -> SheetViewController present via onSheet"))
        #expect(model.transitions.first { $0.to == "SwappedViewController" }?.factory == "ReplaceFlow")
    }
}

@Suite struct FNFKNoiseTests {
    @Test func commentsEmptySwitchesGuardShorthandAndVendoredCopies() {
        let model = model([
            "Screens.swift": """
            final class HomeViewController: UIViewController {
                enum Event {}
                private let onHelp: () -> Void
                init(onHelp: @escaping () -> Void) { self.onHelp = onHelp; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                func handle(_ event: Event) { switch event {} }
                // @objc func helpTapped() { onHelp() }
                /* func old() { onHelp() } */
            }
            """,
            "Flow.swift": """
            import FunctionalNavigationFlowKit
            final class HelpViewController: UIViewController {}
            func HomeFlow(in nav: UINavigationController, window: UIWindow?) -> Flow {
                guard let window else { return EmptyFlow }
                // return PushFlow(in: nav, OldHomeViewController())
                return PushFlow(in: nav, HomeViewController(onHelp: PushFlow(in: nav, HelpViewController())))
            }
            """,
            "Vendor/FunctionalNavigationFlowKit/PushFlow.swift": """
            import UIKit
            public typealias Flow = () -> Void
            public func PushFlow<NavigationStack: UINavigationController, Item: UIViewController>(
                in navigationStack: @autoclosure @escaping () -> NavigationStack, animated: Bool = true,
                _ item: @escaping () -> Item) -> Flow {
                return { navigationStack().pushViewController(item(), animated: animated) }
            }
            public func PresentFlow(in presenting: UIViewController, _ presented: @escaping () -> UIViewController) -> Flow {
                return { presenting.present(presented(), animated: true) }
            }
            """,
        ])
        #expect(!model.screens.contains { $0.name == "OldHomeViewController" })
        #expect(model.parameter("HomeViewController.onHelp")?.invocation == .never)
        #expect(!model.flows.contains { $0.name == "PushFlow" || $0.name == "PresentFlow" })
    }
}

@Suite struct FNFKSeamTests {
    @Test func frameworkChoiceAndMixedCodeBases() {
        let files = [
            "Rx.swift": """
            import RxFlow
            enum AppStep: Step { case home }
            final class AppFlow: Flow {
                var root: Presentable { UIViewController() }
                func navigate(to step: Step) -> FlowContributors { .none }
            }
            """,
            "Fn.swift": """
            import FunctionalNavigationFlowKit
            final class HelpViewController: UIViewController {}
            func HelpFlow(in nav: UINavigationController) -> Flow { PushFlow(in: nav, HelpViewController()) }
            """,
        ]
        let sources = files.map { (path: $0.key, text: $0.value) }
        let both = Analyzer.standard.analyze(sources: sources).model
        #expect(both.flows.map { "\($0.name) \($0.framework.rawValue)" } == ["AppFlow rxflow", "HelpFlow fnfk"])
        let rxOnly = Analyzer.standard.analyze(sources: sources, frameworks: [.rxflow]).model
        #expect(rxOnly.flows.map(\.name) == ["AppFlow"] && rxOnly.screens.isEmpty)
        let fnOnly = Analyzer.standard.analyze(sources: sources, frameworks: [.fnfk]).model
        #expect(fnOnly.flows.map(\.name) == ["HelpFlow"] && fnOnly.stepEnums.isEmpty)
    }

    @Test func nonFNFKCodeWithSimilarNamesIsNotClaimed() {
        let model = model(["Other.swift": """
        typealias Flow = () -> Void
        func PushFlow(_ value: Int) -> Int { value }
        final class Pipeline { func run(_ flow: Flow) { flow() } }
        func makeFlow() -> Flow { { print(PushFlow(1)) } }
        """])
        #expect(model.screens.isEmpty && model.transitions.isEmpty && model.flows.isEmpty)
    }
}

/// The closure overload of the factories (`PushFlow(in: nav) { … return screen }`), with routes set
/// as properties of the screen before it is returned.
@Suite struct BuilderClosureTests {
    static let screens = """
    final class ListViewController: UIViewController {
        var onSelect: ((Int) -> Void)?
        var onAdd: Flow = EmptyFlow
        var onRefresh: () -> Void = {}
        var onHelp: Flow?
        @objc func add() { onAdd() }
        func select(_ i: Int) { onSelect?(i) }
        func refresh() { onRefresh() }
    }
    \(screen("DetailViewController"))
    \(screen("AddViewController"))
    \(screen("HelpViewController"))
    final class Store { func reload() {} }
    """

    @Test(arguments: [
        // Trailing closure, `let`, explicit `return`.
        """
        PushFlow(in: nav) {
            let list = ListViewController()
            list.onSelect = { id in PushFlow(in: nav, DetailViewController())() }
            list.onAdd = PresentFlow(
                in: nav,
                AddViewController()
            )
            list.onRefresh = { store.reload() }
            list.onHelp = PushFlow(in: nav, HelpViewController())
            return list
        }
        """,
        // The closure as the unlabelled argument, `var`, typed.
        """
        PushFlow(in: nav, animated: true, { () -> UIViewController in
            var list: ListViewController = ListViewController()
            list.onSelect = { _ in PushFlow(in: nav, DetailViewController())() }
            list.onAdd = PresentFlow(in: nav, AddViewController())
            list.onRefresh = { store.reload() }
            list.onHelp = PushFlow(in: nav, HelpViewController())
            return list
        })
        """,
    ])
    func routesSetAsPropertiesOfTheBuiltScreen(_ flow: String) {
        let files = ["Screens.swift": BuilderClosureTests.screens, "Flow.swift": """
        import FunctionalNavigationFlowKit
        func ListFlow(in nav: UINavigationController, store: Store) -> Flow {
            \(flow.split(separator: "\n").joined(separator: "\n    "))
        }
        """, "Scene.swift": """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let nav = UINavigationController()
                window?.rootViewController = nav
                ListFlow(in: nav, store: Store())()
            }
        }
        """]
        let model = model(files)
        #expect(model.edges.isSuperset(of: [
            "<entry> -> ListViewController push", "ListViewController -> DetailViewController push via onSelect",
            "ListViewController -> AddViewController present via onAdd", "ListViewController -> HelpViewController push via onHelp",
        ]))
        // A callback that runs no flow is not a route; a route set but never invoked is dead.
        #expect(model.parameter("ListViewController.onRefresh") == nil)
        #expect(model.parameter("ListViewController.onAdd")?.invokedAt == ["Screens.swift:6"])
        #expect(findings(files) == ["dead_route|ListViewController.onHelp", "unreachable_screen|HelpViewController"])
    }
}

/// A navigation deeper than the walk follows (70 screens through 70 flow functions): the walk says
/// it stopped, and the rules that rest on it stay silent, even about a route that looks dead.
@Suite struct WalkBoundTests {
    static let app: [String: String] = {
        var text = "import FunctionalNavigationFlowKit\n"
        for i in 0...70 {
            text += """
            final class S\(i): UIViewController {
                let next: Flow
                let help: Flow?
                init(next: @escaping Flow, help: Flow? = nil) { self.next = next; self.help = help; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tap() { next() }
            }

            """
        }
        text += "\(screen("HelpViewController"))\n"
        for i in 0..<70 {
            let help = i == 0 ? ", help: PushFlow(in: n, HelpViewController())" : ""
            text += "func F\(i)(in n: UINavigationController, onDone: @escaping Flow) -> Flow {\n"
                + "    PushFlow(in: n, S\(i)(next: F\(i + 1)(in: n, onDone: onDone)\(help)))\n}\n"
        }
        text += "func F70(in n: UINavigationController, onDone: @escaping Flow) -> Flow { PushFlow(in: n, S70(next: onDone)) }\n"
        return ["Deep.swift": text, "Scene.swift": """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let nav = UINavigationController()
                F0(in: nav, onDone: PopFlow(in: nav))()
            }
        }
        """]
    }()

    @Test func rulesRestingOnTheWalkAreSilentWhenItStopsEarly() {
        let model = model(WalkBoundTests.app)
        #expect(model.unresolved.map(\.kind) == [.navigation])
        // S0.help is supplied and never invoked; with a complete walk that would be a dead route.
        #expect(model.parameter("S0.help")?.invocation == .never)
        #expect(findings(WalkBoundTests.app).isEmpty)
    }
}

/// Where FNFK findings point: the route's name where it is declared (a property, an initializer's or a
/// flow function's parameter on a line of its own), the factory call, and the hidden container by type.
@Suite struct FNFKFindingPlaceTests {
    static let app = """
    import FunctionalNavigationFlowKit
    final class HomeViewController: UIViewController {
        private let onOpen: () -> Void
        private let onShare: () -> Void
        init(onOpen: @escaping () -> Void, onShare: @escaping () -> Void,
             onHelp: @escaping () -> Void) {
            self.onOpen = onOpen
            self.onShare = onShare
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func openTapped() { onOpen() }
    }
    final class DetailViewController: UIViewController {}
    final class HelpViewController: UIViewController {}
    final class ShareViewController: UIViewController {}
    final class WelcomeViewController: UIViewController {}
    final class AppNavigationController: UINavigationController {}
    func ProfileFlow(in nav: UINavigationController,
                     onLogout: @escaping Flow) -> Flow {
        PushFlow(in: nav, HomeViewController(
            onOpen: PushFlow(in: nav, DetailViewController()),
            onShare: PresentFlow(in: nav, ShareViewController()),
            onHelp: PushFlow(in: nav, HelpViewController())))
    }
    func MainFlow(in nav: UINavigationController, window: UIWindow) -> Flow {
        ProfileFlow(in: nav, onLogout: SetWindowRootFlow(in: window, WelcomeViewController()))
    }
    func HelpFlow() -> Flow {
        let stack = AppNavigationController()
        return ConcatFlow([
            PushFlow(in: stack, HelpViewController())])
    }
    """

    @Test func findingsPointAtTheirToken() {
        let found = Linter.lint(analysis(["App.swift": FNFKFindingPlaceTests.app]), configuration: LintConfiguration()).findings
            .filter { $0.ruleID != "unused_flow" }
            .map { "\($0.identity) \($0.location.line):\($0.location.column)" }
        #expect(found == [
            "dead_route|HomeViewController.onShare 4:17",
            "dead_route|HomeViewController.onHelp 6:10",
            "dead_route|ProfileFlow.onLogout 20:18",
            "push_into_hidden_container|HelpViewController|AppNavigationController 32:9",
        ])
    }
}
