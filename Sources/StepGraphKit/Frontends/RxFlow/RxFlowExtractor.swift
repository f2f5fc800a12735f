/// Turns one file's tokens and outline into `FileFacts`. Every file contributes its types (the
/// linker needs them to find Step conformances and property types); only files that mention RxFlow
/// vocabulary pay for the flow and emission analysis.
struct RxFlowExtractor {
    let src: SourceView
    let outline: SyntaxOutline
    let refs: StepReferenceParser
    /// Qualified name of each `outline.types` entry.
    let typeNames: [String]
    /// Whether the file mentions RxFlow vocabulary (only then are flows and emissions analysed).
    let isRelevant: Bool
    private let typeIndex: InnermostRangeIndex
    private let functionBodies: [TokenRange]
    private let functionIndex: InnermostRangeIndex

    init(src: SourceView, outline: SyntaxOutline) {
        self.src = src
        self.outline = outline
        self.refs = StepReferenceParser(src: src)
        var names: [String] = []
        names.reserveCapacity(outline.types.count)
        for decl in outline.types {
            let own = decl.kind == .extension ? src.typeName(decl.name) : src.text(decl.name.lower)
            names.append(decl.parent >= 0 && decl.kind != .extension ? names[decl.parent] + "." + own : own)
        }
        typeNames = names
        isRelevant = RxFlowExtractor.mentionsRxFlow(src)
        // Position indexes are needed only by the flow and emission analysis.
        let indexed = isRelevant ? src.count : 0
        typeIndex = InnermostRangeIndex(outline.types.map(\.body), tokenCount: indexed)
        functionBodies = outline.functions.compactMap(\.body)
        functionIndex = InnermostRangeIndex(functionBodies, tokenCount: indexed)
    }

    func extract(path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        facts.types = typeFacts()
        facts.constructed = constructedNames()
        if isRelevant {
            facts.functions = FlowFunctionExtractor(extractor: self).functionFacts()
            let emissions = EmissionScanner(extractor: self)
            facts.emissions = emissions.emissions()
            facts.coordinations = emissions.coordinations()
            facts.legacyAPIUses = LegacyAPIScanner(extractor: self).uses()
        }
        return facts
    }

    // MARK: shared lookups

    /// Qualified name of the innermost type whose body contains token `k`.
    func enclosingTypeName(_ k: Int) -> String? {
        typeIndex.at(k).map { typeNames[$0] }
    }

    /// Body of the innermost function containing token `k`.
    func enclosingFunctionBody(_ k: Int) -> TokenRange? {
        functionIndex.at(k).map { functionBodies[$0] }
    }

    // MARK: types

    private func typeFacts() -> [TypeFact] {
        var facts: [TypeFact] = outline.types.enumerated().map { index, decl in
            let keyword = src.tokens[decl.keyword]
            return TypeFact(kind: decl.kind, name: typeNames[index], line: Int(keyword.line), column: Int(keyword.column),
                            inherits: decl.inheritance.map { src.typeName($0) }, isIndirect: decl.isIndirect)
        }
        for enumCase in outline.enumCases where enumCase.enumType >= 0 {
            let name = src.tokens[enumCase.name]
            var payload: String?
            if let values = enumCase.associatedValues, values.upper - values.lower >= 3 {
                let inner = TokenRange(values.lower + 1, values.upper - 1)
                let singleType = !(inner.lower..<inner.upper).contains { src.tokens[$0].kind == .comma || src.tokens[$0].kind == .colon }
                if singleType && src.isCapitalized(inner.lower) { payload = src.typeName(inner) }
            }
            facts[enumCase.enumType].cases.append(CaseFact(
                name: src.text(enumCase.name), line: Int(name.line), column: Int(name.column),
                associatedValues: enumCase.associatedValues.map { src.text($0) }, payloadType: payload))
        }
        let typer = ExpressionTyper(src: src, scope: nil)
        for variable in outline.variables where variable.function == -1 && variable.owner >= 0 {
            var value: ExprRef?
            if let initializer = variable.initializer { value = typer.type(of: initializer) }
            else if let accessors = variable.accessors, variable.type != nil { value = getterValue(accessors, typer: typer) }
            facts[variable.owner].properties.append(PropertyFact(
                name: src.text(variable.name), line: Int(src.tokens[variable.name].line),
                declaredType: variable.type.map { src.typeName($0) }, value: value))
        }
        for alias in outline.typealiases where alias.owner >= 0 {
            facts[alias.owner].typealiases[src.text(alias.name)] = src.typeName(alias.target)
        }
        return facts
    }

    /// What a computed property's getter returns: `{ return x }`, `{ x }`, `get { return x }`.
    private func getterValue(_ body: TokenRange, typer: ExpressionTyper) -> ExprRef? {
        var k = body.lower
        if src.isKeyword(k, .get) && src.isKind(k + 1, .lbrace) { k += 2 }
        if src.isKeyword(k, .return) { k += 1 }
        var end = k
        while end < body.upper && !(end > k && src.tokens[end].isOnNewLine) && !src.isKind(end, .rbrace) {
            end = src.skipGroup(end)
        }
        guard end > k else { return nil }
        return typer.type(of: TokenRange(k, end))
    }

    // MARK: instantiation

    /// `Foo(`, `Foo.init(`, `Foo.self`, `Foo.make(…)`: names used as values, for "is this flow ever
    /// created". Kept as hashes of the name (`TypeNameHash`): no String per use.
    private func constructedNames() -> Set<UInt64> {
        var names: Set<UInt64> = []
        let tokens = src.tokens
        var k = 0
        while k + 1 < tokens.count {
            if tokens[k].kind == .identifier && !src.isKind(k - 1, .dot) && src.isCapitalized(k) {
                let next = tokens[k + 1].kind
                if next == .lparen || (next == .dot && k + 2 < tokens.count && tokens[k + 2].kind == .identifier
                                       && (tokens[k + 2].keyword == .self || tokens[k + 2].keyword == .`init`
                                           || src.isKind(k + 3, .lparen))) {
                    let t = tokens[k]
                    names.insert(TypeNameHash.of(UnsafeBufferPointer(rebasing: src.bytes[Int(t.start)..<Int(t.end)])))
                }
            }
            k += 1
        }
        return names
    }

    // MARK: relevance

    /// The words that make a file worth the flow and emission analysis.
    private static let relevantWords = VocabularyMask([RxFlowWord]([
        .Step, .Stepper, .Flow, .Flows, .steps, .FlowContributors, .FlowContributor, .NextFlowItems, .NextFlowItem,
        .Flowable, .FlowCoordinator, .Coordinator, .OneStepper, .CompositeStepper, .DefaultStepper, .initialStep,
        .RxFlow, .RxFlowStep, .navigate, .coordinate,
    ]))

    static func mentionsRxFlow(_ src: SourceView) -> Bool {
        relevantWords.matchesAny(src.tokens)
    }
}
