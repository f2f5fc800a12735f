import StepGraphCore
/// Every place a route is put into a router (triggers, transitions, initial routes, redirections, deep
/// links), qualified route references, window roots, and redirection routers built without a map.
extension XCoordinatorExtractor {
    func scanTriggers(into facts: inout XCoordinatorFileFacts) {
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
                    // `.dismiss()`, `.push(vc)`: a transition, not a route value.
                    if !(src.isKind(k + 2, .lparen) && XCoordinatorExtractor.factories[name] != nil) {
                        facts.implicitMembers[name, default: []].append([line, Int(src.tokens[k + 1].column)])
                    }
                    if let owner = file.enclosingTypeName(k), facts.implicitMembersByType[owner]?[name] == nil {
                        facts.implicitMembersByType[owner, default: [:]][name] = line
                    }
                    if (name == XCoordinatorWord.trigger.spelling || name == "route"), src.isKind(k + 2, .lparen), isTransition(at: k) {
                        transitionTrigger(open: k + 2, into: &facts)
                    }
                }
                continue
            }
            if token.vocabulary != 0 {
                if let word = token.word(XCoordinatorWord.self) {
                    switch word {
                    case .trigger, .contextTrigger, .triggerPublisher, .deepLink:
                        if src.isKind(k + 1, .lparen) && !src.isKeyword(k - 1, .func) && !(src.isKind(k - 1, .dot) && isImplicitDot(k - 1))
                            && !isCaseDeclaration(k) {
                            routerTrigger(at: k, deepLink: word == .deepLink, into: &facts)
                        } else if word == .trigger && src.isKind(k - 1, .dot) && !isImplicitDot(k - 1) && !src.isKind(k + 1, .lparen) {
                            // `.bind(to: router.rx.trigger)`, `routes.forEach(router.trigger)`: routes as values.
                            facts.triggers.append(XCTrigger(route: nil, receiver: receiver(before: k), how: .trigger,
                                                            enclosingType: file.enclosingTypeName(k), detail: src.text(TokenRange(k - 2, k + 1)),
                                                            isUncalledMember: !src.spells(k - 2, "rx") && !src.spells(k - 2, "publishers"),
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
                    facts.roots.append(XCRoot(receiver: receiver(before: k), enclosingType: file.enclosingTypeName(k), line: Int(token.line),
                                              column: Int(token.column)))
                }
            }
            // `map: nil` given to a redirection router's initializer.
            if src.spells(k, "map"), src.isKind(k + 1, .colon), src.isKeyword(k + 2, .nil), let open = enclosingCall(of: k),
               src.isCapitalized(open - 1) || src.isKind(open - 1, .op) {
                var start = open - 1
                while start > 0 && !src.isCapitalized(start) && open - start < 16 { start -= 1 }
                if src.isCapitalized(start) && src.argument("parent", ofGroupAt: open) != nil {
                    facts.redirectionsWithoutMap.append(XCRoot(receiver: .typed(src.text(start)), enclosingType: file.enclosingTypeName(k),
                                                             line: Int(src.tokens[start].line), column: Int(src.tokens[start].column)))
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
    func qualifiedEnd(_ k: Int) -> Int {
        var j = k
        while src.isKind(j, .identifier) && src.isKind(j + 1, .dot) && src.isKind(j + 2, .identifier) { j += 2 }
        j += 1
        return src.isKind(j, .lparen) ? src.skipGroup(j) : j
    }

    /// Whether the expression at `k` is one side of `==`, `!=` or `~=`.
    func isCompared(_ k: Int) -> Bool {
        let end = qualifiedEnd(k)
        let comparison = { (i: Int) in src.isKind(i, .op) && (src.spells(i, "==") || src.spells(i, "!=") || src.spells(i, "~=")) }
        return comparison(k - 1) || comparison(end)
    }

    /// `.trigger(.x, on: router)` / `.route(.x, on: coordinator)` in a transition.
    func transitionTrigger(open: Int, into facts: inout XCoordinatorFileFacts) {
        let arguments = src.arguments(ofGroupAt: open)
        guard let first = arguments.first, first.label == nil else { return }
        let target = src.argument("on", ofGroupAt: open)
        let receiver: XCReceiver = target.map { self.receiver(of: $0, at: open) } ?? .own
        addTrigger(first.value, receiver: receiver, how: .transitionTrigger, at: open, into: &facts)
    }

    /// Whether the implicit `.trigger(…)` / `.route(…)` at `k` is XCoordinator's transition: it names its
    /// router (`on:`), or the function or computed property returning it declares a transition type. An app's
    /// own `case route(String)` returned from `func resolve(…) -> Destination` is not one.
    func isTransition(at k: Int) -> Bool {
        if src.argument("on", ofGroupAt: k + 2) != nil { return true }
        guard let declared = declaredResultType(at: k) else { return true }  // a closure, a `Void` function: as before
        // `NavigationTransition`, `Transition<UINavigationController>`, `Self.TransitionType`, an app's `AppTransition`.
        let type = RouterTyping.split(src.declaredTypeText(declared)).base.split(separator: ".").last.map(String.init) ?? ""
        return XCoordinatorExtractor.transitionTypes.contains(type) || type.hasSuffix("Transition")
    }

    /// Whether `k` names a case an enum declares (`case route(String), trigger(Event)`), outside any function.
    private func isCaseDeclaration(_ k: Int) -> Bool {
        file.enclosingFunction(k) == nil && (src.isKeyword(k - 1, .case) || src.isKeyword(src.statementStart(k, floor: max(0, k - 2_000)), .case))
    }

    /// The declared type of what the code at `k` returns when no closure lies between: the result type of
    /// the innermost function, or the type of the computed property whose getter holds `k`.
    private func declaredResultType(at k: Int) -> TokenRange? {
        let function = file.enclosingFunction(k)
        let property = outline.variables.last { variable in
            variable.accessors.map { $0.lower <= k && k < $0.upper } == true && function.map { $0.keyword < variable.keyword } ?? true
        }
        guard let body = property?.accessors ?? function?.body, let declared = property?.type ?? function?.returnType else { return nil }
        var j = k - 1
        while j >= body.lower {
            switch src.tokens[j].kind {
            case .rparen, .rbracket, .rbrace:
                let open = Int(src.match[j])
                guard open >= 0 && open < j else { return nil }
                j = open - 1
                continue
            case .lbrace:
                if opensClosure(j) { return nil }
            default: break
            }
            j -= 1
        }
        return declared
    }

    /// `chain(routes: [.a, .b])` (each prepared on the coordinator), `registerPeek(for:route:)` and
    /// `registerInteractiveTransition(for: .x, …)` (triggered by a gesture).
    func routeArguments(of word: XCoordinatorWord, at k: Int, into facts: inout XCoordinatorFileFacts) {
        let label: StaticString = word == .chain ? "routes" : word == .registerPeek ? "route" : "for"
        guard let value = src.argument(label, ofGroupAt: k + 1) else { return }
        let receiver = self.receiver(before: k)
        for route in values(value) {
            addTrigger(route, receiver: receiver, how: word == .chain ? .transitionTrigger : .trigger, at: k, into: &facts)
        }
    }

    /// `router.trigger(.x)`, `trigger(.x, with: …)`, `router.rx.trigger(.x)`, `contextTrigger`,
    /// `router.triggerPublisher(.x)`, `deepLink(.a, B.c, …)` and `deepLink(.a, [B.c, …])`.
    func routerTrigger(at k: Int, deepLink: Bool, into facts: inout XCoordinatorFileFacts) {
        let arguments = src.arguments(ofGroupAt: k + 1)
        guard let first = arguments.first, first.label == nil else { return }
        let receiver = self.receiver(before: k)
        if deepLink {
            // The library's two overloads: variadic links, or the remaining links as one sequence.
            let links = arguments.filter { $0.label == nil }.enumerated().flatMap { offset, argument in
                offset > 0 && src.isKind(argument.value.lower, .lbracket) ? values(argument.value) : [argument.value]
            }
            for (offset, link) in links.enumerated() {
                addTrigger(link, receiver: offset == 0 ? receiver : .typed(""), how: .deepLinkChain, at: k, into: &facts)
            }
        } else {
            addTrigger(first.value, receiver: receiver, how: .trigger, at: k, into: &facts)
        }
    }

    func addTrigger(_ value: TokenRange, receiver: XCReceiver, how: EmissionKind, at k: Int, into facts: inout XCoordinatorFileFacts) {
        let token = src.tokens[k]
        if value.upper - value.lower == 1 && src.isKeyword(value.lower, .nil) { return }  // `initialRoute: nil`
        let chain = how == .deepLinkChain ? (line: Int(token.line), column: Int(token.column)) : nil
        if let route = routeRef(value) {
            facts.triggers.append(XCTrigger(route: route, receiver: receiver, how: how, enclosingType: file.enclosingTypeName(k),
                                            chain: chain, line: route.line, column: route.column))
        } else {
            facts.triggers.append(XCTrigger(route: nil, receiver: receiver, how: how, enclosingType: file.enclosingTypeName(k),
                                            detail: src.text(value), member: memberRead(value), chain: chain,
                                            line: Int(token.line), column: Int(token.column)))
        }
    }

    /// The `(` of the call whose argument list holds token `k` (nil outside one).
    func enclosingCall(of k: Int) -> Int? {
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
    func initialRoute(at k: Int, into facts: inout XCoordinatorFileFacts) {
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
    func redirection(at k: Int, into facts: inout XCoordinatorFileFacts) {
        guard let decl = outline.functions.first(where: { $0.name == k }), let body = decl.body, let returned = decl.returnType else { return }
        let parent = src.declaredTypeText(returned)
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
    func redirectionClosure(at k: Int, into facts: inout XCoordinatorFileFacts) {
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
    func receiver(before k: Int) -> XCReceiver {
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
    func receiver(of range: TokenRange, at k: Int) -> XCReceiver {
        let function = file.enclosingFunction(k)
        var lower = range.lower
        if src.isKeyword(lower, .self) && src.isKind(lower + 1, .dot) && range.upper - lower > 2 { lower += 2 }
        if range.upper - lower == 1, src.isKind(lower, .identifier) {
            if src.isKeyword(lower, .self) { return .own }
            if let function, let parameter = function.parameters.last(where: { src.sameText($0.name, lower) }), lower == range.lower {
                return .typed(src.declaredTypeText(parameter.type))
            }
        }
        if let global = staticMemberChain(TokenRange(lower, range.upper)) { return .value(global) }
        let typer = ExpressionTyper(src: src, scope: file.enclosingFunctionBody(k), parameters: function?.parameters ?? [])
        if range.upper - range.lower == 1, let local = typer.localInitializer(of: range.lower), local.isDeclaredType {
            return .typed(src.declaredTypeText(local.range))
        }
        return .value(typer.type(of: range))
    }

    /// `AppDelegate.shared.router`: members of a type's static member (a global the app reaches through its delegate).
    func staticMemberChain(_ range: TokenRange) -> ExprRef? {
        guard src.isCapitalized(range.lower), src.isKind(range.lower + 1, .dot), src.isKind(range.lower + 2, .identifier),
              !src.isCapitalized(range.lower + 2) else { return nil }
        var expr: ExprRef = .type(src.text(range.lower), hints: [])
        var j = range.lower + 1
        while j < range.upper {
            if src.isKind(j, .question) || src.isKind(j, .exclaim) { j += 1; continue }
            guard src.isKind(j, .dot), src.isKind(j + 1, .identifier), !src.isKind(j + 2, .lparen) else { return nil }
            expr = .member(expr, src.text(j + 1))
            j += 2
        }
        return expr
    }
}
