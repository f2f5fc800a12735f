import StepGraphCore
/// Builds each flow's arms: starts at `navigate(to:)`, follows every call that passes the step on
/// (typed overloads, dispatch helpers, superclass and protocol-extension methods, free functions, to
/// any depth), and folds the effect of the helpers an arm calls into the arm (transitively, each at
/// most once per arm). What it cannot follow it records as `unresolved`.
struct FlowLinker {
    struct Method {
        var fact: FunctionFact
        var file: String
    }

    let index: TypeIndex
    let resolver: StepResolver
    let flowTypes: Set<String>
    /// Methods by the type (or extended protocol) declaring them; free functions under "".
    let methodsByOwner: [String: [Method]]
    /// Steps each stepper type can emit (its own and its superclasses'), for `nextSteps`.
    let stepperSteps: (String) -> [String]
    /// Inline steppers held in properties, by owner type and property name.
    let stepperProperties: [String: [String: StepperExpr]]
    /// Instance properties returning steps, by name then owner type (resolved).
    let computedSteps: [String: [String: [StepRef]]]

    /// A flow's arms plus the facts needed elsewhere.
    struct LinkedFlow {
        var model: FlowModel
        var children: [Coordination]
        var ambiguities: [Ambiguity]
        var unresolved: [Unresolved]
    }

    /// The functions a flow can call by name: its own and its superclasses' methods, those of the
    /// protocols it adopts (`extension Flow { … }`), and free functions.
    private struct Callable {
        var byName: [String: [Method]] = [:]
        /// Methods of the flow's own type (a `super.` call skips them).
        var own: Set<String> = []
    }

    private func callable(for flow: String) -> Callable {
        var result = Callable()
        var owners = index.lineage(flow)
        owners += index.adoptedProtocols(flow).sorted()
        if !owners.contains(FlowLinker.flowProtocol) { owners.append(FlowLinker.flowProtocol) }
        owners.append("")
        for owner in owners {
            for method in methodsByOwner[owner] ?? [] { result.byName[method.fact.name, default: []].append(method) }
        }
        for method in methodsByOwner[flow] ?? [] { result.own.insert(key(method)) }
        return result
    }

