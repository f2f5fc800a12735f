import StepGraphCore
/// Tells the declared type of a typed position (`TypedSlot`) from the code base's declarations:
/// function and initializer signatures, memberwise initializers (stored properties), enum cases'
/// associated values, closure-typed properties and typed properties.
struct TypedSlotResolver {
    let index: TypeIndex
    let resolver: StepResolver
    let lookups: TypeLookupCache
    private var signaturesByName: [String: [CallableSignature]] = [:]
    /// Name → resolved owner ("" for a free function) → positions in `signaturesByName[name]`: a call
    /// on a known type reads its owner's signatures, not every same-named method of the code base.
    private var signaturePositions: [String: [String: [Int]]] = [:]
    /// Enum cases by name, with their enum; declared property types by property name.
    private var casesByName: [String: [(owner: String, fact: CaseFact)]] = [:]
    private var propertyTypesByName: [String: [String]] = [:]

    init(index: TypeIndex, resolver: StepResolver, signatures: [CallableSignature], lookups: TypeLookupCache) {
        self.index = index
        self.resolver = resolver
        self.lookups = lookups
        // Repeated declarations (the same code in several targets) count once.
        var seen: Set<CallableSignature> = []
        seen.reserveCapacity(signatures.count)
        for signature in signatures where seen.insert(signature).inserted {
            let owner = index.resolve(signature.owner, from: nil) ?? signature.owner
            signaturePositions[signature.name, default: [:]][owner, default: []].append(signaturesByName[signature.name]?.count ?? 0)
            signaturesByName[signature.name, default: []].append(signature)
        }
        var propertyTypes: [String: Set<String>] = [:]
        // Order does not matter: every lookup gathers candidate types into a set.
        for (name, declarations) in index.declarations {
            var caseNames: Set<String> = []
            for declaration in declarations {
                for fact in declaration.fact.cases where fact.associatedValues != nil && caseNames.insert(fact.name).inserted {
                    casesByName[fact.name, default: []].append((name, fact))
                }
                for property in declaration.fact.properties {
                    if let declared = property.declaredType { propertyTypes[property.name, default: []].insert(declared) }
                }
            }
        }
        propertyTypesByName = propertyTypes.mapValues { $0.sorted() }
    }

    /// The step contexts the slot can hold (empty when none is a step type).
    func contexts(of slot: TypedSlot, enclosingType: String?) -> [StepContext] {
        var declared: [String] = []
        switch slot {
        case .declared(let type):
            declared = [type]
        case .argument(let callee, let base, let receiver, let label, let position):
            declared = argumentTypes(callee: callee, base: base, receiver: receiver, label: label, position: position,
                                     enclosingType: enclosingType)
        case .property(let name, let receiver):
            declared = propertyTypes(name, owners: owners(receiver: receiver, enclosingType: enclosingType))
        }
        var result: [StepContext] = []
        var seen: Set<String> = []
        for type in declared where seen.insert(type).inserted {
            if let context = stepContext(declaredAs: type, from: enclosingType), !result.contains(context) { result.append(context) }
        }
        return result
    }

    /// The context of a helper's step parameter: its declared step type, else any step.
    static func parameterContext(_ written: String, resolver: StepResolver, site: String?) -> StepContext {
        stepContext(declaredAs: written, resolver: resolver, from: site) ?? .anyStep
    }

    func stepContext(declaredAs written: String, from site: String?) -> StepContext? {
        TypedSlotResolver.stepContext(declaredAs: written, resolver: resolver, from: site)
    }

    /// A declared type's element, if it is a step type: `MainStep?`, `[MainStep]`, `Set<MainStep>`,
    /// `[String: MainStep]`, `Step`.
    static func stepContext(declaredAs written: String, resolver: StepResolver, from site: String?) -> StepContext? {
        var type = Substring(written).filter { $0 != " " }[...]
        for attribute in ["inout", "@escaping"] where type.hasPrefix(attribute) { type = type.dropFirst(attribute.count) }
        for _ in 0..<4 {
            while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
            if type.hasPrefix("[") && type.hasSuffix("]") {
                type = type.dropFirst().dropLast()
                if let colon = type.firstIndex(of: ":") { type = type[type.index(after: colon)...] }
                continue
            }
            if let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
               ["Optional", "Array", "Set", "ContiguousArray"].contains(String(type[..<open])) {
                type = type[type.index(after: open)..<type.index(before: type.endIndex)]
                continue
            }
            break
        }
        let name = String(type)
        if RxFlowWord.Step.names(name) { return .anyStep }
        let context = StepContext.type(name)
        return resolver.isStepContext(context, from: site) ? context : nil
    }

    // MARK: declarations

