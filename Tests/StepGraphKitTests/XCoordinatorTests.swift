import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The model of an XCoordinator app written as in-memory files (each imports the library).
func xc(_ files: [String: String]) -> NavigationModel {
    model(files.mapValues { "import XCoordinator\nimport UIKit\n" + $0 })
}

func xc(_ source: String) -> NavigationModel { xc(["App.swift": source]) }

extension NavigationModel {
    /// Emitted routes as `step@how`, sorted.
    func routeTriggers(_ how: Set<EmissionKind>? = nil) -> [String] {
        emissions.filter { how?.contains($0.how) ?? true }.map { "\($0.step)@\($0.how.rawValue)" }.sorted()
    }

    func coordinator(_ name: String) -> CoordinatorModel? { xcoordinator?.coordinators.first { $0.name == name } }
}

/// A navigation coordinator `name` over `route`, whose `prepareTransition(for:)` switches with `arms`.
private func coordinator(_ name: String, _ route: String, arms: String, extra: String = "", initial: String? = nil) -> String {
    """
    final class \(name): NavigationCoordinator<\(route)> {
        init() { super.init(initialRoute: \(initial ?? "nil")) }
        override func prepareTransition(for route: \(route)) -> NavigationTransition {
            switch route {
    \(arms)
            }
        }
    \(extra)
    }
    """
}

@Suite struct XCoordinatorRouteEnumTests {
    @Test func directExtensionNestedPayloadsAndAliases() {
        let m = xc("""
        enum AppRoute: Route {
            case home
            case item(id: Int), share(URL)
            case main(StrongRouter<MainRoute>?)
        }
        enum MainRoute: XCoordinator.Route { case feed }
        enum LegacyRoute { case about }
        extension LegacyRoute: Route {}
        enum Checkout {
            enum Step: Route { case cart, pay(amount: Decimal) }
        }
        enum NotARoute { case x }
        typealias R = AppRoute
        final class AppCoordinator: NavigationCoordinator<R> {
            override func prepareTransition(for route: RouteType) -> TransitionType { .none() }
        }
        """)
        #expect(m.stepEnums.map(\.name) == ["AppRoute", "Checkout.Step", "LegacyRoute", "MainRoute"])
        #expect(m.stepEnums.allSatisfy { $0.framework == .xcoordinator })
        #expect(m.stepEnums[0].cases.map(\.name) == ["home", "item", "share", "main"])
        #expect(m.stepEnums[0].cases[1].associatedValues == "(id: Int)")
        #expect(m.stepEnums[2].conformance == .viaExtension)
        #expect(m.stepEnums[1].cases.map(\.name) == ["cart", "pay"])
        #expect(m.flow("AppCoordinator")?.stepTypes == ["AppRoute"])
        #expect(m.flow("AppCoordinator")?.framework == .xcoordinator)
    }

    @Test func routeConformersNeedXCoordinator() {
        // A `Route` protocol of the app's own, and no coordinator: not XCoordinator code.
        let m = model("""
        protocol Route { var path: String { get } }
        enum ApiRoute: Route { case users; var path: String { "" } }
        func trigger(_ x: Int) {}
        """)
        #expect(m.stepEnums.isEmpty && m.flows.isEmpty && m.xcoordinator == nil)
    }
}

@Suite struct XCoordinatorCoordinatorTests {
    @Test func everyLibraryBaseGivesKindRootAndRoute() {
        let m = xc("""
        enum A: Route { case a }
        enum B: Route { case b }
        enum C: Route { case c }
        enum D: Route { case d }
        enum E: Route { case e }
        enum F: Route { case f }
        enum G: Route { case g }
        final class NavC: NavigationCoordinator<A> {}
        final class TabC: XCoordinator.TabBarCoordinator<B> {}
        final class ViewC: ViewCoordinator<C> {}
        final class SplitC: SplitCoordinator<D> {}
        final class PageC: PageCoordinator<E> {}
        final class BasicC: BasicCoordinator<F, NavigationTransition> {}
        final class RedirectC: RedirectionRouter<A, G> {}
        """)
        let shapes = (m.xcoordinator?.coordinators ?? []).map { "\($0.name):\($0.kind.rawValue):\($0.routeType ?? "-")" }
        #expect(shapes == ["BasicC:basic:F", "NavC:navigation:A", "PageC:page:E", "RedirectC:redirection:G", "SplitC:split:D",
                           "TabC:tab_bar:B", "ViewC:view:C"])
        #expect(m.coordinator("RedirectC")?.parentRouteType == "A")
        #expect(m.flows.map(\.rootKind) == [.unknown, .navigationStack, .page, .unknown, .splitView, .tabBar, .viewController])
        #expect(m.flow("TabC")?.rootType == "UITabBarController")
    }

    @Test func appBaseClassesPassTheRouteThrough() {
        let m = xc("""
        enum HomeRoute: Route { case list }
        enum SettingsRoute: Route { case root }
        class BaseCoordinator<R: Route>: NavigationCoordinator<R> {
            func track() {}
        }
        class TrackedCoordinator<T: Route, Extra>: BaseCoordinator<T> {}
        final class HomeCoordinator: BaseCoordinator<HomeRoute> {
            init() { super.init(initialRoute: .list) }
            override func prepareTransition(for route: HomeRoute) -> NavigationTransition {
                switch route { case .list: return .push(UIViewController()) }
            }
        }
        final class SettingsCoordinator: TrackedCoordinator<SettingsRoute, Int> {}
        """)
        #expect(m.flows.map(\.name) == ["HomeCoordinator", "SettingsCoordinator"])
        #expect(m.coordinator("SettingsCoordinator")?.routeType == "SettingsRoute")
        #expect(m.coordinator("HomeCoordinator")?.kind == .navigation)
        #expect(m.coordinator("HomeCoordinator")?.initialRoutes == ["HomeRoute.list"])
    }

    @Test func aBaseCoordinatorIsMadeThroughItsSubclasses() {
        let m = xc("""
        enum ListRoute: Route { case items }
        class ListCoordinator: NavigationCoordinator<ListRoute> {}
        final class FavoritesCoordinator: ListCoordinator {}
        final class ArchiveCoordinator: ListCoordinator {}
        public final class SharedListCoordinator: ListCoordinator {}
        let favorites = FavoritesCoordinator()
        """)
        #expect(m.flows.map { "\($0.name):\($0.isInstantiated)" } == ["ArchiveCoordinator:false", "FavoritesCoordinator:true", "ListCoordinator:true",
                                                                     "SharedListCoordinator:true"])
        #expect(m.flows.allSatisfy { $0.stepTypes == ["ListRoute"] })
    }

    @Test func initialRouteInEverySpelling() {
        let m = xc("""
        enum AppRoute: Route { case splash, login, home }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            init(loggedIn: Bool) {
                if loggedIn {
                    super.init(rootViewController: UINavigationController(), initialRoute: AppRoute.home)
                } else {
                    super.init(
                        initialRoute:
                            .login
                    )
                }
            }
            convenience init() { self.init(loggedIn: false) }
            override func prepareTransition(for route: AppRoute) -> NavigationTransition { .none() }
        }
        """)
        #expect(m.routeTriggers([.initialRoute]) == ["AppRoute.home@initialRoute", "AppRoute.login@initialRoute"])
        #expect(m.coordinator("AppCoordinator")?.initialRoutes == ["AppRoute.home", "AppRoute.login"])
    }
}

