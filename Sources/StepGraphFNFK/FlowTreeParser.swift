import StepGraphCore
/// Reads FunctionalNavigationFlowKit expressions into flow trees: factory calls nested in screen
/// initializers nested in closures, the way apps write navigation maps. Nesting is navigation depth,
/// so recursion is bounded (`maxDepth`); deeper trees are cut, never a crash, and `cuts` says where.
struct FlowTreeParser {
    let src: SourceView
    /// Where a tree was cut at `maxDepth`: the walk of it is incomplete, which the model must say.
    let cuts = Cuts()

    static let maxDepth = 48

    /// Lines where trees were cut (a reference, so the parser's methods stay non-mutating).
    final class Cuts {
        private(set) var lines: [Int] = []
        func record(_ line: Int) { if lines.last != line { lines.append(line) } }
    }

    /// The library's factories, by what they do (0.0.x names and the `main` branch's `SetTabsFlow`).
    static let showKinds: [FNFKWord: ShowKind] = [
        .PushFlow: .push, .PresentFlow: .present, .SetWindowRootFlow: .windowRoot, .SetTabBarItemsFlow: .tabItems,
        .SetTabsFlow: .tabItems, .PopFlow: .pop, .PopToRootFlow: .popToRoot, .DismissFlow: .dismiss, .AlertFlow: .present,
    ]

    /// Names only the library's own sources declare as functions (a vendored copy's tell-tale).
    static let libraryFactoryNames = Set([FNFKWord.PushFlow, .PresentFlow, .PopFlow, .PopToRootFlow, .DismissFlow, .SetWindowRootFlow].map(\.spelling))

    /// The `command-pattern` branch's static factories (`Flow.push(in:…)`).
    static let commandKinds: [String: ShowKind] = [
        "push": .push, "swapPush": .push, "setStack": .windowRoot, "setStackRoot": .windowRoot, "pop": .pop,
        "popToRoot": .popToRoot, "present": .present, "dismiss": .dismiss, "setTabs": .tabItems, "setWindowRoot": .windowRoot,
    ]

    // MARK: expressions

    /// The flow expression `range` holds, or nil when it is a plain value.
    func parse(_ range: TokenRange, depth: Int = 0) -> FlowNode? {
        guard depth < FlowTreeParser.maxDepth else {
            if !range.isEmpty { cuts.record(line(range.lower)) }
            return nil
        }
        var lower = range.lower
        while lower < range.upper && (src.isKeyword(lower, .return) || src.isKeyword(lower, .try) || src.isKeyword(lower, .await)) {
            lower += 1
        }
        let range = TokenRange(lower, range.upper)
        guard !range.isEmpty else { return nil }
        if let branches = ternary(range, depth: depth) { return branches }
        if src.isKind(range.lower, .lbrace) {
            let close = src.closer(range.lower)
            let parsed = FlowNode.closure(closure(at: range.lower, depth: depth + 1))
            if close == range.upper - 1 { return isEmptyClosure(range.lower) ? .empty(line: line(range.lower)) : parsed }
            // `{ … }()`: a closure run at once.
            if src.isKind(close + 1, .lparen) && src.closer(close + 1) == range.upper - 1 { return .run(parsed, line: line(range.lower)) }
            return nil
        }
        return postfix(range, depth: depth)
    }

    /// `condition ? a : b` and `a ?? b` at the top level of `range`.
    private func ternary(_ range: TokenRange, depth: Int) -> FlowNode? {
        var k = range.lower
        var question: Int?
        while k < range.upper {
            let t = src.tokens[k]
            if t.kind == .question && !t.flags.isEmpty && question == nil { question = k }
            if t.kind == .colon, let q = question {
                let a = parse(TokenRange(q + 1, k), depth: depth + 1), b = parse(TokenRange(k + 1, range.upper), depth: depth + 1)
                let options = [a, b].compactMap { $0 }
                return options.isEmpty ? nil : .branches(options)
            }
            if t.kind == .op && src.spells(k, "??") {
                let options = [parse(TokenRange(range.lower, k), depth: depth + 1), parse(TokenRange(k + 1, range.upper), depth: depth + 1)]
                    .compactMap { $0 }
                return options.isEmpty ? nil : .branches(options)
            }
            k = src.skipGroup(k)
        }
        return nil
    }

