import StepGraphCore
/// Links every file's SwiftUI facts into the shared model: route types as step enums (`framework:
/// swiftui`), each destination or presentation modifier as a flow named `Host.modifier(Route)` with
/// its arms, links, path pushes and presentations as emissions, and the containment walk's verdicts
/// (`model.swiftui`). Sorted output.
struct SwiftUILinker {
    let context: LinkContext
    let files: [SwiftUIFileFacts]
    var index: TypeIndex { context.index }
    /// Resolved owner → property name → declared type.
    let properties: [String: [String: String]]

    init(context: LinkContext) {
        self.context = context
        files = context.files.claimedFacts(SwiftUIFileFacts.self)
        var properties: [String: [String: String]] = [:]
        for file in files {
            for property in file.properties {
                let owner = context.index.resolve(property.owner, from: nil, file: file.path) ?? property.owner
                properties[owner, default: [:]][property.name] = property.type
            }
        }
        self.properties = properties
    }

    // MARK: types

    /// `[Route]` → `Route`; nil for anything else.
    static func elementType(_ type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }

    /// A type as written with its wrappers and optionality dropped (`Binding<Route?>` → `Route`).
    static func unwrapped(_ type: String) -> String {
        var type = type
        for wrapper in ["Binding<", "Bindable<", "Published<", "State<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
            type = String(type.dropFirst(wrapper.count).dropLast())
        }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("Optional<") && type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
        return type
    }

    /// A written type resolved in the code base, or as written when it is not declared there (`UUID`).
    func resolved(_ written: String, from context: String?, file: String) -> String {
        index.resolve(written, from: context, file: file) ?? written
    }

    /// The declared type of `chain` read in `owner` (`router.path` in a view holding `router`); nil
    /// when a link is not a known property. A first name that is no property of `owner` may name
    /// the app's type it holds (`router` → `Router`).
    func type(of chain: SUIChain, in owner: String?, file: String) -> String? {
        guard !chain.isEmpty else { return nil }
        var current = owner.map { resolved($0, from: nil, file: file) }
        var type: String?
        for (position, name) in chain.enumerated() {
            if let owner = current, let declared = property(name, of: owner) {
                type = declared
            } else if position == 0, let first = name.first, let guess = index.resolve(first.uppercased() + name.dropFirst(), from: owner, file: file),
                      chain.count > 1 {
                type = guess
            } else {
                return nil
            }
            current = type.map { resolved(SwiftUILinker.unwrapped($0), from: current, file: file) }
        }
        return type
    }

    /// `Owner.property` for the property `chain` ends with, read in `owner` (`router.path` → `Router.path`).
    func propertyOwner(of chain: SUIChain, in owner: String?, file: String) -> String? {
        guard let last = chain.last else { return nil }
        if chain.count == 1 { return owner.map { resolved($0, from: nil, file: file) + "." + last } }
        return type(of: Array(chain.dropLast()), in: owner, file: file).map { resolved(SwiftUILinker.unwrapped($0), from: owner, file: file) + "." + last }
    }

    /// A property of `owner` or of the types it inherits.
    private func property(_ name: String, of owner: String) -> String? {
        for type in index.lineage(owner) { if let declared = properties[type]?[name] { return declared } }
        return properties[owner]?[name]
    }

