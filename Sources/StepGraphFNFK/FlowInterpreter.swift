import StepGraphCore
/// Walks FunctionalNavigationFlowKit flow trees the way they run: from the app's start (and from
/// screens' own code), through flow functions with their parameters bound to the caller's
/// arguments, into the screens each factory shows and, from there, into the routes each screen
/// receives. Records screens, transitions, containers, which routes are supplied with what, and
/// what provably goes wrong on the way (a pop with nothing under it, a push into a stack that is
/// never shown). Bounded: recursion stops at a repeated call, and the whole walk at `budget` steps.
final class FlowInterpreter {
    let program: FNFKProgram
    /// Steps left; at zero the walk stops and says so (`exhausted`).
    private var budget = 400_000
    /// `Type@file:line` of the entry run being walked.
    private var startSite: String?
    /// How deep `run` and `display` are nested now, and how deep they may go.
    private var nesting = 0
    static let maxNesting = 160
    /// How many screens one path may go through (a deeper app is walked as far as this).
    static let maxScreenDepth = 64
    private(set) var exhausted = false
    /// A flow assigned to a route the walk does not follow (`vc.router.onDone = MainFlow()`).
    struct UnfollowedAssignment: Hashable {
        var file: String
        var line: Int
        /// `vc.router.onDone`.
        var path: String
    }
    private(set) var unfollowedAssignments: Set<UnfollowedAssignment> = []

    // MARK: results

    private(set) var screens: [String: Screen] = [:]
    private(set) var transitions: [TransitionKey: Transition] = [:]
    private(set) var containers: [String: Container] = [:]
    /// Where each route is supplied (`file:line`), and where with an empty flow.
    private(set) var supplies: [RouteKey: (supplied: Set<String>, stubs: Set<String>)] = [:]
    /// Route identity (`Owner.name`) → the route, for transitions' `route`.
    private(set) var routeKeys: [String: RouteKey] = [:]
    /// What the walk saw flow functions do with their parameters.
    private(set) var flowParameters: [RouteKey: RouteUsage.Direct] = [:]
    /// Flow functions and stored flows the walk entered, by name.
    private(set) var entered: Set<String> = []
    /// Screen → the flow functions (or "" outside any) whose code shows it.
    private(set) var shownIn: [String: Set<String>] = [:]
    private(set) var provenFindings: [ProvenFinding] = []
    /// Containers pushed into: id → first push site.
    private var pushedInto: [String: SourceLocation] = [:]
    /// Calls of functions and methods the walk followed, as `file:line|name`: code known to run
    /// from where the walk was (a method called only there does not start at the app's start).
    private(set) var followedCalls: Set<String> = []
    /// Methods whose bodies navigate (`owner.name`), for `isFlow`: decided for every method at once, on first use.
    private var navigatingMethods: Set<String>?
    /// While those are decided: the methods the body being read calls.
    private var calledMethods: Set<String>?

    private var active: Set<String> = []
    private var done: Set<String> = []

    init(program: FNFKProgram) {
        self.program = program
    }

    // MARK: scopes and state

    /// What a name in a flow tree stands for.
    enum Binding {
        /// An expression to evaluate where it was written; `origin` is the flow function parameter it was passed as.
        case thunk(FlowNode, Scope, origin: RouteKey?)
        case container(ContainerRef)
        /// A value the walk does not follow (a model, a closure parameter).
        case opaque
    }

    /// Names bound in a flow function's body or a closure, with the file and type the code is in.
    final class Scope {
        let bindings: [String: Binding]
        let parent: Scope?
        let file: String
        let selfType: String?
        /// The flow function whose body this is (nil outside flow functions).
        let function: String?

        init(bindings: [String: Binding] = [:], parent: Scope?, file: String, selfType: String?, function: String? = nil) {
            self.bindings = bindings
            self.parent = parent
            self.file = file
            self.selfType = selfType
            self.function = function ?? parent?.function
        }

        func lookup(_ name: String) -> Binding? {
            var scope: Scope? = self
            while let current = scope {
                if let found = current.bindings[name] { return found }
                scope = current.parent
            }
            return nil
        }

        func binding(_ name: String, _ value: Binding) -> Scope {
            Scope(bindings: [name: value], parent: self, file: file, selfType: selfType, function: function)
        }
    }

    struct ContainerRef {
        var id: String
        var type: String
        var kind: ContainerKind
        /// Built in a flow body as `let nav = …` and used only as a factory's `in:`: nothing shows it.
        var neverShown: Bool
        /// A stack the flows receive from code the tool does not follow (a Flow's property, a
        /// parameter nobody passes): its lower screens are unknown, and it is not a frame of the map.
        var external = false

        /// The id the model knows it by (nil for an external stack).
        var modelID: String? { external ? nil : id }
    }

    /// Marks the unknown lower part of an external stack.
    static let unknownScreens = ""

    /// The library's builders, spelled once (compared on every call the walk meets).
    static let recursiveFlow = FNFKWord.RecursiveFlow.spelling
    static let deferredBuild = FNFKWord.DeferredBuild.spelling
    static let build = FNFKWord.Build.spelling
    static let builders: Set<String> = [deferredBuild, build, FNFKWord.RecursiveBuild.spelling]

