import StepGraphCore
/// Extracts, for each function (methods, protocol-extension methods, free functions), the step arms
/// it contains and what the rest of its body does. Arms come from switches and `if/guard case` on the
/// step, nested switches on a case's payload, and comparisons (`guard (step as? AppStep) == .main`).
/// The linker decides which functions belong to a flow's `navigate(to:)`.
struct FlowFunctionExtractor {
    let extractor: RxFlowExtractor
    var src: SourceView { extractor.src }
    var outline: SyntaxOutline { extractor.outline }

    /// Step switches nested deeper than this inside other step arms are read as plain code of the
    /// outer arm (real flows nest two levels at most; this keeps hostile input linear).
    static let maxArmNesting = 4

    func functionFacts() -> [FunctionFact] {
        var switchesByFunction: [Int: [SwitchStatement]] = [:]
        for statement in outline.switches { switchesByFunction[statement.function, default: []].append(statement) }
        var conditionsByFunction: [Int: [CaseCondition]] = [:]
        for condition in outline.caseConditions { conditionsByFunction[condition.function, default: []].append(condition) }
        var result: [FunctionFact] = []
        for (index, function) in outline.functions.enumerated() {
            guard function.kind == .function, let body = function.body else { continue }
            result.append(FunctionReader(extractor: extractor, function: function, body: body).fact(
                switches: switchesByFunction[index] ?? [], conditions: conditionsByFunction[index] ?? []))
        }
        return result
    }
}

/// Reads one function: binds the step variables, collects the arms, then scans every arm's effect.
private struct FunctionReader {
    let extractor: RxFlowExtractor
    let function: FunctionDecl
    let body: TokenRange
    var src: SourceView { extractor.src }
    var refs: StepReferenceParser { extractor.refs }

    /// An arm before its effect is read.
    private struct PendingArm {
        var patterns: [RawPattern]
        var isDefault: Bool
        var context: [StepContext]
        var whereClause: String?
        var label: Int
        var body: TokenRange
        var isNested = false
        /// `guard … case let .wrapper(w) = s else {…}` or `case let .wrapper(w):` followed by a switch
        /// on `w`: the nested arms decide, the wrapper case is no arm of its own.
        var decidedByNestedSwitch = false
        /// A guard's `else`, which no case names.
        var isImplicit = false
    }

