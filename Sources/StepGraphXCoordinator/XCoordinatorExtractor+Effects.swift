import StepGraphCore
/// What a stretch of transition code does: the factories it calls (`.push`, `.present`, `.multiple`…) in
/// the shared outcome vocabulary, what they show, the routes they trigger, the helpers it calls.
extension XCoordinatorExtractor {
    /// Transition factories and what they do, in the shared outcome vocabulary.
    static let factories: [String: Outcome] = [
        "push": .push, "show": .push, "present": .present, "presentOnRoot": .present,
        "set": .setRoot, "setRoot": .setRoot, "dismiss": .dismiss, "dismissToRoot": .dismiss,
        "pop": .pop, "popToRoot": .pop, "multiple": .multiple, "none": .none, XCoordinatorWord.trigger.spelling: .trigger, "route": .trigger,
        "select": .other, "showDetail": .other, "embed": .other, "perform": .other, XCoordinatorWord.registerPeek.spelling: .other,
    ]
    /// Factories whose unlabelled arguments are shown (`.set([a, b])`: each element).
    static let showing: Set<String> = ["push", "show", "present", "presentOnRoot", "set", "showDetail", "embed"]
    /// Transition types a factory may be qualified with (`NavigationTransition.push(…)`).
    static let transitionTypes: Set<String> = ["Transition", "NavigationTransition", "TabBarTransition", "ViewTransition",
                                               "SplitTransition", "PageTransition", "TransitionType"]
    /// Types whose extensions' static members are the app's own transition factories.
    static let extensibleTransitionTypes: Set<String> = transitionTypes.subtracting(["TransitionType"]).union(["TransitionProtocol"])
    /// UIKit calls on a controller inside an arm.
    static let uiKitCalls: [String: Outcome] = Dictionary(uniqueKeysWithValues: ([
        (.present, .present), (.pushViewController, .push), (.dismiss, .dismiss), (.popViewController, .pop),
        (.popToRootViewController, .pop), (.setViewControllers, .setRoot), (.show, .push),
    ] as [(UIKitWord, Outcome)]).map { ($0.spelling, $1) })

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
    func factory(at k: Int) -> (name: String, open: Int)? {
        guard src.isKind(k, .dot), src.isKind(k + 1, .identifier), src.isKind(k + 2, .lparen) else { return nil }
        let qualified = src.isCapitalized(k - 1) && !src.isKind(k - 2, .dot) && XCoordinatorExtractor.transitionTypes.contains(src.text(k - 1))
        guard isImplicitDot(k) || qualified else { return nil }
        return (src.text(k + 1), k + 2)
    }

