extension Rules {
    static let unreachableFlow = LintRule(
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
            ]),
        check: { navigation, rule in
            let coordinated = Set(navigation.routing.model.coordinations.map(\.flow))
            // Flows that are types (RxFlow flows, XCoordinator coordinators; FNFK flows have `unused_flow`).
            let flows = navigation.model.flows.filter { FrontEnds.frontEnd($0.framework).flowsAreTypes }
            return flows.filter { !$0.isInstantiated && !coordinated.contains($0.name) }.map { flow in
                rule.finding("\(flow.name) is never instantiated or coordinated",
                             at: flow.location, about: .flow(flow.name))
            }
        })
}
