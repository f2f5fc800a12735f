extension SourceView {
    /// A declared type as written, generic arguments kept, without attributes, `some`/`any`, `?` or
    /// `!`, spaces dropped (`@MainActor some Router<Route>?` → `Router<Route>`).
    package func declaredTypeText(_ range: TokenRange) -> String {
        var lower = range.lower, upper = range.upper
        // A type ending in `>` makes the next line look like a continuation: it ends at its line.
        if let next = (lower + 1..<max(lower + 1, upper)).first(where: { tokens[$0].isOnNewLine }) { upper = next }
        while lower < upper && (isKind(lower, .at) || isKeyword(lower, .any) || isKeyword(lower, .some)) {
            lower += isKind(lower, .at) ? 2 : 1
        }
        while upper > lower && (isKind(upper - 1, .question) || isKind(upper - 1, .exclaim)) { upper -= 1 }
        return text(TokenRange(lower, upper)).replacingOccurrences(of: " ", with: "")
    }
}
