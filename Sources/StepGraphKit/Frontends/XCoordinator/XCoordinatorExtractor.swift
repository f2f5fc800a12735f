/// Turns one claimed file's tokens and outline into `XCoordinatorFileFacts`: classes and their
/// generic superclasses, typed properties, functions with their route arms and transition effects,
/// every route trigger and qualified route reference, `super.init` children and window roots.
struct XCoordinatorExtractor {
    let file: ParsedFile
    let src: SourceView
    let outline: SyntaxOutline
    /// Tokens inside a case pattern (`case .a:`, `if case .b = x`): never triggers or references.
    private let inPattern: [Bool]
    /// `outline.switches` indices by the function they are in.
    private let switchesByFunction: [Int: [Int]]

    init(file: ParsedFile) {
        self.file = file
        src = file.src
        outline = file.outline
        var marks = [Bool](repeating: false, count: file.src.count)
        for statement in file.outline.switches {
            for arm in statement.arms { for pattern in arm.patterns { for k in stride(from: pattern.lower, to: pattern.upper, by: 1) { marks[k] = true } } }
        }
        for condition in file.outline.caseConditions {
            for k in stride(from: condition.pattern.lower, to: condition.pattern.upper, by: 1) { marks[k] = true }
        }
        inPattern = marks
        var byFunction: [Int: [Int]] = [:]
        for (index, statement) in file.outline.switches.enumerated() { byFunction[statement.function, default: []].append(index) }
        switchesByFunction = byFunction
    }

    func extract() -> XCoordinatorFileFacts {
        var facts = XCoordinatorFileFacts(path: file.path)
        facts.importsLibrary = src.tokens.indices.contains { k in
            src.isKeyword(k, .import) && [XCoordinatorWord.XCoordinator, .XCoordinatorRx, .XCoordinatorCombine].contains { src.spells(k + 1, $0) }
        }
        facts.classes = classes()
        facts.typealiases = outline.typealiases.map { alias in
            XCTypealias(owner: alias.owner >= 0 ? file.typeNames[alias.owner] : nil, name: src.text(alias.name), target: typeText(alias.target))
        }
        let typer = ExpressionTyper(src: src, scope: nil)
        for variable in outline.variables where variable.function == -1 && variable.owner >= 0 {
            guard let type = variable.type else { continue }
            facts.typedNames.append(XCTypedName(owner: file.typeNames[variable.owner], name: src.text(variable.name), type: typeText(type),
                                                value: variable.initializer.map { typer.type(of: $0) }))
        }
        for (index, function) in outline.functions.enumerated() where function.owner >= 0 && function.body != nil {
            if function.kind == .initializer {
                if let initializer = initializer(function) { facts.initializers.append(initializer) }
            } else if function.kind == .function {
                facts.functions.append(self.function(function, index: index))
            }
        }
        scanTriggers(into: &facts)
        return facts
    }

    // MARK: declarations

    private func classes() -> [XCClass] {
        outline.types.enumerated().compactMap { index, decl -> XCClass? in
            guard decl.kind == .class, let first = decl.inheritance.first else { return nil }
            var parameters: [String] = []
            if let generics = decl.genericParameters {
                for k in generics.lower..<generics.upper where src.isKind(k, .identifier) && (src.isKind(k - 1, .op) || src.isKind(k - 1, .comma)) {
                    parameters.append(src.text(k))
                }
            }
            return XCClass(name: file.typeNames[index], superclass: src.typeName(first), genericArguments: genericArguments(first),
                           genericParameters: parameters)
        }
    }

    /// The type arguments of the first `<…>` in `range`, each as a type name (`A<B, C.D>` → `B`, `C.D`).
    func genericArguments(_ range: TokenRange) -> [String] {
        var k = range.lower
        while k < range.upper && !(src.isKind(k, .op) && src.bytes[Int(src.tokens[k].start)] == UInt8(ascii: "<")) { k += 1 }
        guard k < range.upper else { return [] }
        let end = src.skipAngles(k, limit: range.upper)
        guard end > k else { return [] }
        var arguments: [String] = []
        var start = k + 1
        var j = k + 1
        while j < end {
            let last = j == end - 1
            if src.isKind(j, .comma) || last {
                let upper = last && !src.isKind(j, .comma) ? j + (src.isKind(j, .op) ? 0 : 1) : j
                if upper > start { arguments.append(src.typeName(TokenRange(start, upper))) }
                start = j + 1
            }
            if src.isKind(j, .op), src.bytes[Int(src.tokens[j].start)] == UInt8(ascii: "<") {
                let next = src.skipAngles(j, limit: end)
                if next > j && next < end { j = next; continue }
            }
            j += 1
        }
        return arguments
    }

