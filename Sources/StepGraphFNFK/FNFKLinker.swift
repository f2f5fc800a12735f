import StepGraphCore
/// Links every file's FunctionalNavigationFlowKit facts into the model: walks the flows from the
/// app's start and from screens' own code, then every flow nothing reached, decides which routes
/// are ever invoked, and writes screens, containers, transitions, navigation parameters, stuck
/// navigations and the flow functions (as `flows[]` with framework `fnfk`). Sorted throughout.
struct FNFKLinker {
    let context: LinkContext
    let program: FNFKProgram
    let files: [FNFKFileFacts]

    init(context: LinkContext) {
        self.context = context
        files = context.files.claimedFacts(FNFKFileFacts.self)
        program = FNFKProgram(files: files, index: context.index)
    }

    func link(into model: inout NavigationModel) {
        guard !files.isEmpty else { return }
        let interpreter = FlowInterpreter(program: program)
        startWalks(interpreter)

        var usage = RouteUsage(program: program, flowParameters: interpreter.flowParameters)
        model.navigationParameters = parameters(interpreter, usage: &usage)
        var transitions: [Transition] = []
        for transition in interpreter.transitions.values {
            var linked = transition
            linked.startedIn.sort()
            if let route = transition.route, let key = key(for: route, in: interpreter) { linked.invokedAt = usage.resolve(key).invokedAt }
            transitions.append(linked)
        }
        model.transitions = transitions.sorted(by: Transition.precedes)
        let unfollowed = UnfollowedReferences(files: files, program: program,
                                              resolvedFactories: Set(interpreter.screens.values.flatMap(\.aliases)))
        model.screens = interpreter.screens.values.map { screen in
            var linked = screen
            linked.aliases.sort()
            linked.referencedOutsideFlows = unfollowed.names.contains(screen.name)
                || !(interpreter.shownIn[screen.name] ?? []).isDisjoint(with: unfollowed.flows)
            return linked
        }.sorted { $0.name < $1.name }
        model.containers = interpreter.containers.values.sorted { $0.id < $1.id }
        model.stuckNavigations = interpreter.provenFindings.map { found in
            let kind: StuckNavigation.Kind
            switch found.kind {
            case .popFromRoot: kind = .popFromRoot
            case .dismissWithNothingPresented: kind = .dismissWithNothingPresented
            case .pushIntoContainerNeverShown: kind = .pushIntoHiddenContainer
            }
            return StuckNavigation(kind: kind, screen: found.screen, container: found.container.id, containerType: found.container.type,
                                   factory: found.factory, file: found.file,
                                   line: found.line, column: found.column)
        }.uniqued().sorted { ($0.file, $0.line, $0.column, $0.kind, $0.screen) < ($1.file, $1.line, $1.column, $1.kind, $1.screen) }
        model.flows += flowModels(interpreter)
        model.flows.sort { ($0.name, $0.file) < ($1.name, $1.file) }
        if interpreter.exhausted {
            model.unresolved.append(Unresolved(kind: .navigation, subject: FNFKWord.FunctionalNavigationFlowKit.spelling,
                                               detail: "the flow walk stopped at its step budget or depth bounds; some screens and routes were not followed",
                                               file: "", line: 0))
        }
        for assignment in interpreter.unfollowedAssignments {
            model.unresolved.append(Unresolved(kind: .navigation, subject: assignment.path,
                                               detail: "a flow is assigned to a route on something the screen holds; what it leads to was not followed",
                                               file: assignment.file, line: assignment.line))
        }
        for file in files where !program.libraryFiles.contains(file.path) {
            for line in file.cutTrees {
                model.unresolved.append(Unresolved(kind: .navigation, subject: FNFKWord.FunctionalNavigationFlowKit.spelling,
                                                   detail: "a flow expression nested more than \(FlowTreeParser.maxDepth) levels deep was cut here; what it leads to was not followed",
                                                   file: file.path, line: line))
            }
        }
        model.unresolved.sort { ($0.file, $0.line, $0.subject, $0.detail) < ($1.file, $1.line, $1.subject, $1.detail) }
    }

    // MARK: where flows start

