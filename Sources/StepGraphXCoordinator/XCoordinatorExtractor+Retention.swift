import StepGraphCore
/// Types built in a function body whose every use hands them out through something that does not
/// keep them alive: the library retains only the presentables a transition lists (and `addChild`),
/// the window only the root controller. The linker keeps the ones that are coordinators.
extension XCoordinatorExtractor {
    /// Members that hand out a coordinator's controller or a router that does not own it.
    static let nonRetainingMembers: Set<String> = [UIKitWord.rootViewController.spelling, "viewController",
                                                   XCoordinatorWord.unownedRouter.spelling, XCoordinatorWord.weakRouter.spelling]
    /// Calls on a coordinator (or its router) that do not keep it.
    static let nonRetainingCalls: [String: String] = [XCoordinatorWord.trigger.spelling: XCoordinatorWord.trigger.spelling,
                                                       XCoordinatorWord.contextTrigger.spelling: XCoordinatorWord.contextTrigger.spelling,
                                                       UIKitWord.setRoot.spelling: "setRoot(for:)"]
    /// Members that wrap a coordinator strongly, so a temporary wrapper keeps it only as long as itself.
    static let strongWrappers: Set<String> = [XCoordinatorWord.strongRouter.spelling, "anyCoordinator"]

    func unretainedCoordinators() -> [XCUnretained] {
        var found: [XCUnretained] = []
        var seen: Set<Int> = []
        for function in outline.functions {
            guard let body = function.body else { continue }
            let typer = ExpressionTyper(src: src, scope: body, parameters: function.parameters)
            var k = body.lower
            while k < body.upper {
                defer { k += 1 }
                guard src.isCapitalized(k), !src.isKind(k - 1, .dot), let built = construction(at: k, limit: body.upper),
                      seen.insert(k).inserted else { continue }
                var end = built.end
                if src.isKind(end, .dot), src.isKind(end + 1, .identifier), XCoordinatorExtractor.strongWrappers.contains(src.text(end + 1)) {
                    end += 2
                }
                let use: String?
                if let local = localName(assignedAt: k) {
                    guard end >= body.upper || src.tokens[end].isOnNewLine || src.isKind(end, .semicolon) else { continue }
                    use = handOutOfLocal(local, declaredAt: k, end: end, body: body, typer: typer)
                } else {
                    use = handOut(at: end) ?? (isTriggerTarget(start: k, end: end) ? "trigger(_:on:)" : nil)
                }
                guard let use else { continue }
                found.append(XCUnretained(type: src.text(k), handedOut: use, enclosingType: file.enclosingTypeName(k),
                                           line: Int(src.tokens[k].line), column: Int(src.tokens[k].column)))
            }
        }
        return found
    }

    /// Types that hand a strong reference to themselves to something (`VC(router: strongRouter)`,
    /// `viewModel.coordinator = self`, a closure capturing `self` strongly): what they show may keep them alive.
    func selfRetainingTypes() -> Set<String> {
        var types: Set<String> = []
        for k in src.tokens.indices where src.isKind(k, .identifier) {
            let strong = src.spells(k, XCoordinatorWord.strongRouter) || src.spells(k, "anyCoordinator")
            // `guard let self = self` rebinds, it hands nothing out.
            let handsSelf = src.isKeyword(k, .self) && !src.isKind(k + 1, .dot) && !src.isKeyword(k - 2, .self)
                && (src.isKind(k - 1, .equal) || src.isKind(k - 1, .colon) || src.isKind(k - 1, .lparen) || src.isKind(k - 1, .comma))
            guard (strong && (!src.isKind(k - 1, .dot) || src.isKeyword(k - 2, .self))) || handsSelf,
                  let owner = file.enclosingTypeName(k) else { continue }
            types.insert(owner)
        }
        let bareSelf = bareSelfCounts()
        for b in src.tokens.indices where src.isKind(b, .lbrace) {
            guard capturesSelfStrongly(closureAt: b, bareSelf: bareSelf), let owner = file.enclosingTypeName(b), !types.contains(owner),
                  opensClosure(b) else { continue }
            types.insert(owner)
        }
        return types
    }

    /// `X(…)`, `X<A>(…)`, with a trailing closure: just past it and its `(`, unless an argument is `self`
    /// (the new object may register itself with its creator).
    private func construction(at k: Int, limit: Int) -> (open: Int, end: Int)? {
        var open = k + 1
        if src.isKind(open, .op) { open = src.skipAngles(open, limit: limit) }
        guard src.isKind(open, .lparen) else { return nil }
        if src.arguments(ofGroupAt: open).contains(where: { $0.value.upper - $0.value.lower == 1 && src.isKeyword($0.value.lower, .self) }) {
            return nil
        }
        var end = src.skipGroup(open)
        if src.isKind(end, .lbrace) && !src.tokens[end].isOnNewLine { end = src.skipGroup(end) }
        return (open, end)
    }

    /// The name token of `let name = ` / `var name = ` right before `k`.
    private func localName(assignedAt k: Int) -> Int? {
        guard src.isKind(k - 1, .equal), src.isKind(k - 2, .identifier), src.isKeyword(k - 3, .let) || src.isKeyword(k - 3, .var) else { return nil }
        return k - 2
    }

    /// What the member or call at `k` (just past the object) hands out, if it does not retain.
    private func handOut(at k: Int) -> String? {
        guard src.isKind(k, .dot), src.isKind(k + 1, .identifier) else { return nil }
        let name = src.text(k + 1)
        if src.isKind(k + 2, .lparen) { return XCoordinatorExtractor.nonRetainingCalls[name] }
        return XCoordinatorExtractor.nonRetainingMembers.contains(name) ? name : nil
    }

    /// Whether `start..<end` is the whole `on:` argument of a `.trigger(…)` or `.route(…)` transition.
    private func isTriggerTarget(start: Int, end: Int) -> Bool {
        guard src.isKind(start - 1, .colon), src.spells(start - 2, "on"), src.isKind(end, .rparen) || src.isKind(end, .comma),
              let open = enclosingCall(of: start), src.isKind(open - 1, .identifier), src.isKind(open - 2, .dot) else { return false }
        return src.spells(open - 1, XCoordinatorWord.trigger) || src.spells(open - 1, "route")
    }

    /// What a local holding a new object hands out, when every later use of it in the function hands
    /// it out without retaining it (at the declaration's own block level); nil when any use may keep it.
    private func handOutOfLocal(_ name: Int, declaredAt k: Int, end: Int, body: TokenRange, typer: ExpressionTyper) -> String? {
        var first: String?
        var j = end
        while j < body.upper {
            defer { j += 1 }
            guard src.isKind(j, .identifier), src.sameText(j, name), !src.isKind(j - 1, .dot),
                  typer.localInitializer(of: j)?.range.lower == k else { continue }
            // Inside a block or closure opened after the declaration: it may capture and keep it.
            if (end..<j).contains(where: { src.isKind($0, .lbrace) && src.closer($0) > j }) { return nil }
            guard let use = handOut(at: j + 1) ?? (isTriggerTarget(start: j, end: j + 1) ? "trigger(_:on:)" : nil) else { return nil }
            if first == nil { first = use }
        }
        return first
    }
}
