import StepGraphCore
/// Closure coordinators: a `BasicCoordinator<R, T>` (or `BasicNavigationCoordinator<R>`,
/// `BasicViewCoordinator<R>`, `BasicTabBarCoordinator<R>`) built with its transitions as a trailing or
/// `prepareTransition:` closure, a method reference, or a closure held in a property.
extension XCoordinatorExtractor {
    static let closureCoordinatorWords: [XCoordinatorWord] = [.BasicCoordinator, .BasicNavigationCoordinator, .BasicViewCoordinator,
                                                              .BasicTabBarCoordinator]

    func closureCoordinators(into facts: inout XCoordinatorFileFacts) {
        for k in src.tokens.indices where src.tokens[k].vocabulary != 0 {
            // Not a type annotation, an inherited class or a member (`: BasicCoordinator<R, T>`, `x.BasicCoordinator`).
            guard XCoordinatorExtractor.closureCoordinatorWords.contains(where: { src.spells(k, $0) }),
                  !src.isKind(k - 1, .dot), !src.isKind(k - 1, .colon), !src.spells(k - 1, "->") else { continue }
            var open = k + 1
            var routeArgument: String?
            if src.isKind(open, .op) {
                let end = src.skipAngles(open, limit: src.count)
                guard end > open else { continue }
                routeArgument = genericArguments(TokenRange(k, end)).first
                open = end
            }
            // `(…)` and maybe a trailing closure, or (with the route written) only a trailing closure.
            let hasArguments = src.isKind(open, .lparen)
            guard hasArguments || routeArgument != nil else { continue }
            let close = hasArguments ? src.skipGroup(open) : open
            var code = hasArguments ? src.argument("prepareTransition", ofGroupAt: open) : nil
            if code == nil, src.isKind(close, .lbrace), !src.tokens[close].isOnNewLine { code = TokenRange(close, src.skipGroup(close)) }
            // Without transitions the library's `prepareTransition` traps: not a closure coordinator to map.
            guard let code else { continue }
            let enclosing = file.enclosingTypeName(k)
            let function = enclosingFunction(of: k)
            // The innermost arm around it.
            let arm = outline.switches.flatMap(\.arms).filter { $0.body.contains(k) }.max { $0.body.lower < $1.body.lower }
            let armCase = arm?.patterns.first.flatMap { routeRef(inPattern: $0) }?.caseName
            let assigned = assignedName(before: k)
            var closure = XCClosureCoordinator(
                base: src.text(k), routeArgument: routeArgument,
                name: assigned ?? armCase ?? function.map { src.text(outline.functions[$0].name) } ?? src.text(k),
                enclosingType: enclosing, line: Int(src.tokens[k].line), column: Int(src.tokens[k].column),
                initialRoute: hasArguments ? src.argument("initialRoute", ofGroupAt: open).flatMap { routeRef($0) } : nil)
            closure.isProperty = assigned != nil && function == nil
            var closureCode: TokenRange?
            read(code, function: function, owner: enclosing, into: &closure, closureCode: &closureCode)
            closure.builtInArm = arm.map { [Int(src.tokens[$0.label].line), Int(src.tokens[$0.label].column)] }
            facts.closureCoordinators.append(closure)
            if let route = routeArgument, let closureCode { retarget(&facts.triggers, in: closureCode, to: "\(closure.base)<\(route)>") }
        }
    }

    /// Routes a closure's own transitions trigger (`.trigger(.contact)`) go to the closure coordinator,
    /// not to the type building it.
    private func retarget(_ triggers: inout [XCTrigger], in code: TokenRange, to type: String) {
        let first = src.tokens[code.lower], last = src.tokens[code.upper - 1]
        let lower = (Int(first.line), Int(first.column)), upper = (Int(last.line), Int(last.column))
        for t in triggers.indices where triggers[t].receiver == .own && triggers[t].how != .reference {
            let position = (triggers[t].line, triggers[t].column)
            if position > lower && position < upper { triggers[t].receiver = .typed(type) }
        }
    }

    /// What the transition code is: a closure switching on the route, a method the route is handed
    /// to, or a property holding such a closure.
    /// `closureCode` is the closure read, if any (its transitions trigger the closure coordinator's routes).
    private func read(_ code: TokenRange, function: Int?, owner: String?, into closure: inout XCClosureCoordinator,
                      closureCode: inout TokenRange?, depth: Int = 0) {
        if src.isKind(code.lower, .lbrace) && src.closer(code.lower) == code.upper - 1 {
            closureCode = code
            readClosure(code, function: function, owner: owner, into: &closure)
            return
        }
        // `transition(for:)`, `self.transition(for:)`, `self.transition`, `handler`.
        var k = code.lower
        if src.isKeyword(k, .self) && src.isKind(k + 1, .dot) { k += 2 }
        let end = src.isKind(k + 1, .lparen) ? src.skipGroup(k + 1) : k + 1
        guard src.isKind(k, .identifier), src.keyword(k) == .plain, end == code.upper,
              (k + 2..<max(k + 2, end - 1)).allSatisfy({ src.isKind($0, .identifier) || src.isKind($0, .colon) }) else {
            closure.unreadable = src.text(code)
            return
        }
        if depth == 0, let property = outline.variables.first(where: { variable in
            variable.function == -1 && src.sameText(variable.name, k) && variable.owner >= 0 && file.typeNames[variable.owner] == owner
        }) {
            guard let value = property.initializer else { closure.unreadable = src.text(code); return }
            read(value, function: nil, owner: owner, into: &closure, closureCode: &closureCode, depth: depth + 1)
            return
        }
        closure.helper = src.text(k)
    }

