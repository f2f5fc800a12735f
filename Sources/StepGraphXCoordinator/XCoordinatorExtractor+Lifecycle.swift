import StepGraphCore
/// Children that share their parent's root controller (`addChild(X(rootViewController: rootViewController))`),
/// the code that removes children by hand, and `presented(from:)` overrides that do not call `super`.
extension XCoordinatorExtractor {
    func scanLifecycle(into facts: inout XCoordinatorFileFacts) {
        var seen: Set<Int> = []  // a local function's body is also its outer function's
        for function in outline.functions where function.owner >= 0 {
            guard let body = function.body else { continue }
            let typer = ExpressionTyper(src: src, scope: body, parameters: function.parameters)
            var k = body.lower
            while k + 1 < body.upper {
                defer { k += 1 }
                guard src.isKind(k, .identifier), src.isKind(k + 1, .lparen) else { continue }
                guard isOwnCall(k), src.spells(k, "addChild"), seen.insert(k).inserted, let argument = src.arguments(ofGroupAt: k + 1).first, argument.label == nil,
                      let built = sharedRootConstruction(argument.value, typer: typer) else { continue }
                let first = src.tokens[argument.value.lower]
                facts.sharedRootChildren.append(XCSharedRootChild(type: src.text(built.type), label: built.label, enclosingType: file.enclosingTypeName(k),
                                                                  line: Int(first.line), column: Int(first.column)))
            }
            // `override func presented(from presentable: Presentable?)` without `super.presented(from:)`
            // (one that triggers or performs a transition itself may start the route by hand: unsure).
            guard function.kind == .function, src.spells(function.name, "presented"), isOverride(function.name),
                  function.parameters.first?.label.map({ src.spells($0, "from") }) == true else { continue }
            let callsSuper = (body.lower..<max(body.lower, body.upper - 2)).contains { j in
                (src.isKeyword(j, .super) && src.isKind(j + 1, .dot) && src.spells(j + 2, "presented"))
                    || src.spells(j, XCoordinatorWord.trigger) || src.spells(j, "performTransition")
            }
            guard !callsSuper else { continue }
            let name = src.tokens[function.name]
            facts.presentedOverrides.append(XCPresentedOverride(enclosingType: file.typeNames[function.owner], calls: ownCalls(in: body),
                                                                expandsMacro: expandsMacro(body), line: Int(name.line), column: Int(name.column)))
        }
        scanChildRemovals(into: &facts)
        facts.rootHandOffs = rootHandOffs()
        for k in src.tokens.indices where src.isKind(k, .dot) && src.spells(k + 1, "immediately") {
            if let owner = file.enclosingTypeName(k) { facts.immediateLoaders.insert(owner) }
        }
        // `initialLoadingType: loading` (a value passed in, or a parameter declared): it may be `.immediately`.
        for k in src.tokens.indices where src.spells(k, "initialLoadingType") && src.isKind(k + 1, .colon) {
            guard !(src.isKind(k + 2, .dot) && src.spells(k + 3, "presented")), let owner = file.enclosingTypeName(k) else { continue }
            facts.immediateLoaders.insert(owner)
        }
    }

    /// `removeChild(_:)` calls anywhere (in a type, its extensions, a protocol extension, on another
    /// object, outside any type), and the library's removal logic overridden (`func removeChildrenIfNeeded()`,
    /// `func canBeRemovedAsChild()`). Calling `removeChildrenIfNeeded()` by hand does not count: it drops
    /// only children whose root left the screen, which a shared root never does.
    private func scanChildRemovals(into facts: inout XCoordinatorFileFacts) {
        for k in src.tokens.indices where src.isKind(k, .identifier) && src.isKind(k + 1, .lparen) {
            let overridesRemoval = src.isKeyword(k - 1, .func) && (src.spells(k, "removeChildrenIfNeeded") || src.spells(k, "canBeRemovedAsChild"))
            guard src.spells(k, "removeChild") || overridesRemoval else { continue }
            let owner = file.enclosingTypeName(k)
            if let owner { facts.childRemovers.insert(owner) }
            if owner == nil || !isOwnCall(k) {
                facts.foreignChildRemovals.append(XCRoot(receiver: .own, enclosingType: owner, line: Int(src.tokens[k].line),
                                                         column: Int(src.tokens[k].column)))
            }
        }
    }

    /// Whether the call named at `k` is made on the object itself: `f(…)`, `self.f(…)`, `self?.f(…)`
    /// (in a `[weak self]` closure), `self!.f(…)`; not `x.f(…)` or `x.self.f(…)`.
    private func isOwnCall(_ k: Int) -> Bool {
        guard src.isKind(k - 1, .dot) else { return true }
        var receiver = k - 2
        if src.isKind(receiver, .question) || src.isKind(receiver, .exclaim) { receiver -= 1 }
        return src.isKeyword(receiver, .self) && !src.isKind(receiver - 1, .dot)
    }

    /// Compiler directives and literals that hide no code (every `#if` branch is read).
    private static let plainPoundWords: Set<Keyword> = [.if, .elseif, .else, .endif, .available, .selector, .keyPath]
    private static let poundLiterals: Set<String> = ["#file", "#fileID", "#filePath", "#line", "#column", "#function"]

    /// Whether the body expands a macro: code the tool cannot see.
    private func expandsMacro(_ body: TokenRange) -> Bool {
        (body.lower..<body.upper).contains { j in
            src.isKind(j, .pound) && !Self.plainPoundWords.contains(src.keyword(j)) && !Self.poundLiterals.contains(src.text(j))
        }
    }

    /// The names of functions the body calls on its own object (`configure()`, `self.track(p)`, `setUp { … }`):
    /// any of them may call `super.presented(from:)` (Swift allows `super` in every method).
    private func ownCalls(in body: TokenRange) -> [String] {
        var names: Set<String> = []
        for j in body.lower..<body.upper where src.isKind(j, .identifier) && src.keyword(j) == .plain && !src.isCapitalized(j) {
            guard src.isKind(j + 1, .lparen) || src.isKind(j + 1, .lbrace), isOwnCall(j) else { continue }
            names.insert(src.text(j))
        }
        return names.sorted()
    }

    /// The type token of `X(…, rootViewController: rootViewController, …)` (or `self.rootViewController`, under
    /// any label or none: `X(navigationController: rootViewController)`, `X(rootViewController)`) at `value`, or
    /// held by the local `value` names, with the argument's label (`_` when unlabelled).
    private func sharedRootConstruction(_ value: TokenRange, typer: ExpressionTyper) -> (type: Int, label: String)? {
        var range = value
        if range.upper - range.lower == 1, src.isKind(range.lower, .identifier), let local = typer.localInitializer(of: range.lower) {
            range = local.range
        }
        let k = range.lower
        guard src.isCapitalized(k) else { return nil }
        let open = src.isKind(k + 1, .op) ? src.skipAngles(k + 1, limit: range.upper) : k + 1
        guard src.isKind(open, .lparen) else { return nil }
        var end = src.skipGroup(open)
        if src.isKind(end, .lbrace) && end < range.upper { end = src.skipGroup(end) }  // a trailing closure
        guard end == range.upper else { return nil }
        let root = src.arguments(ofGroupAt: open).first { argument in
            var lower = argument.value.lower
            if src.isKeyword(lower, .self) && src.isKind(lower + 1, .dot) { lower += 2 }
            return lower + 1 == argument.value.upper && src.spells(lower, UIKitWord.rootViewController)
        }
        return root.map { (k, $0.label ?? "_") }
    }
}