    /// Walks the flows from every place they start: the app's start and screens' own code, then
    /// every flow function and stored flow nothing reached.
    private func startWalks(_ interpreter: FlowInterpreter) {
        let runs = program.runs.sorted(by: { ($0.file, $0.fact.line) < ($1.file, $1.fact.line) })
        // A screen's own code runs flows from that screen; anything else is the app's start, unless
        // its function is called only where the walk goes (then it runs from there). First what
        // nothing in the code calls (system callbacks, a screen's code), then what is also called
        // from code the walk did not reach.
        let callers = runs.map { callSites(of: $0.fact) }
        for (run, sites) in zip(runs, callers) where sites?.isEmpty ?? true { start(run, interpreter) }
        // Such code that runs no flow itself may call methods that do (`coordinator.start()`).
        for method in program.methodNames.flatMap(program.methods(named:)) where !method.fact.runsFlows && !method.fact.owner.isEmpty {
            let type = method.fact.owner
            guard !program.isScreenType(type), callSites(type: type, function: method.fact.name).isEmpty else { continue }
            guard case .closure(let body) = method.fact.body,
                  interpreter.isFlow(method.fact.body, FlowInterpreter.Scope(parent: nil, file: method.file, selfType: type)) else { continue }
            interpreter.start(method.fact.body, file: method.file, line: body.line, selfType: type, from: Transition.entry, via: nil,
                              conditional: false)
        }
        let followed = interpreter.followedCalls
        for (run, sites) in zip(runs, callers) {
            guard let sites, !sites.isEmpty, !sites.isSubset(of: followed) else { continue }
            start(run, interpreter)
        }
        for name in program.flowFunctionNames {
            for function in program.flowFunctions(named: name) { interpreter.startStandalone(function) }
        }
        for name in program.storedFlowNames {
            for stored in program.storedFlows(named: name) { interpreter.startStandalone(stored) }
        }
    }

    private func start(_ run: FNFKProgram.Located<FlowRun>, _ interpreter: FlowInterpreter) {
        let fact = run.fact
        if let type = fact.enclosingType, program.isScreenType(type) {
            let via = fact.enclosingFunction == "init" ? nil : fact.enclosingFunction
            interpreter.start(fact.node, file: run.file, line: fact.line, selfType: type, from: type, via: via, conditional: fact.conditional)
        } else {
            interpreter.start(fact.node, file: run.file, line: fact.line, selfType: fact.enclosingType, from: Transition.entry, via: nil,
                              conditional: fact.conditional)
        }
    }

    /// Where code may call the function a run is in (`file:line|name`, as the walk records the
    /// calls it follows): nil for code that always starts on its own (a screen's, an initializer).
    /// A use on a value of unknown type, or a type that may be this one (a protocol), counts.
    private func callSites(of run: FlowRun) -> Set<String>? {
        guard let function = run.enclosingFunction, function != "init",
              !(run.enclosingType.map(program.isScreenType) ?? false) else { return nil }
        return callSites(type: run.enclosingType, function: function)
    }

    /// Where code may call `function` of `type` (a free function when nil).
    private func callSites(type: String?, function: String) -> Set<String> {
        let family = type.map { program.family(of: program.index.resolve($0, from: nil) ?? $0) }
        var sites: Set<String> = []
        for use in program.usesByName[function] ?? [] where !use.fact.isLocal {
            let fact = use.fact
            let mayCall: Bool
            if fact.receiver.isEmpty {
                mayCall = family.map { $0.contains(fact.owner) } ?? true
            } else if let receiver = program.receiverType(fact.receiver, in: fact.owner) {
                mayCall = family.map { $0.contains(receiver) || program.index.kind(of: receiver) == .protocol } ?? false
            } else {
                mayCall = true
            }
            if mayCall { sites.insert("\(use.file):\(fact.line)|\(function)") }
        }
        return sites
    }

    /// The navigation parameter a transition's `route` identity names.
    private func key(for identity: String, in interpreter: FlowInterpreter) -> RouteKey? {
        interpreter.routeKeys[identity]
    }

    // MARK: navigation parameters