    /// Links flow `name`. `declaredIn`: of a flow declared in several files of one module, the
    /// declaration whose own `navigate(to:)` to start from (default: the first found).
    func link(flow name: String, isStepper: Bool, isInstantiated: Bool, declaredIn file: String? = nil) -> LinkedFlow {
        let callable = self.callable(for: name)
        // Its own `navigate(to:)`, else the nearest superclass's.
        let entries = (callable.byName[RxFlowWord.navigate.spelling] ?? []).filter {
            $0.fact.labels.first == RxFlowWord.to.spelling && (file == nil || $0.file == file || !callable.own.contains(key($0)))
        }
        // Start from the `Step`-typed entry point; typed overloads are reached by dispatch.
        let start = entries.first { RxFlowWord.Step.names($0.fact.parameterTypes.first ?? "") } ?? entries.first
        var arms: [Arm] = []
        /// For each arm, the method it comes from and the methods it dispatches to.
        var armMethods: [String] = []
        var armDispatches: [[String]] = []
        /// For each arm, the steps it calls `navigate(to:)` with on the flow itself, and its children.
        var armNavigations: [[String]] = []
        var armChildren: [Range<Int>] = []
        var children: [Coordination] = []
        var ambiguities: [Ambiguity] = []
        var unresolved: [Unresolved] = []
        var stepTypes: Set<String> = []
        var mappings: [StepMapping] = []
        var visited: Set<String> = []
        var queue: [Method] = start.map { [$0] } ?? []
        // The entry and what it hands the step to at its top level: without a switch, their body takes every step.
        var takesWholeStep: Set<String> = Set(start.map { [key($0)] } ?? [])
        let rootType = rootTypeName(of: name)
        let rootKind = self.rootKind(ofType: rootType)
        // RxFlow passes every arriving step through the flow's `adapt(step:)` (its own, else the
        // nearest superclass's) before `navigate(to:)`: a step it rewrites is handled where its new
        // step is; a result the tool does not read leaves the flow not understood.
        if let adapter = (callable.byName[RxFlowWord.adapt.spelling] ?? []).first(where: { $0.fact.labels == [RxFlowWord.step.spelling] }) {
            mappings += stepMappings(in: adapter, flow: name)
            for conversion in adapter.fact.conversions {
                unresolved.append(Unresolved(kind: .conversion, subject: name, detail: conversion.detail, file: adapter.file, line: conversion.line))
            }
        }

        while !queue.isEmpty {
            let method = queue.removeFirst()
            guard visited.insert(key(method)).inserted else { continue }
            for cast in method.fact.casts { if let e = resolver.stepEnum(named: cast, from: name) { stepTypes.insert(e) } }
            // Dispatch at the top level of the method: `return navigate(to: step)`, `return handle(step)`.
            for call in method.fact.effect.calls where call.passesStep {
                let reached = callees(of: call, in: callable, flow: name).map(\.method)
                for mapper in reached where mapper.fact.returnsStep && visited.insert(key(mapper)).inserted {
                    mappings += stepMappings(in: mapper, flow: name)
                }
                let found = reached.filter(\.fact.returnsNavigation)
                queue += found
                if takesWholeStep.contains(key(method)) { takesWholeStep.formUnion(found.map(key)) }
                if found.isEmpty && call.isReturned {
                    unresolved.append(Unresolved(kind: .dispatch, subject: name, detail: "\(call.name)(\(call.labels.map { $0 + ":" }.joined()))",
                                                 file: method.file, line: call.line))
                }
            }
            for call in method.fact.effect.calls where !call.passesStep {
                queue += callees(of: call, in: callable, flow: name).map(\.method).filter(\.fact.hasStepSwitch)
            }
            for conversion in method.fact.conversions {
                unresolved.append(Unresolved(kind: .conversion, subject: name, detail: conversion.detail,
                                             file: method.file, line: conversion.line))
            }
            for line in method.fact.effect.foreignDispatches {
                unresolved.append(Unresolved(kind: .dispatch, subject: name, detail: "the step is handed to another object",
                                             file: method.file, line: line))
            }
            for unread in method.fact.unreadMatches where unread.contexts.contains(where: { resolver.isStepContext($0, from: name) }) {
                unresolved.append(Unresolved(kind: .pattern, subject: name, detail: "the step is matched as '\(unread.subject)'",
                                             file: method.file, line: unread.line))
            }
            var rawArms = method.fact.arms
            if rawArms.isEmpty, let whole = method.fact.bodyArm, takesWholeStep.contains(key(method)),
               !method.fact.effect.returnsUnknown, method.fact.effect.foreignDispatches.isEmpty,
               !method.fact.effect.otherCalls.contains(where: { $0.isReturned && otherCallees(of: $0, selfType: name).isEmpty }) {
                rawArms = [whole]
            }
            // Nested arms on a payload that is a step decide for their wrapper.
            let payloadArms = rawArms.contains { raw in
                raw.isNested && raw.context.contains { isPayload($0) && resolver.isStepContext($0, from: name) }
            }
            for raw in rawArms where raw.context.contains(where: { resolver.isStepContext($0, from: name) }) {
                if raw.isWrapper && payloadArms { continue }
                var folded = FoldedEffect()
                fold(raw.effect, file: method.file, callable: callable, flow: name, into: &folded, dispatch: &queue)
                // Once per place, however many arms fold the helper holding it.
                for place in folded.effect.unreadNavigations {
                    let entry = Unresolved(kind: .dispatch, subject: name, detail: "navigate(to:) with a step the tool cannot compute",
                                           file: place.file.isEmpty ? method.file : place.file, line: place.line)
                    if !unresolved.contains(entry) { unresolved.append(entry) }
                }
                // A body handing the step on (`return handle(step)`) leaves the arms to where it goes.
                if method.fact.arms.isEmpty && folded.dispatched { continue }
                // `case .profile(let p): return navigate(toProfile: p)`: the callee's arms on the payload
                // decide, as a nested switch on it does; the wrapper case is no arm of its own.
                if folded.dispatched && raw.effect.calls.contains(where: { call in
                    call.passesStep && !call.stepArgument.isEmpty
                        && call.stepArgument.allSatisfy { isPayload($0) && resolver.isStepContext($0, from: name) }
                }) { continue }
                var steps: [String] = []
                var isDefault = raw.isDefault
                var constrainsPayload = false
                for pattern in raw.patterns {
                    switch pattern.kind {
                    case .wildcard:
                        isDefault = true
                    case .unreadable:
                        unresolved.append(Unresolved(kind: .pattern, subject: name, detail: "a case pattern the tool does not read",
                                                     file: method.file, line: raw.line))
                    case .typeMatch(let type):
                        if folded.dispatched { continue }  // its cases are handled by the overload's own arms
                        steps += resolver.allCases(of: type, from: name)
                    case .enumCase(var ref):
                        var found = resolver.steps(of: ref, in: raw.context, from: name)
                        // `switch step as? AppStep`: `.some(.main)` is `.main`, `.none` takes the other steps.
                        if found.ids.isEmpty && found.ambiguous.isEmpty && ref.qualifier == nil {
                            if ref.caseName == RxFlowWord.none.spelling && ref.payload.isEmpty { isDefault = true; continue }
                            if ref.caseName == "some" && ref.payload.count == 1 {
                                ref = ref.payload[0]
                                found = resolver.steps(of: ref, in: raw.context, from: name)
                            }
                        }
                        steps += found.ids
                        if found.ids.isEmpty && found.ambiguous.isEmpty {
                            unresolved.append(Unresolved(kind: .pattern, subject: name,
                                                         detail: "case pattern '\(ref.qualifier ?? "").\(ref.caseName)' names no step the tool knows",
                                                         file: method.file, line: ref.line))
                        }
                        if !found.ambiguous.isEmpty {
                            ambiguities.append(Ambiguity(
                                name: "." + ref.caseName, file: method.file, line: ref.line, candidates: found.ambiguous,
                                message: "case pattern '.\(ref.caseName)' in \(name) matches several step enums"))
                        }
                        // `.detail(id: 0)`, `.auth(.login)` on a payload that is not a step enum: only some values.
                        if pattern.constrainsPayload && found.ids.contains(where: { $0.hasSuffix("." + ref.caseName) }) {
                            constrainsPayload = true
                        }
                    }
                }
                if steps.isEmpty && !isDefault { continue }
                for id in steps { if let dot = id.utf8.lastIndex(of: UInt8(ascii: ".")) { stepTypes.insert(String(id[..<dot])) } }
                let arm = makeArm(steps: steps, isDefault: isDefault, raw: raw, file: method.file, folded: folded,
                                  flow: name, rootKind: rootKind, constrainsPayload: constrainsPayload)
                if raw.isImplicit && isDefault && arm.arm.outcomes == [.none] { continue }
                if readsContributionsBlind(arm.arm, effect: folded.effect) {
                    unresolved.append(Unresolved(kind: .contribution, subject: name, detail: "the arm of \(arm.arm.steps.joined(separator: ", "))",
                                                 file: method.file, line: raw.line))
                }
                arms.append(arm.arm)
                armMethods.append(key(method))
                armDispatches.append(folded.dispatchedTo)
                armNavigations.append(arm.navigated)
                armChildren.append(children.count..<children.count + arm.children.count)
                children += arm.children
                ambiguities += arm.ambiguities
                // The arm starts a flow the tool cannot tell: the flow may receive any step back.
                for ambiguous in arm.ambiguousFlows {
                    ambiguities.append(ambiguous)
                    unresolved.append(Unresolved(kind: .dispatch, subject: name, detail: ambiguous.message,
                                                 file: ambiguous.file, line: ambiguous.line))
                }
            }
        }
        unionDispatchedOutcomes(&arms, methods: armMethods, dispatches: armDispatches)
        unionSelfNavigations(&arms, children: &children, navigations: armNavigations, childRanges: armChildren)
        let returnsUnknownCall = start?.fact.effect.otherCalls.contains { $0.isReturned && otherCallees(of: $0, selfType: name).isEmpty } ?? false
        let delegates = arms.isEmpty && ((start?.fact.effect.returnsUnknown ?? false) || returnsUnknownCall)
        if delegates, let start {
            unresolved.append(Unresolved(kind: .dispatch, subject: name, detail: "navigate(to:) returns what other code decides",
                                         file: start.file, line: start.fact.line))
        }
        // Flows are named after a declared type (their own or an extension), which has a place.
        let declaration = index.primary(name)
        let file: String = declaration?.file ?? start?.file ?? ""
        let line: Int = declaration?.fact.line ?? start?.fact.line ?? 0
        let shown: [String] = [rootType].compactMap { $0 } + arms.flatMap(\.presentables)
        let sortedArms = arms.sorted { ($0.file, $0.line, $0.steps.joined(separator: ",")) < ($1.file, $1.line, $1.steps.joined(separator: ",")) }
        let model = FlowModel(
            name: name, framework: .rxflow, file: file, line: line, column: declaration?.fact.column ?? 1,
            stepTypes: stepTypes.sorted(), rootKind: rootKind, rootType: rootType,
            hasDefaultArm: arms.contains { $0.isDefault }, isStepper: isStepper, isInstantiated: isInstantiated,
            delegatesNavigation: delegates, arms: sortedArms, screensDismiss: shown.contains(where: index.callsDismiss),
            stepMappings: mappings.isEmpty ? nil : mappings.sorted { ($0.from, $0.to, $0.line) < ($1.from, $1.to, $1.line) })
        return LinkedFlow(model: model, children: children, ambiguities: ambiguities, unresolved: unresolved)
    }