    /// A declared type as written, generic arguments kept, without attributes, `weak`, `?` or `!`.
    func typeText(_ range: TokenRange) -> String {
        var lower = range.lower, upper = range.upper
        // A type ending in `>` makes the next line look like a continuation: it ends at its line.
        if let next = (lower + 1..<max(lower + 1, upper)).first(where: { src.tokens[$0].isOnNewLine }) { upper = next }
        while lower < upper && (src.isKind(lower, .at) || src.isKeyword(lower, .any) || src.isKeyword(lower, .some)) {
            lower += src.isKind(lower, .at) ? 2 : 1
        }
        while upper > lower && (src.isKind(upper - 1, .question) || src.isKind(upper - 1, .exclaim)) { upper -= 1 }
        return src.text(TokenRange(lower, upper)).replacingOccurrences(of: " ", with: "")
    }

    // MARK: functions and arms

    private func function(_ decl: FunctionDecl, index: Int) -> XCFunction {
        let body = decl.body!
        let owner = file.typeNames[decl.owner]
        let typer = ExpressionTyper(src: src, scope: body, parameters: decl.parameters, genericParameters: decl.genericParameters)
        let name = src.text(decl.name)
        let labels = decl.parameters.map { $0.label.map { src.text($0) } ?? "_" }
        var arms: [XCArm] = []
        var routeType: String?
        var excluded: [TokenRange] = []
        let routeParameters = name == "prepareTransition" ? Array(decl.parameters.prefix(1)) : decl.parameters
        for statement in (switchesByFunction[index] ?? []).map({ outline.switches[$0] }) {
            // A switch inside an arm (a closure coordinator's own switch) is that arm's code.
            guard !excluded.contains(where: { $0.contains(statement.keyword) }),
                  let parameter = switchedParameter(statement.subject, routeParameters) else { continue }
            routeType = typeText(parameter.type)
            excluded.append(statement.body)
            for arm in statement.arms {
                let label = src.tokens[arm.label]
                let patterns = arm.patterns.compactMap { routeRef(inPattern: $0) }
                let constrains = arm.patterns.contains { constrainsPayload($0) }
                arms.append(XCArm(patterns: patterns, isDefault: arm.isDefault || arm.patterns.contains { isWildcard($0) },
                                  constrainsPayload: constrains, whereClause: arm.whereClause.map { src.text($0) },
                                  line: Int(label.line), column: Int(label.column),
                                  effect: effect(of: [arm.body], typer: typer, routeName: parameter.name)))
            }
        }
        // The body outside the route switches (all of it for a helper).
        var segments: [TokenRange] = []
        var lower = body.lower
        for range in excluded.sorted(by: { $0.lower < $1.lower }) where range.lower >= lower {
            segments.append(TokenRange(lower, range.lower))
            lower = range.upper
        }
        segments.append(TokenRange(lower, body.upper))
        let routeName = routeParameters.first.map { $0.name }
        return XCFunction(owner: owner, name: name, labels: labels, line: Int(src.tokens[decl.keyword].line), routeType: routeType,
                          arms: arms, effect: effect(of: segments, typer: typer, routeName: routeName))
    }

    /// The parameter a switch's subject names (`switch route`, `switch(route)`).
    private func switchedParameter(_ subject: TokenRange, _ parameters: [Parameter]) -> Parameter? {
        var lower = subject.lower, upper = subject.upper
        if src.isKind(lower, .lparen) && src.closer(lower) == upper - 1 { lower += 1; upper -= 1 }
        guard upper - lower == 1 else { return nil }
        return parameters.first { src.sameText($0.name, lower) }
    }

    private func isWildcard(_ pattern: TokenRange) -> Bool {
        pattern.upper - pattern.lower == 1 && src.spells(pattern.lower, "_")
    }

