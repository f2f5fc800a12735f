/// Every type of the code base by name, with extensions merged: conformance closure (Step, Stepper,
/// Flow, through refined protocols, extensions and superclasses), property and alias lookup, and the
/// expression typing that needs them.
struct TypeIndex {
    struct Declaration {
        var fact: TypeFact
        var file: String
    }

    struct Inherited {
        var written: String
        /// The last component of `written`.
        var simple: String
        var resolved: String?
        var viaExtension: Bool
    }

    /// Declarations (types and extensions) by qualified name.
    private(set) var declarations: [String: [Declaration]] = [:]
    /// Qualified names by their last component.
    private var bySimpleName: [String: [String]] = [:]
    /// By the simple name they inherit, the types that inherit it: the reverse edges that limit the
    /// conformance search to what can reach a root.
    private var heirsBySimpleName: [String: [String]] = [:]
    /// Kind of each type's primary declaration.
    private var kinds: [String: TypeKind] = [:]
    /// Qualified names that contain nested types (`Outer` for `Outer.Inner`): only these are tried as
    /// a scope when resolving a simple name.
    private var scopesWithNestedTypes: Set<String> = []

    init(files: [FileFacts]) {
        for file in files {
            for fact in file.types {
                declarations[fact.name, default: []].append(Declaration(fact: fact, file: file.path))
            }
        }
        // Lookups below only test for one match, so the order of these lists does not matter.
        for name in declarations.keys {
            bySimpleName[TypeIndex.simpleName(name), default: []].append(name)
            if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { scopesWithNestedTypes.insert(String(name[..<dot])) }
        }
        // Extensions written with a simple name of a nested type (`extension Inner`) join that type
        // (in name order, so the merged declarations' order is deterministic).
        let extensionOnly = declarations.filter { $0.value.allSatisfy { $0.fact.kind == .extension } }.keys.sorted()
        for name in extensionOnly {
            let decls = declarations[name]!
            if let target = resolve(name, from: nil), target != name {
                declarations[target, default: []].append(contentsOf: decls)
                declarations[name] = nil
            }
        }
        for (name, decls) in declarations {
            if let primary = decls.first(where: { $0.fact.kind != .extension }) { kinds[name] = primary.fact.kind }
            for decl in decls {
                for written in decl.fact.inherits { heirsBySimpleName[TypeIndex.simpleName(written), default: []].append(name) }
            }
        }
    }

