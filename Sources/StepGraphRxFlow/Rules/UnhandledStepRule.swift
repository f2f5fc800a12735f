import StepGraphCore
extension Rules {
    static let unhandledStep = LintRule(
        description: RuleDescription(
            id: "unhandled_step", name: "Unhandled Step", defaultSeverity: .error, isOptIn: false,
            summary: "A step that reaches a flow but that no flow has an arm for.",
            rationale: """
            Steps are untyped `Step` values and every flow casts them, so the compiler cannot tell \
            that no `navigate(to:)` handles a step: it falls into `default: return .none` and the tap \
            does nothing. A root flow started with `DefaultStepper` (the default of \
            `coordinate(flow:with:)`) that has no arm for its `RxFlowStep.home` is left to \
            `default_stepper_home_unhandled`. The rule reports only what the code proves: a step \
            emitted by name by a stepper some flow is given (or a coordinator starts with), from an \
            arm that can run, when every flow it can reach was fully understood (no navigation handed \
            to code the tool cannot follow, no switch on the step it could not read) and no flow \
            handles it, not even through a container case, a `default:` that does something, a \
            `navigate(to:)` without a switch (which takes every step it receives) or an `adapt(step:)` \
            that rewrites it into a handled step. One \
            finding per step: every emission, forward and child ending that sends it is a related \
            location. \
            A step emitted only as a fallback value (`.catchAndReturn(.idle)`, \
            `.catchErrorJustReturn(.idle)`, `.catch { _ in .just(.idle) }`, `?? .idle`) into flows whose \
            `default:` returns `.none` is the app's deliberate no-op: it is reported as a warning, not \
            an error.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        func share() { steps.accept(↓AppStep.done) }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewModel = HomeViewModel()
                                rootViewController.pushViewController(HomeViewController(viewModel: viewModel), animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class SplashViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        func finished() { steps.accept(↓RxFlowStep.home) }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewModel = SplashViewModel()
                                rootViewController.setViewControllers([SplashViewController(viewModel: viewModel)], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            nonTriggering: [
                // The default stepper's `RxFlowStep.home` into a root flow with no arm for it is
                // default_stepper_home_unhandled's finding: one mistake, one finding.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .done: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // The stepper is never given to a flow: its steps reach nobody, so none is dropped.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("DraftViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // The flow hands steps to a router the tool cannot follow: it may handle `.done`.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.done"]))
                    final class AppFlow: Flow {
                        var root: Presentable { router.rootViewController }
                        let router = Router()
                        func navigate(to step: Step) -> FlowContributors {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .home:
                                let viewModel = HomeViewModel()
                                return .one(flowContributor: .contribute(withNextPresentable: router.rootViewController, withNextStepper: viewModel))
                            default:
                                return router.route(step)
                            }
                        }
                    }
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a stepper some flow is given (or a coordinator starts with) emits the step by name from code \
                that can run, and no flow handles it: no explicit arm, no container case, no `default:` that \
                does something, no `navigate(to:)` without a switch, no step mapping (`transform(step:)`, the \
                flow's `adapt(step:)`) that turns it into a handled one
                """,
                silentWhen: """
                a flow the step can reach was not fully read (navigation handed to other code, a switch or \
                pattern the tool does not read, a step rebound through a member, an `adapt(step:)` result or a \
                step given to `navigate(to:)` on the flow that the tool cannot compute; a not-checked note says where), \
                the step's identity is ambiguous, it is only possibly emitted (a typed position, a superclass), \
                or it is a root flow's `RxFlowStep.home` from `DefaultStepper` \
                (`default_stepper_home_unhandled`)
                """)),
        check: { navigation, rule in
            guard !navigation.routing.model.flows.isEmpty else { return [] }
            var receivers: [String: Set<String>] = [:]
            // Every place the step comes from, with what happens there (one finding per step).
            var places: [String: [SourceLocation: String]] = [:]
            // Steps that also arrive some other way than from a stepper's emission (a start, a forward, a child).
            var arriveOtherwise: Set<String> = []
            for (flow, arrivals) in navigation.routing.arrivals {
                for arrival in arrivals where arrival.isDefinite && navigation.routing.isLive(arrival)
                    // default_stepper_home_unhandled reports that start; one mistake, one finding.
                    && !navigation.routing.isDefaultStepperHomeOnEmptyScreen(arrival) {
                    receivers[arrival.step, default: []].insert(flow)
                    func place(_ location: SourceLocation, _ what: String) {
                        places[arrival.step, default: [:]][location] = min(places[arrival.step]?[location] ?? what, what)
                    }
                    if case .stepper = arrival.source {} else { arriveOtherwise.insert(arrival.step) }
                    switch arrival.source {
                    case .start(let coordination): place(coordination.location, "\(flow) is started with it here")
                    case .deepLink(let emission), .adapt(let emission): place(emission.location, "also emitted here")
                    case .stepper(_, let stepperTypes):
                        let emitter = stepperTypes.first { navigation.routing.definiteEmits[$0]?.contains(arrival.step) == true }
                        for site in navigation.routing.emissionSites(of: arrival.step, by: emitter) { place(site.location, "also emitted here") }
                    case .current(let arm):
                        place(arm.location, "\(flow) forwards it to itself here")
                    case .child(let child, let arm):
                        place(arm.location, "\(child) \(arm.outcomes.contains(.end) ? "ends" : "forwards") with it here, into \(flow)")
                    }
                }
            }
            return receivers.keys.sorted().compactMap { step -> Finding? in
                guard !navigation.routing.isHandledAnywhere(step), !navigation.routing.ambiguousSteps.contains(step),
                      let sites = places[step], !sites.isEmpty else { return nil }
                // Every flow the step can reach, bubbling up included, must be fully understood.
                var reached = receivers[step] ?? []
                var pending = Array(reached)
                while let flow = pending.popLast() {
                    guard navigation.routing.bubbles(flow, step) else { continue }
                    for parent in navigation.routing.parents(of: flow) where reached.insert(parent).inserted { pending.append(parent) }
                }
                guard reached.isDisjoint(with: navigation.routing.opaqueFlows) else { return nil }
                let unique = sites.keys.sorted()
                let noOp = !arriveOtherwise.contains(step) && navigation.routing.isDeliberateNoOp(step, into: reached)
                let finding = rule.finding("Step '\(step)' is emitted but no flow has an arm for it",
                                           at: unique[0],
                                           related: unique.dropFirst().map { RelatedLocation(location: $0, message: sites[$0]!) },
                                           about: .step(step))
                return noOp ? finding.asDeliberateNoOp(" (only as a fallback value, into flows whose default: returns .none)") : finding
            }
        })
}