    /// `.item(id: 0)` or `.tab(.feed)` match only some payloads; `.item(let id)`, `.item(_)` all.
    private func constrainsPayload(_ pattern: TokenRange) -> Bool {
        guard let open = (pattern.lower..<pattern.upper).first(where: { src.isKind($0, .lparen) }) else { return false }
        for argument in src.arguments(ofGroupAt: open) {
            let value = argument.value
            let binds = src.isKeyword(value.lower, .let) || src.isKeyword(value.lower, .var)
                || (value.upper - value.lower == 1 && (src.spells(value.lower, "_") || src.isKind(value.lower, .identifier)))
            if !binds && !src.isKeyword(pattern.lower, .let) && !src.isKeyword(pattern.lower, .var) { return true }
        }
        return false
    }

    /// The case a pattern names: `.home`, `AppRoute.home`, `let .item(id)`, `.item(let id)`.
    private func routeRef(inPattern range: TokenRange) -> RouteRef? {
        var lower = range.lower
        while lower < range.upper && (src.isKeyword(lower, .let) || src.isKeyword(lower, .var)) { lower += 1 }
        return routeRef(TokenRange(lower, range.upper))
    }

    /// A route written at the start of `range`: `.name`, `Type.name`, `A.B.name`, with any payload.
    func routeRef(_ range: TokenRange) -> RouteRef? {
        var k = range.lower
        while k < range.upper && (src.isKeyword(k, .try) || src.isKeyword(k, .await)) { k += 1 }
        guard k < range.upper else { return nil }
        var qualifier: [String] = []
        if !src.isKind(k, .dot) {
            while src.isCapitalized(k) && src.isKind(k + 1, .dot) { qualifier.append(src.text(k)); k += 2 }
            guard !qualifier.isEmpty else { return nil }
            k -= 1
        }
        guard src.isKind(k, .dot), src.isKind(k + 1, .identifier), !src.isCapitalized(k + 1), k + 1 < range.upper,
              src.keyword(k + 1) == .plain || src.keyword(k + 1) == .default else { return nil }
        let end = src.isKind(k + 2, .lparen) ? src.skipGroup(k + 2) : k + 2
        guard end >= range.upper else { return nil }  // `.x.y`, `.x + 1`: not a route literal
        let token = src.tokens[k + 1]
        return RouteRef(qualifier: qualifier.isEmpty ? nil : qualifier.joined(separator: "."), caseName: src.text(k + 1),
                        line: Int(token.line), column: Int(token.column))
    }

    private func initializer(_ decl: FunctionDecl) -> XCInitializer? {
        let body = decl.body!
        let typer = ExpressionTyper(src: src, scope: body, parameters: decl.parameters, genericParameters: decl.genericParameters)
        var k = body.lower
        while k + 3 < body.upper {
            if src.isKeyword(k, .super) && src.isKind(k + 1, .dot) && src.isKeyword(k + 2, .`init`) && src.isKind(k + 3, .lparen) {
                var children: [ExprRef] = []
                for argument in src.arguments(ofGroupAt: k + 3) {
                    guard let label = argument.label, ["tabs", "root", "master", "detail", "pages"].contains(label) else { continue }
                    children += values(argument.value).map { value(of: $0, typer: typer, parameters: decl.parameters) }
                }
                return XCInitializer(owner: file.typeNames[decl.owner], children: children)
            }
            k += 1
        }
        return nil
    }

    /// The elements of an array literal, or the value itself.
    private func values(_ range: TokenRange) -> [TokenRange] {
        if src.isKind(range.lower, .lbracket) && src.closer(range.lower) == range.upper - 1 {
            return src.arguments(ofGroupAt: range.lower).map(\.value)
        }
        return [range]
    }

    /// What an expression is; a parameter with a default value is typed by that value
    /// (`init(home: StrongRouter<HomeRoute> = HomeCoordinator().strongRouter)`).
    private func value(of range: TokenRange, typer: ExpressionTyper, parameters: [Parameter]) -> ExprRef {
        if range.upper - range.lower == 1, let parameter = parameters.last(where: { src.sameText($0.name, range.lower) }) {
            if let defaultValue = parameter.defaultValue { return typer.type(of: defaultValue) }
            return .type(typeText(parameter.type), hints: [])
        }
        return typer.type(of: range)
    }

    // MARK: effects

