/// Builds each flow's arms: starts at `navigate(to:)`, follows dispatch to typed overloads and helpers
/// that switch on the step, and folds the effect of same-type helper calls into each arm (transitively,
/// each helper at most once per arm).
struct FlowLinker {
    struct Method {
        var fact: FunctionFact
        var file: String
    }

    let index: TypeIndex
    let resolver: StepResolver
    let flowTypes: Set<String>
    let methodsByOwner: [String: [Method]]
    /// Steps each stepper type can emit (its own and its superclasses'), for `nextSteps`.
    let stepperSteps: (String) -> [String]

    /// A flow's arms plus the facts needed elsewhere.
    struct LinkedFlow {
        var model: FlowModel
        var children: [Coordination]
        var ambiguities: [Ambiguity]
    }

    func link(flow name: String, file: String, line: Int, isStepper: Bool, isInstantiated: Bool) -> LinkedFlow {
        let methods = methodsByOwner[name] ?? []
        // Methods callable on the flow (its own and its superclasses'), by name, computed once.
        var callable: [String: [Method]] = [:]
        for owner in index.lineage(name) { for method in methodsByOwner[owner] ?? [] { callable[method.fact.name, default: []].append(method) } }
        let entries = methods.filter { $0.fact.name == "navigate" && $0.fact.labels.first == "to" }
        // Start from the `Step`-typed entry point; typed overloads are reached by dispatch.
        let start = entries.first { ["Step", "RxFlow.Step"].contains($0.fact.parameterTypes.first ?? "") } ?? entries.first
        var arms: [Arm] = []
        var children: [Coordination] = []
        var ambiguities: [Ambiguity] = []
        var stepTypes: Set<String> = []
        var visited: Set<String> = []
        var queue: [Method] = start.map { [$0] } ?? []
        let rootType = rootTypeName(of: name)
        let rootKind = self.rootKind(ofType: rootType)

        while !queue.isEmpty {
            let method = queue.removeFirst()
            guard visited.insert(key(method)).inserted else { continue }
            for cast in method.fact.casts { if let e = resolver.stepEnum(named: cast, from: name) { stepTypes.insert(e) } }
            // Dispatch at the top level of the method: `return navigate(to: step)`, `return navigateToX(step)`.
            for callee in callees(of: method.fact.effect.calls, in: callable) where callee.fact.hasStepSwitch {
                queue.append(callee)
            }
            for raw in method.fact.arms where raw.context.contains(where: { resolver.isStepContext($0, from: name) }) {
                for case .type(let t) in raw.context { if let e = resolver.stepEnum(named: t, from: name) { stepTypes.insert(e) } }
                var folded = FoldedEffect()
                fold(raw.effect, callable: callable, into: &folded, dispatch: &queue)
                var steps: [String] = []
                var isDefault = raw.isDefault
                for pattern in raw.patterns {
                    switch pattern.kind {
                    case .wildcard:
                        isDefault = true
                    case .typeMatch(let type):
                        if folded.dispatched { continue }  // its cases are handled by the overload's own arms
                        steps += resolver.allCases(of: type, from: name)
                    case .enumCase(let ref):
                        switch resolver.resolve(ref, in: raw.context, from: name) {
                        case .step(let id): steps.append(id)
                        case .ambiguous(let candidates):
                            ambiguities.append(Ambiguity(
                                name: "." + ref.caseName, file: method.file, line: ref.line, candidates: candidates,
                                message: "case pattern '.\(ref.caseName)' in \(name) matches several step enums"))
                        case .unresolved:
                            break
                        }
                    }
                }
                if steps.isEmpty && !isDefault { continue }
                for id in steps { if let dot = id.lastIndex(of: ".") { stepTypes.insert(String(id[..<dot])) } }
                let arm = makeArm(steps: steps, isDefault: isDefault, raw: raw, file: method.file, folded: folded,
                                  flow: name, rootKind: rootKind)
                arms.append(arm.arm)
                children += arm.children
                ambiguities += arm.ambiguities
            }
        }
        let declaration = index.primary(name)
        let model = FlowModel(
            name: name, file: declaration?.file ?? file, line: declaration?.fact.line ?? line,
            column: declaration?.fact.column ?? 1,
            stepTypes: stepTypes.sorted(), rootKind: rootKind, rootType: rootType,
            hasDefaultArm: arms.contains { $0.isDefault }, isStepper: isStepper, isInstantiated: isInstantiated,
            delegatesNavigation: arms.isEmpty && (start?.fact.effect.returnsUnknown ?? false),
            arms: arms.sorted { ($0.file, $0.line, $0.steps.joined(separator: ",")) < ($1.file, $1.line, $1.steps.joined(separator: ",")) })
        return LinkedFlow(model: model, children: children, ambiguities: ambiguities)
    }

