import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// §7 R6 (a child on its parent's own root is never removed) and R14 (a `BasicCoordinator`'s
/// `presented(from:)` overridden without `super`).
@Suite struct XCoordinatorLifecycleTests {
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
        #expect(findings(m, Rules.sharedRootChildLeak, as: located) == [
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
        #expect(findings(m, Rules.sharedRootChildLeak, as: located).isEmpty)
        #expect(m.xcoordinator?.sharedRootChildren.isEmpty == true)
    }

    /// `removeChild` wherever the coordinators' code calls it, and removals the tool cannot attribute.
    @Test func removalsOutsideTheClassBodyAreSeen() {
        let shop = """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute>, ChildFinishing {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .settings:
                    let child = SettingsCoordinator(rootViewController: rootViewController)
                    addChild(child)
                    return .trigger(.home, on: child)
                case .help:
                    self.addChild(HelpCoordinator(rootViewController: self.rootViewController))
                    return .none()
                }
            }
        }
        final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
        final class HelpCoordinator: NavigationCoordinator<SettingsRoute> {}
        protocol ChildFinishing: AnyObject {}

        """
        let unremoved = xc(["Shop.swift": XCoordinatorLifecycleTests.routes + shop])
        #expect(findings(unremoved, Rules.sharedRootChildLeak, as: located).count == 2)
        let removals = [
            // A protocol extension the parent adopts.
            """
            extension ChildFinishing where Self: Coordinator {
                func finish(_ child: Presentable) { removeChild(child) }
            }
            """,
            // An extension of the child, in a closure property.
            """
            extension HelpCoordinator {
                var onClose: () -> Void { { [unowned self] in self.parentCoordinator?.removeChild(self) } }
            }
            extension SettingsCoordinator {
                func close(from parent: ShopCoordinator) {
                    parent.removeChild(self)
                }
            }
            """,
            // A free function: whose children it removes is unknown.
            "func detach(_ child: Presentable, from parent: some Coordinator) { parent.removeChild(child) }",
            // Another object removes them on some coordinator.
            """
            final class SessionStore {
                weak var coordinator: ShopCoordinator?
                func logOut(_ child: Presentable) { coordinator?.removeChild(child) }
            }
            """,
            // The parent's removal logic is its own.
            """
            extension ShopCoordinator {
                override func removeChildrenIfNeeded() { children.forEach(removeChild) }
            }
            """,
            // Another coordinator removes them from the parent.
            """
            final class AppCoordinator: NavigationCoordinator<ShopRoute> {
                let shop = ShopCoordinator(rootViewController: UINavigationController())
                func close(_ child: Presentable) { shop.removeChild(child) }
            }
            """,
            // The parent removes them in a `[weak self]` closure: its own call.
            """
            extension ShopCoordinator {
                func closeLater(_ child: Presentable) {
                    DispatchQueue.main.async { [weak self] in self?.removeChild(child) }
                }
            }
            """,
        ]
        var unfollowed: [String] = []
        for removal in removals {
            let m = xc(["Shop.swift": XCoordinatorLifecycleTests.routes + shop, "Removal.swift": removal])
            #expect(findings(m, Rules.sharedRootChildLeak, as: located).isEmpty, "\(removal)")
            unfollowed += m.unresolved.filter { $0.kind == .lifecycle }.map { "\($0.subject) \($0.file):\($0.line)" }
        }
        // What removes a child of a coordinator the tool cannot tell is recorded.
        #expect(unfollowed == ["Removal.swift Removal.swift:3", "SessionStore Removal.swift:5", "AppCoordinator Removal.swift:5"])
        // Calling the library's own removal changes nothing: a shared root never leaves the screen.
        let byLibrary = xc(["Shop.swift": XCoordinatorLifecycleTests.routes + shop,
                            "Removal.swift": "extension ShopCoordinator { func tidy() { removeChildrenIfNeeded() } }"])
        #expect(findings(byLibrary, Rules.sharedRootChildLeak, as: located).count == 2)
    }

    /// An override that hands its work to a method of its own may call `super` there.
    @Test func presentedOverridesCallingOwnMethodsAreSilent() {
        let m = xc([
            "Help.swift": """
            enum HelpRoute: Route { case faq }
            protocol Tracking {}
            extension Tracking { func startTracking() {} }
            final class HelpCoordinator: BasicNavigationCoordinator<HelpRoute>, Tracking {
                init() { super.init(initialRoute: .faq) }
                override func presented(from presentable: Presentable?) { startTracking() }
            }
            final class GuideCoordinator: BasicNavigationCoordinator<HelpRoute> {
                init() { super.init(initialRoute: .faq) }
                override func presented(from presentable: Presentable?) {
                    self.configure(presentable)
                }
            }
            extension GuideCoordinator {
                private func configure(_ presentable: Presentable?) { super.presented(from: presentable) }
            }
            final class TipsCoordinator: BasicNavigationCoordinator<HelpRoute> {
                let onPresented: (Presentable?) -> Void = { _ in }
                init() { super.init(initialRoute: .faq) }
                override func presented(from presentable: Presentable?) { onPresented(presentable) }
            }
            final class FAQCoordinator: BasicNavigationCoordinator<HelpRoute> {
                init() { super.init(initialRoute: .faq) }
                override func presented(from presentable: Presentable?) {
                    #track(presentable)
                }
            }
            /// A free function cannot call the coordinator's super either: still reported.
            final class LegalCoordinator: BasicNavigationCoordinator<HelpRoute> {
                init() { super.init(initialRoute: .faq) }
                override func presented(from presentable: Presentable?) {
                    log(#function)
                    print("legal")
                }
            }
            func log(_ message: String) {}
            """,
        ])
        // A protocol extension's method cannot call `super`: HelpCoordinator's override is reported.
        #expect(findings(m, Rules.presentedWithoutSuper, as: located) == ["Help.swift:8:19 presented_without_super|HelpCoordinator",
                                                            "Help.swift:33:19 presented_without_super|LegalCoordinator"])
        #expect(m.unresolved.filter { $0.kind == .lifecycle }.map { "\($0.subject):\($0.line) \($0.detail)" } == [
            "GuideCoordinator:12 presented(from:) calls configure(…), which may call super",
            "TipsCoordinator:22 presented(from:) calls onPresented(…), which may call super",
            "FAQCoordinator:26 presented(from:) expands a macro",
        ])
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
        #expect(findings(m, Rules.presentedWithoutSuper, as: located) == [
            "Help.swift:9:26 presented_without_super|HelpCoordinator",
            "Help.swift:15:19 presented_without_super|ContactCoordinator",
        ])
    }
}
