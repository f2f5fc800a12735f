import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 33's leftovers, from real-app shapes: what is no router's, coordinators shown by their parent,
/// tab arrays held in locals and properties, and deep-link chains.
@Suite struct XCoordinatorLeftoversTests {
    // MARK: item 1, `.route(…)` / `.trigger(…)` of an app's own enum

    @Test func anAppsOwnRouteCaseReturnedFromAFunctionIsNoEmission() {
        let m = xc([
            "Resolution.swift": """
            struct LinkResolution {
                enum Result { case route(String), ambiguous([String]), none }
                let cases: [String: Set<String>]

                func resolve(_ name: String, qualifier: String?) -> Result {
                    if let qualifier {
                        return cases[qualifier]?.contains(name) == true ? Result.none : .route(qualifier + "." + name)
                    }
                    let owners = cases.keys.filter { cases[$0]!.contains(name) }.sorted()
                    if owners.count == 1 { return .route(owners[0] + "." + name) }
                    return .ambiguous(owners)
                }
            }
            """,
            "Destination.swift": """
            enum Destination { case route(path: String), trigger(EventName), web(URL) }
            extension NotificationHandler {
                func destination(for payload: [String: Any]) -> Destination {
                    guard let event = payload["event"] as? String else { return .route(path: payload["path"] as! String) }
                    return .trigger(EventName(event))
                }
                var fallback: Destination { .route(path: "/" + section) }
                static func make(_ url: URL) -> Destination? { url.scheme == "app" ? nil : .web(url) }
            }
            """,
            "Profile.swift": """
            enum ProfileRoute: Route { case overview, close }
            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                    switch route {
                    case .overview: return .push(ProfileViewController())
                    case .close: return .trigger(.overview)
                    }
                }
                func closeTransition() -> ProfileCoordinator.TransitionType { .route(.close, on: self) }
            }
            """,
        ])
        #expect(m.unresolved.filter { $0.kind == .emission }.map { "\($0.file):\($0.line)" } == [])
        #expect(m.routeTriggers([.transitionTrigger]) == ["ProfileRoute.close@transitionTrigger", "ProfileRoute.overview@transitionTrigger"])
    }

    // MARK: item 2, a coordinator shown by its parent hangs under it

    /// An app whose root presents a tab bar full screen (through its own factory, in another file), a
    /// company coordinator presented `.fullScreen` by hand, and a settings tab bar presented as a local child.
    static let presentedApp: [String: String] = [
        "App/AppCoordinator.swift": """
        enum AppRoute: Route { case login, home, company, settings }
        final class AppCoordinator: NavigationCoordinator<AppRoute> {
            init() { super.init(initialRoute: .login) }

            override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                switch route {
                case .login:
                    let login = LoginViewController()
                    login.viewModel = LoginViewModel(router: unownedRouter)
                    return .push(login)
                case .home:
                    return .presentFullScreen(HomeTabCoordinator())
                case .company:
                    let company = CompanyCoordinator()
                    company.rootViewController.modalPresentationStyle = .fullScreen
                    return .present(company, animation: .default)
                case .settings:
                    let child = SettingsTabCoordinator(user: .current)
                    return .present(child)
                }
            }
        }
        final class LoginViewController: UIViewController { var viewModel: LoginViewModel! }
        final class LoginViewModel {
            private let router: UnownedRouter<AppRoute>
            init(router: UnownedRouter<AppRoute>) { self.router = router }
            func signedIn() { router.trigger(.home) }
            func openCompany() { self.router.trigger(.company) }
            func openSettings() { router.trigger(.settings) }
        }
        final class AppDelegate {
            let router = AppCoordinator().strongRouter
            func start(window: UIWindow) { router.setRoot(for: window) }
        }
        """,
        "App/Transition+FullScreen.swift": """
        extension Transition {
            static func presentFullScreen(_ presentable: Presentable, animation: Animation? = nil) -> Transition {
                presentable.viewController?.modalPresentationStyle = .fullScreen
                return .present(presentable, animation: animation)
            }
        }
        """,
        "Tabs/Tabs.swift": """
        enum HomeTabRoute: Route { case news, search }
        final class HomeTabCoordinator: TabBarCoordinator<HomeTabRoute> {
            init() {
                let news = NewsCoordinator().strongRouter
                super.init(tabs: [news, SearchCoordinator().strongRouter], select: news)
            }
        }
        enum SettingsTabRoute: Route { case account }
        final class SettingsTabCoordinator: TabBarCoordinator<SettingsTabRoute> {
            init(user: User) {
                super.init(rootViewController: SettingsTabBarController(), tabs: [AccountCoordinator(user: user)])
            }
        }
        enum CompanyRoute: Route { case team }
        final class CompanyCoordinator: NavigationCoordinator<CompanyRoute> {
            init() { super.init(root: CompanyViewController()) }
        }
        enum NewsRoute: Route { case list }
        final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
            init() { super.init(initialRoute: .list) }
            override func prepareTransition(for route: NewsRoute) -> NavigationTransition { .push(NewsViewController()) }
        }
        enum SearchRoute: Route { case query }
        final class SearchCoordinator: NavigationCoordinator<SearchRoute> {
            init() { super.init(initialRoute: .query) }
            override func prepareTransition(for route: SearchRoute) -> NavigationTransition {
                switch route { case .query: return .push(SearchViewController()) }
            }
        }
        enum AccountRoute: Route { case profile }
        final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
            init(user: User) { super.init(initialRoute: .profile) }
            override func prepareTransition(for route: AccountRoute) -> NavigationTransition { .push(ProfileViewController()) }
        }
        """,
    ]

