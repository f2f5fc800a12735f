/// Extracts, for each method of a type, the step arms it contains (switches and `if/guard case` on the
/// step, nested switches on a case's payload) and what the rest of its body does. The linker decides
/// which methods belong to a flow's `navigate(to:)`.
struct FlowFunctionExtractor {
    let extractor: RxFlowExtractor
    var src: SourceView { extractor.src }
    var outline: SyntaxOutline { extractor.outline }

    /// A variable known to hold a step, with the types it may be.
    private struct BoundStep {
        var name: String
        var context: [StepContext]
        /// Where the binding is visible (a function body, or an arm body for pattern bindings).
        var scope: TokenRange
    }

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
            guard function.kind == .function, function.owner >= 0, let body = function.body else { continue }
            result.append(fact(for: function, body: body, switches: switchesByFunction[index] ?? [],
                               conditions: conditionsByFunction[index] ?? []))
        }
        return result
    }

    private func fact(for function: FunctionDecl, body: TokenRange, switches: [SwitchStatement],
                      conditions: [CaseCondition]) -> FunctionFact {
        var bound: [BoundStep] = []
        for parameter in function.parameters {
            let type = src.typeName(parameter.type)
            let context: StepContext = type == "Step" || type == "RxFlow.Step" ? .anyStep : .type(type)
            bound.append(BoundStep(name: src.text(parameter.name), context: [context], scope: body))
        }
        let casts = recordCasts(in: body, bound: &bound)

        var arms: [RawArm] = []
        var armRanges: [TokenRange] = []
        let scanner = EffectScanner(src: src, scope: body)
        // Switches and conditions in source order, so an outer arm's bindings exist before its inner switch.
        var order: [(keyword: Int, isSwitch: Bool, index: Int)] = switches.indices.map { (switches[$0].keyword, true, $0) }
        order += conditions.indices.map { (conditions[$0].keyword, false, $0) }
        order.sort { $0.keyword < $1.keyword }

        var openArms: [TokenRange] = []  // step-arm bodies enclosing the current statement
        for item in order {
            while let last = openArms.last, last.upper <= item.keyword { openArms.removeLast() }
            guard openArms.count < FlowFunctionExtractor.maxArmNesting else { continue }
            if item.isSwitch {
                let statement = switches[item.index]
                guard let context = stepContext(ofSubject: statement.subject, bound: bound) else { continue }
                openArms.append(statement.body)
                for arm in statement.arms {
                    let patterns = arm.patterns.map { extractor.refs.pattern($0) }
                    bind(patterns, context: context, scope: arm.body, into: &bound)
                    arms.append(RawArm(
                        patterns: patterns, isDefault: arm.isDefault, context: context,
                        whereClause: arm.whereClause.map { src.text($0) }, line: Int(src.tokens[arm.label].line),
                        column: Int(src.tokens[arm.label].column),
                        effect: scanner.effect(of: arm.body)))
                }
                armRanges.append(statement.body)
            } else {
                let condition = conditions[item.index]
                guard let context = stepContext(ofSubject: condition.subject, bound: bound) else { continue }
                openArms.append(condition.body)
                let pattern = extractor.refs.pattern(condition.pattern)
                bind([pattern], context: context, scope: condition.body, into: &bound)
                arms.append(RawArm(
                    patterns: [pattern], isDefault: false, context: context, whereClause: nil,
                    line: Int(src.tokens[condition.keyword].line), column: Int(src.tokens[condition.keyword].column),
                    effect: scanner.effect(of: condition.body)))
                armRanges.append(condition.body)
            }
        }
        let outside = mergedRanges(armRanges)
        return FunctionFact(
            owner: extractor.file.typeNames[function.owner], name: src.text(function.name),
            labels: function.parameters.map { $0.label.map { src.text($0) } ?? "_" },
            parameterTypes: function.parameters.map { src.typeName($0.type) },
            returnType: function.returnType.map { src.typeName($0) } ?? "",
            line: Int(src.tokens[function.keyword].line), arms: arms,
            effect: scanner.effect(of: body, excluding: outside), casts: casts, hasStepSwitch: !arms.isEmpty)
    }

    /// `let s = step as? AppStep`, `guard let step = step as? AppStep`: new bindings, and the cast types.
    private func recordCasts(in body: TokenRange, bound: inout [BoundStep]) -> [String] {
        var casts: [String] = []
        var k = body.lower
        while k < body.upper {
            if src.tokens[k].keyword == .as && (src.isKind(k + 1, .question) || src.isKind(k + 1, .exclaim)),
               src.isKind(k - 1, .identifier), isBound(k - 1, bound) {
                var end = k + 2
                while end < body.upper && (src.isKind(end, .identifier) || src.isKind(end, .dot)) { end += 1 }
                let type = src.typeName(TokenRange(k + 2, end))
                casts.append(type)
                if src.isKind(k - 2, .equal) && src.isKind(k - 3, .identifier)
                    && (src.isKeyword(k - 4, .let) || src.isKeyword(k - 4, .var)) {
                    bound.append(BoundStep(name: src.text(k - 3), context: [.type(type)], scope: body))
                }
            }
            k += 1
        }
        return casts
    }

    private func isBound(_ k: Int, _ bound: [BoundStep]) -> Bool {
        let name = src.text(k)
        return bound.contains { $0.name == name && $0.scope.contains(k) }
    }

    /// The step context of a switch subject: `step`, `step as? AppStep`, `(step as? AppStep)`, a bound payload.
    private func stepContext(ofSubject subject: TokenRange, bound: [BoundStep]) -> [StepContext]? {
        var range = subject
        while range.upper - range.lower >= 2 && src.isKind(range.lower, .lparen) && src.closer(range.lower) == range.upper - 1 {
            range = TokenRange(range.lower + 1, range.upper - 1)
        }
        guard range.lower < range.upper, src.isKind(range.lower, .identifier) else { return nil }
        let name = src.text(range.lower)
        // The innermost (latest) binding visible here wins.
        guard let binding = bound.last(where: { $0.name == name && $0.scope.contains(range.lower) }) else { return nil }
        if range.upper - range.lower == 1 { return binding.context }
        let k = range.lower + 1
        if src.isKeyword(k, .as) && (src.isKind(k + 1, .question) || src.isKind(k + 1, .exclaim)) {
            return [.type(src.typeName(TokenRange(k + 2, range.upper)))]
        }
        return nil
    }

    private func bind(_ patterns: [RawPattern], context: [StepContext], scope: TokenRange, into bound: inout [BoundStep]) {
        for pattern in patterns {
            for name in pattern.bindings {
                switch pattern.kind {
                case .enumCase(let ref):
                    bound.append(BoundStep(name: name, context: [.payload(ofCase: ref, context: context)], scope: scope))
                case .typeMatch(let type):
                    bound.append(BoundStep(name: name, context: [.type(type)], scope: scope))
                case .wildcard:
                    bound.append(BoundStep(name: name, context: context, scope: scope))
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
