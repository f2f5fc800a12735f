/// Guesses what an expression is from its tokens alone: a constructed type, a DI lookup, a member of
/// `self` or of a local. Locals are looked up in the enclosing function body; members are left for
/// the linker, which knows every type's properties. Framework-neutral: front ends that recognise
/// their own values (inline steppers) look at the tokens first and fall back to this.
package struct ExpressionTyper {
    package let src: SourceView
    /// The body of the function the expression is in, for local variable lookups.
    package let scope: TokenRange?
    /// That function's parameters (typed by their declared type) and generic parameter names.
    package let parameters: [Parameter]
    package let genericNames: Set<String>
    /// Whether an expression it does not understand keeps its source text (`.text`), for messages;
    /// when false, `.text` is empty (the type index reads no such text, and making it is costly).
    package let keepsUnknownText: Bool

    package static let maxDepth = 4

    package init(src: SourceView, scope: TokenRange?, parameters: [Parameter] = [], genericParameters: TokenRange? = nil,
         keepsUnknownText: Bool = true) {
        self.src = src
        self.scope = scope
        self.parameters = parameters
        self.keepsUnknownText = keepsUnknownText
        var names: Set<String> = []
        if let generics = genericParameters {
            for k in generics.lower..<generics.upper where src.isKind(k, .identifier) && src.isCapitalized(k)
                && (src.isKind(k - 1, .op) || src.isKind(k - 1, .comma)) {
                names.insert(src.text(k))
            }
        }
        genericNames = names
    }

    /// `range` without leading `try`/`await`/`?`/`!` and trailing `!`/`?` (nil when nothing is left).
    package func trimmed(_ range: TokenRange) -> TokenRange? {
        var lower = range.lower
        var upper = range.upper
        while lower < upper && (src.tokens[lower].keyword == .try || src.tokens[lower].keyword == .await
                                || src.tokens[lower].kind == .question || src.tokens[lower].kind == .exclaim) { lower += 1 }
        while upper > lower && (src.tokens[upper - 1].kind == .exclaim || src.tokens[upper - 1].kind == .question) { upper -= 1 }
        return lower < upper ? TokenRange(lower, upper) : nil
    }

    package func type(of range: TokenRange, depth: Int = 0) -> ExprRef {
        guard let trimmed = trimmed(range), depth <= ExpressionTyper.maxDepth else { return .text(unknown(range)) }
        let range = trimmed
        let lower = range.lower, upper = range.upper
        // `x as! Foo`, `x as? Foo`: the cast decides.
        var k = lower
        while k < upper {
            if src.tokens[k].keyword == .as {
                var t = k + 1
                if src.isKind(t, .question) || src.isKind(t, .exclaim) { t += 1 }
                return .type(src.typeName(TokenRange(t, upper)), hints: [])
            }
            k = src.skipGroup(k)
        }
        // A container lookup `resolver.resolve(Foo.self)` names its type.
        if let resolved = resolvedType(in: range) { return .type(resolved, hints: []) }

        let first = src.tokens[lower]
        if first.keyword == .self { return members(after: lower + 1, upper: upper, base: .selfValue, range: range) }
        if first.kind == .lbrace {
            // `{ let nav = UINavigationController(); …; return nav }()`: its first constructed type.
            if let name = constructedTypes(in: TokenRange(lower + 1, src.closer(lower))).first {
                return .type(name, hints: [])
            }
            return .text(unknown(range))
        }
        if src.isCapitalized(lower) {
            var j = lower
            while src.isKind(j + 1, .dot) && src.isCapitalized(j + 2) { j += 2 }
            // `Foo.Bar`: the capitalized names and their dots, made into one string.
            let name = src.typeName(TokenRange(lower, j + 1))
            if src.isKind(j + 1, .op) { j = src.skipAngles(j + 1, limit: upper) - 1 }
            return .type(name, hints: constructedTypes(in: TokenRange(j + 1, upper)))
        }
        if first.kind == .identifier {
            let base: ExprRef
            if let local = localInitializer(of: lower) {
                base = local.isDeclaredType ? declaredType(local.range) : type(of: local.range, depth: depth + 1)
            } else if let index = parameters.lastIndex(where: { src.sameText($0.name, lower) }) {
                base = .parameter(index, declared: declaredType(parameters[index].type))
            } else {
                base = .member(.selfValue, src.text(lower))
            }
            return members(after: lower + 1, upper: upper, base: base, range: range)
        }
        return .text(unknown(range))
    }

    /// The text kept for an expression it does not understand.
    private func unknown(_ range: TokenRange) -> String { keepsUnknownText ? src.text(range) : "" }

    /// A declared type; a generic parameter (`T`) says nothing about the value.
    private func declaredType(_ range: TokenRange) -> ExprRef {
        let name = src.typeName(range)
        return genericNames.contains(name) ? .text(name) : .type(name, hints: [])
    }

    /// Follows `.name` member accesses after `k`; a method call makes the result unknown.
    private func members(after k: Int, upper: Int, base: ExprRef, range: TokenRange) -> ExprRef {
        var result = base
        var j = k
        while j < upper {
            if src.isKind(j, .exclaim) || src.isKind(j, .question) { j += 1; continue }
            guard src.isKind(j, .dot), src.isKind(j + 1, .identifier) else { return .text(unknown(range)) }
            if src.isKind(j + 2, .lparen) { return .text(unknown(range)) }
            result = .member(result, src.text(j + 1))
            j += 2
        }
        return result
    }

    /// `Foo.self` inside a `resolve(…)` call in `range`, or after SwinjectAutoregistration's
    /// `~>` (`resolver ~> Foo.self`, `resolver ~> (Foo.self, argument: id)`).
    private func resolvedType(in range: TokenRange) -> String? {
        // Run on every property's initializer in every file: a word id compared, not looked up per token.
        let resolve = UIKitWord.table.id(of: UIKitWord.resolve)
        var k = range.lower
        while k < range.upper {
            let token = src.tokens[k]
            if token.kind == .op && src.spells(k, "~>") {
                let j = src.isKind(k + 1, .lparen) ? k + 2 : k + 1
                if src.isCapitalized(j) && src.isKind(j + 1, .dot) && src.isKeyword(j + 2, .self) { return src.text(j) }
            }
            if token.vocabulary == resolve && src.isKind(k + 1, .lparen) {
                let close = src.closer(k + 1)
                var j = k + 2
                while j + 2 < close + 1 {
                    if src.isCapitalized(j) && src.isKind(j + 1, .dot) && src.isKeyword(j + 2, .self) { return src.text(j) }
                    j += 1
                }
            }
            k += 1
        }
        return nil
    }

    /// Capitalized names called as constructors in `range` (`Foo(`, `Foo.init(`, `Foo.make(`).
    package func constructedTypes(in range: TokenRange) -> [String] {
        var names: [String] = []
        var k = range.lower
        while k < range.upper {
            if src.isCapitalized(k) && !src.isKind(k - 1, .dot) {
                if src.isKind(k + 1, .lparen) || (src.isKind(k + 1, .dot) && src.isKind(k + 2, .identifier) && src.isKind(k + 3, .lparen)) {
                    names.append(src.text(k))
                }
            }
            k += 1
        }
        return names
    }

    /// Where the local `let`/`var` named like token `nameToken` (and declared before it) gets its
    /// value: its declared type's range, or its initializer's.
    package func localInitializer(of nameToken: Int) -> (range: TokenRange, isDeclaredType: Bool)? {
        let position = nameToken
        guard let scope, scope.contains(position) else { return nil }
        let found = src.locals.map { $0.lastIntroducer(of: nameToken, in: scope, before: position, src: src) }
            ?? LocalDeclarations.lastIntroducer(of: nameToken, in: scope, before: position, src: src)
        guard let declaration = found else { return nil }
        let isBinding = [.if, .guard, .while].contains(src.keyword(declaration - 1))
            || (src.isKind(declaration - 1, .comma) && !src.isKind(declaration, .comma))
        var j = declaration + 2
        if src.isKind(j, .colon) {
            let typeStart = j + 1
            while j < position && !src.isKind(j, .equal) && !(src.tokens[j].isOnNewLine && j > typeStart) { j = src.skipGroup(j) }
            return (TokenRange(typeStart, j), true)
        }
        j += 1
        let start = j
        while j < scope.upper {
            let t = src.tokens[j]
            if j > start && t.isOnNewLine && t.kind != .dot && t.kind != .op { break }
            if t.kind == .comma || t.kind == .semicolon || t.keyword == .else || t.kind == .rbrace || t.kind == .rparen { break }
            if t.kind == .lbrace && (isBinding || j == start) {
                if j == start { j = src.skipGroup(j); if src.isKind(j, .lparen) { j = src.skipGroup(j) }; continue }
                break
            }
            j = src.skipGroup(j)
        }
        return (TokenRange(start, j), false)
    }
}
