import StepGraphCore
/// Turns one claimed file into `FNFKFileFacts`: flow functions and stored flows as flow trees,
/// custom factories' kinds, flows run elsewhere (the app's start, coordinators' methods), how each
/// type uses names (calls, forwards), initializer signatures and screen factories.
struct FNFKExtractor {
    let file: ParsedFile
    let src: SourceView
    let parser: FlowTreeParser

    init(file: ParsedFile) {
        self.file = file
        src = file.src
        parser = FlowTreeParser(src: file.src)
    }

    func extract() -> FNFKFileFacts {
        var facts = FNFKFileFacts(path: file.path)
        var flowBodies: [TokenRange] = []
        for function in file.outline.functions {
            guard let body = function.body else { continue }
            let owner = function.owner >= 0 ? file.typeNames[function.owner] : ""
            if function.kind == .function, let returnType = function.returnType, returnsFlow(returnType) {
                facts.flowFunctions.append(flowFunction(function, body: body, owner: owner))
                flowBodies.append(body)
            } else if function.kind == .initializer && function.owner >= 0 {
                facts.initializers.append(InitializerSignature(
                    owner: owner, labels: function.parameters.map { $0.label.map { src.text($0) } ?? "_" },
                    names: function.parameters.map { src.text($0.name) }, types: function.parameters.map { src.text($0.type) },
                    places: function.parameters.map { (line: Int(src.tokens[$0.name].line), column: Int(src.tokens[$0.name].column)) }))
            } else if function.kind == .function, let factory = screenFactory(function, body: body, owner: owner) {
                facts.screenFactories.append(factory)
            }
        }
        for variable in file.outline.variables where variable.function == -1 {
            guard let stored = storedFlow(variable) else { continue }
            facts.storedFlows.append(stored)
        }
        for function in file.outline.functions where function.kind != .deinitializer {
            guard let body = function.body, !flowBodies.contains(where: { $0.lower <= body.lower && body.upper <= $0.upper }) else { continue }
            let (runs, node) = self.runs(in: body, function: function)
            facts.runs += runs
            if function.kind == .function, let node {
                facts.methods.append(MethodBody(owner: function.owner >= 0 ? file.typeNames[function.owner] : "", name: src.text(function.name),
                                                body: node, runsFlows: !runs.isEmpty))
            }
        }
        facts.uses = ValueUseScanner(file: file, skipping: flowBodies).uses()
        (facts.outsideMentions, facts.flowMentions) = mentions(flowFunctions: facts.flowFunctions, bodies: flowBodies)
        facts.typedNames = typedNames()
        facts.cutTrees = parser.cuts.lines
        return facts
    }

    // MARK: flow functions

    /// `-> Flow`, `-> Flow?`, `-> (Deck) -> Flow`, `-> FunctionalNavigationFlowKit.Flow`.
    private func returnsFlow(_ type: TokenRange) -> Bool {
        guard type.upper > type.lower else { return false }
        let last = type.upper - 1
        let name = src.isKind(last, .question) || src.isKind(last, .exclaim) ? last - 1 : last
        return src.spells(name, "Flow")
    }

    private func flowFunction(_ function: FunctionDecl, body: TokenRange, owner: String) -> FlowFunction {
        let parameters = function.parameters.map { parameter in
            FlowParameter(label: parameter.label.map { src.text($0) } ?? "_", name: src.text(parameter.name),
                          type: src.text(parameter.type), hasDefault: parameter.defaultValue != nil,
                          isUsed: (body.lower..<body.upper).contains { src.sameText($0, parameter.name) && !src.isKind($0 - 1, .dot) },
                          line: Int(src.tokens[parameter.name].line), column: Int(src.tokens[parameter.name].column))
        }
        let (returns, statements) = parser.body(body, depth: 0)
        let node: FlowNode = .closure(FlowClosure(parameters: [], returns: returns, statements: statements,
                                                  line: Int(src.tokens[function.keyword].line)))
        return FlowFunction(owner: owner, name: src.text(function.name), parameters: parameters, body: node,
                            customKind: customKind(body), isPublic: isPublic(function),
                            line: Int(src.tokens[function.name].line), column: Int(src.tokens[function.name].column))
    }

    /// `public func` / `open func` (modifiers on the declaration's line, before `func`).
    private func isPublic(_ function: FunctionDecl) -> Bool {
        var k = function.keyword - 1
        while k >= 0 && src.isKind(k, .identifier) && src.tokens[k].keyword != .plain {
            if src.isKeyword(k, .public) || src.isKeyword(k, .open) { return true }
            k -= 1
        }
        return false
    }