    /// `returnsTransition`: false for a helper declared to return a presentable, whose `return x` is what it
    /// shows (`returned`), not a transition the tool cannot read.
    func effect(of ranges: [TokenRange], typer: ExpressionTyper, routeName: Int?, returnsTransition: Bool = true) -> XCEffect {
        var effect = XCEffect()
        for range in ranges where range.lower < range.upper {
            effect.constructed += typer.constructedTypes(in: range)
            let handlers = actionHandlers(in: range)
            var k = range.lower
            while k < range.upper {
                defer { k += 1 }
                let token = src.tokens[k]
                // An alert button's handler runs later, if the user taps: not what the arm does.
                if token.kind == .lbrace, handlers.contains(k) { k = src.closer(k); continue }
                if token.kind == .dot, let (name, open) = factory(at: k) {
                    if let outcome = XCoordinatorExtractor.factories[name] {
                        effect.outcomes.insert(outcome)
                        let arguments = src.arguments(ofGroupAt: open)
                        if XCoordinatorExtractor.showing.contains(name) {
                            for argument in arguments where argument.label == nil {
                                let elements = values(argument.value, typer: typer)
                                effect.shown += elements.map { typer.type(of: $0) }
                                if name == "push" || name == "set" {
                                    effect.stacked += elements.map { value in
                                        let first = src.tokens[value.lower]
                                        return XCStacked(value: typer.type(of: value), factory: name, line: Int(first.line), column: Int(first.column))
                                    }
                                }
                            }
                        } else if name == "select", let first = arguments.first, first.label == nil {
                            effect.selected.append(typer.type(of: first.value))
                        } else if name == "pop", let target = src.argument("to", ofGroupAt: open) {
                            effect.shown.append(typer.type(of: target))
                        } else if name == XCoordinatorWord.trigger.spelling || name == "route" {
                            if let first = arguments.first, first.label == nil, let route = routeRef(first.value) { effect.routes.append(route) }
                            if let first = arguments.first, first.label == nil, let routeName, first.value.upper - first.value.lower == 1,
                               src.sameText(first.value.lower, routeName) {
                                effect.handsOnRoute = true
                            }
                            if let target = src.argument("on", ofGroupAt: open) { effect.targets.append(typer.type(of: target)) }
                        }
                    } else {
                        let arguments = src.arguments(ofGroupAt: open)
                        effect.factoryCalls.append(XCFactoryCall(name: name, labels: arguments.map(\.label), arguments: arguments.map { typer.type(of: $0.value) },
                                                                 isTransition: isTransitionPosition(k, within: range)))
                    }
                    continue
                }
                // `return .dismissAll`, `.multiple(.fadeOut, …)`: an app's `static var` factory.
                if token.kind == .dot, isImplicitDot(k), src.isKind(k + 1, .identifier), !src.isCapitalized(k + 1), !src.isKind(k + 2, .lparen),
                   !src.isKind(k + 2, .dot), isTransitionPosition(k, within: range) {
                    effect.factoryCalls.append(XCFactoryCall(name: src.text(k + 1), labels: [], arguments: [], isTransition: true))
                    continue
                }
                guard token.kind == .identifier, src.isKind(k + 1, .lparen) else {
                    guard token.keyword == .return && !isInClosure(k, within: range) else { continue }
                    if returnsTransition {
                        classifyReturn(at: k, limit: range.upper, typer: typer, into: &effect)
                    } else if k + 1 < range.upper, !src.tokens[k + 1].isOnNewLine {
                        effect.returned.append(typer.type(of: TokenRange(k + 1, src.expressionEnd(from: k + 1, limit: range.upper))))
                    }
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
                    effect.added.append(typer.type(of: first.value))
                } else if name == XCoordinatorWord.deepLink.spelling || name == XCoordinatorWord.chain.spelling {
                    let isChain = name == XCoordinatorWord.chain.spelling
                    effect.outcomes.insert(isChain ? .multiple : .trigger)
                    for argument in src.arguments(ofGroupAt: k + 1) {
                        let routes = values(argument.value).compactMap { routeRef($0) }
                        effect.routes += routes
                        if isChain { effect.chained += routes }
                    }
                } else if name == XCoordinatorWord.prepareTransition.spelling, let route = src.argument("for", ofGroupAt: k + 1).flatMap({ routeRef($0) }) {
                    // `.multiple(prepareTransition(for: .home), …)`: that route's arm, not every arm.
                    effect.chained.append(route)
                } else if name != XCoordinatorWord.trigger.spelling && name != XCoordinatorWord.contextTrigger.spelling {
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

    /// Whether the implicit member at `k` is a transition the code returns: `return .x`, or a step of
    /// `.multiple(…)`; not a value a closure inside `range` returns (`map: { _ in return .list }`).
    func isTransitionPosition(_ k: Int, within range: TokenRange) -> Bool {
        if src.isKeyword(k - 1, .return) { return !isInClosure(k, within: range) }
        guard let open = enclosingCall(of: k), src.spells(open - 1, "multiple"), src.isKind(open - 2, .dot) else { return false }
        return src.isKind(k - 1, .lparen) || src.isKind(k - 1, .comma)
    }

    /// Whether `k` sits in a closure opened inside `range`: its `return` returns to the closure's caller.
    func isInClosure(_ k: Int, within range: TokenRange) -> Bool {
        var j = k - 1
        while j >= range.lower {
            let kind = src.tokens[j].kind
            if kind == .rbrace || kind == .rparen || kind == .rbracket, case let open = Int(src.match[j]), open >= range.lower, open < j {
                j = open - 1
                continue
            }
            if kind == .lbrace && opensClosure(j) { return true }
            j -= 1
        }
        return false
    }

    /// The `{` of every alert or menu action handler in `range`: `UIAlertAction(…) { _ in … }`,
    /// `UIAlertAction(title: t, style: .cancel, handler: { _ in … })`, `UIAction { _ in … }`.
    func actionHandlers(in range: TokenRange) -> Set<Int> {
        var handlers: Set<Int> = []
        for k in range.lower..<range.upper where src.isKind(k, .identifier) && (src.spells(k, "UIAlertAction") || src.spells(k, "UIAction")) {
            guard !src.isKind(k - 1, .dot) else { continue }
            var open = k + 1
            if src.isKind(open, .dot) && src.isKeyword(open + 1, .`init`) { open += 2 }
            if src.isKind(open, .lbrace) { handlers.insert(open); continue }
            guard src.isKind(open, .lparen) else { continue }
            if let handler = src.argument("handler", ofGroupAt: open), src.isKind(handler.lower, .lbrace) { handlers.insert(handler.lower) }
            let close = src.closer(open)
            if src.isKind(close + 1, .lbrace) { handlers.insert(close + 1) }
        }
        return handlers
    }

    /// `return x` where `x` is neither a factory, a call, nor a local holding a transition: code the
    /// tool cannot follow (`other`).
    func classifyReturn(at k: Int, limit: Int, typer: ExpressionTyper, into effect: inout XCEffect) {
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
}
