import StepGraphCore
/// Reads what a stretch of flow code does: UIKit navigation calls, RxFlow contributors, child flows,
/// forwarded steps, and calls to helpers (which the linker follows), noting which calls pass the step on.
struct EffectScanner {
    let src: SourceView
    let refs: StepReferenceParser
    let steppers: StepperTyper
    /// Step variables of the function being read.
    let steps: StepBindings
    /// The function body being read, where local values are declared.
    let scope: TokenRange?
    /// How many more calls on other values this function may record: typing a receiver looks up
    /// locals in the whole body, so a bound keeps a huge function linear (real flows make a few).
    private let receiverBudget = Budget(128)

    /// A countdown shared by the copies of one scanner.
    final class Budget {
        private var remaining: Int
        init(_ limit: Int) { remaining = limit }
        /// Takes one unit; false once none is left.
        func take() -> Bool {
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
        }
    }
    var typer: ExpressionTyper { steppers.typer }
    /// The steps a property of this file returns (`var nextStep: AppStep { … }`), nil when the file
    /// does not declare exactly one property of that name: reads `navigate(to: nextStep)`.
    var propertySteps: ((String) -> [StepRef]?)? = nil

    init(src: SourceView, scope: TokenRange?, function: FunctionDecl? = nil, steps: StepBindings = StepBindings()) {
        self.src = src
        self.scope = scope
        self.refs = StepReferenceParser(src: src)
        self.steppers = StepperTyper(src: src, scope: scope, function: function)
        self.steps = steps
    }

    /// How many tokens before a use a local stack value's declaration is looked for.
    static let localSearchWindow = 512

    /// Receivers that stand for `self` in closures (`[weak self]`, RxSwift's `withUnretained`).
    private static let selfAliases: Set<String> = ["strongSelf", "weakSelf", "sself", "owner"]

    /// The effect of `range`, skipping the sub-ranges in `excluding` (sorted, non-overlapping).
    func effect(of range: TokenRange, excluding: [TokenRange] = []) -> Effect {
        var effect = Effect()
        var k = range.lower
        var skip = 0
        while k < range.upper {
            while skip < excluding.count && excluding[skip].upper <= k { skip += 1 }
            if skip < excluding.count && excluding[skip].contains(k) { k = excluding[skip].upper; continue }
            if src.tokens[k].kind == .identifier { scanIdentifier(at: k, into: &effect) }
            else if isConditionalOperator(k) { effect.branches = true }
            k += 1
        }
        return effect
    }

    private func callOpens(_ k: Int) -> Bool { src.isKind(k + 1, .lparen) }
    private func afterDot(_ k: Int) -> Bool { src.isKind(k - 1, .dot) }
    private func line(_ k: Int) -> Int { Int(src.tokens[k].line) }

    /// Whether identifier `k` names the step being navigated (not a member of something else).
    private func isStepVariable(_ k: Int) -> Bool {
        src.isKind(k, .identifier) && !afterDot(k) && steps.binding(at: k, src) != nil
    }

