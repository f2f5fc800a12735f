import Testing
@testable import StepGraphCore
@testable import StepGraphKit
import StepGraphTestSupport

/// A coordinator declared twice in one folder (a stale copy beside it, no project to say which file
/// is built) leaves open only what it does with the routes of the type it receives, not with every
/// route of the module: the note counts those.
@Suite struct DeclaredTwiceScopeTests {
    static let routes = """
    import XCoordinator

    enum AppRoute: Route {
        case login
        case home
        case settings
    }

    enum SettingsRoute: Route {
        case profile
        case privacy
        case notifications
        case about
        case close
    }
    """

    static func coordinator(_ route: String, arms: String) -> String {
        """
        import UIKit
        import XCoordinator

        final class AppCoordinator: NavigationCoordinator<\(route)> {
            init() { super.init(initialRoute: .login) }

            override func prepareTransition(for route: \(route)) -> NavigationTransition {
                switch route {
        \(arms)
                }
            }
        }
        """
    }

    @Test(arguments: [
        // An older copy of the coordinator, one arm fewer.
        ("App/AppCoordinator_old.swift", coordinator("AppRoute", arms: """
                case .login, .home:
                    return .push(UIViewController())
                case .settings:
                    return .none()
        """)),
        // A first version that was a plain class, which receives no route at all.
        ("App/AppCoordinator_v1.swift", """
        import UIKit

        final class AppCoordinator {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() { window.makeKeyAndVisible() }
        }
        """),
    ])
    func onlyTheReceivedRouteTypeIsLeftOpen(path: String, other: String) throws {
        let files = [
            "App/Routes.swift": Self.routes,
            "App/AppCoordinator.swift": Self.coordinator("AppRoute", arms: """
                    case .login:
                        return .push(UIViewController())
                    case .home, .settings:
                        return .none()
            """),
            path: other,
        ]
        let analysis = Analyzer.standard.analyze(sources: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
        let result = Linter.lint(analysis, configuration: LintConfiguration())
        let note = try #require(result.notChecked.first { $0.cause == .declaredTwice })
        #expect(note.message.hasSuffix("rules about what it does with 3 steps not checked (dead steps still are)"), "\(note.message)")
        #expect(note.subjects == ["AppCoordinator", "AppRoute.home", "AppRoute.login", "AppRoute.settings"])
    }
}