    func fact(switches: [SwitchStatement], conditions: [CaseCondition]) -> FunctionFact {
        var bound = StepBindings()
        for parameter in function.parameters {
            let type = src.typeName(parameter.type)
            let context: StepContext = RxFlowWord.Step.names(type) ? .anyStep : .type(type)
            bound.add(src.text(parameter.name), context: [context], scope: body)
        }
        let blocks = BlockIndex(src, body)
        let casts = recordCasts(&bound, blocks: blocks)
        var conversions = recordConversions(bound)

        var arms: [PendingArm] = []
        // Switches, case conditions and comparisons in source order, so an outer arm's bindings exist
        // before its inner switch.
        enum Item { case switchStatement(SwitchStatement), condition(CaseCondition), comparison(Comparison) }
        var order: [(keyword: Int, item: Item)] = switches.map { ($0.keyword, .switchStatement($0)) }
        order += conditions.map { ($0.keyword, .condition($0)) }
        order += comparisons(blocks: blocks).map { ($0.keyword, .comparison($0)) }
        order.sort { $0.keyword < $1.keyword }

        var unread: [UnreadMatch] = []
        func markUnread(_ subject: TokenRange, at keyword: Int) {
            let contexts = (subject.lower..<subject.upper).flatMap { k in
                src.isKind(k, .identifier) && !src.isKind(k - 1, .dot) ? bound.binding(at: k, src) ?? [] : []
            }
            guard !contexts.isEmpty else { return }
            unread.append(UnreadMatch(line: Int(src.tokens[keyword].line), subject: src.text(subject), contexts: contexts))
        }
        var openArms: [TokenRange] = []  // step-arm bodies enclosing the current statement
        for (keyword, item) in order {
            while let last = openArms.last, last.upper <= keyword { openArms.removeLast() }
            guard openArms.count < FlowFunctionExtractor.maxArmNesting else { continue }
            switch item {
            case .switchStatement(let statement):
                guard let context = stepContext(ofSubject: statement.subject, bound: bound) else {
                    markUnread(statement.subject, at: statement.keyword)
                    continue
                }
                let isNested = !openArms.isEmpty
                if !openArms.isEmpty, context.allSatisfy({ if case .payload = $0 { return true }; return false }),
                   let wrapper = arms.lastIndex(where: { $0.body.contains(keyword) }) {
                    arms[wrapper].decidedByNestedSwitch = true
                }
                openArms.append(statement.body)
                for arm in statement.arms {
                    let patterns = arm.patterns.map { refs.pattern($0) }
                    bind(patterns, context: context, scope: arm.body, into: &bound)
                    arms.append(PendingArm(patterns: patterns, isDefault: arm.isDefault, context: context,
                                           whereClause: arm.whereClause.map { src.text($0) }, label: arm.label, body: arm.body,
                                           isNested: isNested))
                }
            case .condition(let condition):
                guard let context = stepContext(ofSubject: condition.subject, bound: bound) else {
                    markUnread(condition.subject, at: condition.keyword)
                    continue
                }
                let isNested = !openArms.isEmpty
                openArms.append(condition.body)
                let pattern = refs.pattern(condition.pattern)
                bind([pattern], context: context, scope: condition.body, into: &bound)
                arms.append(PendingArm(patterns: [pattern], isDefault: false, context: context, whereClause: nil,
                                       label: condition.keyword, body: condition.body, isNested: isNested))
                // `guard case … = step else { return navigateToHome() }`: the `else` takes every other step.
                if condition.isGuard && !isNested, src.isKind(condition.body.lower - 1, .rbrace) {
                    let open = Int(src.match[condition.body.lower - 1])
                    if open > condition.keyword && open < condition.body.lower - 1 {
                        arms.append(PendingArm(patterns: [], isDefault: true, context: context, whereClause: nil,
                                               label: open, body: TokenRange(open + 1, condition.body.lower - 1), isImplicit: true))
                    }
                }
            case .comparison(let comparison):
                var context: [StepContext]?
                var patterns: [RawPattern] = []
                for (subject, value) in comparison.operands {
                    guard let found = stepContext(ofSubject: subject, bound: bound),
                          let (ref, end) = refs.reference(at: value.lower, limit: value.upper), end == value.upper else { continue }
                    context = found
                    patterns.append(RawPattern(kind: .enumCase(ref), bindings: []))
                }
                guard let context, !patterns.isEmpty else { continue }
                let isNested = !openArms.isEmpty
                openArms.append(comparison.body)
                arms.append(PendingArm(patterns: patterns, isDefault: false, context: context,
                                       whereClause: comparison.extraConditions, label: comparison.keyword, body: comparison.body,
                                       isNested: isNested))
            }
        }

        var scanner = EffectScanner(src: src, scope: body, function: function, steps: bound)
        scanner.propertySteps = { [outline = extractor.outline, src, refs] name in
            let declared = outline.variables.filter { $0.function < 0 && src.text($0.name) == name }
            guard declared.count == 1, let value = declared[0].accessors ?? declared[0].initializer else { return nil }
            return refs.returnedReferences(in: value)
        }
        let adapts = isAdapt
        let mapsSteps = adapts || (function.returnType.map { RxFlowWord.Step.names(src.typeName($0)) } ?? false)
        if adapts {
            conversions += unreadAdaptResults(bound, arms: arms.filter { !$0.isDefault }.map(\.body))
        }
        let outside = mergedRanges(arms.map(\.body))
        let rawArms = arms.map { arm in
            RawArm(patterns: arm.patterns, isDefault: arm.isDefault, context: arm.context, whereClause: arm.whereClause,
                   line: Int(src.tokens[arm.label].line), column: Int(src.tokens[arm.label].column),
                   effect: scanner.effect(of: arm.body), returnedSteps: mapsSteps ? refs.returnedReferences(in: arm.body) : [],
                   isNested: arm.isNested, isWrapper: arm.decidedByNestedSwitch, isImplicit: arm.isImplicit)
        }
        var fact = FunctionFact(
            owner: function.owner >= 0 ? extractor.file.typeNames[function.owner] : "", name: src.text(function.name),
            labels: function.parameters.map { $0.label.map { src.text($0) } ?? "_" },
            parameterTypes: function.parameters.map { src.typeName($0.type) },
            parameterHasDefault: function.parameters.map { $0.defaultValue != nil },
            returnType: function.returnType.map { src.typeName($0) } ?? "",
            line: Int(src.tokens[function.keyword].line), arms: rawArms,
            effect: scanner.effect(of: body, excluding: outside),
            casts: casts, conversions: conversions, hasStepSwitch: !rawArms.isEmpty, unreadMatches: unread)
        if rawArms.isEmpty && unread.isEmpty && fact.returnsNavigation && !function.parameters.isEmpty {
            fact.bodyArm = wholeBodyArm(bound, scanner: scanner)
        }
        return fact
    }