    /// The first screen(s) of containers being put on screen take the transition that shows them.
    struct Installing {
        var from: String
        var via: String?
        var route: RouteKey?
        var action: TransitionAction
        var factory: String
        var conditional: Bool
        var file: String
        var line: Int
    }

    /// Where the walk is: which screen's code runs the flow, through which route, and what each
    /// container the walk built holds on this path.
    struct Walk {
        var from: String
        var via: String?
        var route: RouteKey?
        var conditional = false
        var installing: Installing?
        /// Container id → the screens pushed into it on this path (only containers built on this path).
        var stacks: [String: [String]] = [:]
        /// Container id → whether something is presented over it on this path.
        var presenting: Set<String> = []
        var depth = 0
    }

    struct TransitionKey: Hashable {
        var from: String, to: String, action: TransitionAction, route: String?, factory: String, file: String, line: Int
        var container: String?
    }

    /// A mistake the walk proves on a path from where the flow starts.
    struct ProvenFinding {
        enum Kind { case popFromRoot, dismissWithNothingPresented, pushIntoContainerNeverShown }
        var kind: Kind
        var screen: String
        var container: ContainerRef
        var factory: String
        var file: String
        var line: Int
        var column: Int
    }

    // MARK: entry points

    /// Runs the flow `node` found in `file` (code of `selfType`) from screen or entry `from`.
    func start(_ node: FlowNode, file: String, line: Int, selfType: String?, from: String, via: String?, conditional: Bool) {
        startSite = from == Transition.entry ? "\(selfType ?? "")@\(file):\(line)" : nil
        defer { startSite = nil }
        var walk = Walk(from: from, via: via, route: nil)
        walk.conditional = conditional
        run(node, Scope(parent: nil, file: file, selfType: selfType), walk)
    }

    /// Runs a flow function nothing reached, from itself, with its parameters unknown.
    func startStandalone(_ function: FNFKProgram.Located<FlowFunction>) {
        guard !entered.contains(function.fact.name) else { return }
        let call = FlowCall(qualifier: nil, callee: function.fact.name, arguments: [], line: function.fact.line, column: function.fact.column)
        run(.call(call), Scope(parent: nil, file: function.file, selfType: nil), Walk(from: function.fact.name, via: nil, route: nil))
    }

    func startStandalone(_ stored: FNFKProgram.Located<StoredFlow>) {
        guard !entered.contains(stored.fact.name) else { return }
        entered.insert(stored.fact.name)
        run(stored.fact.value, Scope(parent: nil, file: stored.file, selfType: stored.fact.owner, function: stored.fact.name),
            Walk(from: stored.fact.name, via: nil, route: nil))
    }

    // MARK: running flows

    /// False past `maxNesting` (the walk then says it stopped early, like at the budget).
    private func notTooDeep(depth: Int = 0) -> Bool {
        guard nesting < FlowInterpreter.maxNesting, depth < FlowInterpreter.maxScreenDepth else { exhausted = true; return false }
        return true
    }

    private func spend() -> Bool {
        guard budget > 0 else { exhausted = true; return false }
        budget -= 1
        return true
    }

    /// What happens when the flow `node` runs.
    func run(_ node: FlowNode, _ scope: Scope, _ walk: Walk) {
        // `nesting` bounds the native stack whatever shape the trees have (hostile input).
        guard spend(), notTooDeep(depth: walk.depth) else { return }
        nesting += 1
        defer { nesting -= 1 }
        switch node {
        case .show(let show):
            perform(show, scope, walk)
        case .call(let call):
            runCall(call, scope, walk)
        case .name(let name, let line):
            runName(name, line: line, scope, walk)
        case .closure(let closure):
            runClosure(closure, scope, walk)
        case .branches(let options):
            var branch = walk
            branch.conditional = walk.conditional || options.count > 1
            for option in options { run(option, scope, branch) }
        case .sequence(let parts):
            runSequence(parts, scope, walk)
        case .run(let inner, _):
            run(inner, scope, walk)
        case .local, .assign, .empty:
            break
        }
    }

    /// Runs statements in order, each seeing the locals bound before it; returns the scope with all of them.
    /// Without a walk it only binds the locals and the routes assigned to them, running nothing.
    @discardableResult
    private func runSequence(_ parts: [FlowNode], _ scope: Scope, _ walk: Walk?) -> Scope {
        var scope = scope
        for part in parts {
            if case .local(let name, let value, let escapes) = part {
                scope = scope.binding(name, bind(value, scope, escapes: escapes))
            } else if case .assign(let name, let member, let value) = part {
                if member.utf8.contains(UInt8(ascii: ".")) {
                    // A route set on something the screen holds: where it leads is not followed, which the model says.
                    if isFlow(value, scope) { unfollowedAssignments.insert(UnfollowedAssignment(file: scope.file, line: line(of: value) ?? 0, path: name + "." + member)) }
                } else if case .thunk(.call(var call), _, let origin)? = scope.lookup(name) {
                    // The screen in `name` now also receives `value` as its `member` route.
                    call.arguments.append(FlowArgument(label: member, value: value, name: nil))
                    scope = scope.binding(name, .thunk(.call(call), scope, origin: origin))
                }
            } else if let walk {
                run(part, scope, walk)
            }
        }
        return scope
    }