    /// Transition factories and what they do, in the shared outcome vocabulary.
    static let factories: [String: Outcome] = [
        "push": .push, "show": .push, "present": .present, "presentOnRoot": .present, "presentFullScreen": .present,
        "set": .setRoot, "setRoot": .setRoot, "dismiss": .dismiss, "dismissToRoot": .dismiss, "dismissAll": .dismiss,
        "pop": .pop, "popToRoot": .pop, "multiple": .multiple, "none": .none, "trigger": .trigger, "route": .trigger,
        "select": .other, "showDetail": .other, "embed": .other, "perform": .other, "registerPeek": .other,
    ]
    /// Factories whose unlabelled arguments are shown (`.set([a, b])`: each element).
    static let showing: Set<String> = ["push", "show", "present", "presentOnRoot", "presentFullScreen", "set", "showDetail", "embed"]
    /// Transition types a factory may be qualified with (`NavigationTransition.push(…)`).
    static let transitionTypes: Set<String> = ["Transition", "NavigationTransition", "TabBarTransition", "ViewTransition",
                                               "SplitTransition", "PageTransition", "TransitionType"]
    /// UIKit calls on a controller inside an arm.
    static let uiKitCalls: [String: Outcome] = [
        "present": .present, "pushViewController": .push, "dismiss": .dismiss, "popViewController": .pop,
        "popToRootViewController": .pop, "setViewControllers": .setRoot, "show": .push,
    ]

    /// Whether the `.` at `k` starts an implicit member (`.push(…)` after `return`, `(`, `,`…).
    func isImplicitDot(_ k: Int) -> Bool {
        guard src.isKind(k, .dot), k > 0 else { return false }
        let previous = src.tokens[k - 1]
        switch previous.kind {
        case .identifier:
            return [.return, .in, .else, .try, .await, .case].contains(previous.keyword)
        case .rparen, .rbracket, .rbrace, .question, .exclaim, .string, .number:
            return false
        default:
            return true
        }
    }

    /// The factory a token starts: an implicit `.push(` or a qualified `NavigationTransition.push(`.
    private func factory(at k: Int) -> (name: String, open: Int)? {
        guard src.isKind(k, .dot), src.isKind(k + 1, .identifier), src.isKind(k + 2, .lparen) else { return nil }
        let qualified = src.isCapitalized(k - 1) && !src.isKind(k - 2, .dot) && XCoordinatorExtractor.transitionTypes.contains(src.text(k - 1))
        guard isImplicitDot(k) || qualified else { return nil }
        return (src.text(k + 1), k + 2)
    }

    func effect(of ranges: [TokenRange], typer: ExpressionTyper, routeName: Int?) -> XCEffect {
        var effect = XCEffect()
        for range in ranges where range.lower < range.upper {
            effect.constructed += typer.constructedTypes(in: range)
            var k = range.lower
            while k < range.upper {
                defer { k += 1 }
                let token = src.tokens[k]
                if token.kind == .dot, let (name, open) = factory(at: k) {
                    if let outcome = XCoordinatorExtractor.factories[name] {
                        effect.outcomes.insert(outcome)
                        let arguments = src.arguments(ofGroupAt: open)
                        if XCoordinatorExtractor.showing.contains(name) {
                            for argument in arguments where argument.label == nil {
                                effect.shown += values(argument.value).map { typer.type(of: $0) }
                            }
                        } else if name == "select", let first = arguments.first, first.label == nil {
                            effect.selected.append(typer.type(of: first.value))
                        } else if name == "pop", let target = src.argument("to", ofGroupAt: open) {
                            effect.shown.append(typer.type(of: target))
                        } else if name == "trigger" || name == "route" {
                            if let first = arguments.first, first.label == nil, let route = routeRef(first.value) { effect.routes.append(route) }
                            if let target = src.argument("on", ofGroupAt: open) { effect.targets.append(typer.type(of: target)) }
                        }
                    } else if src.isKeyword(k - 1, .return) {
                        effect.outcomes.insert(.other)  // an app's own transition factory
                        effect.opaqueReturns.append("." + name)
                    }
                    continue
                }
                guard token.kind == .identifier, src.isKind(k + 1, .lparen) else {
                    if token.keyword == .return { classifyReturn(at: k, limit: range.upper, typer: typer, into: &effect) }
                    continue
                }
                let name = src.text(k)
                if src.isKind(k - 1, .dot) && !src.isKeyword(k - 2, .self) {
                    if let outcome = XCoordinatorExtractor.uiKitCalls[name], !isImplicitDot(k - 1),
                       src.arguments(ofGroupAt: k + 1).contains(where: { $0.label == "animated" }) {
                        effect.outcomes.insert(outcome)
                        if let first = src.arguments(ofGroupAt: k + 1).first, first.label == nil { effect.shown.append(typer.type(of: first.value)) }
                    }
                    continue
                }
                guard !src.isCapitalized(k), token.keyword == .plain, !src.isKeyword(k - 1, .func) else { continue }
                if name == "addChild", let first = src.arguments(ofGroupAt: k + 1).first {
                    effect.targets.append(typer.type(of: first.value))
                } else if name == "deepLink" || name == "chain" {
                    effect.outcomes.insert(name == "chain" ? .multiple : .trigger)
                    for argument in src.arguments(ofGroupAt: k + 1) {
                        effect.routes += values(argument.value).compactMap { routeRef($0) }
                    }
                } else if name != "trigger" && name != "contextTrigger" {
                    let passes = routeName.map { route in
                        src.arguments(ofGroupAt: k + 1).contains { $0.value.upper - $0.value.lower == 1 && src.sameText($0.value.lower, route) }
                    } ?? false
                    let returned = src.isKeyword(k - 1, .return) || (src.isKind(k - 1, .dot) && src.isKeyword(k - 2, .self) && src.isKeyword(k - 3, .return))
                    effect.calls.append(XCCall(name: name, passesRoute: passes, isReturned: returned))
                }
            }
        }
        return effect
    }