    /// A name, a call chain and what follows it: arguments, a trailing closure, `()` running it.
    private func postfix(_ range: TokenRange, depth: Int) -> FlowNode? {
        var k = range.lower
        guard src.isKind(k, .identifier) else { return nil }
        // `self.x`, `self?.x`: the member.
        if src.isKeyword(k, .self) {
            k += 1
            if src.isKind(k, .question) || src.isKind(k, .exclaim) { k += 1 }
            guard src.isKind(k, .dot), src.isKind(k + 1, .identifier) else { return nil }
            k += 1
        }
        // Qualifier chain: `DeckDetailsFactory.make`, `Flow.push`, `coordinator.start`, `UINavigationController.init`.
        var qualifier: [String] = []
        while src.isKind(k + 1, .dot) && src.isKind(k + 2, .identifier) && k + 2 < range.upper {
            qualifier.append(src.text(k))
            k += 2
        }
        let nameToken = k
        let name = src.text(k)
        k += 1
        if src.isKind(k, .question) || src.isKind(k, .exclaim) { k += 1 }
        let line = self.line(nameToken)
        if k == range.upper {
            if src.spells(nameToken, FNFKWord.EmptyFlow) { return .empty(line: line) }
            if src.isKeyword(nameToken, .`init`), let type = qualifier.last { return .name(type, line: line) }
            return .name(qualifier.isEmpty ? name : (qualifier + [name]).joined(separator: "."), line: line)
        }
        // `flow.execute()` (the command-pattern API) runs `flow`.
        if src.spells(nameToken, FNFKWord.execute) && qualifier.count == 1 && src.isKind(k, .lparen) && src.closer(k) == range.upper - 1 {
            return .run(.name(qualifier[0], line: line), line: line)
        }
        guard src.isKind(k, .lparen) || src.isKind(k, .lbrace) else { return nil }
        var arguments: [CallArgument] = []
        if src.isKind(k, .lparen) {
            arguments = src.arguments(ofGroupAt: k)
            k = src.skipGroup(k)
        }
        var trailing: Int?
        if src.isKind(k, .lbrace) && k < range.upper {
            trailing = k
            k = src.skipGroup(k)
        }
        guard var node = call(nameToken: nameToken, name: name, qualifier: qualifier, arguments: arguments, trailing: trailing,
                              depth: depth) else { return nil }
        // `name()` with no argument: running a flow held in `name` (or calling a method that does).
        if arguments.isEmpty && trailing == nil && qualifier.isEmpty && !src.isCapitalized(nameToken) {
            node = .run(.name(name, line: line), line: line)
        }
        return chain(node, from: k, upper: range.upper, line: line, column: Int(src.tokens[nameToken].column), depth: depth)
    }

    /// What follows a call: `()` running it, `.withFlow { nav in … }` (the `main` branch's
    /// `DeferredBuild`), the command-pattern API's `.then(next)`, `.zip(next)` and `.execute()`,
    /// and its modifiers (`.log()`, `.delay(…)`), which change nothing about where it leads.
    private func chain(_ start: FlowNode, from: Int, upper: Int, line: Int, column: Int, depth: Int) -> FlowNode? {
        var node = start
        var k = from
        while k < upper {
            if src.isKind(k, .lparen) && src.closer(k) == k + 1 {
                node = .run(node, line: line)
                k += 2
                continue
            }
            guard src.isKind(k, .dot), src.isKind(k + 1, .identifier) else { return nil }
            let member = k + 1
            var next = k + 2
            var arguments: [CallArgument] = []
            if src.isKind(next, .lparen) { arguments = src.arguments(ofGroupAt: next); next = src.skipGroup(next) }
            var trailing: Int?
            if src.isKind(next, .lbrace) && next < upper { trailing = next; next = src.skipGroup(next) }
            if src.spells(member, FNFKWord.withFlow), let trailing {
                let with = FlowNode.closure(closure(at: trailing, depth: depth + 1))
                node = .call(FlowCall(qualifier: nil, callee: FlowInterpreter.deferredBuild,
                                      arguments: [FlowArgument(label: nil, value: node, name: nil), FlowArgument(label: "with", value: with, name: nil)],
                                      line: line, column: column))
            } else if src.spells(member, FNFKWord.execute) {
                node = .run(node, line: line)
            } else if src.spells(member, "then") || src.spells(member, "zip") || src.spells(member, "concat") {
                // `a.then(b).then(c)` is one flat sequence, however long the chain.
                let next = arguments.compactMap { parse($0.value, depth: depth + 1) }
                if case .sequence(let parts) = node { node = .sequence(parts + next) } else { node = .sequence([node] + next) }
            } else if trailing != nil || arguments.contains(where: { src.isKind($0.value.lower, .lbrace) }) {
                // `.subscribe(onCompleted: { … })`, `.sink { … }`: callbacks handed on by the chain.
                var parsed = arguments.map(argument(depth: depth))
                if let trailing { parsed.append(FlowArgument(label: nil, value: .closure(closure(at: trailing, depth: depth + 1)), name: nil)) }
                let callback = FlowNode.call(FlowCall(qualifier: FlowCall.resultOfPreviousCall, callee: src.text(member), arguments: parsed,
                                                      line: self.line(member), column: Int(src.tokens[member].column)))
                if case .sequence(let parts) = node { node = .sequence(parts + [callback]) } else { node = .sequence([node, callback]) }
            }
            k = next
        }
        return node
    }