@Suite struct XCoordinatorArmTests {
    /// §6.1: payloads, multi-pattern arms, `default:`, a return type through the generic alias.
    @Test func multiPatternDefaultAndAliasedSignature() {
        let m = xc("""
        enum ShopRoute: Route { case list, item(id: Int), cart(CartInfo), share(URL), close }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: RouteType) -> TransitionType {   // == ShopRoute / NavigationTransition
                switch route {
                case .list:               return .push(ShopListViewController(router: unownedRouter))
                case .item(let id):       return .push(makeItemScreen(id))
                case .share, .close:      return .dismiss()
                default:                  return .none()
                }
            }
            private func makeItemScreen(_ id: Int) -> UIViewController { ItemViewController(id: id) }
        }
        """)
        let arms = m.flow("ShopCoordinator")?.arms ?? []
        #expect(arms.map(\.steps) == [["ShopRoute.list"], ["ShopRoute.item"], ["ShopRoute.share", "ShopRoute.close"], []])
        #expect(arms.map(\.outcomes) == [[.push], [.push], [.dismiss], [.none]])
        #expect(arms.map(\.isDefault) == [false, false, false, true])
        #expect(arms[0].presentables == ["ShopListViewController"])
        #expect(m.flow("ShopCoordinator")?.hasDefaultArm == true)
    }

    @Test func parenthesisedSwitchImplicitReturnAvailabilityAndDoCatch() {
        let m = xc("""
        enum NewsRoute: Route { case list, detail, peek, load, close }
        final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
            override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
                switch(route) {
                case .list: .push(NewsListViewController())
                case .detail:
                    return .presentOnRoot(NewsDetailViewController(), animation: .fade)
                case .peek:
                    if #available(iOS 13, *) {
                        return .none()
                    } else {
                        return registerPeek(for: source, route: .detail)
                    }
                case .load:
                    do {
                        let screen = try NewsLoader.make()
                        return .set([screen])
                    } catch {
                        return .present(UIAlertController(title: "Error", message: nil, preferredStyle: .alert))
                    }
                case .close: return NavigationTransition.popToRoot()
                }
            }
        }
        """)
        let arms = m.flow("NewsCoordinator")?.arms ?? []
        #expect(arms.count == 5)
        #expect(arms.map(\.outcomes) == [[.push], [.present], [.none, .other], [.present, .setRoot], [.pop]])
        #expect(arms[1].presentables == ["NewsDetailViewController"])
        #expect(arms[3].presentables == ["NewsLoader", "UIAlertController"])
    }

