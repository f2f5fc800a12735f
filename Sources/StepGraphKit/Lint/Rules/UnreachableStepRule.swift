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
                    ↓        case .detail: return .none
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
            ]),
        check: { graph, severity in
            let reached = ReachabilityAnalysis(graph: graph)
            guard reached.hasEntry else { return [] }
            var findings: [Finding] = []
            for flow in graph.model.flows where reached.flows.contains(flow.name) {
                for arm in flow.arms where !arm.isDefault && !arm.steps.isEmpty {
                    guard !arm.steps.contains(where: { reached.steps.contains(FlowStep(flow: flow.name, step: $0)) }),
                          !arm.steps.contains(where: graph.ambiguousSteps.contains) else { continue }
                    findings.append(Finding(
                        rule: "unreachable_step", severity: severity,
                        message: "No path from the app's start reaches \(flow.name)'s arm for \(arm.steps.joined(separator: ", "))",
                        location: arm.location, symbols: [flow.name] + arm.steps))
                }
            }
            return findings
        })
}

/// A step arriving in a flow.
public struct FlowStep: Hashable, Sendable {
    public var flow: String
    public var step: String
}

/// What the app can reach from its start: breadth-first over (flow, step) arrivals.
public struct ReachabilityAnalysis: Sendable {
    public private(set) var flows: Set<String> = []
    public private(set) var steps: Set<FlowStep> = []
    public let hasEntry: Bool

    public init(graph: RoutingGraph) {
        let roots = graph.model.coordinations.filter { $0.kind == .root }
        hasEntry = !roots.isEmpty
        var queue: [FlowStep] = []
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
            for arm in graph.flows[item.flow]?.arms ?? [] where arm.steps.contains(item.step) || (arm.isDefault && graph.catchAllFlows.contains(item.flow)) {
                for step in arm.nextSteps { arrive(item.flow, step) }
                if let forwarded = arm.forwardsStep {
                    if arm.outcomes.contains(.forwardToCurrent) { arrive(item.flow, forwarded) }
                    if arm.outcomes.contains(.end) || arm.outcomes.contains(.forwardToParent) {
                        for parent in graph.parents(of: item.flow) { arrive(parent, forwarded) }
                    }
                }
                for child in graph.model.coordinations where child.kind == .child && child.parentFlow == item.flow
                    && child.steps.contains(item.step) {
                    start(child.flow, with: child.startSteps)
                }
            }
        }
    }
}
