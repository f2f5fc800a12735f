import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 33 item 5: `chain(routes:)` runs the chained routes' arms; a helper returning a presentable shows it.
@Suite struct XCoordinatorChainTests {
    func describe(_ arm: Arm?) -> String {
        guard let arm else { return "no arm" }
        return arm.outcomes.map(\.rawValue).joined(separator: ",") + " | " + (arm.presentables + arm.childFlows).joined(separator: ",")
    }

    static let news = """
    enum NewsRoute: Route { case list, article(id: Int), comments(Int), openArticle(id: Int), openComments(Int), refresh }
    enum ProfileRoute: Route { case overview }
    final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
        override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
            switch route {
            case .list:
                return .set([NewsListViewController()])
            case .article(let id):
                return .push(ArticleViewController(id: id))
            case let .comments(id):
                let profile = ProfileCoordinator()
                return .present(profile)
            case .openArticle(let id):
                return chain(routes: [.list, .article(id: id)])
            case .openComments(let id):
                return .multiple(self.prepareTransition(for: .article(id: id)),
                                 prepareTransition(for: .comments(id)))
            case .refresh:
                return self.chain(routes: [NewsRoute.list])
            }
        }
    }
    final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {}
    final class NewsListViewController: UIViewController {}
    final class ArticleViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
    """

    @Test func chainedRoutesTakeTheirArmsOutcomes() {
        let m = xc(["News.swift": XCoordinatorChainTests.news])
        #expect(describe(m.arm("NewsCoordinator", "NewsRoute.openArticle"))
                == "multiple,push,set_root | ArticleViewController,NewsListViewController")
        #expect(describe(m.arm("NewsCoordinator", "NewsRoute.openComments"))
                == "child_flow,multiple,present,push | ArticleViewController,ProfileCoordinator")
        #expect(describe(m.arm("NewsCoordinator", "NewsRoute.refresh")) == "multiple,set_root | NewsListViewController")
        // The chained arm keeps its own outcome.
        #expect(describe(m.arm("NewsCoordinator", "NewsRoute.list")) == "set_root | NewsListViewController")
        #expect(m.unresolved.filter { $0.kind == .transition }.isEmpty)
    }

    /// A route chained into a `default:` takes the default's outcome; a chain naming its own route is read once.
    @Test func chainsIntoADefaultAndIntoThemselvesEnd() {
        let m = xc(["Tips.swift": """
            enum TipsRoute: Route { case start, next, again }
            final class TipsCoordinator: NavigationCoordinator<TipsRoute> {
                override func prepareTransition(for route: TipsRoute) -> NavigationTransition {
                    switch route {
                    case .start: return chain(routes: [.next, .again])
                    case .again: return chain(routes: [.again, .start])
                    default: return .push(TipViewController())
                    }
                }
            }
            final class TipViewController: UIViewController {}
            """])
        #expect(describe(m.arm("TipsCoordinator", "TipsRoute.start")) == "multiple,push | TipViewController")
        #expect(describe(m.arm("TipsCoordinator", "TipsRoute.again")) == "multiple,push | TipViewController")
    }

    /// `.present(makeProfile())` where the helper returns a stored coordinator or router: a child shown.
    @Test func helpersReturningAPresentableShowIt() {
        let m = xc([
            "Home.swift": """
            enum HomeRoute: Route { case profile, settings, about, help }
            enum SettingsRoute: Route { case root }
            final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
                private lazy var profileCoordinator = ProfileCoordinator()
                private let settingsRouter: StrongRouter<SettingsRoute>
                init(settingsRouter: StrongRouter<SettingsRoute>) {
                    self.settingsRouter = settingsRouter
                    super.init(initialRoute: .profile)
                }
                override func prepareTransition(for route: HomeRoute) -> NavigationTransition {
                    switch route {
                    case .profile: return .present(makeProfile())
                    case .settings: return .present(self.settingsPresentable())
                    case .about: return .push(aboutScreen())
                    case .help: return .push(helpScreen())
                    }
                }
            }
            """,
            "Home+Presentables.swift": """
            extension HomeCoordinator {
                func makeProfile() -> Presentable { profileCoordinator }
                private func settingsPresentable() -> Presentable {
                    return settingsRouter
                }
                func aboutScreen() -> UIViewController {
                    let screen = AboutViewController()
                    screen.title = "About"
                    return screen
                }
                func helpScreen() -> some Presentable { HelpViewController() }
            }
            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {}
            final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
                init() { super.init(initialRoute: .root) }
            }
            enum ProfileRoute: Route { case overview }
            final class AboutViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            """,
        ])
        #expect(describe(m.arm("HomeCoordinator", "HomeRoute.profile")) == "child_flow,present | ProfileCoordinator")
        #expect(describe(m.arm("HomeCoordinator", "HomeRoute.settings")) == "child_flow,present | SettingsCoordinator")
        #expect(describe(m.arm("HomeCoordinator", "HomeRoute.about")) == "push | AboutViewController")
        #expect(describe(m.arm("HomeCoordinator", "HomeRoute.help")) == "push | HelpViewController")
        #expect(m.unresolved.filter { $0.kind == .transition }.map(\.detail).isEmpty)
    }
}
