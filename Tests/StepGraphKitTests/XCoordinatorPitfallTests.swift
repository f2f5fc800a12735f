import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

extension NavigationModel {
    /// Coordinators nothing retains, as `Coordinator@line via handedOut`.
    var unretained: [String] { Rules.unretainedCoordinators(self).map { "\($0.coordinator)@\($0.line) via \($0.handedOut)" } }
    /// Navigation coordinators pushed by another, as `Pusher→Pushed@line`.
    var pushedStacks: [String] { Rules.pushedNavigationStacks(self).map { "\($0.enclosingType ?? "-")→\($0.coordinator)@\($0.line)" } }
}

/// §7 R5/R3: a coordinator built in a function and handed out only through what does not keep it.
@Suite struct XCoordinatorRetentionTests {
    static let routes = """
    enum ShopRoute: Route { case a, b, c, d, e, f, g, h }
    enum HelpRoute: Route { case faq }
    final class HelpCoordinator: NavigationCoordinator<HelpRoute> {}
    final class PadHelpCoordinator: ViewCoordinator<HelpRoute> {
        init(rootViewController: UIViewController = UIViewController()) { super.init(rootViewController: rootViewController) }
    }
    final class HelpViewModel { init(router: UnownedRouter<HelpRoute>) {} }

    """

