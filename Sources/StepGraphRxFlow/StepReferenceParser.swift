import StepGraphCore
/// Reads step references (`.case`, `Enum.case`, `Enum.Nested.case(…)`) and case patterns from
/// tokens. Implicit `.case` references are taken only at positions where the value *is* the
/// expression (argument start, ternary branches, `??`, `return`, a closure's result), never after an
/// arbitrary label such as `preferredStyle:`.
struct StepReferenceParser {
    let src: SourceView

    private static let maxPayloadDepth = 3

    /// A reference starting at `k` (and ending before `limit`), with the index just past it.
    func reference(at k: Int, limit: Int, depth: Int = 0) -> (StepRef, Int)? {
        guard k < limit else { return nil }
        var j = k
        var qualifier: String?
        if src.tokens[k].kind == .dot {
            guard k + 1 < limit, src.isKind(k + 1, .identifier) else { return nil }
            j = k + 1
        } else if src.isCapitalized(k) {
            var parts: [String] = []
            while j + 2 < limit && src.isCapitalized(j) && src.isKind(j + 1, .dot) && src.isKind(j + 2, .identifier) {
                parts.append(src.text(j))
                j += 2
            }
            guard !parts.isEmpty else { return nil }
            qualifier = parts.joined(separator: ".")
        } else {
            return nil
        }
        let nameToken = j
        // `init`/`self`/`Type` are not case names.
        switch src.tokens[nameToken].keyword {
        case .`init`, .self, .`Self`: return nil
        default: break
        }
        j += 1
        // `Foo.bar.baz` is member access on a value, not a case.
        if src.isKind(j, .dot) && j < limit { return nil }
        var payload: [StepRef] = []
        if j < limit && src.isKind(j, .lparen) {
            let close = src.closer(j)
            if depth < StepReferenceParser.maxPayloadDepth {
                for argument in src.arguments(ofGroupAt: j) {
                    if let (inner, end) = reference(at: argument.value.lower, limit: argument.value.upper, depth: depth + 1),
                       end == argument.value.upper {
                        payload.append(inner)
                    }
                }
            }
            j = min(close + 1, src.count)
        }
        let t = src.tokens[k]
        let ref = StepRef(qualifier: qualifier, caseName: src.text(nameToken), line: Int(t.line), column: Int(t.column),
                          payload: payload)
        return (ref, j)
    }

    /// References at expression-start positions of `range`, at its own bracket depth.
    func references(inExpression range: TokenRange, depth: Int = 0) -> [StepRef] {
        var result: [StepRef] = []
        var k = range.lower
        var expectOperand = true
        while k < range.upper {
            if expectOperand, let (ref, next) = reference(at: k, limit: range.upper) {
                result.append(ref)
                k = next
                expectOperand = false
                continue
            }
            let t = src.tokens[k]
            switch t.kind {
            case .question:
                expectOperand = !t.flags.isEmpty  // a ternary `?` has space before it; optional chaining has none
            case .colon:
                expectOperand = true
            case .op:
                expectOperand = src.spells(k, "??")
            case .identifier:
                expectOperand = t.keyword == .return || t.keyword == .try || t.keyword == .await
            case .lparen, .lbracket, .lbrace:
                // A parenthesised operand: look inside for `(cond ? .a : .b)`.
                if expectOperand && t.kind == .lparen && depth < StepReferenceParser.maxPayloadDepth {
                    result += references(inExpression: TokenRange(k + 1, src.closer(k)), depth: depth + 1)
                }
                k = src.skipGroup(k)
                expectOperand = false
                continue
            case .semicolon:
                expectOperand = true
            default:
                expectOperand = false
            }
            // A new statement on a new line starts a new expression.
            if k + 1 < range.upper && src.tokens[k + 1].isOnNewLine && t.kind != .dot && t.kind != .op {
                expectOperand = true
            }
            k += 1
        }
        return result
    }

