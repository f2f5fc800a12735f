import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphXCoordinator
import StepGraphTestSupport

/// Issue 33, round 3, items 2–4: tabs grown before `super.init(tabs:)`, the root screen handed to the
/// library's initializer, and the start of a coordinator its parent shows, drawn in its own frame.
@Suite struct XCoordinatorStartTests {
    // MARK: item 2, tabs appended before `super.init(tabs:)`

    static let tabCoordinators = """
    enum FeedRoute: Route { case list }
    enum InboxRoute: Route { case threads }
    enum AccountRoute: Route { case overview }
    enum HelpRoute: Route { case faq }
    final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
        init() { super.init(initialRoute: .list) }
        override func prepareTransition(for route: FeedRoute) -> NavigationTransition { .push(FeedViewController()) }
    }
    final class InboxCoordinator: NavigationCoordinator<InboxRoute> {
        init() { super.init(initialRoute: .threads) }
        override func prepareTransition(for route: InboxRoute) -> NavigationTransition { .push(InboxViewController()) }
    }
    final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
        init() { super.init(initialRoute: .overview) }
        override func prepareTransition(for route: AccountRoute) -> NavigationTransition { .push(AccountViewController()) }
    }
    final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
        init() { super.init(initialRoute: .faq) }
        override func prepareTransition(for route: HelpRoute) -> NavigationTransition { .push(HelpViewController()) }
    }
    """

    @Test(arguments: [
        """
        var tabs: [Presentable] = []
                tabs.append(FeedCoordinator().strongRouter)
                if session.hasMessages { tabs += [InboxCoordinator()] }
                tabs.append(contentsOf: [AccountCoordinator().strongRouter, HelpCoordinator()])
                super.init(tabs: tabs, select: 0)
        """,
        """
        let feed = FeedCoordinator()
                var tabs = [Presentable]()
                tabs.append(feed.strongRouter)
                tabs += session.hasMessages ? [InboxCoordinator()] : []
                tabs += [AccountCoordinator(), HelpCoordinator()]
                super.init(tabs: tabs)
        """,
        """
        var tabs = [FeedCoordinator().strongRouter as Presentable, InboxCoordinator()]
                // the account and help tabs come last
                tabs.append(contentsOf: [
                    AccountCoordinator(),
                    HelpCoordinator(),
                ])
                super.init(rootViewController: MainTabBarController(), tabs: tabs, select: tabs[0])
        """,
    ])
    func tabsAppendedBeforeTheInitializerAreTheTabBarsChildren(_ initBody: String) {
        let m = xc(Self.tabCoordinators + """

        enum MainRoute: Route { case feed }
        final class MainCoordinator: TabBarCoordinator<MainRoute> {
            init(session: Session) {
                \(initBody)
            }
            override func prepareTransition(for route: MainRoute) -> TabBarTransition { .select(index: 0) }
        }
        """)
        #expect(m.coordinator("MainCoordinator")?.children == ["AccountCoordinator", "FeedCoordinator", "HelpCoordinator", "InboxCoordinator"])
    }

    // MARK: items 3 and 4, a shown coordinator's start and its root screen

