import StepGraphCore
/// Closures that capture `self` strongly (`vc.onDone = { self.trigger(.done) }`, `{ [self] in trigger(.done) }`,
/// `subscribe(onNext: { _ in self.trigger(.x) })`): whoever keeps such a closure, typically a screen the
/// coordinator built, keeps the coordinator alive. `[weak self]` and `[unowned self]` captures do not.
/// The tool cannot tell an escaping closure from a non-escaping one, so any closure counts (precision first:
/// it only silences `child_not_retained`).
extension XCoordinatorExtractor {
    /// Keywords that open a block which is not a closure when they start its statement.
    private static let blockStatements: Set<Keyword> = [.if, .guard, .while, .for, .switch, .repeat, .do, .catch, .else, .defer]
    /// Keywords that make a `{` a declaration's body (a type, function, accessor).
    private static let declarations: Set<Keyword> = [.class, .struct, .enum, .extension, .protocol, .actor, .func, .`init`, .deinit,
                                                      .subscript, .get, .set, .willSet, .didSet]

    /// For each token index `i`, how many bare `self` tokens (not `x.self`, not `self?`) come before
    /// it: whether a body names `self` is then one subtraction, however deeply closures nest (a scan
    /// of each closure's body was quadratic in the nesting of a hostile file).
    func bareSelfCounts() -> [Int32] {
        var counts = [Int32](repeating: 0, count: src.count + 1)
        var seen: Int32 = 0
        for k in 0..<src.count {
            counts[k] = seen
            if src.isKeyword(k, .self), !src.isKind(k - 1, .dot), !src.isKind(k + 1, .question) { seen += 1 }
        }
        counts[src.count] = seen
        return counts
    }

    /// Whether the closure opened at `b` captures `self` strongly: `[self]` in its capture list, or
    /// `self` named in its body with no `weak`/`unowned` capture of it. `bareSelf`: `bareSelfCounts()`.
    func capturesSelfStrongly(closureAt b: Int, bareSelf: [Int32]) -> Bool {
        let close = src.closer(b)
        var k = b + 1
        if src.isKind(k, .lbracket), let captures = captureList(at: k) {
            // `[weak screen = self.rootViewController]` reads `self`; it captures the screen, not `self`.
            for j in captures where src.isKeyword(j, .self) && !src.isKind(j - 1, .dot) && !src.isKind(j + 1, .dot) {
                let weakened = src.isKeyword(j - 1, .weak) || src.isKeyword(j - 1, .unowned)
                    || (src.isKind(j - 1, .rparen) && src.isKeyword(j - 4, .unowned))  // `unowned(unsafe) self`
                if weakened { return false }
                return true  // `[self]`, `[self = self]`
            }
            k = captures.upperBound
        }
        guard k < close else { return false }
        return bareSelf[min(close, src.count)] > bareSelf[k]
    }

    /// The tokens inside the capture list `[…]` opened at `k`, when `in` follows it (after parameters).
    private func captureList(at k: Int) -> Range<Int>? {
        let end = src.closer(k)
        guard end > k else { return nil }
        var j = end + 1
        while j < min(end + 40, src.count) {
            if src.isKeyword(j, .in) { return (k + 1)..<end }
            if src.isKind(j, .lbrace) || src.isKind(j, .rbrace) { return nil }
            j = src.skipGroup(j)
        }
        return nil
    }

    /// Whether the `{` at `b` opens a closure rather than a block or a declaration's body.
    func opensClosure(_ b: Int) -> Bool {
        guard b > 0 else { return false }
        switch src.tokens[b - 1].kind {
        // After `?` or an operator the statement decides: `-> Presentable? {` and
        // `var top: UIViewController? {` open bodies, `let f = a ?? {` a closure.
        case .lparen, .comma, .equal, .colon, .lbracket, .arrow: return true
        default: break
        }
        return !isStatementOfBlock(b)
    }

    /// Whether the statement the `{` at `b` ends is a control statement or a declaration (or `let x: T {`).
    private func isStatementOfBlock(_ b: Int) -> Bool {
        // From the group the `{` follows (`init(…) {`, `Foo<T>() {`), so the walk does not start inside it.
        var last = b - 1
        if src.isKind(last, .rparen) || src.isKind(last, .rbracket), case let open = src.closer(last), open >= 0, open < last { last = open }
        let start = src.statementStart(last, floor: max(0, b - 2_000))
        if Self.blockStatements.contains(src.keyword(start)) { return true }
        var assigned = false
        var j = start
        while j < b {
            let keyword = src.keyword(j)
            if Self.declarations.contains(keyword) || Self.blockStatements.contains(keyword) { return true }
            if src.isKind(j, .equal) { assigned = true }
            if (keyword == .var || keyword == .let) && !assigned {
                // `var x: T {` is a computed property; `let x = make { … }` a trailing closure.
                var m = j + 1
                while m < b && !src.isKind(m, .equal) { m = src.skipGroup(m) }
                return m >= b
            }
            j = src.skipGroup(j)
        }
        return false
    }
}
