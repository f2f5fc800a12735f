import StepGraphCore
/// Local arrays grown before they are used: `tabs.append(home)`, `tabs += [news]`,
/// `tabs.append(contentsOf: [chat, more])` before `super.init(tabs: tabs)`.
extension XCoordinatorExtractor {
    /// The elements added to the local named at `use` between its declaration (ending at `declared`) and
    /// `use`, each as written (both branches of an `if` count: either may run).
    func appendedElements(toLocalAt use: Int, after declared: Int, typer: ExpressionTyper?, depth: Int) -> [TokenRange] {
        var elements: [TokenRange] = []
        var j = declared
        while j < use {
            defer { j += 1 }
            guard src.sameText(j, use), !src.isKind(j - 1, .dot) else { continue }
            if src.isKind(j + 1, .dot), src.spells(j + 2, "append"), src.isKind(j + 3, .lparen) {
                for argument in src.arguments(ofGroupAt: j + 3) {
                    if argument.label == nil { elements.append(argument.value) }
                    else if argument.label == "contentsOf" { elements += values(argument.value, typer: typer, depth: depth + 1) }
                }
            } else if src.isKind(j + 1, .op), src.spells(j + 1, "+=") {
                let end = src.expressionEnd(from: j + 2, limit: use)
                if end > j + 2 { elements += values(TokenRange(j + 2, end), typer: typer, depth: depth + 1) }
            }
        }
        return elements
    }

    /// `[]`, `[Presentable]()`, `[UIViewController]()`: an array literal or initializer with no elements.
    func isEmptyArray(_ range: TokenRange) -> Bool {
        guard src.isKind(range.lower, .lbracket) else { return false }
        let close = src.closer(range.lower)
        if close == range.upper - 1 { return close == range.lower + 1 }
        return src.isKind(close + 1, .lparen) && src.closer(close + 1) == close + 2 && close + 3 == range.upper
    }
}
