import StepGraphCore
/// The emissions of the SwiftUI code base: links, path pushes and presentations written with their
/// values, calls of the app's methods that forward a value to a path or a bound optional (typed by
/// the method's parameter), and the remaining mentions of route cases (references: alive, never pushed).
struct SwiftUIEmissions {
    let linker: SwiftUILinker
    let routes: RouteTable
    let bindings: Bindings
    /// Route types registered by each host type: what a link there pushes when its value is only a name.
    let hostRoutes: [String: Set<String>]
    private(set) var emissions: [Emission] = []
    /// Links and path pushes of a name declared with an enum route type (`let route: Route`): one of
    /// its cases, no step the model can name, so kept apart with the type as `step` for the containment.
    private(set) var namedPushes: [Emission] = []
    private(set) var ambiguities: [Ambiguity] = []
    /// The bound path (`Owner.property`) each path push (at `file:line:column`) goes to, where known.
    private(set) var pathOf: [String: String] = [:]
    private var taken: Set<String> = []

    init(linker: SwiftUILinker, routes: RouteTable, bindings: Bindings, hostRoutes: [String: Set<String>]) {
        self.linker = linker
        self.routes = routes
        self.bindings = bindings
        self.hostRoutes = hostRoutes
    }

    /// Forwarding methods by name.
    private var methods: [String: [(file: String, fact: SUIForwardingMethod)]] {
        var methods: [String: [(file: String, fact: SUIForwardingMethod)]] = [:]
        for file in linker.files { for method in file.forwardingMethods { methods[method.name, default: []].append((file.path, method)) } }
        return methods
    }

    mutating func collect() {
        for file in linker.files {
            for push in file.pushes { add(push, file: file.path) }
        }
        let methods = self.methods
        for file in linker.files {
            for call in file.calls { add(call, methods: methods[call.name] ?? [], file: file.path) }
        }
        for file in linker.files {
            for mention in file.mentions { addMention(mention, file: file.path) }
        }
        emissions.sort { ($0.file, $0.line, $0.column, $0.step) < ($1.file, $1.line, $1.column, $1.step) }
    }

    /// Where a value given to a member goes.
    enum Target {
        /// A stack's path, a presentation's item, or a property of a route type: how, and the type it takes.
        case navigation(EmissionKind, context: String?, path: String? = nil)
        /// A property of another type (`selectedTab`).
        case other
        /// A member the tool cannot type.
        case unknown
    }

    /// How a value given to `target` (read in `owner`) travels: a bound path pushes, a bound item
    /// presents, another property of a route type holds a possible route (`typed`).
    private func target(_ target: SUIChain, in owner: String?, file: String) -> Target {
        guard let declared = linker.type(of: target, in: owner, file: file).map(SwiftUILinker.unwrapped) else { return .unknown }
        let key = linker.propertyOwner(of: target, in: owner, file: file)
        let bound = key.flatMap { bindings.paths.contains($0) ? $0 : nil }
        if declared == SwiftUIWord.NavigationPath.spelling { return .navigation(.pathPush, context: nil, path: bound) }
        if let element = SwiftUILinker.elementType(declared) {
            let route = linker.resolved(element, from: owner, file: file)
            if bound != nil { return .navigation(.pathPush, context: route, path: bound) }
            return routes.names.contains(route) ? .navigation(.typed, context: route) : .other
        }
        let route = linker.resolved(declared, from: owner, file: file)
        guard routes.names.contains(route) else { return .other }
        return .navigation(key.map(bindings.items.contains) == true ? .presentation : .typed, context: route)
    }

    /// The bound path of the push being read.
    private var pathTarget: String?

