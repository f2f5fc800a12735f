import StepGraphCore
/// What the pitfall rules need to know about one `.contribute(…)` (or 1.x `NextFlowItem`/`Flowable`)
/// beyond its types: the `allowStepWhen…` arguments, how the code around it shows a presentable it
/// builds, and which stepper instance it hands to RxFlow.
struct ContributionDetails: Sendable, Hashable {
    var allowStepWhenNotPresented: ArgumentValue?
    var allowStepWhenDismissed: ArgumentValue?
    /// For a presentable built right there (`let vc = DetailViewController(…)` in the same function,
    /// or `DetailViewController()` inline): every use of it after it is built, outside the
    /// contribution. Nil when the presentable is anything else (a property, a parameter, a flow's
    /// root): the tool does not know where it is shown.
    var presentableUses: [PresentableUse]?
    /// The code sets the presentable's `modalPresentationStyle = .fullScreen` before presenting it.
    var presentedFullScreen = false
    var stepperInstance: RawStepperInstance?
}

/// A stepper instance as the code names it, for telling when one instance is handed to RxFlow twice.
enum RawStepperInstance: Sendable, Hashable {
    /// A static member chain of a type (`AppStepper.shared`, `Services.shared.stepper`), as written.
    case global(String)
    /// A member chain of `self` (`self.viewModel`, `viewModel` not declared locally): `names`.
    case member([String])
    /// A local of the function (`let viewModel = …`) handed over within one `.multiple` list: by name
    /// and the list's `[` line/column.
    case local(name: String, line: Int, column: Int)
}

/// Reads a contribution's `ContributionDetails` within the function body `scope`.
struct ContributionScanner {
    let src: SourceView
    let typer: ExpressionTyper

    func details(presentable: TokenRange?, stepper: TokenRange?, group open: Int) -> ContributionDetails {
        var details = ContributionDetails()
        details.allowStepWhenNotPresented = src.argument("allowStepWhenNotPresented", ofGroupAt: open).map(argumentValue)
        details.allowStepWhenDismissed = src.argument("allowStepWhenDismissed", ofGroupAt: open).map(argumentValue)
        if let presentable {
            details.presentableUses = uses(of: presentable, outside: TokenRange(open, src.closer(open) + 1))
            details.presentedFullScreen = isPresentedFullScreen(presentable)
        }
        if let stepper {
            details.stepperInstance = instance(stepper)
            // A local is handed over twice at once only within one `.multiple` list (two branches
            // of an `if` are never both taken).
            if case .local(let name, _, _)? = details.stepperInstance {
                details.stepperInstance = contributorList(around: open).map { list in
                    .local(name: name, line: Int(src.tokens[list].line), column: Int(src.tokens[list].column))
                }
            }
        }
        return details
    }

    /// `true`, `false`, or an expression the value of which the tool does not know.
    func argumentValue(_ value: TokenRange) -> ArgumentValue {
        guard value.upper == value.lower + 1 else { return .expression }
        if src.spells(value.lower, "true") { return .literalTrue }
        if src.spells(value.lower, "false") { return .literalFalse }
        return .expression
    }

    // MARK: stepper instances

    /// The instance a stepper expression names, when it names one the code can hand out twice.
    func instance(_ range: TokenRange) -> RawStepperInstance? {
        guard let range = typer.trimmed(range) else { return nil }
        var names: [Int] = []
        var k = range.lower
        if src.isKeyword(k, .self) {
            guard src.isKind(k + 1, .dot) else { return nil }
            k += 2
        }
        // A plain member chain: `a.b.c`, optional chaining allowed, no calls or subscripts.
        while k < range.upper {
            guard src.isKind(k, .identifier), src.keyword(k) == .plain || src.isCapitalized(k) else { return nil }
            names.append(k)
            k += 1
            while src.isKind(k, .question) || src.isKind(k, .exclaim) { k += 1 }
            if k == range.upper { break }
            guard src.isKind(k, .dot) else { return nil }
            k += 1
        }
        guard let first = names.first, k == range.upper else { return nil }
        let startsWithSelf = src.isKeyword(range.lower, .self)
        if !startsWithSelf && src.isCapitalized(first) {
            // `Type.member…`: a static member (the type alone is no instance).
            guard names.count > 1, !src.isCapitalized(names[names.count - 1]) else { return nil }
            return .global(names.map { src.text($0) }.joined(separator: "."))
        }
        if !startsWithSelf, let declaration = localDeclaration(of: first) {
            guard names.count == 1 else { return nil }
            return .local(name: src.text(first), line: Int(src.tokens[declaration].line), column: Int(src.tokens[declaration].column))
        }
        // A parameter stands for whatever each caller passes.
        if !startsWithSelf && typer.parameters.contains(where: { src.sameText($0.name, first) }) { return nil }
        return .member(names.map { src.text($0) })
    }

