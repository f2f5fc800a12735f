import StepGraphCore
extension Rules {
    static let rootDelegateReplaced = LintRule(
        description: RuleDescription(
            id: "root_delegate_replaced", name: "Root Delegate Replaced", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator navigation or tab bar coordinator replaces its root controller's delegate.",
            rationale: """
            `NavigationCoordinator` and `TabBarCoordinator` install their own delegate on the root \
            controller, and only when it has none: that delegate runs the transitions' animations and, \
            for a navigation stack, tells the coordinator a back button or swipe popped a screen, so it \
            can drop the child coordinators that went with it. Code that sets \
            `rootViewController.delegate` (or hands `super.init(rootViewController:)` a controller \
            that already has a delegate) loses both: custom animations fail and popped children stay \
            in memory. Set the coordinator's own `delegate` property instead; the library forwards to it.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum FeedRoute: Route { case list }
                    final class FeedCoordinator: NavigationCoordinator<FeedRoute>, UINavigationControllerDelegate {
                        init() {
                            super.init(initialRoute: .list)
                            ↓rootViewController.delegate = self
                        }
                        override func prepareTransition(for route: FeedRoute) -> NavigationTransition { .push(FeedViewController()) }
                    }
                    final class TabsCoordinator: TabBarCoordinator<FeedRoute> {
                        init(feed: FeedCoordinator = FeedCoordinator()) {
                            let tabs = UITabBarController()
                            ↓tabs.delegate = TabBarAnalytics.shared
                            super.init(rootViewController: tabs, tabs: [feed])
                        }
                    }
                    extension FeedCoordinator {
                        func observe(_ observer: UINavigationControllerDelegate) { self.↓rootViewController.delegate = observer }
                    }
                    /// Cleared after `super.init`: the library's delegate is gone.
                    final class InboxCoordinator: TabBarCoordinator<FeedRoute> {
                        init(feed: FeedCoordinator = FeedCoordinator()) {
                            let tabs = UITabBarController()
                            super.init(rootViewController: tabs, tabs: [feed])
                            ↓tabs.delegate = nil
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum FeedRoute: Route { case list }
                    final class FeedCoordinator: NavigationCoordinator<FeedRoute>, UINavigationControllerDelegate {
                        init() {
                            super.init(initialRoute: .list)
                            delegate = self
                        }
                        override func prepareTransition(for route: FeedRoute) -> NavigationTransition { .push(FeedViewController()) }
                    }
                    final class TabsCoordinator: TabBarCoordinator<FeedRoute> {
                        init(feed: FeedCoordinator = FeedCoordinator()) {
                            let tabs = UITabBarController()
                            tabs.tabBar.tintColor = .systemOrange
                            super.init(rootViewController: tabs, tabs: [feed])
                        }
                    }
                    /// The library's own animation delegate put back after a temporary one.
                    final class ListCoordinator: NavigationCoordinator<FeedRoute> {
                        func endCustomTransition() {
                            rootViewController.delegate = animationDelegate
                            self.rootViewController.delegate = self.animationDelegate
                        }
                    }
                    /// A root handed over with no delegate gets the library's own.
                    final class SearchCoordinator: NavigationCoordinator<FeedRoute> {
                        override init(rootViewController: UINavigationController = .init(), initialRoute: FeedRoute? = nil) {
                            rootViewController.delegate = nil
                            super.init(rootViewController: rootViewController, initialRoute: initialRoute)
                        }
                    }
                    /// A view coordinator's root is the app's own controller: its delegate is the app's.
                    final class MapCoordinator: ViewCoordinator<FeedRoute> {
                        init(map: MapViewController) {
                            super.init(rootViewController: map)
                            rootViewController.delegate = self
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a navigation or tab bar coordinator's own code sets `rootViewController.delegate` (or \
                `self.rootViewController.delegate`), or gives a delegate to the controller it then hands to \
                `super.init(rootViewController:)`
                """,
                silentWhen: """
                the delegate is set on another object or through the coordinator's own `delegate` property, or the \
                controller handed to `super.init` has its delegate cleared (`= nil`)
                """)),
        check: { navigation, rule in
            var occurrence: [String: Int] = [:]
            return replacedRootDelegates(navigation.model).map { site in
                occurrence[site.coordinator, default: 0] += 1
                return rule.finding("\(site.coordinator) replaces its root controller's delegate: the library's animation and child-removal delegate is gone; set the coordinator's delegate instead",
                                    at: SourceLocation(file: site.file, line: site.line, column: site.column),
                                    about: .occurrence(site.coordinator, occurrence[site.coordinator]!))
            }
        })

    /// Navigation and tab bar coordinators whose root controller's delegate the code replaces: only they
    /// install a delegate of their own (when the root has none).
    static func replacedRootDelegates(_ model: NavigationModel) -> [CoordinatorSite] {
        guard let part = model.xcoordinator else { return [] }
        let delegating = Set(part.coordinators.filter { $0.kind == .navigation || $0.kind == .tabBar }.map(\.name))
        return part.rootDelegateAssignments.filter { delegating.contains($0.coordinator) }
    }
}
