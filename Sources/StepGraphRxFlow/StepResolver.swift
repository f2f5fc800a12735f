import StepGraphCore
/// Resolves written step references to `Enum.case` identifiers. An implicit `.case` resolves only
/// through its context; when several step enums could be meant, the answer is "ambiguous", never a guess.
struct StepResolver {
    enum Resolution: Equatable {
        case step(String)
        case ambiguous([String])
        case unresolved
    }

    /// The steps a reference denotes, and the candidates when it is ambiguous.
    struct Steps: Equatable {
        var ids: [String] = []
        var ambiguous: [String] = []
    }

    struct StepEnumInfo {
        var name: String
        var cases: [String: CaseFact]
    }

    let index: TypeIndex
    /// Step enums by qualified name (RxFlow's built-in `RxFlowStep` included).
    let enums: [String: StepEnumInfo]
    /// Whether the code base declares step enums of its own.
    let hasDeclaredEnums: Bool
    /// Step protocols (refining `Step`) and the enums conforming to each.
    let protocolMembers: [String: [String]]
    /// Case name → step enums declaring it.
    private let enumsByCase: [String: [String]]
    /// Step enum → its static members that return steps (`static var authStart: AppStep { .auth(.start) }`).
    private let aliases: [String: [String: [StepRef]]]
    /// Shortcut name → step enums declaring it.
    private let enumsByAlias: [String: [String]]

    static let builtinEnum = RxFlowWord.RxFlowStep.spelling
    /// Shortcuts returning shortcuts are followed this deep.
    private static let maxAliasDepth = 4

    init(index: TypeIndex, stepConformers: [String: Conformance], aliases declared: [StepAlias] = []) {
        self.index = index
        var enums: [String: StepEnumInfo] = [:]
        for name in stepConformers.keys where index.kind(of: name) == .enum {
            var cases: [String: CaseFact] = [:]
            for decl in index.declarations[name] ?? [] { for c in decl.fact.cases { cases[c.name] = cases[c.name] ?? c } }
            enums[name] = StepEnumInfo(name: name, cases: cases)
        }
        hasDeclaredEnums = !enums.isEmpty
        if enums[StepResolver.builtinEnum] == nil {
            enums[StepResolver.builtinEnum] = StepEnumInfo(
                name: StepResolver.builtinEnum, cases: ["home": CaseFact(name: "home", line: 0, column: 0)])
        }
        // RxFlow's own `RxFlowStep` is only ever written qualified: it never answers an implicit `.home`.
        var byCase: [String: [String]] = [:]
        for name in enums.keys.sorted() where name != StepResolver.builtinEnum || stepConformers[name] != nil {
            for c in enums[name]!.cases.keys { byCase[c, default: []].append(name) }
        }
        enumsByCase = byCase
        var members: [String: [String]] = [:]
        for (name, how) in stepConformers where enums[name] != nil {
            if case .viaProtocol(let refined) = how { members[refined, default: []].append(name) }
        }
        protocolMembers = members
        self.enums = enums
        var aliases: [String: [String: [StepRef]]] = [:]
        var byAlias: [String: [String]] = [:]
        for alias in declared {
            guard let owner = enums[alias.owner] != nil ? alias.owner : index.resolve(alias.owner, from: nil),
                  enums[owner] != nil, enums[owner]?.cases[alias.name] == nil else { continue }
            if aliases[owner]?[alias.name] == nil { byAlias[alias.name, default: []].append(owner) }
            aliases[owner, default: [:]][alias.name, default: []] += alias.refs
        }
        self.aliases = aliases
        enumsByAlias = byAlias.mapValues { $0.sorted() }
    }


    /// The steps `ref` denotes: a container case with a step payload stands for its payload's case
    /// (`AppStep.auth(.done)` → `AppStep.Auth.done`), a static shortcut for what it returns.
    func steps(of ref: StepRef, in contexts: [StepContext], from site: String? = nil, depth: Int = 0) -> Steps {
        switch resolve(ref, in: contexts, from: site) {
        case .step(let id):
            if ref.payload.count == 1, let payload = payloadEnum(of: id) {
                let inner = steps(of: ref.payload[0], in: [.type(payload)], from: payload, depth: depth)
                if !inner.ids.isEmpty || !inner.ambiguous.isEmpty { return inner }
            }
            return Steps(ids: [id])
        case .ambiguous(let candidates):
            return Steps(ambiguous: candidates)
        case .unresolved:
            // `AppStep.allCases`, `AppStep(rawValue:)`: any case may be the value.
            if ref.caseName == StepResolver.allCases, let qualifier = ref.qualifier, let name = stepEnum(named: qualifier, from: site) {
                return Steps(ids: allCases(of: name, from: site))
            }
            return aliasSteps(of: ref, in: contexts, from: site, depth: depth)
        }
    }

    /// The case name a reference to every case of an enum is recorded with.
    static let allCases = "allCases"

