import StepGraphCore
/// Closure coordinators as coordinators of their own: named by the enclosing type and what they are
/// assigned to (`ProfileCoordinator.settings`), with the arms of their closure's switch (or of the
/// method the route is handed to); one whose transitions cannot be read delegates (`unresolved`).
extension XCoordinatorLinker {
    /// A closure coordinator with its file and the name it gets.
    struct ClosureSite {
        var file: String
        var closure: XCClosureCoordinator
        var name: String
    }

    /// Every closure coordinator, in source order, named apart from the flows in `taken`.
    func closureSites(taken: Set<String>) -> [ClosureSite] {
        var taken = taken
        let sites = files.flatMap { file in file.closureCoordinators.map { (file: file.path, closure: $0) } }
            .sorted { ($0.file, $0.closure.line, $0.closure.column) < ($1.file, $1.closure.line, $1.closure.column) }
        return sites.compactMap { file, closure in
            guard XCoordinatorLinker.libraryKinds[closure.base] != nil else { return nil }
            let owner = closure.enclosingType.map { index.resolve($0, from: nil, file: file) ?? $0 }
            // Two built under one name in a type: the later ones get `_2`, `_3`… in source order.
            let base = (owner.map { $0 + "." } ?? "") + closure.name
            var name = base
            var ordinal = 1
            while !taken.insert(name).inserted { ordinal += 1; name = "\(base)_\(ordinal)" }
            return ClosureSite(file: file, closure: closure, name: name)
        }
    }

    /// Closure coordinators held in properties, by owner and property name.
    static func heldClosures(_ sites: [ClosureSite], index: TypeIndex) -> [String: [String: String]] {
        var held: [String: [String: String]] = [:]
        for site in sites where site.closure.isProperty {
            guard let owner = site.closure.enclosingType.map({ index.resolve($0, from: nil, file: site.file) ?? $0 }) else { continue }
            held[owner, default: [:]][site.closure.name] = site.name
        }
        return held
    }

    func linkClosureCoordinators(_ sites: [ClosureSite], into model: inout NavigationModel, part: inout XCoordinatorModel,
                                 linker: ArmLinker, typing: RouterTyping, stepAt: [String: String], unresolved: inout [Unresolved]) {
        for site in sites {
            let (file, closure, name) = (site.file, site.closure, site.name)
            let kind = XCoordinatorLinker.libraryKinds[closure.base]!
            let owner = closure.enclosingType.map { index.resolve($0, from: nil, file: file) ?? $0 }
            let route = closure.routeArgument.flatMap { typing.route(named: $0, context: owner) }
            let prepare = closure.transitions.map { Method(fact: $0, file: file) }
                ?? closure.helper.flatMap { helper in owner.flatMap { linker.methods(helper, of: $0).first } }
            var linked = ArmLinker.Linked()
            if let prepare {
                linked = linker.link(name, route: route, prepare: prepare, owner: owner ?? "")
            } else {
                linked.delegates = true
                let detail = closure.unreadable ?? closure.helper.map { $0 + "(…)" } ?? "prepareTransition"
                linked.unresolved.append(Unresolved(kind: .dispatch, subject: name, detail: "prepareTransition: \(detail)",
                                                    file: file, line: closure.line))
            }
            unresolved += linked.unresolved
            model.flows.append(FlowModel(
                name: name, framework: .xcoordinator, file: file, line: closure.line, column: closure.column,
                stepTypes: route.map { [$0] } ?? [], rootKind: kind.rootKind, rootType: kind.rootType,
                hasDefaultArm: linked.arms.contains(where: \.isDefault), isStepper: false, isInstantiated: true,
                delegatesNavigation: linked.delegates, arms: linked.arms, screensDismiss: false))
            let initial = closure.initialRoute.flatMap { stepAt["\(file):\($0.line):\($0.column)"] }
            part.coordinators.append(CoordinatorModel(
                name: name, kind: kind, baseClass: closure.base, routeType: route, parentRouteType: nil,
                initialRoutes: initial.map { [$0] } ?? [], children: [], file: file, line: closure.line))
        }
        part.coordinators.sort { $0.name < $1.name }
        // The arm building one starts it.
        var started: [String: [String]] = [:]
        for site in sites {
            guard let arm = site.closure.builtInArm else { continue }
            started["\(site.file):\(arm[0]):\(arm[1])", default: []].append(site.name)
        }
        guard !started.isEmpty else { return }
        for f in model.flows.indices where model.flows[f].framework == .xcoordinator {
            for a in model.flows[f].arms.indices {
                let arm = model.flows[f].arms[a]
                guard let children = started["\(arm.file):\(arm.line):\(arm.column)"] else { continue }
                model.flows[f].arms[a].childFlows = Array(Set(arm.childFlows + children)).sorted()
                if !arm.outcomes.contains(.childFlow) { model.flows[f].arms[a].outcomes = (arm.outcomes + [.childFlow]).sorted() }
            }
        }
    }
}
