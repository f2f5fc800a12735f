/// An enum case written as a literal (`.detail`, `Route.detail`, `App.Route.detail(id)`), where it
/// stands: what the XCoordinator and SwiftUI front ends read as a route.
package struct CaseLiteral: Sendable, Hashable {
    /// The type as written before the case (`App.Route`), nil for an implicit `.case`.
    package var qualifier: String?
    package var caseName: String
    package var line: Int
    package var column: Int
}

extension SourceView {
    /// The case literal starting at `range.lower`, payload included, and the token just past it (a
    /// caller decides whether more may follow: `.x.y` and `.x + 1` are not case literals).
    package func caseLiteral(startingAt range: TokenRange) -> (literal: CaseLiteral, end: Int)? {
        var k = range.lower
        guard k < range.upper else { return nil }
        var qualifier: [String] = []
        if !isKind(k, .dot) {
            while isCapitalized(k) && isKind(k + 1, .dot) { qualifier.append(text(k)); k += 2 }
            guard !qualifier.isEmpty else { return nil }
            k -= 1
        }
        guard isKind(k, .dot), isKind(k + 1, .identifier), !isCapitalized(k + 1), k + 1 < range.upper,
              keyword(k + 1) == .plain || keyword(k + 1) == .default else { return nil }
        let token = tokens[k + 1]
        let literal = CaseLiteral(qualifier: qualifier.isEmpty ? nil : qualifier.joined(separator: "."), caseName: text(k + 1),
                                  line: Int(token.line), column: Int(token.column))
        return (literal, isKind(k + 2, .lparen) ? skipGroup(k + 2) : k + 2)
    }

    /// The case a `case` pattern names: `.home`, `Route.home`, `let .item(id)`, `.item(let id)`,
    /// when it is the whole pattern.
    package func caseLiteral(inPattern range: TokenRange) -> CaseLiteral? {
        var lower = range.lower
        while lower < range.upper && (isKeyword(lower, .let) || isKeyword(lower, .var)) { lower += 1 }
        guard let (literal, end) = caseLiteral(startingAt: TokenRange(lower, range.upper)), end == range.upper else { return nil }
        return literal
    }
}