    /// An app coordinator presenting an orders flow, pushing a receipt flow and setting a profile flow as
    /// root. `ordersInit` is the orders coordinator's initializer.
    static func app(ordersInit: String) -> [String: String] {
        [
            "App/AppCoordinator.swift": """
            enum AppRoute: Route { case home, orders, receipt(id: Int), profile }
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                init() { super.init(initialRoute: .home) }
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .home: return .push(HomeViewController(router: unownedRouter))
                    case .orders: return .present(OrdersCoordinator(api: api))
                    case .receipt(let id):
                        let receipt = ReceiptCoordinator(id: id)
                        return .presentFullScreen(receipt)
                    case .profile: return .set([ProfileCoordinator()])
                    }
                }
            }
            extension Transition {
                static func presentFullScreen(_ presentable: Presentable) -> Transition {
                    presentable.viewController.modalPresentationStyle = .fullScreen
                    return .present(presentable)
                }
            }
            """,
            "App/OrdersCoordinator.swift": """
            enum OrdersRoute: Route { case detail(Int), close }
            final class OrdersCoordinator: NavigationCoordinator<OrdersRoute> {
                \(ordersInit)
                override func prepareTransition(for route: OrdersRoute) -> NavigationTransition {
                    switch route {
                    case .detail(let id): return .push(OrderDetailViewController(id: id))
                    case .close: return .dismiss()
                    }
                }
            }
            """,
            "App/ReceiptCoordinator.swift": """
            enum ReceiptRoute: Route { case share }
            final class ReceiptCoordinator: ViewCoordinator<ReceiptRoute> {
                init(id: Int) {
                    super.init(rootViewController: ReceiptViewController(id: id), initialRoute: nil)
                }
                override func prepareTransition(for route: ReceiptRoute) -> ViewTransition { .present(UIActivityViewController()) }
            }
            """,
            "App/ProfileCoordinator.swift": """
            enum ProfileRoute: Route { case overview, edit }
            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                init() { super.init(initialRoute: .overview) }
                override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                    switch route {
                    case .overview: return .push(ProfileViewController())
                    case .edit: return .push(EditProfileViewController())
                    }
                }
            }
            """,
            "App/HomeViewController.swift": """
            final class HomeViewController: UIViewController {
                private let router: UnownedRouter<AppRoute>
                init(router: UnownedRouter<AppRoute>) {
                    self.router = router
                    super.init(nibName: nil, bundle: nil)
                }
                @objc private func ordersTapped() { router.trigger(.orders) }
                @objc private func receiptTapped() { router.trigger(.receipt(id: 7)) }
                @objc private func profileTapped() { router.trigger(.profile) }
            }
            """,
            "App/SceneDelegate.swift": """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private lazy var router = AppCoordinator().strongRouter
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    router.setRoot(for: window!)
                }
            }
            """,
        ].mapValues { "import XCoordinator\nimport UIKit\n" + $0 }
    }

    static let ordersInits = [
        "init(api: OrdersAPI) { super.init(root: OrderListViewController(api: api)) }",
        """
        init(api: OrdersAPI) {
                let list = OrderListViewController(api: api)
                list.title = "Orders"
                super.init(rootViewController: UINavigationController(), root: list)
            }
        """,
        """
        init(api: OrdersAPI) {
                super.init(rootViewController: UINavigationController(rootViewController: OrderListViewController(api: api)), initialRoute: nil)
            }
        """,
    ]

    /// The node the parent's arm for `step` leads to in `child`'s frame.
    private func landing(_ graph: NavigationGraph, from step: String, child: String) -> [NavigationGraph.Node] {
        let frame = graph.frames.first { $0.name == child }?.id
        let arm = graph.nodes.first { $0.steps == [step] }?.id
        return graph.edges.filter { $0.from == arm && $0.kind == .startsChild }.compactMap { edge in
            graph.nodes.first { $0.id == edge.to && $0.frame == frame }
        }
    }

    @Test(arguments: ordersInits)
    func theRootScreenIsTheCoordinatorsFirstScreen(_ ordersInit: String) {
        let m = analysis(Self.app(ordersInit: ordersInit)).model
        #expect(m.coordinator("OrdersCoordinator")?.rootScreen == "OrderListViewController")
        #expect(m.coordinator("ReceiptCoordinator")?.rootScreen == "ReceiptViewController")
        #expect(m.coordinator("ProfileCoordinator")?.rootScreen == nil)
    }

    /// The presented, pushed and root-set coordinators without an initial route start at a node of their own, showing their root screen.
    @Test(arguments: ordersInits)
    func aShownCoordinatorStartsInItsOwnFrame(_ ordersInit: String) {
        let graph = NavigationGraph(model: analysis(Self.app(ordersInit: ordersInit)).model, frontEnds: .standard)
        #expect(landing(graph, from: "AppRoute.orders", child: "OrdersCoordinator").map { "\($0.name) \($0.screens)" } == ["start [\"OrderListViewController\"]"])
        #expect(landing(graph, from: "AppRoute.receipt", child: "ReceiptCoordinator").map { "\($0.name) \($0.screens)" } == ["start [\"ReceiptViewController\"]"])
        // With an initial route the parent lands on that route's arm, in the child's frame.
        #expect(landing(graph, from: "AppRoute.profile", child: "ProfileCoordinator").map(\.steps) == [["ProfileRoute.overview"]])
    }

    /// `paths --to` a root screen answers with the way through the parent's arm.
    @Test func pathsReachARootScreen() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in Self.app(ordersInit: Self.ordersInits[0]) {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        for screen in ["OrderListViewController", "ReceiptViewController"] {
            let run = try runTool(["paths", root, "--to", screen])
            #expect(run.status == 0, "\(screen): \(run.stdout)\(run.stderr)")
        }
    }
}