    @Test func everyNonRetainingHandOut() {
        let m = xc(XCoordinatorRetentionTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .a:
                    let help = HelpCoordinator()
                    help.rootViewController.modalPresentationStyle = .formSheet
                    return .present(help.rootViewController)
                case .b: return .push(PadHelpCoordinator().viewController)
                case .c: return .trigger(.faq, on: HelpCoordinator())
                case .d:
                    var pad = PadHelpCoordinator(rootViewController: rootViewController); return .route(.faq, on: pad)
                case .e:
                    let model = HelpViewModel(router: HelpCoordinator().unownedRouter)
                    return .push(HelpViewController(model: model))
                case .f: return .trigger(.faq, on: HelpCoordinator().strongRouter)
                case .g:
                    let help = BasicNavigationCoordinator<HelpRoute>(initialRoute: .faq) { _ in .none() }
                    return .present(help.rootViewController)
                case .h: return helper()
                }
            }
            private func helper() -> NavigationTransition {
                let help = HelpCoordinator()
                help.trigger(.faq)
                return .present(help.viewController, animation: .default)
            }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                ShopCoordinator().strongRouter.setRoot(for: window!)
            }
        }
        """)
        #expect(m.unretained == [
            "HelpCoordinator@14 via rootViewController", "PadHelpCoordinator@17 via viewController", "HelpCoordinator@18 via trigger(_:on:)",
            "PadHelpCoordinator@20 via trigger(_:on:)", "HelpCoordinator@22 via unownedRouter", "HelpCoordinator@24 via trigger(_:on:)",
            "BasicNavigationCoordinator@26 via rootViewController", "HelpCoordinator@32 via trigger", "ShopCoordinator@40 via setRoot(for:)",
        ])
    }

    @Test func anyUseThatMayKeepItIsSilent() {
        let m = xc(XCoordinatorRetentionTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            private var help: HelpCoordinator?
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .a: let help = HelpCoordinator(); return .present(help)
                case .b: let help = HelpCoordinator(); addChild(help); return .trigger(.faq, on: help)
                case .c: let help = HelpCoordinator(); self.help = help; return .present(help.rootViewController)
                case .d: return .present(HelpCoordinator().strongRouter)
                case .e:
                    let help = HelpCoordinator()
                    if UIDevice.current.userInterfaceIdiom == .pad { return .present(help.rootViewController) }
                    return .none()
                case .f: return .present(HelpCoordinator(parent: self).rootViewController)
                case .g:
                    let help = HelpCoordinator()
                    return .present(UIAlertController.confirm { help.trigger(.faq) })
                case .h:
                    let help = HelpCoordinator()
                    help.start()
                    return .present(help.rootViewController)
                }
            }
            func children() -> [Presentable] { let help = HelpCoordinator(); return [help] }
        }
        // Its screen holds its strong router (a cycle, but it keeps the coordinator while shown).
        final class KeptCoordinator: NavigationCoordinator<HelpRoute> {
            override func prepareTransition(for route: HelpRoute) -> NavigationTransition { .push(FAQViewController(router: strongRouter)) }
        }
        final class BaseKeptCoordinator: NavigationCoordinator<HelpRoute> { func bind(_ model: HelpModel) { model.coordinator = self } }
        final class SubKeptCoordinator: BaseKeptCoordinator {}
        final class PresentingCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .a: return .present(KeptCoordinator().rootViewController)
                default: return .present(SubKeptCoordinator().rootViewController)
                }
            }
        }
        final class AboutViewController: UIViewController {
            func open() { let nav = UINavigationController(); present(nav.viewController, animated: true) }
        }
        """)
        #expect(m.unretained.isEmpty)
    }

    /// A child whose screens hold a closure capturing it strongly is kept alive by them; `[weak self]`,
    /// `[unowned self]` and `self` in blocks, conditions and computed properties keep nothing.
    @Test func closuresCapturingSelfStronglyKeepTheChild() {
        let m = xc([
            "Shop.swift": XCoordinatorRetentionTests.routes + """
            final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                    switch route {
                    case .a: return .present(DoneCoordinator().rootViewController)
                    case .b: return .present(GuideCoordinator().rootViewController)
                    case .c: return .present(RxCoordinator().viewController)
                    case .d: return .present(LocalCoordinator().rootViewController)
                    case .e: return .present(LazyCoordinator().rootViewController)
                    case .f: return .present(WeakCoordinator().rootViewController)
                    case .g: return .present(UnownedCoordinator().rootViewController)
                    case .h: return .present(BlocksCoordinator().rootViewController)
                    }
                }
            }
            extension ShopCoordinator {
                final class GuideCoordinator: NavigationCoordinator<HelpRoute> {
                    override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
                        .push(GuideViewController { [self] in trigger(.faq) })
                    }
                }
            }
            """,
            "Children.swift": """
            final class DoneCoordinator: NavigationCoordinator<HelpRoute> {}
            extension DoneCoordinator {
                func makeScreen() -> UIViewController {
                    let screen = FAQViewController()
                    screen.onDone =
                        {
                            self.trigger(.faq)
                        }
                    return screen
                }
            }
            final class RxCoordinator: ViewCoordinator<HelpRoute> {
                init(screen: FAQViewController = FAQViewController()) {
                    super.init(rootViewController: screen)
                    screen.model.done.subscribe(onNext: { _ in self.trigger(.faq) }).disposed(by: screen.bag)
                }
            }
            final class LocalCoordinator: NavigationCoordinator<HelpRoute> {
                override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
                    let close = { self.trigger(.faq) }
                    return .push(FAQViewController(onClose: close))
                }
            }
            final class LazyCoordinator: NavigationCoordinator<HelpRoute> {
                lazy var screen = FAQViewController(onDone: { [self] in trigger(.faq) })
            }
            final class WeakCoordinator: NavigationCoordinator<HelpRoute> {
                override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
                    let screen = FAQViewController()
                    screen.onDone = { [weak self] in self?.trigger(.faq) }
                    screen.onHelp = { [weak self] in
                        guard let self = self else { return }
                        self.trigger(.faq)
                    }
                    return .push(screen)
                }
            }
            final class UnownedCoordinator: NavigationCoordinator<HelpRoute> {
                override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
                    .push(FAQViewController(onDone: { [unowned self] in self.trigger(.faq) },
                                            onHelp: { [unowned(unsafe) self, weak screen = self.rootViewController] in self.trigger(.faq) }))
                }
            }
            final class BlocksCoordinator: NavigationCoordinator<HelpRoute> {
                var title: String { self.rootViewController.title ?? "" }
                var top: UIViewController? { self.rootViewController.viewControllers.last }
                func screen(for route: HelpRoute) -> Presentable? { self.rootViewController }
                lazy var retitle = { [weak screen = self.rootViewController] in screen?.title = "" }
                override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
                    if self.rootViewController.viewControllers.isEmpty { return .set([FAQViewController()]) }
                    for screen in self.rootViewController.viewControllers { screen.title = title }
                    switch self.title {
                    default: return .push(FAQViewController())
                    }
                }
            }
            """,
        ])
        #expect(m.unretained == ["WeakCoordinator@18 via rootViewController", "UnownedCoordinator@19 via rootViewController",
                                 "BlocksCoordinator@20 via rootViewController"])
    }
}

