import StepGraphCore
/// RxFlow's routing, derived once from the model and queried by every rule (and the map): which
/// steps reach which flow, from where, how sure the code makes it, and who handles them.
///
/// A step reaches flow F when F's coordinator is given a stepper that emits it (the stepper given with
/// `coordinate(flow:with:)`, with a child flow, or contributed by one of F's arms), when one of F's
/// arms forwards it to the current flow, when a child of F ends or forwards with it (or, in RxFlow
/// 1.x, does not handle it), through `coordinator.navigate(to:)` (every flow), or when F's
/// `adapt(step:)` returns it.
///
/// Two grades of evidence: an arrival is *definite* when the code names the very step (an emission
/// site, a forward, an inline stepper), *possible* otherwise (a step in a typed position of the
/// stepper, a superclass's emission). Rules that report a mistake ("dropped", "unhandled") rest on
/// definite arrivals only; rules that report an absence ("dead", "never ends") count possible ones too.
/// A class, immutable: the graph hands it to every rule without copying the model it holds.
package final class RoutingGraph: Sendable {
    package enum Source: Sendable, Equatable {
        /// The stepper given with `coordinate(flow:with:)` or with a child flow.
        case start(Coordination)
        /// A stepper contributed by an arm of the flow.
        case stepper(arm: Arm, stepperTypes: [String])
        /// `.forwardToCurrentFlow` or a `navigate(to:)` on itself.
        case current(arm: Arm)
        /// A child flow's arm ending, forwarding or (1.x) declining the step.
        case child(flow: String, arm: Arm)
        /// `coordinator.navigate(to:)`.
        case deepLink(Emission)
        /// Returned by the flow's `adapt(step:)`.
        case adapt(Emission)
    }

    package struct Arrival: Sendable, Equatable {
        package var step: String
        package var source: Source
        /// The code names this very step at its source (not only a possible value).
        package var isDefinite: Bool
    }

    /// The RxFlow part of the model (its `flows` are RxFlow flows only).
    package let model: NavigationModel
    package let flows: [String: FlowModel]
    /// Step → flows with an explicit arm for it that does not decline it.
    package let handlers: [String: [String]]
    /// Flow → steps it has explicit (non-declining) arms for.
    package let handled: [String: Set<String>]
    /// Flows whose `default` arm does something other than `.none`, or that hand the step to code the
    /// tool cannot follow: they may handle any step.
    package let catchAllFlows: Set<String>
    /// Flows the tool could not follow completely (an unresolved dispatch or step conversion): no rule claims a step is
    /// dropped in them.
    package let opaqueFlows: Set<String>
    /// Flows whose `default` arm hands unhandled steps to the parent (RxFlow 1.x `.stepNotHandled`).
    package let bubblingFlows: Set<String>
    /// Child flow → the coordinations (child entries) that start it.
    package let startsOf: [String: [Coordination]]
    /// Flow → steps arriving in it.
    package let arrivals: [String: [Arrival]]
    /// Step ids whose verdict some ambiguity could change (the steps a reference could denote, and
    /// those a flow declared twice handles or receives): rules must not claim definite problems about them.
    package let ambiguousSteps: Set<String>
    /// Step ids a reference could denote (not a flow declared twice, which emits what both
    /// declarations emit): whether they are emitted at all is not known.
    package let stepsOfAmbiguousReferences: Set<String>
    /// Steps possibly produced anywhere: emitted, referenced, in a typed position, forwarded (other
    /// than re-forwarding an arm's own step), or given to a coordinator; and the container cases of
    /// produced nested steps.
    package let producedSteps: Set<String>
    /// Stepper type → steps it definitely emits (its own code names them at an emission site).
    package let definiteEmits: [String: Set<String>]
    /// Step → its definite emissions, in the model's order (`emissionSites`: asked once per arrival).
    private let definiteEmissions: [String: [Emission]]
    /// Steppers that emit values the tool cannot read: they may emit any step.
    package let opaqueSteppers: Set<String>
    /// Flows that may receive steps the tool cannot name (`receivesUnknownSteps`).
    private let flowsReceivingUnknownSteps: Set<String>
    /// Flow → its arms that can run (`armsThatRun(of:)`), worked out once for every rule that asks.
    private let runningArms: [String: [Arm]]
    /// Nested step enum → the container cases whose payload it is (`AppStep.Auth` → `AppStep.auth`).
    package let containers: [String: [String]]
    /// Flows no code creates: their arms never run, so what they contribute never happens.
    package let dormantFlows: Set<String>
    /// Places of the arms of dormant flows (not also inherited by a flow that runs).
    private let dormantArms: Set<SourceLocation>
    /// Child flow → parent flow → the places of the child's arms reachable from the steps that parent
    /// starts it with; no entry when the tool cannot tell (every arm may run).
    private let armsReachedFromParent: [String: [String: Set<SourceLocation>]]

    /// Inline steppers: what they emit is written where they are made.
    static let inlineSteppers = Set([RxFlowWord.OneStepper, .CompositeStepper, .DefaultStepper].map(\.spelling))

    package init(model all: NavigationModel) {
        var model = all
        model.flows = all.flows.filter { $0.framework == .rxflow }
        self.model = model
        var flows: [String: FlowModel] = [:]
        for flow in model.flows { flows[flow.name] = flow }
        self.flows = flows

        let containers = StepUsage.containerCases(in: model.stepEnums)
        self.containers = containers

        let opaque = Set(model.unresolved.filter { $0.kind == .dispatch || $0.kind == .pattern || $0.kind == .conversion }.map(\.subject))
        opaqueFlows = opaque
        var handlers: [String: [String]] = [:]
        var handled: [String: Set<String>] = [:]
        var catchAll = opaque
        var bubbling: Set<String> = []
        for flow in model.flows {
            if flow.delegatesNavigation { catchAll.insert(flow.name) }
            for arm in flow.arms {
                if arm.isDefault {
                    if arm.forwardsOwnStep { bubbling.insert(flow.name) }
                    else if !(arm.outcomes == [.none]) { catchAll.insert(flow.name) }
                }
                guard !arm.declinesStep else { continue }
                for step in arm.steps {
                    if handled[flow.name, default: []].insert(step).inserted { handlers[step, default: []].append(flow.name) }
                }
            }
            // A step the flow maps to one it handles (`transform(step:)`) is handled too.
            for mapping in flow.stepMappings ?? [] {
                let targets = [mapping.to] + RoutingGraph.containers(of: mapping.to, in: containers)
                guard targets.contains(where: { handled[flow.name]?.contains($0) == true }) else { continue }
                if handled[flow.name, default: []].insert(mapping.from).inserted { handlers[mapping.from, default: []].append(flow.name) }
            }
        }
        self.handlers = handlers
        self.handled = handled
        catchAllFlows = catchAll
        bubblingFlows = bubbling

        var startsOf: [String: [Coordination]] = [:]
        for coordination in model.coordinations where coordination.kind == .child {
            startsOf[coordination.flow, default: []].append(coordination)
        }
        self.startsOf = startsOf

        let dormant = Set(model.flows.filter { !$0.isInstantiated }.map(\.name))
        dormantFlows = dormant
        let running = Set(model.flows.filter(\.isInstantiated).flatMap { $0.arms.map(\.location) })
        dormantArms = Set(model.flows.filter { dormant.contains($0.name) }.flatMap { $0.arms.map(\.location) }).subtracting(running)

        var definite: [String: Set<String>] = [:]
        // Read in place: most emissions of a dense app are possible ones, not copied to be skipped.
        let emissions = model.emissions
        for k in emissions.indices where emissions[k].how.isDefinite {
            if let emitter = emissions[k].emitter { definite[emitter, default: []].insert(emissions[k].step) }
        }
        definiteEmits = definite
        let opaqueSteppers = Set(model.unresolved.filter { $0.kind == .emission }.map(\.subject))
        self.opaqueSteppers = opaqueSteppers
        var rootSteppers: [String: [String]] = [:]
        for coordination in model.coordinations where coordination.kind == .root {
            if let stepper = coordination.stepper { rootSteppers[coordination.flow, default: []].append(stepper) }
        }
        let unknownSteps = Set(flows.values.filter { flow in
            RoutingGraph.receivesUnknownSteps(flow, rootSteppers: rootSteppers[flow.name] ?? [], startsOf: startsOf, opaqueSteppers: opaqueSteppers)
        }.map(\.name))
        flowsReceivingUnknownSteps = unknownSteps

        var arrivals: [String: [Arrival]] = [:]
        // What a stepper class inherits from its superclasses' methods arrives as surely as its own.
        var inherited: [String: Set<String>] = [:]
        for stepper in model.steppers { if let steps = stepper.inheritedEmits { inherited[stepper.type] = Set(steps) } }
        func isDefinite(_ step: String, from steppers: [String]) -> Bool {
            steppers.contains { RoutingGraph.inlineSteppers.contains($0) || definite[$0]?.contains(step) == true
                || inherited[$0]?.contains(step) == true }
        }
        for coordination in model.coordinations {
            for step in coordination.startSteps {
                let steppers = coordination.stepper.map { [$0] } ?? [RxFlowWord.DefaultStepper.spelling]
                arrivals[coordination.flow, default: []].append(Arrival(step: step, source: .start(coordination),
                                                                        isDefinite: isDefinite(step, from: steppers)))
            }
        }
        for flow in model.flows {
            for arm in flow.arms {
                for step in arm.nextSteps {
                    arrivals[flow.name, default: []].append(Arrival(step: step, source: .stepper(arm: arm, stepperTypes: arm.steppers),
                                                                    isDefinite: isDefinite(step, from: arm.steppers)))
                }
                for step in arm.forwardsToCurrent {
                    arrivals[flow.name, default: []].append(Arrival(step: step, source: .current(arm: arm), isDefinite: true))
                }
            }
        }
        // Steps that may arrive in a flow whatever starts it: deep links, its `adapt(step:)`, its own
        // children's endings.
        let deepLinks = emissions.indices.filter { emissions[$0].how == .deepLink }.map { emissions[$0].step }
        var anyStart: [String: [String]] = [:]
        for k in emissions.indices where emissions[k].how == .adapt {
            if let owner = emissions[k].enclosingType { anyStart[owner, default: []].append(emissions[k].step) }
        }
        for (child, starts) in startsOf {
            for arm in flows[child]?.arms ?? [] {
                let toParent = arm.forwardsToParent + (arm.forwardsOwnStep && !arm.isDefault ? arm.steps : [])
                for parent in Set(starts.compactMap(\.parentFlow)) { anyStart[parent, default: []] += toParent }
            }
        }
        var reachedFromParent: [String: [String: Set<SourceLocation>]] = [:]
        for (child, starts) in startsOf {
            guard let flow = flows[child],
                  !catchAll.contains(child), !unknownSteps.contains(child)
            else { continue }
            for (parent, fromParent) in Dictionary(grouping: starts.filter { $0.parentFlow != nil }, by: { $0.parentFlow! }) {
                guard fromParent.allSatisfy({ !$0.startSteps.isEmpty }) else { continue }
                reachedFromParent[child, default: [:]][parent] = RoutingGraph.armsReached(
                    in: flow, from: fromParent.flatMap(\.startSteps) + deepLinks + (anyStart[child] ?? []), containers: containers)
            }
        }
        armsReachedFromParent = reachedFromParent
        // A child's ending reaches a parent only along a path that parent's start can take.
        for flow in model.flows {
            for arm in flow.arms {
                let toParent = arm.forwardsToParent + (arm.forwardsOwnStep && !arm.isDefault ? arm.steps : [])
                guard !toParent.isEmpty else { continue }
                for parent in Set((startsOf[flow.name] ?? []).compactMap(\.parentFlow)).sorted()
                where !dormant.contains(parent) && RoutingGraph.reaches(reachedFromParent[flow.name], arm.location, from: parent) {
                    for step in toParent {
                        arrivals[parent, default: []].append(Arrival(step: step, source: .child(flow: flow.name, arm: arm), isDefinite: true))
                    }
                }
            }
        }
        for k in emissions.indices where emissions[k].how == .deepLink || emissions[k].how == .adapt {
            let emission = emissions[k]
            if emission.how == .deepLink {
                for flow in model.flows {
                    arrivals[flow.name, default: []].append(Arrival(step: emission.step, source: .deepLink(emission), isDefinite: true))
                }
            } else if emission.how == .adapt, let owner = emission.enclosingType, flows[owner] != nil {
                arrivals[owner, default: []].append(Arrival(step: emission.step, source: .adapt(emission), isDefinite: true))
            }
        }
        self.arrivals = arrivals

        stepsOfAmbiguousReferences = StepUsage.stepsOfAmbiguousReferences(in: model)
        ambiguousSteps = model.ambiguities.reduce(into: Set<String>()) { steps, ambiguity in
            steps.formUnion(ambiguity.candidates)
            if let flow = ambiguity.flowDeclaredTwice { steps.formUnion((arrivals[flow] ?? []).map(\.step)) }
        }
        let produced = StepUsage.producedSteps(in: model, forwardingFlows: model.flows)
        producedSteps = produced
        definiteEmissions = Dictionary(grouping: emissions.indices.filter { emissions[$0].how.isDefinite }.map { emissions[$0] }, by: \.step)
        let dormantArms = self.dormantArms
        runningArms = flows.mapValues { flow in
            RoutingGraph.reachedArms(of: flow, receivesAnyStep: catchAll.contains(flow.name) || unknownSteps.contains(flow.name),
                                     arrivals: arrivals[flow.name] ?? [], containers: containers).filter { arm in
                RoutingGraph.isReachable(arm, dormantArms: dormantArms, producedSteps: produced, containers: containers)
            }
        }
    }

    /// The container cases directly enclosing a nested step (`AppStep.Auth.done` → `AppStep.auth`).
    static func containers(of step: String, in containers: [String: [String]]) -> [String] {
        guard let dot = step.utf8.lastIndex(of: UInt8(ascii: ".")) else { return [] }
        return containers[String(step[..<dot])] ?? []
    }

    /// `step` and every container case enclosing it, innermost first.
    package func stepAndContainers(_ step: String) -> [String] {
        RoutingGraph.stepAndContainers(step, in: containers)
    }

    private static func stepAndContainers(_ step: String, in containers: [String: [String]]) -> [String] {
        var result = [step]
        var index = 0
        while index < result.count && result.count < 16 {
            for container in RoutingGraph.containers(of: result[index], in: containers) where !result.contains(container) {
                result.append(container)
            }
            index += 1
        }
        return result
    }

    /// Whether `flow` has an arm that takes `step`: an explicit arm for it or for a container case
    /// enclosing it, or a catch-all.
    package func handles(_ flow: String, _ step: String) -> Bool {
        if catchAllFlows.contains(flow) { return true }
        guard let steps = handled[flow] else { return false }
        return stepAndContainers(step).contains(where: steps.contains)
    }

    /// Whether `step`, arriving in `flow`, is handled there or, bubbling up (RxFlow 1.x), by an ancestor.
    package func takes(_ flow: String, _ step: String, depth: Int = 0) -> Bool {
        if handles(flow, step) { return true }
        guard depth < 16, bubbles(flow, step) else { return false }
        return parents(of: flow).contains { takes($0, step, depth: depth + 1) }
    }

    /// Whether `flow` hands `step` to its parent instead of handling it (a declining arm or a bubbling default).
    package func bubbles(_ flow: String, _ step: String) -> Bool {
        if bubblingFlows.contains(flow) { return true }
        return flows[flow]?.arms.contains { $0.declinesStep && $0.steps.contains(step) } ?? false
    }

    /// Whether some flow handles `step` (explicitly, through a container arm, or a catch-all).
    package func isHandledAnywhere(_ step: String) -> Bool {
        if !catchAllFlows.isEmpty { return true }
        return stepAndContainers(step).contains { handlers[$0] != nil }
    }

    /// Whether the arm can run: its flow is created by some code, and one of its steps (or a container
    /// of one) is possibly produced, or it is a default arm.
    package func isReachable(_ arm: Arm) -> Bool {
        RoutingGraph.isReachable(arm, dormantArms: dormantArms, producedSteps: producedSteps, containers: containers)
    }

    private static func isReachable(_ arm: Arm, dormantArms: Set<SourceLocation>, producedSteps: Set<String>,
                                     containers: [String: [String]]) -> Bool {
        guard !dormantArms.contains(arm.location) else { return false }
        return arm.isDefault || arm.steps.contains { stepAndContainers($0, in: containers).contains(where: producedSteps.contains) }
    }

    /// Whether `arm` of `child` can run when `parent` starts it: reachable, and reached from the steps
    /// `parent` starts `child` with (through the steppers its arms contribute, forwards to itself,
    /// deep links, `adapt(step:)` and its own children's endings). True when the tool cannot tell.
    package func isReachable(_ arm: Arm, in child: String, startedBy parent: String) -> Bool {
        isReachable(arm) && !dormantFlows.contains(parent) && RoutingGraph.reaches(armsReachedFromParent[child], arm.location, from: parent)
    }

    /// Whether the arm at `arm` is reached from `parent`'s start, given what each parent's start
    /// reaches. When no start reaches it at all, the walk missed its way in: it may be reached from any.
    private static func reaches(_ byParent: [String: Set<SourceLocation>]?, _ arm: SourceLocation, from parent: String) -> Bool {
        guard let byParent, let reached = byParent[parent], !reached.contains(arm) else { return true }
        return !byParent.values.contains { $0.contains(arm) }
    }

    /// The places of the arms of `flow` reached from `steps`, following what each reached arm sends on.
    private static func armsReached(in flow: FlowModel, from steps: [String], containers: [String: [String]]) -> Set<SourceLocation> {
        var pending = steps
        var seen: Set<String> = []
        var reached: Set<SourceLocation> = []
        while let step = pending.popLast() {
            guard seen.insert(step).inserted else { continue }
            let enclosing = stepAndContainers(step, in: containers)
            var explicit = flow.arms.filter { arm in !arm.isDefault && arm.steps.contains(where: enclosing.contains) }
            if explicit.isEmpty || explicit.allSatisfy(\.constrainsPayload) { explicit += flow.arms.filter(\.isDefault) }
            for arm in explicit where reached.insert(arm.location).inserted {
                pending += arm.nextSteps + arm.forwardsToCurrent
            }
        }
        return reached
    }

    /// Whether an arrival can happen: the arm it comes from can run (a step that leads there is
    /// produced), or the coordination that starts the flow can.
    package func isLive(_ arrival: Arrival) -> Bool {
        switch arrival.source {
        case .stepper(let arm, _), .current(let arm), .child(_, let arm):
            return isReachable(arm)
        case .start(let coordination):
            if let parent = coordination.parentFlow, dormantFlows.contains(parent) { return false }
            return coordination.kind == .root || coordination.steps.isEmpty
                || coordination.steps.contains { stepAndContainers($0).contains(where: producedSteps.contains) }
        case .deepLink, .adapt:
            return true
        }
    }

    /// The steps proven to arrive in a flow: arrivals the code names (its own steppers, the steps it
    /// is started with, a forward to itself, a child's ending or, in RxFlow 1.x, a child declining
    /// it, a deep link, its `adapt(step:)`) that can happen. Built once per flow, asked per arm.
    package struct Delivery {
        /// Each arrival's step with its containers.
        fileprivate var arriving: [[String]]
        fileprivate var anyArriving: Set<String>
        /// The steps the flow's explicit arms take.
        fileprivate var explicit: Set<String>

        /// Whether a step `arm` takes arrives; a `default` arm takes an arriving step no explicit arm matches.
        package func reaches(_ arm: Arm) -> Bool {
            guard arm.isDefault else { return arm.steps.contains(where: anyArriving.contains) }
            return arriving.contains { !$0.contains(where: explicit.contains) }
        }
    }

    /// What arrives in `flow` (see `Delivery`).
    package func delivery(to flow: String) -> Delivery {
        let arriving = (arrivals[flow] ?? []).filter { $0.isDefinite && isLive($0) }.map { stepAndContainers($0.step) }
        let explicit = Set((flows[flow]?.arms ?? []).filter { !$0.isDefault && !$0.constrainsPayload }.flatMap(\.steps))
        return Delivery(arriving: arriving, anyArriving: Set(arriving.joined()), explicit: explicit)
    }

    /// Whether `step` is emitted only as a fallback value (`.catchAndReturn(X)`, `.catch { _ in .just(X) }`,
    /// `?? X`) into flows whose `default:` returns `.none`: the app's deliberate no-op when the real
    /// value fails, not a lost tap.
    package func isDeliberateNoOp(_ step: String, into flows: Set<String>) -> Bool {
        let sites = definiteEmissions[step] ?? []
        guard !sites.isEmpty, sites.allSatisfy(\.isFallback), !flows.isEmpty else { return false }
        return flows.allSatisfy { flow in self.flows[flow]?.arms.contains { $0.isDefault && $0.outcomes == [.none] } == true }
    }

    /// Whether `flow` may receive steps the tool cannot name (a stepper emitting unreadable values, a
    /// contributed stepper of unknown type).
    package func receivesUnknownSteps(_ flow: String) -> Bool {
        flowsReceivingUnknownSteps.contains(flow)
    }

    /// `rootSteppers`: the steppers the app's root coordinations start `flow` with.
    private static func receivesUnknownSteps(_ flow: FlowModel, rootSteppers: [String], startsOf: [String: [Coordination]],
                                             opaqueSteppers: Set<String>) -> Bool {
        if flow.arms.contains(where: { !$0.unresolvedSteppers.isEmpty }) { return true }
        let given = flow.arms.flatMap(\.steppers) + (startsOf[flow.name] ?? []).compactMap(\.stepper) + rootSteppers
        return given.contains(where: opaqueSteppers.contains)
    }

    /// Arms of `flow` that some arrival reaches (all of them when it may receive unknown steps).
    package func reachedArms(of flow: String) -> [Arm] {
        guard let model = flows[flow] else { return [] }
        return RoutingGraph.reachedArms(of: model, receivesAnyStep: receivesUnknownSteps(flow) || catchAllFlows.contains(flow),
                                        arrivals: arrivals[flow] ?? [], containers: containers)
    }

    private static func reachedArms(of flow: FlowModel, receivesAnyStep: Bool, arrivals: [Arrival],
                                    containers: [String: [String]]) -> [Arm] {
        if receivesAnyStep { return flow.arms }
        let arrived = Set(arrivals.flatMap { stepAndContainers($0.step, in: containers) })
        return flow.arms.filter { arm in arm.isDefault || arm.steps.contains(where: arrived.contains) }
    }

    /// The arms of `flow` that can run: a step they take arrives in the flow (or the flow may receive
    /// steps the tool cannot name), and that step is produced somewhere.
    package func armsThatRun(of flow: String) -> [Arm] {
        runningArms[flow] ?? []
    }

    /// Parent flows of `flow`.
    package func parents(of flow: String) -> [String] {
        Array(Set((startsOf[flow] ?? []).compactMap(\.parentFlow))).sorted()
    }

    /// Where `step` is definitely emitted by `stepper` (or, failing that, anywhere).
    package func emissionSites(of step: String, by stepper: String?) -> [Emission] {
        let all = definiteEmissions[step] ?? []
        let own = all.filter { $0.emitter == stepper || $0.enclosingType == stepper }
        return own.isEmpty ? all : own
    }
}
