import StepGraphCore
extension Rules {
    static let misroutedStep = LintRule(
        description: RuleDescription(
            id: "misrouted_step", name: "Misrouted Step", defaultSeverity: .error, isOptIn: false,
            summary: "A step emitted into a flow that has no arm for it, while another flow handles it.",
            rationale: """
            RxFlow sends a stepper's steps only to the flow that contributed the stepper (or was \
            started with it). If that flow has no arm for the step, RxFlow drops it silently, even \
            when another flow would handle it. Forward the step to the parent, contribute the \
            stepper to the right flow, or use `coordinator.navigate(to:)` for app-wide steps. The \
            rule reports only what the code proves: the stepper's own code emits the step by name, \
            the arm contributing it can run (a step that leads there is produced), the flow was \
            fully understood, and the step does not reach a parent that handles it (RxFlow 1.x \
            hands a step a flow does not handle to its parent). \
            A step emitted only as a fallback value (`.catchAndReturn(.idle)`, \
            `.catchErrorJustReturn(.idle)`, `.catch { _ in .just(.idle) }`, `?? .idle`) into flows whose \
            `default:` returns `.none` is the app's deliberate no-op: it is reported as a warning, not \
            an error.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class DetailViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        func close() { steps.accept(↓AppStep.done) }
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
                // Nothing emits `.detail`, so the arm contributing the stepper never runs: `dead_step`
                // already says so, and no routing error is reported on top of it.
                RuleExample(
                    """
                    enum AppStep: Step { case home, detail, done }
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("ListFlow", arms: """
                            case .detail:
                                let viewModel = DetailViewModel()
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.flow("OtherFlow", arms: """
                            case .done: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("ListFlow", with: "AppStep.home"))
                    """),
                // RxFlow 1.x: the list flow does not handle `.done`, so its coordinator hands it to the
                // parent flow, which does.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    final class ListFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> NextFlowItems {
                            guard let step = step as? AppStep else { return .stepNotHandled }
                            switch step {
                            case .detail:
                                let viewModel = DetailViewModel()
                                return .one(flowItem: NextFlowItem(nextPresentable: rootViewController, nextStepper: viewModel))
                            default: return .stepNotHandled
                            }
                        }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let list = ListFlow()
                                Flows.whenReady(flow1: list) { root in self.rootViewController.present(root, animated: true) }
                                return .one(flowItem: NextFlowItem(nextPresentable: list, nextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                            case .done:
                                rootViewController.dismiss(animated: true)
                                return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a stepper's own code emits the step by name, the arm contributing that stepper to a flow (or the \
                start giving it) can run, that flow was fully read and has no arm for the step (nor a `navigate(to:)` \
                without a switch, nor an `adapt(step:)` turning it into a step it has one for) while another \
                flow has one, and the step reaches no parent that handles it (RxFlow 1.x hands an unhandled step \
                to the parent)
                """,
                silentWhen: """
                the flow may take any step or was not fully read (navigation handed to other code, a switch or \
                pattern the tool does not read, an `adapt(step:)` result or a step given to `navigate(to:)` on \
                the flow that the tool cannot compute; a not-checked note says where), the stepper's values could not \
                all be read, the step is only possibly emitted (a typed position, a superclass), its identity is \
                ambiguous, or no flow handles it at all (`unhandled_step`)
                """)),
        check: { navigation, rule in
            var findings: [String: Finding] = [:]
            for flow in navigation.routing.model.flows where !navigation.routing.opaqueFlows.contains(flow.name) {
                for arrival in navigation.routing.arrivals[flow.name] ?? [] where arrival.isDefinite && navigation.routing.isLive(arrival)
                    // default_stepper_home_unhandled reports that start; one mistake, one finding.
                    && !navigation.routing.isDefaultStepperHomeOnEmptyScreen(arrival) {
                    let step = arrival.step
                    guard !navigation.routing.takes(flow.name, step), !navigation.routing.ambiguousSteps.contains(step) else { continue }
                    let others = navigation.routing.stepAndContainers(step).flatMap { navigation.routing.handlers[$0] ?? [] }.filter { $0 != flow.name }
                    guard !others.isEmpty else { continue }
                    let key = flow.name + "|" + step
                    guard findings[key] == nil else { continue }
                    var location: SourceLocation
                    var related: [RelatedLocation] = []
                    var how: String
                    switch arrival.source {
                    case .stepper(let arm, let stepperTypes):
                        let emitter = stepperTypes.first { navigation.routing.definiteEmits[$0]?.contains(step) == true }
                        let site = navigation.routing.emissionSites(of: step, by: emitter).first
                        location = site?.location ?? arm.location
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
                    let handlingFlows = Array(Set(others)).sorted()
                    for other in handlingFlows {
                        for arm in navigation.routing.flows[other]?.arms ?? [] where arm.steps.contains(where: navigation.routing.stepAndContainers(step).contains) {
                            related.append(RelatedLocation(location: arm.location, message: "\(other) handles it here"))
                        }
                    }
                    // A fallback value (`.catchAndReturn(.idle)`) the flow's `default:` ignores is a deliberate no-op.
                    var noOp = false
                    if case .stepper = arrival.source { noOp = navigation.routing.isDeliberateNoOp(step, into: [flow.name]) }
                    let finding = rule.finding("Step '\(step)' \(how), but \(flow.name) has no arm for it: RxFlow drops it "
                            + "(\(named(handlingFlows)) \(handlingFlows.count == 1 ? "handles" : "handle") it)",
                        at: location, related: related, about: .stepInFlow(flow: flow.name, step: step))
                    findings[key] = noOp ? finding.asDeliberateNoOp("; it is only a fallback value, which the flow's default: ignores") : finding
                }
            }
            return Array(findings.values)
        })

    /// The most handling flows a `misrouted_step` message names; the related locations list them all.
    static let misroutedStepNamedFlows = 3
}

/// `flows` for a message: all of them, or the first few and how many more (an app whose step
/// 20,000 flows handle would otherwise get a message of 200,000 characters).
private func named(_ flows: [String]) -> String {
    let shown = Rules.misroutedStepNamedFlows
    guard flows.count > shown else { return flows.joined(separator: ", ") }
    return flows.prefix(shown).joined(separator: ", ") + " and " + NumberText.grouped(flows.count - shown) + " more flows"
}
