import StepGraphCore
/// Finds every place a step enters RxFlow (`steps.accept`, `bind(to: steps)`, `initialStep`,
/// `OneStepper`, `DefaultStepper`, `coordinator.navigate(to:)`, `adapt(step:)`, a flow's own
/// `navigate(to:)`), the functions that pass a parameter into `steps` (emission helpers) and the calls
/// that may reach them, what it cannot read (opaque emissions), and every `coordinate(flow:with:)`.
/// A qualified `Enum.case` used anywhere else is kept as a `reference`: not proof of emission, but
/// enough not to call the step dead.
struct EmissionScanner {
    let extractor: RxFlowExtractor
    var src: SourceView { extractor.src }
    var refs: StepReferenceParser { extractor.refs }
    var file: ParsedFile { extractor.file }

    struct Position: Hashable { var line: Int; var column: Int }

    /// Everything the scan found.
    struct Result {
        var emissions: [RawEmission] = []
        var helpers: [EmitterHelper] = []
        var opaque: [OpaqueEmission] = []
        var stepArgumentCalls: [StepArgumentCall] = []
        var parameterForwards: [ParameterForward] = []
        /// Positions of references already accounted for (emitted, forwarded, passed to a call).
        var specific: Set<Position> = []
    }

    /// The name of the instance method whose body holds token `k` (the outermost, when local
    /// functions nest), if any.
    private func method(enclosing k: Int) -> String? {
        guard var function = file.enclosingFunction(k) else { return nil }
        while function.enclosingFunction >= 0 { function = extractor.outline.functions[function.enclosingFunction] }
        guard function.kind == .function, function.owner >= 0, !function.isStatic else { return nil }
        return src.text(function.name)
    }

    func scan() -> Result {
        var result = Result()
        func add(_ steps: [StepRef], _ how: EmissionKind, at k: Int, emitter: ExprRef? = nil, fallbacks: [TokenRange] = []) {
            for step in steps {
                result.emissions.append(RawEmission(step: step, context: .anyStep, how: how,
                                                    enclosingType: file.enclosingTypeName(k), emitter: emitter,
                                                    member: how == .initialStep ? RxFlowWord.initialStep.spelling : method(enclosing: k),
                                                    isFallback: fallbacks.contains { covers($0, step) }))
                account(step, in: &result.specific)
            }
        }
        let tokens = src.tokens
        for k in tokens.indices where tokens[k].kind == .identifier {
            let opens = src.isKind(k + 1, .lparen)
            switch tokens[k].word(RxFlowWord.self) {
            case .accept?, .onNext?:
                guard opens, src.isKind(k - 1, .dot), src.spells(k - 2, RxFlowWord.steps) || src.spells(k - 2, RxFlowWord.step) else { break }
                let value = inside(k + 1)
                let found = refs.references(inExpression: value)
                if found.isEmpty {
                    unreadable(value, at: k, emitter: emitter(stepsToken: k - 2), into: &result)
                } else {
                    add(found, .accept, at: k, emitter: emitter(stepsToken: k - 2), fallbacks: fallbackRanges(in: value))
                }
                continue
            case .bind?, .drive?, .emit?:
                guard opens, let stepsToken = stepsArgument(k + 1) else { break }
                let start = src.statementStart(k, floor: file.enclosingFunctionBody(k)?.lower ?? 0)
                let chain = TokenRange(start, k)
                let fallbacks = fallbackRanges(in: chain)
                let found = refs.closureResultReferences(in: chain) + valueArguments(in: chain) + fallbackValues(in: chain)
                if found.isEmpty {
                    unreadable(chain, at: k, emitter: emitter(stepsToken: stepsToken), into: &result)
                } else {
                    add(found, .bind, at: k, emitter: emitter(stepsToken: stepsToken), fallbacks: fallbacks)
                }
                continue
            case .OneStepper?:
                guard opens, let argument = src.argument(RxFlowWord.withSingleStep, ofGroupAt: k + 1) else { break }
                add(refs.references(inExpression: argument), .oneStepper, at: k)
                continue
            case .DefaultStepper?:
                guard opens else { break }
                let t = tokens[k]
                add([StepRef(qualifier: StepResolver.builtinEnum, caseName: "home", line: Int(t.line), column: Int(t.column))],
                    .defaultStepper, at: k)
                continue
            case let word? where Forward.Kind(word) != nil:
                // Forwarded steps belong to the arm that forwards them, not to the emission list.
                guard opens, src.isKind(k - 1, .dot) else { break }
                for step in refs.references(inExpression: inside(k + 1)) { account(step, in: &result.specific) }
                continue
            case .navigate?:
                guard opens, !src.isKeyword(k - 1, .func), let argument = src.argument(RxFlowWord.to, ofGroupAt: k + 1) else { break }
                let viaSelf = !src.isKind(k - 1, .dot) || src.isKeyword(k - 2, .self)
                add(refs.references(inExpression: argument), viaSelf ? .selfNavigate : .deepLink, at: k)
                continue
            default:
                break
            }
            if opens && tokens[k].keyword == .plain && !src.isCapitalized(k) && !src.isKeyword(k - 1, .func) {
                call(at: k, into: &result)
            }
        }
        for variable in extractor.outline.variables where src.spells(variable.name, RxFlowWord.initialStep) {
            guard let range = variable.accessors ?? variable.initializer else { continue }
            add(refs.returnedReferences(in: range), .initialStep, at: variable.name)
        }
        for function in extractor.outline.functions where isStepMapping(function) {
            guard let body = function.body else { continue }
            var steps = refs.returnedReferences(in: body)
            // `return .just(AppStep.x)` is read both ways: a qualified step in a returned call is
            // already used through that call (the linker reads it there), so it counts once.
            var returned: Set<Position> = []
            for ref in steps { account(ref, in: &returned) }
            for k in body.lower..<body.upper where (src.spells(k, RxFlowWord.just) || src.spells(k, RxFlowWord.of)) && src.isKind(k + 1, .lparen) {
                steps += refs.references(inExpression: inside(k + 1)).filter {
                    $0.qualifier == nil || !returned.contains(Position(line: $0.line, column: $0.column))
                }
            }
            add(steps, .adapt, at: function.name)
        }
        result.emissions += references(excluding: result.specific)
        return result
    }