    static func simpleName(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// The primary declaration (not an extension) of a type, else its first extension.
    func primary(_ name: String) -> Declaration? {
        guard let decls = declarations[name] else { return nil }
        return decls.first { $0.fact.kind != .extension } ?? decls.first
    }

    func kind(of name: String) -> TypeKind? { kinds[name] }

    /// Resolves a written type name to a declared qualified name: exact, then nested in the context,
    /// then by unique simple name. Nil for external types (UIKit, RxFlow) or ambiguous simple names.
    func resolve(_ written: String, from context: String?) -> String? {
        var name = written
        if name.hasPrefix("RxFlow.") { name.removeFirst("RxFlow.".count) }
        if declarations[name] != nil { return name }
        if var scope = context, !scopesWithNestedTypes.isEmpty {
            while true {
                if scopesWithNestedTypes.contains(scope) {
                    let candidate = scope + "." + name
                    if declarations[candidate] != nil { return candidate }
                }
                guard let dot = scope.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                scope = String(scope[..<dot])
            }
        }
        if let matches = bySimpleName[TypeIndex.simpleName(name)] {
            if matches.count == 1 { return matches[0] }
            let suffixed = matches.filter { $0.hasSuffix("." + name) }
            if suffixed.count == 1 { return suffixed[0] }
        }
        return nil
    }

    /// Inherited names of all declarations of `name`, resolved where possible.
    func inherited(_ name: String) -> [Inherited] {
        var entries: [Inherited] = []
        for decl in declarations[name] ?? [] {
            for written in decl.fact.inherits {
                entries.append(Inherited(written: written, simple: TypeIndex.simpleName(written),
                                         resolved: resolve(written, from: name), viaExtension: decl.fact.kind == .extension))
            }
        }
        return entries
    }

    /// Types whose inheritance can lead to `root`: the heirs of `root`, of their heirs, and so on.
    func possibleConformers(to root: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [root]
        while let name = pending.popLast() {
            for heir in heirsBySimpleName[TypeIndex.simpleName(name)] ?? [] where found.insert(heir).inserted {
                pending.append(heir)
            }
        }
        return found
    }

    /// The superclass of a class: its first inherited name, when that is a declared class.
    func superclass(of name: String) -> String? {
        guard kind(of: name) == .class, let first = primary(name)?.fact.inherits.first,
              let resolved = resolve(first, from: name), kind(of: resolved) == .class else { return nil }
        return resolved
    }

    /// `name` and its superclasses (bounded, cycle-safe).
    func lineage(_ name: String) -> [String] {
        var chain = [name]
        var current = name
        while chain.count < 32, let parent = superclass(of: current), !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// The written first superclass name of a class, following declared classes up to an external one.
    func externalAncestor(of name: String) -> String? {
        for type in lineage(name) {
            guard let first = primary(type)?.fact.inherits.first else { continue }
            if resolve(first, from: type) == nil { return first }
        }
        return nil
    }

    /// For each root protocol (e.g. "Step"), every declared type that conforms to it: directly, through
    /// protocols refining it, through extensions or through superclasses. Values describe how.
    /// A memoised search per root: each type is decided once (chains are cut at a depth of 256).
    func conformers(to roots: [String]) -> [String: [String: Conformance]] {
        var all: [String: [String: Conformance]] = [:]
        for root in roots {
            // A code base that declares its own `protocol Step` is not talking about RxFlow's.
            if kind(of: root) == .protocol { all[root] = [:]; continue }
            var search = ConformanceSearch(index: self, root: root)
            var result: [String: Conformance] = [:]
            for name in possibleConformers(to: root).sorted() where kind(of: name) != .protocol {
                if let how = search.conformance(of: name, depth: 0) { result[name] = how }
            }
            all[root] = result
        }
        return all
    }

    /// A property of a type or its superclasses.
    func property(_ name: String, of type: String) -> PropertyFact? {
        for owner in lineage(type) {
            for decl in declarations[owner] ?? [] {
                if let found = decl.fact.properties.first(where: { $0.name == name }) { return found }
            }
        }
        return nil
    }

    func typealiasTarget(_ name: String, in type: String) -> String? {
        for owner in lineage(type) {
            for decl in declarations[owner] ?? [] { if let target = decl.fact.typealiases[name] { return target } }
        }
        return nil
    }

    /// The type an expression evaluates to, as a declared qualified name or an external name
    /// (`UINavigationController`). `selfType` is the type the expression appears in.
    func typeOf(_ expr: ExprRef, selfType: String?, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expr {
        case .type(let name, _):
            return resolve(name, from: selfType) ?? name
        case .selfValue:
            return selfType
        case .oneStepper:
            return "OneStepper"
        case .composite:
            return "CompositeStepper"
        case .defaultStepper:
            return "DefaultStepper"
        case .text:
            return nil
        case .member(let base, let name):
            guard let baseType = typeOf(base, selfType: selfType, depth: depth + 1) else { return nil }
            if declarations[baseType] == nil { return nil }
            if name == "reactor", let target = typealiasTarget("Reactor", in: baseType) {
                return resolve(target, from: baseType) ?? target
            }
            if let found = property(name, of: baseType) {
                if let declared = found.declaredType, declared != "Presentable", declared != "Stepper",
                   !declared.hasPrefix("[") {
                    if let resolved = resolve(declared, from: baseType) { return resolved }
                    // `var viewModel: ViewModelType!` with `typealias ViewModelType = LoginViewModel`.
                    if let target = typealiasTarget(declared, in: baseType) { return resolve(target, from: baseType) ?? target }
                    return declared
                }
                if let value = found.value { return typeOf(value, selfType: baseType, depth: depth + 1) }
                return found.declaredType
            }
            return nil
        }
    }

    /// Types constructed in the arguments of an expression (`VC.instantiate(withViewModel: VM())`).
    func hints(of expr: ExprRef) -> [String] {
        switch expr {
        case .type(_, let hints): return hints
        case .member(let base, _): return hints(of: base)
        default: return []
        }
    }
}

/// Decides, for one root protocol, how each type conforms to it (memoised, cycle- and depth-safe).
private struct ConformanceSearch {
    let index: TypeIndex
    let root: String
    private var refines: [String: Bool] = [:]
    private var conformance: [String: Conformance?] = [:]
    private var inheritedMemo: [String: [TypeIndex.Inherited]] = [:]

    private mutating func inherited(_ name: String) -> [TypeIndex.Inherited] {
        if let known = inheritedMemo[name] { return known }
        let entries = index.inherited(name)
        inheritedMemo[name] = entries
        return entries
    }
    private static let maxDepth = 256

    init(index: TypeIndex, root: String) {
        self.index = index
        self.root = root
    }

    /// Whether protocol `name` is the root or refines it.
    mutating func refinesRoot(_ name: String, depth: Int) -> Bool {
        if name == root { return true }
        if let known = refines[name] { return known }
        refines[name] = false  // cycle guard
        guard depth < ConformanceSearch.maxDepth else { return false }
        var answer = false
        for entry in inherited(name) {
            if entry.simple == root { answer = true; break }
            if let resolved = entry.resolved, index.kind(of: resolved) == .protocol, refinesRoot(resolved, depth: depth + 1) {
                answer = true
                break
            }
        }
        refines[name] = answer
        return answer
    }

    mutating func conformance(of name: String, depth: Int) -> Conformance? {
        if let known = conformance[name] { return known }
        conformance[name] = .some(nil)  // cycle guard
        guard depth < ConformanceSearch.maxDepth else { return nil }
        let isClass = index.kind(of: name) == .class
        var answer: Conformance?
        for entry in inherited(name) {
            let target = entry.resolved ?? entry.written
            if entry.resolved == nil && entry.simple == root || target == root {
                answer = entry.viaExtension ? .viaExtension : .direct
            } else if let resolved = entry.resolved, index.kind(of: resolved) == .protocol, refinesRoot(resolved, depth: depth + 1) {
                answer = entry.viaExtension ? .viaExtension : .viaProtocol(resolved)
            } else if isClass, let resolved = entry.resolved, index.kind(of: resolved) == .class,
                      conformance(of: resolved, depth: depth + 1) != nil {
                answer = .viaSuperclass(resolved)
            }
            if answer != nil { break }
        }
        conformance[name] = .some(answer)
        return answer
    }
}
