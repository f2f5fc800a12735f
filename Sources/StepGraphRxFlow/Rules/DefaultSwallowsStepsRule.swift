import StepGraphCore
extension Rules {
    static let defaultSwallowsSteps = LintRule(
        description: RuleDescription(
            id: "default_swallows_steps", name: "Default Swallows Steps", defaultSeverity: .warning, isOptIn: true,
            summary: "A `default: return .none` arm that hides cases of the flow's own step types.",
            rationale: """
            With `default: return .none`, a new step case compiles without anyone deciding what the \
            flow does with it. Listing the cases the flow ignores (`case .a, .b: return .none`) lets \
            the compiler's exhaustiveness check flag the next case added.
            """,
            triggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            ↓default: return .none
                    """))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .detail, .done: return .none
                    """))
                    """),
                // A conditional catch-all before the default takes some of the other steps: which
                // ones reach `default` is not known.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case let other where Self.opensDetail(other): return .none
                            default: return .none
                    """, extra: """
                        static func opensDetail(_ step: AppStep) -> Bool { if case .detail = step { return true }; return false }
                    """))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a flow's `default: return .none` arm takes cases of the flow's own step enums that no explicit \
                arm lists
                """,
                silentWhen: """
                the `default:` does something else, or every case of the flow's step enums is listed
                """)),
        check: { navigation, rule in
            navigation.routing.model.flows.compactMap { flow -> Finding? in
                let routing = navigation.routing
                guard let fallback = flow.arms.first(where: { $0.isDefault && $0.outcomes == [.none] }),
                      // Another catch-all (`case let s where …`) or a switch the tool did not follow
                      // takes steps too: which ones reach the default is not known.
                      !flow.arms.contains(where: { $0.isDefault && $0.location != fallback.location }),
                      !routing.opaqueFlows.contains(flow.name) else { return nil }
                let explicit = Set(flow.arms.flatMap(\.steps))
                let swallowed = flow.stepTypes.flatMap { type in
                    (routing.model.stepEnums.first { $0.name == type }?.cases ?? []).map { type + "." + $0.name }
                }.filter { !explicit.contains($0) && !routing.ambiguousSteps.contains($0) }
                guard !swallowed.isEmpty else { return nil }
                let listed = swallowed.prefix(5).joined(separator: ", ") + (swallowed.count > 5 ? ", …" : "")
                return rule.finding("The default arm of \(flow.name) silently ignores \(swallowed.count) step(s): \(listed)",
                                    at: fallback.location, about: .flow(flow.name))
            }
        })
}