    private mutating func add(_ push: SUIPush, file: String) {
        pathTarget = nil
        var how = EmissionKind.navigationLink
        var context: String?
        if push.kind != .link {
            switch target(push.target, in: push.enclosingType, file: file) {
            case .navigation(let kind, let type, let path): (how, context, pathTarget) = (kind, type, path)
            case .other: return  // `selectedTab = .settings`
            case .unknown:
                // Only a route case says what an untyped member receives.
                how = push.target.last == "path" ? .pathPush : .typed
                for value in push.values where value.caseName != nil { emit(value, context: nil, how: how, scope: push.enclosingType, file: file) }
                return
            }
        } else if let host = push.enclosingType.map({ linker.resolved($0, from: nil, file: file) }) {
            // `NavigationLink(value: entry)` of an undeclared name in a view registering one type that is no enum: that type.
            let types = (hostRoutes[host] ?? []).filter { routes.cases(of: $0) == nil }
            if types.count == 1 {
                for value in push.values where value.qualifier == nil && value.caseName == nil && value.declaredType == nil
                    && value.chain.flatMap({ linker.type(of: $0, in: push.enclosingType, file: file) }) == nil {
                    emit(value, context: types.first, how: how, scope: push.enclosingType, file: file)
                }
            }
        }
        for value in push.values {
            // A name declared with a route type (`let route: Route`, `ForEach(items) { item in }`) pushes that type.
            let written = value.declaredType ?? value.chain.flatMap { linker.type(of: $0, in: push.enclosingType, file: file) }
            let declared = written.map { linker.resolved(SwiftUILinker.unwrapped($0), from: push.enclosingType, file: file) }
            emit(value, context: context ?? declared.flatMap { routes.names.contains($0) ? $0 : nil }, how: how, scope: push.enclosingType, file: file)
        }
    }

    private mutating func add(_ call: SUICall, methods: [(file: String, fact: SUIForwardingMethod)], file: String) {
        let receiver = call.receiver.isEmpty ? call.enclosingType.map { linker.resolved($0, from: nil, file: file) }
            : linker.type(of: call.receiver, in: call.enclosingType, file: file).map { linker.resolved(SwiftUILinker.unwrapped($0), from: call.enclosingType, file: file) }
        for (methodFile, method) in methods where method.labels == call.labels {
            let owner = linker.resolved(method.owner, from: nil, file: methodFile)
            if let receiver, !linker.index.lineage(receiver).contains(owner) && receiver != owner { continue }
            guard let value = call.values[method.parameter] else { continue }
            let parameterType = linker.resolved(SwiftUILinker.unwrapped(method.type), from: owner, file: methodFile)
            var how: EmissionKind = method.isAppend ? .pathPush : .typed
            var context: String?
            pathTarget = nil
            switch target(method.target, in: owner, file: methodFile) {
            case .navigation(let kind, let type, let path): (how, context, pathTarget) = (kind, type, path)
            case .other: return
            case .unknown: break
            }
            emit(value, context: routes.names.contains(parameterType) ? parameterType : context, how: how, scope: call.enclosingType, file: file)
            return
        }
    }

    private mutating func addMention(_ mention: SUIValue, file: String) {
        pathTarget = nil
        guard !taken.contains("\(file):\(mention.line):\(mention.column)") else { return }
        if mention.caseName == SUIValue.everyCase, let qualifier = mention.qualifier,
           let type = linker.index.resolve(qualifier, from: nil, file: file), let cases = routes.cases(of: type), !cases.contains(SUIValue.everyCase) {
            for name in cases {
                emissions.append(Emission(step: type + "." + name, file: file, line: mention.line, column: mention.column, how: .reference, enclosingType: nil, emitter: nil))
            }
            return
        }
        emit(mention, context: nil, how: .reference, scope: nil, file: file)
    }

    private mutating func emit(_ value: SUIValue, context: String?, how: EmissionKind, scope: String?, file: String) {
        // A name given to a member that is neither a path nor a presentation's item says nothing.
        if value.qualifier == nil && value.caseName == nil && how == .typed { return }
        let key = "\(file):\(value.line):\(value.column)"
        switch routes.step(of: value, context: context, from: scope, file: file) {
        case .step(let step):
            guard taken.insert(key).inserted else { return }
            emissions.append(Emission(step: step, file: file, line: value.line, column: value.column, how: how, enclosingType: scope, emitter: nil))
            if how == .pathPush, let pathTarget { pathOf[key] = pathTarget }
        case .ambiguous(let candidates):
            guard taken.insert(key).inserted else { return }
            ambiguities.append(Ambiguity(name: "." + (value.caseName ?? ""), file: file, line: value.line, candidates: candidates,
                                         message: "route .\(value.caseName ?? "") could be \(candidates.joined(separator: " or "))"))
        case .none:
            // A name of an enum route type pushes one of its cases: the type is what a destination must take.
            guard value.qualifier == nil, value.caseName == nil, how == .navigationLink || how == .pathPush, let context,
                  routes.cases(of: context) != nil, taken.insert(key).inserted else { return }
            namedPushes.append(Emission(step: context, file: file, line: value.line, column: value.column, how: how, enclosingType: scope, emitter: nil))
            if how == .pathPush, let pathTarget { pathOf[key] = pathTarget }
        }
    }
}
