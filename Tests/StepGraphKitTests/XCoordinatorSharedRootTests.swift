import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `shared_root_child_leak` speaks only when the child's `viewController` is its parent's root: built on it
/// (under any label its initializer hands on), not overridden, and not removed by hand.
@Suite struct XCoordinatorSharedRootTests {
    func leaks(_ m: NavigationModel) -> [String] {
        findings(m, Rules.sharedRootChildLeak, as: { "\($0.location.file):\($0.location.line) \($0.identity)" })
    }

    static let routes = """
    enum ProfileRoute: Route { case settings, orders, help, news }
    enum ChildRoute: Route { case start }

    """

    /// The parent's root handed on under the labels and initializers apps write.
    static let parent = routes + """
    final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
        override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
            switch route {
            case .settings:
                let settings = SettingsCoordinator(navigationController: rootViewController)
                addChild(settings)
                return .trigger(.start, on: settings)
            case .orders:
                self.addChild(OrdersCoordinator(self.rootViewController, orderID: 7))
                return .none()
            case .help:
                addChild(HelpCoordinator(rootVC: rootViewController) { print("closed") })
                return .none()
            case .news:
                let news = NewsCoordinator(rootViewController: rootViewController)
                addChild(news)
                return .none()
            }
        }
    }

    """

    @Test func everyLabelHandingTheRootOnIsAShare() {
        let m = xc([
            "Profile.swift": XCoordinatorSharedRootTests.parent,
            "Children.swift": """
            final class SettingsCoordinator: NavigationCoordinator<ChildRoute> {
                init(navigationController: UINavigationController) {
                    super.init(rootViewController: navigationController)
                }
            }
            final class OrdersCoordinator: NavigationCoordinator<ChildRoute> {
                private let orderID: Int
                init(_ nav: UINavigationController, orderID: Int) {
                    self.orderID = orderID
                    super.init(rootViewController: nav, initialRoute: .start)
                }
            }
            class ClosingCoordinator<R: Route>: NavigationCoordinator<R> {
                let onClose: () -> Void
                init(rootVC: UINavigationController, onClose: @escaping () -> Void) {
                    self.onClose = onClose
                    super.init(rootViewController: rootVC)
                }
            }
            final class HelpCoordinator: ClosingCoordinator<ChildRoute> {}
            final class NewsCoordinator: NavigationCoordinator<ChildRoute> {}
            """,
        ])
        #expect(leaks(m) == [
            "Profile.swift:10 shared_root_child_leak|SettingsCoordinator|ProfileCoordinator",
            "Profile.swift:13 shared_root_child_leak|OrdersCoordinator|ProfileCoordinator",
            "Profile.swift:16 shared_root_child_leak|HelpCoordinator|ProfileCoordinator",
            "Profile.swift:20 shared_root_child_leak|NewsCoordinator|ProfileCoordinator",
        ])
    }

    /// A child whose `viewController` is its first screen is dropped by the library once that screen is popped
    /// (the parent's next transition, a back swipe): in its class, an app base class or an extension.
    @Test func childrenOverridingViewControllerAreDroppedByTheLibrary() {
        let m = xc([
            "Profile.swift": XCoordinatorSharedRootTests.parent,
            "Children.swift": """
            final class SettingsCoordinator: NavigationCoordinator<ChildRoute> {
                private weak var firstScreen: UIViewController?
                override var viewController: UIViewController! { firstScreen }
                init(navigationController: UINavigationController) {
                    super.init(rootViewController: navigationController)
                }
            }
            final class OrdersCoordinator: NavigationCoordinator<ChildRoute> {
                public override var viewController: UIViewController! {
                    get { rootViewController.viewControllers.first }
                }
                init(_ nav: UINavigationController, orderID: Int) {
                    super.init(rootViewController: nav, initialRoute: .start)
                }
            }
            class PushedCoordinator<R: Route>: NavigationCoordinator<R> {
                weak var pushed: UIViewController?
                override var viewController: UIViewController! {
                    return self.pushed
                }
            }
            class ClosingCoordinator<R: Route>: PushedCoordinator<R> {
                init(rootVC: UINavigationController, onClose: @escaping () -> Void) {
                    super.init(rootViewController: rootVC)
                }
            }
            final class HelpCoordinator: ClosingCoordinator<ChildRoute> {}
            final class NewsCoordinator: PushedCoordinator<ChildRoute> {}
            """,
        ])
        #expect(leaks(m).isEmpty)
    }

    /// An initializer that builds a root of its own (pushing it onto the one it is given) makes a child the
    /// library drops when that root goes.
    @Test func childrenOnARootOfTheirOwnAreSilent() {
        let m = xc([
            "Profile.swift": XCoordinatorSharedRootTests.parent,
            "Children.swift": """
            final class SettingsCoordinator: ViewCoordinator<ChildRoute> {
                init(navigationController: UINavigationController) {
                    let screen = SettingsViewController()
                    navigationController.pushViewController(screen, animated: true)
                    super.init(rootViewController: screen)
                }
            }
            final class OrdersCoordinator: NavigationCoordinator<ChildRoute> {
                weak var host: UINavigationController?
                init(_ host: UINavigationController, orderID: Int) {
                    self.host = host
                    super.init(initialRoute: .start)
                }
            }
            final class HelpCoordinator: NavigationCoordinator<ChildRoute> {
                convenience init(rootVC: UINavigationController, onClose: @escaping () -> Void) {
                    self.init(rootViewController: UINavigationController())
                }
            }
            final class NewsCoordinator: NavigationCoordinator<ChildRoute> {
                init(rootViewController: UINavigationController) {
                    super.init(rootViewController: UINavigationController(), initialRoute: .start)
                }
            }
            """,
        ])
        #expect(leaks(m).isEmpty)
    }
}