    /// Every supplied route, and every parameter or property a route is handed to on its way.
    private func parameters(_ interpreter: FlowInterpreter, usage: inout RouteUsage) -> [NavigationParameter] {
        var keys = Set(interpreter.supplies.keys)
        var pending = Array(keys)
        while let key = pending.popLast(), keys.count < 100_000 {
            for next in usage.direct(key).forwardedTo where keys.insert(next).inserted { pending.append(next) }
        }
        return keys.sorted().map { key in
            let direct = usage.direct(key)
            let resolved = usage.resolve(key)
            let supplies = interpreter.supplies[key]
            let (file, line, column) = declaration(of: key)
            return NavigationParameter(
                owner: key.owner, name: key.name, file: file, line: line, column: column, invocation: resolved.invocation,
                suppliedAt: (supplies?.supplied ?? []).sorted(), stubbedAt: (supplies?.stubs ?? []).sorted(),
                invokedAt: direct.invokedAt.sorted(), forwardedTo: direct.forwardedTo.map(\.identity).sorted(),
                escapesAt: direct.escapesAt.sorted())
        }
    }

    /// Where a parameter's name is declared: in a flow function's signature, a property, or an
    /// initializer (the type's declaration when none of them is found).
    private func declaration(of key: RouteKey) -> (file: String, line: Int, column: Int) {
        if key.kind == .flowFunction, let function = program.flowFunction(key.owner, owner: nil) {
            let parameter = function.fact.parameters.first { $0.name == key.name }
            return (function.file, parameter?.line ?? function.fact.line, parameter?.column ?? function.fact.column)
        }
        let index = context.index
        let owner = index.resolve(key.owner, from: nil) ?? key.owner
        if let property = index.property(key.name, of: owner), let declared = program.declaration(of: owner) {
            // The property may be inherited: its own type's file.
            let holder = index.lineage(owner).first { type in
                index.declarations[type]?.contains { $0.fact.properties.contains { $0.name == key.name } } ?? false
            }
            let file = holder.flatMap { program.declaration(of: $0)?.file } ?? declared.file
            return (file, property.line, property.column)
        }
        if let signature = program.initializers(of: owner).first(where: { $0.names.contains(key.name) }), let declared = program.declaration(of: owner),
           let place = signature.names.firstIndex(of: key.name).map({ signature.places[$0] }) {
            return (declared.file, place.line, place.column)
        }
        return program.declaration(of: owner).map { ($0.file, $0.line, 1) } ?? ("", 0, 1)
    }

    // MARK: flows

    /// Flow functions and stored flows as `flows[]` entries (framework `fnfk`).
    private func flowModels(_ interpreter: FlowInterpreter) -> [FlowModel] {
        var models: [FlowModel] = []
        for name in program.flowFunctionNames {
            for function in program.flowFunctions(named: name) {
                let fact = function.fact
                let qualified = fact.owner.isEmpty ? fact.name : fact.owner + "." + fact.name
                // A public flow function may be called from another module.
                models.append(FlowModel(
                    name: qualified, framework: .fnfk, file: function.file, line: fact.line, column: fact.column, stepTypes: [],
                    rootKind: .unknown, rootType: nil, hasDefaultArm: false, isStepper: false,
                    isInstantiated: fact.isPublic || isReferenced(fact.name, outside: fact.name), delegatesNavigation: false, arms: [],
                    screensDismiss: false))
            }
        }
        return models
    }

    /// Whether code other than `own`'s body mentions `name`.
    func isReferenced(_ name: String, outside own: String) -> Bool {
        for file in files {
            if file.outsideMentions[name] != nil { return true }
            if file.flowMentions.contains(where: { $0.key != own && $0.value.contains(name) }) { return true }
        }
        return program.usesByName[name] != nil
    }
}

extension Transition {
    /// The model's order: by from, to, action, place, route and container.
    static func precedes(_ a: Transition, _ b: Transition) -> Bool {
        if a.from != b.from { return a.from < b.from }
        if a.to != b.to { return a.to < b.to }
        if a.action != b.action { return a.action < b.action }
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.via != b.via { return (a.via ?? "") < (b.via ?? "") }
        return (a.container ?? "") < (b.container ?? "")
    }
}