    @Test func everyFactoryInTheSharedVocabulary() {
        let m = xc("""
        enum R: Route { case a, b, c, d, e, f, g, h, i, j, k }
        final class C: NavigationCoordinator<R> {
            override func prepareTransition(for route: R) -> NavigationTransition {
                switch route {
                case .a: return .show(AViewController())
                case .b: return .dismissToRoot()
                case .c: return .pop(to: rootViewController)
                case .d: return .pop()
                case .e: return .multiple(.dismiss(), .push(EViewController()))
                case .f: return .showDetail(FViewController())
                case .g: return .embed(GViewController(), in: container)
                case .h: return .trigger(.a, on: self)
                case .i: return .route(.b, on: self)
                case .j: return .fadeIn(JViewController())
                case .k: return transition
                }
            }
        }
        """)
        let outcomes = (m.flow("C")?.arms ?? []).map(\.outcomes)
        #expect(outcomes == [[.push], [.dismiss], [.pop], [.pop], [.dismiss, .multiple, .push], [.other], [.other], [.trigger], [.trigger],
                             [.other], [.other]])
        #expect(m.arm("C", "R.h")?.nextSteps == ["R.a"])
        #expect(m.arm("C", "R.i")?.nextSteps == ["R.b"])
    }

    /// §6.6: helpers called from an arm, followed to any depth, each once, across extensions and files.
    @Test func helpersFollowedTransitivelyAcrossExtensionsWithCycles() {
        let m = xc([
            "Shop.swift": """
            enum ShopRoute: Route { case item(Int), cart }
            final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                    switch route {
                    case .item(let id): return showItem(id)
                    case .cart: return self.showCart()
                    }
                }
                private func showItem(_ id: Int) -> NavigationTransition {
                    log(); return showItem(id)
                }
            }
            """,
            "Shop+Helpers.swift": """
            extension ShopCoordinator {
                func log() { _ = prepareAlert() }
                func prepareAlert() -> NavigationTransition { .present(UIAlertController()) }
                func showCart() -> NavigationTransition { .multiple(.popToRoot(), .push(CartViewController())) }
            }
            """,
        ])
        #expect(m.arm("ShopCoordinator", "ShopRoute.item")?.outcomes == [.present])
        #expect(m.arm("ShopCoordinator", "ShopRoute.item")?.via == ["log", "prepareAlert", "showItem"])
        #expect(m.arm("ShopCoordinator", "ShopRoute.cart")?.outcomes == [.multiple, .pop, .push])
        #expect(m.arm("ShopCoordinator", "ShopRoute.cart")?.presentables == ["CartViewController"])
    }

    @Test func prepareTransitionSplitAcrossExtensionsAndDispatchHelpers() {
        let m = xc([
            "A.swift": """
            enum AppRoute: Route { case home, settings, about, legal }
            final class AppCoordinator: NavigationCoordinator<AppRoute> {}
            """,
            "B.swift": """
            extension AppCoordinator {
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .home: return .push(HomeViewController())
                    default: return prepareInfo(for: route)
                    }
                }
            }
            """,
            "C.swift": """
            extension AppCoordinator {
                func prepareInfo(for info: AppRoute) -> NavigationTransition {
                    switch info {
                    case .settings: return .present(SettingsViewController())
                    case .about, .legal: return .push(InfoViewController())
                    case .home: return .none()
                    }
                }
            }
            """,
        ])
        let arms = m.flow("AppCoordinator")?.arms ?? []
        #expect(arms.map(\.file) == ["B.swift", "B.swift", "C.swift", "C.swift", "C.swift"])
        #expect(m.arm("AppCoordinator", "AppRoute.settings")?.outcomes == [.present])
        #expect(m.arm("AppCoordinator", "AppRoute.legal")?.outcomes == [.push])
        #expect(m.flow("AppCoordinator")?.delegatesNavigation == false)
    }

    @Test func prepareTransitionWithoutSwitchIsUnresolved() {
        let m = xc("""
        enum AppRoute: Route { case home }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition { route.transition }
        }
        """)
        #expect(m.flow("AppCoordinator")?.delegatesNavigation == true)
        #expect(m.unresolved.map(\.kind) == [.dispatch])
    }

    /// §6.2: a child coordinator built in an arm, in several spellings.
    @Test func childCoordinatorsBuiltInArms() {
        let m = xc("""
        enum ShopRoute: Route { case checkout, help, filters, wizard }
        enum CheckoutRoute: Route { case start }
        enum HelpRoute: Route { case faq }
        enum WizardRoute: Route { case one }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .checkout:
                    let flow = CheckoutCoordinator(basket: basket)
                    return .present(flow, animation: .default)
                case .help: return .presentOnRoot(HelpCoordinator().strongRouter)
                case .filters:
                    let wizard = WizardCoordinator()
                    return .embed(wizard, in: filtersContainer)
                case .wizard:
                    return .present(makeWizard())
                }
            }
            private func makeWizard() -> WizardCoordinator { WizardCoordinator() }
        }
        final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
            init(basket: Basket) { super.init(initialRoute: .start) }
        }
        final class HelpCoordinator: ViewCoordinator<HelpRoute> {}
        final class WizardCoordinator: PageCoordinator<WizardRoute> {}
        """)
        #expect(m.arm("ShopCoordinator", "ShopRoute.checkout")?.childFlows == ["CheckoutCoordinator"])
        #expect(m.arm("ShopCoordinator", "ShopRoute.checkout")?.outcomes == [.childFlow, .present])
        #expect(m.arm("ShopCoordinator", "ShopRoute.help")?.childFlows == ["HelpCoordinator"])
        #expect(m.arm("ShopCoordinator", "ShopRoute.filters")?.childFlows == ["WizardCoordinator"])
        #expect(m.arm("ShopCoordinator", "ShopRoute.filters")?.outcomes == [.childFlow, .other])
        let others = m.flows.filter { $0.name != "ShopCoordinator" }
        #expect(others.count == 3 && others.allSatisfy { $0.isInstantiated })
        #expect(m.flow("ShopCoordinator")?.isInstantiated == false)
    }

    /// §6.7: tabs built in `init` from child routers, `select` as the arms.
    @Test func tabsFromChildRoutersAndSelectArms() {
        let m = xc("""
        enum MainRoute: Route { case feed, me }
        enum FeedRoute: Route { case list }
        enum MeRoute: Route { case profile }
        final class MainCoordinator: TabBarCoordinator<MainRoute> {
            private let feedRouter: StrongRouter<FeedRoute>
            private let meRouter: StrongRouter<MeRoute>
            init(feedRouter: StrongRouter<FeedRoute> = FeedCoordinator().strongRouter) {
                let me = MeCoordinator()
                self.feedRouter = feedRouter
                self.meRouter = me.strongRouter
                super.init(tabs: [feedRouter, me.strongRouter], select: feedRouter)
            }
            override func prepareTransition(for route: MainRoute) -> TabBarTransition {
                switch route {
                case .feed: return .select(feedRouter)
                case .me: return .select(meRouter)
                }
            }
        }
        final class FeedCoordinator: NavigationCoordinator<FeedRoute> {}
        final class MeCoordinator: NavigationCoordinator<MeRoute> {}
        """)
        #expect(m.coordinator("MainCoordinator")?.children == ["FeedCoordinator", "MeCoordinator"])
        #expect(m.arm("MainCoordinator", "MainRoute.me")?.outcomes == [.other])
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let main = graph.frames.first { $0.name == "MainCoordinator" }
        #expect(graph.frames.filter { $0.parent == main?.id }.map(\.name) == ["FeedCoordinator", "MeCoordinator"])
    }

    /// §6.8: a sibling on a shared navigation stack, triggered through `.trigger(_:on:)`.
    @Test func siblingOnSharedStack() {
        let m = xc("""
        enum AppRoute: Route { case settings }
        enum SettingsRoute: Route { case home }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case .settings:
                    let sub = SettingsCoordinator(rootViewController: rootViewController)
                    addChild(sub)
                    return .trigger(.home, on: sub)
                }
            }
        }
        final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
        """)
        #expect(m.arm("AppCoordinator", "AppRoute.settings")?.childFlows == ["SettingsCoordinator"])
        #expect(m.arm("AppCoordinator", "AppRoute.settings")?.outcomes == [.childFlow, .trigger])
        #expect(m.arm("AppCoordinator", "AppRoute.settings")?.nextSteps == ["SettingsRoute.home"])
        #expect(m.routeTriggers([.transitionTrigger]) == ["SettingsRoute.home@transitionTrigger"])
    }
}

@Suite struct XCoordinatorTriggerTests {
    /// Two route enums share `.close`: only the router's route type tells which one a trigger means.
    static let routes = """
    enum ShopRoute: Route { case list, item(Int), cart(CartInfo), close }
    enum CartRoute: Route { case close }
    """

