import StepGraphCore
/// One coordinator's arms: every `case` of its `prepareTransition(for:)` (and of the functions the
/// route is passed on to), each with what its transitions do, folded with the same-type helpers it
/// calls (to any depth, each once), the screens and child coordinators it shows, and the routes that
/// come next (triggered by its transitions or by the types it builds).
struct ArmLinker {
    let index: TypeIndex
    let typing: RouterTyping
    let methods: [String: [XCoordinatorLinker.Method]]
    let coordinators: Set<String>
    /// Where each resolved route sits (`file:line:column` → route id), and every emission.
    let emissions: [Emission]
    let stepAt: [String: String]
    let resolver: RouteResolution
    /// Closure coordinators held in properties (owner → property → coordinator): showing one starts it.
    var heldClosures: [String: [String: String]] = [:]
    /// Arrays of presentables held in properties (owner → property → elements): showing one shows each element.
    var heldArrays: [String: [String: [ExprRef]]] = [:]
    /// The app's own transition factories (`extension Transition { static func … }`), by name.
    var factories: [String: [XCoordinatorLinker.Method]] = [:]

    struct Linked {
        var arms: [Arm] = []
        var delegates = false
        var unresolved: [Unresolved] = []
    }

    /// The methods of `owner` and its superclasses named `name`, nearest first.
    func methods(_ name: String, of owner: String) -> [XCoordinatorLinker.Method] {
        index.lineage(owner).flatMap { type in (methods[type] ?? []).filter { $0.fact.name == name } }
    }

    func link(coordinator name: String, route: String?) -> Linked {
        guard let prepare = index.lineage(name).lazy.compactMap({ type in (self.methods[type] ?? []).first { $0.fact.isPrepareTransition } }).first else {
            return Linked()
        }
        return link(name, route: route, prepare: prepare, owner: name)
    }

    /// The arms of `prepare` for coordinator `name`; `owner` is the type whose code it is (a closure
    /// coordinator's transitions call the methods of the type building it).
    func link(_ name: String, route: String?, prepare: XCoordinatorLinker.Method, owner: String) -> Linked {
        var linked = Linked()
        var visited: Set<String> = []
        var raw: [(arm: XCArm, file: String)] = []
        collectArms(prepare, owner: owner, into: &raw, visited: &visited)
        let body = prepare.fact.effect
        if raw.isEmpty && body.outcomes.isEmpty && body.calls.isEmpty && body.factoryCalls.isEmpty {
            // Nothing readable (`{ route.transition }`): a dispatch the tool cannot follow.
            linked.delegates = true
            linked.unresolved.append(Unresolved(kind: .dispatch, subject: name, detail: "\(prepare.fact.isPrepareTransition ? "prepareTransition(for:)" : prepare.fact.name + "(…)") has no switch on the route",
                                                file: prepare.file, line: prepare.fact.line))
        } else if raw.isEmpty {
            // No switch (`nextRouteHandler(route); return .none()`): one default arm for every case, with
            // what the body does; only a `return` the tool cannot read leaves it not understood.
            raw.append((XCArm(patterns: [], isDefault: true, constrainsPayload: false, whereClause: nil, line: prepare.fact.line, column: 1,
                              effect: prepare.fact.effect), prepare.file))
        }
        for (arm, file) in raw {
            var folded = Folded()
            var seen: Set<String> = []
            fold(arm.effect, file: file, owner: owner, into: &folded, seen: &seen)
            foldChained(into: &folded, arms: raw, from: arm, owner: owner, seen: &seen)
            let (made, untyped) = makeArm(arm, file: file, folded: folded, coordinator: owner, route: route)
            linked.arms.append(made)
            if let opaque = folded.effect.opaqueReturns.first.map({ "return " + $0 }) ?? untyped.first.map({ "shows " + $0 }) {
                linked.unresolved.append(Unresolved(kind: .transition, subject: name, detail: opaque, file: file, line: arm.line))
            }
        }
        linked.arms.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return linked
    }

    /// How deep dispatch chains and helper calls are followed (hostile input must not exhaust the stack).
    static let maxDepth = 64

    /// The arms of `method` and of the same-type functions it passes the route to.
    private func collectArms(_ method: XCoordinatorLinker.Method, owner: String, into arms: inout [(arm: XCArm, file: String)],
                             visited: inout Set<String>, depth: Int = 0) {
        guard depth < ArmLinker.maxDepth, visited.insert("\(method.file):\(method.fact.line)").inserted else { return }
        arms += method.fact.arms.map { ($0, method.file) }
        let calls = method.fact.effect.calls + method.fact.arms.flatMap(\.effect.calls)
        for call in calls where call.passesRoute {
            for callee in methods(call.name, of: owner) where !callee.fact.arms.isEmpty {
                collectArms(callee, owner: owner, into: &arms, visited: &visited, depth: depth + 1)
            }
        }
    }