    // MARK: effects

    private struct FoldedEffect {
        var effect = Effect()
        var via: [String] = []
        var dispatched = false
    }

    private func key(_ method: Method) -> String {
        "\(method.file):\(method.fact.line):\(method.fact.name)"
    }

    private func callees(of calls: [CallRef], in callable: [String: [Method]]) -> [Method] {
        var result: [Method] = []
        for call in calls {
            guard let sameName = callable[call.name] else { continue }
            let exact = sameName.filter { $0.fact.labels == call.labels }
            result += exact.isEmpty ? sameName.filter { $0.fact.labels.count == call.labels.count } : exact
        }
        return result
    }

    /// Merges `effect` and, transitively, the effects of the helpers it calls.
    private func fold(_ effect: Effect, callable: [String: [Method]], into folded: inout FoldedEffect, dispatch: inout [Method]) {
        var pending = [effect]
        var seen: Set<String> = []
        while let current = pending.popLast() {
            folded.effect.actions.formUnion(current.actions)
            folded.effect.contributions += current.contributions
            folded.effect.childFlows += current.childFlows
            folded.effect.forwards += current.forwards
            folded.effect.declines = folded.effect.declines || current.declines
            folded.effect.returnsUnknown = folded.effect.returnsUnknown || current.returnsUnknown
            for callee in callees(of: current.calls, in: callable) where seen.insert(key(callee)).inserted {
                if callee.fact.hasStepSwitch {
                    dispatch.append(callee)
                    folded.dispatched = true
                } else {
                    folded.via.append(callee.fact.name)
                    pending.append(callee.fact.effect)
                }
            }
        }
    }

    private struct StartedFlow {
        var flow: String
        var stepper: String?
        var startSteps: [String]
        var line: Int
        var viaUse: Bool
    }

    private struct ArmResult {
        var arm: Arm
        var children: [Coordination]
        var ambiguities: [Ambiguity]
    }

    private func makeArm(steps: [String], isDefault: Bool, raw: RawArm, file: String, folded: FoldedEffect,
                         flow: String, rootKind: RootKind) -> ArmResult {
        let effect = folded.effect
        var outcomes = effect.actions
        var presentables: [String] = []
        var steppers: [String] = []
        var unresolved: [String] = []
        var nextSteps: [String] = []
        var startedFlows: [StartedFlow] = []
        var ambiguities: [Ambiguity] = []

        for contribution in effect.contributions {
            let presentable = index.typeOf(contribution.presentable, selfType: flow)
            let stepperType = contribution.stepper.flatMap { self.stepperType($0, flow: flow) }
            if let stepperExpr = contribution.stepper, stepperType == nil { unresolved.append(describe(stepperExpr)) }
            if let presentable, flowTypes.contains(presentable) {
                let start = contribution.stepper.map { self.steps(of: $0, flow: flow, file: file, ambiguities: &ambiguities) } ?? []
                startedFlows.append(StartedFlow(flow: presentable, stepper: stepperType, startSteps: start,
                                                line: contribution.line, viaUse: false))
                continue
            }
            if let presentable { presentables.append(presentable) }
            if let stepperType { steppers.append(stepperType) }
            if let stepperExpr = contribution.stepper {
                let emitted = self.steps(of: stepperExpr, flow: flow, file: file, ambiguities: &ambiguities)
                nextSteps += emitted
            }
        }
        for child in effect.childFlows {
            if let type = index.typeOf(child, selfType: flow), flowTypes.contains(type) {
                startedFlows.append(StartedFlow(flow: type, stepper: nil, startSteps: [], line: raw.line, viaUse: true))
            }
        }
        // `Flows.use(f)` and `.contribute(withNextPresentable: f, …)` start the same child: keep one
        // entry per flow, preferring the contribution (it knows the stepper).
        var uniqueFlows: [StartedFlow] = []
        for started in startedFlows.sorted(by: { !$0.viaUse && $1.viaUse }) where !uniqueFlows.contains(where: { $0.flow == started.flow }) {
            uniqueFlows.append(started)
        }
        startedFlows = uniqueFlows
        if !startedFlows.isEmpty { outcomes.insert(.childFlow) }
        var forwardsStep: String?
        for forward in effect.forwards {
            switch forward.kind {
            case .end: outcomes.insert(.end)
            case .parent: outcomes.insert(.forwardToParent)
            case .current: outcomes.insert(.forwardToCurrent)
            }
            guard let ref = forward.step else { continue }
            switch resolver.resolve(ref, in: [.anyStep], from: flow) {
            case .step(let id): if forwardsStep == nil { forwardsStep = id }
            case .ambiguous(let candidates):
                ambiguities.append(Ambiguity(name: "." + ref.caseName, file: file, line: ref.line, candidates: candidates,
                                             message: "forwarded step '.\(ref.caseName)' in \(flow) matches several step enums"))
            case .unresolved: break
            }
        }
        if outcomes.count > 1 { outcomes.remove(.none) }
        if outcomes.isEmpty {
            outcomes.insert(effect.returnsUnknown || !effect.contributions.isEmpty ? .other : .none)
        }
        let embedding: Embedding
        if effect.actions.contains(.present) { embedding = .presented }
        else if effect.actions.contains(.push) { embedding = .pushed }
        else if startedFlows.count > 1 || [.tabBar, .page, .splitView].contains(rootKind) { embedding = .embedded }
        else if effect.actions.contains(.setRoot) { embedding = .root }
        else { embedding = .unknown }
        let children = startedFlows.map { started in
            Coordination(kind: .child, flow: started.flow, parentFlow: flow, stepper: started.stepper, steps: steps.sorted(),
                         startSteps: Array(Set(started.startSteps)).sorted(), file: file, line: started.line,
                         embedding: embedding)
        }
        let arm = Arm(
            steps: steps.sorted(), file: file, line: raw.line, column: raw.column, isDefault: isDefault,
            outcomes: outcomes.sorted(),
            presentables: Array(Set(presentables)).sorted(), steppers: Array(Set(steppers)).sorted(),
            childFlows: Array(Set(startedFlows.map(\.flow))).sorted(), forwardsStep: forwardsStep,
            nextSteps: Array(Set(nextSteps)).sorted(), declinesStep: effect.declines, whereClause: raw.whereClause,
            via: Array(Set(folded.via)).sorted(), unresolvedSteppers: Array(Set(unresolved)).sorted())
        return ArmResult(arm: arm, children: children, ambiguities: ambiguities)
    }