    /// `return x` where `x` is neither a factory, a call, nor a local holding a transition: code the
    /// tool cannot follow (`other`).
    private func classifyReturn(at k: Int, limit: Int, typer: ExpressionTyper, into effect: inout XCEffect) {
        let next = k + 1
        guard next < limit, !src.tokens[next].isOnNewLine || src.isKind(next, .dot) else { return }
        if src.isKind(next, .dot) { return }
        if src.isKind(next, .identifier) {
            if src.isKind(next + 1, .lparen) { return }  // a call: followed or a constructor
            if src.isCapitalized(next) && src.isKind(next + 1, .dot) { return }  // `NavigationTransition.push(…)`
            if src.isKeyword(next, .self) && src.isKind(next + 1, .dot) && src.isKind(next + 3, .lparen) { return }
            if typer.localInitializer(of: next) != nil { return }  // `let transition = .push(…)`
        }
        effect.outcomes.insert(.other)
        effect.opaqueReturns.append(src.text(TokenRange(next, src.expressionEnd(from: next, limit: limit))))
    }

    // MARK: triggers, references, roots

    private func scanTriggers(into facts: inout XCoordinatorFileFacts) {
        var k = 0
        let count = src.count
        while k < count {
            defer { k += 1 }
            let token = src.tokens[k]
            guard token.kind == .identifier || token.kind == .dot else { continue }
            if token.kind == .dot {
                if isImplicitDot(k), src.isKind(k + 1, .identifier), !inPattern[k], !src.isCapitalized(k + 1) {
                    let name = src.text(k + 1)
                    let line = Int(src.tokens[k + 1].line)
                    if facts.implicitMembers[name] == nil { facts.implicitMembers[name] = line }
                    if let owner = file.enclosingTypeName(k), facts.implicitMembersByType[owner]?[name] == nil {
                        facts.implicitMembersByType[owner, default: [:]][name] = line
                    }
                    if (name == "trigger" || name == "route"), src.isKind(k + 2, .lparen) {
                        transitionTrigger(open: k + 2, into: &facts)
                    }
                }
                continue
            }
            if token.vocabulary != 0 {
                if let word = token.word(XCoordinatorWord.self) {
                    switch word {
                    case .trigger, .contextTrigger, .triggerPublisher, .deepLink:
                        if src.isKind(k + 1, .lparen) && !src.isKeyword(k - 1, .func) && !(src.isKind(k - 1, .dot) && isImplicitDot(k - 1)) {
                            routerTrigger(at: k, deepLink: word == .deepLink, into: &facts)
                        } else if word == .trigger && src.isKind(k - 1, .dot) && !isImplicitDot(k - 1) && !src.isKind(k + 1, .lparen) {
                            // `.bind(to: router.rx.trigger)`, `routes.forEach(router.trigger)`: routes as values.
                            facts.triggers.append(XCTrigger(route: nil, receiver: receiver(before: k), how: .trigger,
                                                            enclosingType: file.enclosingTypeName(k), detail: src.text(TokenRange(k - 2, k + 1)),
                                                            line: Int(token.line), column: Int(token.column)))
                        }
                    case .initialRoute:
                        if src.isKind(k + 1, .colon) { initialRoute(at: k, into: &facts) }
                    case .chain, .registerPeek, .registerInteractiveTransition:
                        if src.isKind(k + 1, .lparen) && !src.isKeyword(k - 1, .func) { routeArguments(of: word, at: k, into: &facts) }
                    case .mapToParentRoute:
                        if src.isKeyword(k - 1, .func) { redirection(at: k, into: &facts) }
                    case .RedirectionRouter:
                        if src.isKind(k + 1, .lparen) || src.isKind(k + 1, .op) { redirectionClosure(at: k, into: &facts) }
                    default: break
                    }
                } else if token.spells(UIKitWord.setRoot), src.isKind(k + 1, .lparen), src.isKind(k + 2, .identifier), src.spells(k + 2, "for") {
                    facts.roots.append(XCRoot(receiver: receiver(before: k), enclosingType: file.enclosingTypeName(k), line: Int(token.line)))
                }
            }
            // `map: nil` given to a redirection router's initializer.
            if src.spells(k, "map"), src.isKind(k + 1, .colon), src.isKeyword(k + 2, .nil), let open = enclosingCall(of: k),
               src.isCapitalized(open - 1) || src.isKind(open - 1, .op) {
                var start = open - 1
                while start > 0 && !src.isCapitalized(start) && open - start < 16 { start -= 1 }
                if src.isCapitalized(start) && src.argument("parent", ofGroupAt: open) != nil {
                    facts.unmappedRedirections.append(XCRoot(receiver: .typed(src.text(start)), enclosingType: file.enclosingTypeName(k),
                                                             line: Int(token.line)))
                }
            }
            // A qualified route reference: `AppRoute.settings` outside patterns and comparisons.
            if src.isCapitalized(k), !src.isKind(k - 1, .dot), src.isKind(k + 1, .dot), !inPattern[k] {
                guard let ref = routeRef(TokenRange(k, qualifiedEnd(k))), !isCompared(k) else { continue }
                facts.triggers.append(XCTrigger(route: ref, receiver: .own, how: .reference, enclosingType: file.enclosingTypeName(k),
                                                line: ref.line, column: ref.column))
            }
        }
    }

