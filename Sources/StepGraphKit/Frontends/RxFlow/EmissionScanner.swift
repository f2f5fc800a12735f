/// Finds every place a step enters RxFlow (`steps.accept`, `bind(to: steps)`, `initialStep`,
/// `OneStepper`, `DefaultStepper`, `coordinator.navigate(to:)`, `adapt(step:)`, a flow's own
/// `navigate(to:)`) and every `coordinate(flow:with:)`. A qualified `Enum.case` used anywhere else is
/// kept as a `reference`: not proof of emission, but enough not to call the step dead.
struct EmissionScanner {
    let extractor: RxFlowExtractor
    var src: SourceView { extractor.src }
    var refs: StepReferenceParser { extractor.refs }

    private struct Position: Hashable { var line: Int; var column: Int }

    func emissions() -> [RawEmission] {
        var result: [RawEmission] = []
        var specific: Set<Position> = []
        func add(_ steps: [StepRef], _ how: EmissionKind, at k: Int, emitter: ExprRef? = nil) {
            for step in steps {
                result.append(RawEmission(step: step, context: .anyStep, how: how,
                                          enclosingType: extractor.file.enclosingTypeName(k), emitter: emitter))
                specific.insert(Position(line: step.line, column: step.column))
            }
        }
        let tokens = src.tokens
        for k in tokens.indices where tokens[k].kind == .identifier && tokens[k].vocabulary != 0 {
            let opens = src.isKind(k + 1, .lparen)
            switch tokens[k].word(RxFlowWord.self) {
            case .accept?, .onNext?:
                guard opens, src.isKind(k - 1, .dot), src.spells(k - 2, RxFlowWord.steps) || src.spells(k - 2, RxFlowWord.step) else { continue }
                add(refs.references(inExpression: inside(k + 1)), .accept, at: k, emitter: emitter(stepsToken: k - 2))
            case .bind?, .drive?:
                guard opens, let stepsToken = stepsArgument(k + 1) else { continue }
                let start = src.statementStart(k, floor: extractor.file.enclosingFunctionBody(k)?.lower ?? 0)
                let chain = TokenRange(start, k)
                add(refs.closureResultReferences(in: chain) + justArguments(in: chain), .bind, at: k,
                    emitter: emitter(stepsToken: stepsToken))
            case .OneStepper?:
                guard opens, let argument = src.argument("withSingleStep", ofGroupAt: k + 1) else { continue }
                add(refs.references(inExpression: argument), .oneStepper, at: k)
            case .DefaultStepper?:
                guard opens else { continue }
                let t = tokens[k]
                add([StepRef(qualifier: "RxFlowStep", caseName: "home", line: Int(t.line), column: Int(t.column))],
                    .defaultStepper, at: k)
            case let word? where Forward.Kind(word) != nil:
                // Forwarded steps belong to the arm that forwards them, not to the emission list.
                guard opens, src.isKind(k - 1, .dot) else { continue }
                for step in refs.references(inExpression: inside(k + 1)) {
                    specific.insert(Position(line: step.line, column: step.column))
                }
            case .navigate?:
                guard opens, !src.isKeyword(k - 1, .func), let argument = src.argument("to", ofGroupAt: k + 1) else { continue }
                let viaSelf = !src.isKind(k - 1, .dot) || src.isKeyword(k - 2, .self)
                add(refs.references(inExpression: argument), viaSelf ? .selfNavigate : .deepLink, at: k)
            default:
                continue
            }
        }
        for (step, site) in stepNamedContexts() { add([step], .implicit, at: site) }
        for variable in extractor.outline.variables where src.spells(variable.name, RxFlowWord.initialStep) {
            guard let range = variable.accessors ?? variable.initializer else { continue }
            add(refs.references(inExpression: getterBody(range)), .initialStep, at: variable.name)
        }
        for function in extractor.outline.functions where src.spells(function.name, RxFlowWord.adapt) {
            guard let body = function.body else { continue }
            var steps = refs.references(inExpression: body)
            for k in body.lower..<body.upper where src.spells(k, RxFlowWord.just) && src.isKind(k + 1, .lparen) {
                steps += refs.references(inExpression: inside(k + 1))
            }
            add(steps, .adapt, at: function.name)
        }
        result += references(excluding: specific)
        return result
    }