    private func call(nameToken: Int, name: String, qualifier: [String], arguments: [CallArgument], trailing: Int?,
                      depth: Int) -> FlowNode? {
        let line = self.line(nameToken), column = Int(src.tokens[nameToken].column)
        let word = src.word(nameToken, FNFKWord.self)
        if qualifier.isEmpty, let word, let kind = FlowTreeParser.showKinds[word] {
            return .show(showCall(factory: name, kind: kind, arguments: arguments, trailing: trailing, line: line, column: column, depth: depth))
        }
        if qualifier == ["Flow"], let kind = FlowTreeParser.commandKinds[name] {
            return .show(showCall(factory: "Flow." + name, kind: kind, arguments: arguments, trailing: trailing, line: line,
                                  column: column, depth: depth))
        }
        switch word {
        case .LazyFlow?, .whenExists?:
            // Built when run, by a closure that picks one: every choice is a branch.
            let options = (trailing.map { [$0] } ?? []).map { FlowNode.closure(closure(at: $0, depth: depth + 1)) }
                + arguments.compactMap { parse($0.value, depth: depth + 1) }
            return .branches(options)
        case .ConcatFlow?:
            guard let list = arguments.first?.value, src.isKind(list.lower, .lbracket) else { return nil }
            return .sequence(src.arguments(ofGroupAt: list.lower).compactMap { parse($0.value, depth: depth + 1) })
        default:
            break
        }
        var parsed = arguments.map(argument(depth: depth))
        if let trailing {
            // The trailing closure is the last argument (`DeferredBuild(X.init) { nav in … }` is `with:`).
            parsed.append(FlowArgument(label: nil, value: .closure(closure(at: trailing, depth: depth + 1)), name: nil))
        }
        return .call(FlowCall(qualifier: qualifier.isEmpty ? nil : qualifier.joined(separator: "."), callee: name,
                              arguments: parsed, line: line, column: column))
    }

    private func argument(depth: Int) -> (CallArgument) -> FlowArgument {
        { argument in
            let value = argument.value
            let single = value.upper == value.lower + 1 && src.isKind(value.lower, .identifier) ? src.text(value.lower) : nil
            return FlowArgument(label: argument.label, value: parse(value, depth: depth + 1), name: single)
        }
    }

    private func showCall(factory: String, kind: ShowKind, arguments: [CallArgument], trailing: Int?, line: Int, column: Int,
                          depth: Int) -> ShowCall {
        var call = ShowCall(factory: factory, kind: kind, container: nil, target: nil, items: [], completion: nil, line: line, column: column)
        var unlabeled: [TokenRange] = []
        for argument in arguments {
            switch argument.label {
            case "in"?: call.container = parse(argument.value, depth: depth + 1)
            case "to"?: call.target = parse(argument.value, depth: depth + 1)
            case FNFKWord.items.spelling?: call.items = elements(argument.value, depth: depth)
            case FNFKWord.completionFlow.spelling?, "completion"?, "onComplete"?: call.completion = parse(argument.value, depth: depth + 1)
            case nil: unlabeled.append(argument.value)
            default: continue
            }
        }
        if let trailing { call.target = .closure(closure(at: trailing, depth: depth + 1)) }
        else if let last = unlabeled.last {
            if kind == .tabItems { call.items = elements(last, depth: depth) } else { call.target = parse(last, depth: depth + 1) }
        }
        return call
    }

