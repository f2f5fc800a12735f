import StepGraphCore
extension Rules {
    static let neverEndingFlow = LintRule(
        description: RuleDescription(
            id: "never_ending_flow", name: "Never-Ending Flow", defaultSeverity: .warning, isOptIn: false,
            summary: "A child flow presented modally that nothing ends or dismisses.",
            rationale: """
            RxFlow keeps a child flow's coordinator, its steppers and screens alive until the flow \
            ends (`.end(forwardToParentFlowWithStep:)`) or its root is dismissed or leaves its parent \
            (`rxDismissed` fires on `isBeingDismissed` and on `didMove(toParent: nil)`). A child a \
            parent presents modally leaks, and its steps keep arriving, when no reachable arm of the \
            child ends or dismisses it (itself, or by handing a step to a parent arm that dismisses \
            it, as RxFlow 1.x apps do), no arm of the parent dismisses what it presented, and none of \
            its screens dismisses itself. A pushed child is popped by the back button, so it is \
            reported only with `include_pushed: true`; tab, page and root children live as long as \
            their container and are never reported. The rule stays silent when it cannot see what \
            reaches the child or what one of its arms does.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final ↓class DetailFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .detail: return .none
                            case .done:
                                rootViewController.popToRootViewController(animated: true)
                                return .none
                            default: return .none
                            }
                        }
                    }
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final ↓class DetailFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> FlowContributors {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .detail: return .none
                            default: return .none
                            }
                        }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let child = DetailFlow()
                                Flows.use(child, when: .created) { root in self.rootViewController.pushViewController(root, animated: true) }
                                return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """, options: ["include_pushed": true]),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail:
                                let viewModel = DetailViewModel()
                                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                            case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.flow("TabsFlow", arms: """
                            case .home:
                                let first = DetailFlow(), second = DetailFlow()
                                Flows.use(first, second, when: .created) { a, b in self.tabs.setViewControllers([a, b], animated: false) }
                                return .multiple(flowContributors: [
                                    .contribute(withNextPresentable: first, withNextStepper: OneStepper(withSingleStep: AppStep.home)),
                                    .contribute(withNextPresentable: second, withNextStepper: OneStepper(withSingleStep: AppStep.home)),
                                ])
                            default: return .none
                    """))
                    """),
                // A pushed child leaves when the user taps back.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.detailFlow)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let child = DetailFlow()
                                Flows.use(child, when: .created) { root in self.rootViewController.pushViewController(root, animated: true) }
                                return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // The parent dismisses what it presented.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.detailFlow)
                    \(ExampleCode.presentingParent(of: "DetailFlow", extraArms: """
                            case .done:
                                rootViewController.presentedViewController?.dismiss(animated: true)
                                return .none

                    """))
                    """),
                // RxFlow 1.x: the child bubbles "done" up; the parent's arm for it dismisses the child.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    final class DetailFlow: Flow {
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
                    \(ExampleCode.presentingParent(of: "DetailFlow", extraArms: """
                            case .done:
                                rootViewController.dismiss(animated: true)
                                return .none

                    """))
                    """),
                // The child's screen closes itself (`dismiss` in its own code).
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class ComposeViewController: UIViewController {
                        @objc func cancel() { dismiss(animated: true) }
                    }
                    final class DetailFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = ComposeViewController()
                        func navigate(to step: Step) -> FlowContributors {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .detail: return .none
                            default: return .none
                            }
                        }
                    }
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a parent presents a child flow modally (pushes it, with `include_pushed: true`) and no reachable \
                arm of the child ends or dismisses it, no step it hands up reaches a parent arm that dismisses \
                it, no arm of the parent dismisses what it presented, and none of its screens dismisses itself
                """,
                silentWhen: """
                the child is a tab, page or root child, is pushed while `include_pushed` is off, or the tool \
                cannot see what reaches the child or what one of its arms does
                """)),
        options: NeverEndingFlowOptions.self,
        marks: .neverEndingFrame,
        check: { navigation, rule in
            let includePushed = rule.options.includePushed
            var findings: [Finding] = []
            // A flow declared twice in one module (two apps read without their projects): which
            // declaration's arms the model kept is not known, so neither is whether it ends.
            let declaredTwice = Set(navigation.routing.model.ambiguities.map(\.name))
            for flow in navigation.routing.model.flows where !declaredTwice.contains(flow.name) {
                let starts = (navigation.routing.startsOf[flow.name] ?? []).filter {
                    $0.embedding == .presented || (includePushed && $0.embedding == .pushed)
                }
                guard !starts.isEmpty, !navigation.routing.opaqueFlows.contains(flow.name), !flow.screensDismiss else { continue }
                let presented = starts.contains { $0.embedding == .presented }
                let endings: Set<Outcome> = presented ? [.end, .dismiss] : [.end, .dismiss, .pop]
                let parents = Array(Set(starts.compactMap(\.parentFlow))).sorted()
                // A parent that dismisses (or, for a pushed child, pops) anything may be closing this child.
                let parentCloses: Set<Outcome> = presented ? [.dismiss] : [.dismiss, .pop]
                if parents.contains(where: { parent in
                    (navigation.routing.flows[parent]?.arms ?? []).contains { $0.outcomes.contains(where: parentCloses.contains) }
                }) { continue }
                let reached = navigation.routing.reachedArms(of: flow.name)
                // An arm whose effect the tool could not follow may end the flow.
                if reached.contains(where: { $0.outcomes.contains(.other) }) { continue }
                // Handing a step up (`.end`, `.forwardToParentFlow`, RxFlow 1.x bubbling) to a parent arm
                // that ends, replaces or passes on the parent's navigation also closes the child.
                let closing: Set<Outcome> = [.end, .setRoot, .dismiss, .pop, .forwardToParent, .other]
                let ends = reached.contains { arm in
                    if arm.outcomes.contains(where: endings.contains) { return true }
                    let bubblesAll = arm.isDefault && arm.forwardsOwnStep
                    let handedUp = Set(arm.forwardsToParent + (arm.forwardsOwnStep ? arm.steps : []))
                    guard bubblesAll || !handedUp.isEmpty else { return false }
                    return parents.contains { parent in
                        (navigation.routing.flows[parent]?.arms ?? []).contains { parentArm in
                            (bubblesAll || parentArm.steps.contains(where: handedUp.contains))
                                && parentArm.outcomes.contains(where: closing.contains)
                        }
                    }
                }
                if ends { continue }
                let how = presented ? "presented" : "pushed"
                findings.append(rule.finding("\(flow.name) is \(how) by \(parents.joined(separator: ", ")) but no reachable arm ends or dismisses it: "
                        + "RxFlow keeps it and its screens alive",
                    at: flow.location,
                    related: starts.map { RelatedLocation(location: $0.location, message: "\($0.parentFlow ?? "a flow") starts it here") },
                    about: .flow(flow.name)))
            }
            return findings
        })
}

/// `never_ending_flow`'s options.
struct NeverEndingFlowOptions: RuleOptions {
    var includePushed = false

    static let switches = [
        RuleSwitch<Self>("include_pushed", \.includePushed, summary: "Also report pushed child flows that nothing ends or pops."),
    ]
}