    /// Just past `A.B.c` (and its payload) starting at `k`.
    private func qualifiedEnd(_ k: Int) -> Int {
        var j = k
        while src.isKind(j, .identifier) && src.isKind(j + 1, .dot) && src.isKind(j + 2, .identifier) { j += 2 }
        j += 1
        return src.isKind(j, .lparen) ? src.skipGroup(j) : j
    }

    /// Whether the expression at `k` is one side of `==`, `!=` or `~=`.
    private func isCompared(_ k: Int) -> Bool {
        let end = qualifiedEnd(k)
        let comparison = { (i: Int) in src.isKind(i, .op) && (src.spells(i, "==") || src.spells(i, "!=") || src.spells(i, "~=")) }
        return comparison(k - 1) || comparison(end)
    }

    /// `.trigger(.x, on: router)` / `.route(.x, on: coordinator)` in a transition.
    private func transitionTrigger(open: Int, into facts: inout XCoordinatorFileFacts) {
        let arguments = src.arguments(ofGroupAt: open)
        guard let first = arguments.first, first.label == nil else { return }
        let target = src.argument("on", ofGroupAt: open)
        let receiver: XCReceiver = target.map { self.receiver(of: $0, at: open) } ?? .own
        addTrigger(first.value, receiver: receiver, how: .transitionTrigger, at: open, into: &facts)
    }

    /// `chain(routes: [.a, .b])` (each prepared on the coordinator), `registerPeek(for:route:)` and
    /// `registerInteractiveTransition(for: .x, …)` (triggered by a gesture).
    private func routeArguments(of word: XCoordinatorWord, at k: Int, into facts: inout XCoordinatorFileFacts) {
        let label: StaticString = word == .chain ? "routes" : word == .registerPeek ? "route" : "for"
        guard let value = src.argument(label, ofGroupAt: k + 1) else { return }
        let receiver = self.receiver(before: k)
        for route in values(value) {
            addTrigger(route, receiver: receiver, how: word == .chain ? .transitionTrigger : .trigger, at: k, into: &facts)
        }
    }

