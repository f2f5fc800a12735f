/// Which steps (routes) some code may produce and which flows take them: what `dead_step`, the
/// unread-start notes and the "declared twice" notes read, whatever the framework. A front end whose
/// routing knows more than the model says (RxFlow's: forwards, who handles what, what arrives where)
/// attaches its own; without one, the graph takes what the model alone says (`init(model:)`:
/// emissions, start steps).
package struct StepUsage: Sendable {
    /// Steps possibly produced anywhere: emitted, referenced, in a typed position, forwarded (other
    /// than re-forwarding an arm's own step), or given to a coordinator; and the container cases of
    /// produced nested steps.
    package var producedSteps: Set<String> = []
    /// Step ids a reference could denote (not a flow declared twice, which emits what both
    /// declarations emit): whether they are emitted at all is not known.
    package var stepsOfAmbiguousReferences: Set<String> = []
    /// Step → flows with an explicit arm for it that does not decline it.
    package var handlers: [String: [String]] = [:]
    /// Flow → its arms (the flows `handlers` names).
    package var arms: [String: [Arm]] = [:]
    /// Flow → the steps arriving in it, in arrival order.
    package var arrivals: [String: [String]] = [:]

    package init() {}

    /// Steps some code names: produced, or possibly denoted by an ambiguous reference.
    package var liveSteps: Set<String> { producedSteps.union(stepsOfAmbiguousReferences) }
}

extension NavigationGraph {
    /// The step usage of the graph: the model's own, or the one a front end's routing attached.
    package var stepUsage: StepUsage { part(StepUsage.self) ?? StepUsage() }
}

extension StepUsage {
    /// What the model alone says, before any front end's routing: every emission and start step is
    /// produced (and the container cases of nested ones); which flows handle what is not known.
    package init(model: NavigationModel) {
        producedSteps = StepUsage.producedSteps(in: model, forwardingFlows: [])
        stepsOfAmbiguousReferences = StepUsage.stepsOfAmbiguousReferences(in: model)
    }

    /// Every step the model names as sent: emissions, the start steps of coordinations, what the
    /// arms of `forwardingFlows` forward (re-forwarding an arm's own step produces nothing new), and
    /// the container cases enclosing any of them (`AppStep.Auth.done` produces `AppStep.auth`).
    package static func producedSteps(in model: NavigationModel, forwardingFlows: [FlowModel]) -> Set<String> {
        var produced = Set(model.emissions.map(\.step))
        for flow in forwardingFlows {
            for arm in flow.arms {
                for step in arm.forwardsToParent + arm.forwardsToCurrent where !arm.steps.contains(step) { produced.insert(step) }
            }
        }
        for coordination in model.coordinations { produced.formUnion(coordination.startSteps) }
        let containers = containerCases(in: model.stepEnums)
        var pending = Array(produced)
        while let step = pending.popLast() {
            guard let dot = step.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }
            for container in containers[String(step[..<dot])] ?? [] where produced.insert(container).inserted { pending.append(container) }
        }
        return produced
    }

    /// Step ids a reference could denote (a flow declared twice emits what both declarations emit).
    package static func stepsOfAmbiguousReferences(in model: NavigationModel) -> Set<String> {
        Set(model.ambiguities.filter { $0.declaredTwice != .flow }.flatMap(\.candidates))
    }

    /// Nested step enum → the container cases whose payload it is (`AppStep.Auth` → `AppStep.auth`).
    package static func containerCases(in stepEnums: [StepEnum]) -> [String: [String]] {
        var containers: [String: [String]] = [:]
        for stepEnum in stepEnums {
            for stepCase in stepEnum.cases {
                if let payload = stepCase.payloadStepType { containers[payload, default: []].append(stepEnum.name + "." + stepCase.name) }
            }
        }
        return containers
    }
}