    /// What a step-mapping helper the step is passed through does: each arm returning a step maps the
    /// arm's steps to it (`if let s = step as? WelcomeStep { switch s { case .dismiss: return RootStep.main …`).
    private func stepMappings(in mapper: Method, flow: String) -> [StepMapping] {
        var result: [StepMapping] = []
        for raw in mapper.fact.arms where !raw.isDefault && raw.context.contains(where: { resolver.isStepContext($0, from: flow) }) {
            let targets = raw.returnedSteps.flatMap { resolver.steps(of: FlowLinker.adapted($0), in: [.anyStep], from: flow).ids }
            guard !targets.isEmpty else { continue }
            for pattern in raw.patterns {
                var sources: [String] = []
                switch pattern.kind {
                case .enumCase(let ref): sources = resolver.steps(of: ref, in: raw.context, from: flow).ids
                case .typeMatch(let type): sources = resolver.allCases(of: type, from: flow)
                case .wildcard, .unreadable: continue
                }
                for from in sources {
                    for to in targets where to != from {
                        result.append(StepMapping(from: from, to: to, file: mapper.file, line: raw.line))
                    }
                }
            }
        }
        return result
    }

    /// The step `adapt(step:)` returns in `.just(X)` / `Single.just(X)`: X.
    private static func adapted(_ ref: StepRef) -> StepRef {
        guard ref.caseName == RxFlowWord.just.spelling, ref.payload.count == 1,
              ref.qualifier == nil || ref.qualifier == RxFlowWord.Single.spelling || ref.qualifier == RxFlowWord.Observable.spelling
        else { return ref }
        return ref.payload[0]
    }

