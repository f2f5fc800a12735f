/// The front ends an analysis runs, and what is derived from them once: the tokenizer's word table,
/// the library names, the rule catalogue. A value handed to `Analyzer` and carried by the `Analysis`
/// to the graph, the rules, the map and the diff; the core reaches for no list of front ends of its own.
public struct FrontEndRegistry: Sendable {
    /// The front ends, in the order their frames, nodes and rules are listed.
    package let all: [any NavigationFrontEnd]
    /// Swift keywords plus every front end's words: what the tokenizer tags identifiers with.
    package let vocabulary: Vocabulary
    /// Module names whose qualified names are a library's own types (`RxFlow.Step`).
    package let libraryModules: Set<String>
    /// Every front end's library signature names: what each file is asked whether it declares.
    package let librarySignatureNames: Set<String>
    package let librarySignatureHashes: Set<UInt64>
    package let librarySignatureMembers: [String: Set<String>]
    /// Every front end's rules, each once, in documentation order (see `init`), each knowing the
    /// frameworks whose front ends list it.
    public let rules: [LintRule]

    /// A registry of `frontEnds`. `documentationOrder` (rule ids) orders the catalogue: default rules
    /// first, then opt-in rules, each group in that order, then any rule it does not name in registry order.
    package init(_ frontEnds: [any NavigationFrontEnd], documentationOrder: [String] = []) {
        all = frontEnds
        vocabulary = Vocabulary(spellings: UIKitWord.spellings + frontEnds.flatMap(\.vocabulary))
        libraryModules = frontEnds.reduce(into: []) { $0.formUnion($1.libraryModules) }
        librarySignatureNames = frontEnds.reduce(into: []) { $0.formUnion($1.librarySignature.names) }
        librarySignatureHashes = Set(librarySignatureNames.map(TypeNameHash.of))
        librarySignatureMembers = frontEnds.reduce(into: [:]) { members, frontEnd in
            members.merge(frontEnd.librarySignature.members) { $0.union($1) }
        }
        rules = FrontEndRegistry.catalogue(of: frontEnds, documentationOrder: documentationOrder)
    }

    /// The rules of `frontEnds`, each once with the frameworks that list it, in documentation order.
    private static func catalogue(of frontEnds: [any NavigationFrontEnd], documentationOrder: [String]) -> [LintRule] {
        var frameworks: [String: [Framework]] = [:]
        var rules: [LintRule] = []
        for frontEnd in frontEnds {
            for rule in frontEnd.rules {
                if frameworks[rule.id] == nil { rules.append(rule) }
                frameworks[rule.id, default: []].append(frontEnd.framework)
            }
        }
        let rank = Dictionary(uniqueKeysWithValues: documentationOrder.enumerated().map { ($1, $0) })
        return rules.enumerated().sorted { a, b in
            (a.element.description.isOptIn ? 1 : 0, rank[a.element.id] ?? Int.max, a.offset)
                < (b.element.description.isOptIn ? 1 : 0, rank[b.element.id] ?? Int.max, b.offset)
        }.map { entry in
            var rule = entry.element
            rule.description.frameworks = frameworks[rule.id] ?? []
            return rule
        }
    }

    /// The frameworks of its front ends, in registry order.
    package var frameworks: [Framework] { all.map(\.framework) }

    /// The front end of `framework`, if the registry holds it.
    package func frontEnd(_ framework: Framework) -> (any NavigationFrontEnd)? {
        all.first { $0.framework == framework }
    }

    /// The rule named `name`: its id or one of its aliases.
    public func rule(_ name: String) -> LintRule? {
        rules.first { $0.id == name || $0.description.aliases.contains(name) }
    }

    /// The front ends `selection` asks for (nil: all). The graph, the rules and the map still run
    /// every front end of the registry: a front end not selected read nothing, so it adds nothing.
    package func selected(_ selection: Set<Framework>?) -> [any NavigationFrontEnd] {
        guard let selection else { return all }
        return all.filter { selection.contains($0.framework) }
    }

    /// Whether `framework`'s flows are types that something must create (`NavigationFrontEnd.flowsAreTypes`).
    package func flowsAreTypes(_ framework: Framework) -> Bool { frontEnd(framework)?.flowsAreTypes ?? true }

    /// What `framework`'s code calls a step and emitting one; for nil (a step enum the model leaves
    /// unmarked), the first front end's.
    package func words(of framework: Framework?) -> FrontEndWords {
        let owner = if let framework { frontEnd(framework) } else { all.first }
        return owner?.words ?? FrontEndWords(step: "Step", emits: "emits", emitsEdge: "emits")
    }

    /// Each front end's words, in registry order: what a map's key and search field speak.
    package var mapWords: [FrameworkWords] { all.map { FrameworkWords(framework: $0.framework, words: $0.words) } }

    /// The frameworks' names as a sentence lists them ("RxFlow, FunctionalNavigationFlowKit and
    /// XCoordinator"): `--help`'s abstract; the plugin's and the Action's descriptions are checked against it.
    public var frameworkNames: String {
        let names = all.map(\.framework.displayName)
        return names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
    }
}
