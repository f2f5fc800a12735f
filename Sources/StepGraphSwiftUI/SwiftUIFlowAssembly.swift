import StepGraphCore
/// Each destination or presentation modifier as a flow named `Host.modifier(Route)` (with
/// `@file:line` where that name repeats; a modifier in an `extension View` helper is named after the
/// views applying the helper, `A+B`): its arms from the closure's switch, or from the switch the
/// closure hands the value to (a member of the route type, a view given the route, an app method).
struct FlowAssembly {
    let linker: SwiftUILinker
    let routes: RouteTable
    private var pending: [FlowModel] = []
    private(set) var unresolved: [Unresolved] = []
    /// `default:` arms that show nothing for cases no other arm takes.
    private(set) var swallowed: [SwiftUISite] = []
    /// Switches by owner (resolved), with their files.
    private let switches: [String: [(file: String, fact: SUISwitch)]]
    /// The app's types applying each helper or modifier by name (`.withAppRouter()`), sorted.
    private let applying: [String: [String]]

    init(linker: SwiftUILinker, routes: RouteTable) {
        self.linker = linker
        self.routes = routes
        var switches: [String: [(file: String, fact: SUISwitch)]] = [:]
        for file in linker.files {
            for statement in file.switches {
                switches[linker.resolved(statement.owner, from: nil, file: file.path), default: []].append((file.path, statement))
            }
        }
        self.switches = switches
        var applying: [String: Set<String>] = [:]
        for file in linker.files {
            for member in file.views {
                let owner = linker.resolved(member.owner, from: nil, file: file.path)
                guard [.struct, .class, .enum].contains(linker.index.kind(of: owner)) else { continue }
                for item in member.items where item.kind == .modifier { applying[item.name, default: []].insert(owner) }
            }
        }
        self.applying = applying.mapValues { $0.sorted() }
    }

    /// The host a flow is named after: the type the modifier is written in, or for a helper of a
    /// protocol extension (`extension View { func withAppRouter() }`) the views applying it.
    private func host(of fact: SUIRegistration, file: String) -> String? {
        guard let host = fact.host, let member = fact.member else { return fact.host }
        let kind = linker.index.kind(of: linker.resolved(host, from: nil, file: file))
        guard kind == nil || kind == .protocol, let callers = applying[member] else { return host }
        return callers.joined(separator: "+")
    }

    /// The flow's display name before de-duplication.
    static func name(of fact: SUIRegistration, host: String?, route: String?) -> String {
        "\(host ?? "View").\(fact.modifier)(\(route ?? fact.item?.joined(separator: ".") ?? "?"))"
    }

    mutating func add(_ fact: SUIRegistration, route: String?, file: String) {
        let outcome: Outcome = fact.modifier == SwiftUIWord.navigationDestination.spelling ? .push : .present
        let name = FlowAssembly.name(of: fact, host: host(of: fact, file: file), route: route)
        var arms: [Arm] = []
        var delegates = false
        let all = route.flatMap(routes.cases(of:)).map { cases in cases.map { route! + "." + $0 } } ?? route.map { [$0] } ?? []
        func whole(_ views: [String]) -> [Arm] {
            let empty = views.allSatisfy { $0 == SwiftUIWord.EmptyView.spelling } && !views.isEmpty
            return [FlowAssembly.arm(steps: all, views: views, outcome: empty ? .none : outcome, file: file, line: fact.line, column: fact.column)]
        }
        switch fact.destination {
        case .arms(let written):
            arms = armModels(written, route: route, outcome: outcome, file: file, flow: name)
        case .views(let views):
            arms = whole(views)
        case .member(let member):
            if let found = route.flatMap({ owner in switches[owner]?.first { $0.fact.member == member && $0.fact.subject.isOwn } }) {
                arms = armModels(found.fact.arms, route: route, outcome: outcome, file: found.file, flow: name)
            } else {
                delegates = true
            }
        case .view(let view):
            let owner = linker.resolved(view, from: fact.host, file: file)
            if let found = switches[owner]?.first(where: { $0.fact.subject.isProperty }) {
                arms = armModels(found.fact.arms, route: route, outcome: outcome, file: found.file, flow: name)
            } else {
                arms = whole([view])
            }
        case .function(let function):
            let found = switches.values.lazy.flatMap { $0 }.first { candidate in
                guard candidate.fact.member == function, case .parameter(let type) = candidate.fact.subject else { return false }
                return route == nil || linker.resolved(SwiftUILinker.unwrapped(type), from: candidate.fact.owner, file: candidate.file) == route
            }
            if let found {
                arms = armModels(found.fact.arms, route: route, outcome: outcome, file: found.file, flow: name)
            } else {
                delegates = true
            }
        }
        if delegates {
            unresolved.append(Unresolved(kind: .dispatch, subject: name, detail: fact.destination.handOff, file: file, line: fact.line))
        }
        pending.append(FlowModel(name: name, framework: .swiftui, file: file, line: fact.line, column: fact.column,
                                 stepTypes: route.map { [$0] } ?? [], rootKind: outcome == .push ? .navigationStack : .presented, rootType: nil,
                                 hasDefaultArm: arms.contains(where: \.isDefault), isStepper: false, isInstantiated: true,
                                 delegatesNavigation: delegates, arms: arms, screensDismiss: false))
    }

