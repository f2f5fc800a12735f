import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Shapes real XCoordinator apps write that the front end misread (issue 33), each in several spellings.
@Suite struct XCoordinatorRealAppShapesTests {
    /// `Route.case → outcomes | children` for every arm of `coordinator`.
    func arms(_ m: NavigationModel, _ coordinator: String) -> [String] {
        (m.flow(coordinator)?.arms ?? []).map { arm in
            let name = arm.isDefault ? "default" : arm.steps.joined(separator: ",")
            return "\(name) → \(arm.outcomes.map(\.rawValue).joined(separator: ","))"
                + (arm.childFlows.isEmpty ? "" : " | \(arm.childFlows.joined(separator: ","))")
        }
    }

    // MARK: item 1, a child started by addChild

    @Test func addChildStartsAChildFlowOnTheSharedStack() {
        let m = xc([
            "Profile.swift": """
            enum ProfileRoute: Route { case overview, settings, chat(userID: String), orders, avatar, feed }
            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                private var ordersCoordinator: OrdersCoordinator?
                private var avatarCoordinator: AvatarCoordinator?
                private let feedRouter: StrongRouter<FeedRoute>

                init(feedRouter: StrongRouter<FeedRoute>) {
                    self.feedRouter = feedRouter
                    super.init(initialRoute: .overview)
                }

                override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                    switch route {
                    case .overview:
                        return .push(ProfileViewController())
                    case .settings:
                        addChild(SettingsCoordinator(rootViewController: rootViewController, user: .current))
                        return .none()
                    case .chat(let userID):
                        let chat = ChatCoordinator(rootViewController: self.rootViewController, userID: userID)
                        self.addChild(chat)
                        return .trigger(.thread, on: chat)
                    case .orders:
                        guard let ordersCoordinator = ordersCoordinator else { return .none() }
                        addChild(ordersCoordinator)
                        return .trigger(.list, on: ordersCoordinator)
                    case .avatar:
                        guard let avatarCoordinator else { return .none() }
                        addChild(avatarCoordinator)
                        return .none()
                    case .feed:
                        return .trigger(.top, on: feedRouter)
                    }
                }
            }
            final class ProfileViewController: UIViewController {}
            """,
            "Children.swift": """
            enum SettingsRoute: Route { case home }
            enum ChatRoute: Route { case thread }
            enum OrdersRoute: Route { case list }
            enum AvatarRoute: Route { case pick }
            enum FeedRoute: Route { case top }
            final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
                init(rootViewController: UINavigationController, user: User) {
                    super.init(rootViewController: rootViewController, initialRoute: .home)
                }
            }
            final class ChatCoordinator: NavigationCoordinator<ChatRoute> {
                init(rootViewController: UINavigationController, userID: String) {
                    super.init(rootViewController: rootViewController)
                }
            }
            final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {}
            final class AvatarCoordinator: NavigationCoordinator<AvatarRoute> {}
            final class FeedCoordinator: NavigationCoordinator<FeedRoute> {}
            """,
        ])
        #expect(arms(m, "ProfileCoordinator") == [
            "ProfileRoute.overview → push",
            "ProfileRoute.settings → child_flow,none | SettingsCoordinator",
            "ProfileRoute.chat → child_flow,trigger | ChatCoordinator",
            "ProfileRoute.orders → child_flow,none,trigger | OrdersCoordinator",
            "ProfileRoute.avatar → child_flow,none | AvatarCoordinator",
            // A router handed in is not started here: the route only goes to it.
            "ProfileRoute.feed → trigger",
        ])
    }

    /// A generic base coordinator, a trailing closure on the child's initializer, and a helper of the
    /// parent doing the `addChild`.
    @Test func addChildInGenericCoordinatorsHelpersAndTrailingClosures() {
        let m = xc("""
        class FlowCoordinator<R: Route>: NavigationCoordinator<R> {
            func start<C: Presentable>(_ child: C) { addChild(child) }
        }
        enum ShopRoute: Route { case basket, help, tabs }
        enum BasketRoute: Route { case items }
        enum HelpRoute: Route { case faq }
        final class ShopCoordinator: FlowCoordinator<ShopRoute> {
            private let helpRouter: StrongRouter<HelpRoute>
            init(helpRouter: StrongRouter<HelpRoute>) {
                self.helpRouter = helpRouter
                super.init(initialRoute: .basket)
            }
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .basket:
                    addChild(BasketCoordinator(rootViewController: rootViewController) { [weak self] in
                        self?.trigger(.help)
                    })
                    return .none()
                case .help:
                    return startHelp()
                case .tabs:
                    return .none()
                }
            }
            private func startHelp() -> NavigationTransition {
                let help = HelpCoordinator(rootViewController: rootViewController)
                addChild(help)
                return .trigger(.faq, on: help)
            }
        }
        final class BasketCoordinator: FlowCoordinator<BasketRoute> {
            init(rootViewController: UINavigationController, onHelp: @escaping () -> Void) {
                super.init(rootViewController: rootViewController, initialRoute: .items)
            }
        }
        final class HelpCoordinator: FlowCoordinator<HelpRoute> {}
        """)
        #expect(arms(m, "ShopCoordinator") == [
            "ShopRoute.basket → child_flow,none | BasketCoordinator",
            "ShopRoute.help → child_flow,trigger | HelpCoordinator",
            "ShopRoute.tabs → none",
        ])
    }

    /// Selecting a tab the tab bar already holds starts nothing: it stays `other`.
    @Test func selectingAnExistingTabIsNotAChildStart() {
        let m = xc("""
        enum HomeRoute: Route { case feed }
        enum FeedRoute: Route { case top }
        final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
            private let feedRouter: StrongRouter<FeedRoute>
            init(feedRouter: StrongRouter<FeedRoute> = FeedCoordinator().strongRouter) {
                self.feedRouter = feedRouter
                super.init(tabs: [feedRouter], select: feedRouter)
            }
            override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
                switch route {
                case .feed: return .select(feedRouter)
                }
            }
        }
        final class FeedCoordinator: NavigationCoordinator<FeedRoute> {}
        """)
        #expect(arms(m, "HomeCoordinator") == ["HomeRoute.feed → other | FeedCoordinator"])
    }

    // MARK: item 2, the app's own transition factories

    /// Factories declared in another file of another module (a `public extension`), a constrained
    /// extension, a `static var`, and factories used inside `.multiple`.
    @Test func appFactoriesAreFoldedIntoTheArms() {
        let m = xc([
            "Sources/NavigationKit/Transition+Alert.swift": """
            public extension Transition {
                static func alertTransition(title: String, message: String?) -> Transition {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    return .present(alert)
                }

                static func presentFullScreen(_ presentable: Presentable, animation: Animation? = nil) -> Transition {
                    presentable.viewController?.modalPresentationStyle = .fullScreen
                    return .present(presentable, animation: animation)
                }
            }
            """,
            "Sources/App/Transitions.swift": """
            extension Transition where RootViewController: UINavigationController {
                static func pushFaded(_ presentable: Presentable) -> Transition {
                    .push(presentable, animation: .fade)
                }
            }
            extension NavigationTransition {
                static var dismissAll: NavigationTransition {
                    .multiple(.dismissToRoot(), .popToRoot())
                }
            }
            """,
            "Sources/App/AppCoordinator.swift": """
            import NavigationKit
            enum AppRoute: Route { case error(String), home, profile, logout, relaunch }
            enum HomeRoute: Route { case feed }
            enum ProfileRoute: Route { case overview }
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .error(let message):
                        return .alertTransition(title: "Something went wrong", message: message)
                    case .home:
                        return .presentFullScreen(HomeCoordinator().strongRouter, animation: .default)
                    case .profile:
                        return Transition.pushFaded(ProfileCoordinator())
                    case .logout:
                        return .dismissAll
                    case .relaunch:
                        return .multiple(.dismissAll, .presentFullScreen(HomeCoordinator()))
                    }
                }
            }
            final class HomeCoordinator: TabBarCoordinator<HomeRoute> {}
            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {}
            """,
        ])
        #expect(arms(m, "AppCoordinator") == [
            "AppRoute.error → present",
            "AppRoute.home → child_flow,present | HomeCoordinator",
            "AppRoute.profile → child_flow,push | ProfileCoordinator",
            "AppRoute.logout → dismiss,multiple,pop",
            "AppRoute.relaunch → child_flow,dismiss,multiple,pop,present | HomeCoordinator",
        ])
        #expect(m.flow("AppCoordinator")?.arms.first?.presentables == ["UIAlertController"])
        #expect(!m.unresolved.contains { $0.kind == .transition })
    }

    /// A factory named like one other apps declare, but not declared by this one: the arm is not understood.
    @Test func aFactoryTheSourcesDoNotDeclareIsNotUnderstood() {
        let m = xc("""
        enum AppRoute: Route { case home, logout }
        enum HomeRoute: Route { case feed }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case .home: return .presentFullScreen(HomeCoordinator())
                case .logout: return .multiple(.dismissAll(), .popToRoot())
                }
            }
        }
        final class HomeCoordinator: TabBarCoordinator<HomeRoute> {}
        """)
        #expect(arms(m, "AppCoordinator") == ["AppRoute.home → other", "AppRoute.logout → multiple,other,pop"])
        #expect(m.unresolved.filter { $0.kind == .transition }.map(\.detail) == ["return .presentFullScreen", "return .dismissAll"])
    }

    // MARK: item 5, code that runs later

    /// A pop or dismiss in an alert button's handler runs if the user taps: the arm only presents.
    /// A route returned by a closure inside the arm (a redirection's map) is no transition of the arm.
    @Test func alertHandlersAndClosureReturnsAreNotTheArmsOwnOutcome() {
        let m = xc("""
        enum SettingsRoute: Route { case logout, filters, list(Int), close }
        enum FilterRoute: Route { case apply(Int), cancel }
        final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
            override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
                switch route {
                case .logout:
                    let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Log out", style: .destructive) { [weak self] _ in
                        self?.rootViewController.popToRootViewController(animated: true)
                    })
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: { _ in alert.dismiss(animated: true) }))
                    return .present(alert)
                case .filters:
                    let router = RedirectionRouter<SettingsRoute, FilterRoute>(viewController: UIViewController(), parent: unownedRouter) { route in
                        switch route {
                        case .apply(let page): return .list(page)
                        case .cancel: return .close
                        }
                    }
                    return .push(router)
                case .list, .close:
                    return .none()
                }
            }
        }
        """)
        #expect(arms(m, "SettingsCoordinator").prefix(2) == ["SettingsRoute.logout → present", "SettingsRoute.filters → child_flow,push"])
        #expect(!m.unresolved.contains { $0.kind == .transition })
    }

    // MARK: item 4, dead routes kept alive by a name

    /// Dead routes of the model: route cases nothing triggers or names.
    func deadRoutes(_ m: NavigationModel) -> [String] {
        findings(m, Rules.deadStep, as: \.message).sorted()
    }

    /// A route value triggered (`router.trigger(item.route)`) keeps alive the cases written as implicit
    /// members, but not `.close` already resolved as another route's trigger, nor `initialRoute: .items`
    /// of another coordinator, nor the `.dismiss()` transition.
    @Test func implicitMembersResolvedToAnotherRouteDoNotKeepARouteAlive() {
        let m = xc([
            "Menu.swift": """
            enum ShopRoute: Route { case list, items, close, dismiss }
            struct MenuItem {
                let title: String
                let route: ShopRoute
            }
            final class MenuViewModel {
                private let router: UnownedRouter<ShopRoute>
                let entries = [MenuItem(title: "All", route: .list)]
                init(router: UnownedRouter<ShopRoute>) { self.router = router }
                func select(_ item: MenuItem) { router.trigger(item.route) }
            }
            final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                init() { super.init(initialRoute: nil) }
                override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                    switch route {
                    case .list, .items: return .push(MenuViewController(viewModel: MenuViewModel(router: unownedRouter)))
                    case .close, .dismiss: return .dismiss()
                    }
                }
            }
            """,
            "Cart.swift": """
            enum CartRoute: Route { case items, close }
            final class CartCoordinator: NavigationCoordinator<CartRoute> {
                init() { super.init(initialRoute: .items) }
                override func prepareTransition(for route: CartRoute) -> NavigationTransition {
                    switch route {
                    case .items: return .push(CartViewController(viewModel: CartViewModel(router: unownedRouter)))
                    case .close: return .dismiss()
                    }
                }
            }
            final class CartViewModel {
                let router: UnownedRouter<CartRoute>
                init(router: UnownedRouter<CartRoute>) { self.router = router }
                func closeTapped() { self.router.trigger(.close) }
            }
            """,
        ])
        #expect(m.routeTriggers([.typed]) == ["ShopRoute.list@typed"])
        #expect(deadRoutes(m) == [
            "Route 'ShopRoute.close' is declared but nothing triggers it",
            "Route 'ShopRoute.dismiss' is declared but nothing triggers it",
            "Route 'ShopRoute.items' is declared but nothing triggers it",
        ])
    }

    /// `bind(to: viewModel.trigger)` where `trigger` is the view model's own relay is no router trigger:
    /// it keeps no route alive. `bind(to: router.rx.trigger)` still is one.
    @Test func aViewModelsTriggerRelayIsNotARouterTrigger() {
        let m = xc("""
        import RxSwift
        import RxCocoa
        enum FeedRoute: Route { case list, refresh }
        protocol FeedViewModelType {
            var trigger: PublishRelay<Void> { get }
        }
        final class FeedViewModel: FeedViewModelType {
            let trigger = PublishRelay<Void>()
        }
        final class FeedViewController: UIViewController {
            private let viewModel: FeedViewModel
            private let typedModel: FeedViewModelType
            private let bag = DisposeBag()
            init(viewModel: FeedViewModel, typedModel: FeedViewModelType) {
                self.viewModel = viewModel
                self.typedModel = typedModel
                super.init(nibName: nil, bundle: nil)
            }
            func bind(refresh: UIButton, reload: UIButton) {
                refresh.rx.tap.bind(to: viewModel.trigger).disposed(by: bag)
                reload.rx.tap.bind(to: self.typedModel.trigger).disposed(by: bag)
                let state: FeedRoute = .list
            }
        }
        final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
            init() { super.init(initialRoute: .list) }
            override func prepareTransition(for route: FeedRoute) -> NavigationTransition {
                switch route {
                case .list: return .push(UIViewController())
                case .refresh: return .none()
                }
            }
        }
        """)
        #expect(m.unresolved.filter { $0.kind == .emission }.isEmpty)
        #expect(m.routeTriggers([.typed]).isEmpty)
        #expect(deadRoutes(m) == ["Route 'FeedRoute.refresh' is declared but nothing triggers it"])
    }

    // MARK: item 3, prepareTransition(for:) with no switch

    /// The route handed to a closure the parent supplied (bare and through `self.`), or to the parent
    /// router: one default arm with the body's outcome, marked as handing the route on; not a dispatch
    /// the tool cannot read, and `route_without_arm` does not take it for a dropped route.
    @Test func prepareTransitionWithoutASwitchIsOneDefaultArm() {
        let m = xc("""
        enum DetailRoute: Route { case close, share }
        enum PickerRoute: Route { case pick, cancel }
        enum ListRoute: Route { case list }
        final class DetailCoordinator: NavigationCoordinator<DetailRoute> {
            private let nextRouteHandler: (DetailRoute) -> Void
            init(nextRouteHandler: @escaping (DetailRoute) -> Void) {
                self.nextRouteHandler = nextRouteHandler
                super.init(initialRoute: nil)
            }
            override func prepareTransition(for route: DetailRoute) -> NavigationTransition {
                nextRouteHandler(route)
                return .none()
            }
        }
        final class PickerCoordinator: ViewCoordinator<PickerRoute> {
            var onRoute: ((PickerRoute) -> Void)?
            override func prepareTransition(for route: PickerRoute) -> ViewTransition {
                self.onRoute?(route)
                return .dismiss()
            }
        }
        final class ListCoordinator: NavigationCoordinator<ListRoute> {
            override func prepareTransition(for route: ListRoute) -> NavigationTransition {
                switch route {
                case .list:
                    return .push(ListViewController(share: { [unowned self] in self.detailRouter.trigger(.share) }))
                }
            }
            let detailRouter: UnownedRouter<DetailRoute>
        }
        final class ListViewController: UIViewController {
            init(share: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
        }
        """)
        #expect(arms(m, "DetailCoordinator") == ["default → none"])
        #expect(arms(m, "PickerCoordinator") == ["default → dismiss"])
        #expect(m.flow("DetailCoordinator")?.arms.first?.forwardsOwnStep == true)
        #expect(m.flow("DetailCoordinator")?.delegatesNavigation == false)
        #expect(!m.unresolved.contains { $0.kind == .dispatch })
        #expect(findings(m, Rules.routeWithoutArm).isEmpty)
    }
}

