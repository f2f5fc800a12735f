import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphXCoordinator
import StepGraphTestSupport

/// `deep_link_without_router` replays XCoordinator's own router search (`DeepLinking.swift`): each
/// link's router is looked for among the coordinator itself, then every presentable the earlier
/// links' transitions listed — not among children started beside the transition.
@Suite struct XCoordinatorDeepLinkSearchTests {
    /// A news app: the app coordinator presents a tab bar whose news tab is a router it selects, and
    /// starts the profile flow with `addChild` + `.trigger(_:on:)` on its own stack. `openLine` is the
    /// notification arm that deep-links.
    private func app(_ openLine: String) -> [String: String] {
        [
            "Coordinators/AppCoordinator.swift": """
            enum AppRoute: Route { case login, home, profile, notification(articleID: Int) }
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                init() { super.init(initialRoute: .login) }
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .login:
                        return .push(LoginViewController(router: unownedRouter))
                    case .home:
                        return .presentOnRoot(HomeCoordinator())
                    case .profile:
                        let profile = ProfileCoordinator(rootViewController: rootViewController)
                        addChild(profile)
                        return .trigger(.overview, on: profile)
                    case let .notification(articleID):
                        \(openLine)
                    }
                }
            }
            """,
            "Coordinators/HomeCoordinator.swift": """
            enum HomeRoute: Route { case news, settings }
            final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
                private let newsRouter: StrongRouter<NewsRoute>
                init(newsRouter: StrongRouter<NewsRoute> = NewsCoordinator().strongRouter) {
                    self.newsRouter = newsRouter
                    super.init(tabs: [newsRouter], select: newsRouter)
                }
                override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
                    switch route {
                    case .news: return .select(newsRouter)
                    case .settings: return .select(index: 1)
                    }
                }
            }
            """,
            "Coordinators/NewsCoordinator.swift": """
            enum NewsRoute: Route { case list, article(id: Int) }
            final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
                init() { super.init(initialRoute: .list) }
                override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
                    switch route {
                    case .list: return .push(NewsListViewController())
                    case .article(let id): return .push(ArticleViewController(id: id))
                    }
                }
            }
            """,
            "Coordinators/ProfileCoordinator.swift": """
            enum ProfileRoute: Route { case overview, edit }
            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                    switch route {
                    case .overview: return .push(ProfileViewController())
                    case .edit: return .push(EditProfileViewController())
                    }
                }
            }
            """,
            "AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private let router = AppCoordinator().strongRouter
                func open(_ id: Int) { router.trigger(.notification(articleID: id)) }
                func start() { router.trigger(.home); router.trigger(.profile) }
            }
            """,
        ].mapValues { "import XCoordinator\nimport UIKit\n" + $0 }
    }

    private func deepLinkFindings(_ openLine: String) -> [String] {
        findings(app(openLine), as: located).filter { $0.contains("deep_link_without_router") }
    }

    /// Later links find their routers on the coordinator itself (`AppRoute.home` after `.login`) and
    /// among what an earlier link showed (the tab bar of the first link, the news tab it selects).
    @Test(arguments: [
        "return deepLink(AppRoute.login, AppRoute.home, HomeRoute.news, NewsRoute.article(id: articleID))",
        "return self.deepLink(AppRoute.login, [AppRoute.home, HomeRoute.news, NewsRoute.article(id: articleID)] as [Route])",
    ])
    func chainResolvesThroughTheCoordinatorAndEarlierPresentables(_ openLine: String) {
        #expect(deepLinkFindings(openLine) == [])
    }

    /// A child started with `addChild` + `.trigger(_:on:)` is no presentable of the transition: the
    /// library does not find its router, so the chain stops at the link after it.
    @Test(arguments: [
        ("return deepLink(AppRoute.profile, ProfileRoute.edit)", 60),
        ("return deepLink(AppRoute.home, [HomeRoute.news, AppRoute.profile, ProfileRoute.edit])", 92),
    ])
    func chainStopsAfterAChildStartedBesideTheTransition(_ openLine: String, column: Int) {
        #expect(deepLinkFindings(openLine) == [
            "Coordinators/AppCoordinator.swift:17:\(column) deep_link_without_router|ProfileRoute.edit|AppCoordinator",
        ])
    }

    /// A tab selected by index shows no router: the chain stops at the link that needs one.
    @Test func chainStopsAtATabSelectedByIndex() {
        let found = deepLinkFindings("return deepLink(AppRoute.home, HomeRoute.settings, NewsRoute.article(id: articleID))")
        #expect(found == ["Coordinators/AppCoordinator.swift:17:74 deep_link_without_router|NewsRoute.article|AppCoordinator"])
    }

    /// An arm on the way whose transition cannot be read: no finding, and a note at the chain says
    /// how far it was checked.
    @Test func chainPastAnUnreadArmIsSilentAndNoted() {
        var files = app("return deepLink(AppRoute.home, HomeRoute.news, NewsRoute.article(id: articleID))")
        files["Coordinators/HomeCoordinator.swift"] = files["Coordinators/HomeCoordinator.swift"]!
            .replacingOccurrences(of: "case .news: return .select(newsRouter)", with: "case .news: return tabFactory.newsTransition")
        let result = Linter.lint(analysis(files), configuration: LintConfiguration())
        #expect(!result.findings.contains { $0.ruleID == "deep_link_without_router" })
        let notes = result.notChecked.filter { $0.message.contains("deep link") }
        #expect(notes.map { "\($0.cause.rawValue) \($0.file ?? ""):\($0.line ?? 0)" } == ["unread_transition Coordinators/AppCoordinator.swift:17"])
        #expect(notes.first?.subjects == ["AppRoute.home", "HomeRoute.news", "NewsRoute.article"])
    }
}