    /// The `[` of the `.multiple(flowContributors: [ … ])` list the contribution opened at `open` is an
    /// element of.
    private func contributorList(around open: Int) -> Int? {
        var k = open - 1
        var steps = 0
        while k > 0 && steps < 4096 {
            steps += 1
            switch src.kind(k) {
            case .rparen?, .rbracket?, .rbrace?:
                k = Int(src.match[k]) - 1
                continue
            case .lbracket?:
                return src.isKind(k - 1, .colon) && src.spells(k - 2, RxFlowWord.flowContributors) ? k : nil
            case .lparen?, .lbrace?, .semicolon?:
                return nil
            default:
                k -= 1
            }
        }
        return nil
    }

    // MARK: presentables

    /// Every use of a presentable built at the contribution or in a local before it, outside the
    /// contribution's own argument group `contribution`.
    func uses(of presentable: TokenRange, outside contribution: TokenRange) -> [PresentableUse]? {
        guard let value = typer.trimmed(presentable) else { return nil }
        if isConstruction(value) { return [] }
        guard value.upper == value.lower + 1, src.isKind(value.lower, .identifier), !src.isCapitalized(value.lower),
              let declaration = localDeclaration(of: value.lower), let initializer = initializer(of: declaration),
              isConstruction(initializer) else { return nil }
        var uses: [PresentableUse] = []
        var k = initializer.upper
        let end = visibilityEnd(of: declaration)
        while k < end {
            if contribution.contains(k) { k = contribution.upper; continue }
            if src.isKind(k, .identifier) && src.sameText(k, value.lower) && !src.isKind(k - 1, .dot) {
                if let use = use(at: k) { uses.append(use) }
            }
            k += 1
        }
        return uses
    }

    /// Whether the function sets the local presentable's `modalPresentationStyle = .fullScreen`: a
    /// full-screen modal hides the screens below it (RxFlow then pauses their steppers).
    private func isPresentedFullScreen(_ presentable: TokenRange) -> Bool {
        guard let value = typer.trimmed(presentable), value.upper == value.lower + 1, src.isKind(value.lower, .identifier),
              let declaration = localDeclaration(of: value.lower) else { return false }
        var k = declaration + 2
        while k + 5 < visibilityEnd(of: declaration) {
            if src.sameText(k, value.lower) && src.isKind(k + 1, .dot) && src.spells(k + 2, "modalPresentationStyle")
                && src.isKind(k + 3, .equal) && src.isKind(k + 4, .dot) && src.spells(k + 5, "fullScreen") {
                return true
            }
            k += 1
        }
        return false
    }

    /// `Type(…)`, `Type.make(…)`, `Type.instantiate()`, `storyboard.instantiateViewController(…) as! T`:
    /// a new object, nobody else holds it yet.
    private func isConstruction(_ range: TokenRange) -> Bool {
        var k = range.lower
        if src.isCapitalized(k) {
            // `Type(…)`, `Outer.Type(…)`, `Type.make(…)`: not `Router.shared.current()`.
            while src.isKind(k + 1, .dot) && src.isCapitalized(k + 2) { k += 2 }
            if src.isKind(k + 1, .dot) && src.isKind(k + 2, .identifier) { k += 2 }
            if src.isKind(k + 1, .lparen) {
                let end = src.skipGroup(k + 1)
                // Nothing after the call but a cast or a trailing closure.
                if end == range.upper || src.keyword(end) == .as || src.isKind(end, .lbrace) && src.skipGroup(end) == range.upper {
                    return true
                }
            }
            k = range.lower
        }
        while k < range.upper {
            if src.spells(k, "instantiateViewController") || src.spells(k, "instantiateInitialViewController") { return true }
            k = src.skipGroup(k)
        }
        return false
    }