    func coordinations() -> [RawCoordination] {
        var result: [RawCoordination] = []
        let tokens = src.tokens
        for k in tokens.indices where tokens[k].spells(RxFlowWord.coordinate) && src.isKind(k + 1, .lparen) && src.isKind(k - 1, .dot) {
            guard let flow = src.argument(RxFlowWord.flow, ofGroupAt: k + 1) else { continue }
            let steppers = StepperTyper(src: src, scope: file.enclosingFunctionBody(k), function: file.enclosingFunction(k))
            let modern = src.argument(RxFlowWord.with, ofGroupAt: k + 1)
            let legacy = src.argument(RxFlowWord.withStepper, ofGroupAt: k + 1)
            result.append(RawCoordination(
                flow: steppers.typer.type(of: flow), stepper: (modern ?? legacy).map { steppers.stepper(of: $0) },
                stepperInstance: (modern ?? legacy).flatMap { ContributionScanner(src: src, typer: steppers.typer).instance($0) },
                enclosingType: file.enclosingTypeName(k), line: Int(tokens[k].line), column: Int(tokens[k].column)))
        }
        return result
    }

    /// Marks a reference, and the references in its payload, as accounted for.
    private func account(_ ref: StepRef, in specific: inout Set<Position>) {
        specific.insert(Position(line: ref.line, column: ref.column))
        for inner in ref.payload { account(inner, in: &specific) }
    }

    // MARK: helpers and calls

    /// A value put into `steps` that is not a step literal: a parameter makes the function an emission
    /// helper; anything else is an emission the tool cannot read.
    private func unreadable(_ value: TokenRange, at k: Int, emitter: ExprRef?, into result: inout Result) {
        if let function = file.enclosingFunction(k), let index = parameterIndex(in: value, of: function) {
            result.helpers.append(helper(function, parameter: index))
            return
        }
        result.opaque.append(OpaqueEmission(enclosingType: file.enclosingTypeName(k), emitter: emitter,
                                            detail: src.text(value), line: Int(src.tokens[k].line)))
    }

    /// The parameter of `function` that `value` is (`step`) or wraps (`Observable.just(step)`, `.just(s)`).
    private func parameterIndex(in value: TokenRange, of function: FunctionDecl) -> Int? {
        var names: [Int] = []
        var k = value.lower
        while k < value.upper {
            if src.isKind(k, .identifier) && !src.isKind(k - 1, .dot) && !src.isKind(k + 1, .dot) && !src.isKind(k + 1, .lparen) {
                names.append(k)
            }
            k += 1
        }
        guard names.count == 1 else { return nil }
        return function.parameters.firstIndex { src.sameText($0.name, names[0]) }
    }

    private func helper(_ function: FunctionDecl, parameter index: Int) -> EmitterHelper {
        EmitterHelper(owner: function.owner >= 0 ? file.typeNames[function.owner] : "", name: src.text(function.name),
                      labels: function.parameters.map { $0.label.map { src.text($0) } ?? "_" },
                      parameterIndex: index, parameterType: src.text(function.parameters[index].type))
    }