    /// An arm dispatching its step (`case .auth(let step): return navigate(to: step)`) does what the
    /// arms it reaches do: their outcomes join its own (transitively).
    private func unionDispatchedOutcomes(_ arms: inout [Arm], methods: [String], dispatches: [[String]]) {
        var outcomesOfMethod: [String: Set<Outcome>] = [:]
        for (index, arm) in arms.enumerated() { outcomesOfMethod[methods[index], default: []].formUnion(arm.outcomes) }
        for _ in 0..<FlowLinker.maxDispatchDepth {
            var changed = false
            for index in arms.indices where !dispatches[index].isEmpty {
                var outcomes = Set(arms[index].outcomes)
                for target in dispatches[index] { outcomes.formUnion(outcomesOfMethod[target] ?? []) }
                if outcomes.count > arms[index].outcomes.count {
                    arms[index].outcomes = outcomes.sorted()
                    outcomesOfMethod[methods[index], default: []].formUnion(outcomes)
                    changed = true
                }
            }
            if !changed { break }
        }
    }

    /// An arm returning `navigate(to: X)` on the flow itself (`self.navigate(to: .x)`, inside an `if`
    /// too) returns what X's arm returns: that arm's outcomes (but its forwards to the parent),
    /// screens, steppers and child flows are this arm's too (transitively), and its children are
    /// started by this arm's steps as well.
    /// X's arm is the one matching X, else the `default` arm.
    private func unionSelfNavigations(_ arms: inout [Arm], children: inout [Coordination], navigations: [[String]],
                                      childRanges: [Range<Int>]) {
        let targets: [[Int]] = navigations.enumerated().map { index, steps in
            steps.flatMap { step -> [Int] in
                let matching = arms.indices.filter { $0 != index && arms[$0].steps.contains(step) }
                return matching.isEmpty ? arms.indices.filter { $0 != index && arms[$0].isDefault } : matching
            }
        }
        for _ in 0..<FlowLinker.maxDispatchDepth {
            var changed = false
            for index in arms.indices {
                for target in targets[index] {
                    let before = arms[index]
                    // What goes to the parent (an `.end`, a forward) stays the reached arm's, where
                    // its forwarded steps are.
                    arms[index].outcomes = Set(before.outcomes).union(Set(arms[target].outcomes).subtracting([.end, .forwardToParent])).sorted()
                    arms[index].presentables = Set(before.presentables).union(arms[target].presentables).sorted()
                    arms[index].steppers = Set(before.steppers).union(arms[target].steppers).sorted()
                    arms[index].nextSteps = Set(before.nextSteps).union(arms[target].nextSteps).sorted()
                    arms[index].childFlows = Set(before.childFlows).union(arms[target].childFlows).sorted()
                    let screens = Set(before.shownScreens ?? []).union(arms[target].shownScreens ?? [])
                    arms[index].shownScreens = screens.isEmpty ? nil : screens.sorted()
                    if arms[index] != before { changed = true }
                }
            }
            if !changed { break }
        }
        // The children the reached arms start, started by this arm's steps too.
        for index in arms.indices where !targets[index].isEmpty {
            var reached = Set(targets[index])
            var pending = targets[index]
            while let next = pending.popLast() {
                for further in targets[next] where further != index && reached.insert(further).inserted { pending.append(further) }
            }
            for target in reached {
                for child in childRanges[target] {
                    children[child].steps = Set(children[child].steps).union(arms[index].steps).sorted()
                }
            }
        }
    }

    /// Dispatch chains are unioned this deep.
    static let maxDispatchDepth = 16

    // MARK: effects

    private struct FoldedEffect {
        var effect = Effect()
        var via: [String] = []
        var dispatched = false
        /// Methods the arm dispatches the step to (their arms' outcomes are the arm's too).
        var dispatchedTo: [String] = []
    }

    /// The steps property `name` returns, when one type declares it: the flow (or a type it inherits
    /// from) or a step type (`step.next`). Nil when none or several do: which one is meant is not known.
    private func returnedSteps(of name: String, flow: String) -> [StepRef]? {
        guard let owners = computedSteps[name] else { return nil }
        let lineage = Set(index.lineage(flow))
        let candidates = owners.filter { lineage.contains($0.key) || resolver.stepEnum(named: $0.key, from: flow) != nil }
        return candidates.count == 1 ? candidates.first!.value : nil
    }

    /// The context of a case's payload (`case .profile(let p)` then `switch p`).
    private func isPayload(_ context: StepContext) -> Bool {
        if case .payload = context { return true }
        return false
    }

    private func key(_ method: Method) -> String {
        "\(method.file):\(method.fact.line):\(method.fact.name)"
    }

    /// A function a call reaches, and the call's arguments by the parameter they fill.
    private struct Callee {
        var method: Method
        var arguments: [Int: ExprRef]
    }