    private func runClosure(_ closure: FlowClosure, _ scope: Scope, _ walk: Walk) {
        var inner = scope
        for parameter in closure.parameters { inner = inner.binding(parameter, .opaque) }
        inner = runSequence(closure.statements, inner, walk)
        if let returns = closure.returns { run(returns, inner, walk) }
    }

    /// `let x = value` in a flow body: a container it builds, or an expression for later.
    private func bind(_ value: FlowNode, _ scope: Scope, escapes: Bool) -> Binding {
        if case .call(let call) = value, call.qualifier == nil, let kind = program.containerKind(call.callee) {
            let id = "\(call.callee)@\(scope.file):\(call.line)"
            return .container(ContainerRef(id: id, type: call.callee, kind: kind, neverShown: !escapes))
        }
        return .thunk(value, scope, origin: nil)
    }

    private func runName(_ name: String, line: Int, _ scope: Scope, _ walk: Walk) {
        switch scope.lookup(name) {
        case .thunk(let node, let home, let origin)?:
            if let origin { flowParameters[origin, default: .init()].invokedAt.insert("\(scope.file):\(line)") }
            run(node, home, walk)
        case .container?, .opaque?:
            return
        case nil:
            if let stored = program.storedFlow(name, owner: scope.selfType) {
                runOnce("stored:\(stored.fact.owner).\(name)", walk) {
                    entered.insert(name)
                    run(stored.fact.value, Scope(parent: nil, file: stored.file, selfType: stored.fact.owner, function: name), walk)
                }
            } else {
                followedCalls.insert("\(scope.file):\(line)|\(name)")
                runMethods(name, owner: scope.selfType, walk)
            }
        }
    }

    /// A call run as a flow: a flow function, a custom factory, a method that runs flows.
    private func runCall(_ call: FlowCall, _ scope: Scope, _ walk: Walk) {
        // `open(item)` where `open` is a `(Item) -> Flow` the code received: what it is bound to.
        if call.qualifier == nil, let binding = scope.lookup(call.callee) {
            if case .thunk(let node, let home, let origin) = binding {
                if let origin { flowParameters[origin, default: .init()].invokedAt.insert("\(scope.file):\(call.line)") }
                run(node, home, walk)
            }
            return
        }
        if call.qualifier == nil && call.callee == FlowInterpreter.recursiveFlow {
            runRecursive(call, scope, walk)
            return
        }
        if let function = program.flowFunction(call.callee, owner: call.qualifier ?? scope.selfType) {
            runFlowFunction(function, call, scope, walk)
            return
        }
        // `coordinator.showMain()`, `self?.finish(animated: true)`, `storage.save(…)`: a method, whose
        // body runs, and callbacks the call hands on, which run later.
        guard FlowCall.handsOnCallbacks(call.callee) else { return }
        if let first = call.callee.utf8.first, first >= UInt8(ascii: "a") {
            followedCalls.insert("\(scope.file):\(call.line)|\(call.callee)")
            runMethods(call.callee, owner: owner(of: call, scope), walk)
        }
        runCallbacks(call, scope, walk)
    }

    /// The type whose method `call` calls: the caller's own for an unqualified call, the receiver's
    /// when it can be typed, nil otherwise.
    private func owner(of call: FlowCall, _ scope: Scope) -> String? {
        guard let qualifier = call.qualifier else { return scope.selfType }
        return program.receiverType(qualifier.split(separator: ".").map(String.init), in: scope.selfType ?? "")
    }

    /// What a call hands on runs: its closures (alternatives when it takes several, like
    /// `onSuccess:`/`onFailure:`), and flows and method references passed to it.
    private func runCallbacks(_ call: FlowCall, _ scope: Scope, _ walk: Walk) {
        var alternative = walk
        alternative.conditional = walk.conditional || call.callbacksAreAlternatives
        for argument in call.arguments {
            guard let value = argument.value else { continue }
            if case .closure = value { run(value, scope, alternative) } else { run(value, scope, walk) }
        }
    }

    /// `RecursiveFlow(with: seed) { value, again in … }`: the body, with `again` standing for the
    /// same flow once more (the walk stops where it repeats).
    private func runRecursive(_ call: FlowCall, _ scope: Scope, _ walk: Walk) {
        guard case .closure(let closure)? = call.arguments.last?.value else { return }
        runOnce("recursive@\(scope.file):\(call.line):\(call.column)", walk) {
            var inner = scope
            for (position, parameter) in closure.parameters.enumerated() {
                let again = position == closure.parameters.count - 1
                inner = inner.binding(parameter, again ? .thunk(.call(call), scope, origin: nil) : .opaque)
            }
            inner = runSequence(closure.statements, inner, walk)
            if let returns = closure.returns { run(returns, inner, walk) }
        }
    }

    /// Runs the bodies of the methods a call of `name` reaches (each once per place on the path).
    private func runMethods(_ name: String, owner: String?, _ walk: Walk) {
        for method in program.methods(name, owner: owner) {
            runOnce("method:\(method.fact.owner).\(name)", walk) {
                run(method.fact.body, Scope(parent: nil, file: method.file, selfType: method.fact.owner.isEmpty ? nil : method.fact.owner), walk)
            }
        }
    }