    /// A call whose arguments hold step references (maybe an emission helper's), or that hands one of
    /// the enclosing function's parameters on (maybe a link in a chain of helpers).
    private func call(at k: Int, into result: inout Result) {
        let arguments = src.arguments(ofGroupAt: k + 1)
        guard !arguments.isEmpty else { return }
        var site: CallSite?
        func makeSite() -> CallSite {
            if let site { return site }
            let made = CallSite(callee: src.text(k), labels: arguments.map { $0.label ?? "_" }, receiver: receiver(of: k),
                                enclosingType: file.enclosingTypeName(k), line: Int(src.tokens[k].line))
            site = made
            return made
        }
        let function = file.enclosingFunction(k)
        for (index, argument) in arguments.enumerated() {
            let found = refs.references(inExpression: argument.value)
            if !found.isEmpty {
                result.stepArgumentCalls.append(StepArgumentCall(call: makeSite(), argumentIndex: index, refs: found))
            } else if let function, argument.value.upper == argument.value.lower + 1,
                      let parameter = function.parameters.firstIndex(where: { src.sameText($0.name, argument.value.lower) }) {
                result.parameterForwards.append(ParameterForward(helper: helper(function, parameter: parameter), call: makeSite(),
                                                                 argumentIndex: index))
            }
        }
    }

    /// What a call at `k` is made on: nil for `self` or nothing.
    private func receiver(of k: Int) -> ExprRef? {
        guard src.isKind(k - 1, .dot) else { return nil }
        var end = k - 1
        if src.isKind(end - 1, .question) || src.isKind(end - 1, .exclaim) { end -= 1 }
        var start = end - 1
        guard start >= 0 else { return nil }
        if src.isKeyword(start, .self) && !src.isKind(start - 1, .dot) { return nil }
        while start > 0 {
            if src.isKind(start, .rparen) || src.isKind(start, .rbracket) { start = Int(src.match[start]); if start < 0 { return nil } }
            guard src.isKind(start - 1, .dot) || (src.isKind(start - 1, .question) && src.isKind(start - 2, .dot)) else {
                if src.isKind(start, .lparen) && src.isKind(start - 1, .identifier) { start -= 1; continue }
                break
            }
            start -= src.isKind(start - 1, .dot) ? 2 : 3
        }
        guard start >= 0, start < end else { return nil }
        let typer = ExpressionTyper(src: src, scope: file.enclosingFunctionBody(k), parameters: file.enclosingFunction(k)?.parameters ?? [])
        return typer.type(of: TokenRange(start, end))
    }

    // MARK: other sources

    /// `adapt(step:)`, `transform(step:)`: a flow method mapping a step to another.
    private func isStepMapping(_ function: FunctionDecl) -> Bool {
        guard function.kind == .function, function.owner >= 0, let returnType = function.returnType,
              function.parameters.count == 1 else { return false }
        let name = src.text(function.name)
        guard name == RxFlowWord.adapt.spelling || name == "transform" else { return false }
        return (returnType.lower..<returnType.upper).contains { src.spells($0, RxFlowWord.Step) }
    }

    /// Calls whose arguments are the value a chain falls back to on error (RxSwift 6 and 5 spellings).
    private static let fallbackCalls: Set<String> = ["catchAndReturn", "catchErrorJustReturn"]
    /// Calls whose closure gives the chain to continue with on error.
    private static let recoveryCalls: Set<String> = ["catch", "catchError"]

    /// Where a value is only a fallback: the arguments of `.catchAndReturn(…)` / `.catchErrorJustReturn(…)`,
    /// the closure of `.catch { … }` / `.catchError { … }`, and what follows a top-level `??`.
    private func fallbackRanges(in range: TokenRange) -> [TokenRange] {
        var result: [TokenRange] = []
        var k = range.lower
        while k < range.upper {
            if src.spells(k, "??") { result.append(TokenRange(k + 1, range.upper)); break }
            if src.isKind(k - 1, .dot), src.isKind(k, .identifier) {
                let name = src.text(k)
                if EmissionScanner.fallbackCalls.contains(name) && src.isKind(k + 1, .lparen) {
                    result.append(inside(k + 1))
                } else if EmissionScanner.recoveryCalls.contains(name) {
                    var open = k + 1
                    if src.isKind(open, .lparen) { open = src.skipGroup(open) }
                    if src.isKind(open, .lbrace) { result.append(inside(open)) }
                }
            }
            k += 1
        }
        return result
    }

