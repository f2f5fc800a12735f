import StepGraphCore
extension Rules {
    static let pushNavigationCoordinator = LintRule(
        description: RuleDescription(
            id: "push_navigation_coordinator", name: "Push Navigation Coordinator", defaultSeverity: .error, isOptIn: false,
            summary: "An XCoordinator navigation coordinator pushes another navigation coordinator onto its stack.",
            rationale: """
            `.push(p)` and a navigation coordinator's `.set([p])` put `p.viewController` on the stack, \
            and a `NavigationCoordinator`'s `viewController` is its `UINavigationController`: UIKit \
            raises "Pushing a navigation controller is not supported" (a sibling built on the same \
            `rootViewController` would be pushed onto itself). Present the child instead, or give it \
            the parent's `rootViewController` and `addChild` it with `.trigger(_:on:)`. The rule \
            reads children the code names (built, or held in a property), not ones told only by a \
            router's route type, and stays silent when the child overrides `viewController`.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case cart, help, orders }
                    enum CartRoute: Route { case items }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        private lazy var orders = OrdersCoordinator(rootViewController: rootViewController)
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .cart:
                                let cart = CartCoordinator()
                                return .push(↓cart)
                            case .help:
                                return .set([ShopViewController(), ↓BasicNavigationCoordinator<CartRoute>(initialRoute: .items) { _ in .none() }])
                            case .orders:
                                return .push(↓orders.strongRouter, animation: .default)
                            }
                        }
                    }
                    final class CartCoordinator: NavigationCoordinator<CartRoute> {}
                    final class OrdersCoordinator: NavigationCoordinator<CartRoute> {}
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case cart, help, orders }
                    enum CartRoute: Route { case items }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        private lazy var orders = OrdersCoordinator(rootViewController: rootViewController)
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .cart: return .present(CartCoordinator())
                            case .help: return .push(HelpCoordinator())
                            case .orders:
                                addChild(orders)
                                return .trigger(.items, on: orders)
                            }
                        }
                    }
                    final class CartCoordinator: NavigationCoordinator<CartRoute> {}
                    final class OrdersCoordinator: NavigationCoordinator<CartRoute> {}
                    /// A view coordinator's root is a plain view controller: pushing it is fine.
                    final class HelpCoordinator: ViewCoordinator<CartRoute> {
                        init() { super.init(rootViewController: UIViewController()) }
                    }
                    """),
                // The child shows its first screen instead of its navigation controller.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case cart }
                    enum CartRoute: Route { case items }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .cart: return .push(CartCoordinator())
                            }
                        }
                    }
                    final class CartCoordinator: NavigationCoordinator<CartRoute> {
                        override var viewController: UIViewController! { rootViewController.viewControllers.first }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a navigation coordinator's arm or helper pushes, or sets as its stack, another coordinator the code \
                names (built there, or held in a property) that is a navigation coordinator keeping the library's \
                `viewController` (its navigation controller)
                """,
                silentWhen: """
                the child is told only by a router's route type, is the pushing coordinator itself, or it (or a \
                superclass) overrides `viewController`
                """)),
        check: { navigation, rule in
            pushedNavigationStacks(navigation.model).map { site in
                let pusher = site.enclosingType ?? site.file
                return rule.finding("\(pusher) pushes \(site.coordinator), whose view controller is a UINavigationController: UIKit refuses to push it",
                                    at: SourceLocation(file: site.file, line: site.line, column: site.column),
                                    about: .use(site.coordinator, in: pusher))
            }
        })

    /// Navigation coordinators put on another navigation coordinator's stack that show their navigation
    /// controller (they do not override `viewController`).
    static func pushedNavigationStacks(_ model: NavigationModel) -> [CoordinatorSite] {
        guard let part = model.xcoordinator else { return [] }
        let kinds = Dictionary(part.coordinators.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let overriders = Set(part.viewControllerOverriders)
        return part.stackedCoordinators.filter { site in
            (kinds[site.coordinator] ?? XCoordinatorLinker.libraryKinds[site.coordinator]) == .navigation && !overriders.contains(site.coordinator)
        }
    }
}
