import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 33 item 6: a start read from a computed property returning literals, and tabs built by concatenation.
@Suite struct XCoordinatorComputedStartTests {
    static let routes = """
    enum AppRoute: Route { case home, login, onboarding, settings }

    """

    @Test func everyLiteralAComputedStartReturnsIsAnInitialRoute() {
        let m = xc([
            "App.swift": XCoordinatorComputedStartTests.routes + """
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                init(session: Session) {
                    super.init(initialRoute: session.startRoute)
                }
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .home, .login, .onboarding, .settings: return .none()
                    }
                }
            }
            """,
            "Session.swift": """
            final class Session {
                var token: String?
                var hasSeenOnboarding = false
                var startRoute: AppRoute {
                    if token != nil { return .home }
                    return hasSeenOnboarding ? .login : AppRoute.onboarding
                }
            }
            """,
        ])
        #expect(m.coordinator("AppCoordinator")?.initialRoutes == ["AppRoute.home", "AppRoute.login", "AppRoute.onboarding"])
        #expect(m.unresolved.filter { $0.kind == .start }.isEmpty)
        // The start no longer keeps every route of the type alive: `settings` is dead.
        #expect(findings(["App.swift": "import XCoordinator\n" + XCoordinatorComputedStartTests.routes + """
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                init() { super.init(initialRoute: self.start) }
                private var start: AppRoute {
                    switch Environment.current {
                    case .production: .home
                    case .staging:
                        .login
                    }
                }
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .home: return .push(UIViewController())
                    case .login, .onboarding, .settings: return .none()
                    }
                }
            }
            enum Environment { case production, staging; static var current: Environment { .production } }
            """]).filter { $0.hasPrefix("dead_step") } == ["dead_step|AppRoute.onboarding", "dead_step|AppRoute.settings"])
    }

    /// A getter returning something else than a literal stays a start the tool cannot read.
    @Test func aGetterReturningAValueStaysUnread() {
        let m = xc(XCoordinatorComputedStartTests.routes + """
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                init(store: Store) { super.init(initialRoute: store.route) }
            }
            final class Store {
                var saved: AppRoute?
                var route: AppRoute {
                    if let saved { return saved }
                    return .home
                }
            }
            """)
        #expect(m.coordinator("AppCoordinator")?.initialRoutes == [])
        #expect(m.unresolved.filter { $0.kind == .start }.map(\.detail) == ["store.route"])
    }

    @Test func tabsBuiltByConcatenationAreChildren() {
        let m = xc([
            "Tabs.swift": """
            enum TabsRoute: Route { case home }
            enum HomeRoute: Route { case start }
            final class MainTabsCoordinator: TabBarCoordinator<TabsRoute> {
                init(flags: Flags) {
                    let home = HomeCoordinator()
                    let news = NewsCoordinator()
                    let extras: [Presentable] = [ProfileCoordinator()]
                    super.init(tabs: [home, news] + (flags.chat ? [ChatCoordinator()] : []) + extras as [Presentable])
                }
            }
            final class ShortTabsCoordinator: TabBarCoordinator<TabsRoute> {
                init() {
                    let tabs = [HomeCoordinator(), NewsCoordinator()]
                    super.init(tabs: tabs + [SettingsCoordinator()], select: 0)
                }
            }
            """,
            "Children.swift": """
            final class HomeCoordinator: NavigationCoordinator<HomeRoute> {}
            final class NewsCoordinator: NavigationCoordinator<HomeRoute> {}
            final class ChatCoordinator: NavigationCoordinator<HomeRoute> {}
            final class ProfileCoordinator: NavigationCoordinator<HomeRoute> {}
            final class SettingsCoordinator: NavigationCoordinator<HomeRoute> {}
            """,
        ])
        // `extras`, a typed local array, gives its elements too.
        #expect(m.coordinator("MainTabsCoordinator")?.children == ["ChatCoordinator", "HomeCoordinator", "NewsCoordinator", "ProfileCoordinator"])
        #expect(m.coordinator("ShortTabsCoordinator")?.children == ["HomeCoordinator", "NewsCoordinator", "SettingsCoordinator"])
    }
}