    /// Whether a method reached by a call of `name` navigates (runs a flow, or calls code that may).
    private func methodsNavigate(_ name: String, owner: String?) -> Bool {
        let keys = program.methods(name, owner: owner).map { "\($0.fact.owner).\(name)" }
        if calledMethods != nil {
            calledMethods!.formUnion(keys)
            return false
        }
        let navigating = navigatingMethods ?? decideNavigatingMethods()
        return keys.contains(where: navigating.contains)
    }

    /// The methods that navigate: those whose own code runs or builds a flow, then, working back
    /// along the calls, those that call one. One pass over the bodies and one over the calls,
    /// never recursive, so a long chain of methods or mutual recursion is neither cut short nor
    /// deep, and no answer depends on which method was asked about first.
    private func decideNavigatingMethods() -> Set<String> {
        var navigating: Set<String> = []
        var callers: [String: [String]] = [:]
        for name in program.methodNames {
            for method in program.methods(named: name) {
                let key = "\(method.fact.owner).\(name)"
                calledMethods = []
                let scope = Scope(parent: nil, file: method.file, selfType: method.fact.owner.isEmpty ? nil : method.fact.owner)
                if isFlow(method.fact.body, scope) { navigating.insert(key) }
                for callee in calledMethods ?? [] { callers[callee, default: []].append(key) }
                calledMethods = nil
            }
        }
        var pending = Array(navigating)
        while let callee = pending.popLast() {
            for caller in callers[callee] ?? [] where navigating.insert(caller).inserted { pending.append(caller) }
        }
        navigatingMethods = navigating
        return navigating
    }

    /// Runs `body` unless the same code already runs from the same place on this path (recursion)
    /// or ran from there before (nothing new to find).
    private func runOnce(_ what: String, _ walk: Walk, _ body: () -> Void) {
        let key = "\(what)|\(walk.from)|\(walk.route?.identity ?? "")|\(walk.installing?.from ?? "")|\(walk.stacks.count)"
        guard !active.contains(key), done.insert(key).inserted else { return }
        active.insert(key)
        body()
        active.remove(key)
    }

    private func runFlowFunction(_ function: FNFKProgram.Located<FlowFunction>, _ call: FlowCall, _ scope: Scope, _ walk: Walk) {
        let fact = function.fact
        var bindings: [String: Binding] = [:]
        for (position, parameter) in fact.parameters.enumerated() {
            let key = RouteKey(kind: .flowFunction, owner: fact.name, name: parameter.name)
            guard let argument = argument(for: parameter, at: position, in: call) else {
                // Not passed (a default, or a flow walked on its own): a flow parameter still stands for a flow.
                bindings[parameter.name] = FlowInterpreter.isFunctionTyped(parameter.type) ? .thunk(.empty(line: nil), scope, origin: key) : .opaque
                continue
            }
            if let value = argument.value {
                if isFlow(value, scope) { supply(key, value, scope) }
                if let container = containerOf(value, scope) {
                    bindings[parameter.name] = .container(container)
                } else {
                    bindings[parameter.name] = .thunk(value, scope, origin: key)
                }
            } else {
                bindings[parameter.name] = .opaque
            }
        }
        let site = "\(scope.file):\(call.line):\(call.column)"
        runOnce("flow:\(fact.name)@\(site)", walk) {
            entered.insert(fact.name)
            let body = Scope(bindings: bindings, parent: nil, file: function.file, selfType: fact.owner.isEmpty ? nil : fact.owner,
                             function: fact.name)
            if let kind = fact.customKind {
                performCustom(kind, function: fact, body, walk, line: call.line, column: call.column, file: scope.file)
            } else {
                run(fact.body, body, walk)
            }
            // A flow handed to a parameter the body never mentions would run through that route:
            // its screens are shown by a flow, through a route nothing invokes.
            for (position, parameter) in fact.parameters.enumerated() where !parameter.isUsed {
                guard let value = argument(for: parameter, at: position, in: call)?.value, isFlow(value, scope) else { continue }
                var next = walk
                next.via = parameter.name
                next.route = RouteKey(kind: .flowFunction, owner: fact.name, name: parameter.name)
                next.conditional = false
                next.installing = nil
                let (target, home) = unwrap(value, scope)
                run(target, home, next)
            }
        }
    }

    /// `Flow`, `Flow?`, `@escaping () -> Void`, `(Item) -> Flow`: a type that can carry a flow.
    static func isFunctionTyped(_ type: String) -> Bool {
        type.contains("->") || type.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last == "Flow"
    }

    /// The argument a call passes for `parameter` (by label; unlabelled ones by position).
    private func argument(for parameter: FlowParameter, at position: Int, in call: FlowCall) -> FlowArgument? {
        if parameter.label != "_" { return call.arguments.first { $0.label == parameter.label } }
        let unlabelled = call.arguments.filter { $0.label == nil }
        let before = parameterLabelsBefore(position, in: call)
        return before < unlabelled.count ? unlabelled[before] : nil
    }

    private func parameterLabelsBefore(_ position: Int, in call: FlowCall) -> Int {
        guard let function = program.flowFunction(call.callee, owner: nil) else { return position }
        return function.fact.parameters.prefix(position).filter { $0.label == "_" }.count
    }

    // MARK: showing screens