    /// `[a, b]` → the flow expressions of its elements.
    private func elements(_ range: TokenRange, depth: Int) -> [FlowNode] {
        guard src.isKind(range.lower, .lbracket) else { return parse(range, depth: depth + 1).map { [$0] } ?? [] }
        return src.arguments(ofGroupAt: range.lower).compactMap { parse($0.value, depth: depth + 1) }
    }

    // MARK: closures and statements

    /// `{ [weak self] (nav: UINavigationController) -> Flow in … }`.
    func closure(at open: Int, depth: Int) -> FlowClosure {
        let close = src.closer(open)
        var bodyStart = open + 1
        var parameters: [String] = []
        // Parameters end with `in` before the first statement.
        var k = open + 1
        while k < close {
            if src.isKeyword(k, .in) {
                parameters = parameterNames(TokenRange(open + 1, k))
                bodyStart = k + 1
                break
            }
            if src.isKind(k, .lbrace) || src.isKeyword(k, .return) || (k > open + 1 && src.tokens[k].isOnNewLine && !src.continuesPreviousLine(k)) {
                break
            }
            k = src.skipGroup(k)
        }
        let (returns, statements) = body(TokenRange(bodyStart, close), depth: depth)
        return FlowClosure(parameters: parameters, returns: returns, statements: statements, line: line(open))
    }

    /// `nav`, `a, b`, `(nav: UINavigationController)`, `[weak self] deck` before `in`.
    private func parameterNames(_ range: TokenRange) -> [String] {
        var k = range.lower
        if src.isKind(k, .lbracket) { k = src.skipGroup(k) }  // capture list
        let end = (k..<range.upper).first { src.isKind($0, .arrow) } ?? range.upper  // `-> Flow`
        if src.isKind(k, .lparen) {
            return src.arguments(ofGroupAt: k).compactMap { argument in
                if let label = argument.labelToken { return src.text(label) }
                return src.isKind(argument.value.lower, .identifier) ? src.text(argument.value.lower) : nil
            }
        }
        return (k..<end).filter { src.isKind($0, .identifier) }.map { src.text($0) }
    }

    /// The statements of a body that navigate, and what it returns (its single expression when it has
    /// no `return`).
    func body(_ range: TokenRange, depth: Int) -> (returns: FlowNode?, statements: [FlowNode]) {
        var returns: [FlowNode] = []
        var statements: [FlowNode] = []
        var count = 0
        var k = range.lower
        while k < range.upper {
            let end = statementEnd(from: k, limit: range.upper)
            defer { k = max(end, k + 1); if src.isKind(k, .semicolon) { k += 1 } }
            count += 1
            if src.isKeyword(k, .return) {
                if let node = parse(TokenRange(k + 1, end), depth: depth + 1) { returns.append(node) }
                continue
            }
            if let node = statement(TokenRange(k, end), bodyEnd: range.upper, returns: &returns, depth: depth) { statements.append(node) }
        }
        if returns.isEmpty && count == 1, let only = statements.first {
            // A single expression is the body's value.
            switch only {
            case .run: break
            default: return (only, [])
            }
        }
        return (returns.count > 1 ? .branches(returns) : returns.first, statements)
    }