    /// The stepper type of an expression; for `vc.viewModel` without a declared property, a constructed
    /// hint that is a known stepper.
    func stepperType(_ expr: StepperExpr, flow: String) -> String? {
        let value: ExprRef
        switch expr {
        case .oneStepper: return "OneStepper"
        case .composite: return "CompositeStepper"
        case .defaultStepper: return "DefaultStepper"
        case .value(let typed): value = typed
        }
        let typed = index.typeOf(value, selfType: flow)
        if let typed, index.declarations[typed] != nil { return typed }
        // `VC.instantiate(withViewModel: VM())`, then `vc.viewModel`: the stepper constructed in the arguments.
        return index.hints(of: value).compactMap { index.resolve($0, from: flow) }.first { !stepperSteps($0).isEmpty } ?? typed
    }

    /// Steps an inline or typed stepper can emit.
    func steps(of expr: StepperExpr, flow: String, file: String, ambiguities: inout [Ambiguity]) -> [String] {
        switch expr {
        case .oneStepper(let refs):
            return refs.compactMap { ref in
                if case .step(let id) = resolver.resolve(ref, in: [.anyStep], from: flow) { return id }
                return nil
            }
        case .composite(let inner):
            return inner.flatMap { self.steps(of: $0, flow: flow, file: file, ambiguities: &ambiguities) }
        case .defaultStepper:
            return ["RxFlowStep.home"]
        case .value:
            guard let type = stepperType(expr, flow: flow) else { return [] }
            return stepperSteps(type)
        }
    }

    private func describe(_ expr: StepperExpr) -> String {
        switch expr {
        case .value(let value): return describe(value)
        default: return "\(expr)"
        }
    }

    private func describe(_ expr: ExprRef) -> String {
        switch expr {
        case .text(let text): return text
        case .member(let base, let name): return describe(base) + "." + name
        case .selfValue: return "self"
        case .type(let name, _): return name
        }
    }

    // MARK: root

    private func rootTypeName(of flow: String) -> String? {
        guard let root = index.property("root", of: flow) else { return nil }
        if let value = root.value, let type = index.typeOf(value, selfType: flow) { return type }
        if let declared = root.declaredType, declared != "Presentable" { return index.resolve(declared, from: flow) ?? declared }
        return nil
    }

    func rootKind(ofType rootType: String?) -> RootKind {
        guard let type = rootType else { return .unknown }
        var names = [type]
        if index.declarations[type] != nil {
            names = index.lineage(type)
            if let external = index.externalAncestor(of: type) { names.append(external) }
        }
        for name in names {
            let simple = TypeIndex.simpleName(name)
            if simple.hasSuffix("NavigationController") { return .navigationStack }
            if simple.hasSuffix("TabBarController") { return .tabBar }
            if simple == "UIWindow" || simple.hasSuffix("Window") { return .window }
            if simple.hasSuffix("SplitViewController") { return .splitView }
            if simple.hasSuffix("PageViewController") { return .page }
        }
        for name in names where TypeIndex.simpleName(name).hasSuffix("Controller") { return .viewController }
        return .unknown
    }
}