    /// `{ route in switch route { … } }`, `{ [unowned self] (route: R) -> T in … }`, `{ switch $0 { … } }`,
    /// or a closure handing the route to a method (`{ self.transition(for: $0) }`).
    private func readClosure(_ code: TokenRange, function: Int?, owner: String?, into closure: inout XCClosureCoordinator) {
        let body = TokenRange(code.lower + 1, code.upper - 1)
        var k = body.lower
        if src.isKind(k, .lbracket) { k = src.skipGroup(k) }
        // The parameter: the first name before `in` (none: `$0`).
        var parameter: Int?
        var header = k
        while header < body.upper && header - k < 24 && !src.isKeyword(header, .in) && !src.isKind(header, .lbrace) { header += 1 }
        if src.isKeyword(header, .in) {
            // `{ [unowned self] in … $0 … }` names none; `{ _ in … }` ignores the route.
            parameter = (k..<header).first { src.isKind($0, .identifier) && !src.spells($0, "_") && src.keyword($0) == .plain }
            guard parameter != nil || header == k else { closure.unreadable = src.text(code); return }
            k = header + 1
        }
        let names = { (token: Int) in parameter.map { src.sameText($0, token) } ?? src.spells(token, "$0") }
        let scope = function.map { outline.functions[$0] }
        let typer = ExpressionTyper(src: src, scope: scope?.body ?? body, parameters: scope?.parameters ?? [],
                                    genericParameters: scope?.genericParameters)
        let statements = outline.switches.filter { body.contains($0.keyword) }
        if let statement = statements.first(where: { statement in
            var lower = statement.subject.lower, upper = statement.subject.upper
            if src.isKind(lower, .lparen) && src.closer(lower) == upper - 1 { lower += 1; upper -= 1 }
            return upper - lower == 1 && names(lower) && !statements.contains { $0.body.contains(statement.keyword) }
        }) {
            let routeName = statement.subject.lower + (src.isKind(statement.subject.lower, .lparen) ? 1 : 0)
            closure.transitions = XCFunction(
                owner: owner ?? "", name: XCoordinatorWord.prepareTransition.spelling, labels: ["for"], line: closure.line,
                routeType: closure.routeArgument, arms: arms(of: statement, typer: typer, routeName: routeName),
                effect: effect(of: segments(of: TokenRange(k, body.upper), outside: [statement.body]), typer: typer, routeName: routeName))
            return
        }
        // `{ [unowned self] in self.transition(for: $0) }`, `{ route in return transition(route) }`.
        var j = k
        if src.isKeyword(j, .return) { j += 1 }
        if src.isKeyword(j, .self) && (src.isKind(j + 1, .dot) || src.isKind(j + 1, .question)) {
            j += src.isKind(j + 1, .question) ? 3 : 2
        }
        if src.isKind(j, .identifier), src.keyword(j) == .plain, src.isKind(j + 1, .lparen), src.skipGroup(j + 1) == body.upper,
           src.arguments(ofGroupAt: j + 1).contains(where: { $0.value.upper - $0.value.lower == 1 && names($0.value.lower) }) {
            closure.helper = src.text(j)
            return
        }
        closure.unreadable = src.text(code)
    }

    /// `let name =`, `var name: T =`, `self.name =`, `name =` right before `k`.
    private func assignedName(before k: Int) -> String? {
        guard src.isKind(k - 1, .equal) else { return nil }
        if src.isKind(k - 2, .identifier) && src.keyword(k - 2) == .plain { return src.text(k - 2) }
        // `let name: BasicNavigationCoordinator<R> =`
        var j = k - 2
        while j > 0 && k - j < 24 && !src.tokens[j + 1].isOnNewLine {
            if (src.isKeyword(j, .let) || src.isKeyword(j, .var)) && src.isKind(j + 1, .identifier) && src.isKind(j + 2, .colon) {
                return src.text(j + 1)
            }
            j -= 1
        }
        return nil
    }

    /// The innermost function whose body holds `k`.
    private func enclosingFunction(of k: Int) -> Int? {
        var best: Int?
        for (index, function) in outline.functions.enumerated() {
            guard let body = function.body, body.contains(k) else { continue }
            if best.map({ outline.functions[$0].body!.lower < body.lower }) ?? true { best = index }
        }
        return best
    }
}
