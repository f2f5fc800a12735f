/// Every type of the code base by name, with extensions merged: conformance closure (through refined
/// protocols, extensions and superclasses), property and alias lookup, and the expression typing that
/// needs them. Framework-neutral: front ends ask it about their own root protocols.
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

    /// Modules whose qualified names (`RxFlow.Step`) denote library types, not nested ones.
    private let libraryModules: Set<String>
    /// Which module each file is in and which it imports.
    private let modules: ModuleTable
    /// Top-level type names declared in two or more modules → those modules (sorted). Their
    /// declarations are kept apart, named `Module.Name` (`FeatureHome.HomeFlow`); every other type
    /// keeps its plain name.
    private(set) var modulesDeclaring: [String: [String]] = [:]

    init(files: [FileFacts], libraryModules: Set<String> = [], modules: ModuleTable = ModuleTable(files: [])) {
        self.libraryModules = libraryModules
        self.modules = modules
        let split = modules.isEmpty ? [:] : TypeIndex.namesInSeveralModules(files, modules: modules)
        modulesDeclaring = split
        for file in files {
            for fact in file.types {
                if !split.isEmpty, let module = TypeIndex.module(qualifying: fact, in: file.path, split: split, modules: modules) {
                    var renamed = fact
                    renamed.name = module + "." + fact.name
                    declarations[renamed.name, default: []].append(Declaration(fact: renamed, file: file.path))
                } else {
                    declarations[fact.name, default: []].append(Declaration(fact: fact, file: file.path))
                }
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

    /// Top-level names (not extensions) declared in two or more named modules.
    private static func namesInSeveralModules(_ files: [FileFacts], modules: ModuleTable) -> [String: [String]] {
        var firstModule: [String: String] = [:]
        var several: [String: Set<String>] = [:]
        for file in files {
            let module = modules.module(ofFile: file.path)
            for fact in file.types where fact.kind != .extension && !fact.name.utf8.contains(UInt8(ascii: ".")) {
                if let first = firstModule[fact.name] {
                    if first != module { several[fact.name, default: [first]].insert(module) }
                } else {
                    firstModule[fact.name] = module
                }
            }
        }
        // A declaration in no named module cannot be told apart by its module: such names stay as they are.
        return several.filter { !$0.value.contains("") }.mapValues { $0.sorted() }
    }

    /// The module a declaration (or an extension) of a name declared in several modules belongs to:
    /// its file's module for a declaration; for an extension, the one declaring module its file sees.
    private static func module(qualifying fact: TypeFact, in file: String, split: [String: [String]], modules: ModuleTable) -> String? {
        guard let declaring = split[firstComponent(fact.name)] else { return nil }
        let own = modules.module(ofFile: file)
        if declaring.contains(own) { return own }
        let visible = declaring.filter { modules.sees(file: file, module: $0) }
        return visible.count == 1 ? visible[0] : nil
    }

    static func firstComponent(_ name: String) -> String {
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[..<dot])
    }

    /// The declarations of a name declared in several modules that code in `file` (or in the type
    /// `context`) sees, when more than one: the name is ambiguous there. Nil when it is not.
    func ambiguousDeclarations(of written: String, from context: String?, file: String? = nil) -> [String]? {
        guard !modulesDeclaring.isEmpty, let declaring = modulesDeclaring[TypeIndex.firstComponent(written)] else { return nil }
        let candidates = visibleModules(declaring, from: context, file: file)
        guard candidates.count > 1 else { return nil }
        return candidates.map { $0 + "." + written }
    }

    /// A type name written in `file` (an enclosing type), with its module when another module
    /// declares the same name; as written otherwise.
    func qualified(_ name: String, inFile file: String) -> String {
        guard !modulesDeclaring.isEmpty, modulesDeclaring[TypeIndex.firstComponent(name)] != nil else { return name }
        return resolve(name, from: nil, file: file) ?? name
    }

    /// When `expr` is a type declared in several modules and two of them are visible from where it is
    /// written: their qualified names.
    func ambiguousType(of expr: ExprRef, selfType: String?, file: String? = nil) -> [String]? {
        if case .type(let name, _) = expr { return ambiguousDeclarations(of: name, from: selfType, file: file) }
        guard let type = typeOf(expr, selfType: selfType, file: file) else { return nil }
        return ambiguousDeclarations(of: type, from: selfType, file: file)
    }

    /// The message of an ambiguity between declarations in several modules.
    static func moduleAmbiguityMessage(_ candidates: [String], what: String) -> String {
        let modules = candidates.map(firstComponent).joined(separator: ", ")
        return "'\(simpleName(candidates[0]))' is declared in \(modules), and more than one is visible here: \(what) is not known"
    }

    /// Of the modules declaring a name, those code in `file` (or in `context`) sees: its own module
    /// alone when it declares the name, else every visible one.
    private func visibleModules(_ declaring: [String], from context: String?, file: String?) -> [String] {
        guard let from = file ?? context.flatMap({ primary($0)?.file }) else { return declaring }
        let own = modules.module(ofFile: from)
        if declaring.contains(own) { return [own] }
        return declaring.filter { modules.sees(file: from, module: $0) }
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
    /// A name qualified by a library module (`RxFlow.Step`) matches only a top-level declaration (a
    /// vendored copy of the library), never a nested type of the same name.
    /// A name declared in several modules resolves to the one declaration the code's module or
    /// imports see (`file`, else the file declaring `context`); nil when two are visible.
    func resolve(_ written: String, from context: String?, file: String? = nil) -> String? {
        let name = written
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")), libraryModules.contains(String(name[..<dot])) {
            let local = String(name[name.utf8.index(after: dot)...])
            return declarations[local] != nil ? local : nil
        }
        if !modulesDeclaring.isEmpty, let declaring = modulesDeclaring[TypeIndex.firstComponent(name)] {
            let visible = visibleModules(declaring, from: context, file: file)
            guard visible.count == 1, declarations[visible[0] + "." + name] != nil else { return nil }
            return visible[0] + "." + name
        }
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

    /// Whether code of `name` (any declaration or extension) calls `dismiss(…)`.
    func callsDismiss(_ name: String) -> Bool {
        declarations[name]?.contains { $0.fact.callsDismiss } ?? false
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

    /// Every protocol `name` and its superclasses adopt, directly or through protocols refining them:
    /// declared protocols by qualified name, library ones as written (`Flow`, `Stepper`).
    func adoptedProtocols(_ name: String) -> Set<String> {
        var found: Set<String> = []
        var pending: [String] = lineage(name)
        var visited: Set<String> = []
        while let type = pending.popLast(), found.count < 256 {
            guard visited.insert(type).inserted else { continue }
            for entry in inherited(type) {
                if let resolved = entry.resolved {
                    switch kind(of: resolved) {
                    case .protocol?: if found.insert(resolved).inserted { pending.append(resolved) }
                    case nil: found.insert(resolved)  // a library protocol the code base only extends
                    default: continue
                    }
                } else {
                    found.insert(entry.simple)
                }
            }
        }
        return found
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
    /// `file`: where the expression is written, when `selfType` does not say (top-level code).
    func typeOf(_ expr: ExprRef, selfType: String?, file: String? = nil, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expr {
        case .type(let name, _):
            if ambiguousDeclarations(of: name, from: selfType, file: file) != nil { return nil }
            return resolve(name, from: selfType, file: file) ?? name
        case .selfValue:
            return selfType
        case .parameter(_, let declared):
            return typeOf(declared, selfType: selfType, file: file, depth: depth + 1)
        case .text:
            return nil
        case .member(let base, let name):
            guard let baseType = typeOf(base, selfType: selfType, file: file, depth: depth + 1) else { return nil }
            if declarations[baseType] == nil { return nil }
            // ReactorKit: `reactor` is typed by the view's `typealias Reactor`.
            if name == "reactor", let target = typealiasTarget("Reactor", in: baseType) {
                return resolve(target, from: baseType) ?? target
            }
            guard let found = property(name, of: baseType) else { return nil }
            if let declared = found.declaredType, !declared.hasPrefix("[") {
                // A declared class, struct or enum says what the value is; a protocol or a library type
                // the code base only extends (`extension Stepper`) does not.
                if let resolved = resolve(declared, from: baseType), let kind = kind(of: resolved), kind != .protocol { return resolved }
                // `var viewModel: ViewModelType!` with `typealias ViewModelType = LoginViewModel`.
                if let target = typealiasTarget(declared, in: baseType) { return resolve(target, from: baseType) ?? target }
            }
            // A protocol or library type (`let stepper: Stepper = LoginViewModel()`): the value says more.
            if let value = found.value, let valueType = typeOf(value, selfType: baseType, depth: depth + 1) { return valueType }
            return found.declaredType
        }
    }

    /// Types constructed in the arguments of an expression (`VC.instantiate(withViewModel: VM())`).
    func hints(of expr: ExprRef) -> [String] {
        switch expr {
        case .type(_, let hints): return hints
        case .member(let base, _), .parameter(_, let base): return hints(of: base)
        default: return []
        }
    }
}