    // MARK: navigation without a switch

    /// A `navigate(to:)` without a switch takes every step it receives: one arm, the body after a
    /// top-level `guard let s = step as? AppStep else { … }` (taking that type's steps; the `else`,
    /// which only steps of other types reach, is not part of it), else the whole body (taking the
    /// parameter's type, or any step).
    private func wholeBodyArm(_ bound: StepBindings, scanner: EffectScanner) -> RawArm? {
        let parameter = function.parameters[0]
        let parameterType = src.typeName(parameter.type)
        var pattern = RawPattern(kind: RxFlowWord.Step.names(parameterType) ? .wildcard : .typeMatch(parameterType), bindings: [])
        var context: [StepContext] = [RxFlowWord.Step.names(parameterType) ? .anyStep : .type(parameterType)]
        var start = body.lower
        var k = body.lower
        while k < body.upper {
            defer { k = src.skipGroup(k) }
            guard src.isKeyword(k, .guard) else { continue }
            var end = k + 1
            while end < body.upper && !src.isKeyword(end, .else) { end = src.skipGroup(end) }
            guard src.isKind(end + 1, .lbrace),
                  let cast = (k + 1..<end).first(where: { src.isKeyword($0, .as) && src.isKind($0 + 1, .question) }),
                  src.isKind(cast - 1, .identifier), bound.binding(at: cast - 1, src) != nil else { continue }
            var typeEnd = cast + 2
            while typeEnd < end && (src.isKind(typeEnd, .identifier) || src.isKind(typeEnd, .dot)) { typeEnd += 1 }
            let type = src.typeName(TokenRange(cast + 2, typeEnd))
            pattern = RawPattern(kind: .typeMatch(type), bindings: [])
            context = [.type(type)]
            start = min(src.closer(end + 1) + 1, body.upper)
            break
        }
        guard start < body.upper else { return nil }
        let first = src.tokens[start]
        return RawArm(patterns: [pattern], isDefault: false, context: context, whereClause: nil,
                      line: Int(first.line), column: Int(first.column), effect: scanner.effect(of: TokenRange(start, body.upper)),
                      isImplicit: true)
    }

    // MARK: adapt(step:)

    /// `func adapt(step: Step) -> Single<Step>`: RxFlow rewrites each arriving step through it.
    private var isAdapt: Bool {
        guard src.spells(function.name, RxFlowWord.adapt), function.parameters.count == 1, let result = function.returnType else { return false }
        return (result.lower..<result.upper).contains { src.spells($0, RxFlowWord.Step) }
    }