    /// A flow function whose body returns a closure of UIKit calls (`return { … }`) is a custom
    /// factory: what it does is read from the UIKit calls in that closure.
    private func customKind(_ body: TokenRange) -> TransitionAction? {
        var k = body.lower
        if src.isKeyword(k, .return) { k += 1 }
        guard src.isKind(k, .lbrace), src.closer(k) >= body.upper - 1 else { return nil }
        var kind: TransitionAction = .custom
        for j in k..<src.closer(k) {
            switch src.word(j, UIKitWord.self) {
            case .pushViewController?: kind = .push
            case .present?: kind = .present
            case .dismiss?: kind = .dismiss
            case .popViewController?: kind = .pop
            case .popToRootViewController?: kind = .popToRoot
            case .rootViewController? where src.isKind(j + 1, .equal): kind = .setWindowRoot
            default: continue
            }
            if kind != .custom { break }
        }
        // Words of the library inside make it a flow of flows, not a custom factory.
        let usesLibrary = (k..<src.closer(k)).contains { src.tokens[$0].word(FNFKWord.self) != nil }
        return usesLibrary ? nil : kind
    }

    /// `let logoutFlow: Flow = …`, `lazy var help = PushFlow(…)`, `var flow: Flow { … }`.
    private func storedFlow(_ variable: VariableDecl) -> StoredFlow? {
        let typed = variable.type.map(returnsFlow) ?? false
        let value: FlowNode?
        if let initializer = variable.initializer {
            value = parser.parse(initializer)
        } else if let accessors = variable.accessors, typed {
            value = parser.body(accessors, depth: 0).returns
        } else {
            value = nil
        }
        guard let value else { return nil }
        switch value {
        case .show, .branches, .sequence: break
        case .call where typed: break
        case .closure where typed: break
        default: return nil
        }
        return StoredFlow(owner: variable.owner >= 0 ? file.typeNames[variable.owner] : "", name: src.text(variable.name), value: value,
                          line: Int(src.tokens[variable.name].line))
    }

    // MARK: runs

    /// Flows run in a body outside flow functions: `MainFlow(…)()`, `flow()`, `flow.execute()`, also
    /// in callbacks the body hands to calls (`DispatchQueue.main.async { … }`, `completion: { … }`),
    /// with whether they run in one branch of a condition; and the body as a tree when it calls
    /// anything (nil otherwise).
    private func runs(in body: TokenRange, function: FunctionDecl) -> ([FlowRun], FlowNode?) {
        let (returns, statements) = parser.body(body, depth: 0)
        var result: [FlowRun] = []
        let type = function.owner >= 0 ? file.typeNames[function.owner] : nil
        let name = function.kind == .function ? src.text(function.name) : "init"
        var locals: [String: FlowNode] = [:]
        var calls = false
        func collect(_ node: FlowNode, conditional: Bool) {
            switch node {
            case .run(let inner, let line):
                // `flow()` runs what `let flow = …` built; another `name()` calls a closure or a method,
                // which the linker tells apart.
                calls = true
                var run = inner
                if case .name(let local, _) = inner, let value = locals[local] { run = value }
                result.append(FlowRun(node: run, enclosingType: type, enclosingFunction: name, conditional: conditional, line: line))
            case .call(let call):
                calls = true
                // Callbacks handed to a method or function run later (several are alternatives).
                guard FlowCall.handsOnCallbacks(call.callee) else { return }
                let alternative = conditional || call.callbacksAreAlternatives
                for argument in call.arguments {
                    switch argument.value {
                    case .closure(let closure)?:
                        for statement in closure.statements { collect(statement, conditional: alternative) }
                        if let value = closure.returns { collect(value, conditional: alternative) }
                    case let value?:
                        collect(value, conditional: conditional)
                    case nil:
                        break
                    }
                }
            case .show:
                calls = true
            case .local(let local, let value, _):
                locals[local] = value
            case .branches(let options):
                for option in options { collect(option, conditional: options.count > 1 || conditional) }
            case .sequence(let parts):
                for part in parts { collect(part, conditional: conditional) }
            default:
                break
            }
        }
        for statement in statements { collect(statement, conditional: false) }
        if let returns { collect(returns, conditional: false) }
        guard calls else { return (result, nil) }
        return (result, .closure(FlowClosure(parameters: [], returns: returns, statements: statements, line: Int(src.tokens[function.keyword].line))))
    }