    /// `from-arm → kind → frame:node` for the edges leaving the arms named `name`.
    func edges(from name: String, in graph: NavigationGraph) -> [String] {
        graph.nodes.filter { $0.name == name }.flatMap { node in
            graph.edges(from: node.id).map { edge in
                let target = graph.node(edge.to)
                let frame = graph.frames.first { $0.id == target?.frame }?.name ?? "-"
                return "\(edge.kind) \(frame):\(target?.name ?? "")"
            }
        }.sorted()
    }

    @Test func aCoordinatorShownFullScreenHangsUnderItsParentArm() {
        let graph = NavigationGraph(model: xc(Self.presentedApp), frontEnds: .standard)
        #expect(edges(from: "AppRoute.home", in: graph) == ["startsChild HomeTabCoordinator:start"])
        #expect(edges(from: "AppRoute.company", in: graph) == ["startsChild CompanyCoordinator:start"])
        #expect(edges(from: "AppRoute.settings", in: graph) == ["startsChild SettingsTabCoordinator:start"])
        // The tab bar's start shows its tabs, each a frame inside its own.
        #expect(edges(from: "start", in: graph) == [
            "startsChild AccountCoordinator:default", "startsChild NewsCoordinator:default", "startsChild SearchCoordinator:SearchRoute.query",
        ])
        let home = graph.frames.first { $0.name == "HomeTabCoordinator" }
        #expect(graph.frames.filter { $0.parent == home?.id }.map(\.name).sorted() == ["NewsCoordinator", "SearchCoordinator"])
    }

    @Test func pathsReachACoordinatorShownFullScreenThroughItsParent() {
        let graph = NavigationGraph(model: xc(Self.presentedApp), frontEnds: .standard)
        for (target, through) in [("HomeTabCoordinator", "AppRoute.home"), ("CompanyCoordinator", "AppRoute.company"),
                                  ("SearchCoordinator", "AppRoute.home"), ("AccountCoordinator", "AppRoute.settings")] {
            let hops = NavigationPaths(graph: graph, target: target, from: "App start").paths.first?.hops.map(\.name) ?? []
            #expect(hops.contains(through), "\(target): \(hops)")
            #expect(hops.last != nil && hops.dropLast().contains("start") == (target == "SearchCoordinator" || target == "AccountCoordinator"))
        }
    }

    // MARK: item 3, tab arrays in typed locals and properties

    @Test func typedLocalAndHeldTabArraysAreTheTabBarsChildren() {
        let m = xc([
            "Main/MainTabCoordinator.swift": """
            enum MainRoute: Route { case reset, all }
            final class MainTabCoordinator: TabBarCoordinator<MainRoute> {
                private let homeRouter: StrongRouter<HomeRoute>
                private let newsRouter: StrongRouter<NewsRoute>
                private lazy var tabs = [homeRouter, newsRouter]
                var routers: [Presentable] { [homeRouter, newsRouter] + [ChatCoordinator()] }

                init() {
                    let home = HomeCoordinator().strongRouter
                    let news = NewsCoordinator().strongRouter
                    let tabs: [Presentable] = [home, news]
                    homeRouter = home
                    newsRouter = news
                    super.init(tabs: tabs, select: home)
                }

                override func prepareTransition(for route: MainRoute) -> TabBarTransition {
                    switch route {
                    case .reset: return .set(tabs)
                    case .all: return .set(self.routers, animation: .default)
                    }
                }
            }
            """,
            "Main/Tabs.swift": """
            enum HomeRoute: Route { case feed }
            enum NewsRoute: Route { case list }
            enum ChatRoute: Route { case inbox }
            final class HomeCoordinator: NavigationCoordinator<HomeRoute> {}
            final class NewsCoordinator: NavigationCoordinator<NewsRoute> {}
            final class ChatCoordinator: NavigationCoordinator<ChatRoute> {}
            enum ExtrasRoute: Route { case more }
            final class ExtrasCoordinator: TabBarCoordinator<ExtrasRoute> {
                init(extras: [Presentable]) {
                    var tabs: [Presentable] = [HomeCoordinator(), NewsCoordinator()] + extras
                    tabs.append(ChatCoordinator())
                    super.init(tabs: tabs)
                }
            }
            """,
        ])
        #expect(m.coordinator("MainTabCoordinator")?.children == ["HomeCoordinator", "NewsCoordinator"])
        // `tabs.append(ChatCoordinator())` before `super.init(tabs:)` adds a tab.
        #expect(m.coordinator("ExtrasCoordinator")?.children == ["ChatCoordinator", "HomeCoordinator", "NewsCoordinator"])
        #expect(m.flow("MainTabCoordinator")?.arms.map { "\($0.steps) \($0.childFlows)" } == [
            "[\"MainRoute.reset\"] [\"HomeCoordinator\", \"NewsCoordinator\"]",
            "[\"MainRoute.all\"] [\"ChatCoordinator\", \"HomeCoordinator\", \"NewsCoordinator\"]",
        ])
    }

    // MARK: item 4, dead_step speaks of routes

    @Test func deadStepsXCoordinatorFindingAndDocsSayRoute() throws {
        let example = try #require(Rules.deadStep.description.triggering.first { $0.files.contains { $0.source.contains("import XCoordinator") } })
        let said = "Route 'ShopRoute.promotion' is declared but nothing triggers it"
        #expect(Rules.deadStep.description.rationale.contains(said))
        let files = Dictionary(uniqueKeysWithValues: example.files.map { ($0.path, $0.source.replacingOccurrences(of: "↓", with: "")) })
        let findings = Linter.lint(analysis(files)).findings
        #expect(findings.filter { $0.ruleID == "dead_step" }.map(\.message) == [said])
    }
}
