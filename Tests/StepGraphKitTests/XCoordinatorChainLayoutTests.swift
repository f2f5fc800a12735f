import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphXCoordinator
import StepGraphTestSupport

/// Issue 33, round 3, item 1: a `deepLink(…)` written over several lines (one link a line, trailing
/// commas, comments between) is one chain, read as on one line.
@Suite struct XCoordinatorChainLayoutTests {
    /// A shop: the app coordinator presents a tab bar whose catalog tab is a router it selects and
    /// whose search tab it selects by index. `openCode` is the body of the arm that deep-links.
    static func app(_ openCode: String) -> [String: String] {
        [
            "Shop/AppCoordinator.swift": """
            enum AppRoute: Route { case welcome, tabs, product(sku: String) }
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                init() { super.init(initialRoute: .welcome) }
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .welcome:
                        return .push(WelcomeViewController(router: unownedRouter))
                    case .tabs:
                        return .presentOnRoot(ShopTabsCoordinator())
                    case .product(let sku):
            \(openCode)
                    }
                }
            }
            """,
            "Shop/ShopTabsCoordinator.swift": """
            enum ShopTabsRoute: Route { case catalog, search }
            final class ShopTabsCoordinator: TabBarCoordinator<ShopTabsRoute> {
                private let catalogRouter: StrongRouter<CatalogRoute>
                init(catalogRouter: StrongRouter<CatalogRoute> = CatalogCoordinator().strongRouter) {
                    self.catalogRouter = catalogRouter
                    super.init(tabs: [catalogRouter, SearchViewController()], select: catalogRouter)
                }
                override func prepareTransition(for route: ShopTabsRoute) -> TabBarTransition {
                    switch route {
                    case .catalog: return .select(catalogRouter)
                    case .search: return .select(index: 1)
                    }
                }
            }
            """,
            "Shop/CatalogCoordinator.swift": """
            enum CatalogRoute: Route { case list, detail(sku: String) }
            final class CatalogCoordinator: NavigationCoordinator<CatalogRoute> {
                init() { super.init(initialRoute: .list) }
                override func prepareTransition(for route: CatalogRoute) -> NavigationTransition {
                    switch route {
                    case .list: return .push(CatalogViewController())
                    case .detail(let sku): return .push(ProductViewController(sku: sku))
                    }
                }
            }
            """,
            "Shop/AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private let router = AppCoordinator().strongRouter
                func open(_ sku: String) { router.trigger(.product(sku: sku)) }
                func start() { router.trigger(.tabs) }
            }
            """,
        ].mapValues { "import XCoordinator\nimport UIKit\n" + $0 }
    }

    private func deepLinkFindings(_ openCode: String) -> [String] {
        findings(Self.app(openCode), as: located).filter { $0.contains("deep_link_without_router") }
    }

    /// A chain through the search tab (selected by index) stops at the catalog link, wherever its lines break.
    @Test(arguments: [
        ("""
                    return deepLink(
                        AppRoute.tabs,
                        ShopTabsRoute.search,
                        CatalogRoute.detail(sku: sku)
                    )
        """, 16),
        ("""
                    return self.deepLink(
                        AppRoute.tabs, // the tab bar first
                        /* then the search tab */ ShopTabsRoute.search,
                        CatalogRoute.detail(sku: sku),
                    )
        """, 16),
        ("""
                    return deepLink(AppRoute.tabs, [
                        ShopTabsRoute.search,
                        CatalogRoute.detail(sku: sku),
                    ] as [Route])
        """, 15),
    ])
    func aChainOverSeveralLinesStopsWhereTheLibraryStops(_ openCode: String, line: Int) {
        #expect(deepLinkFindings(openCode) == ["Shop/AppCoordinator.swift:\(line):30 deep_link_without_router|CatalogRoute.detail|AppCoordinator"])
    }

    /// The same chain through the catalog tab resolves, and the map draws it as one deep link.
    @Test(arguments: [
        """
                    return deepLink(
                        AppRoute.tabs,
                        ShopTabsRoute.catalog,  // selects the router
                        CatalogRoute.detail(sku: sku),
                    )
        """,
        """
                    let link = deepLink(AppRoute.tabs,
                                        ShopTabsRoute.catalog,
                                        CatalogRoute.detail(sku: sku))
                    return link
        """,
    ])
    func aChainOverSeveralLinesIsOneDeepLink(_ openCode: String) {
        #expect(deepLinkFindings(openCode) == [])
        let graph = NavigationGraph(model: analysis(Self.app(openCode)).model, frontEnds: .standard)
        #expect(graph.nodes.filter { $0.kind == .deepLink }.map(\.steps) == [["AppRoute.tabs", "ShopTabsRoute.catalog", "CatalogRoute.detail"]])
    }
}
