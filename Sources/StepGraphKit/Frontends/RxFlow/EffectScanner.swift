/// Reads what a stretch of flow code does: UIKit navigation calls, RxFlow contributors, child flows,
/// forwarded steps and calls to helpers (which the linker follows).
struct EffectScanner {
    let src: SourceView
    let refs: StepReferenceParser
    let steppers: StepperTyper
    var typer: ExpressionTyper { steppers.typer }

    init(src: SourceView, scope: TokenRange?) {
        self.src = src
        self.refs = StepReferenceParser(src: src)
        self.steppers = StepperTyper(src: src, scope: scope)
    }

    /// The effect of `range`, skipping the sub-ranges in `excluding` (sorted, non-overlapping).
    func effect(of range: TokenRange, excluding: [TokenRange] = []) -> Effect {
        var effect = Effect()
        var k = range.lower
        var skip = 0
        while k < range.upper {
            while skip < excluding.count && excluding[skip].upper <= k { skip += 1 }
            if skip < excluding.count && excluding[skip].contains(k) { k = excluding[skip].upper; continue }
            if src.tokens[k].kind == .identifier { scanIdentifier(at: k, into: &effect) }
            k += 1
        }
        return effect
    }

    private func callOpens(_ k: Int) -> Bool { src.isKind(k + 1, .lparen) }
    private func afterDot(_ k: Int) -> Bool { src.isKind(k - 1, .dot) }
    private func line(_ k: Int) -> Int { Int(src.tokens[k].line) }

    private func scanIdentifier(at k: Int, into effect: inout Effect) {
        let token = src.tokens[k]
        if token.keyword == .return { classifyReturn(at: k, into: &effect) }
        if let action = uiKitAction(token.word(UIKitWord.self), at: k) { effect.actions.insert(action) }
        let word = token.word(RxFlowWord.self)
        switch word {
        case .contribute?:
            if afterDot(k) && callOpens(k) { contribution(at: k, into: &effect) }
        case .NextFlowItem?, .Flowable?:
            if callOpens(k) { legacyContribution(at: k, into: &effect) }
        case let forwarding? where Forward.Kind(forwarding) != nil:
            if afterDot(k) && callOpens(k), let kind = Forward.Kind(forwarding) { forward(kind, at: k, into: &effect) }
        case .stepNotHandled?:
            if afterDot(k) { effect.declines = true }
        case .multiple?:
            if afterDot(k) && callOpens(k) { effect.actions.insert(.multiple) }
        case .use?, .whenReady?:
            if afterDot(k) && src.spells(k - 2, RxFlowWord.Flows) && callOpens(k) { childFlows(at: k, into: &effect) }
        case .navigate?:
            selfNavigation(at: k, into: &effect)
        default:
            break
        }
        // Any call on `self` may be a helper of the flow (even one named like a UIKit method, `show(_:)`):
        // the linker follows it only if the flow declares it.
        if word != .navigate && callOpens(k) && !src.isCapitalized(k) && (!afterDot(k) || src.isKeyword(k - 2, .self)) {
            let labels = src.arguments(ofGroupAt: k + 1).map { $0.label ?? "_" }
            effect.calls.append(CallRef(name: src.text(k), labels: labels, line: line(k)))
        }
    }

    /// What a UIKit navigation call at `k` does.
    private func uiKitAction(_ word: UIKitWord?, at k: Int) -> Outcome? {
        switch word {
        case .pushViewController?, .show?, .showDetailViewController?: return callOpens(k) ? .push : nil
        case .present?: return callOpens(k) ? .present : nil
        case .setViewControllers?: return callOpens(k) ? .setRoot : nil
        case .rootViewController?: return src.isKind(k + 1, .equal) ? .setRoot : nil
        case .viewControllers?: return src.isKind(k + 1, .equal) && afterDot(k) ? .setRoot : nil
        case .dismiss?: return callOpens(k) ? .dismiss : nil
        case .popViewController?, .popToRootViewController?, .popToViewController?: return callOpens(k) ? .pop : nil
        default: return nil
        }
    }

