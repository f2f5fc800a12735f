import StepGraphCore
/// A navigation parameter: a route field or initializer parameter of a type, or a flow function's parameter.
struct RouteKey: Hashable, Comparable, Sendable {
    enum Owner: Hashable, Comparable, Sendable { case type, flowFunction }
    var kind: Owner
    var owner: String
    var name: String

    var identity: String { owner + "." + name }

    static func < (a: RouteKey, b: RouteKey) -> Bool { (a.owner, a.name, a.kind) < (b.owner, b.name, b.kind) }
}

/// Decides whether code ever runs a navigation parameter: from the calls, hand-overs and other uses
/// of its name in the code of its owner's family (the type, its superclasses and subclasses) and
/// of code that reaches it through a typed receiver (`routes.open(x)`), following hand-overs
/// (`viewModel.exit = { onSignOut() }`) to where they end. Anything it cannot follow makes the
/// answer `unknown`, never `never`.
struct RouteUsage {
    /// What one parameter's own uses say, before hand-overs are followed.
    struct Direct {
        var invokedAt: Set<String> = []
        var forwardedTo: Set<RouteKey> = []
        var escapesAt: Set<String> = []
    }

    struct Resolved {
        var invocation: Invocation
        /// Where it ends up called, through hand-overs.
        var invokedAt: [String]
    }

    let program: FNFKProgram
    /// Flow functions' parameters, as the interpreter saw them forwarded and run.
    var flowParameters: [RouteKey: Direct]
    private var directCache: [RouteKey: Direct] = [:]
    private var resolvedCache: [RouteKey: Resolved] = [:]
    private var families: [String: Set<String>] = [:]

    init(program: FNFKProgram, flowParameters: [RouteKey: Direct]) {
        self.program = program
        self.flowParameters = flowParameters
    }

    /// Whether anything runs `key`, and where (following hand-overs, cycle-safe).
    mutating func resolve(_ key: RouteKey) -> Resolved {
        var visiting: Set<RouteKey> = []
        return resolve(key, visiting: &visiting)
    }

    private mutating func resolve(_ key: RouteKey, visiting: inout Set<RouteKey>) -> Resolved {
        if let cached = resolvedCache[key] { return cached }
        guard visiting.insert(key).inserted else { return Resolved(invocation: .never, invokedAt: []) }
        let own = direct(key)
        var invokedAt = own.invokedAt
        var unknown = !own.escapesAt.isEmpty
        for target in own.forwardedTo.sorted() {
            let next = resolve(target, visiting: &visiting)
            switch next.invocation {
            case .invoked: invokedAt.formUnion(next.invokedAt)
            case .unknown: unknown = true
            case .never: break
            }
        }
        visiting.remove(key)
        let result = Resolved(invocation: !invokedAt.isEmpty ? .invoked : unknown ? .unknown : .never, invokedAt: invokedAt.sorted())
        resolvedCache[key] = result
        return result
    }

    /// The parameter's own calls, hand-overs and other uses.
    mutating func direct(_ key: RouteKey) -> Direct {
        if let cached = directCache[key] { return cached }
        let found = key.kind == .flowFunction ? flowFunctionParameter(key) : typeMember(key)
        directCache[key] = found
        return found
    }

    private func flowFunctionParameter(_ key: RouteKey) -> Direct {
        var found = flowParameters[key] ?? Direct()
        guard let function = program.flowFunction(key.owner, owner: nil),
              let parameter = function.fact.parameters.first(where: { $0.name == key.name }) else {
            found.escapesAt.insert("?")
            return found
        }
        // The body mentions it somewhere the interpreter did not follow: it may run it.
        if parameter.isUsed && found.invokedAt.isEmpty && found.forwardedTo.isEmpty {
            found.escapesAt.insert("\(function.file):\(function.fact.line)")
        }
        return found
    }

    private mutating func typeMember(_ key: RouteKey) -> Direct {
        var found = Direct()
        // A type the tool did not read (a library's, or a file it did not look at) may call anything.
        guard let declared = program.declaration(of: key.owner), program.readFiles.contains(declared.file) else {
            found.escapesAt.insert("\(key.owner) (not read)")
            return found
        }
        let family = family(of: key.owner)
        for use in program.usesByName[key.name] ?? [] {
            let fact = use.fact
            guard !(fact.receiver.isEmpty && fact.owner.isEmpty) else { continue }
            let site = "\(use.file):\(fact.line)"
            guard let receiver = program.receiverType(fact.receiver, in: fact.owner) else {
                // `x.open(…)` on a value the tool cannot type: it may be this parameter.
                found.escapesAt.insert(site)
                continue
            }
            guard family.contains(receiver) else { continue }
            switch fact.kind {
            case .call:
                found.invokedAt.insert(site)
            case .escape:
                found.escapesAt.insert(site)
            case .stored(let chain, let member):
                guard let target = program.receiverType(chain, in: fact.owner) else { found.escapesAt.insert(site); continue }
                let next = RouteKey(kind: .type, owner: target, name: member)
                if next != key { found.forwardedTo.insert(next) }
            case .passed(let callee, let label, let index):
                guard let next = argumentKey(callee: callee, label: label, index: index, in: fact.owner) else {
                    found.escapesAt.insert(site)
                    continue
                }
                if next != key { found.forwardedTo.insert(next) }
            }
        }
        return found
    }

    /// The parameter an argument of `callee(…)` is: an initializer's (`Make(label:)`, `super.init`,
    /// `Make.init`) or a flow function's; nil for a method call the tool does not follow.
    private func argumentKey(callee: [String], label: String?, index: Int, in owner: String) -> RouteKey? {
        var names = callee
        if names.count > 1 && names.last == "init" { names.removeLast() }
        guard names.count == 1, let name = names.first else { return nil }
        let type: String
        switch name {
        case "super": guard let parent = program.index.superclass(of: owner) else { return nil }; type = parent
        case "self", "Self": type = owner
        default:
            guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
            if let function = program.flowFunction(name, owner: nil) {
                let parameters = function.fact.parameters
                let position = label.flatMap { l in parameters.firstIndex { $0.label == l } }
                    ?? (label == nil && index < parameters.count ? index : nil)
                return position.map { RouteKey(kind: .flowFunction, owner: name, name: parameters[$0].name) }
            }
            type = program.index.resolve(name, from: owner) ?? name
        }
        return program.parameterName(of: type, label: label, index: index).map { RouteKey(kind: .type, owner: type, name: $0) }
    }

    /// `program.family(of:)`, cached.
    private mutating func family(of owner: String) -> Set<String> {
        if let cached = families[owner] { return cached }
        let members = program.family(of: owner)
        families[owner] = members
        return members
    }
}
