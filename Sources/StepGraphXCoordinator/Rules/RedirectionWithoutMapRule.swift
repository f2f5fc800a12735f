import StepGraphCore
extension Rules {
    static let redirectionWithoutMap = LintRule(
        description: RuleDescription(
            id: "redirection_without_map", name: "Redirection Without Map", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator redirection router is built with `map: nil` and no `mapToParentRoute(_:)` override.",
            rationale: """
            A `RedirectionRouter` turns each of its routes into a parent route through the `map:` \
            closure or an override of `mapToParentRoute(_:)`. With neither, the library's \
            `mapToParentRoute` calls `fatalError`: the first trigger on the router crashes the app. \
            (The library's README spells the method `mapToParentRoute(for:)`, which overrides nothing.)
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    enum FilterRoute: Route { case apply }
                    final class FilterRouter: RedirectionRouter<ShopRoute, FilterRoute> {
                        func mapToParentRoute(for route: FilterRoute) -> ShopRoute { .list }
                    }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .list:
                                return .push(↓FilterRouter(viewController: FilterViewController(), parent: unownedRouter, map: nil))
                            }
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route { case list }
                    enum FilterRoute: Route { case apply }
                    final class FilterRouter: RedirectionRouter<ShopRoute, FilterRoute> {
                        override func mapToParentRoute(_ route: FilterRoute) -> ShopRoute { .list }
                    }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .list:
                                let filters = FilterRouter(viewController: FilterViewController(), parent: unownedRouter, map: nil)
                                let inline = RedirectionRouter<ShopRoute, FilterRoute>(viewController: UIViewController(),
                                                                                       parent: unownedRouter, map: { _ in .list })
                                return .multiple(.push(filters), .push(inline))
                            }
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a `RedirectionRouter` (the library's or a subclass) is built with `map: nil` and neither its class \
                nor a superclass overrides `mapToParentRoute(_:)`
                """,
                silentWhen: """
                a `map:` closure or function is given (whatever it is), or the class or a superclass declares \
                `mapToParentRoute(_:)`
                """)),
        check: { navigation, rule in
            unmappedRedirections(navigation.model).map { site in
                rule.finding("\(site.coordinator) is built with map: nil and does not override mapToParentRoute(_:): its first trigger calls fatalError",
                             at: SourceLocation(file: site.file, line: site.line, column: site.column),
                             about: .use(site.coordinator, in: site.enclosingType ?? site.file))
            }
        })

    /// Redirection routers built with `map: nil` whose class maps no route itself: the library's
    /// `mapToParentRoute(_:)` calls `fatalError`.
    static func unmappedRedirections(_ model: NavigationModel) -> [CoordinatorSite] {
        guard let part = model.xcoordinator else { return [] }
        let mappers = Set(part.parentRouteMappers)
        return part.redirectionsWithoutMap.filter { !mappers.contains($0.coordinator) }
    }
}