    /// The model's arms for a switch's; a `default:` that shows nothing for cases no arm names is swallowing them.
    private mutating func armModels(_ written: [SUIArm], route: String?, outcome: Outcome, file: String, flow: String) -> [Arm] {
        var named: Set<String> = []
        let models = written.map { written -> Arm in
            let steps = written.patterns.compactMap { value -> String? in
                guard case .step(let step) = routes.step(of: value, context: route, from: route, file: file) else { return nil }
                return step
            }
            named.formUnion(steps)
            var model = FlowAssembly.arm(steps: steps, views: written.views, outcome: written.isEmpty ? .none : outcome, file: file,
                            line: written.line, column: written.column)
            model.isDefault = written.isDefault
            return model
        }
        if let route, let cases = routes.cases(of: route), let fallback = written.first(where: \.isDefault), fallback.isEmpty {
            let swallowedCases = cases.map { route + "." + $0 }.filter { !named.contains($0) }
            if !swallowedCases.isEmpty {
                swallowed.append(SwiftUISite(subject: flow, detail: swallowedCases.joined(separator: ", "), file: file,
                                             line: fallback.line, column: fallback.column))
            }
        }
        return models
    }

    /// An arm showing `views` for `steps`.
    static func arm(steps: [String], views: [String], outcome: Outcome, file: String, line: Int, column: Int) -> Arm {
        Arm(steps: steps, file: file, line: line, column: column, isDefault: false, outcomes: [outcome],
            presentables: views.filter { $0 != SwiftUIWord.EmptyView.spelling }, steppers: [], childFlows: [], forwardsStep: nil,
            nextSteps: [], declinesStep: false, whereClause: nil, via: [], unresolvedSteppers: [], forwardsToParent: [], forwardsToCurrent: [],
            forwardsOwnStep: false, constrainsPayload: false)
    }

    /// The flows, a name that repeats given `@file:line`.
    func flows() -> [FlowModel] {
        let counts = Dictionary(grouping: pending, by: \.name).mapValues(\.count)
        return pending.map { flow in
            var flow = flow
            if counts[flow.name, default: 0] > 1 { flow.name += "@\(flow.file):\(flow.line)" }
            return flow
        }
    }
}

extension SUISwitch.Subject {
    var isOwn: Bool { if case .own = self { return true }; return false }
    var isProperty: Bool { if case .property = self { return true }; return false }
}

extension SUIDestination {
    /// What the closure hands the value to, as a note says it.
    var handOff: String {
        switch self {
        case .member(let name): return "route.\(name)"
        case .view(let name): return "\(name)(…)"
        case .function(let name): return "\(name)(…)"
        case .arms, .views: return ""
        }
    }
}
