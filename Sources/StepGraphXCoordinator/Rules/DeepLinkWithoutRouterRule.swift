import StepGraphCore
extension Rules {
    static let deepLinkWithoutRouter = LintRule(
        description: RuleDescription(
            id: "deep_link_without_router", name: "Deep Link Without Router", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator deep link names a route whose router none of the links before it shows.",
            rationale: """
            `deepLink(a, b, c)` triggers `a`, then looks for a router of `b`'s route type among the \
            presentables of the transitions performed so far, and so on. A link whose router is not \
            among them stops the chain (an assertion in debug builds, silence in release): the \
            compiler does not check it. The rule follows the arms the links reach (one coordinator per \
            route type, arms whose transitions it understands) and reports the first link no shown, \
            presented, embedded or selected coordinator takes.
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
                every link of a `deepLink(…)` resolves to one route, the first link and each link before the one \
                reported are taken by the only coordinator of their route type through an arm the tool understood \
                (no payload condition, no unread transition), and none of those arms shows, presents, embeds, \
                selects or adds a coordinator of the reported link's route type
                """,
                silentWhen: """
                a link is not a route the tool resolves, a route type has several coordinators (which one the \
                router wraps is not known) or none, an arm on the way is not understood or hands its work to code \
                the tool does not follow, or the chain's line holds an ambiguity or a not-checked entry
                """)),
        check: { navigation, rule in
            let model = navigation.model
            var byRoute: [String: [FlowModel]] = [:]
            for flow in model.flows where flow.framework == .xcoordinator {
                for route in flow.stepTypes { byRoute[route, default: []].append(flow) }
            }
            let flows = Dictionary(model.flows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            func routeType(_ step: String) -> String { step.lastIndex(of: ".").map { String(step[..<$0]) } ?? step }
            let opaqueArms = Set(model.unresolved.filter { $0.kind == .transition }.map { "\($0.file):\($0.line)" })
            /// The one arm of the one coordinator taking `step`, when its transitions are understood.
            func arm(_ step: String) -> Arm? {
                guard let owners = byRoute[routeType(step)], owners.count == 1, !owners[0].delegatesNavigation,
                      let arm = owners[0].arms.first(where: { $0.steps.contains(step) && !$0.constrainsPayload }),
                      !opaqueArms.contains("\(arm.file):\(arm.line)") else { return nil }
                return arm
            }
            var chains: [String: [Emission]] = [:]
            for emission in model.emissions where emission.how == .deepLinkChain { chains["\(emission.file):\(emission.line)", default: []].append(emission) }
            let unsure = Set(model.unresolved.map { "\($0.file):\($0.line)" } + model.ambiguities.map { "\($0.file):\($0.line)" })
            return chains.keys.sorted().compactMap { key -> Finding? in
                guard !unsure.contains(key) else { return nil }
                let links = chains[key]!.sorted { $0.column < $1.column }
                guard var previous = arm(links[0].step) else { return nil }
                var shown = Set(previous.childFlows)
                for link in links.dropFirst() {
                    let type = routeType(link.step)
                    guard shown.contains(where: { flows[$0]?.stepTypes.contains(type) == true }) else {
                        return rule.finding("Deep link stops at '\(link.step)': no link before it shows a router for \(type)",
                                            at: link.location,
                                            related: [RelatedLocation(location: previous.location, message: "the arm before it shows no \(type) router")],
                                            about: .use(link.step, in: link.enclosingType ?? link.file))
                    }
                    guard let next = arm(link.step) else { return nil }
                    previous = next
                    shown.formUnion(next.childFlows)
                }
                return nil
            }
        })
}