    /// An arm's effect with its helpers' (positions keep their file).
    struct Folded {
        var effect = XCEffect()
        var routes: [(file: String, route: RouteRef)] = []
        var via: [String] = []
        /// Helpers returning a presentable whose returned values stand for their calls in `shown`.
        var presentableHelpers: Set<String> = []
    }

    /// The arms `chain(routes:)` (or `prepareTransition(for:)`) prepares run as this arm's transition: their
    /// effects are its own (the arm of each route's case, else the `default:`), each arm once.
    private func foldChained(into folded: inout Folded, arms: [(arm: XCArm, file: String)], from arm: XCArm, owner: String, seen: inout Set<String>) {
        var taken: Set<String> = ["\(arm.line):\(arm.column)"]
        var next = 0
        while next < folded.effect.chained.count && taken.count <= ArmLinker.maxDepth {
            let route = folded.effect.chained[next]
            next += 1
            let named = arms.filter { $0.arm.patterns.contains { $0.caseName == route.caseName } }
            for target in named.isEmpty ? arms.filter(\.arm.isDefault) : named where taken.insert("\(target.arm.line):\(target.arm.column)").inserted {
                fold(target.arm.effect, file: target.file, owner: owner, into: &folded, seen: &seen)
            }
        }
    }

    private func fold(_ effect: XCEffect, file: String, owner: String, into folded: inout Folded, seen: inout Set<String>, depth: Int = 0) {
        folded.effect.outcomes.formUnion(effect.outcomes)
        folded.effect.shown += effect.shown
        folded.effect.targets += effect.targets
        folded.effect.added += effect.added
        folded.effect.selected += effect.selected
        folded.effect.opaqueReturns += effect.opaqueReturns
        folded.effect.constructed += effect.constructed
        folded.effect.chained += effect.chained
        folded.effect.shown += effect.returned
        folded.routes += effect.routes.map { (file, $0) }
        for call in effect.factoryCalls {
            guard let factory = factory(for: call) else {
                if call.isTransition {  // a factory the sources do not declare: not understood
                    folded.effect.outcomes.insert(.other)
                    folded.effect.opaqueReturns.append("." + call.name)
                }
                continue
            }
            guard depth < ArmLinker.maxDepth, seen.insert("\(factory.file):\(factory.fact.line):\(call.arguments)").inserted else { continue }
            folded.via.append("." + call.name)
            fold(factory.fact.effect.binding(parameters: factory.fact.labels, to: call), file: factory.file, owner: owner, into: &folded,
                 seen: &seen, depth: depth + 1)
        }
        folded.effect.handsOnRoute = folded.effect.handsOnRoute || effect.handsOnRoute
        for call in effect.calls {
            let callees = methods(call.name, of: owner)
            // `nextRouteHandler(route)`: a closure (a property, a parameter) the route is handed to.
            if callees.isEmpty && call.passesRoute {
                folded.effect.handsOnRoute = true
                folded.via.append(call.name)
            }
            if callees.isEmpty && call.isReturned {  // `return registerPeek(…)`, a function of another type
                folded.effect.outcomes.insert(.other)
                if call.name != XCoordinatorWord.registerPeek.spelling { folded.effect.opaqueReturns.append(call.name + "(…)") }
            }
            for callee in callees.prefix(1) where depth < ArmLinker.maxDepth && seen.insert("\(callee.file):\(callee.fact.line)").inserted {
                // A helper the route is passed to with its own switch is an arm source, not a helper.
                if call.passesRoute && !callee.fact.arms.isEmpty && callee.fact.routeType.flatMap({ typing.route(named: $0, context: owner) }) != nil { continue }
                folded.via.append(call.name)
                if !callee.fact.effect.returned.isEmpty { folded.presentableHelpers.insert(call.name) }
                fold(callee.fact.effect, file: callee.file, owner: owner, into: &folded, seen: &seen, depth: depth + 1)
                for arm in callee.fact.arms { fold(arm.effect, file: callee.file, owner: owner, into: &folded, seen: &seen, depth: depth + 1) }
            }
        }
    }

    /// `values` with each property of `owner` (or its superclasses) that holds an array replaced by its elements.
    func expandingHeldArrays(_ values: [ExprRef], owner: String) -> [ExprRef] {
        values.flatMap { value -> [ExprRef] in
            guard case .member(.selfValue, let property) = value,
                  let elements = index.lineage(owner).lazy.compactMap({ self.heldArrays[$0]?[property] }).first else { return [value] }
            return elements
        }
    }