    /// The results of `adapt(step:)` the tool does not read, as conversions: it reads `.just(X)` and
    /// `Single.just(X)` (or a ternary of them) where X is the step received (any binding of it) or, in
    /// an arm on the step, a step case — the arm's step becomes X. Anything else (another call, a
    /// `.just(X)` of a case outside an arm, which rewrites every step) may turn a step into any other.
    private func unreadAdaptResults(_ bound: StepBindings, arms: [TokenRange]) -> [(line: Int, detail: String)] {
        var results: [TokenRange] = []
        for k in body.lower..<body.upper where src.isKeyword(k, .return) {
            results.append(TokenRange(k + 1, src.expressionEnd(from: k + 1, limit: body.upper)))
        }
        if results.isEmpty { results.append(body) }
        return results.compactMap { result in
            let inArm = arms.contains { $0.contains(result.lower) }
            guard result.lower < result.upper, !isReadableAdaptResult(result, bound, inArm: inArm) else { return nil }
            // The result as written, its first line only (a `Single.create { … }` spans many).
            var written = src.text(result).split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            if written.count > 60 { written = written.prefix(59) + "…" }
            return (line: Int(src.tokens[min(result.lower, body.upper - 1)].line), detail: "adapt(step:) returning \(written)")
        }
    }

    private func isReadableAdaptResult(_ range: TokenRange, _ bound: StepBindings, inArm: Bool) -> Bool {
        // `condition ? .just(step) : .just(AppStep.login)`: both branches.
        var k = range.lower
        while k < range.upper {
            if src.isKind(k, .question) && !src.tokens[k].flags.isEmpty {
                var colon = k + 1
                while colon < range.upper && !src.isKind(colon, .colon) { colon = src.skipGroup(colon) }
                guard colon < range.upper else { return false }
                return isReadableAdaptResult(TokenRange(k + 1, colon), bound, inArm: inArm)
                    && isReadableAdaptResult(TokenRange(colon + 1, range.upper), bound, inArm: inArm)
            }
            k = src.skipGroup(k)
        }
        k = range.lower
        if src.spells(k, RxFlowWord.Single) || src.spells(k, RxFlowWord.Observable) { k += 1 }
        guard src.isKind(k, .dot), src.spells(k + 1, RxFlowWord.just), src.isKind(k + 2, .lparen),
              src.closer(k + 2) == range.upper - 1 else { return false }
        let value = TokenRange(k + 3, range.upper - 1)
        if value.upper - value.lower == 1 && src.isKind(value.lower, .identifier) && bound.binding(at: value.lower, src) != nil { return true }
        guard inArm, let (_, end) = refs.reference(at: value.lower, limit: value.upper) else { return false }
        return end == value.upper
    }

    // MARK: casts

    /// `let s = step as? AppStep`, `guard let step = step as? AppStep`, `if let s = transform(step: step)
    /// as? ListStep`: new bindings (visible from the binding to the end of the `if` body or of the
    /// enclosing block), and the cast types.
    private func recordCasts(_ bound: inout StepBindings, blocks: BlockIndex) -> [String] {
        var casts: [String] = []
        var k = body.lower
        while k < body.upper {
            defer { k += 1 }
            guard src.isKeyword(k, .as), src.isKind(k + 1, .question) || src.isKind(k + 1, .exclaim),
                  let operand = castOperand(endingAt: k - 1), mentionsStep(operand, bound) else { continue }
            var end = k + 2
            while end < body.upper && (src.isKind(end, .identifier) || src.isKind(end, .dot)) { end += 1 }
            let type = src.typeName(TokenRange(k + 2, end))
            casts.append(type)
            let start = operand.lower
            if src.isKind(start - 1, .equal) && src.isKind(start - 2, .identifier)
                && (src.isKeyword(start - 3, .let) || src.isKeyword(start - 3, .var)) {
                bound.add(src.text(start - 2), context: [.type(type)], scope: TokenRange(start, bindingEnd(at: start - 3, blocks: blocks)))
            }
        }
        return casts
    }