    // MARK: mentions

    /// Names used outside flow functions (type-like ones and called ones, with counts) and the
    /// names each flow function's body uses: what tells an unused flow function or screen from one
    /// used in ways the walk does not follow.
    private func mentions(flowFunctions: [FlowFunction], bodies: [TokenRange]) -> ([String: Int], [String: Set<String>]) {
        var outside: [String: Int] = [:]
        var inFlows: [String: Set<String>] = [:]
        let sorted = zip(bodies, flowFunctions.map(\.name)).sorted { $0.0.lower < $1.0.lower }
        var next = 0
        for k in src.tokens.indices where src.isKind(k, .identifier) && !src.isKind(k - 1, .dot) {
            while next < sorted.count && sorted[next].0.upper <= k { next += 1 }
            let declares = src.keyword(k - 1)
            if declares == .func || declares == .class || declares == .struct || declares == .enum || declares == .protocol
                || declares == .extension || declares == .typealias || declares == .let || declares == .var || declares == .case {
                continue
            }
            if next < sorted.count && sorted[next].0.contains(k) {
                inFlows[sorted[next].1, default: []].insert(src.text(k))
            } else if src.isCapitalized(k) || src.isKind(k + 1, .lparen) {
                outside[src.text(k), default: 0] += 1
            }
        }
        return (outside, inFlows)
    }

    // MARK: receivers

    /// The declared types of functions' parameters and locals (`routes: DecksRoutes`,
    /// `let viewModel = DecksViewModel()`), by enclosing type.
    private func typedNames() -> [TypedName] {
        var names: [TypedName] = []
        for function in file.outline.functions where function.owner >= 0 {
            for parameter in function.parameters {
                names.append(TypedName(owner: file.typeNames[function.owner], name: src.text(parameter.name), type: src.typeName(parameter.type)))
            }
        }
        for variable in file.outline.variables where variable.function >= 0 && variable.owner >= 0 {
            let type = variable.type.map { src.typeName($0) }
                ?? variable.initializer.flatMap { src.isCapitalized($0.lower) && src.isKind($0.lower + 1, .lparen) ? src.text($0.lower) : nil }
            if let type { names.append(TypedName(owner: file.typeNames[variable.owner], name: src.text(variable.name), type: type)) }
        }
        // `guard let strongSelf = self`, `if let this = self`: another name for the type's own value.
        for k in src.tokens.indices where src.isKeyword(k, .let) && src.isKind(k + 1, .identifier) && src.isKind(k + 2, .equal)
            && src.isKeyword(k + 3, .self) && !src.isKind(k + 4, .dot) && !src.isKind(k + 4, .question) {
            if let owner = file.enclosingTypeName(k) { names.append(TypedName(owner: owner, name: src.text(k + 1), type: owner)) }
        }
        return names
    }

    // MARK: screen factories

    /// `static func make(…) -> UIViewController { DeckDetailsViewController(…) }`: which controllers
    /// it builds and which of its parameters it hands to them.
    private func screenFactory(_ function: FunctionDecl, body: TokenRange, owner: String) -> ScreenFactory? {
        guard let returnType = function.returnType,
              (returnType.lower..<returnType.upper).contains(where: { src.isCapitalized($0) && src.text($0).hasSuffix("Controller") }) else {
            return nil
        }
        var builds: [String] = []
        var forwards: [(parameter: String, label: String)] = []
        let names = function.parameters.map { src.text($0.name) }
        var k = body.lower
        while k < body.upper {
            if src.isCapitalized(k) && src.text(k).hasSuffix("Controller") && src.isKind(k + 1, .lparen) && !src.isKind(k - 1, .dot) {
                builds.append(src.text(k))
                for argument in src.arguments(ofGroupAt: k + 1) {
                    guard let label = argument.label, argument.value.upper == argument.value.lower + 1,
                          names.contains(src.text(argument.value.lower)) else { continue }
                    forwards.append((src.text(argument.value.lower), label))
                }
            }
            k += 1
        }
        guard !builds.isEmpty else { return nil }
        return ScreenFactory(owner: owner, name: src.text(function.name), builds: builds, returnType: src.typeName(returnType),
                             parameterLabels: function.parameters.map { $0.label.map { src.text($0) } ?? "_" },
                             parameterNames: names, forwards: forwards)
    }
}