    /// The app's factory a call names: the one whose labels the call's arguments fit, else the first.
    private func factory(for call: XCFactoryCall) -> XCoordinatorLinker.Method? {
        guard let candidates = factories[call.name] else { return nil }
        return candidates.first { XCEffect.parameterIndices(call.labels, in: $0.fact.labels) != nil } ?? candidates.first
    }

    /// The arm, and the shown values whose type the tool could not tell (as written).
    private func makeArm(_ raw: XCArm, file: String, folded: Folded, coordinator: String, route: String?) -> (Arm, [String]) {
        var outcomes = folded.effect.outcomes
        var presentables: Set<String> = []
        var children: Set<String> = []
        var untyped: [String] = []
        for shown in expandingHeldArrays(folded.effect.shown, owner: coordinator) {
            if case .text(let written) = shown {
                // `.present(makeHome())`: what the helper returns is shown instead.
                let call = written.hasPrefix("self.") ? written.dropFirst(5) : Substring(written)
                if folded.presentableHelpers.contains(where: { call.hasPrefix($0 + "(") }) { continue }
                untyped.append(written)
            }
            if case .member(.selfValue, let property) = shown, let held = heldClosures[coordinator]?[property] {
                children.insert(held)
                outcomes.insert(.childFlow)
                continue
            }
            if let child = typing.coordinator(of: shown, selfType: coordinator), child != coordinator {
                children.insert(child)
                outcomes.insert(.childFlow)
            } else if let type = index.typeOf(shown, selfType: coordinator), !type.isEmpty, type.first!.isUppercase {
                presentables.insert(type)
                // A closure coordinator (`BasicNavigationCoordinator<HelpRoute>(…) { route in … }`).
                if XCoordinatorLinker.libraryKinds[type] != nil { outcomes.insert(.childFlow) }
            }
        }
        let built = Set(folded.effect.constructed.map { index.resolve($0, from: coordinator) ?? $0 })
        // A child handed to `addChild`, or built here and driven by `.trigger(_:on:)`, is started by the
        // arm (it shares the parent's stack and shows itself): the arm's outcome says so.
        let started = folded.effect.added.compactMap { typing.coordinator(of: $0, selfType: coordinator) }
            + folded.effect.targets.compactMap { target in
                typing.coordinator(of: target, selfType: coordinator).flatMap { built.contains($0) ? $0 : nil }
            }
        for tab in folded.effect.selected {
            if let child = typing.coordinator(of: tab, selfType: coordinator), child != coordinator { children.insert(child) }
        }
        let outsideTransition = Set(started).subtracting(children).subtracting([coordinator])
        for child in started where child != coordinator {
            children.insert(child)
            outcomes.insert(.childFlow)
        }
        if outcomes.isEmpty { outcomes.insert(.other) }
        var next: Set<String> = []
        for (routeFile, ref) in folded.routes {
            if let step = stepAt["\(routeFile):\(ref.line):\(ref.column)"] { next.insert(step) }
        }
        // Routes the screens and view models this arm builds trigger.
        var sources = built.union(presentables)
        for type in sources {
            for declaration in index.declarations[type] ?? [] {
                for property in declaration.fact.properties {
                    let held = property.declaredType ?? property.value.flatMap { index.typeOf($0, selfType: type) }
                    if let held, let resolved = index.resolve(held, from: type) { sources.insert(resolved) }
                }
            }
        }
        for emission in emissions where emission.how == .trigger {
            if let source = emission.enclosingType, sources.contains(index.resolve(source, from: nil, file: emission.file) ?? source) { next.insert(emission.step) }
        }
        let steps = raw.patterns.compactMap { ref -> String? in
            if case .route(let id) = resolver.resolve(ref, context: route, enclosing: coordinator) { return id }
            return nil
        }
        return (Arm(steps: steps, file: file, line: raw.line, column: raw.column, isDefault: raw.isDefault,
                    outcomes: outcomes.sorted(), presentables: presentables.sorted(), steppers: [], childFlows: children.sorted(),
                    forwardsStep: nil, nextSteps: next.sorted(), declinesStep: false, whereClause: raw.whereClause,
                    via: Array(Set(folded.via)).sorted(), unresolvedSteppers: [], forwardsToParent: [], forwardsToCurrent: [],
                    forwardsOwnStep: folded.effect.handsOnRoute, constrainsPayload: raw.constrainsPayload,
                    childrenOutsideTransition: outsideTransition.isEmpty ? nil : outsideTransition.sorted()), untyped)
    }
}