    func coordinations() -> [RawCoordination] {
        var result: [RawCoordination] = []
        let tokens = src.tokens
        for k in tokens.indices where tokens[k].spells(RxFlowWord.coordinate) && src.isKind(k + 1, .lparen) && src.isKind(k - 1, .dot) {
            guard let flow = src.argument("flow", ofGroupAt: k + 1) else { continue }
            let steppers = StepperTyper(src: src, scope: extractor.file.enclosingFunctionBody(k))
            let typer = steppers.typer
            let modern = src.argument("with", ofGroupAt: k + 1)
            let legacy = src.argument("withStepper", ofGroupAt: k + 1)
            result.append(RawCoordination(
                flow: typer.type(of: flow), stepper: (modern ?? legacy).map { steppers.stepper(of: $0) },
                enclosingType: extractor.file.enclosingTypeName(k), line: Int(tokens[k].line), column: Int(tokens[k].column)))
        }
        return result
    }

    // MARK: helpers

    /// `Observable.just(X)`, `.of(X, Y)`, `startWith(X)` in a chain bound to `steps`.
    private func justArguments(in range: TokenRange) -> [StepRef] {
        var result: [StepRef] = []
        for k in range.lower..<range.upper where src.isKind(k + 1, .lparen)
            && (src.spells(k, RxFlowWord.just) || src.spells(k, RxFlowWord.of) || src.spells(k, "startWith")) {
            for argument in src.arguments(ofGroupAt: k + 1) { result += refs.references(inExpression: argument.value) }
        }
        return result
    }

    /// Implicit `.case` values whose context names a step without a type the tool can see, as
    /// ReactorKit and hand-written steppers write them: `newState.step = .detail`, `emit(step: .x)`,
    /// `setStep(.x)`, and `return .x` in a function returning a step. Resolved against every step enum
    /// (unique, or an ambiguity), so a name no step enum declares (`.alert` in a UIKit call) is never
    /// an emission.
    private func stepNamedContexts() -> [(StepRef, Int)] {
        var result: [(StepRef, Int)] = []
        let tokens = src.tokens
        // Functions of this file taking a step parameter (`func go(_ step: AppStep)`): calls pass steps.
        var stepTaking: Set<String> = []
        for function in extractor.outline.functions where function.parameters.contains(where: {
            mentionsStep($0.name) || mentionsStep($0.type)
        }) {
            stepTaking.insert(src.text(function.name))
        }
        for k in tokens.indices {
            switch tokens[k].kind {
            case .equal:
                // `….step = .x` (the assigned name mentions "step").
                guard src.isKind(k - 1, .identifier), mentionsStep(k - 1), src.isKind(k + 1, .dot) else { continue }
                result += refs.references(inExpression: TokenRange(k + 1, lineEnd(from: k + 1))).map { ($0, k) }
            case .identifier where tokens[k].keyword == .plain && tokens[k].vocabulary == 0 && src.isKind(k + 1, .lparen) && !src.isCapitalized(k):
                let callNamesStep = mentionsStep(k) || (!stepTaking.isEmpty && !src.isKeyword(k - 1, .func) && stepTaking.contains(src.text(k)))
                for argument in src.arguments(ofGroupAt: k + 1) where callNamesStep || argument.labelToken.map(mentionsStep) == true {
                    guard src.isKind(argument.value.lower, .dot) else { continue }
                    result += refs.references(inExpression: argument.value).map { ($0, k) }
                }
            default:
                continue
            }
        }
        for function in extractor.outline.functions {
            guard let body = function.body, let returnType = function.returnType, mentionsStep(returnType) else { continue }
            for k in body.lower..<body.upper where src.isKeyword(k, .return) && src.isKind(k + 1, .dot) {
                result += refs.references(inExpression: TokenRange(k + 1, lineEnd(from: k + 1))).map { ($0, k) }
            }
        }
        return result
    }

    /// Whether the identifier at `k` contains "step" (any case) but is not `steps` itself.
    private func mentionsStep(_ k: Int) -> Bool {
        let t = src.tokens[k]
        guard !t.spells(RxFlowWord.steps), !t.spells(RxFlowWord.Stepper), t.end - t.start >= 4 else { return false }
        var matched = 0
        let target: [UInt8] = Array("step".utf8)
        for offset in Int(t.start)..<Int(t.end) {
            let c = src.bytes[offset] | 0x20
            matched = c == target[matched] ? matched + 1 : (c == target[0] ? 1 : 0)
            if matched == 4 {
                // "Stepper" names a stepper, not a step.
                let after = offset + 1
                return !(after + 2 < Int(t.end) && src.bytes[after] | 0x20 == UInt8(ascii: "p"))
            }
        }
        return false
    }

