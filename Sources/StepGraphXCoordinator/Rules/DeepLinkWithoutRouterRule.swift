import StepGraphCore
extension Rules {
    static let deepLinkWithoutRouter = LintRule(
        description: RuleDescription(
            id: "deep_link_without_router", name: "Deep Link Without Router", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator deep link names a route whose router neither the coordinator nor the links before it show.",
            rationale: """
            `deepLink(a, b, c)` (or `deepLink(a, [b, c])`) triggers `a`, then looks for a router of \
            `b`'s route type among the coordinator itself and the presentables of the transitions \
            performed so far, and so on (XCoordinator's `DeepLinking.swift`). A link whose router is not \
            among them stops the chain (an assertion in debug builds, silence in release): the compiler \
            does not check it. Children started with `addChild` or driven by `.trigger(_:on:)` are not \
            presentables of the transition, so the search does not find them. The rule replays that \
            search over the arms the links reach and reports the first link no shown, presented, \
            embedded or selected coordinator, nor the coordinator itself, takes.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum AppRoute: Route { case home, open(Int) }
                    enum HomeRoute: Route { case feed }
                    enum FeedRoute: Route { case post(Int) }
                    final class AppCoordinator: NavigationCoordinator<AppRoute> {
                        override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                            switch route {
                            case .home: return .presentOnRoot(HomeCoordinator())
                            case .open(let id): return deepLink(AppRoute.home, HomeRoute.feed, FeedRoute.↓post(id))
                            }
                        }
                    }
                    final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
                        override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
                            switch route {
                            case .feed: return .select(index: 0)
                            }
                        }
                    }
                    final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
                        override func prepareTransition(for route: FeedRoute) -> NavigationTransition {
                            switch route {
                            case .post: return .push(UIViewController())
                            }
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum AppRoute: Route { case home, open(Int) }
                    enum HomeRoute: Route { case feed }
                    enum FeedRoute: Route { case post(Int) }
                    final class AppCoordinator: NavigationCoordinator<AppRoute> {
                        override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                            switch route {
                            case .home: return .presentOnRoot(HomeCoordinator())
                            case .open(let id): return deepLink(AppRoute.home, HomeRoute.feed, FeedRoute.post(id))
                            }
                        }
                    }
                    final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
                        private let feedRouter: StrongRouter<FeedRoute>
                        init(feedRouter: StrongRouter<FeedRoute> = FeedCoordinator().strongRouter) {
                            self.feedRouter = feedRouter
                            super.init(tabs: [feedRouter], select: feedRouter)
                        }
                        override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
                            switch route {
                            case .feed: return .select(feedRouter)
                            }
                        }
                    }
                    final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
                        override func prepareTransition(for route: FeedRoute) -> NavigationTransition {
                            switch route {
                            case .post: return .push(UIViewController())
                            }
                        }
                    }
                    """),
                // An arm whose transition the tool cannot follow may show the router: silence.
                RuleExample(
                    """
                    import XCoordinator
                    enum AppRoute: Route { case home, open }
                    enum HomeRoute: Route { case feed }
                    final class AppCoordinator: NavigationCoordinator<AppRoute> {
                        override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                            switch route {
                            case .home: return makeHome.transition
                            case .open: return deepLink(AppRoute.home, HomeRoute.feed)
                            }
                        }
                    }
                    final class HomeCoordinator: TabBarCoordinator<HomeRoute> {}
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                every link of a `deepLink(…)` resolves to one route, each link before the one reported found \
                exactly one router (the coordinator itself or a coordinator an earlier link's transition \
                shows, presents, embeds or selects) through an arm the tool understood (no payload condition, \
                no unread transition), and neither the coordinator nor any of those transitions' \
                presentables takes the reported link's route type
                """,
                silentWhen: """
                a link is not a route the tool resolves, several routers of one type were shown (which one \
                the library meets first is a runtime matter), the first route is neither the calling \
                coordinator's nor a single coordinator's, an arm on the way hands its work to code the tool \
                does not follow, or the chain's line holds an ambiguity or a not-checked entry; an arm on the \
                way whose transition cannot be read (its presentables are unknown) also adds a "not checked" \
                note at the chain
                """)),
        check: { navigation, rule in
            let search = DeepLinkSearch(model: navigation.model)
            return search.chains.compactMap { chain -> Finding? in
                guard case .stops(let link, let previous) = search.verdict(chain) else { return nil }
                let type = DeepLinkSearch.routeType(link.step)
                return rule.finding("Deep link stops at '\(link.step)': neither the coordinator nor a link before it shows a router for \(type)",
                                    at: link.location,
                                    related: previous.map { [RelatedLocation(location: $0.location, message: "the arm before it shows no \(type) router")] } ?? [],
                                    about: .use(link.step, in: link.enclosingType ?? link.file))
            }
        })
}
