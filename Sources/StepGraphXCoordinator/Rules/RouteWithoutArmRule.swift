import StepGraphCore
extension Rules {
    static let routeWithoutArm = LintRule(
        description: RuleDescription(
            id: "route_without_arm", name: "Route Without Arm", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator route is triggered, but its coordinator has no arm for it and a `default:` that does nothing.",
            rationale: """
            `router.trigger(.x)`, `.trigger(.x, on: router)`, `initialRoute: .x`, a redirection or a \
            deep link hands the route to the coordinator whose `RouteType` it is. When that \
            coordinator's `prepareTransition(for:)` has no arm for the case and its `default:` \
            returns `.none()`, the trigger silently does nothing: the screen's button is dead.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ProfileRoute: Route { case overview, editAvatar }
                    final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                        init() { super.init(initialRoute: .overview) }
                        override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                            switch route {
                            case .overview: return .push(ProfileViewController(router: unownedRouter))
                            default: return .none()
                            }
                        }
                    }
                    final class ProfileViewController: UIViewController {
                        private let router: UnownedRouter<ProfileRoute>
                        init(router: UnownedRouter<ProfileRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
                        @objc func avatarTapped() { router.trigger(.↓editAvatar) }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ProfileRoute: Route { case overview, editAvatar }
                    final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                        init() { super.init(initialRoute: .overview) }
                        override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                            switch route {
                            case .overview: return .push(ProfileViewController(router: unownedRouter))
                            default: return .present(AvatarPickerViewController())
                            }
                        }
                    }
                    final class ProfileViewController: UIViewController {
                        private let router: UnownedRouter<ProfileRoute>
                        init(router: UnownedRouter<ProfileRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
                        @objc func avatarTapped() { router.trigger(.editAvatar) }
                    }
                    """),
                // Two coordinators take the route type: which one the router wraps is not known.
                RuleExample(
                    """
                    import XCoordinator
                    enum ProfileRoute: Route { case overview, editAvatar }
                    final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                        override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                            switch route {
                            case .overview: return .none()
                            default: return .none()
                            }
                        }
                    }
                    final class PadProfileCoordinator: ViewCoordinator<ProfileRoute> {
                        override func prepareTransition(for route: ProfileRoute) -> ViewTransition {
                            switch route {
                            case .overview: return .none()
                            case .editAvatar: return .present(UIViewController())
                            }
                        }
                    }
                    func tap(_ router: WeakRouter<ProfileRoute>) { router.trigger(.editAvatar) }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a trigger (`router.trigger`, `.trigger(_:on:)`, `initialRoute:`, a redirection, a deep link) resolves \
                to one route, one coordinator takes that route type, the tool followed its arms, none names the \
                case, and its `default:` returns `.none()` without handing the route on
                """,
                silentWhen: """
                the `default:` gives the route to a closure (`nextRouteHandler(route)`) or another router \
                (`.trigger(route, on: parent)`), several coordinators or none take the route type, or an arm is \
                not understood
                """)),
        check: { navigation, rule in
            let model = navigation.model
            let triggerKinds: Set<EmissionKind> = [.trigger, .transitionTrigger, .initialRoute, .redirect, .deepLinkChain]
            let ambiguous = Set(model.ambiguities.flatMap(\.candidates))
            let opaque = Set(model.unresolved.filter { $0.kind == .dispatch }.map(\.subject))
            var byRoute: [String: [FlowModel]] = [:]
            for flow in model.flows where flow.framework == .xcoordinator {
                for route in flow.stepTypes { byRoute[route, default: []].append(flow) }
            }
            return model.emissions.compactMap { emission -> Finding? in
                guard triggerKinds.contains(emission.how), !ambiguous.contains(emission.step),
                      let dot = emission.step.lastIndex(of: ".") else { return nil }
                let routeType = String(emission.step[..<dot])
                guard let coordinators = byRoute[routeType], coordinators.count == 1, let coordinator = coordinators.first,
                      !coordinator.delegatesNavigation, !opaque.contains(coordinator.name),
                      !coordinator.arms.contains(where: { $0.steps.contains(emission.step) }),
                      let fallback = coordinator.arms.first(where: \.isDefault), fallback.outcomes == [.none], !fallback.forwardsOwnStep else { return nil }
                return rule.finding("Route '\(emission.step)' is triggered, but \(coordinator.name) has no arm for it: its default: does nothing",
                                    at: emission.location,
                                    related: [RelatedLocation(location: fallback.location, message: "\(coordinator.name)'s default: returns .none()")],
                                    about: .use(emission.step, in: emission.enclosingType ?? emission.file))
            }
        })
}