    private func scanIdentifier(at k: Int, into effect: inout Effect) {
        let token = src.tokens[k]
        if token.keyword == .return { classifyReturn(at: k, into: &effect) }
        if EffectScanner.branchKeywords.contains(token.keyword) { effect.branches = true }
        let action = uiKitAction(token.word(UIKitWord.self), at: k)
        if let action {
            effect.actions.insert(action)
            if action == .push || action == .present || action == .setRoot, let value = shownValue(token.word(UIKitWord.self), at: k) {
                effect.shown.append(typer.type(of: value))
            }
        }
        if action == .dismiss || action == .pop || (src.spells(k, "removeFromParent") && callOpens(k)),
           afterDot(k), let receiver = receiver(ofCallAt: k) {
            effect.closings.append(Closing(receiver: receiver, action: action ?? .other))
        }
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
            if afterDot(k) && callOpens(k) {
                effect.actions.insert(.multiple)
                if !listsContributors(at: k) { effect.opaqueContributors = true }
            }
        case .one?:
            if afterDot(k) && callOpens(k) && !listsContributors(at: k) { effect.opaqueContributors = true }
        case .use?, .whenReady?:
            if afterDot(k) && src.spells(k - 2, RxFlowWord.Flows) && callOpens(k) {
                childFlows(at: k, into: &effect)
                if word == .whenReady || waitsUntilReady(at: k) { readyFlows(at: k, into: &effect) }
            }
        case .navigate?:
            if selfNavigation(at: k, into: &effect) { return }
        default:
            break
        }
        guard callOpens(k), token.keyword == .plain else { return }
        if src.isCapitalized(k) {
            // `FlowSugar(viewModel, SettingsViewController.self)`: maybe an app's builder function.
            if !afterDot(k) {
                effect.otherCalls.append(call(named: src.text(k), at: k, arguments: src.arguments(ofGroupAt: k + 1), passed: nil, typed: false))
            }
            return
        }
        let arguments = src.arguments(ofGroupAt: k + 1)
        let passed = arguments.lazy.compactMap { argument in
            (argument.value.lower..<argument.value.upper).first(where: isStepVariable)
        }.first
        // Any call on `self` may be a helper of the flow (even one named like a UIKit method, `show(_:)`):
        // the linker follows it only if the flow (or a protocol it adopts, or the module) declares it.
        if !afterDot(k) || receiverIsSelf(k) {
            effect.calls.append(call(named: src.text(k), at: k, arguments: arguments, passed: passed))
        } else if passed != nil && returnsCall(at: k) {
            effect.foreignDispatches.append(line(k))
        } else if action == nil, receiverBudget.take(),
                  let receiver = receiver(ofCallAt: k), receiver.mayBeTyped {
            var other = call(named: src.text(k), at: k, arguments: arguments, passed: nil, typed: false)
            other.receiver = receiver
            effect.otherCalls.append(other)
        }
    }

    /// The value a call at `k` is made on (`a.b.f(`, `Builder(x).f(`, `a?.f(`), typed.
    private func receiver(ofCallAt k: Int) -> ExprRef? {
        var end = k - 1
        if src.isKind(end - 1, .question) || src.isKind(end - 1, .exclaim) { end -= 1 }
        var start = end - 1
        var links = 0
        while start >= 0 && links < 32 {
            links += 1
            if src.isKind(start, .rparen) || src.isKind(start, .rbracket) {
                start = Int(src.match[start])
                guard start > 0 else { return nil }
                if src.isKind(start - 1, .identifier) { start -= 1 }
            }
            guard src.isKind(start - 1, .dot) else { break }
            start -= 2
            if src.isKind(start, .question) || src.isKind(start, .exclaim) { start -= 1 }
        }
        // `(nav.topViewController as? DetailViewController)?.openHelp()`: the group's value.
        if start >= 0, src.isKind(start, .lparen), src.closer(start) == end - 1 { return typer.type(of: TokenRange(start + 1, end - 1)) }
        guard start >= 0, start < end, src.isKind(start, .identifier) || src.isKeyword(start, .self) else { return nil }
        return typer.type(of: TokenRange(start, end))
    }

    /// A call to a possible helper, with what the linker needs to match and follow it.
    private func call(named name: String, at k: Int, arguments: [CallArgument], passed: Int?, typed: Bool = true) -> CallRef {
        var call = CallRef(name: name, labels: arguments.map { $0.label ?? "_" }, line: line(k), passesStep: passed != nil,
                           viaSuper: src.isKeyword(k - 2, .super), isReturned: returnsCall(at: k))
        // Calls on other values are matched by name and labels only: their arguments need no types.
        if typed { call.arguments = arguments.map { typer.type(of: $0.value) } }
        call.stepArgument = passed.flatMap { steps.binding(at: $0, src) } ?? []
        call.hasTrailingClosure = src.isKind(src.skipGroup(k + 1), .lbrace)
        call.caseArguments = arguments.map { argument in
            guard let (ref, end) = refs.reference(at: argument.value.lower, limit: argument.value.upper),
                  end == argument.value.upper, ref.payload.isEmpty else { return nil }
            return ref.caseName
        }
        return call
    }

    /// `self.f(`, `self?.f(`, `self!.f(`, `super.f(`, `strongSelf.f(`.
    private func receiverIsSelf(_ k: Int) -> Bool {
        var r = k - 2
        if src.isKind(r, .question) || src.isKind(r, .exclaim) { r -= 1 }
        guard r >= 0, !src.isKind(r - 1, .dot) else { return false }
        if src.isKeyword(r, .self) || src.isKeyword(r, .super) { return true }
        return src.isKind(r, .identifier) && EffectScanner.selfAliases.contains(src.text(r))
    }

    /// Whether the call at `k` (with its receiver chain) is what a `return` returns.
    private func returnsCall(at k: Int) -> Bool {
        var start = k
        var links = 0
        while src.isKind(start - 1, .dot) || src.isKind(start - 1, .question) || src.isKind(start - 1, .exclaim) {
            // A chain longer than any code writes is not followed back (each call of it would walk it again).
            links += 1
            if links > 128 { return false }
            start -= 1
            if src.isKind(start - 1, .identifier) || src.isKeyword(start - 1, .self) { start -= 1 }
            else if src.isKind(start - 1, .rparen) || src.isKind(start - 1, .rbracket) { start = Int(src.match[start - 1]); if src.isKind(start - 1, .identifier) { start -= 1 } }
        }
        return src.isKeyword(start - 1, .return) || src.isKeyword(start - 1, .try) && src.isKeyword(start - 2, .return)
    }

    /// What a UIKit navigation call at `k` does. Appending to a stack pushes; replacing it sets the root.
    private func uiKitAction(_ word: UIKitWord?, at k: Int) -> Outcome? {
        switch word {
        case .pushViewController?: return callOpens(k) ? .push : nil
        // A split view's detail column: shown beside the list, not pushed onto a stack.
        case .showDetailViewController?: return callOpens(k) ? .other : nil
        case .show?:
            // UIKit's `show(_:sender:)`; an app's own `show(on:)` (an alert helper) is followed instead.
            return callOpens(k) && src.argument("sender", ofGroupAt: k + 1) != nil ? .push : nil
        case .present?: return callOpens(k) ? .present : nil
        case .setViewControllers?:
            guard callOpens(k), let first = src.arguments(ofGroupAt: k + 1).first else { return nil }
            return appends(first.value, before: k) ? .push : .setRoot
        case .rootViewController?: return src.isKind(k + 1, .equal) && assignsWindowRoot(at: k) ? .setRoot : nil
        case .viewControllers?:
            guard afterDot(k) else { return nil }
            if src.isKind(k + 1, .equal) {
                return appends(TokenRange(k + 2, src.expressionEnd(from: k + 2, limit: src.count)), before: k) ? .push : .setRoot
            }
            if src.spells(k + 1, "+=") { return .push }
            if src.isKind(k + 1, .dot) && src.spells(k + 2, UIKitWord.append) && callOpens(k + 2) { return .push }
            return nil
        case .dismiss?: return callOpens(k) ? .dismiss : nil
        case .popViewController?, .popToRootViewController?, .popToViewController?: return callOpens(k) ? .pop : nil
        default: return nil
        }
    }

    /// The screen a UIKit call at `k` shows: the first argument of `pushViewController`, `present`
    /// and `show`, the last element of the stack `setViewControllers([…])` / `viewControllers = […]`
    /// sets, what a window's `rootViewController =` is given.
    private func shownValue(_ word: UIKitWord?, at k: Int) -> TokenRange? {
        switch word {
        case .pushViewController?, .present?, .show?:
            return src.arguments(ofGroupAt: k + 1).first?.value
        case .setViewControllers?:
            return src.arguments(ofGroupAt: k + 1).first.flatMap { lastElement(of: $0.value) }
        case .viewControllers?:
            return lastElement(of: TokenRange(k + 2, src.expressionEnd(from: k + 2, limit: src.count)))
        case .rootViewController?:
            return TokenRange(k + 2, src.expressionEnd(from: k + 2, limit: src.count))
        default:
            return nil
        }
    }

    /// The last element of an array literal that is the whole of `value` (nil for anything else).
    private func lastElement(of value: TokenRange) -> TokenRange? {
        guard src.isKind(value.lower, .lbracket), src.closer(value.lower) == value.upper - 1 else { return nil }
        return src.arguments(ofGroupAt: value.lower).last?.value
    }

    /// Whether `….rootViewController =` at `k` is a window's (`window.rootViewController`,
    /// `UIApplication.shared.keyWindow?.rootViewController`): a flow's or a screen's own
    /// `rootViewController` property is no root change.
    private func assignsWindowRoot(at k: Int) -> Bool {
        guard afterDot(k) else { return false }
        var j = k - 2
        var links = 0
        while j >= 0 && links < 16 {
            links += 1
            if src.isKind(j, .question) || src.isKind(j, .exclaim) { j -= 1; continue }
            if src.isKind(j, .rparen) || src.isKind(j, .rbracket) { j = Int(src.match[j]) - 1; continue }
            guard src.isKind(j, .identifier) else { return false }
            if src.text(j).lowercased().contains("window") { return true }
            guard src.isKind(j - 1, .dot) else { break }
            j -= 2
        }
        // `let shell = UIWindow(frame: …)`, then `shell.rootViewController = nav`.
        guard j >= 0, src.isKind(j, .identifier), case .type(let type, _) = typer.type(of: TokenRange(j, j + 1)) else { return false }
        return type.hasSuffix("Window")
    }

    /// Whether a new stack is the old one plus more (`nav.viewControllers + [vc]`, `current + [vc]`), also
    /// through a local (`let vcs = nav.viewControllers + [vc]`, `var vcs = nav.viewControllers; vcs.append(vc)`)
    /// declared before `use`.
    private func appends(_ value: TokenRange, before use: Int) -> Bool {
        if addsTo(value) { return true }
        guard value.upper == value.lower + 1, src.isKind(value.lower, .identifier), let scope else { return false }
        // The latest `let`/`var` of that name before the use (looked for nearby: locals are declared
        // close to their use, and a bound keeps many uses in one huge function linear), and what is
        // done to it in between.
        var declaration: Int?
        var j = min(use, scope.upper) - 1
        while j >= max(scope.lower, use - EffectScanner.localSearchWindow) {
            if (src.isKeyword(j, .let) || src.isKeyword(j, .var)) && src.sameText(j + 1, value.lower) { declaration = j + 1; break }
            j -= 1
        }
        guard let name = declaration else { return false }
        var equal = name + 1
        while equal < use && !src.isKind(equal, .equal) && !src.isKind(equal, .comma) && !src.tokens[equal].isOnNewLine { equal += 1 }
        guard src.isKind(equal, .equal) else { return false }
        let initializer = TokenRange(equal + 1, src.expressionEnd(from: equal + 1, limit: use))
        if addsTo(initializer) { return true }
        guard (initializer.lower..<initializer.upper).contains(where: { src.spells($0, UIKitWord.viewControllers) }) else { return false }
        return (initializer.upper..<use).contains { j in
            src.sameText(j, value.lower) && !src.isKind(j - 1, .dot)
                && (src.spells(j + 1, "+=") || (src.isKind(j + 1, .dot) && src.spells(j + 2, UIKitWord.append)))
        }
    }

    /// Whether a value adds to something (`a + [vc]`) at its own depth.
    private func addsTo(_ value: TokenRange) -> Bool {
        var k = value.lower
        while k < value.upper {
            if src.spells(k, "+") { return true }
            k = src.skipGroup(k)
        }
        return false
    }

    private func contribution(at k: Int, into effect: inout Effect) {
        let open = k + 1
        if let presentable = src.argument(RxFlowWord.withNextPresentable, ofGroupAt: open) {
            let stepperValue = src.argument(RxFlowWord.withNextStepper, ofGroupAt: open)
            let stepper = stepperValue.map { steppers.stepper(of: $0) }
            effect.contributions.append(Contribution(presentable: typer.type(of: presentable), stepper: stepper, line: line(k),
                                                     column: Int(src.tokens[k].column),
                                                     details: contributionDetails.details(presentable: presentable, stepper: stepperValue, group: open)))
        } else if let both = src.argument(RxFlowWord.withNext, ofGroupAt: open) {
            let value = typer.type(of: both)
            effect.contributions.append(Contribution(presentable: value, stepper: .value(value), line: line(k),
                                                     column: Int(src.tokens[k].column),
                                                     details: contributionDetails.details(presentable: both, stepper: both, group: open)))
        } else {
            // `.contribute(boats)`: an app's own static helper builds the contributor.
            effect.opaqueContributors = true
        }
    }

    private func legacyContribution(at k: Int, into effect: inout Effect) {
        let open = k + 1
        guard let presentable = src.argument(RxFlowWord.nextPresentable, ofGroupAt: open) else {
            // `NextFlowItem(boats)`: an app's own initializer builds the item; what it contributes is not read.
            if src.word(k, RxFlowWord.self) == .NextFlowItem && !src.arguments(ofGroupAt: open).isEmpty { effect.opaqueContributors = true }
            return
        }
        let stepperValue = src.argument(RxFlowWord.nextStepper, ofGroupAt: open)
        let stepper = stepperValue.map { steppers.stepper(of: $0) }
        effect.contributions.append(Contribution(presentable: typer.type(of: presentable), stepper: stepper, line: line(k),
                                                 column: Int(src.tokens[k].column),
                                                 details: contributionDetails.details(presentable: presentable, stepper: stepperValue, group: open)))
    }

    private var contributionDetails: ContributionScanner { ContributionScanner(src: src, typer: typer) }

    /// `if`, `guard`, `switch`, loops and `catch`: code after them may not run, or run only in part.
    private static let branchKeywords: Set<Keyword> = [.if, .guard, .switch, .for, .while, .repeat, .catch]

    /// A ternary `?` (spaced, unlike optional chaining) or `??`.
    private func isConditionalOperator(_ k: Int) -> Bool {
        (src.isKind(k, .question) && src.tokens[k].flags.contains(.spaceBefore)) || src.spells(k, "??")
    }

    /// `.one(flowContributor: .contribute(…))`, `.multiple(flowContributors: [ … ])`, 1.x
    /// `.one(flowItem: NextFlowItem(…))`: the contributors are written there (not a variable).
    private func listsContributors(at k: Int) -> Bool {
        guard let argument = src.arguments(ofGroupAt: k + 1).first?.value else { return false }
        if src.word(k, RxFlowWord.self) == .multiple { return src.isKind(argument.lower, .lbracket) && src.skipGroup(argument.lower) == argument.upper }
        let first = argument.lower
        return (src.isKind(first, .dot) && src.word(first + 1, RxFlowWord.self) != nil)
            || src.spells(first, RxFlowWord.NextFlowItem) || src.spells(first, RxFlowWord.FlowContributor)
    }

    /// `Flows.use(…, when: .ready)`, `when: Flows.ExecuteStrategy.ready`.
    private func waitsUntilReady(at k: Int) -> Bool {
        guard let strategy = src.argument(RxFlowWord.when, ofGroupAt: k + 1) else { return false }
        let last = strategy.upper - 1
        return src.spells(last, "ready") && src.isKind(last - 1, .dot)
            && (strategy.lower..<last).allSatisfy { src.isKind($0, .dot) || src.isCapitalized($0) }
    }

    /// The flows a `Flows.use(…, when: .ready)` or `Flows.whenReady` block waits for.
    private func readyFlows(at k: Int, into effect: inout Effect) {
        var found = Effect()
        childFlows(at: k, into: &found)
        effect.readyFlows += found.childFlows
    }

    private func forward(_ kind: Forward.Kind, at k: Int, into effect: inout Effect) {
        guard let argument = src.arguments(ofGroupAt: k + 1).first else { return }
        let value = argument.value
        if value.upper == value.lower + 1 && isStepVariable(value.lower) {
            effect.forwards.append(Forward(kind: kind, step: nil, ownStep: true, line: line(k)))
            return
        }
        let step = refs.references(inExpression: value).first
        effect.forwards.append(Forward(kind: kind, step: step, line: line(k)))
    }

    /// `Flows.use(a, b, when: .created) { … }`, `Flows.use([a, b], when:)`, `Flows.whenReady(flow1: a, …)`.
    /// The flow itself (`Flows.use(self, …)`, `whenReady(flow1: self, …)`) is no child of its own.
    private func childFlows(at k: Int, into effect: inout Effect) {
        func add(_ value: TokenRange) {
            let flow = typer.type(of: value)
            if flow != .selfValue { effect.childFlows.append(flow) }
        }
        for argument in src.arguments(ofGroupAt: k + 1) {
            if let label = argument.label, label == RxFlowWord.when.spelling || label == "block" { continue }
            if src.isKind(argument.value.lower, .lbracket) {
                for element in src.arguments(ofGroupAt: argument.value.lower) { add(element.value) }
            } else {
                add(argument.value)
            }
        }
    }

    /// `navigate(to: X)` on `self` inside a flow: the flow feeds itself a step. False when the call is
    /// not `navigate(to:)` (`navigate(app: step)`): an ordinary call then.
    private func selfNavigation(at k: Int, into effect: inout Effect) -> Bool {
        guard callOpens(k), !src.isKeyword(k - 1, .func), let argument = src.argument(RxFlowWord.to, ofGroupAt: k + 1) else { return false }
        guard !afterDot(k) || receiverIsSelf(k) else {
            if (argument.lower..<argument.upper).contains(where: isStepVariable), returnsCall(at: k) {
                effect.foreignDispatches.append(line(k))
            }
            return true
        }
        var steps = refs.references(inExpression: argument)
        if steps.isEmpty, argument.upper == argument.lower + 1, let local = typer.localInitializer(of: argument.lower), !local.isDeclaredType {
            // `let next = done ? AppStep.home : .login` then `navigate(to: next)`.
            steps = refs.references(inExpression: local.range)
        }
        if steps.isEmpty, let property = computedProperty(argument) {
            // `navigate(to: nextStep)`, `self.navigate(to: step.next)`: the steps the property returns.
            guard let returned = propertySteps?(property), !returned.isEmpty else {
                effect.unreadNavigations.append((file: "", line: line(k), property: property))
                return true
            }
            steps = returned
        }
        if steps.isEmpty {
            // `navigate(to: step)` with a variable: dispatch to a typed overload, followed by the linker.
            let arguments = src.arguments(ofGroupAt: k + 1)
            effect.calls.append(call(named: RxFlowWord.navigate.spelling, at: k, arguments: arguments,
                                     passed: (argument.lower..<argument.upper).first(where: isStepVariable)))
        }
        for step in steps {
            effect.forwards.append(Forward(kind: .current, step: step, line: line(k), callsNavigate: true))
        }
        return true
    }

    /// The property named by `nextStep`, `self.nextStep` or `step.next` (a member of the step received).
    private func computedProperty(_ argument: TokenRange) -> String? {
        let length = argument.upper - argument.lower
        let last = argument.upper - 1
        guard src.isKind(last, .identifier), src.tokens[last].keyword == .plain, !src.isCapitalized(last) else { return nil }
        if length == 1 { return isStepVariable(last) || typer.localInitializer(of: last) != nil ? nil : src.text(last) }
        guard length == 3, src.isKind(last - 1, .dot), src.isKeyword(argument.lower, .self) || isStepVariable(argument.lower) else { return nil }
        return src.text(last)
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
        if src.isKeyword(j, .try) { j += 1 }
        if (src.isKeyword(j, .self) || src.isKeyword(j, .super)) && src.isKind(j + 1, .dot) { j += 2 }
        if src.isKind(j, .identifier) && src.isKind(j + 1, .lparen) && !src.isCapitalized(j) { return }  // a helper call
        // A call on a value or an app's builder (`Builder(vm, VC.self).push(on: nav)`): the linker
        // follows it, and finds the return unknown only if it cannot.
        // A call handing the step to another object stays unknown (a foreign dispatch).
        let end = src.expressionEnd(from: j, limit: src.count)
        if end > j + 1, src.isKind(end - 1, .rparen), src.match[end - 1] > j, src.isKind(Int(src.match[end - 1]) - 1, .identifier),
           !(j..<end).contains(where: isStepVariable) {
            return
        }
        if src.spells(j, RxFlowWord.NextFlowItem) || src.spells(j, RxFlowWord.Flowable) { return }
        effect.returnsUnknown = true
    }
}