    /// A library factory: show screens, or go back.
    private func perform(_ show: ShowCall, _ scope: Scope, _ walk: Walk) {
        let container = show.container.flatMap { containerOf($0, scope, orExternal: true) }
        let how = Display(action: show.kind.action, factory: show.factory, file: scope.file, line: show.line, column: show.column,
                          into: container)
        switch show.kind {
        case .push, .present, .windowRoot:
            if let target = show.target { display(target, scope, walk, how) }
        case .tabItems:
            for item in show.items { display(item, scope, walk, how) }
        case .pop, .popToRoot, .dismiss:
            goBack(show, container, scope, walk)
        }
        if let completion = show.completion { run(completion, scope, walk) }
    }

    /// How a screen is shown: by which factory, where, into which container.
    struct Display {
        var action: TransitionAction
        var factory: String
        var file: String
        var line: Int
        /// The factory call's column (where a finding about it points).
        var column: Int
        var into: ContainerRef?
        /// The container a tab or root item belongs to.
        var parent: String?
    }

    /// Shows what `node` builds: a screen, a container with its first screens, or each branch's.
    private func display(_ node: FlowNode, _ scope: Scope, _ walk: Walk, _ how: Display) {
        guard spend(), notTooDeep() else { return }
        nesting += 1
        defer { nesting -= 1 }
        switch node {
        case .call(let call):
            if call.qualifier == nil && FlowInterpreter.builders.contains(call.callee) {
                displayBuilt(call, scope, walk, how)
            } else if let factory = program.screenFactory(call.callee, qualifier: call.qualifier) {
                let alias = factory.fact.alias
                for built in factory.fact.builds {
                    displayScreen(built, alias: alias, arguments: call.arguments, owner: factory.fact.owner.isEmpty ? built : factory.fact.owner,
                                  scope, walk, how)
                }
            } else if call.qualifier == nil, let kind = program.containerKind(call.callee) {
                // A container built in place (`UINavigationController(rootViewController: Home())`).
                let container = ContainerRef(id: "\(call.callee)@\(scope.file):\(call.line)", type: call.callee, kind: kind, neverShown: false)
                install(container, how, walk)
                var inner = walk
                inner.installing = walk.installing ?? installing(walk, how)
                inner.stacks[container.id] = []
                if how.action == .present, let presenter = how.into { inner.presenting.insert(presenter.id) }
                for argument in call.arguments {
                    guard let value = argument.value else { continue }
                    display(value, scope, inner, Display(action: .push, factory: how.factory, file: how.file, line: how.line, column: how.column,
                                                            into: container))
                }
            } else if program.flowFunction(call.callee, owner: call.qualifier ?? scope.selfType) == nil {
                let written = call.qualifier.map { $0 + "." + call.callee } ?? call.callee
                // A DI getter (`resolver.resolve(Home.self)`) builds the type it is given.
                let requested = call.arguments.lazy.compactMap { argument -> String? in
                    guard case .name(let name, _)? = argument.value, name.hasSuffix(".self") else { return nil }
                    return String(name.dropLast(5))
                }.first
                let isType = call.qualifier == nil && call.callee.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
                let name = requested ?? written
                displayScreen(name, alias: isType || requested == nil ? nil : written, arguments: call.arguments, owner: name, scope, walk, how)
            }
        case .name(let name, _):
            switch scope.lookup(name) {
            case .thunk(let inner, let home, _)?: display(inner, home, walk, how)
            case .container?, .opaque?: return
            case nil:
                if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    displayScreen(name, alias: nil, arguments: [], owner: name, scope, walk, how)
                }
            }
        case .closure(let closure):
            // A builder (`PushFlow(in: nav) { let list = List(); list.onOpen = …; return list }`):
            // its statements set up what it returns.
            var body = scope
            for parameter in closure.parameters { body = body.binding(parameter, .opaque) }
            body = runSequence(closure.statements, body, walk)
            if let returns = closure.returns { display(returns, body, walk, how) }
        case .branches(let options):
            var branch = walk
            branch.conditional = walk.conditional || options.count > 1
            for option in options { display(option, scope, branch, how) }
        case .show, .sequence, .run, .local, .assign, .empty:
            return
        }
    }

    /// `DeferredBuild(UINavigationController.init) { nav in … }`: a container whose first screens the
    /// closure pushes at once, or a screen the closure decorates with a flow.
    private func displayBuilt(_ call: FlowCall, _ scope: Scope, _ walk: Walk, _ how: Display) {
        guard let builder = call.arguments.first?.value else { return }
        let with = call.arguments.dropFirst().last?.value
        let type = builtType(builder, scope)
        if let type, let kind = program.containerKind(type) {
            let container = ContainerRef(id: "\(type)@\(scope.file):\(call.line)", type: type, kind: kind, neverShown: false)
            install(container, how, walk)
            guard case .closure(let closure)? = with else { return }
            var inner = walk
            inner.installing = walk.installing ?? installing(walk, how)
            inner.stacks[container.id] = []
            if how.action == .present, let presenter = how.into { inner.presenting.insert(presenter.id) }
            var body = scope
            if let parameter = closure.parameters.first { body = body.binding(parameter, .container(container)) }
            body = runSequence(closure.statements, body, inner)
            if let returns = closure.returns { run(returns, body, inner) }
            return
        }
        guard case .closure(let closure)? = with, let type else {
            display(builder, scope, walk, how)
            return
        }
        if let (configured, home) = configuredScreen(builder, type: type, closure, call, scope) {
            display(configured, home, walk, how)
        } else {
            display(builder, scope, walk, how)
        }
        // The decorated screen runs the closure's flow itself (a flow on top of it).
        var inner = walk
        inner.installing = nil
        inner.from = type
        inner.via = nil
        inner.route = nil
        runClosure(closure, scope, inner)
    }

    /// The screen a builder builds with the routes its closure assigns to the screen it is handed
    /// (`DeferredBuild(SignIn.init) { vc in vc.onSignedIn = MainFlow(); return EmptyFlow }`, `$0.onX = …`):
    /// an initializer call carrying them, as `let vc = SignIn(); vc.onSignedIn = …` makes; nil when it assigns none.
    private func configuredScreen(_ builder: FlowNode, type: String, _ closure: FlowClosure, _ call: FlowCall,
                                  _ scope: Scope) -> (FlowNode, Scope)? {
        let parameter = closure.parameters.first ?? "$0"
        var initializer = FlowCall(qualifier: nil, callee: type, arguments: [], line: call.line, column: call.column)
        if case .call(let built) = builder, built.qualifier == nil, built.callee == type { initializer = built }
        let handed = scope.binding(parameter, .thunk(.call(initializer), scope, origin: nil))
        let configured = runSequence(closure.statements, handed, nil)
        guard case .thunk(.call(let shown), let home, _)? = configured.lookup(parameter),
              shown.arguments.count > initializer.arguments.count else { return nil }
        return (.call(shown), home)
    }

    /// The type a builder expression builds: `X.init`, `X()`, `{ X() }`.
    private func builtType(_ node: FlowNode, _ scope: Scope) -> String? {
        switch node {
        case .name(let name, _):
            if case .thunk(let inner, let home, _)? = scope.lookup(name) { return builtType(inner, home) }
            return name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true ? name : nil
        case .call(let call):
            return call.qualifier == nil ? call.callee : nil
        case .closure(let closure):
            return closure.returns.flatMap { builtType($0, scope) }
        default:
            return nil
        }
    }

    private func installing(_ walk: Walk, _ how: Display) -> Installing {
        Installing(from: walk.from, via: walk.via, route: walk.route, action: how.action, factory: how.factory, conditional: walk.conditional,
                   file: how.file, line: how.line)
    }

    /// Records a container and how it is put on screen.
    private func install(_ container: ContainerRef, _ how: Display, _ walk: Walk) {
        let parent = how.action == .setTabItems || how.action == .push ? how.into?.modelID : nil
        let (file, line) = location(of: container.id)
        if containers[container.id] == nil {
            containers[container.id] = Container(id: container.id, type: container.type, kind: container.kind, parent: parent,
                                                 installedBy: how.action, file: file, line: line)
        }
    }

    private func location(of id: String) -> (String, Int) {
        guard let at = id.firstIndex(of: "@") else { return ("", 0) }
        let place = id[id.index(after: at)...]
        guard let colon = place.lastIndex(of: ":") else { return (String(place), 0) }
        return (String(place[..<colon]), Int(place[place.index(after: colon)...]) ?? 0)
    }

    /// A screen shown: the transition to it, then the routes its initializer receives, from it.
    private func displayScreen(_ name: String, alias: String?, arguments: [FlowArgument], owner: String, _ scope: Scope, _ walk: Walk,
                               _ how: Display) {
        recordScreen(name, alias: alias, file: how.file, line: how.line)
        shownIn[name, default: []].insert(scope.function ?? "")
        // A presented screen is not in its presenter's stack.
        let container = how.action == .present ? nil : how.into?.modelID
        if let installing = walk.installing {
            record(Transition(from: installing.from, to: name, action: installing.action, via: installing.via, route: installing.route?.identity,
                              conditional: installing.conditional || walk.conditional, factory: installing.factory,
                              container: container, file: installing.file, line: installing.line, invokedAt: []))
        } else {
            record(Transition(from: walk.from, to: name, action: how.action, via: walk.via, route: walk.route?.identity,
                              conditional: walk.conditional, factory: how.factory, container: container, file: how.file, line: how.line,
                              invokedAt: []))
        }
        var next = walk
        next.installing = nil
        next.from = name
        next.via = nil
        next.route = nil
        next.conditional = false
        next.depth += 1
        if let container = how.into {
            switch how.action {
            case .push, .custom:
                if pushedInto[container.id] == nil { pushedInto[container.id] = SourceLocation(file: how.file, line: how.line) }
                if container.neverShown {
                    provenFindings.append(ProvenFinding(kind: .pushIntoContainerNeverShown, screen: name, container: container,
                                                        factory: how.factory, file: how.file, line: how.line, column: how.column))
                }
                if let stack = walk.stacks[container.id] {
                    // Deeper than any app goes: keep the top, the rest becomes unknown (bounds the copies).
                    next.stacks[container.id] = stack.count < FlowInterpreter.maxScreenDepth
                        ? stack + [name] : [FlowInterpreter.unknownScreens] + stack.suffix(FlowInterpreter.maxScreenDepth / 2) + [name]
                } else if container.external {
                    next.stacks[container.id] = [FlowInterpreter.unknownScreens, name]
                }
            case .present:
                next.presenting.insert(container.id)
            default:
                break
            }
        }
        for (position, argument) in arguments.enumerated() {
            route(owner: owner, argument, position: position, scope, next)
        }
    }

    private func recordScreen(_ name: String, alias: String?, file: String, line: Int) {
        var screen = screens[name] ?? {
            let declared = program.declaration(of: name)
            return Screen(name: name, file: declared?.file ?? file, line: declared?.line ?? line, aliases: [], referencedOutsideFlows: false)
        }()
        if let alias, !screen.aliases.contains(alias) { screen.aliases.append(alias) }
        screens[name] = screen
    }

    private func record(_ transition: Transition) {
        let key = TransitionKey(from: transition.from, to: transition.to, action: transition.action, route: transition.route,
                                factory: transition.factory, file: transition.file, line: transition.line, container: transition.container)
        var recorded = transitions[key] ?? transition
        // The same edge reached unconditionally somewhere is unconditional.
        recorded.conditional = recorded.conditional && transition.conditional
        if transition.from == Transition.entry, let startSite, !recorded.startedIn.contains(startSite) { recorded.startedIn.append(startSite) }
        transitions[key] = recorded
    }

    // MARK: routes

    /// An initializer argument of a screen (or of a routes struct it receives): a route when it
    /// carries a flow, whose flows run from that screen when it invokes the route.
    private func route(owner: String, _ argument: FlowArgument, position: Int, _ scope: Scope, _ walk: Walk) {
        guard let value = argument.value, notTooDeep(depth: walk.depth) else { return }
        if let holder = holderCall(value, scope) {
            // `DecksRoutes(open: …, create: …)`: its fields are the screen's routes.
            for (index, field) in holder.call.arguments.enumerated() { route(owner: holder.call.callee, field, position: index, holder.scope, walk) }
            return
        }
        guard isFlow(value, scope) else { return }
        guard let name = program.parameterName(of: owner, label: argument.label, index: position) else { return }
        let key = RouteKey(kind: .type, owner: program.index.resolve(owner, from: nil) ?? owner, name: name)
        supply(key, value, scope)
        var next = walk
        next.via = name
        next.route = key
        // A flow function's parameter handed on is not run here: follow what it is bound to.
        let (target, home) = unwrap(value, scope)
        run(target, home, next)
    }

    /// Follows names bound to names (a parameter passed on through flow functions) to the
    /// expression they stand for, without counting the hops as runs.
    private func unwrap(_ node: FlowNode, _ scope: Scope) -> (FlowNode, Scope) {
        var current = (node, scope)
        for _ in 0..<64 {
            guard case .name(let name, _) = current.0, case .thunk(let inner, let home, _)? = current.1.lookup(name) else { break }
            current = (inner, home)
        }
        return current
    }

    /// A routes struct built in place or bound to a name: a capitalized call that is not a screen,
    /// a container or a flow function and that passes flows.
    private func holderCall(_ node: FlowNode, _ scope: Scope) -> (call: FlowCall, scope: Scope)? {
        switch node {
        case .call(let call):
            guard call.qualifier == nil, let first = call.callee.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                  program.flowFunction(call.callee, owner: nil) == nil, !program.isScreenType(call.callee),
                  call.arguments.contains(where: { $0.value.map { isFlow($0, scope) || holderCall($0, scope) != nil } ?? false }) else {
                return nil
            }
            return (call, scope)
        case .name(let name, _):
            if case .thunk(let inner, let home, _)? = scope.lookup(name) { return holderCall(inner, home) }
            return nil
        default:
            return nil
        }
    }

    /// Records that `key` is supplied with `value` here (and whether it is an empty flow); a flow
    /// function's parameter passed on is a hand-over from that parameter.
    private func supply(_ key: RouteKey, _ value: FlowNode, _ scope: Scope) {
        routeKeys[key.identity] = key
        var entry = supplies[key] ?? ([], [])
        if let valueLine = line(of: value) {
            let site = "\(scope.file):\(valueLine)"
            if case .empty = value { entry.stubs.insert(site) } else { entry.supplied.insert(site) }
        }
        supplies[key] = entry
        if case .name(let name, _) = value, case .thunk(_, _, let origin?)? = scope.lookup(name), origin != key {
            flowParameters[origin, default: .init()].forwardedTo.insert(key)
        }
    }

    /// Whether `node` is a flow (or builds one): a factory, a flow function, a closure that runs
    /// one, a name bound to one, an empty flow.
    func isFlow(_ node: FlowNode, _ scope: Scope, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch node {
        case .show, .empty, .run:
            return true
        case .call(let call):
            if call.qualifier == nil, let binding = scope.lookup(call.callee) {
                if case .thunk(let inner, let home, _) = binding { return isFlow(inner, home, depth: depth + 1) }
                return false
            }
            if call.qualifier == nil && call.callee == FlowInterpreter.recursiveFlow { return true }
            if program.flowFunction(call.callee, owner: call.qualifier ?? scope.selfType) != nil { return true }
            if call.callee == FlowInterpreter.deferredBuild || call.callee == FlowInterpreter.build { return false }
            guard FlowCall.handsOnCallbacks(call.callee) else { return false }
            // A method that navigates, or a call handed a callback that does.
            if call.arguments.contains(where: { $0.value.map { isFlow($0, scope, depth: depth + 1) } ?? false }) { return true }
            if let first = call.callee.utf8.first, first >= UInt8(ascii: "a") {
                return methodsNavigate(call.callee, owner: owner(of: call, scope))
            }
            return false
        case .closure(let closure):
            var inner = scope
            for parameter in closure.parameters { inner = inner.binding(parameter, .opaque) }
            return (closure.statements + [closure.returns].compactMap { $0 }).contains { isFlow($0, inner, depth: depth + 1) }
        case .name(let name, _):
            switch scope.lookup(name) {
            case .thunk(let inner, let home, _)?: return isFlow(inner, home, depth: depth + 1)
            case .container?, .opaque?: return false
            case nil:
                return program.storedFlow(name, owner: scope.selfType) != nil || methodsNavigate(name, owner: scope.selfType)
            }
        case .branches(let nodes), .sequence(let nodes):
            return nodes.contains { isFlow($0, scope, depth: depth + 1) }
        case .local, .assign:
            return false
        }
    }

    private func line(of node: FlowNode) -> Int? {
        switch node {
        case .show(let show): return show.line
        case .call(let call): return call.line
        case .name(_, let line), .run(_, let line): return line
        case .closure(let closure): return closure.line
        case .branches(let nodes), .sequence(let nodes): return nodes.lazy.compactMap(line(of:)).first
        case .local(_, let value, _), .assign(_, _, let value): return line(of: value)
        case .empty(let line): return line
        }
    }

    // MARK: containers

    /// The container an `in:` argument denotes, when the walk knows it.
    /// The container `node` names; with `orExternal`, a name the walk cannot follow back to a built
    /// container (`rootViewController`, `self.navigationController`, a parameter nobody passes) is
    /// an external stack.
    private func containerOf(_ node: FlowNode, _ scope: Scope, orExternal: Bool = false, depth: Int = 0) -> ContainerRef? {
        guard depth < 32 else { return nil }
        switch node {
        case .name(let name, _):
            switch scope.lookup(name) {
            case .container(let container)?: return container
            case .thunk(let inner, let home, _)?: return containerOf(inner, home, orExternal: orExternal, depth: depth + 1)
            case .opaque?, nil:
                guard orExternal else { return nil }
                return ContainerRef(id: "\(name)@\(scope.file):\(scope.function ?? scope.selfType ?? "")", type: "", kind: .stack,
                                    neverShown: false, external: true)
            }
        default:
            return nil
        }
    }

    // MARK: going back

    private func goBack(_ show: ShowCall, _ container: ContainerRef?, _ scope: Scope, _ walk: Walk) {
        var target: String?
        if let container, let stack = walk.stacks[container.id] {
            switch show.kind {
            case .pop:
                if stack.count >= 2 && stack[stack.count - 2] != FlowInterpreter.unknownScreens { target = stack[stack.count - 2] }
                else if stack.count == 1 && stack[0] == walk.from && !walk.presenting.contains(container.id) {
                    provenFindings.append(ProvenFinding(kind: .popFromRoot, screen: walk.from, container: container,
                                                        factory: show.factory, file: scope.file, line: show.line, column: show.column))
                }
            case .popToRoot:
                if stack.count >= 2 && stack[0] != FlowInterpreter.unknownScreens { target = stack[0] }
                else if stack.count == 1 && stack[0] == walk.from && !walk.presenting.contains(container.id) {
                    provenFindings.append(ProvenFinding(kind: .popFromRoot, screen: walk.from, container: container,
                                                        factory: show.factory, file: scope.file, line: show.line, column: show.column))
                }
            case .dismiss:
                // `DismissFlow(in: c)` dismisses what `c` presents: the top of its stack shows again.
                if walk.presenting.contains(container.id) { target = stack.last }
                else if stack.last == walk.from, show.target == nil {
                    provenFindings.append(ProvenFinding(kind: .dismissWithNothingPresented, screen: walk.from, container: container,
                                                        factory: show.factory, file: scope.file, line: show.line, column: show.column))
                }
            default:
                break
            }
        }
        guard let target, target != walk.from else { return }
        record(Transition(from: walk.from, to: target, action: show.kind.action, via: walk.via, route: walk.route?.identity,
                          conditional: walk.conditional, factory: show.factory, container: container?.modelID, file: scope.file,
                          line: show.line, invokedAt: []))
    }

    // MARK: custom factories

    /// An app's own factory (`ReplaceTopFlow(in: nav, Screen())`): shows the argument its screen
    /// parameter receives, in the container its `in:` parameter receives.
    private func performCustom(_ kind: TransitionAction, function: FlowFunction, _ body: Scope, _ walk: Walk, line: Int, column: Int, file: String) {
        var container: ContainerRef?
        var screen: (FlowNode, Scope)?
        for parameter in function.parameters {
            switch body.lookup(parameter.name) {
            case .container(let ref)?: container = container ?? ref
            case .thunk(let node, let home, _)?:
                // The shown screen: a controller (or a builder of one) that is not the `in:` container.
                let typeName = parameter.type.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map(String.init) ?? ""
                let isContainer = parameter.label == "in" || program.containerKind(typeName) != nil
                if screen == nil && !isContainer && (parameter.type.contains("Controller") || parameter.type.contains("->")) { screen = (node, home) }
            default: continue
            }
        }
        guard let (node, home) = screen else { return }
        display(node, home, walk, Display(action: kind, factory: function.name, file: file, line: line, column: column, into: container))
    }
}