    func link(into model: inout NavigationModel) {
        guard !files.isEmpty, files.contains(where: \.importsSwiftUI) else { return }
        var routes = RouteTable(index: index)
        let registrations = files.flatMap { file in file.registrations.map { (file: file.path, fact: $0) } }
        // Route types: those registered, bound to a presentation's item, or bound as a stack's path.
        var registered: [(file: String, fact: SUIRegistration, route: String?)] = []
        for (file, fact) in registrations {
            var route: String?
            if let written = fact.forType {
                route = resolved(written, from: fact.host, file: file)
            } else if let item = fact.item, let type = type(of: item, in: fact.host, file: file) {
                route = resolved(SwiftUILinker.unwrapped(type), from: fact.host, file: file)
            }
            if let route { routes.add(route, file: file, line: fact.line) }
            registered.append((file, fact, route))
        }
        for file in files {
            for member in file.views {
                for item in member.items where item.kind == .stack {
                    guard let path = item.path, let type = type(of: path, in: member.owner, file: file.path),
                          let element = SwiftUILinker.elementType(SwiftUILinker.unwrapped(type)) else { continue }
                    routes.add(resolved(element, from: member.owner, file: file.path), file: file.path, line: item.line)
                }
            }
        }
        // The properties bound as stacks' paths and as presentations' items.
        var bindings = Bindings()
        for file in files {
            for member in file.views {
                for item in member.items where item.kind == .stack {
                    if let path = item.path, let key = propertyOwner(of: path, in: member.owner, file: file.path) { bindings.paths.insert(key) }
                }
            }
        }
        for (file, fact, _) in registered {
            if let item = fact.item, let key = propertyOwner(of: item, in: fact.host, file: file) { bindings.items.insert(key) }
        }
        // The app's types its methods append to a bound path (`func show(_ s: Settings) { path.append(s) }`).
        for file in files {
            for method in file.forwardingMethods where method.isAppend {
                guard let key = propertyOwner(of: method.target, in: method.owner, file: file.path), bindings.paths.contains(key),
                      let type = index.resolve(SwiftUILinker.unwrapped(method.type), from: method.owner, file: file.path) else { continue }
                routes.add(type, file: file.path, line: 1)
            }
        }
        // Types pushed by name (`NavigationLink(value: Route.detail(id))`) are route types too.
        for file in files {
            for push in file.pushes {
                for value in push.values {
                    guard let qualifier = value.qualifier, let pushed = index.resolve(qualifier, from: push.enclosingType, file: file.path),
                          value.caseName == nil ? index.kind(of: pushed) != .enum : index.kind(of: pushed) == .enum else { continue }
                    if push.kind == .link || propertyOwner(of: push.target, in: push.enclosingType, file: file.path).map(bindings.paths.contains) == true {
                        routes.add(pushed, file: file.path, line: value.line)
                    }
                }
            }
        }
        let direct = SwiftUIDirectEdges(linker: self)
        guard !routes.names.isEmpty || !registered.isEmpty || !direct.flows.isEmpty else { return }
        model.stepEnums += routes.stepEnums()
        model.stepEnums.sort { $0.name < $1.name }

        var hostRoutes: [String: Set<String>] = [:]
        for (file, fact, route) in registered where fact.forType != nil {
            if let host = fact.host, let route { hostRoutes[resolved(host, from: nil, file: file), default: []].insert(route) }
        }
        var emitter = SwiftUIEmissions(linker: self, routes: routes, bindings: bindings, hostRoutes: hostRoutes)
        emitter.collect()
        model.emissions += (emitter.emissions + direct.emissions).map { emission in
            var emission = emission
            emission.framework = .swiftui
            return emission
        }.sorted { ($0.file, $0.line, $0.column, $0.step) < ($1.file, $1.line, $1.column, $1.step) }
        model.ambiguities += emitter.ambiguities

        var flows = FlowAssembly(linker: self, routes: routes)
        for (file, fact, route) in registered { flows.add(fact, route: route, file: file) }
        let registrationFlows = flows.flows()
        model.flows += registrationFlows + direct.flows
        model.unresolved += flows.unresolved
        model.flows.sort { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }

        var part = SwiftUIModel()
        var containment = SwiftUIContainment(linker: self, routes: routes, registrations: registered, emissions: emitter.emissions + emitter.namedPushes,
                                             pathOf: emitter.pathOf,
                                             flowNames: Dictionary(registrationFlows.map { ("\($0.file):\($0.line):\($0.column)", $0.name) }, uniquingKeysWith: { first, _ in first }))
        model.unresolved += containment.verdicts(into: &part)
        part.swallowedCases = flows.swallowed.sorted()
        model.swiftui = part
    }
}

/// The properties (`Owner.property`) bound as a stack's `path:` and as a presentation's `item:`.
struct Bindings {
    var paths: Set<String> = []
    var items: Set<String> = []
}

/// The route types found, with the cases of those that are enums of the code base.
struct RouteTable {
    let index: TypeIndex
    private(set) var names: Set<String> = []
    private var places: [String: (file: String, line: Int)] = [:]

    init(index: TypeIndex) { self.index = index }

    mutating func add(_ name: String, file: String, line: Int) {
        if names.insert(name).inserted { places[name] = (file, line) }
    }

    /// The cases of an enum route type; nil for any other type.
    func cases(of name: String) -> [String]? {
        guard names.contains(name), index.kind(of: name) == .enum else { return nil }
        return index.primary(name)?.fact.cases.map(\.name)
    }

    /// The enum route types declaring a case named `caseName`.
    func enums(declaring caseName: String) -> [String] {
        names.sorted().filter { cases(of: $0)?.contains(caseName) == true }
    }

    func stepEnums() -> [StepEnum] {
        names.sorted().map { name in
            if let decl = index.primary(name), decl.fact.kind != .extension {
                let cases = decl.fact.kind == .enum
                    ? decl.fact.cases.map { StepCase(name: $0.name, line: $0.line, column: $0.column, associatedValues: $0.associatedValues, payloadStepType: nil) }
                    : []
                return StepEnum(name: name, file: decl.file, line: decl.fact.line, cases: cases, conformance: .direct, framework: .swiftui)
            }
            let place = places[name]!
            return StepEnum(name: name, file: place.file, line: place.line, cases: [], conformance: .direct, framework: .swiftui)
        }
    }

    /// The step a value names, typed by `context` (a path's element type, a parameter's, a binding's):
    /// `Route.case`, the type's name for a non-enum type built, or the candidates a bare case could be.
    func step(of value: SUIValue, context: String?, from scope: String?, file: String) -> StepResolution {
        if let qualifier = value.qualifier {
            guard let type = index.resolve(qualifier, from: scope, file: file), names.contains(type) else { return .none }
            guard let caseName = value.caseName else { return cases(of: type) == nil ? .step(type) : .none }
            return cases(of: type)?.contains(caseName) == true ? .step(type + "." + caseName) : .none
        }
        guard let caseName = value.caseName else {
            // A value read from a name: a type that is no enum is all its type says.
            guard let context, names.contains(context), cases(of: context) == nil else { return .none }
            return .step(context)
        }
        if let context {
            return cases(of: context)?.contains(caseName) == true ? .step(context + "." + caseName) : .none
        }
        let candidates = enums(declaring: caseName)
        switch candidates.count {
        case 0: return .none
        case 1: return .step(candidates[0] + "." + caseName)
        default: return .ambiguous(candidates.map { $0 + "." + caseName })
        }
    }
}

enum StepResolution: Equatable {
    case step(String)
    case ambiguous([String])
    case none
}