    private func contribution(at k: Int, into effect: inout Effect) {
        let open = k + 1
        if let presentable = src.argument("withNextPresentable", ofGroupAt: open) {
            let stepper = src.argument("withNextStepper", ofGroupAt: open).map { steppers.stepper(of: $0) }
            effect.contributions.append(Contribution(presentable: typer.type(of: presentable), stepper: stepper, line: line(k)))
        } else if let both = src.argument("withNext", ofGroupAt: open) {
            let value = typer.type(of: both)
            effect.contributions.append(Contribution(presentable: value, stepper: .value(value), line: line(k)))
        }
    }

    private func legacyContribution(at k: Int, into effect: inout Effect) {
        let open = k + 1
        guard let presentable = src.argument("nextPresentable", ofGroupAt: open) else { return }
        let stepper = src.argument("nextStepper", ofGroupAt: open).map { steppers.stepper(of: $0) }
        effect.contributions.append(Contribution(presentable: typer.type(of: presentable), stepper: stepper, line: line(k)))
    }

    private func forward(_ kind: Forward.Kind, at k: Int, into effect: inout Effect) {
        let arguments = src.arguments(ofGroupAt: k + 1)
        guard let argument = arguments.first else { return }
        let step = refs.references(inExpression: argument.value).first
        effect.forwards.append(Forward(kind: kind, step: step, line: line(k)))
    }

    /// `Flows.use(a, b, when: .created) { … }`, `Flows.use([a, b], when:)`, `Flows.whenReady(flow1: a, …)`.
    private func childFlows(at k: Int, into effect: inout Effect) {
        for argument in src.arguments(ofGroupAt: k + 1) {
            if let label = argument.label, label == "when" || label == "block" { continue }
            if src.isKind(argument.value.lower, .lbracket) {
                for element in src.arguments(ofGroupAt: argument.value.lower) {
                    effect.childFlows.append(typer.type(of: element.value))
                }
            } else {
                effect.childFlows.append(typer.type(of: argument.value))
            }
        }
    }

    /// `navigate(to: X)` on `self` inside a flow: the flow feeds itself a step.
    private func selfNavigation(at k: Int, into effect: inout Effect) {
        guard callOpens(k), !src.isKeyword(k - 1, .func) else { return }
        guard !afterDot(k) || src.isKeyword(k - 2, .self) else { return }
        guard let argument = src.argument("to", ofGroupAt: k + 1) else { return }
        let steps = refs.references(inExpression: argument)
        if steps.isEmpty {
            // `navigate(to: step)` with a variable: dispatch to a typed overload, followed by the linker.
            effect.calls.append(CallRef(name: "navigate", labels: ["to"], line: line(k)))
        }
        for step in steps {
            effect.forwards.append(Forward(kind: .current, step: step, line: line(k)))
        }
    }

    /// `return .none`, `return .one(…)`, `return helper()`, or something the scanner cannot follow.
    private func classifyReturn(at k: Int, into effect: inout Effect) {
        var j = k + 1
        guard j < src.count, !src.tokens[j].isOnNewLine || src.tokens[j].kind == .dot else { return }
        if src.spells(j, RxFlowWord.FlowContributors) || src.spells(j, RxFlowWord.NextFlowItems) { j += 1 }
        if src.isKind(j, .dot) {
            switch src.word(j + 1, RxFlowWord.self) {
            case .none?: effect.actions.insert(.none)
            case .one?, .multiple?, .end?, .triggerParentFlow?, .stepNotHandled?, .contribute?, .forwardToParentFlow?,
                 .forwardToCurrentFlow?:
                break
            default: effect.returnsUnknown = true
            }
            return
        }
        if src.isKind(j, .lbracket) { return }  // 1.x `[Flowable]` arrays
        if src.isKeyword(j, .self) && src.isKind(j + 1, .dot) { j += 2 }
        if src.isKind(j, .identifier) && src.isKind(j + 1, .lparen) && !src.isCapitalized(j) { return }  // a helper call
        if src.spells(j, RxFlowWord.NextFlowItem) || src.spells(j, RxFlowWord.Flowable) { return }
        effect.returnsUnknown = true
    }
}