    /// The declarations a call reaches: those whose parameters the arguments fit (defaults may be left
    /// out); of overloads, those taking the type of the step passed on; of several declarations with
    /// the same signature, the nearest (an override before the superclass's, a type's before a protocol's).
    private func callees(of call: CallRef, in callable: Callable, flow: String) -> [Callee] {
        guard var sameName = callable.byName[call.name] else { return [] }
        if call.viaSuper { sameName.removeAll { callable.own.contains(key($0)) } }
        var fitting: [(method: Method, parameters: [Int])] = sameName.compactMap { method in
            method.fact.parameterIndices(for: call).map { (method, $0) }
        }
        if call.passesStep && fitting.count > 1, let wanted = passedStepType(call, flow: flow) {
            let typed = fitting.filter { candidate in
                candidate.parameters.contains { parameterTakes(candidate.method.fact.parameterTypes[$0], wanted, flow: flow) }
            }
            if !typed.isEmpty { fitting = typed }
        }
        var signatures: Set<[String]> = []
        return fitting.compactMap { candidate in
            guard signatures.insert(candidate.method.fact.parameterTypes).inserted else { return nil }
            var arguments: [Int: ExprRef] = [:]
            for (argument, parameter) in candidate.parameters.enumerated() where argument < call.arguments.count {
                arguments[parameter] = call.arguments[argument]
            }
            return Callee(method: candidate.method, arguments: arguments)
        }
    }

    /// The step enum (or `Step`) of the variable a call passes on.
    private func passedStepType(_ call: CallRef, flow: String) -> String? {
        for context in call.stepArgument {
            switch context {
            case .anyStep: return RxFlowWord.Step.spelling
            case .type(let written): if let name = resolver.stepEnum(named: written, from: flow) { return name }
            case .payload(let container, let outer):
                if case .step(let id) = resolver.resolve(container, in: outer, from: flow), let payload = resolver.payloadEnum(of: id) {
                    return payload
                }
            }
        }
        return nil
    }

    private func parameterTakes(_ written: String, _ wanted: String, flow: String) -> Bool {
        if wanted == RxFlowWord.Step.spelling { return RxFlowWord.Step.names(written) }
        return resolver.stepEnum(named: written, from: flow) == wanted
    }

    /// Merges `effect` and, transitively, the effects of the helpers it calls (their parameters
    /// typed by the caller's arguments). A call that passes the step on dispatches it: the callee's
    /// arms are the flow's too, and the whole callee is folded in.
    private func fold(_ effect: Effect, file: String, callable: Callable, flow: String, into folded: inout FoldedEffect,
                      dispatch: inout [Method]) {
        // Each effect with the type whose code it is: nil for the flow's own (and its helpers').
        var pending: [(effect: Effect, owner: String?)] = [(effect.locatingContributions(in: file), nil)]
        var seen: Set<String> = []
        while let (raw, owner) = pending.popLast() {
            let current = owner.map { raw.seen(fromCodeOf: $0) } ?? raw
            folded.effect.actions.formUnion(current.actions)
            folded.effect.contributions += current.contributions
            folded.effect.childFlows += current.childFlows
            folded.effect.readyFlows += current.readyFlows
            folded.effect.opaqueContributors = folded.effect.opaqueContributors || current.opaqueContributors
            folded.effect.branches = folded.effect.branches || current.branches
            folded.effect.forwards += current.forwards
            folded.effect.closings += current.closings
            folded.effect.shown += current.shown
            folded.effect.declines = folded.effect.declines || current.declines
            for place in current.unreadNavigations {
                // `navigate(to: step.next)` with `next` declared in another file: the steps it returns.
                guard let returned = returnedSteps(of: place.property, flow: flow) else {
                    folded.effect.unreadNavigations.append(place)
                    continue
                }
                folded.effect.forwards += returned.map { Forward(kind: .current, step: $0, line: place.line, callsNavigate: true) }
            }
            folded.effect.returnsUnknown = folded.effect.returnsUnknown || current.returnsUnknown || !current.foreignDispatches.isEmpty
            if let owner {
                // Another type's code: its own calls reach its own methods (folded for what they do).
                for call in current.calls {
                    let found = methods(named: call, owners: ownersOfCode(owner))
                    if found.isEmpty && call.isReturned { folded.effect.returnsUnknown = true }
                    for method in found where seen.insert(key(method)).inserted { pending.append((method.fact.effect(calledBy: call), owner)) }
                }
            }
            for call in owner == nil ? current.calls : [] {
                guard let callee = callees(of: call, in: callable, flow: flow).first else {
                    // A returned call the tool cannot find: what the arm does is unknown.
                    if call.isReturned { folded.effect.returnsUnknown = true }
                    continue
                }
                guard seen.insert(key(callee.method)).inserted else { continue }
                let fact = callee.method.fact
                folded.via.append(fact.name)
                if (call.passesStep && fact.returnsNavigation) || fact.hasStepSwitch {
                    // The callee's own arms are the flow's; the arm does what they do (added once
                    // they are linked) and what the callee does around them.
                    dispatch.append(callee.method)
                    folded.dispatched = true
                    folded.dispatchedTo.append(key(callee.method))
                    pending.append((fact.effect(calledBy: call).substituting(callee.arguments).locatingContributions(in: callee.method.file), nil))
                } else {
                    pending.append((fact.effect(calledBy: call).substituting(callee.arguments).locatingContributions(in: callee.method.file), nil))
                }
            }
            for call in current.otherCalls {
                let found = otherCallees(of: call, selfType: owner ?? flow)
                if found.isEmpty && call.isReturned { folded.effect.returnsUnknown = true }
                // Folded for what they do; `via` names the flow's own helpers only.
                for (method, context) in found where seen.insert(key(method)).inserted {
                    pending.append((method.fact.effect(calledBy: call).locatingContributions(in: method.file), context == flow ? nil : context))
                }
            }
        }
    }

