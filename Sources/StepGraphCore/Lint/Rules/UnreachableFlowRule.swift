extension Rules {
    package static let unreachableFlow = LintRule(
        description: RuleDescription(
            id: "unreachable_flow", name: "Unreachable Flow", defaultSeverity: .warning, isOptIn: false,
            summary: "A Flow type (or an XCoordinator coordinator) that nothing instantiates or coordinates.",
            rationale: """
            A flow that no code creates, no coordinator starts and no arm contributes is dead \
            navigation code: its screens cannot be reached, and its arms hide the steps it seems to \
            handle from the other rules' reasoning. The same holds for an XCoordinator coordinator \
            or redirection router no code creates.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum ArchiveRoute: Route { case list }
                    final ↓class ArchiveCoordinator: NavigationCoordinator<ArchiveRoute> {
                        override func prepareTransition(for route: ArchiveRoute) -> NavigationTransition {
                            switch route {
                            case .list: return .push(UIViewController())
                            }
                        }
                    }
                    func open(_ router: UnownedRouter<ArchiveRoute>) { router.trigger(.list) }
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final ↓class ArchiveFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors { return .none }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: "        default: return .none"))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: "        default: return .none"))
                    final class Assembly {
                        func assemble(container: Container) {
                            container.register(Flow.self) { _ in AppFlow() }
                        }
                    }
                    """),
                // A base flow nothing creates itself: its code runs in the subclass that is created.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    class BaseListFlow: Flow {
                        var root: Presentable { navigationController }
                        let navigationController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .home: return .none
                            default: return .none
                            }
                        }
                    }
                    final class RecipesFlow: BaseListFlow {}
                    \(ExampleCode.start("RecipesFlow", with: "AppStep.home"))
                    """),
                // The subclass overrides `navigate(to:)` and hands other steps to `super`.
                RuleExample([
                    ("Base.swift", """
                    import RxFlow
                    \(ExampleCode.appStep)
                    open class CatalogBaseFlow: Flow {
                        public var root: Presentable { UINavigationController() }
                        open func navigate(to step: Step) -> FlowContributors { return .none }
                    }
                    """),
                    ("Shop.swift", """
                    import RxFlow
                    final class ShopFlow: CatalogBaseFlow {
                        override func navigate(to step: Step) -> FlowContributors {
                            guard let step = step as? AppStep else { return super.navigate(to: step) }
                            switch step {
                            case .home: return .none
                            default: return super.navigate(to: step)
                            }
                        }
                    }
                    final class Launcher {
                        let coordinator = FlowCoordinator()
                        func start() { coordinator.coordinate(flow: ShopFlow(), with: OneStepper(withSingleStep: AppStep.home)) }
                    }
                    """),
                ]),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                no code creates the flow type (or XCoordinator coordinator or redirection router): no \
                initializer call, `resolve(X.self)`, coordination or contribution names it, and no other flow \
                subclasses it
                """,
                silentWhen: """
                any code creates it, even through a factory or a dependency container, or another flow inherits \
                its code
                """)),
        marks: .unreachableFrame,
        check: { navigation, rule in
            let coordinated = Set(navigation.model.coordinations.map(\.flow))
            // Flows that are types (RxFlow flows, XCoordinator coordinators; FNFK flows have `unused_flow`).
            let flows = navigation.model.flows.filter { navigation.frontEnds.flowsAreTypes($0.framework) }
            // A base class other flows subclass is not dead: its code runs in them.
            return flows.filter { !$0.isInstantiated && !coordinated.contains($0.name) && ($0.subclasses ?? []).isEmpty }.map { flow in
                rule.finding("\(flow.name) is never instantiated or coordinated",
                             at: flow.location, about: .flow(flow.name))
            }
        })
}
