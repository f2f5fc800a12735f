import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Small XCoordinator apps written the way real ones are (XCoordinator-api.md §6): every finding they get is
/// listed, so a finding the code does not prove fails the test. Each app is incomplete (no screens), so the
/// routes only its screens would trigger are dead there, and those findings are true.
@Suite struct XCoordinatorRealisticAppTests {
    func findings(_ files: [String: String]) -> [String] {
        StepGraphTestSupport.findings(files, as: { "\($0.location.file):\($0.location.line) \($0.ruleID)" })
    }

    /// XCoordinator 2.x: a tab bar of child routers built in `init`, a deep link, `rx.trigger` in a `CocoaAction`, a redirection router, a child on a shared root, and children kept alive by their screens' closures.
    @Test func shopWithTabsDeepLinksAndRedirection() {
        let found = findings([
            "App.swift": #"""
            import UIKit
            import XCoordinator
            import XCoordinatorRx
            import RxSwift
            import Action

            enum AppRoute: Route {
                case login
                case home(StrongRouter<HomeRoute>?)
                case deepLink(productID: Int)
            }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let window: UIWindow! = UIWindow()
                private let router = AppCoordinator().strongRouter

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    router.setRoot(for: window)
                    return true
                }

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    guard let id = Int(url.lastPathComponent) else { return false }
                    router.trigger(.deepLink(productID: id))
                    return true
                }
            }

            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                init() {
                    super.init(initialRoute: .login)
                }

                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .login:
                        let model = LoginViewModelImpl(router: unownedRouter)
                        let screen = LoginViewController.instantiate(with: model)
                        return .push(screen)
                    case let .home(router):
                        let home = router ?? HomeTabCoordinator().strongRouter
                        return .presentFullScreen(home, animation: .fade)
                    case .deepLink(let productID):
                        return deepLink(AppRoute.home(nil), HomeRoute.shop, ShopRoute.product(id: productID))
                    }
                }
            }

            protocol LoginViewModel {
                var loginTrigger: InputSubject<Void> { get }
            }

            final class LoginViewModelImpl: LoginViewModel {
                private let router: UnownedRouter<AppRoute>
                private lazy var loginAction = CocoaAction { [unowned self] in
                    self.router.rx.trigger(.home(nil))
                }
                var loginTrigger: InputSubject<Void> { loginAction.inputs }

                init(router: UnownedRouter<AppRoute>) {
                    self.router = router
                }
            }

            extension Transition {
                static func presentFullScreen(_ presentable: Presentable, animation: Animation?) -> Transition {
                    presentable.viewController?.modalPresentationStyle = .fullScreen
                    return .present(presentable, animation: animation)
                }
            }
            """#,
            "Home.swift": #"""
            import UIKit
            import XCoordinator

            enum HomeRoute: Route {
                case shop
                case profile
                case logout
            }

            final class HomeTabCoordinator: TabBarCoordinator<HomeRoute> {
                private let shopRouter: StrongRouter<ShopRoute>
                private let profileRouter: StrongRouter<ProfileRoute>

                convenience init() {
                    let shop = ShopCoordinator()
                    shop.rootViewController.tabBarItem = UITabBarItem(title: "Shop", image: nil, tag: 0)
                    let profile = ProfileCoordinator()
                    profile.rootViewController.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 1)
                    self.init(shopRouter: shop.strongRouter, profileRouter: profile.strongRouter)
                }

                init(shopRouter: StrongRouter<ShopRoute>, profileRouter: StrongRouter<ProfileRoute>) {
                    self.shopRouter = shopRouter
                    self.profileRouter = profileRouter
                    super.init(tabs: [shopRouter, profileRouter], select: shopRouter)
                }

                override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
                    switch route {
                    case .shop:
                        return .select(shopRouter)
                    case .profile:
                        return .select(profileRouter)
                    case .logout:
                        return .dismiss()
                    }
                }
            }

            enum ShopRoute: Route {
                case list
                case product(id: Int)
                case cart
                case filter
                case close
            }

            final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                init() {
                    super.init(initialRoute: .list)
                }

                override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                    switch route {
                    case .list:
                        let screen = ProductListViewController()
                        screen.bind(to: ProductListViewModel(router: unownedRouter))
                        return .push(screen)
                    case .product(let id):
                        return showProduct(id)
                    case .cart:
                        let cart = CartCoordinator()
                        return .present(cart, animation: .default)
                    case .filter:
                        let filter = FilterRouter(viewController: FilterViewController(), parent: unownedRouter, map: nil)
                        return .push(filter)
                    case .close:
                        return .dismissToRoot()
                    }
                }

                private func showProduct(_ id: Int) -> NavigationTransition {
                    let screen = ProductViewController()
                    screen.viewModel = ProductViewModel(id: id, router: unownedRouter)
                    return .multiple(.popToRoot(animation: nil), .push(screen))
                }
            }

            enum FilterRoute: Route { case apply, cancel }

            final class FilterRouter: RedirectionRouter<ShopRoute, FilterRoute> {
                override func mapToParentRoute(_ route: FilterRoute) -> ShopRoute {
                    switch route {
                    case .apply: return .list
                    case .cancel: return .close
                    }
                }
            }

            enum CartRoute: Route { case items, checkout, done }

            final class CartCoordinator: NavigationCoordinator<CartRoute> {
                init() { super.init(initialRoute: .items) }

                override func prepareTransition(for route: CartRoute) -> NavigationTransition {
                    switch route {
                    case .items:
                        let screen = CartViewController()
                        screen.onCheckout = { [weak self] in self?.trigger(.checkout) }
                        return .push(screen)
                    case .checkout:
                        return .push(CheckoutViewController(router: weakRouter))
                    case .done:
                        return .dismiss()
                    }
                }
            }

            enum ProfileRoute: Route { case overview, settings, help }

            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                init() { super.init(initialRoute: .overview) }

                override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                    switch route {
                    case .overview:
                        return .push(ProfileViewController(router: unownedRouter))
                    case .settings:
                        let settings = SettingsCoordinator(rootViewController: rootViewController)
                        addChild(settings)
                        return .trigger(.home, on: settings)
                    case .help:
                        return UIDevice.current.userInterfaceIdiom == .pad ? .present(HelpCenterCoordinator().rootViewController) : .present(HelpCoordinator())
                    }
                }
            }

            enum SettingsRoute: Route { case home, done }

            final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
                override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
                    switch route {
                    case .home:
                        return .push(SettingsViewController(router: unownedRouter))
                    case .done:
                        removeChildrenIfNeeded()
                        return .pop()
                    }
                }
            }

            final class HelpCoordinator: BasicNavigationCoordinator<SettingsRoute> {
                init() {
                    super.init(initialRoute: .home)
                }

                override func presented(from presentable: Presentable?) {
                    super.presented(from: presentable)
                    Analytics.log("help")
                }

                override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
                    switch route {
                    case .home: return .push(HelpViewController())
                    case .done: return .dismiss()
                    }
                }
            }

            enum HelpCenterRoute: Route { case topics, done }

            final class HelpCenterCoordinator: NavigationCoordinator<HelpCenterRoute> {
                init() { super.init(initialRoute: .topics) }

                override func prepareTransition(for route: HelpCenterRoute) -> NavigationTransition {
                    switch route {
                    case .topics:
                        let screen = TopicsViewController()
                        screen.onClose = { self.trigger(.done) }
                        return .push(screen)
                    case .done:
                        return .dismiss()
                    }
                }
            }

            final class OrdersCoordinator: NavigationCoordinator<CartRoute> {
                override init(rootViewController: UINavigationController = .init(), initialRoute: CartRoute? = nil) {
                    rootViewController.delegate = nil
                    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
                }
            }
            """#,
        ])
        #expect(found == [
            "Home.swift:6 dead_step", "Home.swift:7 dead_step", "Home.swift:43 dead_step", "Home.swift:44 dead_step",
            "Home.swift:79 dead_step", "Home.swift:79 dead_step",
            // CartRoute.done: the `.done` HelpCenterCoordinator triggers is its own route, not a value of CartRoute.
            "Home.swift:90 dead_step",
            "Home.swift:109 dead_step", "Home.swift:109 dead_step",
            // Calling the library's removeChildrenIfNeeded() never drops a child on the parent's own stack.
            "Home.swift:120 shared_root_child_leak",
            "Home.swift:128 dead_step",
            "Home.swift:177 unreachable_flow",
            // Not reported: HelpCenterCoordinator shown through its rootViewController (its screen's closure
            // keeps it), OrdersCoordinator clearing its root's delegate before super.init.
        ])
    }

    /// The Example app's style: view models with `UnownedRouter`, `flatMap(router.rx.trigger)`, alerts triggering `self`, `.dismissToRoot()`, an embedding view coordinator and `BasicCoordinator`s overriding `presented(from:)`.
    @Test func newsInTheExampleAppStyle() {
        let found = findings([
            "NewsApp.swift": #"""
            import UIKit
            import XCoordinator
            import XCoordinatorRx
            import RxSwift
            import RxCocoa

            enum NewsRoute: Route {
                case news
                case newsDetail(News)
                case share(URL)
                case close
            }

            class NewsCoordinator: NavigationCoordinator<NewsRoute> {

                // MARK: Initialization

                init() {
                    super.init(initialRoute: .news)
                }

                // MARK: Overrides

                override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
                    switch route {
                    case .news:
                        let viewController = NewsViewController.instantiateFromNib()
                        let service = MockNewsService()
                        let viewModel = NewsViewModelImpl(newsService: service, router: unownedRouter)
                        viewController.bind(to: viewModel)
                        return .push(viewController)
                    case .newsDetail(let news):
                        let viewController = NewsDetailViewController.instantiateFromNib()
                        let viewModel = NewsDetailViewModelImpl(news: news)
                        viewController.bind(to: viewModel)
                        return .push(viewController, animation: .fade)
                    case .share(let url):
                        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                        return .present(activity)
                    case .close:
                        return .dismissToRoot()
                    }
                }
            }

            class NewsViewModelImpl {
                let selectedNews = PublishSubject<News>()
                private let disposeBag = DisposeBag()
                private let router: UnownedRouter<NewsRoute>

                init(newsService: NewsService, router: UnownedRouter<NewsRoute>) {
                    self.router = router
                    selectedNews
                        .map(NewsRoute.newsDetail)
                        .flatMap(router.rx.trigger)
                        .subscribe()
                        .disposed(by: disposeBag)
                }

                func shareTapped(_ url: URL) {
                    router.trigger(.share(url))
                }

                lazy var closeAction = CocoaAction { [unowned self] in
                    self.router.rx.trigger(.close)
                }
            }

            enum UserRoute: Route {
                case randomColor
                case users
                case user(String)
                case alert(title: String, message: String)
                case logout
            }

            class UserCoordinator: NavigationCoordinator<UserRoute> {
                init(user: String) {
                    super.init(initialRoute: .user(user))
                }

                override func prepareTransition(for route: UserRoute) -> NavigationTransition {
                    switch route {
                    case .randomColor:
                        let viewController = UIViewController()
                        viewController.view.backgroundColor = .red
                        return .push(viewController)
                    case .users:
                        return .dismiss()
                    case .user(let username):
                        let viewController = UserViewController.instantiateFromNib()
                        let viewModel = UserViewModelImpl(router: unownedRouter, username: username)
                        viewController.bind(to: viewModel)
                        return .push(viewController)
                    case let .alert(title, message):
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Ok", style: .default))
                        return .present(alert)
                    case .logout:
                        return .dismiss()
                    }
                }
            }

            class UserListCoordinator: NavigationCoordinator<UserRoute> {
                init() {
                    super.init(initialRoute: .users)
                }

                override func prepareTransition(for route: UserRoute) -> NavigationTransition {
                    switch route {
                    case .users:
                        let viewController = UsersViewController.instantiateFromNib()
                        viewController.bind(to: UsersViewModelImpl(router: unownedRouter))
                        return .push(viewController)
                    case .user(let username):
                        let coordinator = UserCoordinator(user: username)
                        return .present(coordinator, animation: .default)
                    case .alert(let title, let message):
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Ok", style: .default) { _ in self.trigger(.randomColor) })
                        return .present(alert)
                    case .randomColor:
                        return .none()
                    case .logout:
                        return .dismiss()
                    }
                }
            }

            enum AboutRoute: Route { case home, website }

            final class AboutCoordinator: ViewCoordinator<AboutRoute> {
                init(rootViewController: UIViewController = AboutViewController()) {
                    super.init(rootViewController: rootViewController, initialRoute: .home)
                }

                override func prepareTransition(for route: AboutRoute) -> ViewTransition {
                    switch route {
                    case .home:
                        return .embed(AboutContentViewController(router: unownedRouter), in: rootViewController)
                    case .website:
                        return .present(SFSafariViewController(url: URL(string: "https://example.com")!))
                    }
                }
            }

            enum HelpRoute: Route { case faq, contact }

            final class HelpCoordinator: BasicCoordinator<HelpRoute, NavigationTransition> {
                init() {
                    super.init(rootViewController: UINavigationController(), initialRoute: .faq, initialLoadingType: .presented)
                }

                override func presented(from presentable: Presentable?) {
                    #if DEBUG
                    print("Help presented from \(String(describing: presentable))")
                    #endif
                    super.presented(from: presentable)
                }

                override func prepareTransition(for route: HelpRoute) -> NavigationTransition {
                    switch route {
                    case .faq: return .push(FAQViewController(router: unownedRouter))
                    case .contact: return .push(ContactViewController())
                    }
                }
            }

            final class MenuCoordinator: NavigationCoordinator<UserRoute> {
                override func prepareTransition(for route: UserRoute) -> NavigationTransition {
                    switch route {
                    case .users:
                        let help = HelpCoordinator()
                        help.rootViewController.modalPresentationStyle = .formSheet
                        return .present(help)
                    case .randomColor:
                        let about = AboutCoordinator()
                        return .push(about)
                    default:
                        return .none()
                    }
                }
            }

            final class OnboardingCoordinator: BasicNavigationCoordinator<HelpRoute> {
                init() {
                    super.init(initialRoute: .faq)
                }

                override func presented(from presentable: Presentable?) {
                    startOnboarding(from: presentable)
                }

                private func startOnboarding(from presentable: Presentable?) {
                    Analytics.log("onboarding")
                    super.presented(from: presentable)
                }
            }
            """#,
        ])
        #expect(found == [
            "NewsApp.swift:14 unreachable_flow", "NewsApp.swift:73 dead_step", "NewsApp.swift:74 dead_step",
            "NewsApp.swift:105 unreachable_flow", "NewsApp.swift:131 dead_step", "NewsApp.swift:148 dead_step",
            "NewsApp.swift:170 unreachable_flow", "NewsApp.swift:186 unreachable_flow",
            // Not reported: OnboardingCoordinator's presented(from:) calls super through its own helper.
        ])
    }

    /// XCoordinator 1.x: `AnyRouter`, `anyRouter`, `generateRootViewController()`: no 2.x name, so nothing is deprecated.
    @Test func legacyOneXApp() {
        let found = findings([
            "Legacy.swift": #"""
            import UIKit
            import XCoordinator

            enum MainRoute: Route {
                case home
                case detail(Int)
                case settings
            }

            class MainCoordinator: NavigationCoordinator<MainRoute> {
                init() {
                    super.init(initialRoute: .home)
                }

                override func generateRootViewController() -> UINavigationController {
                    let nav = super.generateRootViewController()
                    nav.navigationBar.prefersLargeTitles = true
                    return nav
                }

                override func prepareTransition(for route: MainRoute) -> NavigationTransition {
                    switch route {
                    case .home:
                        let vc = HomeViewController()
                        vc.router = anyRouter
                        return .push(vc)
                    case .detail(let id):
                        let vc = DetailViewController(id: id)
                        vc.router = anyRouter
                        return .push(vc)
                    case .settings:
                        let settings = SettingsCoordinator()
                        return .present(settings.anyRouter)
                    }
                }
            }

            class HomeViewController: UIViewController {
                var router: AnyRouter<MainRoute>!

                @objc func openDetail() {
                    router.trigger(.detail(1))
                }

                @objc func openSettings() {
                    router.trigger(.settings, with: TransitionOptions(animated: true))
                }
            }

            enum SettingsRoute: Route { case root, close }

            class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
                init() { super.init(initialRoute: .root) }

                override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
                    switch route {
                    case .root:
                        let vc = SettingsViewController()
                        vc.closeHandler = { [unowned self] in self.trigger(.close) }
                        return .push(vc)
                    case .close:
                        return .dismiss()
                    }
                }
            }

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let router = MainCoordinator().anyRouter

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    router.setRoot(for: window!)
                    return true
                }
            }
            """#,
        ])
        #expect(found == [
            // Nothing: 1.x names are the API of a 1.x app.
        ])
    }

    /// Combine sinks with `[weak self]`, a split coordinator, tabs kept in properties, `delegate = self` on the coordinator, and a child added then removed through a closure.
    @Test func tabsWithCombineSplitAndStoredChildren() {
        let found = findings([
            "Tabs.swift": #"""
            import UIKit
            import XCoordinator
            import Combine

            enum TabsRoute: Route { case feed, search, inbox(Int?) }

            final class TabsCoordinator: TabBarCoordinator<TabsRoute>, UITabBarControllerDelegate {
                private let feed = FeedCoordinator()
                private let search = SearchCoordinator()
                private lazy var inbox: InboxCoordinator = {
                    let inbox = InboxCoordinator()
                    inbox.parentRouter = self.unownedRouter
                    return inbox
                }()

                init() {
                    let tabs = UITabBarController()
                    tabs.tabBar.isTranslucent = false
                    super.init(rootViewController: tabs, tabs: [feed, search], select: feed)
                    delegate = self
                }

                override func prepareTransition(for route: TabsRoute) -> TabBarTransition {
                    switch route {
                    case .feed: return .select(feed)
                    case .search: return .select(index: 1)
                    case .inbox(let id):
                        if let id {
                            inbox.trigger(.thread(id))
                        }
                        return .multiple(.set([feed, search, inbox]), .select(inbox))
                    }
                }

                func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                    Analytics.shared.log(viewController.title ?? "")
                }
            }

            enum FeedRoute: Route { case list, post(id: Int), compose }

            final class FeedCoordinator: NavigationCoordinator<FeedRoute>, UINavigationControllerDelegate {
                private var cancellables = Set<AnyCancellable>()
                init() {
                    super.init(initialRoute: .list)
                    delegate = self
                    rootViewController.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
                }

                override func prepareTransition(for route: FeedRoute) -> NavigationTransition {
                    switch route {
                    case .list:
                        let model = FeedViewModel(router: weakRouter)
                        model.$selectedPost
                            .compactMap { $0 }
                            .sink { [weak self] id in self?.trigger(.post(id: id)) }
                            .store(in: &cancellables)
                        return .push(FeedViewController(model: model))
                    case .post(let id):
                        return .push(PostViewController(id: id))
                    case .compose:
                        let compose = ComposeCoordinator()
                        compose.onFinish = { [weak self, unowned compose] in
                            self?.removeChild(compose)
                        }
                        addChild(compose)
                        return .present(compose.rootViewController)
                    }
                }
            }

            enum SearchRoute: Route { case query, result(String) }

            final class SearchCoordinator: SplitCoordinator<SearchRoute> {
                init() {
                    super.init(master: SearchViewController(), detail: nil)
                }

                override func prepareTransition(for route: SearchRoute) -> SplitTransition {
                    switch route {
                    case .query: return .none()
                    case .result(let text): return .showDetail(ResultViewController(text: text))
                    }
                }
            }

            enum InboxRoute: Route { case list, thread(Int) }

            final class InboxCoordinator: NavigationCoordinator<InboxRoute> {
                var parentRouter: UnownedRouter<TabsRoute>?
                init() { super.init(initialRoute: .list) }
                override func prepareTransition(for route: InboxRoute) -> NavigationTransition {
                    switch route {
                    case .list: return .push(InboxViewController(router: unownedRouter))
                    case .thread(let id): return .push(ThreadViewController(id: id))
                    }
                }
            }

            enum ComposeRoute: Route { case editor, send }

            final class ComposeCoordinator: NavigationCoordinator<ComposeRoute> {
                var onFinish: (() -> Void)?
                init() { super.init(initialRoute: .editor) }
                override func prepareTransition(for route: ComposeRoute) -> NavigationTransition {
                    switch route {
                    case .editor: return .push(EditorViewController(router: unownedRouter))
                    case .send:
                        onFinish?()
                        return .dismiss()
                    }
                }
            }

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private lazy var router = TabsCoordinator().strongRouter

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    router.setRoot(for: window)
                }
            }
            """#,
        ])
        #expect(found == [
            "Tabs.swift:5 dead_step", "Tabs.swift:5 dead_step", "Tabs.swift:5 dead_step", "Tabs.swift:40 dead_step",
            "Tabs.swift:72 dead_step", "Tabs.swift:72 dead_step", "Tabs.swift:100 dead_step",
        ])
    }
}
