import StepGraphCore
/// Finds implicit `.case` values in typed positions — typed variables and properties, parameters'
/// default values, returned values, call arguments (functions, initializers, enum cases) and property
/// assignments — with what the linker needs to look up the position's declared type. Also records
/// the file's function and initializer signatures for that lookup.
struct TypedReferenceScanner {
    let extractor: RxFlowExtractor
    var src: SourceView { extractor.src }
    var refs: StepReferenceParser { extractor.refs }
    var file: ParsedFile { extractor.file }

    func signatures() -> [CallableSignature] {
        extractor.outline.functions.compactMap { function in
            guard function.kind == .function || function.kind == .initializer else { return nil }
            return CallableSignature(
                owner: function.owner >= 0 ? file.typeNames[function.owner] : "",
                name: function.kind == .initializer ? "init" : src.text(function.name),
                labels: function.parameters.map { $0.label.map { src.text($0) } ?? "_" },
                parameterTypes: function.parameters.map { src.text($0.type) })
        }
    }

    /// Typed references, skipping positions already accounted for (`specific`).
    func references(skipping specific: Set<EmissionScanner.Position>) -> [TypedStepRefs] {
        var result: [TypedStepRefs] = []
        func add(_ range: TokenRange, _ slot: TypedSlot, at k: Int) {
            var found: [StepRef] = []
            implicitReferences(in: range, into: &found)
            append(found, slot: slot, at: k, into: &result, specific: specific)
        }
        let outline = extractor.outline
        for variable in outline.variables {
            guard let type = variable.type else { continue }
            let typeText = src.text(type)
            if let initializer = variable.initializer { add(initializer, .declared(typeText), at: variable.name) }
            if let accessors = variable.accessors, !src.isKeyword(accessors.lower, .didSet), !src.isKeyword(accessors.lower, .willSet) {
                let returned = refs.returnedReferences(in: accessors).filter { $0.qualifier == nil }
                append(returned, slot: .declared(typeText), at: variable.name, into: &result, specific: specific)
            }
        }
        for function in outline.functions {
            for parameter in function.parameters {
                if let value = parameter.defaultValue { add(value, .declared(src.text(parameter.type)), at: function.keyword) }
            }
            guard let body = function.body, let returnType = function.returnType, !returnsNavigation(returnType) else { continue }
            let returned = refs.returnedReferences(in: body).filter { $0.qualifier == nil }
            append(returned, slot: .declared(src.text(returnType)), at: function.keyword, into: &result, specific: specific)
        }
        let excluded = patternTokens()
        let tokens = src.tokens
        for k in tokens.indices {
            switch tokens[k].kind {
            case .lparen where k > 0 && tokens[k - 1].kind == .identifier && !excluded[k]:
                callArguments(open: k, into: &result, specific: specific)
            case .equal where k > 0 && tokens[k - 1].kind == .identifier && !excluded[k]:
                let name = k - 1
                guard !src.isKeyword(name - 1, .let) && !src.isKeyword(name - 1, .var) && !src.isKind(name - 1, .colon),
                      tokens[name].keyword == .plain else { continue }
                let value = TokenRange(k + 1, src.expressionEnd(from: k + 1, limit: tokens.count))
                add(value, .property(name: src.text(name), receiver: receiver(before: name)), at: k)
            default:
                continue
            }
        }
        return result
    }

    /// Keeps `found` as one typed position, without the references accounted for elsewhere (`specific`).
    private func append(_ found: [StepRef], slot: TypedSlot, at k: Int, into result: inout [TypedStepRefs],
                        specific: Set<EmissionScanner.Position>) {
        let kept = specific.isEmpty ? found : found.filter { !specific.contains(EmissionScanner.Position(line: $0.line, column: $0.column)) }
        if !kept.isEmpty { result.append(TypedStepRefs(refs: kept, slot: slot, enclosingType: file.enclosingTypeName(k))) }
    }

    /// The arguments of a call: `f(x: .a)`, `Type(x: .a)`, `.open(step: .a)`, `obj.route(.a)`.
    private func callArguments(open: Int, into result: inout [TypedStepRefs], specific: Set<EmissionScanner.Position>) {
        let calleeToken = open - 1
        // After a dot any word names a member (`.open(step:)`); alone, keywords are statements (`if (`).
        guard !src.isKeyword(calleeToken - 1, .func), src.tokens[calleeToken].keyword == .plain
                || src.isKeyword(calleeToken, .`init`) || src.isKind(calleeToken - 1, .dot) else { return }
        let arguments = src.arguments(ofGroupAt: open)
        guard !arguments.isEmpty else { return }
        let callee = src.text(calleeToken)
        var slotFor: ((String?, Int) -> TypedSlot)?
        // A closure parameter of the enclosing function: `route(.detail)` with `route: (MainStep) -> Void`.
        if !src.isKind(calleeToken - 1, .dot), let function = file.enclosingFunction(open),
           let parameter = function.parameters.first(where: { src.sameText($0.name, calleeToken) }) {
            let types = functionTypeParameters(src.text(parameter.type))
            slotFor = { _, index in .declared(index < types.count ? types[index] : "") }
        }
        var base: String?
        var receiver: ExprRef?
        if slotFor == nil && src.isKind(calleeToken - 1, .dot) {
            // `MenuAction.open(…)`, `Factory.make(…)`, `Renderer.Item(…)`, `Outer.Inner.Item.init(…)`.
            var start = calleeToken - 2
            while src.isCapitalized(start) && src.isKind(start - 1, .dot) && src.isCapitalized(start - 2) { start -= 2 }
            if src.isCapitalized(start) && !src.isKind(start - 1, .dot) {
                base = stride(from: start, to: calleeToken - 1, by: 2).map { src.text($0) }.joined(separator: ".")
            } else if src.isKind(calleeToken - 2, .identifier) || src.isKind(calleeToken - 2, .rparen)
                        || src.isKind(calleeToken - 2, .question) || src.isKind(calleeToken - 2, .exclaim) {
                receiver = self.receiver(before: calleeToken)
            }
        }
        for (index, argument) in arguments.enumerated() {
            var found: [StepRef] = []
            implicitReferences(in: argument.value, into: &found)
            guard !found.isEmpty else { continue }
            let slot = slotFor?(argument.label, index)
                ?? .argument(callee: callee, base: base, receiver: receiver, label: argument.label, index: index)
            append(found, slot: slot, at: open, into: &result, specific: specific)
        }
    }