    /// The steps a chain falls back to with `.catchAndReturn(X)` / `.catchErrorJustReturn(X)`.
    private func fallbackValues(in range: TokenRange) -> [StepRef] {
        var result: [StepRef] = []
        for k in range.lower..<range.upper where src.isKind(k - 1, .dot) && src.isKind(k + 1, .lparen)
            && EmissionScanner.fallbackCalls.contains(src.text(k)) {
            result += refs.references(inExpression: inside(k + 1))
        }
        return result
    }

    /// Whether the step reference lies inside `range`.
    private func covers(_ range: TokenRange, _ step: StepRef) -> Bool {
        guard range.lower < range.upper else { return false }
        let first = src.tokens[range.lower], last = src.tokens[range.upper - 1]
        let position = (step.line, step.column)
        return (Int(first.line), Int(first.column)) <= position && position <= (Int(last.line), Int(last.column))
    }

    /// `Observable.just(X)`, `.of(X, Y)`, `startWith(X)`, `.map(AppStep.detail)` in a chain bound to `steps`.
    private func valueArguments(in range: TokenRange) -> [StepRef] {
        var result: [StepRef] = []
        for k in range.lower..<range.upper where src.isKind(k + 1, .lparen) {
            let isValue = src.spells(k, RxFlowWord.just) || src.spells(k, RxFlowWord.of) || src.spells(k, "startWith")
            let isMapper = src.spells(k, RxFlowWord.map) || src.spells(k, RxFlowWord.compactMap) || src.spells(k, RxFlowWord.flatMap)
            guard isValue || isMapper else { continue }
            for argument in src.arguments(ofGroupAt: k + 1) {
                // `.map(AppStep.detail)`: a case constructor passed as a function; `.map(to: X)` (RxSwiftExt).
                if isMapper && argument.label == nil && !src.isCapitalized(argument.value.lower) { continue }
                result += refs.references(inExpression: argument.value)
            }
        }
        return result
    }

    private func inside(_ open: Int) -> TokenRange { TokenRange(open + 1, src.closer(open)) }

    /// In `bind(to: x.steps)` / `drive(steps)` / `emit(to: steps)`: the `steps` token, if the target
    /// is a stepper's relay.
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
        let typer = ExpressionTyper(src: src, scope: file.enclosingFunctionBody(stepsToken),
                                    parameters: file.enclosingFunction(stepsToken)?.parameters ?? [])
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
        // Direct payloads of a reference already kept: the linker reads them with it.
        var payloads: Set<Position> = []
        var k = 0
        while k < tokens.count {
            // `AppStep(rawValue: text)`, `AppStep.init(rawValue: text)` and the initializer handed over
            // (`.compactMap(AppStep.init(rawValue:))`): the value may be any case.
            let initializer = src.isKind(k + 1, .dot) && src.isKeyword(k + 2, .`init`) ? k + 3 : k + 1
            if src.isCapitalized(k) && !src.isKind(k - 1, .dot) && src.isKind(initializer, .lparen),
               src.argument("rawValue", ofGroupAt: initializer) != nil {
                let t = tokens[k]
                result.append(RawEmission(step: StepRef(qualifier: src.text(k), caseName: StepResolver.allCases, line: Int(t.line),
                                                        column: Int(t.column)),
                                          context: .anyStep, how: .reference, enclosingType: file.enclosingTypeName(k), emitter: nil))
            }
            guard !excluded[k], src.isCapitalized(k), !src.isKind(k - 1, .dot),
                  let (ref, end) = refs.reference(at: k, limit: tokens.count) else { k += 1; continue }
            // Read on inside the arguments: `Cell.Dependencies(intent: f(AppStep.about))` uses a step
            // whatever the outer call is.
            defer { k = src.isKind(end - 1, .rparen) && src.match[end - 1] > k ? Int(src.match[end - 1]) + 1 : end }
            let position = Position(line: ref.line, column: ref.column)
            let compared = isComparison(k - 1) || isComparison(end)
            if compared || specific.contains(position) || payloads.contains(position) { continue }
            var pending = ref.payload
            while let inner = pending.popLast() {
                payloads.insert(Position(line: inner.line, column: inner.column))
                pending += inner.payload
            }
            result.append(RawEmission(step: ref, context: .type(ref.qualifier ?? ""), how: .reference,
                                      enclosingType: file.enclosingTypeName(k), emitter: nil))
        }
        return result
    }

    private func isComparison(_ k: Int) -> Bool {
        src.isKind(k, .op) && (src.spells(k, "==") || src.spells(k, "!=") || src.spells(k, "~=") || src.spells(k, "==="))
    }
}