    /// `router.trigger(.x)`, `trigger(.x, with: …)`, `router.rx.trigger(.x)`, `contextTrigger`,
    /// `router.triggerPublisher(.x)`, `deepLink(.a, B.c, …)`.
    private func routerTrigger(at k: Int, deepLink: Bool, into facts: inout XCoordinatorFileFacts) {
        let arguments = src.arguments(ofGroupAt: k + 1)
        guard let first = arguments.first, first.label == nil else { return }
        let receiver = self.receiver(before: k)
        if deepLink {
            for (offset, argument) in arguments.enumerated() where argument.label == nil {
                addTrigger(argument.value, receiver: offset == 0 ? receiver : .typed(""), how: .deepLinkChain, at: k, into: &facts)
            }
        } else {
            addTrigger(first.value, receiver: receiver, how: .trigger, at: k, into: &facts)
        }
    }

    private func addTrigger(_ value: TokenRange, receiver: XCReceiver, how: EmissionKind, at k: Int, into facts: inout XCoordinatorFileFacts) {
        let token = src.tokens[k]
        if value.upper - value.lower == 1 && src.isKeyword(value.lower, .nil) { return }  // `initialRoute: nil`
        if let route = routeRef(value) {
            facts.triggers.append(XCTrigger(route: route, receiver: receiver, how: how, enclosingType: file.enclosingTypeName(k),
                                            line: route.line, column: route.column))
        } else {
            facts.triggers.append(XCTrigger(route: nil, receiver: receiver, how: how, enclosingType: file.enclosingTypeName(k),
                                            detail: src.text(value), line: Int(token.line), column: Int(token.column)))
        }
    }

    /// The `(` of the call whose argument list holds token `k` (nil outside one).
    private func enclosingCall(of k: Int) -> Int? {
        var j = k - 1
        while j >= 0 {
            let kind = src.tokens[j].kind
            if kind == .rparen || kind == .rbracket || kind == .rbrace {
                let open = Int(src.match[j])
                guard open >= 0 && open < j else { return nil }
                j = open - 1
                continue
            }
            if kind == .lparen { return j > 0 ? j : nil }
            if kind == .lbrace || kind == .lbracket || kind == .semicolon { return nil }
            j -= 1
        }
        return nil
    }

    /// `initialRoute: .x` in `super.init(…)`, `Coordinator(…)` or `BasicNavigationCoordinator<R>(…)`.
    private func initialRoute(at k: Int, into facts: inout XCoordinatorFileFacts) {
        guard let j = enclosingCall(of: k), let value = src.argument("initialRoute", ofGroupAt: j) else { return }
        var receiver: XCReceiver = .own
        if src.isKeyword(j - 1, .`init`) && src.isKind(j - 2, .dot) {
            guard j >= 3 else { return }
            receiver = src.isKeyword(j - 3, .super) || src.isKeyword(j - 3, .self) ? .own : .typed(src.text(j - 3))
        } else if src.isCapitalized(j - 1) {
            receiver = .typed(src.text(j - 1))
        } else if src.isKind(j - 1, .op) {
            // `BasicNavigationCoordinator<HelpRoute>(…)`: the type with its arguments.
            var start = j - 1
            while start > 0 && !(src.isCapitalized(start) && src.isKind(start + 1, .op)) && j - start < 16 { start -= 1 }
            receiver = .typed(src.text(TokenRange(start, j)).replacingOccurrences(of: " ", with: ""))
        } else {
            return
        }
        addTrigger(value, receiver: receiver, how: .initialRoute, at: k, into: &facts)
    }

    /// `override func mapToParentRoute(_ route: FilterRoute) -> ShopRoute`: every route it returns.
    private func redirection(at k: Int, into facts: inout XCoordinatorFileFacts) {
        guard let decl = outline.functions.first(where: { $0.name == k }), let body = decl.body, let returned = decl.returnType else { return }
        let parent = typeText(returned)
        var j = body.lower
        while j < body.upper {
            if src.isKeyword(j, .return) || (src.isKind(j - 1, .colon) && src.isKind(j, .dot)) {
                let start = src.isKeyword(j, .return) ? j + 1 : j
                let end = src.expressionEnd(from: start, limit: body.upper)
                if end > start, routeRef(TokenRange(start, end)) != nil {
                    addTrigger(TokenRange(start, end), receiver: .typed(parent), how: .redirect, at: start, into: &facts)
                }
            }
            j += 1
        }
    }