    /// §6.4: stored router properties in every spelling.
    @Test func storedRouterPropertiesInEverySpelling() {
        let m = xc(XCoordinatorTriggerTests.routes + """

        typealias ShopRouter = UnownedRouter<ShopRoute>
        final class A { private let router: UnownedRouter<ShopRoute>; init(r: UnownedRouter<ShopRoute>) { router = r }; func f() { router.trigger(.close) } }
        final class B { var router: AnyRouter<CartRoute>!; func f() { router.trigger(.close) } }
        final class C { weak var coordinator: ShopCoordinator?; func f() { coordinator?.trigger(.close) } }
        final class D { let router: ShopRouter; init(router: ShopRouter) { self.router = router }; func f() { self.router.trigger(.close) } }
        final class E { let router: WeakRouter<CartRoute>; init(router: WeakRouter<CartRoute>) { self.router = router }
            func f() { router.trigger(.close, with: TransitionOptions(animated: false)) { print("done") } } }
        final class F { func f(router: StrongRouter<ShopRoute>) { router.contextTrigger(.close, with: .init(animated: true), completion: nil) } }
        final class G { let router: any Router<CartRoute>; init(router: any Router<CartRoute>) { self.router = router }; func f() { router.trigger(.close) } }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {}
        """)
        let sites = m.emissions.filter { $0.how == .trigger }.map { "\($0.enclosingType!):\($0.step)" }
        #expect(sites == ["A:ShopRoute.close", "B:CartRoute.close", "C:ShopRoute.close", "D:ShopRoute.close", "E:CartRoute.close",
                          "F:ShopRoute.close", "G:CartRoute.close"])
        #expect(m.ambiguities.isEmpty)
    }

    /// §6.3: routers handed down to view models, by property injection and through factories.
    @Test func routersHandedDownAttributeTriggersToTheArmsThatBuildTheScreens() {
        let m = xc(XCoordinatorTriggerTests.routes + """

        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .list:
                    return .push(ShopListViewController(viewModel: ShopListViewModel(router: unownedRouter)))
                case .item:
                    let vc = ItemViewController()
                    vc.viewModel.router = weakRouter
                    return .push(vc)
                case .cart:
                    return .present(Screens.make(router: unownedRouter))
                case .close: return .dismiss()
                }
            }
        }
        final class ShopListViewModel {
            private let router: UnownedRouter<ShopRoute>
            init(router: UnownedRouter<ShopRoute>) { self.router = router }
            func select(_ id: Int) { router.trigger(.item(id)) }
        }
        final class ItemViewController: UIViewController { let viewModel = ItemViewModel() }
        final class ItemViewModel {
            var router: WeakRouter<ShopRoute>?
            func buy() { router?.trigger(.cart(CartInfo())) }
        }
        enum Screens {
            static func make(router: UnownedRouter<ShopRoute>) -> UIViewController { CartViewController(close: { router.trigger(.close) }) }
        }
        """)
        #expect(m.arm("ShopCoordinator", "ShopRoute.list")?.nextSteps == ["ShopRoute.item"])
        #expect(m.arm("ShopCoordinator", "ShopRoute.item")?.nextSteps == ["ShopRoute.cart"])
        #expect(m.arm("ShopCoordinator", "ShopRoute.cart")?.nextSteps == ["ShopRoute.close"])
        #expect(m.routeTriggers([.trigger]) == ["ShopRoute.cart@trigger", "ShopRoute.close@trigger", "ShopRoute.item@trigger"])
    }

    /// §6.5: triggers in view model input closures, Rx and Combine.
    @Test func triggersInClosuresRxAndCombine() {
        let m = xc(XCoordinatorTriggerTests.routes + """

        final class ShopViewModel {
            private let router: UnownedRouter<ShopRoute>
            init(router: UnownedRouter<ShopRoute>) { self.router = router }
            lazy var openCart = CocoaAction { [unowned self] in self.router.rx.trigger(.cart(self.info)) }
            func bind(input: Input) {
                input.didTapClose = { [weak self] in self?.router.trigger(.close) }
                itemSelected.map(ShopRoute.item).flatMap(router.rx.trigger).subscribe().disposed(by: bag)
                cancellable = router.publishers.trigger(.list).sink { }
            }
        }
        """)
        #expect(m.routeTriggers([.trigger, .reference]) == ["ShopRoute.cart@trigger", "ShopRoute.close@trigger", "ShopRoute.item@reference",
                                                           "ShopRoute.list@trigger"])
        // `flatMap(router.rx.trigger)` triggers values: the cases written as implicit members may be them.
        #expect(m.unresolved.map(\.detail) == ["rx.trigger"])
        #expect(m.routeTriggers([.typed]) == ["ShopRoute.cart@typed", "ShopRoute.close@typed", "ShopRoute.list@typed"])
    }

    /// §6.9: a coordinator carried in a route payload, built at the trigger site in an alert action.
    @Test func coordinatorInRoutePayload() {
        let m = xc("""
        enum AppRoute: Route { case login, main(StrongRouter<MainRoute>?) }
        enum MainRoute: Route { case home }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case .login:
                    let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                        self.trigger(.main(TabsCoordinator().strongRouter))
                    })
                    return .present(alert)
                case .main(let router):
                    return .presentFullScreen(router ?? TabsCoordinator().strongRouter)
                }
            }
        }
        final class TabsCoordinator: TabBarCoordinator<MainRoute> {}
        extension Transition {
            static func presentFullScreen(_ presentable: Presentable) -> Transition {
                presentable.viewController?.modalPresentationStyle = .fullScreen
                return .present(presentable)
            }
        }
        """)
        #expect(m.routeTriggers([.trigger]) == ["AppRoute.main@trigger"])
        #expect(m.flow("TabsCoordinator")?.isInstantiated == true)
        #expect(m.arm("AppCoordinator", "AppRoute.login")?.outcomes == [.present])
        #expect(m.arm("AppCoordinator", "AppRoute.main")?.outcomes.contains(.present) == true)
    }

    /// §6.10: a deep link chained after dismissing and popping.
    @Test func deepLinkChain() {
        let m = xc("""
        enum AppRoute: Route { case main(StrongRouter<MainRoute>?), notification(Int) }
        enum MainRoute: Route { case feed }
        enum FeedRoute: Route { case post(Int) }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case .main: return .none()
                case .notification(let id):
                    return .multiple(.dismissToRoot(), .popToRoot(), deepLink(AppRoute.main(nil), MainRoute.feed, FeedRoute.post(id)))
                }
            }
        }
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let router = AppCoordinator().strongRouter
            func open(_ id: Int) { router.trigger(.notification(id)) }
        }
        """)
        #expect(m.arm("AppCoordinator", "AppRoute.notification")?.outcomes == [.dismiss, .multiple, .pop, .trigger])
        #expect(m.routeTriggers([.deepLinkChain]) == ["AppRoute.main@deepLinkChain", "FeedRoute.post@deepLinkChain",
                                                      "MainRoute.feed@deepLinkChain"])
        #expect(m.routeTriggers([.trigger]) == ["AppRoute.notification@trigger"])
    }

    /// A deep link through an arm that shows a router carried in the route: the tool cannot tell which
    /// coordinator it is, so the chain is not judged.
    @Test func deepLinkThroughAnUntypedPresentableIsNotJudged() {
        let m = xc("""
        enum AppRoute: Route { case home(StrongRouter<HomeRoute>?), detail(Int) }
        enum HomeRoute: Route { case news }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case let .home(router): return .presentFullScreen(router ?? HomeCoordinator().strongRouter, animation: .fade)
                case .detail: return deepLink(AppRoute.home(HomeCoordinator().strongRouter), HomeRoute.news)
                }
            }
        }
        final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
            override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
                switch route { case .news: return .select(index: 0) }
            }
        }
        extension Transition {
            static func presentFullScreen(_ presentable: Presentable, animation: Animation?) -> Transition {
                presentable.viewController?.modalPresentationStyle = .fullScreen
                return .present(presentable, animation: animation)
            }
        }
        """)
        #expect(m.unresolved.map { "\($0.kind.rawValue):\($0.detail)" } == ["transition:shows router ?? HomeCoordinator().strongRouter"])
        #expect(findings(m, Rules.deepLinkWithoutRouter).isEmpty)
    }

    /// §6.11: a redirection router pushed by its parent, mapping its routes to the parent's.
    @Test func redirectionRouterMapsToParentRoutes() {
        let m = xc("""
        enum ShopRoute: Route { case list, filtered(Filter), close }
        enum FilterRoute: Route { case apply(Filter), cancel }
        final class FilterRouter: RedirectionRouter<ShopRoute, FilterRoute> {
            override func mapToParentRoute(_ route: FilterRoute) -> ShopRoute {
                switch route {
                case .apply(let filter): return .filtered(filter)
                case .cancel: return ShopRoute.list
                }
            }
        }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .list:
                    let vc = FilterViewController()
                    return .push(FilterRouter(viewController: vc, parent: unownedRouter, map: nil))
                case .filtered, .close: return .none()
                }
            }
        }
        """)
        #expect(m.routeTriggers([.redirect]) == ["ShopRoute.filtered@redirect", "ShopRoute.list@redirect"])
        #expect(m.arm("ShopCoordinator", "ShopRoute.list")?.childFlows == ["FilterRouter"])
        #expect(m.coordinator("FilterRouter")?.parentRouteType == "ShopRoute")
    }

    /// §6.12: closure coordinators (their start route; the arm building one starts it; more in XCoordinatorClosureTests).
    @Test func closureCoordinators() {
        let m = xc("""
        enum ShopRoute: Route { case help }
        enum HelpRoute: Route { case faq, contact }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .help:
                    let help = BasicNavigationCoordinator<HelpRoute>(rootViewController: UINavigationController(), initialRoute: .faq) { route in
                        switch route {
                        case .faq: return .push(FAQViewController())
                        case .contact: return .none()
                        }
                    }
                    return .present(help)
                }
            }
        }
        """)
        #expect(m.routeTriggers([.initialRoute]) == ["HelpRoute.faq@initialRoute"])
        #expect(m.flow("ShopCoordinator")?.arms.count == 1)
        #expect(m.arm("ShopCoordinator", "ShopRoute.help")?.outcomes.contains(.childFlow) == true)
    }

    @Test func dynamicTriggersKeepImplicitlyNamedRoutesAlive() {
        let m = xc("""
        enum MenuRoute: Route { case about, help, never }
        struct MenuItem { let title: String; let route: MenuRoute }
        final class MenuViewModel {
            let router: UnownedRouter<MenuRoute>
            init(router: UnownedRouter<MenuRoute>) { self.router = router }
            let items = [MenuItem(title: "About", route: .about), MenuItem(title: "Help", route: .help)]
            func select(_ item: MenuItem) { router.trigger(item.route) }
        }
        """)
        #expect(m.routeTriggers([.typed]) == ["MenuRoute.about@typed", "MenuRoute.help@typed"])
        #expect(m.unresolved.map(\.detail) == ["item.route"])
        let dead = findings(m, Rules.deadStep)
        #expect(dead == ["dead_step|MenuRoute.never"])
    }

    @Test func routesBoundToAnRxTriggerObserverStayAlive() {
        let m = xc(XCoordinatorTriggerTests.routes + """

        final class CartViewController: UIViewController {
            var router: UnownedRouter<ShopRoute>!
            func bind() {
                closeButton.rx.tap.map { _ in .close }.bind(to: router.rx.trigger).disposed(by: bag)
            }
        }
        """)
        #expect(m.unresolved.map(\.detail) == ["rx.trigger"])
        #expect(m.routeTriggers([.typed]) == ["ShopRoute.close@typed"])
        let forEach = xc(XCoordinatorTriggerTests.routes + """

        final class Onboarding {
            let router: UnownedRouter<CartRoute>
            init(router: UnownedRouter<CartRoute>) { self.router = router }
            func replay() { [CartRoute.close].forEach(router.trigger) }
        }
        """)
        #expect(forEach.unresolved.map(\.detail) == ["router.trigger"])
    }

    @Test func redirectionMapClosures() {
        let m = xc("""
        enum ShopRoute: Route { case list, filters, close }
        enum FilterRoute: Route { case apply, cancel }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .filters:
                    let filters = RedirectionRouter<ShopRoute, FilterRoute>(viewController: FilterViewController(), parent: unownedRouter, map: { route in
                        switch route {
                        case .apply: return .list
                        case .cancel: return .close
                        }
                    })
                    return .push(filters)
                case .list, .close: return .none()
                }
            }
        }
        """)
        #expect(m.routeTriggers([.redirect]) == ["ShopRoute.close@redirect", "ShopRoute.list@redirect"])
        #expect(m.flow("ShopCoordinator")?.arms.count == 2)
        #expect(m.arm("ShopCoordinator", "ShopRoute.filters")?.outcomes == [.childFlow, .push])
    }

    @Test func chainsPeeksGesturesAndShortcutsKeepRoutesAlive() {
        let m = xc("""
        enum NewsRoute: Route {
            case list, detail, preview, swipe, latest
            static var start: NewsRoute { .latest }
        }
        final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
            init(cell: UIView, recognizer: UIGestureRecognizer) {
                super.init(initialRoute: nil)
                registerPeek(for: cell, route: .preview)
                registerInteractiveTransition(for: .swipe, triggeredBy: recognizer, progress: { _ in 0 }, shouldFinish: { _ in true }, completion: nil)
            }
            override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
                switch route {
                case .list: return chain(routes: [.detail, .preview])
                case .detail, .preview, .swipe, .latest: return .none()
                }
            }
        }
        """)
        #expect(m.routeTriggers() == ["NewsRoute.detail@transitionTrigger", "NewsRoute.latest@reference", "NewsRoute.preview@transitionTrigger",
                                      "NewsRoute.preview@trigger", "NewsRoute.swipe@trigger"])
        // The chain runs the chained routes' arms: theirs (`.none()`) is the arm's outcome too.
        #expect(m.arm("NewsCoordinator", "NewsRoute.list")?.outcomes == [.multiple, .none])
    }

    @Test func routesCarriedInAnotherRoutesPayload() {
        let m = xc("""
        enum AppRoute: Route { case home, settings(SettingsRoute) }
        enum SettingsRoute: Route { case profile, privacy }
        final class HomeViewModel {
            let router: UnownedRouter<AppRoute>
            init(router: UnownedRouter<AppRoute>) { self.router = router }
            func openProfile() { router.trigger(.settings(.profile)) }
        }
        """)
        #expect(m.stepEnums.allSatisfy { $0.cases.allSatisfy { $0.payloadStepType == nil } })
        let dead = findings(m, Rules.deadStep)
        #expect(dead == ["dead_step|AppRoute.home", "dead_step|SettingsRoute.privacy"])
    }

    @Test func patternsAndComparisonsAreNotTriggers() {
        let m = xc("""
        enum AppRoute: Route { case home, about }
        func isHome(_ route: AppRoute) -> Bool {
            if case AppRoute.home = route { return true }
            return route == AppRoute.about
        }
        """)
        #expect(m.emissions.isEmpty)
    }
}

