import StepGraphCore
extension Rules {
    static let deprecatedXCoordinatorAPI = LintRule(
        description: RuleDescription(
            id: "deprecated_xcoordinator_api", name: "Deprecated XCoordinator API", defaultSeverity: .warning, isOptIn: false,
            summary: "XCoordinator 1.x API in a code base that uses 2.x, with its replacement.",
            rationale: """
            XCoordinator 2.0 renamed or removed the 1.x API: `AnyRouter` (a strong class in 1.x) is a \
            deprecated alias of the *unowned* `UnownedRouter`, so an `AnyRouter` property that was the \
            only reference to a coordinator now lets it go and traps on the next trigger; \
            `anyRouter` became `strongRouter`; `generateRootViewController()` is unavailable (the \
            root is given to `init(rootViewController:)`); redirection routers take `parent:` and \
            override `mapToParentRoute(_:)` instead of `superRouter:`/`mapToSuperRoute(_:)`; \
            `RedirectionCoordinator` is gone. The rule reports 1.x names only when the code also \
            uses a name only 2.x has (`UnownedRouter`, `strongRouter`, `mapToParentRoute`…), and not \
            names the app declares itself.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func ↓generateRootViewController() -> UINavigationController { UINavigationController() }
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .list: return .push(ShopListViewController(router: unownedRouter))
                            }
                        }
                    }
                    final class ShopListViewController: UIViewController {
                        private let router: UnownedRouter<ShopRoute>
                        init(router: UnownedRouter<ShopRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
                    }
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        private let router: ↓AnyRouter<ShopRoute> =
                            ShopCoordinator().↓anyRouter
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        init() { super.init(rootViewController: UINavigationController(), initialRoute: .list) }
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .list: return .push(ShopListViewController(router: unownedRouter))
                            }
                        }
                    }
                    final class ShopListViewController: UIViewController {
                        private let router: UnownedRouter<ShopRoute>
                        init(router: UnownedRouter<ShopRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
                    }
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        private let router: StrongRouter<ShopRoute> = ShopCoordinator().strongRouter
                    }
                    """),
                // Nothing says 2.x: on XCoordinator 1.x these names are the API.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func generateRootViewController() -> UINavigationController { UINavigationController() }
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .list: return .push(ShopListViewController(router: anyRouter))
                            }
                        }
                    }
                    final class ShopListViewController: UIViewController {
                        private let router: AnyRouter<ShopRoute>
                        init(router: AnyRouter<ShopRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
                    }
                    """),
                // The app's own `anyRouter` (a type-erasing helper of its own), in a 2.x code base.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        var anyRouter: StrongRouter<ShopRoute> { strongRouter }
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition { .none() }
                    }
                    final class AppDelegate { let router = ShopCoordinator().anyRouter }
                    """),
                // A file that does not import XCoordinator (a migration script's table, a linter's word
                // list) names the 1.x words as its own, though the app beside it is on 2.x.
                RuleExample([
                    ("App.swift", """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition { .none() }
                    }
                    final class AppDelegate { let router: UnownedRouter<ShopRoute> = ShopCoordinator().unownedRouter }
                    """),
                    ("Migration.swift", """
                    enum RenamedAPI: String, CaseIterable {
                        case anyRouter, superRouter, mapToSuperRoute
                        case AnyRouter
                    }
                    let firstRename: RenamedAPI = .superRouter
                    let erased = RenamedAPI.AnyRouter
                    """),
                ]),
                // A 1.x app: the 2.x names appear only in a file that does not import XCoordinator
                // (a migration table), which proves nothing about the app's version.
                RuleExample([
                    ("App.swift", """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition { .none() }
                    }
                    final class AppDelegate { let router: AnyRouter<ShopRoute> = ShopCoordinator().anyRouter }
                    """),
                    ("Migration.swift", """
                    let renamedTypes = ["AnyRouter": "StrongRouter", "UnownedRouter": "UnownedRouter"]
                    enum NewName { case strongRouter, weakRouter, unownedRouter }
                    """),
                ]),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a file that imports XCoordinator (or sees a vendored copy) uses a 1.x name (`AnyRouter`, `anyRouter`, \
                `generateRootViewController`, `superRouter`, `mapToSuperRoute`, `RedirectionCoordinator`), and a file \
                seeing the library uses a name only 2.x has (`UnownedRouter`, `strongRouter`, `mapToParentRoute`, \
                `XCoordinatorRx`…)
                """,
                silentWhen: """
                nothing proves the code base is on 2.x (on 1.x these names are the API), the name is the app's own \
                (a type or function it declares), or the file does not see XCoordinator
                """)),
        check: { navigation, rule in
            var occurrence: [String: Int] = [:]
            return xcoordinator1xUses(navigation.model).map { use in
                let scope = "\(use.api)|\(use.file)|\(use.enclosingType ?? "")"
                occurrence[scope, default: 0] += 1
                return rule.finding("'\(use.api)' is XCoordinator 1.x API: use \(use.replacement)",
                                    at: SourceLocation(file: use.file, line: use.line, column: use.column),
                                    about: .apiUse(api: use.api, file: use.file, type: use.enclosingType ?? "", occurrence: occurrence[scope]!))
            }
        })

    /// The 1.x names used in a code base on 2.x (on 1.x they are the API).
    static func xcoordinator1xUses(_ model: NavigationModel) -> [LegacyAPIUse] {
        guard let part = model.xcoordinator, part.usesVersion2API else { return [] }
        return part.legacyNames
    }
}
