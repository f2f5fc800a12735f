/// Closure coordinators as coordinators of their own: named by the enclosing type and what they are
/// assigned to (`ProfileCoordinator.settings`), with the arms of their closure's switch (or of the
/// method the route is handed to); one whose transitions cannot be read delegates (`unresolved`).
extension XCoordinatorLinker {
    func linkClosureCoordinators(into model: inout NavigationModel, part: inout XCoordinatorModel, linker: ArmLinker,
                                 typing: RouterTyping, stepAt: [String: String], unresolved: inout [Unresolved]) {
        let sites = files.flatMap { file in file.closureCoordinators.map { (file: file.path, closure: $0) } }
            .sorted { ($0.file, $0.closure.line, $0.closure.column) < ($1.file, $1.closure.line, $1.closure.column) }
        var taken = Set(model.flows.map(\.name))
        var names: [String] = []
        for (file, closure) in sites {
            guard let kind = XCoordinatorLinker.libraryKinds[closure.base] else { names.append(""); continue }
            let owner = closure.enclosingType.map { index.resolve($0, from: nil) ?? $0 }
            // Two built under one name in a type: the later ones get `_2`, `_3`… in source order.
            let base = (owner.map { $0 + "." } ?? "") + closure.name
            var name = base
            var ordinal = 1
            while !taken.insert(name).inserted { ordinal += 1; name = "\(base)_\(ordinal)" }
            names.append(name)
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
        for (index, (file, closure)) in sites.enumerated() {
            guard let arm = closure.builtInArm, index < names.count, !names[index].isEmpty else { continue }
            started["\(file):\(arm[0]):\(arm[1])", default: []].append(names[index])
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