    /// Implicit `.case` references at the value positions of `range`, inside array literals too.
    private func implicitReferences(in range: TokenRange, into found: inout [StepRef]) {
        if src.isKind(range.lower, .lbracket) && src.closer(range.lower) == range.upper - 1 {
            for element in src.arguments(ofGroupAt: range.lower) {
                // `[.a, .b]` and `[key: .a]`: the value after a dictionary key's colon.
                implicitReferences(in: element.value, into: &found)
            }
            return
        }
        // `.case` alone, the usual element: read without the expression scan's arrays.
        if src.isKind(range.lower, .dot), let (ref, end) = refs.reference(at: range.lower, limit: range.upper), end == range.upper {
            found.append(ref)
            return
        }
        for ref in refs.references(inExpression: range) where ref.qualifier == nil { found.append(ref) }
    }

    /// What an assignment or call at `k` is made on: nil for `self` or nothing.
    private func receiver(before k: Int) -> ExprRef? {
        guard src.isKind(k - 1, .dot) else { return nil }
        var end = k - 1
        if src.isKind(end - 1, .question) || src.isKind(end - 1, .exclaim) { end -= 1 }
        var start = end - 1
        while start >= 2 && src.isKind(start - 1, .dot) && src.isKind(start - 2, .identifier) { start -= 2 }
        guard start >= 0, src.isKind(start, .identifier) else { return nil }
        if src.isKeyword(start, .self) && start == end - 1 { return nil }
        let typer = ExpressionTyper(src: src, scope: file.enclosingFunctionBody(k), parameters: file.enclosingFunction(k)?.parameters ?? [])
        return typer.type(of: TokenRange(start, end))
    }

    /// Tokens inside case patterns and `#selector(…)`: not values.
    private func patternTokens() -> [Bool] {
        var excluded = [Bool](repeating: false, count: src.count)
        func exclude(_ range: TokenRange) { for k in range.lower..<min(range.upper, src.count) { excluded[k] = true } }
        for statement in extractor.outline.switches { for arm in statement.arms { arm.patterns.forEach(exclude) } }
        for condition in extractor.outline.caseConditions { exclude(condition.pattern) }
        return excluded
    }

    private func returnsNavigation(_ type: TokenRange) -> Bool {
        (type.lower..<type.upper).contains { src.spells($0, RxFlowWord.FlowContributors) || src.spells($0, RxFlowWord.NextFlowItems) }
    }
}

/// The parameter types of a function type as written (`@escaping (MainStep, Int) -> Void` →
/// `["MainStep", "Int"]`, `((_ step: MainStep) -> Void)?` → `["MainStep"]`); empty when the text is
/// not a function type.
func functionTypeParameters(_ text: String) -> [String] {
    // Drop attributes, then an optional's parentheses.
    var type = text.split(separator: " ", omittingEmptySubsequences: true).filter { !$0.hasPrefix("@") }.joined(separator: " ")[...]
    if type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
    if type.hasPrefix("("), let close = matchingParenthesis(type), close == type.index(before: type.endIndex) {
        type = type.dropFirst().dropLast()
    }
    guard type.hasPrefix("("), let close = matchingParenthesis(type),
          type[type.index(after: close)...].drop(while: { $0 == " " }).hasPrefix("->") else { return [] }
    let inner = type[type.index(after: type.startIndex)..<close]
    var result: [String] = []
    var depth = 0
    var current = ""
    for character in inner {
        switch character {
        case "(", "[", "<": depth += 1
        case ")", "]", ">": depth -= 1
        case "," where depth == 0:
            result.append(current)
            current = ""
            continue
        default: break
        }
        current.append(character)
    }
    if current.contains(where: { $0 != " " }) { result.append(current) }
    // `_ step: MainStep`: a labelled parameter keeps its type.
    return result.map { parameter in
        let type = parameter.split(separator: ":", maxSplits: 1).last ?? Substring(parameter)
        return String(type.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// The index of the `)` closing the `(` that starts `text`.
private func matchingParenthesis(_ text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
    }
    return nil
}