    private func aliasSteps(of ref: StepRef, in contexts: [StepContext], from site: String?, depth: Int) -> Steps {
        guard depth < StepResolver.maxAliasDepth else { return Steps() }
        var owners: Set<String> = []
        if let qualifier = ref.qualifier {
            if let name = stepEnum(named: qualifier, from: site), aliases[name]?[ref.caseName] != nil { owners = [name] }
        } else {
            let declaring = enumsByAlias[ref.caseName] ?? []
            for context in contexts {
                switch context {
                case .anyStep:
                    owners.formUnion(declaring)
                case .type(let written):
                    if let name = stepEnum(named: written, from: site), declaring.contains(name) { owners.insert(name) }
                    else if isStepContext(context, from: site) { owners.formUnion(declaring) }
                case .payload:
                    continue
                }
            }
        }
        guard owners.count == 1, let owner = owners.first else {
            return Steps(ambiguous: owners.sorted().map { $0 + "." + ref.caseName })
        }
        var result = Steps()
        for inner in aliases[owner]?[ref.caseName] ?? [] {
            let found = steps(of: inner, in: [.type(owner)], from: owner, depth: depth + 1)
            result.ids += found.ids
            result.ambiguous += found.ambiguous
        }
        return result
    }

    /// The step enum a written name denotes (`AppStep`, `Outer.AppStep`, `Module.AppStep`).
    func stepEnum(named written: String, from context: String? = nil) -> String? {
        if enums[written] != nil { return written }
        if let resolved = index.resolve(written, from: context), enums[resolved] != nil { return resolved }
        return nil
    }

    /// The step enums a name written at `site` may denote when modules the code sees each declare one
    /// (`AppStep` in `Core` and in an app folder no manifest names), sorted; empty otherwise. The code
    /// compiles, so a case only one of them has tells which is meant.
    private func enumsInSeveralModules(named written: String, from site: String?) -> [String] {
        (index.ambiguousDeclarations(of: written, from: site) ?? []).filter { enums[$0] != nil }.sorted()
    }

    func resolve(_ ref: StepRef, in contexts: [StepContext], from site: String? = nil) -> Resolution {
        if let qualifier = ref.qualifier {
            if let name = stepEnum(named: qualifier, from: site) {
                return enums[name]?.cases[ref.caseName] != nil ? .step(name + "." + ref.caseName) : .unresolved
            }
            let owners = enumsInSeveralModules(named: qualifier, from: site).filter { enums[$0]?.cases[ref.caseName] != nil }
            switch owners.count {
            case 0: return .unresolved
            case 1: return .step(owners[0] + "." + ref.caseName)
            default: return .ambiguous(owners.map { $0 + "." + ref.caseName })
            }
        }
        var candidates: Set<String> = []
        for context in contexts { candidates.formUnion(candidateEnums(for: ref.caseName, in: context, from: site)) }
        switch candidates.count {
        case 0: return .unresolved
        case 1: return .step(candidates.first! + "." + ref.caseName)
        default: return .ambiguous(candidates.sorted().map { $0 + "." + ref.caseName })
        }
    }

    private func candidateEnums(for caseName: String, in context: StepContext, from site: String?) -> [String] {
        let declaring = enumsByCase[caseName] ?? []
        switch context {
        case .anyStep:
            return declaring
        case .type(let written):
            if let name = stepEnum(named: written, from: site) { return declaring.contains(name) ? [name] : [] }
            let inSeveralModules = enumsInSeveralModules(named: written, from: site)
            if !inSeveralModules.isEmpty { return declaring.filter(inSeveralModules.contains) }
            let resolved = index.resolve(written, from: site) ?? written
            if resolved == RxFlowWord.Step.spelling || written == RxFlowWord.Step.spelling { return declaring }
            if let members = protocolMembers[resolved] { return declaring.filter(members.contains) }
            return []
        case .payload(let container, let outer):
            guard case .step(let id) = resolve(container, in: outer, from: site) else { return [] }
            return payloadEnum(of: id).map { declaring.contains($0) ? [$0] : [] } ?? []
        }
    }

    /// For `Enum.case` whose single payload is a step type, that type.
    func payloadEnum(of stepID: String) -> String? {
        guard let dot = stepID.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let enumName = String(stepID[..<dot])
        let caseName = String(stepID[stepID.index(after: dot)...])
        guard let payload = enums[enumName]?.cases[caseName]?.payloadType else { return nil }
        return stepEnum(named: payload, from: enumName)
    }

    /// Whether a context names a step type (so a switch in it is a step switch).
    func isStepContext(_ context: StepContext, from site: String?) -> Bool {
        switch context {
        case .anyStep: return true
        case .type(let written):
            if stepEnum(named: written, from: site) != nil || !enumsInSeveralModules(named: written, from: site).isEmpty { return true }
            let resolved = index.resolve(written, from: site) ?? written
            return resolved == RxFlowWord.Step.spelling || protocolMembers[resolved] != nil
        case .payload(let container, let outer):
            guard case .step(let id) = resolve(container, in: outer, from: site) else { return false }
            return payloadEnum(of: id) != nil
        }
    }

    /// Every case of a step type, for `case is AppStep` / `case let s as AppStep` arms.
    func allCases(of written: String, from site: String?) -> [String] {
        guard let name = stepEnum(named: written, from: site), let info = enums[name] else { return [] }
        return info.cases.keys.sorted().map { name + "." + $0 }
    }
}
