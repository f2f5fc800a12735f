/// The emissions of the SwiftUI code base: links, path pushes and presentations written with their
/// values, calls of the app's methods that forward a value to a path or a bound optional (typed by
/// the method's parameter), and the remaining mentions of route cases (references: alive, never pushed).
struct SwiftUIEmissions {
    let linker: SwiftUILinker
    let routes: RouteTable
    private(set) var emissions: [Emission] = []
    private(set) var ambiguities: [Ambiguity] = []
    private var taken: Set<String> = []

    init(linker: SwiftUILinker, routes: RouteTable) {
        self.linker = linker
        self.routes = routes
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

    /// How a value given to `target` (declared `type`) travels, and the route type it must be of.
    private func kind(ofTarget type: String?, scope: String?, file: String) -> (how: EmissionKind, context: String?)? {
        guard let type = type.map(SwiftUILinker.unwrapped) else { return nil }
        if type == SwiftUIWord.NavigationPath.spelling { return (.pathPush, nil) }
        if let element = SwiftUILinker.elementType(type) { return (.pathPush, linker.resolved(element, from: scope, file: file)) }
        let route = linker.resolved(type, from: scope, file: file)
        return routes.names.contains(route) ? (.presentation, route) : nil
    }

    private mutating func add(_ push: SUIPush, file: String) {
        var how = EmissionKind.navigationLink
        var context: String?
        if push.kind != .link {
            let type = linker.type(of: push.target, in: push.enclosingType, file: file)
            if let target = kind(ofTarget: type, scope: push.enclosingType, file: file) {
                (how, context) = target
            } else if type != nil {
                return  // a property of another type (`selectedTab = .settings`)
            } else {
                how = push.target.last == "path" ? .pathPush : .typed
            }
        }
        for value in push.values { emit(value, context: context, how: how, scope: push.enclosingType, file: file) }
    }

    private mutating func add(_ call: SUICall, methods: [(file: String, fact: SUIForwardingMethod)], file: String) {
        let receiver = call.receiver.isEmpty ? call.enclosingType.map { linker.resolved($0, from: nil, file: file) }
            : linker.type(of: call.receiver, in: call.enclosingType, file: file).map { linker.resolved(SwiftUILinker.unwrapped($0), from: call.enclosingType, file: file) }
        for (methodFile, method) in methods where method.labels == call.labels {
            let owner = linker.resolved(method.owner, from: nil, file: methodFile)
            if let receiver, !linker.index.lineage(receiver).contains(owner) && receiver != owner { continue }
            guard let value = call.values[method.parameter] else { continue }
            let parameterType = linker.resolved(SwiftUILinker.unwrapped(method.type), from: owner, file: methodFile)
            let target = kind(ofTarget: linker.type(of: method.target, in: owner, file: methodFile), scope: owner, file: methodFile)
            let how: EmissionKind = target?.how ?? (method.isAppend ? .pathPush : .presentation)
            emit(value, context: routes.names.contains(parameterType) ? parameterType : target?.context, how: how, scope: call.enclosingType, file: file)
            return
        }
    }

    private mutating func addMention(_ mention: SUIValue, file: String) {
        guard !taken.contains("\(file):\(mention.line):\(mention.column)") else { return }
        emit(mention, context: nil, how: .reference, scope: nil, file: file)
    }

    private mutating func emit(_ value: SUIValue, context: String?, how: EmissionKind, scope: String?, file: String) {
        let key = "\(file):\(value.line):\(value.column)"
        switch routes.step(of: value, context: context, from: scope, file: file) {
        case .step(let step):
            guard taken.insert(key).inserted else { return }
            emissions.append(Emission(step: step, file: file, line: value.line, column: value.column, how: how, enclosingType: scope, emitter: nil))
        case .ambiguous(let candidates):
            guard taken.insert(key).inserted else { return }
            ambiguities.append(Ambiguity(name: "." + (value.caseName ?? ""), file: file, line: value.line, candidates: candidates,
                                         message: "route .\(value.caseName ?? "") could be \(candidates.joined(separator: " or "))"))
        case .none:
            return
        }
    }
}
