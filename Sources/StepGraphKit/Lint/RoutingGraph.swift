/// RxFlow's routing, derived once from the model and queried by every rule (and the map):
/// which steps reach which flow, from where, and who handles them.
///
/// A step reaches flow F when F's coordinator is given a stepper that emits it (the stepper given with
/// `coordinate(flow:with:)`, with a child flow, or contributed by one of F's arms), when one of F's
/// arms forwards it to the current flow, when a child of F ends or forwards with it, through
/// `coordinator.navigate(to:)` (every flow), or when F's `adapt(step:)` returns it.
public struct RoutingGraph: Sendable {
    public enum Source: Sendable, Equatable {
        /// The stepper given with `coordinate(flow:with:)` or with a child flow.
        case start(Coordination)
        /// A stepper contributed by an arm of the flow.
        case stepper(arm: Arm, stepperTypes: [String])
        /// `.forwardToCurrentFlow` or a `navigate(to:)` on itself.
        case current(arm: Arm)
        /// A child flow's arm ending or forwarding to its parent.
        case child(flow: String, arm: Arm)
        /// `coordinator.navigate(to:)`.
        case deepLink(Emission)
        /// Returned by the flow's `adapt(step:)`.
        case adapt(Emission)
    }

    public struct Arrival: Sendable, Equatable {
        public var step: String
        public var source: Source
    }

    public let model: NavigationModel
    public let flows: [String: FlowModel]
    /// Step → flows with an explicit arm for it that does not decline it.
    public let handlers: [String: [String]]
    /// Flow → steps it has explicit arms for.
    public let handled: [String: Set<String>]
    /// Flows whose `default` arm does something other than `.none`: they may handle any step.
    public let catchAllFlows: Set<String>
    /// Child flow → the coordinations (child entries) that start it.
    public let startsOf: [String: [Coordination]]
    /// Flow → steps arriving in it.
    public let arrivals: [String: [Arrival]]
    /// Step ids some ambiguity could denote: rules must not claim definite problems about them.
    public let ambiguousSteps: Set<String>
    /// Steps produced anywhere: emitted, referenced, forwarded, or given to a coordinator.
    public let producedSteps: Set<String>

    public init(model: NavigationModel) {
        self.model = model
        var flows: [String: FlowModel] = [:]
        for flow in model.flows { flows[flow.name] = flow }
        self.flows = flows

        var handlers: [String: [String]] = [:]
        var handled: [String: Set<String>] = [:]
        var catchAll: Set<String> = []
        for flow in model.flows {
            if flow.delegatesNavigation { catchAll.insert(flow.name) }
            for arm in flow.arms {
                if arm.isDefault && !(arm.outcomes == [.none]) && !arm.declinesStep { catchAll.insert(flow.name) }
                guard !arm.declinesStep else { continue }
                for step in arm.steps {
                    if handled[flow.name, default: []].insert(step).inserted { handlers[step, default: []].append(flow.name) }
                }
            }
        }
        self.handlers = handlers
        self.handled = handled
        catchAllFlows = catchAll

        var startsOf: [String: [Coordination]] = [:]
        for coordination in model.coordinations where coordination.kind == .child {
            startsOf[coordination.flow, default: []].append(coordination)
        }
        self.startsOf = startsOf

        var arrivals: [String: [Arrival]] = [:]
        for coordination in model.coordinations {
            for step in coordination.startSteps {
                arrivals[coordination.flow, default: []].append(Arrival(step: step, source: .start(coordination)))
            }
        }
        for flow in model.flows {
            for arm in flow.arms {
                for step in arm.nextSteps {
                    arrivals[flow.name, default: []].append(Arrival(step: step, source: .stepper(arm: arm, stepperTypes: arm.steppers)))
                }
                guard let forwarded = arm.forwardsStep else { continue }
                if arm.outcomes.contains(.forwardToCurrent) {
                    arrivals[flow.name, default: []].append(Arrival(step: forwarded, source: .current(arm: arm)))
                }
                if arm.outcomes.contains(.end) || arm.outcomes.contains(.forwardToParent) {
                    for start in startsOf[flow.name] ?? [] {
                        guard let parent = start.parentFlow else { continue }
                        arrivals[parent, default: []].append(Arrival(step: forwarded, source: .child(flow: flow.name, arm: arm)))
                    }
                }
            }
        }
        for emission in model.emissions {
            if emission.how == .deepLink {
                for flow in model.flows { arrivals[flow.name, default: []].append(Arrival(step: emission.step, source: .deepLink(emission))) }
            } else if emission.how == .adapt, let owner = emission.enclosingType, flows[owner] != nil {
                arrivals[owner, default: []].append(Arrival(step: emission.step, source: .adapt(emission)))
            }
        }
        self.arrivals = arrivals

        ambiguousSteps = Set(model.ambiguities.flatMap(\.candidates))
        var produced = Set(model.emissions.map(\.step))
        for flow in model.flows { for arm in flow.arms { if let step = arm.forwardsStep { produced.insert(step) } } }
        for coordination in model.coordinations { produced.formUnion(coordination.startSteps) }
        producedSteps = produced
    }

    /// Whether `flow` has an arm that takes `step` (an explicit arm, or a catch-all default).
    public func handles(_ flow: String, _ step: String) -> Bool {
        handled[flow]?.contains(step) == true || catchAllFlows.contains(flow)
    }

    /// Whether some flow handles `step`.
    public func isHandledAnywhere(_ step: String) -> Bool {
        handlers[step] != nil || !catchAllFlows.isEmpty
    }

    /// Arms of `flow` that some arrival reaches.
    public func reachedArms(of flow: String) -> [Arm] {
        let arrived = Set((arrivals[flow] ?? []).map(\.step))
        return (flows[flow]?.arms ?? []).filter { arm in arm.steps.contains(where: arrived.contains) }
    }

    /// Parent flows of `flow`.
    public func parents(of flow: String) -> [String] {
        Array(Set((startsOf[flow] ?? []).compactMap(\.parentFlow))).sorted()
    }

    /// Where `step` is emitted by `stepper` (or, failing that, anywhere).
    public func emissionSites(of step: String, by stepper: String?) -> [Emission] {
        let all = model.emissions.filter { $0.step == step && $0.how.isEmission }
        let own = all.filter { $0.emitter == stepper || $0.enclosingType == stepper }
        return own.isEmpty ? all : own
    }
}
