import StepGraphCore
/// Reads how a file's code (outside flow functions) uses names as values: which members and
/// parameters it calls, which it hands on to another member or initializer (directly or wrapped in
/// a closure that only calls them), and which it uses in ways the tool cannot follow. Whether a
/// screen's route is ever invoked is decided from these uses at link time.
struct ValueUseScanner {
    let file: ParsedFile
    let src: SourceView
    /// Flow functions' bodies, sorted: the flow interpreter reads those.
    let skipped: [TokenRange]
    /// The parameters and locals each function declares, by the start of its body.
    private let declared: [Int: Set<String>]

    init(file: ParsedFile, skipping skipped: [TokenRange]) {
        self.file = file
        src = file.src
        self.skipped = skipped.sorted { $0.lower < $1.lower }
        var declared: [Int: Set<String>] = [:]
        for function in file.outline.functions {
            guard let body = function.body else { continue }
            for parameter in function.parameters { declared[body.lower, default: []].insert(file.src.text(parameter.name)) }
        }
        for variable in file.outline.variables where variable.function >= 0 {
            guard let body = file.outline.functions[variable.function].body else { continue }
            declared[body.lower, default: []].insert(file.src.text(variable.name))
        }
        self.declared = declared
    }

    /// A name chain as written: `p`, `self.p` (no receiver), `routes.open`, `self.viewModel.exit`.
    private struct Path {
        var start: Int
        /// Index of the last name.
        var last: Int
        /// Just past the path (and a trailing `?`/`!`).
        var end: Int
        var receiver: [String]
        var name: String
    }

    func uses() -> [ValueUse] {
        var result: [ValueUse] = []
        var skip = 0
        var k = 0
        while k < src.count {
            if skip < skipped.count && k >= skipped[skip].lower {
                if k < skipped[skip].upper { k = skipped[skip].upper } else { skip += 1 }
                continue
            }
            // `x = { p() }`, `Make(onTap: { [weak self] in self?.p() })`: the closure hands `p` on.
            if src.isKind(k, .lbrace), let inner = wrappedCall(k), let target = forwardTarget(start: k, end: src.closer(k) + 1) {
                result.append(use(inner, kind: target))
                k = src.closer(k) + 1
                continue
            }
            guard let path = path(at: k) ?? memberOfResult(at: k) else { k += 1; continue }
            k = path.end
            if src.isKind(path.end, .lparen) {
                // `onOpen.execute()` (the `command-pattern` API's Flow) runs `onOpen`.
                if path.name == FNFKWord.execute.spelling, let runs = path.receiver.last {
                    result.append(use(Path(start: path.start, last: path.last, end: path.end, receiver: Array(path.receiver.dropLast()),
                                           name: runs), kind: .call))
                    continue
                }
                result.append(use(path, kind: .call))
            } else if !src.isKind(path.end, .equal) {
                // Not assigned to: handed on, or used in a way the tool cannot follow.
                result.append(use(path, kind: forwardTarget(start: path.start, end: path.end) ?? .escape))
            }
        }
        return result
    }

    private func use(_ path: Path, kind: ValueUse.Kind) -> ValueUse {
        let local = path.receiver.isEmpty && !src.isKeyword(path.start, .self)
            && file.enclosingFunctionBody(path.start).flatMap { declared[$0.lower]?.contains(path.name) } == true
        return ValueUse(owner: file.enclosingTypeName(path.start) ?? "", receiver: path.receiver, name: path.name, kind: kind,
                        line: Int(src.tokens[path.last].line), isLocal: local)
    }

    // MARK: paths

    /// The name chain starting at `k`, when `k` starts one that is a value: not a declaration, a
    /// label, a type or an enum case (`.open`).
    private func path(at k: Int) -> Path? {
        guard src.isKind(k, .identifier), !src.isKind(k - 1, .dot), !src.isKind(k - 1, .backslash) else { return nil }
        var j = k
        if src.isKeyword(k, .self) {
            j += 1
            if src.isKind(j, .question) || src.isKind(j, .exclaim) { j += 1 }
            guard src.isKind(j, .dot), src.isKind(j + 1, .identifier) else { return nil }
            j += 1
        } else if !isValueName(k) && !namesMethodForSelector(k) {
            return nil
        }
        return chain(start: k, first: j, receiver: [])
    }

    /// `(delegate as? AppDelegate)?.coordinator.showMain()`, `make().open`: members of a value
    /// the tool does not type (`FlowCall.resultOfPreviousCall` as the receiver).
    private func memberOfResult(at k: Int) -> Path? {
        guard src.isKind(k, .identifier), src.isKind(k - 1, .dot) else { return nil }
        let before = src.isKind(k - 2, .question) || src.isKind(k - 2, .exclaim) ? k - 3 : k - 2
        guard src.isKind(before, .rparen) || src.isKind(before, .rbracket) else { return nil }
        return chain(start: k, first: k, receiver: [FlowCall.resultOfPreviousCall])
    }

    /// The names `first.second…` from `first`, after `receiver`.
    private func chain(start: Int, first: Int, receiver: [String]) -> Path {
        var names: [Int] = []
        var j = first
        while true {
            names.append(j)
            j += 1
            if src.isKind(j, .question) || src.isKind(j, .exclaim) { j += 1 }
            guard src.isKind(j, .dot), src.isKind(j + 1, .identifier) else { break }
            j += 1
        }
        let last = names[names.count - 1]
        return Path(start: start, last: last, end: j, receiver: receiver + names.dropLast().map { src.text($0) }, name: src.text(last))
    }