    /// The `let`/`var` token declaring the local named like `nameToken`, the last one before it in the
    /// function body (searched backwards: declarations are usually a few lines up).
    private func localDeclaration(of nameToken: Int) -> Int? {
        guard let scope = typer.scope, scope.contains(nameToken) else { return nil }
        var k = nameToken - 2
        while k >= scope.lower {
            let keyword = src.keyword(k)
            if (keyword == .let || keyword == .var) && src.sameText(k + 1, nameToken)
                && (src.isKind(k + 2, .equal) || src.isKind(k + 2, .colon)) {
                return k
            }
            k -= 1
        }
        return nil
    }

    /// The value a `let name = value` declaration at `declaration` is given (nil for `let name: Type`):
    /// up to the end of its line, a `,`, `;`, `else`, or the `{` of an `if let`/`guard let` body.
    private func initializer(of declaration: Int) -> TokenRange? {
        guard let scope = typer.scope, src.isKind(declaration + 2, .equal) else { return nil }
        let isBinding = [.if, .guard, .while].contains(src.keyword(declaration - 1)) || src.isKind(declaration - 1, .comma)
        let start = declaration + 3
        var j = start
        while j < scope.upper {
            let token = src.tokens[j]
            if j > start && token.isOnNewLine && !src.continuesPreviousLine(j) { break }
            if [.comma, .semicolon, .rbrace, .rparen, .rbracket].contains(token.kind) || token.keyword == .else { break }
            if token.kind == .lbrace && isBinding && j > start { break }
            j = src.skipGroup(j)
        }
        return j > start ? TokenRange(start, j) : nil
    }

    /// Where a local declared at `declaration` stops being visible: the end of its block, or the next
    /// `case`/`default` label of the switch it is declared in.
    private func visibilityEnd(of declaration: Int) -> Int {
        guard let scope = typer.scope else { return declaration }
        var k = declaration
        while k < scope.upper {
            if src.isKind(k, .rbrace) { return k }
            let keyword = src.keyword(k)
            if (keyword == .case || keyword == .default) && src.tokens[k].isOnNewLine && !src.continuesPreviousLine(k) { return k }
            k = src.skipGroup(k)
        }
        return scope.upper
    }

    /// What the use of the presentable at `k` does with it: pushed, presented, only configured
    /// (`vc.title = …`, nil), or anything else.
    private func use(at k: Int) -> PresentableUse? {
        // `vc.title = "…"`, `vc.viewModel.load()`: a member of it, not the screen handed on.
        if src.isKind(k + 1, .dot) && src.isKind(k + 2, .identifier) && !src.isKind(k + 3, .lparen) { return nil }
        guard src.isKind(k - 1, .lparen) || src.isKind(k - 1, .comma) || src.isKind(k - 1, .colon),
              src.isKind(k + 1, .comma) || src.isKind(k + 1, .rparen) else { return .other }
        // The call the argument belongs to.
        var open = k - 1
        while open >= 0 && !src.isKind(open, .lparen) {
            if src.isKind(open, .rparen) || src.isKind(open, .rbracket) || src.isKind(open, .rbrace) { open = Int(src.match[open]) }
            if src.isKind(open, .lbracket) || src.isKind(open, .lbrace) || src.isKind(open, .semicolon) { return .other }
            open -= 1
        }
        guard open > 0, src.isKind(open - 1, .identifier), src.closer(open) > k else { return .other }
        switch src.word(open - 1, UIKitWord.self) {
        case .pushViewController?, .show?, .showDetailViewController?: return .push
        case .present?: return .present
        default: return .other
        }
    }
}