    private func statement(_ range: TokenRange, bodyEnd: Int, returns: inout [FlowNode], depth: Int) -> FlowNode? {
        let k = range.lower
        if src.isKeyword(k, .if) || src.isKeyword(k, .switch) || src.isKeyword(k, .guard) || src.isKeyword(k, .for)
            || src.isKeyword(k, .while) || src.isKeyword(k, .do) || src.isKeyword(k, .defer) {
            // Every block is a branch; a `switch` case's body runs up to the next case.
            var options: [FlowNode] = []
            var paths = 0
            var hasElse = false
            var j = k
            while j < range.upper {
                hasElse = hasElse || isElse(j)
                if src.isKind(j, .lbrace) {
                    for block in blocks(of: j) {
                        paths += 1
                        let inner = body(block, depth: depth + 1)
                        if let value = inner.returns { returns.append(value) }
                        if !inner.statements.isEmpty { options.append(.sequence(inner.statements)) }
                    }
                }
                j = src.skipGroup(j)
            }
            if src.isKeyword(k, .guard) || src.isKeyword(k, .defer) || src.isKeyword(k, .do) { return options.isEmpty ? nil : .sequence(options) }
            // An `if` without `else`, a loop, or a case that navigates nowhere: a path where nothing
            // runs, so what the other paths run is conditional.
            let silentPath = src.isKeyword(k, .for) || src.isKeyword(k, .while)
                || (src.isKeyword(k, .if) && !hasElse)
            if !options.isEmpty && (silentPath || options.count < paths) { options.append(.sequence([])) }
            return options.isEmpty ? nil : .branches(options)
        }
        // `list.onSelect = { … }`: a route set on a screen kept in a local; `list.router.onSelect = …`
        // keeps its path, a route set on something the screen holds.
        var equal = k + 1
        while equal + 1 < range.upper && src.isKind(equal, .dot) && src.isKind(equal + 1, .identifier) { equal += 2 }
        if src.isKind(k, .identifier), equal > k + 1, src.isKind(equal, .equal), equal + 1 < range.upper {
            guard let value = parse(TokenRange(equal + 1, range.upper), depth: depth + 1) else { return nil }
            let member = equal == k + 3 ? src.text(k + 2) : (k + 2..<equal).map { src.text($0) }.joined()
            return .assign(src.text(k), member: member, value)
        }
        if src.isKeyword(k, .let) || src.isKeyword(k, .var) {
            // `let flow = PushFlow(…)`: kept as a named value for later `flow()`.
            guard src.isKind(k + 1, .identifier), let equal = (k..<range.upper).first(where: { src.isKind($0, .equal) }),
                  let value = parse(TokenRange(equal + 1, range.upper), depth: depth + 1) else { return nil }
            let escapes = (range.upper..<bodyEnd).contains { j in
                src.sameText(j, k + 1) && src.isKind(j, .identifier) && !src.isKind(j - 1, .dot) && !isContainerArgument(j)
            }
            return .local(src.text(k + 1), value, escapes: escapes)
        }
        return parse(range, depth: depth + 1)
    }

    /// The `{ … }` of an `if`/`else`, or each `case` of a `switch` body.
    private func blocks(of open: Int) -> [TokenRange] {
        let close = src.closer(open)
        let range = TokenRange(open + 1, close)
        guard src.isKeyword(open - 1, .switch) || (open > 0 && isSwitchBody(open)) else { return [range] }
        var result: [TokenRange] = []
        var start: Int?
        var k = range.lower
        while k < range.upper {
            if (src.isKeyword(k, .case) || src.isKeyword(k, .default)) && (src.tokens[k].isOnNewLine || k == range.lower) {
                if let s = start { result.append(TokenRange(s, k)) }
                var j = k
                while j < range.upper && !src.isKind(j, .colon) { j = src.skipGroup(j) }
                start = j + 1
                k = j + 1
                continue
            }
            k = src.skipGroup(k)
        }
        if let s = start { result.append(TokenRange(s, range.upper)) }
        return result
    }

    /// `{ case …` or `{ @unknown default: …`: the body of a `switch` over an expression.
    private func isSwitchBody(_ open: Int) -> Bool {
        var k = open + 1
        if src.isKind(k, .at) { k += 2 }
        return src.isKeyword(k, .case) || src.isKeyword(k, .default)
    }

    /// Where the statement starting at `k` ends.
    private func statementEnd(from k: Int, limit: Int) -> Int {
        var j = k
        while j < limit {
            let t = src.tokens[j]
            if j > k && t.isOnNewLine && !src.continuesPreviousLine(j) && !isElse(j) { break }
            if t.kind == .semicolon { break }
            j = src.skipGroup(j)
        }
        // An unbalanced group may end past the body.
        return min(j, limit)
    }

    /// `in: name` as a whole argument.
    private func isContainerArgument(_ k: Int) -> Bool {
        src.isKind(k - 1, .colon) && src.isKeyword(k - 2, .in) && (src.isKind(k + 1, .comma) || src.isKind(k + 1, .rparen))
    }

    private func isElse(_ k: Int) -> Bool { src.isKeyword(k, .else) }

    private func isEmptyClosure(_ open: Int) -> Bool { src.closer(open) == open + 1 }

    private func line(_ k: Int) -> Int { Int(src.tokens[k].line) }
}