    /// `guard let step = step.asAppStep`, `let appStep = step.toAppStep()`: the step rebound through a
    /// member the tool does not follow, which may map steps (such as `RxFlowStep.home`) onto other cases.
    private func recordConversions(_ bound: StepBindings) -> [(line: Int, detail: String)] {
        var conversions: [(line: Int, detail: String)] = []
        var k = body.lower
        while k + 5 < body.upper {
            defer { k += 1 }
            guard src.isKeyword(k, .let) || src.isKeyword(k, .var), src.isKind(k + 1, .identifier), src.isKind(k + 2, .equal),
                  src.isKind(k + 3, .identifier), src.isKind(k + 4, .dot), src.isKind(k + 5, .identifier),
                  !src.isKeyword(k + 6, .as), bound.binding(at: k + 3, src) != nil else { continue }
            conversions.append((line: Int(src.tokens[k + 3].line), detail: src.text(k + 3) + "." + src.text(k + 5)))
        }
        return conversions
    }

    /// The operand of `as?` ending at token `last`: an identifier, or a call or parenthesised group.
    private func castOperand(endingAt last: Int) -> TokenRange? {
        guard last >= body.lower else { return nil }
        if src.isKind(last, .identifier) { return TokenRange(last, last + 1) }
        guard src.isKind(last, .rparen) else { return nil }
        var start = Int(src.match[last])
        guard start >= body.lower, start < last else { return nil }
        // `transform(step: step)`, `self.transform(step: step)`.
        while src.isKind(start - 1, .identifier) && start - 1 >= body.lower {
            start -= 1
            if src.isKind(start - 1, .dot) && (src.isKind(start - 2, .identifier) || src.isKeyword(start - 2, .self)) { start -= 2 }
        }
        return TokenRange(start, last + 1)
    }

    private func mentionsStep(_ range: TokenRange, _ bound: StepBindings) -> Bool {
        (range.lower..<range.upper).contains { k in src.isKind(k, .identifier) && !src.isKind(k - 1, .dot) && bound.binding(at: k, src) != nil }
    }

    /// Where a binding introduced by the `let`/`var` at `k` stops being visible.
    private func bindingEnd(at k: Int, blocks: BlockIndex) -> Int {
        let statement = src.statementStart(k, floor: body.lower)
        if src.isKeyword(statement, .if) || src.isKeyword(statement, .while) || src.isKeyword(statement, .else) {
            // `if let s = … { … }`: the condition and the body.
            var j = k
            while j < body.upper && !src.isKind(j, .lbrace) { j = src.skipGroup(j) }
            return j < body.upper ? src.closer(j) : body.upper
        }
        return blocks.end(of: k)
    }

    // MARK: comparisons

    /// An `if`/`guard` whose condition compares the step with cases: `guard (step as? AppStep) == .main`,
    /// `if step == .a || step == .b`, `guard step != .logout else { … }`.
    struct Comparison {
        var keyword: Int
        /// (subject, case) pairs, each an `==` (or, for `guard … !=`, a `!=`) in the condition.
        var operands: [(TokenRange, TokenRange)]
        /// Other conditions joined with `&&` or `,`, as written (the arm runs only when they hold too).
        var extraConditions: String?
        var body: TokenRange
    }