    /// `RedirectionRouter<ShopRoute, FilterRoute>(viewController: vc, parent: unownedRouter, map: { … })`:
    /// the parent routes the closure returns, put into the `parent:` router.
    private func redirectionClosure(at k: Int, into facts: inout XCoordinatorFileFacts) {
        var open = k + 1
        if src.isKind(open, .op) { open = src.skipAngles(open, limit: min(src.count, k + 32)) }
        guard src.isKind(open, .lparen), let parent = src.argument("parent", ofGroupAt: open) else { return }
        var closure = src.argument("map", ofGroupAt: open)
        let close = src.closer(open)
        if closure == nil, src.isKind(close + 1, .lbrace) { closure = TokenRange(close + 1, src.skipGroup(close + 1)) }
        guard let closure, src.isKind(closure.lower, .lbrace) else { return }
        let receiver = self.receiver(of: parent, at: open)
        let body = TokenRange(closure.lower + 1, src.closer(closure.lower))
        var j = body.lower
        while j < body.upper {
            // `return .x`, `case .a: .x` (implicit return), `{ _ in .x }`.
            let starts = src.isKeyword(j, .return) ? j + 1
                : (src.isKind(j, .dot) && (src.isKind(j - 1, .colon) || src.isKeyword(j - 1, .in)) && !inPattern[j]) ? j : -1
            if starts >= 0 {
                let end = src.expressionEnd(from: starts, limit: body.upper)
                if end > starts, routeRef(TokenRange(starts, end)) != nil {
                    addTrigger(TokenRange(starts, end), receiver: receiver, how: .redirect, at: starts, into: &facts)
                }
            }
            j += 1
        }
    }

    /// The receiver of the member call whose name is at `k` (`router?.trigger`, `self.router.rx.trigger`).
    private func receiver(before k: Int) -> XCReceiver {
        guard src.isKind(k - 1, .dot) else { return .own }
        var end = k - 1
        // `router.rx.trigger`, `router.publishers.trigger`: the router.
        if src.spells(end - 1, "rx") || src.spells(end - 1, "publishers") { end -= 2 }
        var start = end
        while start > 0 {
            let previous = src.tokens[start - 1]
            if previous.kind == .question || previous.kind == .exclaim || previous.kind == .dot { start -= 1; continue }
            if previous.kind == .identifier && (previous.keyword == .plain || previous.keyword == .self) {
                start -= 1
                if !src.isKind(start - 1, .dot) { break }
                continue
            }
            if previous.kind == .rparen || previous.kind == .rbracket {
                let open = Int(src.match[start - 1])
                guard open >= 0 && open < start - 1 else { break }  // an unmatched closer
                start = open
                continue
            }
            break
        }
        while start < end && (src.isKind(end - 1, .question) || src.isKind(end - 1, .exclaim)) { end -= 1 }
        guard start < end else { return .own }
        if end - start == 1 && src.isKeyword(start, .self) { return .own }
        return receiver(of: TokenRange(start, end), at: k)
    }

    /// A receiver expression: a parameter's or local's declared type when it names one, else its value.
    private func receiver(of range: TokenRange, at k: Int) -> XCReceiver {
        let function = file.enclosingFunction(k)
        var lower = range.lower
        if src.isKeyword(lower, .self) && src.isKind(lower + 1, .dot) && range.upper - lower > 2 { lower += 2 }
        if range.upper - lower == 1, src.isKind(lower, .identifier) {
            if src.isKeyword(lower, .self) { return .own }
            if let function, let parameter = function.parameters.last(where: { src.sameText($0.name, lower) }), lower == range.lower {
                return .typed(typeText(parameter.type))
            }
        }
        let typer = ExpressionTyper(src: src, scope: file.enclosingFunctionBody(k), parameters: function?.parameters ?? [])
        if range.upper - range.lower == 1, let local = typer.localInitializer(of: range.lower), local.isDeclaredType {
            return .typed(typeText(local.range))
        }
        return .value(typer.type(of: range))
    }
}