    /// The references a body returns: after each `return`, or the whole body when it is a single
    /// expression (`{ .auth(.start) }`).
    func returnedReferences(in body: TokenRange) -> [StepRef] {
        var body = body
        if src.isKeyword(body.lower, .get) && src.isKind(body.lower + 1, .lbrace) {
            body = TokenRange(body.lower + 2, src.closer(body.lower + 1))
        }
        var result: [StepRef] = []
        var sawReturn = false
        for k in body.lower..<body.upper where src.isKeyword(k, .return) {
            sawReturn = true
            result += references(inExpression: TokenRange(k + 1, src.expressionEnd(from: k + 1, limit: body.upper)))
        }
        return sawReturn ? result : references(inExpression: body)
    }

    /// The result expressions of every closure in `range`: after `{`, after `params in`, after `return`.
    func closureResultReferences(in range: TokenRange) -> [StepRef] {
        var result: [StepRef] = []
        var k = range.lower
        while k < range.upper {
            if src.tokens[k].kind == .lbrace {
                let close = src.closer(k)
                var start = k + 1
                var j = k + 1
                // Closure parameters sit on the brace's line and end with `in`.
                while j < close && !src.tokens[j].isOnNewLine {
                    if src.tokens[j].keyword == .in { start = j + 1; break }
                    j = src.skipGroup(j)
                }
                result += references(inExpression: TokenRange(start, close))
            }
            k += 1
        }
        return result
    }

    /// `_`, `let x`, `var x`, or (after `case let`) a bare name: a payload element that only binds.
    private func isBinding(_ value: TokenRange, bindAll: Bool) -> Bool {
        let length = value.upper - value.lower
        if length == 1 { return src.spells(value.lower, "_") || (bindAll && src.isKind(value.lower, .identifier)) }
        return length == 2 && (src.isKeyword(value.lower, .let) || src.isKeyword(value.lower, .var))
            && src.isKind(value.lower + 1, .identifier)
    }

    /// Parses one case pattern of a switch arm or `if case`.
    func pattern(_ range: TokenRange) -> RawPattern {
        var k = range.lower
        var bindAll = false
        while k < range.upper && (src.tokens[k].keyword == .let || src.tokens[k].keyword == .var) { bindAll = true; k += 1 }
        var bindings: [String] = []
        var j = k
        while j < range.upper {
            if (src.tokens[j].keyword == .let || src.tokens[j].keyword == .var) && src.isKind(j + 1, .identifier) {
                bindings.append(src.text(j + 1))
            } else if bindAll && src.isKind(j, .identifier) && !src.isKind(j - 1, .dot) && !src.isCapitalized(j)
                        && (src.isKind(j - 1, .lparen) || src.isKind(j - 1, .comma) || src.isKind(j - 1, .colon)) {
                bindings.append(src.text(j))
            }
            j += 1
        }
        if k < range.upper && src.tokens[k].keyword == .is {
            return RawPattern(kind: .typeMatch(src.typeName(TokenRange(k + 1, range.upper))), bindings: bindings)
        }
        if let asIndex = (k..<range.upper).first(where: { src.tokens[$0].keyword == .as }) {
            return RawPattern(kind: .typeMatch(src.typeName(TokenRange(asIndex + 1, range.upper))), bindings: bindings)
        }
        if k + 1 == range.upper && src.spells(k, "_") {
            return RawPattern(kind: .wildcard, bindings: [])
        }
        if let (ref, end) = reference(at: k, limit: range.upper) {
            var pattern = RawPattern(kind: .enumCase(ref), bindings: bindings)
            if let open = (k..<end).first(where: { src.isKind($0, .lparen) }) {
                pattern.constrainsPayload = src.arguments(ofGroupAt: open).contains { argument in
                    !isBinding(argument.value, bindAll: bindAll)
                }
            }
            return pattern
        }
        // `let other`, `nil` (the cast failed): they take whatever is left.
        if k + 1 == range.upper && (bindAll || src.isKeyword(k, .nil)) { return RawPattern(kind: .wildcard, bindings: bindings) }
        return RawPattern(kind: .unreadable, bindings: bindings)
    }
}
