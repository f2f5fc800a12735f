import Testing
@testable import StepGraphKit
import StepGraphTestSupport

/// §7 R6 (a child on its parent's own root is never removed) and R14 (a `BasicCoordinator`'s
/// `presented(from:)` overridden without `super`).
@Suite struct XCoordinatorLifecycleTests {
    func findings(_ m: NavigationModel, _ rule: LintRule) -> [String] {
        rule.check(NavigationGraph(model: m), rule.defaultSettings).map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.identity)" }
    }

    static let routes = """
    enum ShopRoute: Route { case settings, help }
    enum SettingsRoute: Route { case home }

    """

    @Test func sharedRootChildrenInEverySpelling() {
        let m = xc([
            "Shop.swift": XCoordinatorLifecycleTests.routes + """
            final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                    switch route {
                    case .settings: return showSettings()
                    case .help:
                        let help = BasicNavigationCoordinator<SettingsRoute>(rootViewController: self.rootViewController) { _ in .none() }
                        addChild(help)
                        return .none()
                    }
                }
            }
            """,
            "Shop+Settings.swift": """
            extension ShopCoordinator {
                func showSettings() -> NavigationTransition {
                    let child = SettingsCoordinator(rootViewController: rootViewController)
                    self.addChild(child)
                    return .trigger(.home, on: child)
                }
            }
            final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
            """,
        ])
        #expect(findings(m, Rules.sharedRootChildLeak) == [
            "Shop+Settings.swift:6:23 shared_root_child_leak|SettingsCoordinator|ShopCoordinator",
            "Shop.swift:11:22 shared_root_child_leak|BasicNavigationCoordinator|ShopCoordinator",
        ])
    }

    @Test func removedChildrenAndOtherAddChildCallsAreSilent() {
        let m = xc([
            "Shop.swift": XCoordinatorLifecycleTests.routes + """
            final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                    switch route {
                    case .settings:
                        let child = SettingsCoordinator(rootViewController: rootViewController, parent: self)
                        addChild(child)
                        return .trigger(.home, on: child)
                    case .help:
                        rootViewController.addChild(HelpViewController(rootViewController: rootViewController))
                        return .none()
                    }
                }
            }
            /// A screen container: UIKit's addChild, not a coordinator's.
            final class CartViewController: UIViewController {
                let rootViewController = UINavigationController()
                func embed() { addChild(ItemsCoordinator(rootViewController: rootViewController)) }
            }
            """,
            "Settings.swift": """
            final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
                weak var parent: ShopCoordinator?
                init(rootViewController: UINavigationController, parent: ShopCoordinator) {
                    self.parent = parent
                    super.init(rootViewController: rootViewController)
                }
                func finish() { parent?.removeChild(self) }
            }
            final class ItemsCoordinator: NavigationCoordinator<SettingsRoute> {}
            """,
        ])
        #expect(findings(m, Rules.sharedRootChildLeak).isEmpty)
        #expect(m.xcoordinator?.sharedRootChildren.isEmpty == true)
    }

    @Test func presentedWithoutSuperInEverySpelling() {
        let m = xc([
            "Help.swift": """
            enum HelpRoute: Route { case faq }
            class BaseHelpCoordinator<R: Route>: BasicNavigationCoordinator<R> {}
            final class HelpCoordinator: BaseHelpCoordinator<HelpRoute> {
                init() { super.init(initialRoute: .faq, prepareTransition: nil) }
            }
            extension HelpCoordinator {
                override public func presented(from presentable: Presentable?) {
                    log("help shown")
                }
            }
            final class ContactCoordinator: BasicCoordinator<HelpRoute, ViewTransition> {
                init(root: UIViewController) { super.init(rootViewController: root, initialRoute: .faq) }
                override func presented(from presentable: Presentable?) { presentable?.viewController.map(track) }
            }
            /// No initial route: nothing to skip.
            final class LegalCoordinator: BasicNavigationCoordinator<HelpRoute> {
                init() { super.init() }
                override func presented(from presentable: Presentable?) {}
            }
            /// `super` called after other work.
            final class AboutCoordinator: BasicNavigationCoordinator<HelpRoute> {
                init() { super.init(initialRoute: .faq) }
                override func presented(from presentable: Presentable?) {
                    log("about")
                    super.presented(from: presentable)
                }
            }
            """,
        ])
        #expect(findings(m, Rules.presentedWithoutSuper) == [
            "Help.swift:9:26 presented_without_super|HelpCoordinator",
            "Help.swift:15:19 presented_without_super|ContactCoordinator",
        ])
    }
}
