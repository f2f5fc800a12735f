import StepGraphCore
/// Routes a computed property returns as literals, so `super.init(initialRoute: session.startRoute)` starts
/// at each of them rather than at a route the tool cannot read.
extension XCoordinatorExtractor {
    func computedRoutes() -> [XCComputedRoutes] {
        outline.variables.compactMap { variable -> XCComputedRoutes? in
            guard variable.function == -1, variable.initializer == nil, var code = variable.accessors else { return nil }
            if src.isKind(code.lower, .lbrace), src.closer(code.lower) == code.upper - 1 { code = TokenRange(code.lower + 1, code.upper - 1) }
            // `get { … }` (with `set`): the getter's block.
            if let get = (code.lower..<code.upper).first(where: { src.spells($0, "get") && src.isKind($0 + 1, .lbrace) }) {
                code = TokenRange(get + 2, src.closer(get + 1))
            }
            var routes: [RouteRef] = []
            var isComplete = true
            /// A returned value: each route it may be (`signedIn ? .home : AppRoute.login`), or not complete.
            func read(_ value: TokenRange) {
                for element in values(value) {
                    if let route = routeRef(element) { routes.append(route) } else { isComplete = false }
                }
            }
            // `{ signedIn ? .home : .login }`: one expression (not a statement: `switch`, `if`, `return`).
            let isOneExpression = code.lower < code.upper && src.keyword(code.lower) == .plain
                && src.expressionEnd(from: code.lower, limit: code.upper) == code.upper
            if isOneExpression { read(code) }
            var k = isOneExpression ? code.upper : code.lower
            while k < code.upper {
                defer { k += 1 }
                if src.isKind(k, .lbrace) && opensClosure(k) { k = src.closer(k); continue }
                if src.keyword(k) == .return, k + 1 < code.upper, !src.tokens[k + 1].isOnNewLine {
                    read(TokenRange(k + 1, src.expressionEnd(from: k + 1, limit: code.upper)))
                } else if src.isKind(k, .dot), src.tokens[k].isOnNewLine || src.isKind(k - 1, .lbrace) || (src.isKind(k - 1, .colon) && isCaseLabel(k - 1, from: code.lower)),
                          let route = routeRef(TokenRange(k, src.expressionEnd(from: k, limit: code.upper))) {
                    // The result of an `if`/`switch` expression's branch (`case .production: .home`).
                    routes.append(route)
                }
            }
            guard !routes.isEmpty else { return nil }
            return XCComputedRoutes(owner: variable.owner >= 0 ? file.typeNames[variable.owner] : nil, name: src.text(variable.name),
                                    routes: routes, isComplete: isComplete)
        }
    }

    /// Whether the `:` at `k` ends a `case …:` or `default:` label.
    private func isCaseLabel(_ k: Int, from lower: Int) -> Bool {
        var j = k - 1
        while j > lower && !src.tokens[j].isOnNewLine { j -= 1 }
        return src.keyword(j) == .case || src.keyword(j) == .default
    }

    /// The member a plain chain of names reads last (`session.startRoute`, `self.start`, `start`); nil for anything else.
    func memberRead(_ value: TokenRange) -> String? {
        var k = value.lower
        var last: Int?
        while k < value.upper {
            guard src.isKind(k, .identifier) || src.isKeyword(k, .self) else { return nil }
            last = k
            guard k + 1 < value.upper else { break }
            guard src.isKind(k + 1, .dot) else { return nil }
            k += 2
        }
        return last.flatMap { src.isKeyword($0, .self) ? nil : src.text($0) }
    }
}
