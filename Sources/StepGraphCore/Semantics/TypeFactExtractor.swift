/// Reads what every file says about its types (declarations, cases, properties, aliases) and which
/// type names it uses as values, for the cross-file `TypeIndex`. Runs on every file, whatever the
/// framework, so it stays cheap: no per-token `String`s.
package struct TypeFactExtractor {
    package let file: ParsedFile
    /// Held directly: reading it through `file` on every token would retain its arrays each time.
    package let src: SourceView

    package init(file: ParsedFile) {
        self.file = file
        src = file.src
    }

    package func typeFacts() -> [TypeFact] {
        let outline = file.outline
        var facts: [TypeFact] = outline.types.enumerated().map { index, decl in
            let keyword = src.tokens[decl.keyword]
            return TypeFact(kind: decl.kind, name: file.typeNames[index], line: Int(keyword.line), column: Int(keyword.column),
                            inherits: decl.inheritance.map { src.typeName($0) }, isIndirect: decl.isIndirect)
        }
        // Each type's case and property lists are made with room for exactly their entries: the facts
        // are held until linking ends, and spare room would either stay or cost a copy to give back.
        var sizes = [Int](repeating: 0, count: facts.count)
        for enumCase in outline.enumCases where enumCase.enumType >= 0 { sizes[enumCase.enumType] += 1 }
        for enumCase in outline.enumCases where enumCase.enumType >= 0 {
            let name = src.tokens[enumCase.name]
            var payload: String?
            if let values = enumCase.associatedValues, values.upper - values.lower >= 3 {
                let inner = TokenRange(values.lower + 1, values.upper - 1)
                let singleType = !(inner.lower..<inner.upper).contains { src.tokens[$0].kind == .comma || src.tokens[$0].kind == .colon }
                if singleType && src.isCapitalized(inner.lower) { payload = src.typeName(inner) }
            }
            if facts[enumCase.enumType].cases.isEmpty { facts[enumCase.enumType].cases.reserveCapacity(sizes[enumCase.enumType]) }
            facts[enumCase.enumType].cases.append(CaseFact(
                name: src.text(enumCase.name), line: Int(name.line), column: Int(name.column),
                associatedValues: enumCase.associatedValues.map { src.text($0) }, payloadType: payload))
        }
        // A value it cannot type says nothing to the type index (`typeOf` gives nil for `.text`), so
        // it is kept as no value, and its text is never made.
        let typer = ExpressionTyper(src: src, scope: nil, keepsUnknownText: false)
        for t in sizes.indices { sizes[t] = 0 }
        for variable in outline.variables where variable.function == -1 && variable.owner >= 0 { sizes[variable.owner] += 1 }
        for variable in outline.variables where variable.function == -1 && variable.owner >= 0 {
            var value: ExprRef?
            if let initializer = variable.initializer { value = typer.type(of: initializer) }
            else if let accessors = variable.accessors, variable.type != nil { value = getterValue(accessors).map { typer.type(of: $0) } }
            if case .text? = value { value = nil }
            if facts[variable.owner].properties.isEmpty { facts[variable.owner].properties.reserveCapacity(sizes[variable.owner]) }
            facts[variable.owner].properties.append(PropertyFact(
                name: src.text(variable.name), line: Int(src.tokens[variable.name].line), column: Int(src.tokens[variable.name].column),
                declaredType: variable.type.map { src.typeName($0) }, value: value))
        }
        for alias in outline.typealiases where alias.owner >= 0 {
            facts[alias.owner].typealiases[src.text(alias.name)] = src.typeName(alias.target)
        }
        // Which types call `dismiss(…)`: only in a file spelling the word, one byte compare per token;
        // the position index is built only when a call exists.
        if outline.vocabulary.contains(UIKitWord.dismiss) {
            for k in src.tokens.indices where src.tokens[k].spells(UIKitWord.dismiss) && src.isKind(k + 1, .lparen) {
                if let owner = file.enclosingTypeIndex(k) { facts[owner].callsDismiss = true }
            }
        }
        return facts
    }

    /// Top-level `typealias Entry = MenuEntry` declarations: alias → target, as written. (A type's own
    /// aliases are in its `TypeFact`.)
    package func topLevelTypealiases() -> [String: String] {
        var aliases: [String: String] = [:]
        for alias in file.outline.typealiases where alias.owner < 0 { aliases[src.text(alias.name)] = src.typeName(alias.target) }
        return aliases
    }

    /// The expression a computed property's getter returns: `{ return x }`, `{ x }`, `get { return x }`.
    package func getterValue(_ body: TokenRange) -> TokenRange? {
        var k = body.lower
        if src.isKeyword(k, .get) && src.isKind(k + 1, .lbrace) { k += 2 }
        if src.isKeyword(k, .return) { k += 1 }
        var end = k
        while end < body.upper && !(end > k && src.tokens[end].isOnNewLine) && !src.isKind(end, .rbrace) {
            end = src.skipGroup(end)
        }
        return end > k ? TokenRange(k, end) : nil
    }

    /// `Foo(`, `Foo.init(`, `Foo.self`, `Foo.make(…)` (the scanner's `constructions`): names used as
    /// values, for "is this type ever created". Kept as hashes of the name (`TypeNameHash`): no String per use.
    package func constructedNames() -> Set<UInt64> {
        let uses = file.outline.constructions
        var names = Set<UInt64>(minimumCapacity: uses.count)
        guard !uses.isEmpty else { return names }
        // Most uses repeat a name met shortly before (`CGRect(`, `String(`): a small table of the
        // latest hashes spares them the set's own hashing.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 64) { recent in
            recent.initialize(repeating: 0)
            for k in uses {
                let t = src.tokens[k]
                let hash = TypeNameHash.of(UnsafeBufferPointer(rebasing: src.bytes[Int(t.start)..<Int(t.end)]))
                let slot = Int(truncatingIfNeeded: hash & 63)
                if recent[slot] == hash && hash != 0 { continue }
                recent[slot] = hash
                names.insert(hash)
            }
        }
        return names
    }
}