    /// `Flow`, whose extensions' methods a flow's code calls too: spelled once (`spelling` reflects on
    /// the case, and a call is looked up thousands of times on a large app).
    private static let flowProtocol = RxFlowWord.Flow.spelling

    /// UIKit's controllers, which the app's `extension UIViewController` methods serve too.
    private static let viewControllerKinds: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIPageViewController", "UIAlertController", "UITableViewController", "UICollectionViewController",
    ]

    /// Where the methods code of `type` calls on itself are declared: its lineage, the protocols it
    /// adopts, `extension UIViewController` for UIKit controllers, and free functions ("").
    private func ownersOfCode(_ type: String) -> [String] {
        guard !type.isEmpty else { return [""] }
        var owners = index.lineage(type) + index.adoptedProtocols(type).sorted()
        if owners.contains(where: FlowLinker.viewControllerKinds.contains) && !owners.contains("UIViewController") {
            owners.append("UIViewController")
        }
        return owners + [""]
    }

    private func methods(named call: CallRef, owners: [String]) -> [Method] {
        owners.flatMap { owner in
            (methodsByOwner[owner] ?? []).filter { $0.fact.name == call.name && $0.fact.parameterIndices(for: call) != nil }
        }
    }

    /// The app's methods a call on another value reaches (in the receiver type's code), or the free
    /// function or own method a capitalized call names, each with the type whose code it is.
    private func otherCallees(of call: CallRef, selfType: String) -> [(method: Method, context: String)] {
        var owners: [String]
        if let receiver = call.receiver {
            guard let type = index.typeOf(receiver, selfType: selfType) else { return [] }
            owners = ownersOfCode(type).dropLast()
            let found = methods(named: call, owners: owners)
            if found.isEmpty, let product = factoryProduct(of: type, from: selfType) {
                return methods(named: call, owners: ownersOfCode(product).dropLast()).map { ($0, product) }
            }
            return found.map { ($0, type) }
        }
        // A capitalized call without a receiver: a free function or one of the calling type's own
        // (`extension Flow` included for a flow).
        owners = ownersOfCode(selfType)
        if flowTypes.contains(selfType) { owners.append(FlowLinker.flowProtocol) }
        return methods(named: call, owners: owners).map { ($0, $0.fact.owner.isEmpty ? "" : selfType) }
    }

    /// What a value made by a factory is: `Builders.Nav.make()` is typed as its holder `Builders.Nav`
    /// (a constructor's spelling); when the holder (or an alias naming it) declares no method the call
    /// names but functions that all return one other type (`static func make() -> UINavigationController`,
    /// through a typealias too), the value is that type.
    func factoryProduct(of holder: String, from context: String) -> String? {
        guard let owner = index.declarations[holder] != nil ? holder : index.aliasedType(holder, from: context) else { return nil }
        let products = Set((methodsByOwner[owner] ?? []).compactMap { method -> String? in
            let written = method.fact.returnType
            guard !written.isEmpty, written != "Void", written != "()", written != "Self",
                  written != TypeIndex.simpleName(owner), !method.fact.returnsNavigation else { return nil }
            return index.resolve(written, from: owner) ?? index.aliasedType(written, from: owner)
                ?? index.typealiasTarget(written, in: owner) ?? written
        })
        return products.count == 1 ? products.first : nil
    }

    private struct StartedFlow {
        var flow: String
        var stepper: String?
        var startSteps: [String]
        var line: Int
        var column: Int
        var viaUse: Bool
    }

    private struct ArmResult {
        var arm: Arm
        var children: [Coordination]
        var ambiguities: [Ambiguity]
        /// Flows started whose type name two visible modules declare.
        var ambiguousFlows: [Ambiguity] = []
        /// The steps the arm calls `navigate(to:)` with on the flow itself.
        var navigated: [String] = []
    }

    /// A flow started at `line` whose type name is declared in several modules the code sees: which
    /// one runs is not known.
    private func ambiguousFlow(_ expr: ExprRef, flow: String, file: String, line: Int) -> Ambiguity? {
        guard let candidates = index.ambiguousType(of: expr, selfType: flow, file: file),
              candidates.contains(where: flowTypes.contains) else { return nil }
        return Ambiguity(name: TypeIndex.simpleName(candidates[0]), file: file, line: line, candidates: candidates,
                         message: TypeIndex.moduleAmbiguityMessage(candidates, what: "the flow \(flow) starts"))
    }

    private func makeArm(steps: [String], isDefault: Bool, raw: RawArm, file: String, folded: FoldedEffect,
                         flow: String, rootKind: RootKind, constrainsPayload: Bool) -> ArmResult {
        let effect = folded.effect
        var outcomes = effect.actions
        var presentables: [String] = []
        var steppers: [String] = []
        var unresolved: [String] = []
        var nextSteps: [String] = []
        var startedFlows: [StartedFlow] = []
        var ambiguities: [Ambiguity] = []

        var ambiguousFlows: [Ambiguity] = []
        // What `Flows.use`/`Flows.whenReady` is given is a flow, even when its type is not known.
        let usedFlows = Set(effect.childFlows)
        for contribution in effect.contributions {
            if let ambiguous = ambiguousFlow(contribution.presentable, flow: flow, file: file, line: contribution.line) {
                ambiguousFlows.append(ambiguous)
                continue
            }
            let presentable = index.typeOf(contribution.presentable, selfType: flow)
            // A type the code base does not declare (a builder's generic `ViewModel`) is no stepper type.
            let stepperType = contribution.stepper.flatMap { self.stepperType($0, flow: flow) }
                .flatMap { RoutingGraph.inlineSteppers.contains($0) || index.kind(of: $0) != nil ? $0 : nil }
            if let stepperExpr = contribution.stepper, stepperType == nil { unresolved.append(describe(stepperExpr)) }
            if let presentable, flowTypes.contains(presentable) {
                let start = contribution.stepper.map { self.steps(of: $0, flow: flow, file: file, ambiguities: &ambiguities) } ?? []
                startedFlows.append(StartedFlow(flow: presentable, stepper: stepperType, startSteps: start,
                                                line: contribution.line, column: contribution.column, viaUse: false))
                continue
            }
            // A flow of unknown type: its stepper feeds that flow, not this one.
            if usedFlows.contains(contribution.presentable) { continue }
            if let presentable { presentables.append(presentable) }
            if let stepperType { steppers.append(stepperType) }
            if let stepperExpr = contribution.stepper {
                nextSteps += self.steps(of: stepperExpr, flow: flow, file: file, ambiguities: &ambiguities)
            }
        }
        for child in effect.childFlows {
            if let ambiguous = ambiguousFlow(child, flow: flow, file: file, line: raw.line) {
                // `Flows.use(f)` beside `.contribute(withNextPresentable: f, …)`: one flow, one entry.
                if !ambiguousFlows.contains(where: { $0.name == ambiguous.name }) { ambiguousFlows.append(ambiguous) }
                continue
            }
            if let type = index.typeOf(child, selfType: flow), flowTypes.contains(type) {
                startedFlows.append(StartedFlow(flow: type, stepper: nil, startSteps: [], line: raw.line, column: raw.column, viaUse: true))
            }
        }
        // `Flows.use(f)` and `.contribute(withNextPresentable: f, …)` start the same child: keep one
        // entry per flow, preferring the contribution (it knows the stepper); two instances of one
        // flow type (two tabs) start it with both steppers' steps.
        var uniqueFlows: [StartedFlow] = []
        for started in startedFlows.sorted(by: { !$0.viaUse && $1.viaUse }) {
            if let index = uniqueFlows.firstIndex(where: { $0.flow == started.flow }) {
                uniqueFlows[index].startSteps += started.startSteps
            } else {
                uniqueFlows.append(started)
            }
        }
        startedFlows = uniqueFlows
        if !startedFlows.isEmpty || !effect.childFlows.isEmpty { outcomes.insert(.childFlow) }

        var toParent: [String] = []
        var toCurrent: [String] = []
        var forwardsOwnStep = false
        var firstForward: String?
        var navigated: [String] = []
        for forward in effect.forwards {
            switch forward.kind {
            case .end: outcomes.insert(.end)
            case .parent: outcomes.insert(.forwardToParent)
            case .current: outcomes.insert(.forwardToCurrent)
            }
            if forward.ownStep {
                if forward.kind != .current { forwardsOwnStep = true }
                continue
            }
            guard let ref = forward.step else { continue }
            let found = resolver.steps(of: ref, in: [.anyStep], from: flow)
            if !found.ambiguous.isEmpty {
                ambiguities.append(Ambiguity(name: "." + ref.caseName, file: file, line: ref.line, candidates: found.ambiguous,
                                             message: "forwarded step '.\(ref.caseName)' in \(flow) matches several step enums"))
            }
            if firstForward == nil { firstForward = found.ids.first }
            if forward.kind == .current { toCurrent += found.ids } else { toParent += found.ids }
            if forward.callsNavigate { navigated += found.ids }
        }
        // RxFlow 1.x: `.stepNotHandled` hands the step to the parent coordinator.
        if effect.declines {
            outcomes.insert(.forwardToParent)
            forwardsOwnStep = true
        }
        if outcomes.isEmpty || (outcomes == [.none] && !effect.contributions.isEmpty && startedFlows.isEmpty) {
            outcomes.insert(effect.returnsUnknown || !effect.contributions.isEmpty ? .other : .none)
        } else if effect.returnsUnknown && outcomes.subtracting([.none]).isEmpty {
            outcomes.insert(.other)
        }
        let embedding: Embedding
        if effect.actions.contains(.present) { embedding = .presented }
        else if effect.actions.contains(.push) { embedding = .pushed }
        else if startedFlows.count > 1 || rootKind.showsChildrenSideBySide { embedding = .embedded }
        else if effect.actions.contains(.setRoot) { embedding = .root }
        else { embedding = .unknown }
        let children = startedFlows.map { started in
            Coordination(kind: .child, flow: started.flow, parentFlow: flow, stepper: started.stepper, steps: steps.sorted(),
                         startSteps: Array(Set(started.startSteps)).sorted(), file: file, line: started.line, column: started.column,
                         embedding: embedding)
        }
        var arm = Arm(
            steps: Array(Set(steps)).sorted(), file: file, line: raw.line, column: raw.column, isDefault: isDefault,
            outcomes: outcomes.sorted(),
            presentables: Array(Set(presentables)).sorted(), steppers: Array(Set(steppers)).sorted(),
            childFlows: Array(Set(startedFlows.map(\.flow))).sorted(), forwardsStep: firstForward,
            nextSteps: Array(Set(nextSteps)).sorted(), declinesStep: effect.declines, whereClause: raw.whereClause,
            via: Array(Set(folded.via)).sorted(), unresolvedSteppers: Array(Set(unresolved)).sorted(),
            forwardsToParent: Array(Set(toParent)).sorted(), forwardsToCurrent: Array(Set(toCurrent)).sorted(),
            forwardsOwnStep: forwardsOwnStep, constrainsPayload: constrainsPayload)
        let shown = Set(effect.shown.compactMap { screenType($0, flow: flow) }).subtracting(flowTypes)
        arm.shownScreens = shown.isEmpty ? nil : shown.sorted()
        addPitfallFacts(to: &arm, effect: effect, flow: flow)
        return ArmResult(arm: arm, children: children, ambiguities: ambiguities, ambiguousFlows: ambiguousFlows, navigated: navigated)
    }

    /// The type of a screen a UIKit call shows; a UIKit container built around one of the app's
    /// screens (`UINavigationController(rootViewController: LoginViewController())`) shows that screen.
    private func screenType(_ ref: ExprRef, flow: String) -> String? {
        guard let type = index.typeOf(ref, selfType: flow) else { return nil }
        if type.hasPrefix("UI"), case .type(_, let hints) = ref, let inner = hints.first(where: { !$0.hasPrefix("UI") }) { return inner }
        return type
    }

    /// The stepper type of an expression; for `vc.viewModel` without a declared property, a constructed
    /// hint that is a known stepper.
    func stepperType(_ expr: StepperExpr, flow: String) -> String? {
        let value: ExprRef
        switch expr {
        case .oneStepper: return RxFlowWord.OneStepper.spelling
        case .composite: return RxFlowWord.CompositeStepper.spelling
        case .defaultStepper: return RxFlowWord.DefaultStepper.spelling
        case .value(let typed): value = typed
        }
        if let inline = inlineStepper(value, flow: flow) { return stepperType(inline, flow: flow) }
        let typed = index.typeOf(value, selfType: flow)
        if let typed, let kind = index.kind(of: typed), kind != .protocol { return typed }
        // `VC.instantiate(withViewModel: VM())`, then `vc.viewModel`: the stepper constructed in the arguments.
        return index.hints(of: value).compactMap { index.resolve($0, from: flow) }.first { !stepperSteps($0).isEmpty } ?? typed
    }

    /// `self.stepper` where the property holds `OneStepper(…)`.
    private func inlineStepper(_ value: ExprRef, flow: String) -> StepperExpr? {
        guard case .member(let base, let property) = value, let owner = index.typeOf(base, selfType: flow) else { return nil }
        for type in index.lineage(owner) { if let found = stepperProperties[type]?[property] { return found } }
        return nil
    }

    /// Steps an inline or typed stepper can emit.
    func steps(of expr: StepperExpr, flow: String, file: String, ambiguities: inout [Ambiguity]) -> [String] {
        switch expr {
        case .oneStepper(let refs):
            return refs.flatMap { resolver.steps(of: $0, in: [.anyStep], from: flow).ids }
        case .composite(let inner):
            return inner.flatMap { self.steps(of: $0, flow: flow, file: file, ambiguities: &ambiguities) }
        case .defaultStepper:
            return ["RxFlowStep.home"]
        case .value(let value):
            if let inline = inlineStepper(value, flow: flow) { return steps(of: inline, flow: flow, file: file, ambiguities: &ambiguities) }
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
        case .parameter(_, let declared): return describe(declared)
        case .type(let name, _): return name
        }
    }

    // MARK: root

    private func rootTypeName(of flow: String) -> String? {
        guard let root = index.property(RxFlowWord.root.spelling, of: flow) else { return nil }
        if let value = root.value, let type = index.typeOf(value, selfType: flow) { return type }
        if let declared = root.declaredType, declared != RxFlowWord.Presentable.spelling { return index.resolve(declared, from: flow) ?? declared }
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
