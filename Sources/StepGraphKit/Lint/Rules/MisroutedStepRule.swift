extension Rules {
    static let misroutedStep = LintRule(
        description: RuleDescription(
            id: "misrouted_step", name: "Misrouted Step", defaultSeverity: .error, isOptIn: false,
            summary: "A step emitted into a flow that has no arm for it, while another flow handles it.",
            rationale: """
            RxFlow sends a stepper's steps only to the flow that contributed the stepper (or was \
            started with it). If that flow has no arm for the step, RxFlow drops it silently, even \
            when another flow would handle it. Forward the step to the parent, contribute the \
            stepper to the right flow, or use `coordinator.navigate(to:)` for app-wide steps.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        func close() { ↓steps.accept(AppStep.done) }
                    }
                    \(ExampleCode.flow("ListFlow", arms: """
                            case .detail:
                                let viewModel = DetailViewModel()
                                rootViewController.pushViewController(DetailViewController(viewModel: viewModel), animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let list = ListFlow()
                                Flows.use(list, when: .created) { root in self.rootViewController.setViewControllers([root], animated: false) }
                                return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                            case .done: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("ListFlow", arms: """
                            case .detail:
                                let viewModel = DetailViewModel()
                                rootViewController.pushViewController(DetailViewController(viewModel: viewModel), animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.start("ListFlow", with: "AppStep.detail(id: 1)"))
                    """),
            ]),
        check: { graph, severity in
            var findings: [String: Finding] = [:]
            for flow in graph.model.flows {
                for arrival in graph.arrivals[flow.name] ?? [] {
                    let step = arrival.step
                    guard !graph.handles(flow.name, step), let others = graph.handlers[step], !others.isEmpty,
                          !graph.ambiguousSteps.contains(step) else { continue }
                    let key = flow.name + "|" + step
                    guard findings[key] == nil else { continue }
                    var location: SourceLocation
                    var related: [RelatedLocation] = []
                    var how: String
                    switch arrival.source {
                    case .stepper(let arm, let stepperTypes):
                        let emitter = stepperTypes.first { type in graph.model.steppers.first { $0.type == type }?.emits.contains(step) == true }
                        let site = graph.emissionSites(of: step, by: emitter).first
                        location = site.map(\.location) ?? arm.location
                        how = "is emitted by \(emitter ?? "a stepper") contributed to \(flow.name)"
                        related.append(RelatedLocation(location: arm.location,
                                                       message: "\(flow.name) contributes \(emitter ?? "the stepper") here"))
                    case .start(let coordination):
                        location = coordination.location
                        how = "is given to \(flow.name) when it starts"
                    case .current(let arm):
                        location = arm.location
                        how = "is forwarded by \(flow.name) to itself"
                    default:
                        continue
                    }
                    for other in others.sorted() {
                        for arm in graph.flows[other]?.arms ?? [] where arm.steps.contains(step) {
                            related.append(RelatedLocation(location: arm.location, message: "\(other) handles it here"))
                        }
                    }
                    findings[key] = Finding(
                        rule: "misrouted_step", severity: severity,
                        message: "Step '\(step)' \(how), but \(flow.name) has no arm for it: RxFlow drops it "
                            + "(\(others.sorted().joined(separator: ", ")) handles it)",
                        location: location, related: related, symbols: [flow.name, step])
                }
            }
            return Array(findings.values)
        })
}