/// `initialRoute:` is XCoordinator's only on a coordinator: an app's own type with that label is no start.
@Suite struct NonCoordinatorInitialRouteTests {
    @Test func anAppsOwnInitialRouteLabelIsNoUnreadStart() {
        let analysis = Analyzer.standard.analyze(sources: [
            (path: "App/AppCoordinator.swift", text: """
                import XCoordinator
                enum AppRoute: Route { case home, about }
                final class AppCoordinator: NavigationCoordinator<AppRoute> {
                    init() { super.init(initialRoute: .home) }
                    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                        switch route {
                        case .home: return .push(UIViewController())
                        case .about: return .push(UIViewController())
                        }
                    }
                }
                """),
            (path: "App/Wizard.swift", text: """
                struct WizardState { let step: Int }
                struct Wizard {
                    let state: WizardState
                    init(initialRoute: WizardState) { state = initialRoute }
                }
                func makeWizard(from saved: WizardState) -> Wizard { Wizard(initialRoute: saved) }
                extension Wizard {
                    static func resumed(_ saved: WizardState) -> Wizard { Self.init(initialRoute: saved) }
                }
                """),
        ])
        #expect(!analysis.model.unresolved.contains { $0.file == "App/Wizard.swift" }, "\(analysis.model.unresolved)")
    }
}