    /// The types a receiver (or, for `self`, the enclosing type) may be: its lineage and protocols.
    private func owners(receiver: ExprRef?, enclosingType: String?) -> Set<String>? {
        let type: String?
        if let receiver { type = index.typeOf(receiver, selfType: enclosingType) } else { type = enclosingType.map { index.resolve($0, from: nil) ?? $0 } }
        return type.map(lookups.owners(of:))
    }

    private func argumentTypes(callee: String, base: String?, receiver: ExprRef?, label: String?, position: Int,
                               enclosingType: String?) -> [String] {
        var types: [String] = []
        let wanted = label ?? "_"
        // Enum cases: `.open(step: .detail)`, `MenuAction.open(step: .detail)`.
        let baseType = base.flatMap { index.resolve($0, from: enclosingType) }
        for (owner, fact) in casesByName[callee] ?? [] where baseType == nil || owner == baseType {
            let parameters = associatedValues(fact.associatedValues)
            if let match = parameterType(parameters, label: label, position: position) { types.append(match) }
        }
        // Functions and methods: on the receiver's type (or the calling type), or anywhere when untyped.
        let owners = base == nil ? self.owners(receiver: receiver, enclosingType: enclosingType) : baseType.map { [$0] as Set<String> }
        // Free functions and the owners' methods, in declaration order.
        let named = signaturesByName[callee] ?? []
        let positions = owners.map { owners in
            (([""] + owners).flatMap { signaturePositions[callee]?[$0] ?? [] }).sorted()
        } ?? Array(named.indices)
        for signature in positions.map({ named[$0] }) where signature.labels.count > position && signature.labels[position] == wanted {
            types.append(signature.parameterTypes[position])
        }
        // Initializers: `MenuItem(step: .about)`, explicit or memberwise, of nested types too
        // (`Renderer.Item(step: .about)`, `Item(…)` inside `Renderer`, `Renderer.Item.init(…)`).
        if receiver == nil, let type = initializedType(callee: callee, base: base, enclosingType: enclosingType) {
            let initializers = signaturesByName["init"] ?? []
            for signature in (signaturePositions["init"]?[type] ?? []).map({ initializers[$0] }) {
                if signature.labels.count > position && signature.labels[position] == wanted { types.append(signature.parameterTypes[position]) }
            }
            if let label, let declared = lookups.declaredType(of: label, in: type) { types.append(declared) }
        }
        // Closure-typed properties: `route(.detail)` with `let route: (MainStep) -> Void`.
        for property in propertyTypes(callee, owners: owners) {
            let parameters = functionTypeParameters(property)
            if position < parameters.count { types.append(parameters[position]) }
        }
        return types
    }

    /// The type a call constructs: `Item(…)`, `Renderer.Item(…)`, `Renderer.Item.init(…)`.
    private func initializedType(callee: String, base: String?, enclosingType: String?) -> String? {
        if callee == "init" { return base.flatMap { index.resolve($0, from: enclosingType) ?? index.aliasedType($0, from: enclosingType) } }
        guard let first = callee.first, first.isUppercase else { return nil }
        let written = base.map { $0 + "." + callee } ?? callee
        return index.resolve(written, from: enclosingType) ?? index.aliasedType(written, from: enclosingType)
    }

    /// Declared types of properties named `name` on `owners` (on any type when nil).
    private func propertyTypes(_ name: String, owners: Set<String>?) -> [String] {
        guard let owners else { return propertyTypesByName[name] ?? [] }
        return owners.sorted().compactMap { lookups.declaredType(of: name, in: $0) }
    }

    /// `(step: MainStep, animated: Bool)` → [("step", "MainStep"), ("animated", "Bool")].
    private func associatedValues(_ text: String?) -> [(label: String?, type: String)] {
        guard let text, text.hasPrefix("("), text.hasSuffix(")") else { return [] }
        return functionTypeParameters(text + " -> Void").enumerated().map { offset, type in
            (label(in: text, at: offset), type)
        }
    }

    private func label(in text: String, at position: Int) -> String? {
        let inner = text.dropFirst().dropLast()
        var depth = 0, index = 0, current = ""
        for character in inner {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                if index == position { return labelPart(current) }
                index += 1
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return index == position ? labelPart(current) : nil
    }

    private func labelPart(_ parameter: String) -> String? {
        guard let colon = parameter.firstIndex(of: ":") else { return nil }
        let label = parameter[..<colon].split(separator: " ").last.map(String.init)
        return label == "_" ? nil : label
    }

    private func parameterType(_ parameters: [(label: String?, type: String)], label: String?, position: Int) -> String? {
        guard position < parameters.count, parameters[position].label == label else { return nil }
        return parameters[position].type
    }
}