    private func comparisons(blocks: BlockIndex) -> [Comparison] {
        var result: [Comparison] = []
        var k = body.lower
        while k < body.upper {
            defer { k += 1 }
            let isGuard = src.isKeyword(k, .guard)
            guard (isGuard || src.isKeyword(k, .if)) && !src.isKeyword(k + 1, .case) && !src.isKind(k - 1, .pound) else { continue }
            // The condition runs to the `{` (if) or `else` (guard) at this depth.
            var end = k + 1
            while end < body.upper && !src.isKind(end, .lbrace) && !(isGuard && src.isKeyword(end, .else)) {
                end = src.skipGroup(end)
            }
            guard end < body.upper else { continue }
            let condition = TokenRange(k + 1, end)
            guard let parsed = comparisonOperands(condition, negated: isGuard) else { continue }
            var block = end
            if isGuard { block = end + 1 }
            guard src.isKind(block, .lbrace) else { continue }
            let armBody: TokenRange
            if isGuard {
                // `guard step == .x else { return }`: what follows is the arm; for `!=`, the else block is.
                armBody = parsed.negatedInGuard ? TokenRange(block + 1, src.closer(block))
                    : TokenRange(min(src.closer(block) + 1, body.upper), blocks.end(of: k))
            } else {
                armBody = TokenRange(block + 1, src.closer(block))
            }
            result.append(Comparison(keyword: k, operands: parsed.operands, extraConditions: parsed.extra, body: armBody))
        }
        return result
    }

    /// The `subject == .case` pairs of a condition made only of such comparisons joined by `||`
    /// (or, with other conditions, by `&&`/`,`). In a guard, `subject != .case` conditions count
    /// (their else block is the arm) when every comparison is one.
    private func comparisonOperands(_ condition: TokenRange, negated: Bool)
        -> (operands: [(TokenRange, TokenRange)], extra: String?, negatedInGuard: Bool)? {
        // Split at depth 0 on `||`, `&&` and `,`.
        var clauses: [TokenRange] = []
        var joiners: Set<String> = []
        var start = condition.lower
        var k = condition.lower
        while k <= condition.upper {
            if k == condition.upper || src.isKind(k, .comma) || src.spells(k, "||") || src.spells(k, "&&") {
                if k > start { clauses.append(TokenRange(start, k)) }
                if k < condition.upper { joiners.insert(src.isKind(k, .comma) ? "," : src.text(k)) }
                start = k + 1
                k += 1
                continue
            }
            k = src.skipGroup(k)
        }
        var operands: [(TokenRange, TokenRange)] = []
        var others: [String] = []
        var sawEqual = false, sawNotEqual = false
        for clause in clauses {
            var clause = clause
            while src.isKind(clause.lower, .lparen) && src.closer(clause.lower) == clause.upper - 1 && clause.upper - clause.lower > 2
                && !isCastGroup(clause) {
                clause = TokenRange(clause.lower + 1, clause.upper - 1)
            }
            var op = clause.lower
            while op < clause.upper && !(src.spells(op, "==") || src.spells(op, "!=")) { op = src.skipGroup(op) }
            guard op < clause.upper else { others.append(src.text(clause)); continue }
            let left = TokenRange(clause.lower, op), right = TokenRange(op + 1, clause.upper)
            if src.spells(op, "==") { sawEqual = true } else { sawNotEqual = true }
            let pair = isCaseLiteral(right) ? (left, right) : (right, left)
            operands.append(pair)
        }
        guard !operands.isEmpty, !(sawEqual && sawNotEqual) else { return nil }
        if sawNotEqual && !negated { return nil }
        // `a == .x || b == .y` is one arm; `||` with unrelated conditions is not an arm at all.
        if joiners.contains("||") && (!others.isEmpty || joiners.count > 1) { return nil }
        if sawNotEqual && (operands.count > 1 || !others.isEmpty) { return nil }
        return (operands, others.isEmpty ? nil : others.joined(separator: ", "), sawNotEqual)
    }

    private func isCastGroup(_ range: TokenRange) -> Bool {
        (range.lower..<range.upper).contains { src.isKeyword($0, .as) }
            && !(range.lower + 1..<range.upper - 1).contains { src.spells($0, "==") || src.spells($0, "!=") }
    }

    private func isCaseLiteral(_ range: TokenRange) -> Bool {
        guard let (_, end) = refs.reference(at: range.lower, limit: range.upper) else { return false }
        return end == range.upper
    }

