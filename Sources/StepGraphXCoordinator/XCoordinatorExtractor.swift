import StepGraphCore
/// Turns one claimed file's tokens and outline into `XCoordinatorFileFacts`: classes and their
/// generic superclasses, typed properties, functions with their route arms and transition effects,
/// every route trigger and qualified route reference, `super.init` children and window roots.
struct XCoordinatorExtractor {
    let file: ParsedFile
    let src: SourceView
    let outline: SyntaxOutline
    /// Tokens inside a case pattern (`case .a:`, `if case .b = x`): never triggers or references.
    let inPattern: [Bool]
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
            XCTypealias(owner: alias.owner >= 0 ? file.typeNames[alias.owner] : nil, name: src.text(alias.name), target: src.declaredTypeText(alias.target))
        }
        let typer = ExpressionTyper(src: src, scope: nil)
        for variable in outline.variables where variable.function == -1 && variable.owner >= 0 {
            guard let type = variable.type else { continue }
            facts.typedNames.append(XCTypedName(owner: file.typeNames[variable.owner], name: src.text(variable.name), type: src.declaredTypeText(type),
                                                value: variable.initializer.map { typer.type(of: $0) }))
        }
        for (index, function) in outline.functions.enumerated() where function.owner >= 0 && function.body != nil {
            if function.kind == .initializer {
                if let initializer = initializer(function) { facts.initializers.append(initializer) }
            } else if function.kind == .function {
                facts.functions.append(self.function(function, index: index))
            }
        }
        facts.functions += staticTransitionProperties()
        facts.heldArrays = heldArrays()
        facts.computedRoutes = computedRoutes()
        scanTriggers(into: &facts)
        closureCoordinators(into: &facts)
        scanLifecycle(into: &facts)
        facts.unretained = unretainedCoordinators()
        facts.selfRetainingTypes = selfRetainingTypes()
        facts.replacedDelegates = replacedRootDelegates()
        scanLegacyAPI(into: &facts)
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
            var modifier = decl.keyword - 1
            while modifier >= 0 && [.final, .internal, .fileprivate, .private].contains(src.keyword(modifier)) { modifier -= 1 }
            let isPublic = src.isKeyword(modifier, .public) || src.isKeyword(modifier, .open)
            return XCClass(name: file.typeNames[index], superclass: src.typeName(first), genericArguments: genericArguments(first),
                           genericParameters: parameters, isPublic: isPublic)
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

    // MARK: functions and arms

    /// `static var dismissAll: Transition { .dismissToRoot() }` in an `extension Transition` (or one of its
    /// aliases): a factory of the app, as a function without parameters.
    private func staticTransitionProperties() -> [XCFunction] {
        outline.variables.compactMap { variable -> XCFunction? in
            guard variable.isStatic, variable.function == -1, variable.owner >= 0,
                  XCoordinatorExtractor.extensibleTransitionTypes.contains(RouterTyping.split(file.typeNames[variable.owner]).base),
                  let code = variable.accessors ?? variable.initializer else { return nil }
            let typer = ExpressionTyper(src: src, scope: code)
            return XCFunction(owner: file.typeNames[variable.owner], name: src.text(variable.name), labels: [],
                              line: Int(src.tokens[variable.keyword].line), routeType: nil, arms: [],
                              effect: effect(of: [code], typer: typer, routeName: nil))
        }
    }

    private func function(_ decl: FunctionDecl, index: Int) -> XCFunction {
        let body = decl.body!
        let owner = file.typeNames[decl.owner]
        let typer = ExpressionTyper(src: src, scope: body, parameters: decl.parameters, genericParameters: decl.genericParameters)
        let name = src.text(decl.name)
        let labels = decl.parameters.map { $0.label.map { src.text($0) } ?? "_" }
        var arms: [XCArm] = []
        var routeType: String?
        var excluded: [TokenRange] = []
        let routeParameters = name == XCoordinatorWord.prepareTransition.spelling ? Array(decl.parameters.prefix(1)) : decl.parameters
        for statement in (switchesByFunction[index] ?? []).map({ outline.switches[$0] }) {
            // A switch inside an arm (a closure coordinator's own switch) is that arm's code.
            guard !excluded.contains(where: { $0.contains(statement.keyword) }),
                  let parameter = switchedParameter(statement.subject, routeParameters) else { continue }
            routeType = src.declaredTypeText(parameter.type)
            excluded.append(statement.body)
            arms += self.arms(of: statement, typer: typer, routeName: parameter.name)
        }
        let routeName = routeParameters.first.map { $0.name }
        let returnsTransition = decl.returnType.map { !XCoordinatorExtractor.isPresentable(RouterTyping.split(src.declaredTypeText($0)).base) } ?? true
        var effect = effect(of: segments(of: body, outside: excluded), typer: typer, routeName: routeName, returnsTransition: returnsTransition)
        // `func home() -> Presentable { homeRouter }`: one expression, returned without `return`.
        if !returnsTransition && effect.returned.isEmpty && body.lower < body.upper && src.expressionEnd(from: body.lower, limit: body.upper) == body.upper {
            effect.returned.append(typer.type(of: body))
        }
        return XCFunction(owner: owner, name: name, labels: labels, line: Int(src.tokens[decl.keyword].line), routeType: routeType,
                          arms: arms, effect: effect)
    }

    /// Whether a declared return type is something shown rather than a transition: `Presentable`, a screen, a router or coordinator.
    static func isPresentable(_ type: String) -> Bool {
        type == "Presentable" || ["ViewController", "Coordinator", "Router"].contains { type.hasSuffix($0) }
    }

    /// One arm per `case` (or `default`) of a switch on the route named at `routeName`.
    func arms(of statement: SwitchStatement, typer: ExpressionTyper, routeName: Int) -> [XCArm] {
        statement.arms.map { arm in
            let label = src.tokens[arm.label]
            let patterns = arm.patterns.compactMap { routeRef(inPattern: $0) }
            let constrains = arm.patterns.contains { constrainsPayload($0) }
            return XCArm(patterns: patterns, isDefault: arm.isDefault || arm.patterns.contains { isWildcard($0) },
                         constrainsPayload: constrains, whereClause: arm.whereClause.map { src.text($0) },
                         line: Int(label.line), column: Int(label.column),
                         effect: effect(of: [arm.body], typer: typer, routeName: routeName))
        }
    }

    /// `body` without the `excluded` ranges (the route switches): the code outside the arms.
    func segments(of body: TokenRange, outside excluded: [TokenRange]) -> [TokenRange] {
        var segments: [TokenRange] = []
        var lower = body.lower
        for range in excluded.sorted(by: { $0.lower < $1.lower }) where range.lower >= lower {
            segments.append(TokenRange(lower, range.lower))
            lower = range.upper
        }
        segments.append(TokenRange(lower, body.upper))
        return segments
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
    func routeRef(inPattern range: TokenRange) -> RouteRef? { src.caseLiteral(inPattern: range) }

    /// A route written at the start of `range` (after `try`/`await`): `.name`, `Type.name`, `A.B.name`, with any payload.
    func routeRef(_ range: TokenRange) -> RouteRef? {
        var k = range.lower
        while k < range.upper && (src.isKeyword(k, .try) || src.isKeyword(k, .await)) { k += 1 }
        guard let (literal, end) = src.caseLiteral(startingAt: TokenRange(k, range.upper)), end >= range.upper else { return nil }
        return literal
    }

    private func initializer(_ decl: FunctionDecl) -> XCInitializer? {
        let body = decl.body!
        let typer = ExpressionTyper(src: src, scope: body, parameters: decl.parameters, genericParameters: decl.genericParameters)
        var k = body.lower
        while k + 3 < body.upper {
            if src.isKeyword(k, .super) && src.isKind(k + 1, .dot) && src.isKeyword(k + 2, .`init`) && src.isKind(k + 3, .lparen) {
                var made = XCInitializer(owner: file.typeNames[decl.owner], children: [])
                for argument in src.arguments(ofGroupAt: k + 3) {
                    if argument.label == UIKitWord.rootViewController.spelling {
                        let root = navigationControllerRoot(argument.value)
                        made.root = made.root ?? root.map { value(of: $0, typer: typer, parameters: decl.parameters) }
                        made.rootController = value(of: argument.value, typer: typer, parameters: decl.parameters)
                    }
                    guard let label = argument.label, ["tabs", "root", "master", "detail", "pages"].contains(label) else { continue }
                    let values = values(argument.value, typer: typer).map { value(of: $0, typer: typer, parameters: decl.parameters) }
                    if label == "root" { made.root = values.first }
                    made.children += values
                }
                return made
            }
            k += 1
        }
        return nil
    }

    /// `UINavigationController(rootViewController: x)` (or an app's navigation controller class): `x`.
    private func navigationControllerRoot(_ range: TokenRange) -> TokenRange? {
        guard src.isCapitalized(range.lower), src.text(range.lower).hasSuffix("NavigationController"), src.isKind(range.lower + 1, .lparen),
              src.closer(range.lower + 1) == range.upper - 1 else { return nil }
        return src.argument(UIKitWord.rootViewController, ofGroupAt: range.lower + 1)
    }

    /// The elements of an array literal, or the value itself. An array built by concatenation
    /// (`[home, news] + (flag ? [chat] : []) + extras as [Presentable]`) gives every operand's elements (both
    /// branches of a ternary), and with a `typer` a local array (`tabs + [settings]`) its initializer's.
    func values(_ range: TokenRange, typer: ExpressionTyper? = nil, depth: Int = 0) -> [TokenRange] {
        var range = range
        var operands: [TokenRange] = []
        var ternary: (mark: Int, colon: Int?)?
        var start = range.lower
        var k = range.lower
        while k < range.upper {
            if src.keyword(k) == .as { range = TokenRange(range.lower, k); break }  // `… as [Presentable]`
            if src.isKind(k, .op) && src.text(k) == "+" && k > start { operands.append(TokenRange(start, k)); start = k + 1 }
            if src.isKind(k, .question) && src.tokens[k + 1].start > src.tokens[k].start + 1 && ternary == nil { ternary = (k, nil) }
            if src.isKind(k, .colon), let mark = ternary?.mark, ternary?.colon == nil { ternary = (mark, k) }
            k = src.skipGroup(k)
        }
        guard depth < 8, range.lower < range.upper else { return [range] }
        if src.isKind(range.lower, .lbracket) && src.closer(range.lower) == range.upper - 1 {
            return src.arguments(ofGroupAt: range.lower).map { withoutCast($0.value) }
        }
        if !operands.isEmpty {
            operands.append(TokenRange(start, range.upper))
            return operands.flatMap { values($0, typer: typer, depth: depth + 1) }
        }
        if let mark = ternary?.mark, let colon = ternary?.colon, colon < range.upper {
            return values(TokenRange(mark + 1, colon), typer: typer, depth: depth + 1) + values(TokenRange(colon + 1, range.upper), typer: typer, depth: depth + 1)
        }
        if src.isKind(range.lower, .lparen) && src.closer(range.lower) == range.upper - 1 {
            return values(TokenRange(range.lower + 1, range.upper - 1), typer: typer, depth: depth + 1)
        }
        if range.upper - range.lower == 1, src.isKind(range.lower, .identifier), let local = typer?.localInitializer(of: range.lower) {
            var elements: [TokenRange]?
            if let initializer = local.isDeclaredType ? valueAfterDeclaredType(local.range) : local.range {
                if isEmptyArray(initializer) {
                    elements = []
                } else if src.isKind(initializer.lower, .lbracket) || initializer.upper - initializer.lower > 1 {
                    let read = values(initializer, typer: typer, depth: depth + 1)
                    if read.count != 1 || read[0] != initializer { elements = read }
                }
            }
            let appended = appendedElements(toLocalAt: range.lower, after: local.range.upper, typer: typer, depth: depth)
            if elements != nil || !appended.isEmpty { return (elements ?? [range]) + appended }
        }
        return [range]
    }

    /// `home.strongRouter as Presentable`: the value cast (the whole range when it casts nothing).
    private func withoutCast(_ range: TokenRange) -> TokenRange {
        var k = range.lower
        while k < range.upper {
            if src.keyword(k) == .as && k > range.lower { return TokenRange(range.lower, k) }
            k = src.skipGroup(k)
        }
        return range
    }

    /// `let tabs: [Presentable] = [home, search]`: the value after a local's declared type (nil without one).
    private func valueAfterDeclaredType(_ declared: TokenRange) -> TokenRange? {
        guard src.isKind(declared.upper, .equal) else { return nil }
        let start = declared.upper + 1
        let end = src.expressionEnd(from: start, limit: src.count)
        return end > start ? TokenRange(start, end) : nil
    }

    /// What an expression is; a parameter with a default value is typed by that value
    /// (`init(home: StrongRouter<HomeRoute> = HomeCoordinator().strongRouter)`).
    private func value(of range: TokenRange, typer: ExpressionTyper, parameters: [Parameter]) -> ExprRef {
        if range.upper - range.lower == 1, let parameter = parameters.last(where: { src.sameText($0.name, range.lower) }) {
            if let defaultValue = parameter.defaultValue { return typer.type(of: defaultValue) }
            return .type(src.declaredTypeText(parameter.type), hints: [])
        }
        return typer.type(of: range)
    }
}