/// §7 R7: a navigation coordinator pushed onto another's stack.
@Suite struct XCoordinatorPushedStackTests {
    @Test func pushedNavigationCoordinatorsInEverySpelling() {
        let m = xc("""
        enum ShopRoute: Route { case a, b, c, d, e, f }
        enum CartRoute: Route { case items }
        final class CartCoordinator: NavigationCoordinator<CartRoute> {}
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            private lazy var orders = CartCoordinator(rootViewController: rootViewController)
            let saved: StrongRouter<CartRoute> = CartCoordinator().strongRouter
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .a:
                    let cart = CartCoordinator()
                    return .push(cart)
                case .b: return NavigationTransition.push(orders, animation: .default)
                case .c: return .set([ShopViewController(), saved])
                case .d: return .push(CartCoordinator().rootViewController)
                case .e: return pushCart()
                case .f: return .multiple(.popToRoot(), .push(BasicNavigationCoordinator<CartRoute>(initialRoute: .items) { _ in .none() }))
                }
            }
        }
        extension ShopCoordinator {
            func pushCart() -> NavigationTransition { .push(CartCoordinator().strongRouter) }
        }
        """)
        #expect(m.pushedStacks == ["ShopCoordinator→CartCoordinator@13", "ShopCoordinator→CartCoordinator@14",
                                   "ShopCoordinator→CartCoordinator@15", "ShopCoordinator→CartCoordinator@16",
                                   "ShopCoordinator→BasicNavigationCoordinator@18", "ShopCoordinator→CartCoordinator@23"])
    }

    @Test func whatIsNotAPushedNavigationControllerIsSilent() {
        let m = xc("""
        enum ShopRoute: Route { case a, b, c, d }
        enum CartRoute: Route { case items }
        final class CartCoordinator: NavigationCoordinator<CartRoute> {}
        final class FirstScreenCoordinator: NavigationCoordinator<CartRoute> {
            override var viewController: UIViewController! { rootViewController.viewControllers.first }
        }
        final class HelpCoordinator: ViewCoordinator<CartRoute> {}
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .a: return .present(CartCoordinator())
                case .b: return .push(HelpCoordinator())
                case .c: return .push(FirstScreenCoordinator())
                case .d: return .none()
                }
            }
            // A router told only by its route type may wrap any coordinator of that route.
            func show(_ router: StrongRouter<CartRoute>) -> NavigationTransition { .push(router) }
        }
        final class TabsCoordinator: TabBarCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> TabBarTransition { .set([CartCoordinator()]) }
        }
        """)
        #expect(m.pushedStacks.isEmpty)
    }
}

/// §7 R15: a navigation or tab bar coordinator's root controller given another delegate.
@Suite struct XCoordinatorRootDelegateTests {
    @Test func replacedRootDelegatesInEverySpelling() {
        let m = xc("""
        enum FeedRoute: Route { case list }
        final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
            init() {
                super.init(initialRoute: .list)
                rootViewController.delegate = self
            }
            init(root: UINavigationController) {
                root.delegate = NavigationAnalytics.shared
                super.init(rootViewController: root, initialRoute: .list)
            }
        }
        final class TabsCoordinator: TabBarCoordinator<FeedRoute> {
            init() {
                let tabs = UITabBarController()
                tabs.delegate = TabAnalytics.shared
                super.init(rootViewController: tabs, tabs: [FeedCoordinator()])
            }
            func stopTracking() { self.rootViewController.delegate = nil }
        }
        """)
        #expect(Rules.replacedRootDelegates(m).map { "\($0.coordinator)@\($0.line)" }
                == ["FeedCoordinator@7", "FeedCoordinator@10", "TabsCoordinator@17", "TabsCoordinator@20"])
    }

    @Test func otherDelegatesAreSilent() {
        let m = xc("""
        enum FeedRoute: Route { case list }
        final class FeedCoordinator: NavigationCoordinator<FeedRoute>, UINavigationControllerDelegate {
            init() {
                let spare = UINavigationController()
                spare.delegate = NavigationAnalytics.shared
                super.init(initialRoute: .list)
                delegate = self
                rootViewController.navigationBar.delegate = self
                rootViewController.delegate?.navigationController?(rootViewController, willShow: UIViewController(), animated: false)
            }
        }
        final class MapCoordinator: ViewCoordinator<FeedRoute> {
            init(map: MapViewController) {
                super.init(rootViewController: map)
                rootViewController.delegate = self
            }
        }
        final class ShellViewController: UIViewController {
            let rootViewController = UINavigationController()
            func reset() { rootViewController.delegate = nil }
        }
        """)
        #expect(Rules.replacedRootDelegates(m).isEmpty)
    }
}

