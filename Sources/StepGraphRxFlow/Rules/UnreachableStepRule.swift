import StepGraphCore
extension Rules {
    static let unreachableStep = LintRule(
        description: RuleDescription(
            id: "unreachable_step", name: "Unreachable Step", defaultSeverity: .warning, isOptIn: true,
            summary: "An arm that no path from the app's start reaches.",
            rationale: """
            Starting from the stepper given to `coordinate(flow:with:)` and following what each \
            reached arm contributes, forwards and starts (plus deep links), some arms of started \
            flows may never run. They are navigation the user cannot get to. The rule is silent when \
            no `coordinate(flow:with:)` call is found.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            ↓case .detail: return .none
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("OrphanViewModel", emits: ["AppStep.detail(id: 2)"]))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.detail(id: 2)"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewModel = HomeViewModel()
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            case .detail: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a `coordinate(flow:with:)` call is found and no path from its stepper, following what each \
                reached arm contributes, forwards and starts (plus deep links), reaches the arm
                """,
                silentWhen: """
                no start is found, or a flow on the way may receive steps the tool cannot name
                """)),
        check: { navigation, rule in
            let reached = ReachabilityAnalysis(graph: navigation.routing)
            guard reached.hasEntry else { return [] }
            var findings: [Finding] = []
            for flow in navigation.routing.model.flows where reached.flows.contains(flow.name) {
                // Steps the tool cannot name may reach every arm.
                if navigation.routing.receivesUnknownSteps(flow.name) || navigation.routing.opaqueFlows.contains(flow.name) { continue }
                let arrived = reached.arrivedSteps(in: flow.name)
                for arm in flow.arms where !arm.isDefault && !arm.steps.isEmpty {
                    guard !arm.steps.contains(where: arrived.contains),
                          !arm.steps.contains(where: navigation.routing.ambiguousSteps.contains) else { continue }
                    findings.append(rule.finding("No path from the app's start reaches \(flow.name)'s arm for \(arm.steps.joined(separator: ", "))",
                        at: arm.location, about: .steps(flow: flow.name, arm.steps)))
                }
            }
            return findings
        })
}

/// A step arriving in a flow.
package struct FlowStep: Hashable, Sendable {
    package var flow: String
    package var step: String
}

/// What the app can reach from its start: breadth-first over (flow, step) arrivals.
package struct ReachabilityAnalysis: Sendable {
    package private(set) var flows: Set<String> = []
    package private(set) var steps: Set<FlowStep> = []
    package let hasEntry: Bool
    private let graph: RoutingGraph

    package init(graph: RoutingGraph) {
        self.graph = graph
        let roots = graph.model.coordinations.filter { $0.kind == .root }
        hasEntry = !roots.isEmpty
        var queue: [FlowStep] = []
        var flows: Set<String> = []
        var steps: Set<FlowStep> = []
        func arrive(_ flow: String, _ step: String) {
            let item = FlowStep(flow: flow, step: step)
            if steps.insert(item).inserted { queue.append(item) }
        }
        func start(_ flow: String, with startSteps: [String]) {
            if flows.insert(flow).inserted {
                for emission in graph.model.emissions where emission.how == .deepLink { arrive(flow, emission.step) }
                for arrival in graph.arrivals[flow] ?? [] { if case .adapt = arrival.source { arrive(flow, arrival.step) } }
            }
            for step in startSteps { arrive(flow, step) }
        }
        for root in roots { start(root.flow, with: root.startSteps) }
        var next = 0
        while next < queue.count {
            let item = queue[next]
            next += 1
            let arrived = graph.stepAndContainers(item.step)
            let takenExplicitly = graph.handles(item.flow, item.step) && !graph.catchAllFlows.contains(item.flow)
            for arm in graph.flows[item.flow]?.arms ?? [] {
                let matches = arm.steps.contains(where: arrived.contains)
                    || (arm.isDefault && !takenExplicitly && (graph.catchAllFlows.contains(item.flow) || arm.forwardsOwnStep))
                guard matches else { continue }
                for step in arm.nextSteps + arm.forwardsToCurrent { arrive(item.flow, step) }
                let up = arm.forwardsToParent + (arm.forwardsOwnStep ? [item.step] : [])
                for parent in graph.parents(of: item.flow) { for step in up { arrive(parent, step) } }
                for child in graph.model.coordinations where child.kind == .child && child.parentFlow == item.flow
                    && child.steps.contains(where: arrived.contains) {
                    start(child.flow, with: child.startSteps)
                }
            }
        }
        self.flows = flows
        self.steps = steps
    }

    /// The steps that arrive in `flow`, with the container cases of nested ones.
    package func arrivedSteps(in flow: String) -> Set<String> {
        Set(steps.filter { $0.flow == flow }.flatMap { graph.stepAndContainers($0.step) })
    }
}
