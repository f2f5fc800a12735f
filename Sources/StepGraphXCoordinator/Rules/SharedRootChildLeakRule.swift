import StepGraphCore
extension Rules {
    static let sharedRootChildLeak = LintRule(
        description: RuleDescription(
            id: "shared_root_child_leak", name: "Shared Root Child Leak", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator child built on its parent's own root controller is added with `addChild` and never removed.",
            rationale: """
            After every transition a coordinator drops the children that `canBeRemovedAsChild()`: \
            those whose root controller has left the screen. A child built with \
            `X(rootViewController: rootViewController)` (or an initializer of its own handing that \
            controller on to `super.init`: `X(navigationController: rootViewController)`) shares its \
            parent's navigation controller, which never leaves the screen while the parent lives, so the \
            child (and everything its screens hold) stays in `children` for good, one more each time the \
            route runs. Call `removeChild(_:)` when the child's screens are popped, override \
            `viewController` to return the child's first screen (the library then drops it once that \
            screen is popped), or push the child's screens through the parent's own routes.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case settings, orders }
                    enum SettingsRoute: Route { case home }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .settings:
                                let settings = SettingsCoordinator(rootViewController: rootViewController)
                                addChild(↓settings)
                                return .trigger(.home, on: settings)
                            case .orders:
                                self.addChild(↓OrdersCoordinator(navigationController: self.rootViewController))
                                return .none()
                            }
                        }
                    }
                    final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
                    final class OrdersCoordinator: NavigationCoordinator<SettingsRoute> {
                        init(navigationController: UINavigationController) {
                            super.init(rootViewController: navigationController, initialRoute: .home)
                        }
                    }
                    """),
            ],
            nonTriggering: [
                // A child on its own navigation controller is dropped once dismissed.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case settings, orders }
                    enum SettingsRoute: Route { case home, done }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .settings:
                                let settings = SettingsCoordinator()
                                addChild(settings)
                                return .present(settings)
                            case .orders:
                                let orders = OrdersCoordinator(rootViewController: UINavigationController())
                                addChild(orders)
                                return .present(orders)
                            }
                        }
                    }
                    final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
                    final class OrdersCoordinator: NavigationCoordinator<SettingsRoute> {}
                    """),
                // The child's `viewController` is its first screen: the library drops it once that screen is popped.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case settings }
                    enum SettingsRoute: Route { case home }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .settings:
                                let settings = SettingsCoordinator(rootViewController: rootViewController)
                                addChild(settings)
                                return .trigger(.home, on: settings)
                            }
                        }
                    }
                    final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
                        private weak var firstScreen: UIViewController?
                        override var viewController: UIViewController! { firstScreen }
                    }
                    """),
                // The child is removed by hand when its screens go.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case settings, settingsDone }
                    enum SettingsRoute: Route { case home }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        private var settings: SettingsCoordinator?
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .settings:
                                let child = SettingsCoordinator(rootViewController: rootViewController)
                                settings = child
                                addChild(child)
                                return .trigger(.home, on: child)
                            case .settingsDone:
                                if let settings { removeChild(settings) }
                                return .popToRoot()
                            }
                        }
                    }
                    final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
                    """),
                // Removed in a protocol extension the parent adopts.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case settings }
                    enum SettingsRoute: Route { case home }
                    protocol ChildFinishing: AnyObject {}
                    extension ChildFinishing where Self: Coordinator {
                        func finish(_ child: Presentable) {
                            removeChild(child)
                        }
                    }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute>, ChildFinishing {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .settings:
                                let settings = SettingsCoordinator(rootViewController: rootViewController)
                                addChild(settings)
                                return .trigger(.home, on: settings)
                            }
                        }
                    }
                    final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
                    """),
                // Removed by a free function: whose children it removes is unknown.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case settings }
                    enum SettingsRoute: Route { case home }
                    func release<C: Coordinator>(_ child: Presentable, from parent: C) { parent.removeChild(child) }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .settings:
                                self.addChild(SettingsCoordinator(rootViewController: self.rootViewController))
                                return .none()
                            }
                        }
                    }
                    final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a coordinator's `addChild(…)` (bare or on `self`) gets a coordinator built, in the call or in a local, \
                on the adder's own `rootViewController`: under the library's `rootViewController:` label, or under any \
                label (or none) that every initializer of the child taking it hands on to `super.init`/`self.init` as \
                the root; the child (and its superclasses) keeps the library's `viewController`; and neither \
                coordinator's code (class, superclasses, extensions, protocol extensions they adopt) calls \
                `removeChild` or overrides `removeChildrenIfNeeded()`/`canBeRemovedAsChild()`
                """,
                silentWhen: """
                the child overrides `viewController` or builds a root of its own (the library's removal after \
                each transition or back swipe then drops it), or a `removeChild` the tool cannot attribute to a \
                coordinator exists (a free function, another object's call: a not-checked note says where)
                """)),
        check: { navigation, rule in
            (navigation.model.xcoordinator?.sharedRootChildren ?? []).map { site in
                let parent = site.enclosingType ?? site.file
                return rule.finding("\(parent) adds \(site.coordinator), built on its own rootViewController, as a child and never removes it: the library drops a child only when its root leaves the screen, and this one never does",
                                    at: SourceLocation(file: site.file, line: site.line, column: site.column),
                                    about: .use(site.coordinator, in: parent))
            }
        })
}
