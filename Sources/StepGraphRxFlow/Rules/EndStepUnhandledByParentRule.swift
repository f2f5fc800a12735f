import StepGraphCore
extension Rules {
    /// A `.detail` arm of `ExampleCode.flow` that shows a screen with `DetailViewModel` (which emits
    /// `.done` into the child).
    private static let detailArm = """
            case .detail:
                let viewController = UIViewController()
                rootViewController.pushViewController(viewController, animated: false)
                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))

    """

    static let endStepUnhandledByParent = LintRule(
        description: RuleDescription(
            id: "end_step_unhandled_by_parent", name: "End Step Unhandled by Parent", defaultSeverity: .error,
            isOptIn: false,
            summary: "A child flow ends or forwards with a step its parent has no arm for.",
            rationale: """
            `.end(forwardToParentFlowWithStep:)` and `.forwardToParentFlow(withStep:)` hand the step \
            to the flow that started the child, and only to it (as RxFlow 1.x's `.triggerParentFlow` \
            and `.stepNotHandled` do). If that parent has no arm for the step, and does not hand it \
            further up to a flow that has, the child is gone and nothing happens next. A child that \
            dismisses, pops or removes its own root in that arm has closed itself (RxFlow has no \
            `.end` without a step): the step is only a courtesy to the parent. A parent that maps the \
            step to one it handles before matching (`guard let step = transform(step: step) as? \
            RootStep`) handles it. One finding per step: every child ending with it and every parent \
            starting them are its related locations. A step no flow handles at all is \
            `unhandled_step`'s.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: detailArm + """
                            ↓case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
                // Passing on the step the arm received: the parent gets `.done` too.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: detailArm + """
                            ↓case .done: return .end(forwardToParentFlowWithStep: step)
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: detailArm + """
                            case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow", extraArms: """
                            case .done:
                                rootViewController.dismiss(animated: true)
                                return .none

                    """))
                    """),
                // The child dismisses its own root before ending: it has closed itself.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: detailArm + """
                            case .done:
                                rootViewController.dismiss(animated: true)
                                return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
                // `.done` is emitted, but by a screen of another flow: it never reaches DetailFlow.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail: return .none
                            case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
                // The parent turns the child's step into one of its own before matching it.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    enum DetailStep: Step { case close }
                    \(ExampleCode.flow("DetailFlow", arms: detailArm + """
                            case .done: return .end(forwardToParentFlowWithStep: DetailStep.close)
                            default: return .none
                    """))
                    \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.presentingParent(of: "DetailFlow", extraArms: """
                            case .done:
                                rootViewController.dismiss(animated: true)
                                return .none

                    """).replacingOccurrences(of: "guard let step = step as? AppStep", with: "guard let step = transform(step: step) as? AppStep")
                        .replacingOccurrences(of: "private let rootViewController = UINavigationController()", with: """
                    private let rootViewController = UINavigationController()
                        private func transform(step: Step) -> Step {
                            guard let detail = step as? DetailStep else { return step }
                            switch detail {
                            case .close: return AppStep.done
                            }
                        }
                    """))
                    """),
                // Nothing emits `.done`, so the ending arm never runs (`dead_step` says so).
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("DetailFlow", arms: """
                            case .detail: return .none
                            case .done: return .end(forwardToParentFlowWithStep: step)
                            default: return .none
                    """))
                    \(ExampleCode.presentingParent(of: "DetailFlow"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a child's arm ends or forwards with a step (or, in RxFlow 1.x, declines it), that arm's \
                step is delivered to that child (by the child's own steppers, the steps it is started \
                with, a forward to itself, its own children's endings or 1.x bubbling, a deep link, its \
                `adapt(step:)`) on the path the parent starts it on, the parent was fully read, and \
                neither the parent nor a flow above it that receives the step (1.x bubbling) has an arm \
                for it
                """,
                silentWhen: """
                the ending arm dismisses, pops or removes the child's own root (the child closed \
                itself), its step is only produced elsewhere in the app, the parent maps the step to \
                one it handles, the parent's `navigate(to:)` or the step's identity is not understood \
                (a not-checked note says where), or no flow handles the step at all (`unhandled_step`)
                """)),
        check: { navigation, rule in
            let routing = navigation.routing
            /// One child arm handing `step` to one parent without an arm for it.
            struct Ending { var child: String; var arm: Arm; var parent: String }
            var endings: [String: [Ending]] = [:]
            for child in routing.model.flows {
                // An arm that closes the child's own root leaves nothing on screen to be stuck on; an
                // arm whose step is only produced elsewhere in the app may never run in this child.
                let delivery = routing.delivery(to: child.name)
                for arm in child.arms where routing.isReachable(arm) && arm.closesOwnRoot != true && delivery.reaches(arm) {
                    // Steps written in the forward, and the arm's own steps when it passes them on.
                    var forwarded = arm.forwardsToParent
                    if arm.forwardsOwnStep && !arm.isDefault {
                        forwarded += arm.steps.filter { routing.stepAndContainers($0).contains(where: routing.producedSteps.contains) }
                    }
                    // A step no flow handles at all is `unhandled_step`'s, with this ending among its sites.
                    for step in Set(forwarded) where !routing.ambiguousSteps.contains(step) && routing.isHandledAnywhere(step) {
                        for parent in routing.parents(of: child.name)
                        where !routing.opaqueFlows.contains(parent) && !routing.takes(parent, step)
                            && routing.isReachable(arm, in: child.name, startedBy: parent) {
                            endings[step, default: []].append(Ending(child: child.name, arm: arm, parent: parent))
                        }
                    }
                }
            }
            // One finding per step, every ending and every start as a related location.
            return endings.keys.sorted().map { step in
                let sites = endings[step]!.sorted { ($0.arm.location, $0.child, $0.parent) < ($1.arm.location, $1.child, $1.parent) }
                let first = sites[0]
                let ends = first.arm.outcomes.contains(.end)
                let message: String
                if sites.count == 1 {
                    message = first.arm.declinesStep && !ends
                        ? "\(first.child) hands '\(step)' on to its parent \(first.parent) (RxFlow 1.x), which has no arm for it"
                        : "\(first.child) \(ends ? "ends" : "forwards") with '\(step)' but its parent \(first.parent) has no arm for it"
                } else {
                    let children = Array(Set(sites.map(\.child))).sorted(), parents = Array(Set(sites.map(\.parent))).sorted()
                    message = "\(children.joined(separator: ", ")) \(children.count == 1 ? "hands" : "hand") '\(step)' to "
                        + (parents.count == 1 ? "its parent \(parents[0]), which has" : "parents \(parents.joined(separator: ", ")), which have")
                        + " no arm for it"
                }
                var related: [RelatedLocation] = []
                var placed: Set<SourceLocation> = [first.arm.location]
                for site in sites where placed.insert(site.arm.location).inserted {
                    related.append(RelatedLocation(location: site.arm.location,
                                                   message: "\(site.child) \(site.arm.outcomes.contains(.end) ? "ends" : "forwards") with it here"))
                }
                for site in sites {
                    for start in (routing.startsOf[site.child] ?? []) where start.parentFlow == site.parent && placed.insert(start.location).inserted {
                        related.append(RelatedLocation(location: start.location, message: "\(site.parent) starts \(site.child) here"))
                    }
                }
                return rule.finding(message,
                                    at: first.arm.location, related: related, about: .step(step))
            }
        })
}