/// §7 R23: 1.x names, recorded only in a code base that uses 2.x-only names.
@Suite struct XCoordinatorLegacyAPITests {
    static let legacy = """
    enum ShopRoute: Route { case list }
    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
        override func generateRootViewController() -> UINavigationController { UINavigationController() }
        override func prepareTransition(for route: ShopRoute) -> NavigationTransition { .none() }
    }
    final class FilterRouter: RedirectionRouter<ShopRoute, ShopRoute> {
        override func mapToSuperRoute(_ route: ShopRoute) -> ShopRoute { route }
    }
    final class AppDelegate {
        var router: AnyRouter<ShopRoute>!
        func start() { router = ShopCoordinator().anyRouter; _ = FilterRouter(viewController: UIViewController(), superRouter: router, map: nil) }
    }

    """

    @Test func oneXNamesNextToTwoXNames() {
        let m = xc(XCoordinatorLegacyAPITests.legacy + "final class ViewModel { weak var router: WeakRouter<ShopRoute>? }")
        #expect(Rules.xcoordinator1xUses(m).map { "\($0.api)@\($0.line):\($0.enclosingType ?? "-")" } == [
            "generateRootViewController@5:ShopCoordinator", "mapToSuperRoute@9:FilterRouter", "AnyRouter@12:AppDelegate",
            "anyRouter@13:AppDelegate", "superRouter@13:AppDelegate",
        ])
        // On 1.x they are the API.
        #expect(Rules.xcoordinator1xUses(xc(XCoordinatorLegacyAPITests.legacy)).isEmpty)
        // The app's own names are not the library's.
        let own = xc(XCoordinatorLegacyAPITests.legacy + """
        typealias AnyRouter<R: Route> = StrongRouter<R>
        extension ShopCoordinator { var anyRouter: AnyRouter<ShopRoute> { strongRouter } }
        """)
        #expect(Rules.xcoordinator1xUses(own).map(\.api) == ["generateRootViewController", "mapToSuperRoute", "superRouter"])
    }
}

/// §4 trigger forms not covered elsewhere: async triggers, Combine's `triggerPublisher`, a global
/// receiver, type-erased coordinators.
@Suite struct XCoordinatorTriggerFormTests {
    @Test func asyncCombineGlobalAndErasedReceivers() {
        let m = xc(XCoordinatorTriggerTests.routes + """

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
            let router: StrongRouter<ShopRoute> = ShopCoordinator().strongRouter
        }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {}
        final class CartCoordinator: NavigationCoordinator<CartRoute> {}
        final class CheckoutModel {
            let cart: AnyCoordinator<CartRoute, NavigationTransition>
            let router: UnownedRouter<ShopRoute>
            init(cart: AnyCoordinator<CartRoute, NavigationTransition>, router: UnownedRouter<ShopRoute>) { self.cart = cart; self.router = router }
            @MainActor func pay() async {
                await router.trigger(.item(1))
                _ = await router.contextTrigger(.list, with: TransitionOptions(animated: true))
                cart.trigger(.close)
            }
            func later() -> Future<Void, Never> { router.triggerPublisher(.cart(CartInfo()), with: .init(animated: false)) }
            func logout() { AppDelegate.shared.router.trigger(.close) }
        }
        """)
        #expect(m.routeTriggers([.trigger]) == ["CartRoute.close@trigger", "ShopRoute.cart@trigger", "ShopRoute.close@trigger",
                                                "ShopRoute.item@trigger", "ShopRoute.list@trigger"])
        #expect(m.ambiguities.isEmpty)
    }
}