    // MARK: subjects and bindings

    /// The step context of a switch or comparison subject: `step`, `step as? AppStep`,
    /// `(step as? AppStep)`, a bound payload.
    private func stepContext(ofSubject subject: TokenRange, bound: StepBindings) -> [StepContext]? {
        var range = subject
        while range.upper - range.lower >= 2 && src.isKind(range.lower, .lparen) && src.closer(range.lower) == range.upper - 1 {
            range = TokenRange(range.lower + 1, range.upper - 1)
        }
        // `self.step`? No: only bound names.
        guard range.lower < range.upper, src.isKind(range.lower, .identifier),
              let binding = bound.binding(at: range.lower, src) else { return nil }
        if range.upper - range.lower == 1 { return binding }
        let k = range.lower + 1
        // `step as? AppStep`, not a tuple `(step as? AppStep, isLoggedIn)`.
        if src.isKeyword(k, .as) && (src.isKind(k + 1, .question) || src.isKind(k + 1, .exclaim))
            && !(k + 2..<range.upper).contains(where: { src.isKind($0, .comma) }) {
            return [.type(src.typeName(TokenRange(k + 2, range.upper)))]
        }
        return nil
    }

    private func bind(_ patterns: [RawPattern], context: [StepContext], scope: TokenRange, into bound: inout StepBindings) {
        for pattern in patterns {
            for name in pattern.bindings {
                switch pattern.kind {
                case .enumCase(let ref):
                    bound.add(name, context: [.payload(ofCase: ref, context: context)], scope: scope)
                case .typeMatch(let type):
                    bound.add(name, context: [.type(type)], scope: scope)
                case .wildcard:
                    bound.add(name, context: context, scope: scope)
                case .unreadable:
                    continue
                }
            }
        }
    }

    private func mergedRanges(_ ranges: [TokenRange]) -> [TokenRange] {
        var merged: [TokenRange] = []
        for range in ranges.sorted(by: { $0.lower < $1.lower }) {
            if let last = merged.last, range.lower < last.upper {
                merged[merged.count - 1].upper = max(last.upper, range.upper)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}

/// Variables known to hold a step in one function: parameters, casts and pattern bindings, each
/// visible over a token range. The innermost (latest) visible binding of a name wins.
struct StepBindings {
    private struct Binding {
        var name: String
        var context: [StepContext]
        var scope: TokenRange
    }
    private var bindings: [Binding] = []

    mutating func add(_ name: String, context: [StepContext], scope: TokenRange) {
        bindings.append(Binding(name: name, context: context, scope: scope))
    }

    /// The contexts of the step variable named by identifier `k`, if one is visible there.
    func binding(at k: Int, _ src: SourceView) -> [StepContext]? {
        guard !bindings.isEmpty else { return nil }
        let name = src.text(k)
        return bindings.last { $0.name == name && $0.scope.contains(k) }?.context
    }
}

/// For the tokens of a function body, where the innermost `{ … }` block holding each one ends
/// (the body's end at the top level). Built in one pass with a stack.
struct BlockIndex {
    private let lower: Int
    private let ends: [Int32]

    init(_ src: SourceView, _ body: TokenRange) {
        lower = body.lower
        var ends = [Int32](repeating: Int32(body.upper), count: max(0, body.upper - body.lower))
        var stack: [Int32] = []
        for k in body.lower..<body.upper {
            while let top = stack.last, Int(top) <= k { stack.removeLast() }
            if let top = stack.last { ends[k - body.lower] = top }
            if src.tokens[k].kind == .lbrace { stack.append(Int32(min(src.closer(k), body.upper))) }
        }
        self.ends = ends
    }

    func end(of k: Int) -> Int {
        let offset = k - lower
        return offset >= 0 && offset < ends.count ? Int(ends[offset]) : lower + ends.count
    }
}
