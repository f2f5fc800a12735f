import StepGraphCore
/// The declared type of a name a value is read from (`NavigationLink(value: route)`), found in the
/// file where it is used: the closure or loop binding it, a parameter, a local, a property.
extension SwiftUIExtractor {
    /// The type the name at `k` is declared with, as written: the element type of what a closure
    /// (`ForEach(items) { item in }`, `List(items) { item in }`) or a loop (`for r in routes`) binding
    /// it iterates, a parameter of the function it is in, a local declared with its type, or a
    /// property of the enclosing type. Nil when its binding says no type (`{ item in }` of another call),
    /// and for a parameter unless `parameters` (a method appending its parameter forwards it: its calls push).
    func declaredType(ofNameAt k: Int, parameters: Bool) -> String? {
        let name = src.text(k)
        var b = k - 1
        while b >= 0 {
            if src.isKind(b, .lbrace), src.closer(b) > k, let bound = iteration(binding: name, atBlock: b) { return bound }
            b -= 1
        }
        return declaredType(of: name, at: k, parameters: parameters)
    }

    /// What a block binding `name` iterates: `{ name in` after `ForEach(seq…)`/`List(seq…)`, or
    /// `for name in seq {`, as `.some(type)`; nil when the block does not bind `name`.
    private func iteration(binding name: String, atBlock b: Int) -> String?? {
        let parameter = src.isKind(b + 1, .lparen) ? b + 2 : b + 1
        if src.isKind(parameter, .identifier), src.text(parameter) == name,
           src.isKeyword(parameter + (src.isKind(b + 1, .lparen) ? 2 : 1), .in) {
            let open = src.isKind(b - 1, .rparen) ? Int(src.match[b - 1]) : b
            guard open < b - 1, src.spells(open - 1, SwiftUIWord.ForEach) || src.spells(open - 1, SwiftUIWord.List),
                  let sequence = src.arguments(ofGroupAt: open).first, sequence.label == nil || sequence.label == "data" else { return .some(nil) }
            return .some(elementType(of: sequence.value))
        }
        var j = b - 1
        while j > 0 && j > b - 16 && !src.isKeyword(j, .for) && !src.isKind(j, .rbrace) && !src.isKind(j, .lbrace) { j -= 1 }
        guard src.isKeyword(j, .for), src.text(j + 1) == name, src.isKeyword(j + 2, .in) else { return nil }
        return .some(elementType(of: TokenRange(j + 3, b)))
    }

    /// `[Item]`'s `Item` for a sequence written as a name (`items`, `self.items`) declared with an array type.
    private func elementType(of range: TokenRange) -> String? {
        var name = range.lower
        if src.isKeyword(name, .self), src.isKind(name + 1, .dot) { name += 2 }
        guard name + 1 == range.upper, src.isKind(name, .identifier),
              let type = declaredType(of: src.text(name), at: name) else { return nil }
        return SwiftUILinker.elementType(SwiftUILinker.unwrapped(type))
    }

    /// The code of the innermost member (function body, computed property or initializer) holding `k`.
    private func memberCode(holding k: Int) -> TokenRange? {
        let functions = outline.functions.compactMap(\.body).filter { $0.contains(k) }
        let variables = outline.variables.compactMap { $0.accessors ?? $0.initializer }.filter { $0.contains(k) }
        return (functions + variables).max { $0.lower < $1.lower }
    }

    /// The brace opening the block that holds token `j`.
    private func enclosingBrace(_ j: Int, floor: Int) -> Int? {
        var b = j - 1
        while b >= floor {
            if src.isKind(b, .rbrace) || src.isKind(b, .rparen) || src.isKind(b, .rbracket) { b = Int(src.match[b]) - 1; continue }
            if src.isKind(b, .lbrace) { return b }
            b -= 1
        }
        return nil
    }

    /// A local the name at `k` reads, declared before it in a block holding it, in any member (a
    /// computed `body`, a `@ViewBuilder` closure's `let`): its written type, or the type its value
    /// is built from (`let route = TrailRoute.detail(id)`, `let item = Item(id: 1)`).
    func localType(ofNameAt k: Int) -> String? {
        guard let code = memberCode(holding: k) else { return nil }
        var j = k - 1
        while j >= code.lower {
            defer { j -= 1 }
            guard src.isKeyword(j, .let) || src.isKeyword(j, .var), src.sameText(j + 1, k) else { continue }
            // In scope: the block declaring it still holds `k`.
            if let brace = enclosingBrace(j, floor: code.lower - 1), src.closer(brace) < k { continue }
            if src.isKind(j + 2, .colon) {
                var end = j + 3
                while end < k && !src.isKind(end, .equal) && !src.isKind(end, .lbrace) && !src.tokens[end].isOnNewLine { end += 1 }
                return src.declaredTypeText(TokenRange(j + 3, end))
            }
            guard src.isKind(j + 2, .equal) else { return nil }
            let value = TokenRange(j + 3, src.expressionEnd(from: j + 3, limit: k))
            return value.isEmpty ? nil : pushedValue(value)?.qualifier
        }
        return nil
    }

    /// Whether the name at `k` is bound in the member holding it (a parameter, a closure's
    /// parameter, a local, a pattern's binding) rather than read from a property.
    func isBoundLocally(_ k: Int) -> Bool {
        guard let code = memberCode(holding: k) else { return false }
        if let function = outline.functions.first(where: { $0.body == code }), function.parameters.contains(where: { src.sameText($0.name, k) }) { return true }
        for j in code.lower..<k where src.sameText(j, k) && !src.isKind(j - 1, .dot) {
            let declares = src.isKeyword(j - 1, .let) || src.isKeyword(j - 1, .var) || src.isKeyword(j - 1, .for) || src.isKeyword(j - 1, .case)
            let closureParameter = src.isKeyword(j + 1, .in) || (src.isKind(j + 1, .comma) && src.isKind(j - 1, .lbrace))
                || (src.isKind(j + 1, .rparen) && src.isKeyword(j + 2, .in))
            if declares || closureParameter { return true }
        }
        return false
    }

    /// `name`'s declared type at `k`: a parameter of the innermost function there, a local declared
    /// before `k` in it, or a property of the enclosing type declared in this file.
    private func declaredType(of name: String, at k: Int, parameters: Bool = true) -> String? {
        let functions = outline.functions.indices.filter { outline.functions[$0].body?.contains(k) == true }
        let innermost = functions.max { outline.functions[$0].body!.lower < outline.functions[$1].body!.lower }
        if let innermost, let parameter = outline.functions[innermost].parameters.last(where: { src.text($0.name) == name }) {
            return parameters ? src.declaredTypeText(parameter.type) : nil
        }
        let local = outline.variables.last { variable in
            variable.function >= 0 && functions.contains(variable.function) && variable.keyword < k && src.text(variable.name) == name && variable.type != nil
        }
        if let type = local?.type { return src.declaredTypeText(type) }
        let owner = file.enclosingTypeName(k)
        let property = outline.variables.first { $0.function == -1 && owner != nil && ownerName($0.owner) == owner && src.text($0.name) == name && $0.type != nil }
        return property?.type.map(src.declaredTypeText)
    }
}