    /// `#selector(AppCoordinator.finishAuth)`: a method named through its type, for the runtime to call.
    private func namesMethodForSelector(_ k: Int) -> Bool {
        k >= 2 && src.isCapitalized(k) && src.isKind(k + 1, .dot) && src.isKind(k - 1, .lparen)
            && src.isKind(k - 2, .pound) && src.tokens[k - 2].keyword == .selector
    }

    /// A lowercase name used as a value: not a keyword, a declared name, a label or a parameter name.
    private func isValueName(_ k: Int) -> Bool {
        guard !src.isCapitalized(k) else { return false }
        switch src.keyword(k) {
        case .plain: break
        // Contextual words that are also common member names (`open`, `get`).
        case .open, .get, .set, .unknown, .prefix, .postfix, .infix, .async, .package:
            guard src.isKind(k + 1, .lparen) || src.isKind(k + 1, .dot) || src.isKind(k + 1, .question) else { return false }
        default: return false
        }
        // `label:` in a call or a parameter list, and dictionary keys.
        if src.isKind(k + 1, .colon) && (src.isKind(k - 1, .lparen) || src.isKind(k - 1, .comma) || src.isKind(k - 1, .lbracket)) {
            return false
        }
        guard k > 0, src.isKind(k - 1, .identifier) else { return !src.isKind(k - 1, .at) }
        // After a name: a declaration (`let p`), a parameter name after its label; after a statement
        // keyword (`return p`, `in p`): a value.
        switch src.keyword(k - 1) {
        case .return, .in, .try, .await, .throw, .else, .where, .if, .guard, .while, .switch, .repeat: return true
        case .plain: return src.tokens[k].isOnNewLine
        default: return false
        }
    }

    // MARK: where a value goes

    /// The member or initializer argument a value spanning `start..<end` is handed to, when it is a
    /// whole right-hand side (`x.m = value`) or a whole argument (`Make(label: value)`).
    private func forwardTarget(start: Int, end: Int) -> ValueUse.Kind? {
        let ends = end >= src.count || src.isKind(end, .comma) || src.isKind(end, .rparen) || src.isKind(end, .semicolon)
            || src.isKind(end, .rbrace) || (src.tokens[end].isOnNewLine && !src.continuesPreviousLine(end))
        guard ends else { return nil }
        if src.isKind(start - 1, .equal) {
            guard let lhs = assignedPath(endingAt: start - 1) else { return nil }
            return .stored(receiver: lhs.receiver, member: lhs.name)
        }
        let labelled = src.isKind(start - 1, .colon) && src.isKind(start - 2, .identifier)
        let before = labelled ? start - 3 : start - 1
        guard src.isKind(before, .lparen) || src.isKind(before, .comma), let call = enclosingCall(before) else { return nil }
        var index = 0
        var j = call.open + 1
        while j < before { if src.isKind(j, .comma) { index += 1 }; j = src.skipGroup(j) }
        if src.isKind(before, .comma) { index += 1 }
        return .passed(callee: call.callee, label: labelled ? src.text(start - 2) : nil, index: index)
    }

    /// The path an assignment at `equal` assigns to (`self.viewModel.exit`, `exit`), when it is a
    /// member rather than a new binding.
    private func assignedPath(endingAt equal: Int) -> Path? {
        var k = equal - 1
        while k > 0 && (src.isKind(k - 1, .dot) || src.isKind(k - 1, .question) || src.isKind(k - 1, .exclaim)
                        || (src.isKind(k, .dot) && src.isKind(k - 1, .identifier))) {
            k -= 1
        }
        while k < equal && !src.isKind(k, .identifier) { k += 1 }
        guard !src.isKeyword(k - 1, .let), !src.isKeyword(k - 1, .var), let path = path(at: k), path.end == equal else { return nil }
        return path
    }

    /// The call whose argument list's `(` or one of its commas is at `k`: its callee's names.
    private func enclosingCall(_ k: Int) -> (open: Int, callee: [String])? {
        var open = k
        if src.isKind(k, .comma) {
            var j = k - 1
            while j >= 0 && !src.isKind(j, .lparen) {
                if src.isKind(j, .lbracket) || src.isKind(j, .lbrace) { return nil }
                let closes = src.isKind(j, .rparen) || src.isKind(j, .rbracket) || src.isKind(j, .rbrace)
                j = closes ? Int(src.match[j]) - 1 : j - 1
            }
            guard j >= 0 else { return nil }
            open = j
        }
        var names: [String] = []
        var j = open - 1
        while src.isKind(j, .identifier) {
            names.insert(src.text(j), at: 0)
            guard src.isKind(j - 1, .dot), src.isKind(j - 2, .identifier) else { break }
            j -= 2
        }
        // `func f(` and `init(` declare parameters.
        guard !names.isEmpty, !src.isKeyword(j - 1, .func), !(names.count == 1 && src.isKeyword(open - 1, .`init`)) else { return nil }
        return (open, names)
    }

    /// `{ [weak self] (x) in self?.p(x) }`: the one call the closure makes, when that is all it does.
    private func wrappedCall(_ open: Int) -> Path? {
        let close = src.closer(open)
        guard close > open + 1 else { return nil }
        var start = open + 1
        var j = open + 1
        while j < close && !src.tokens[j].isOnNewLine && !src.isKind(j, .lbrace) {
            if src.isKeyword(j, .in) { start = j + 1; break }
            j = src.skipGroup(j)
        }
        guard let path = path(at: start), src.isKind(path.end, .lparen), src.closer(path.end) + 1 == close else { return nil }
        return path
    }
}