    private func mentionsStep(_ range: TokenRange) -> Bool {
        (range.lower..<range.upper).contains { src.isKind($0, .identifier) && mentionsStep($0) }
    }

    /// The end of the expression starting at `k`: the next token on a new line, `;`, or a closer.
    private func lineEnd(from k: Int) -> Int {
        var j = k
        while j < src.count {
            let t = src.tokens[j]
            if j > k && t.isOnNewLine && !src.continuesPreviousLine(j) { break }
            if t.kind == .semicolon || t.kind == .rbrace || t.kind == .rparen || t.kind == .rbracket || t.kind == .comma { break }
            j = src.skipGroup(j)
        }
        return j
    }

    private func inside(_ open: Int) -> TokenRange { TokenRange(open + 1, src.closer(open)) }

    /// `{ get { return x } }` → the getter's content; otherwise the range itself.
    private func getterBody(_ range: TokenRange) -> TokenRange {
        if src.isKeyword(range.lower, .get) && src.isKind(range.lower + 1, .lbrace) { return inside(range.lower + 1) }
        return range
    }

    /// In `bind(to: x.steps)` / `drive(steps)`: the `steps` token, if the target is a stepper's relay.
    private func stepsArgument(_ open: Int) -> Int? {
        let arguments = src.arguments(ofGroupAt: open)
        guard arguments.count == 1, let last = Optional(arguments[0].value.upper - 1), src.spells(last, RxFlowWord.steps) else { return nil }
        return last
    }

    /// Who owns `steps` at `stepsToken`: nil for `steps`/`self.steps`, else the receiver expression.
    private func emitter(stepsToken: Int) -> ExprRef? {
        guard src.isKind(stepsToken - 1, .dot) else { return nil }
        var start = stepsToken - 2
        while start >= 2 && src.isKind(start - 1, .dot) && src.isKind(start - 2, .identifier) { start -= 2 }
        if src.isKeyword(start, .self) && start == stepsToken - 2 { return nil }
        guard src.isKind(start, .identifier) else { return nil }
        let typer = ExpressionTyper(src: src, scope: extractor.file.enclosingFunctionBody(stepsToken))
        return typer.type(of: TokenRange(start, stepsToken - 1))
    }

    /// Qualified `Enum.case` references outside case patterns, `#selector(…)` and comparisons.
    private func references(excluding specific: Set<Position>) -> [RawEmission] {
        let tokens = src.tokens
        var excluded = [Bool](repeating: false, count: tokens.count)
        func exclude(_ range: TokenRange) { for k in range.lower..<min(range.upper, tokens.count) { excluded[k] = true } }
        for statement in extractor.outline.switches { for arm in statement.arms { arm.patterns.forEach(exclude) } }
        for condition in extractor.outline.caseConditions { exclude(condition.pattern) }
        for k in tokens.indices where tokens[k].kind == .pound && tokens[k].keyword == .selector && src.isKind(k + 1, .lparen) {
            exclude(TokenRange(k + 1, src.skipGroup(k + 1)))
        }
        var result: [RawEmission] = []
        var k = 0
        while k < tokens.count {
            guard !excluded[k], src.isCapitalized(k), !src.isKind(k - 1, .dot),
                  let (ref, end) = refs.reference(at: k, limit: tokens.count) else { k += 1; continue }
            defer { k = end }
            let compared = isComparison(k - 1) || isComparison(end)
            if compared || specific.contains(Position(line: ref.line, column: ref.column)) { continue }
            result.append(RawEmission(step: ref, context: .type(ref.qualifier ?? ""), how: .reference,
                                      enclosingType: extractor.file.enclosingTypeName(k), emitter: nil))
        }
        return result
    }

    private func isComparison(_ k: Int) -> Bool {
        src.isKind(k, .op) && (src.spells(k, "==") || src.spells(k, "!=") || src.spells(k, "~=") || src.spells(k, "==="))
    }
}
