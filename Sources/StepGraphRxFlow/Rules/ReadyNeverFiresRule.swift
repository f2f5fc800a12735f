import StepGraphCore
extension Rules {
    static let readyNeverFires = LintRule(
        description: RuleDescription(
            id: "ready_never_fires", name: "Ready Never Fires", defaultSeverity: .warning, isOptIn: false,
            summary: "A `Flows.use(…, when: .ready)` block waiting for a flow no step of its own ever starts.",
            rationale: """
            With `when: .ready` (and RxFlow 1.x `Flows.whenReady`), `Flows.use` runs its block only \
            once each flow has navigated a first step (`Flow.swift`, `Flows.use(_:when:block:)`; \
            readiness comes from the flow's `flowReadySubject`). A flow that the arm does not \
            contribute (`.contribute(withNextPresentable: flow, withNextStepper: …)`) is never \
            coordinated and never navigates; one contributed with a stepper whose every step (its \
            `initialStep`, what it emits) it has no arm for navigates to nothing. Either way its root \
            stays empty and the screen stays blank. Reported when the arm does not contribute a flow \
            it built right there (and every contributor of the arm was understood), or contributes it \
            with a stepper fully understood whose steps the flow has no arm for, when no deep link \
            or `adapt(step:)` can feed the flow. A flow held in a property may be contributed by \
            another arm: it is left alone.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.detailFlow)
                    \(ExampleCode.flow("AppFlow", arms: """
                            ↓case .home:
                                let detailFlow = DetailFlow()
                                Flows.use(detailFlow, when: .ready) { root in
                                    self.rootViewController.present(root, animated: true)
                                }
                                return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // Contributed, but its stepper only emits a step the flow has no arm for.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.detailFlow)
                    final class DetailStepper: Stepper {
                        let steps = PublishRelay<Step>()
                        var initialStep: Step { AppStep.done }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            ↓case .home:
                                let detailFlow = DetailFlow()
                                Flows.use(detailFlow, when: .ready) { (root: UINavigationController) in
                                    self.rootViewController.present(root, animated: true)
                                }
                                return .one(flowContributor: .contribute(withNextPresentable: detailFlow,
                                                                         withNextStepper: DetailStepper()))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // RxFlow 1.x: `Flows.whenReady` with a `OneStepper` on a step the flow ignores.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.detailFlow)
                    final class AppFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> NextFlowItems {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            ↓case .home:
                                let detailFlow = DetailFlow()
                                Flows.whenReady(flow1: detailFlow) { root in
                                    self.rootViewController.present(root, animated: true)
                                }
                                return .one(flowItem: NextFlowItem(nextPresentable: detailFlow, nextStepper: OneStepper(withSingleStep: AppStep.home)))
                            default: return .none
                            }
                        }
                    }
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.detailFlow)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let detailFlow = DetailFlow()
                                Flows.use(detailFlow, when: .ready) { root in
                                    self.rootViewController.present(root, animated: true)
                                }
                                return .one(flowContributor: .contribute(withNextPresentable: detailFlow,
                                                                         withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                            case .done:
                                let detailFlow = DetailFlow()
                                Flows.use(detailFlow, when: .created) { root in
                                    self.rootViewController.present(root, animated: true)
                                }
                                return .none
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // The contributors are built elsewhere: the tool cannot tell what is contributed.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.detailFlow)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let detailFlow = DetailFlow()
                                Flows.use(detailFlow, when: .ready) { root in
                                    self.rootViewController.present(root, animated: true)
                                }
                                return .multiple(flowContributors: contributors(for: detailFlow))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                an arm that can run waits with `Flows.use(…, when: .ready)` or `Flows.whenReady` for a flow it \
                builds right there and, every contributor of the arm read, does not contribute it; or \
                contributes it with steppers read in full whose steps that flow has no arm for, while no deep \
                link or `adapt(step:)` feeds it
                """,
                silentWhen: """
                the flow is held in a property (another arm may contribute it), the arm builds its contributors \
                through code the tool does not follow (an app's own `NextFlowItem` initializer, a helper; a not-checked note says where), or a stepper or the child's arms were not read in full
                """)),
        check: { navigation, rule in
            let routing = navigation.routing
            var findings: [Finding] = []
            for flow in routing.model.flows {
                for arm in routing.armsThatRun(of: flow.name) {
                    for wait in arm.readyWaits ?? [] {
                        guard let contributed = wait.contributed else { continue }
                        let message: String
                        if !contributed {
                            message = "\(flow.name) waits for \(wait.flow) to be ready but never contributes it: the block never runs"
                        } else if let steps = silentStart(of: wait.flow, in: flow, arm: arm, routing: routing) {
                            message = "\(flow.name) waits for \(wait.flow) to be ready but its stepper only emits "
                                + steps.map { "'\($0)'" }.joined(separator: ", ")
                                + ", which \(wait.flow) has no arm for: its screen stays blank"
                        } else {
                            continue
                        }
                        findings.append(rule.finding(message,
                                                     at: arm.location, about: .waiting(flow: flow.name, for: wait.flow)))
                    }
                }
            }
            return findings
        })

    /// The steps the steppers `arm` contributes `child` with can feed it, when none is one `child` has an
    /// arm for and everything involved was understood; nil otherwise.
    private static func silentStart(of child: String, in parent: FlowModel, arm: Arm, routing: RoutingGraph) -> [String]? {
        let contributors = (arm.contributors ?? []).filter { $0.presentable == child }
        let declared = Set(routing.model.steppers.map(\.type))
        guard !contributors.isEmpty, arm.unresolvedSteppers.isEmpty,
              contributors.allSatisfy({ contributor in
                  guard let stepper = contributor.stepper, stepper != RxFlowWord.CompositeStepper.spelling, !routing.opaqueSteppers.contains(stepper) else { return false }
                  return RoutingGraph.inlineSteppers.contains(stepper) || declared.contains(stepper)
              }),
              !routing.catchAllFlows.contains(child), !routing.receivesUnknownSteps(child) else { return nil }
        // A deep link or the flow's `adapt(step:)` may feed it a first step too.
        let fedOtherwise = (routing.arrivals[child] ?? []).contains { arrival in
            switch arrival.source {
            case .deepLink, .adapt: return true
            default: return false
            }
        }
        guard !fedOtherwise else { return nil }
        let starts = routing.model.coordinations.filter {
            $0.kind == .child && $0.flow == child && $0.parentFlow == parent.name && $0.file == arm.file && $0.steps == arm.steps
        }
        guard !starts.isEmpty else { return nil }
        // A step the tool could not attribute to one enum may be one the flow handles.
        let stepperFiles = Set(routing.model.steppers.filter { stepper in contributors.contains { $0.stepper == stepper.type } }.map(\.file))
        guard !routing.model.ambiguities.contains(where: { stepperFiles.contains($0.file) || $0.file == arm.file }) else { return nil }
        let steps = Array(Set(starts.flatMap(\.startSteps))).sorted()
        guard !steps.isEmpty, steps.allSatisfy({ !routing.handles(child, $0) && !routing.ambiguousSteps.contains($0) }) else { return nil }
        return steps
    }
}