@Suite struct XCoordinatorEntryTests {
    @Test func rootsInEverySpelling() {
        let m = xc([
            "AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private let router = AppCoordinator().strongRouter
                private lazy var mainWindow = UIWindow()
                func application(_ application: UIApplication) -> Bool {
                    router.setRoot(for: mainWindow)
                    return true
                }
            }
            """,
            "SceneDelegate.swift": """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let coordinator = SceneCoordinator()
                var other: StrongRouter<OtherRoute>?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    coordinator.setRoot(for: window)
                    other?.setRoot(for: window)
                    self.window = window
                }
            }
            """,
            "Coordinators.swift": """
            enum AppRoute: Route { case home }
            enum SceneRoute: Route { case home }
            enum OtherRoute: Route { case home }
            final class AppCoordinator: NavigationCoordinator<AppRoute> {}
            final class SceneCoordinator: ViewCoordinator<SceneRoute> {}
            final class OtherCoordinator: TabBarCoordinator<OtherRoute> {}
            """,
        ])
        #expect((m.xcoordinator?.roots ?? []).map { "\($0.enclosingType!):\($0.coordinator)" }
                == ["AppDelegate:AppCoordinator", "SceneDelegate:SceneCoordinator", "SceneDelegate:OtherCoordinator"])
    }

    @Test func frameworkSelectionAndOtherFrontEndsUnchanged() {
        let source = """
        import XCoordinator
        enum AppRoute: Route { case home }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {}
        """
        let onlyRxFlow = Analyzer.standard.analyze(sources: [(path: "App.swift", text: source)], frameworks: [.rxflow]).model
        #expect(onlyRxFlow.flows.isEmpty && onlyRxFlow.stepEnums.isEmpty && onlyRxFlow.xcoordinator == nil)
        let onlyXC = Analyzer.standard.analyze(sources: [(path: "App.swift", text: source)], frameworks: [.xcoordinator]).model
        #expect(onlyXC.flows.map(\.name) == ["AppCoordinator"])
        // An RxFlow app's model has no XCoordinator part (and its JSON no `xcoordinator` key).
        let rxflow = model("""
        enum AppStep: Step { case home }
        \(flowSource(arms: "default: return .none"))
        """)
        #expect(rxflow.xcoordinator == nil && rxflow.stepEnums.allSatisfy { $0.framework == nil })
    }

    @Test func commentedOutAndVendoredCodeIsIgnored() {
        let m = model([
            "App.swift": """
            import XCoordinator
            enum AppRoute: Route { case home }
            /*
            final class OldCoordinator: NavigationCoordinator<AppRoute> {
                override func prepareTransition(for route: AppRoute) -> NavigationTransition { .none() }
            }
            */
            // final class OlderCoordinator: NavigationCoordinator<AppRoute> {}
            """,
            "Pods/XCoordinator/BaseCoordinator.swift": "open class BaseCoordinator<RouteType: Route, TransitionType> {}",
            "Pods/XCoordinator/NavigationCoordinator.swift": "open class NavigationCoordinator<R: Route>: BaseCoordinator<R, NavigationTransition> {}",
            "Pods/XCoordinator/TabBarCoordinator.swift": "open class TabBarCoordinator<R: Route>: BaseCoordinator<R, TabBarTransition> {}",
            "Pods/XCoordinator/RedirectionRouter.swift": "open class RedirectionRouter<P: Route, R: Route> {}",
            "Pods/XCoordinator/StrongRouter.swift": "public final class StrongRouter<R: Route> {}",
        ])
        #expect(m.flows.isEmpty)
        #expect(m.stepEnums.map(\.name) == ["AppRoute"])
    }
}

@Suite struct TravelPlannerSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("TravelPlanner") }

    @Test func routeEnumsAndCoordinators() {
        #expect(m.stepEnums.map(\.name) == ["AppRoute", "BookingRoute", "CurrencyRoute", "ExploreRoute", "HomeRoute", "OnboardingRoute",
                                            "PackingRoute", "TripsRoute"])
        #expect(m.stepEnums.first { $0.name == "TripsRoute" }?.cases.map(\.name) == ["list", "detail", "addTrip", "booking", "packing", "archive",
                                                                                         "close"])
        #expect(m.flows.map(\.name) == ["AppCoordinator", "BookingCoordinator", "CurrencyCoordinator", "ExploreCoordinator", "HomeCoordinator",
                                        "OnboardingCoordinator", "PackingCoordinator", "TripsCoordinator"])
        #expect(m.flows.map(\.rootKind) == [.navigationStack, .navigationStack, .viewController, .navigationStack, .tabBar, .navigationStack,
                                            .navigationStack, .navigationStack])
        #expect(m.flows.filter { !$0.isInstantiated }.map(\.name) == ["CurrencyCoordinator"])
        #expect(m.ambiguities.isEmpty && m.unresolved.isEmpty && m.diagnostics.isEmpty)
        #expect(m.coordinations.isEmpty && m.steppers.isEmpty && m.screens.isEmpty)
    }

    @Test func startAndChildren() {
        #expect((m.xcoordinator?.roots ?? []).map { "\($0.file):\($0.line):\($0.column):\($0.coordinator)" } == ["App/AppDelegate.swift:12:16:AppCoordinator"])
        #expect(m.coordinator("AppCoordinator")?.initialRoutes == ["AppRoute.home", "AppRoute.onboarding"])
        #expect(m.coordinator("HomeCoordinator")?.children == ["ExploreCoordinator", "TripsCoordinator"])
        #expect(m.arm("AppCoordinator", "AppRoute.onboarding")?.childFlows == ["OnboardingCoordinator"])
        #expect(m.arm("AppCoordinator", "AppRoute.home")?.childFlows == ["HomeCoordinator"])
        #expect(m.arm("TripsCoordinator", "TripsRoute.booking")?.childFlows == ["BookingCoordinator"])
        #expect(m.arm("TripsCoordinator", "TripsRoute.booking")?.outcomes == [.childFlow, .present])
        // `addChild(packing)` + `.trigger(.checklist(…), on: packing)`: a child sharing the trips stack.
        #expect(m.arm("TripsCoordinator", "TripsRoute.packing")?.childFlows == ["PackingCoordinator"])
        #expect(m.arm("TripsCoordinator", "TripsRoute.packing")?.childrenOutsideTransition == ["PackingCoordinator"])
    }

    @Test func armsOutcomesAndWhatComesNext() {
        let arms = m.flows.flatMap { flow in flow.arms.map { "\(flow.name).\($0.isDefault ? "default" : $0.steps.joined(separator: "+")): "
            + $0.outcomes.map(\.rawValue).joined(separator: ",") + " → " + $0.nextSteps.joined(separator: ",") } }
        #expect(arms == [
            "AppCoordinator.AppRoute.onboarding: child_flow,present → ",
            "AppCoordinator.AppRoute.home: child_flow,dismiss,multiple,present → ",
            "AppCoordinator.AppRoute.openTrip: dismiss,multiple,trigger → AppRoute.home,HomeRoute.trips,TripsRoute.detail",
            "AppCoordinator.AppRoute.openExplore: trigger → AppRoute.home,HomeRoute.explore",
            "BookingCoordinator.BookingRoute.flights: push → BookingRoute.cancel,BookingRoute.confirm",
            "BookingCoordinator.BookingRoute.confirm: push → BookingRoute.done",
            "BookingCoordinator.BookingRoute.cancel: dismiss → ",
            "BookingCoordinator.BookingRoute.done: dismiss,multiple,trigger → TripsRoute.detail",
            "CurrencyCoordinator.CurrencyRoute.converter: other → ",
            "ExploreCoordinator.ExploreRoute.destinations: push → ExploreRoute.destination",
            "ExploreCoordinator.ExploreRoute.destination: push → ExploreRoute.map",
            "ExploreCoordinator.default: none → ",
            "HomeCoordinator.HomeRoute.trips: other → ",
            "HomeCoordinator.HomeRoute.explore: other → ",
            "OnboardingCoordinator.OnboardingRoute.welcome: push → OnboardingRoute.permissions",
            "OnboardingCoordinator.OnboardingRoute.permissions: push → OnboardingRoute.done",
            "OnboardingCoordinator.OnboardingRoute.done: trigger → AppRoute.home",
            "PackingCoordinator.PackingRoute.checklist: push → PackingRoute.rainWarning",
            "PackingCoordinator.PackingRoute.rainWarning: present → ",
            "TripsCoordinator.TripsRoute.list: push → TripsRoute.addTrip,TripsRoute.detail",
            "TripsCoordinator.TripsRoute.detail: multiple,pop,push → TripsRoute.booking,TripsRoute.packing",
            "TripsCoordinator.TripsRoute.addTrip: present → TripsRoute.close",
            "TripsCoordinator.TripsRoute.booking: child_flow,present → ",
            "TripsCoordinator.TripsRoute.packing: child_flow,trigger → PackingRoute.checklist",
            "TripsCoordinator.TripsRoute.archive: push → ",
            "TripsCoordinator.TripsRoute.close: dismiss → ",
        ])
        #expect(m.arm("TripsCoordinator", "TripsRoute.detail")?.via == ["showTrip"])
        #expect(m.arm("TripsCoordinator", "TripsRoute.detail")?.presentables == ["TripDetailViewController"])
        // The app's `alertTransition` factory (App/Transition+Alert.swift) is folded into the arm.
        #expect(m.arm("PackingCoordinator", "PackingRoute.rainWarning")?.presentables == ["UIAlertController"])
    }

    @Test func triggers() {
        let sites = m.emissions.map { "\($0.file):\($0.line) \($0.step) \($0.how.rawValue) \($0.enclosingType ?? "-")" }
        #expect(sites == [
            "App/AppDelegate.swift:19 AppRoute.openTrip trigger AppDelegate",
            "App/AppDelegate.swift:26 AppRoute.openExplore trigger AppDelegate",
            // `super.init(initialRoute: session.startRoute)`: each route the computed property returns.
            "App/AppDelegate.swift:38 AppRoute.home initialRoute AppCoordinator",
            "App/AppDelegate.swift:40 AppRoute.onboarding initialRoute AppCoordinator",
            "Coordinators/AppCoordinator.swift:20 AppRoute.home deepLinkChain AppCoordinator",
            "Coordinators/AppCoordinator.swift:20 HomeRoute.trips deepLinkChain AppCoordinator",
            "Coordinators/AppCoordinator.swift:20 TripsRoute.detail deepLinkChain AppCoordinator",
            "Coordinators/AppCoordinator.swift:22 AppRoute.home deepLinkChain AppCoordinator",
            "Coordinators/AppCoordinator.swift:22 HomeRoute.explore deepLinkChain AppCoordinator",
            "Coordinators/BookingCoordinator.swift:12 BookingRoute.flights initialRoute BookingCoordinator",
            "Coordinators/BookingCoordinator.swift:24 TripsRoute.detail transitionTrigger BookingCoordinator",
            "Coordinators/CurrencyCoordinator.swift:7 CurrencyRoute.converter initialRoute CurrencyCoordinator",
            "Coordinators/ExploreCoordinator.swift:6 ExploreRoute.destinations initialRoute ExploreCoordinator",
            "Coordinators/OnboardingCoordinator.swift:9 OnboardingRoute.welcome initialRoute OnboardingCoordinator",
            "Coordinators/OnboardingCoordinator.swift:21 AppRoute.home transitionTrigger OnboardingCoordinator",
            "Coordinators/TripsCoordinator.swift:6 TripsRoute.list initialRoute TripsCoordinator",
            "Coordinators/TripsCoordinator.swift:27 PackingRoute.checklist transitionTrigger TripsCoordinator",
            "Scenes/Booking.swift:18 BookingRoute.confirm trigger FlightsViewModel",
            "Scenes/Booking.swift:22 BookingRoute.cancel trigger FlightsViewModel",
            "Scenes/Booking.swift:50 BookingRoute.done trigger ConfirmBookingViewModel",
            "Scenes/Explore.swift:19 ExploreRoute.destination trigger DestinationsViewModel",
            "Scenes/Explore.swift:49 ExploreRoute.map trigger DestinationViewModel",
            "Scenes/Onboarding.swift:12 OnboardingRoute.permissions trigger WelcomeViewModel",
            "Scenes/Onboarding.swift:45 OnboardingRoute.done trigger PermissionsViewModel",
            "Scenes/Packing.swift:14 PackingRoute.rainWarning trigger PackingListViewModel",
            "Scenes/Trips.swift:18 TripsRoute.detail trigger TripListViewModel",
            "Scenes/Trips.swift:22 TripsRoute.addTrip trigger TripListViewModel",
            "Scenes/Trips.swift:53 TripsRoute.close trigger AddTripViewModel",
            "Scenes/Trips.swift:80 TripsRoute.booking trigger TripDetailViewModel",
            "Scenes/Trips.swift:84 TripsRoute.packing trigger TripDetailViewModel",
        ])
    }

    @Test func findingsAreExactlyThePlantedMistakes() throws {
        let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/TravelPlanner"])
        let result = Linter.lint(Analyzer.standard.analyze(files), configuration: LintConfiguration())
        #expect(result.findings.map(\.identity) == [
            "unreachable_flow|CurrencyCoordinator",
            "child_not_retained|BookingCoordinator|TripsCoordinator|rootViewController",
            "dead_step|TripsRoute.archive",
            "deprecated_xcoordinator_api|AnyRouter|Scenes/Booking.swift|ConfirmBookingViewModel|1",
            "route_without_arm|ExploreRoute.map|DestinationViewModel",
        ])
        #expect(result.findings.map { "\($0.location.file):\($0.location.line)" } == [
            "Coordinators/CurrencyCoordinator.swift:5", "Coordinators/TripsCoordinator.swift:20", "Routes/TripsRoute.swift:9",
            "Scenes/Booking.swift:42", "Scenes/Explore.swift:49",
        ])
        // The booking sheet is still drawn as TripsCoordinator's child: only nothing keeps it alive.
        #expect(Rules.unretainedCoordinators(m).map { "\($0.file):\($0.line):\($0.column) \($0.coordinator) via \($0.handedOut)" }
                == ["Coordinators/TripsCoordinator.swift:20:27 BookingCoordinator via rootViewController"])
        // The finding points at the type built, not at the start of the line.
        #expect(result.findings.first { $0.ruleID == "child_not_retained" }?.location.column == 27)
        #expect(Rules.xcoordinator1xUses(m).map { "\($0.file):\($0.line):\($0.column) \($0.api)" } == ["Scenes/Booking.swift:42:25 AnyRouter"])
        #expect(Rules.pushedNavigationStacks(m).isEmpty)
    }

    @Test func graphDrawsCoordinatorsArmsTriggersAndChildren() {
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let frames = graph.frames.filter { $0.framework == .xcoordinator }
        #expect(frames.count == 8)
        let home = frames.first { $0.name == "HomeCoordinator" }
        // Tabs built as `[tripsRouter] + (… ? [exploreRouter] : []) as [Presentable]` hang under the tab bar.
        #expect(frames.filter { $0.parent == home?.id }.map(\.name) == ["ExploreCoordinator", "TripsCoordinator"])
        let entry = graph.entries.first { $0.kind == .entry }
        // The initial routes, and the routes the app delegate triggers (the deep link, the quick action).
        #expect(graph.edges(from: entry?.id ?? "").compactMap { graph.node($0.to)?.name }.sorted()
                == ["AppRoute.home", "AppRoute.onboarding", "AppRoute.openExplore", "AppRoute.openTrip"])
        let booking = graph.nodes.first { $0.name == "TripsRoute.booking" }
        #expect(graph.edges(from: booking?.id ?? "").map { "\($0.kind):\(graph.node($0.to)?.name ?? "")" } == ["startsChild:BookingRoute.flights"])
        // The packing child, started by `addChild` and driven by `.trigger(_:on:)`, hangs under its arm too: the
        // arm leads to the child's start in its frame (it has no initial route) and triggers its checklist.
        let packing = graph.nodes.first { $0.name == "TripsRoute.packing" }
        #expect(graph.edges(from: packing?.id ?? "").map { "\($0.kind):\(graph.node($0.to)?.name ?? "")" }.sorted()
                == ["emits:PackingRoute.checklist", "startsChild:start"])
        let list = graph.nodes.first { $0.name == "TripsRoute.list" }
        #expect(graph.edges(from: list?.id ?? "").map { "\($0.kind):\(graph.node($0.to)?.name ?? "")" }.sorted()
                == ["emits:TripsRoute.addTrip", "emits:TripsRoute.detail"])
        #expect(graph.entries.filter { $0.kind == .deepLink }.count == 2)
        // The archive arm and the converter are on no path from the start; every other arm is (the
        // swallowing default through `.map`).
        let reached = graph.reachable(from: graph.entries.map(\.id))
        let unreached = graph.nodes.filter { $0.kind == .arm && !reached.contains($0.id) }.map(\.name).sorted()
        #expect(unreached == ["CurrencyRoute.converter", "TripsRoute.archive"])
    }

    @Test func byteIdenticalAcrossFileOrdersAndThreads() throws {
        let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/TravelPlanner"])
        var outputs: Set<String> = []
        for jobs in [1, 2, 4] {
            for order in [files, files.reversed()] {
                let analysis = Analyzer.standard.analyze(Array(order), jobs: jobs)
                let findings = Linter.lint(analysis, configuration: LintConfiguration()).findings.map(\.identity)
                let json = String(decoding: try StableJSON.encode(analysis.model, pretty: false), as: UTF8.self)
                outputs.insert(json + findings.joined(separator: "\n"))
            }
        }
        #expect(outputs.count == 1)
    }

    @Test func focusedMapAndPaths() throws {
        let map = try MapBuilder.build(NavigationGraph(model: m, frontEnds: .standard), findings: [], options: MapOptions(focus: "TripsCoordinator"))
        #expect(Set(map.flows.map(\.name)) == ["AppCoordinator", "BookingCoordinator", "HomeCoordinator", "PackingCoordinator", "TripsCoordinator"])
        #expect(map.nodes.contains { $0.kind == .entry })
        let paths = NavigationPaths(graph: NavigationGraph(model: m, frontEnds: .standard), target: "BookingRoute.confirm", from: "App start")
        // Shortest: the app delegate's trip link, whose deep link opens the trip page.
        #expect(paths.paths.first?.hops.map(\.name) == ["App start", "AppRoute.openTrip", "TripsRoute.detail", "TripsRoute.booking",
                                                        "BookingRoute.flights", "BookingRoute.confirm"])
    }
}

@Suite struct XCoordinatorDiffTests {
    @Test func aNewRouteArmAndRootAreChanges() {
        let base = xc("""
        enum AppRoute: Route { case home }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route { case .home: return .push(HomeViewController()) }
            }
        }
        """)
        let head = xc("""
        enum AppRoute: Route { case home, about }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case .home: return .present(HomeViewController())
                case .about: return .push(AboutViewController())
                }
            }
        }
        final class AppDelegate { let router = AppCoordinator().strongRouter; func start(_ w: UIWindow) { router.setRoot(for: w) } }
        """)
        let diff = NavigationDiff(base: base, baseFindings: [], head: head, headFindings: [], frontEnds: .standard)
        let changes = diff.changes.map { "\($0.kind.rawValue) \($0.subject.rawValue) \($0.identity) \($0.details.joined(separator: ";"))" }.sorted()
        #expect(changes == [
            "added arm AppCoordinator|AppRoute.about outcomes: push;target: AboutViewController",
            "added entry root AppCoordinator ",
            "added step AppRoute.about ",
            "changed arm AppCoordinator|AppRoute.home outcomes: push → present",
        ])
    }
}

@Suite struct XCoordinatorHostileInputTests {
    /// Every cut of a coordinator file (mid-generic, mid-call, unbalanced brackets) is read without a crash.
    @Test func everyTruncationOfASampleFileIsReadSafely() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/Samples/TravelPlanner/Coordinators/AppCoordinator.swift", encoding: .utf8)
            + (try String(contentsOfFile: repositoryRoot + "/Samples/TravelPlanner/Scenes/Trips.swift", encoding: .utf8))
        let bytes = Array(text.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            let prefix = Array(bytes[..<cut])
            let model = Analyzer.standard.analyze(buffers: [(path: "App.swift", bytes: prefix), (path: "Tail.swift", bytes: Array(bytes[cut...]))]).model
            #expect(model.fileCount == 2)
        }
    }

    /// A long chain of helpers each calling the next, and one dispatching the route through many
    /// switches, stays bounded and terminates.
    @Test func longHelperAndDispatchChains() {
        let helpers = (0..<3_000).map { "    func h\($0)() -> NavigationTransition { h\($0 + 1)() }" }.joined(separator: "\n")
        let dispatchers = (0..<500).map { i in
            "    func d\(i)(_ r: AppRoute) -> NavigationTransition { switch r { case .a: return d\(i + 1)(r); case .b: return .none() } }"
        }.joined(separator: "\n")
        let m = xc("""
        enum AppRoute: Route { case a, b }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case .a: return h0()
                case .b: return d0(route)
                }
            }
        \(helpers)
        \(dispatchers)
        }
        """)
        #expect((m.flow("AppCoordinator")?.arms.count ?? 0) > 2)
        #expect(m.arm("AppCoordinator", "AppRoute.a")?.via.isEmpty == false)
    }
}
