import StepGraphCore
/// Links every file's XCoordinator facts into the shared model: route enums as step enums,
/// coordinators as flows (`framework: xcoordinator`) with their `prepareTransition(for:)` arms,
/// triggers as emissions, and the XCoordinator-only part (`model.xcoordinator`). Sorted output.
struct XCoordinatorLinker {
    let context: LinkContext
    let files: [XCoordinatorFileFacts]
    var index: TypeIndex { context.index }

    init(context: LinkContext) {
        self.context = context
        files = context.files.claimedFacts(XCoordinatorFileFacts.self)
    }

    /// A function with the file it is declared in.
    struct Method {
        var fact: XCFunction
        var file: String
    }

    /// The library's coordinator classes and the kind each gives.
    static let libraryKinds: [String: CoordinatorKind] = Dictionary(uniqueKeysWithValues: ([
        (.NavigationCoordinator, .navigation), (.BasicNavigationCoordinator, .navigation), (.TabBarCoordinator, .tabBar),
        (.BasicTabBarCoordinator, .tabBar), (.ViewCoordinator, .view), (.BasicViewCoordinator, .view), (.SplitCoordinator, .split),
        (.PageCoordinator, .page), (.BasicCoordinator, .basic), (.BaseCoordinator, .basic), (.RedirectionRouter, .redirection),
    ] as [(XCoordinatorWord, CoordinatorKind)]).map { ($0.spelling, $1) })

    func link(into model: inout NavigationModel) {
        guard !files.isEmpty else { return }
        var classes: [String: XCClass] = [:]
        var globalAliases: [String: String] = [:]
        var memberAliases: [String: [String: String]] = [:]
        var properties: [String: [String: XCTypedName]] = [:]
        var methods: [String: [Method]] = [:]
        for file in files {
            // Names as the file sees them: two apps' same-named coordinators are kept apart (`Shop.AppCoordinator`).
            for var type in file.classes {
                type.name = index.qualified(type.name, inFile: file.path)
                classes[type.name] = type
            }
            for alias in file.typealiases {
                if let owner = alias.owner { memberAliases[index.resolve(owner, from: nil, file: file.path) ?? owner, default: [:]][alias.name] = alias.target }
                else { globalAliases[alias.name] = alias.target }
            }
            for typed in file.typedNames { properties[index.resolve(typed.owner, from: nil, file: file.path) ?? typed.owner, default: [:]][typed.name] = typed }
            for function in file.functions {
                methods[index.resolve(function.owner, from: nil, file: file.path) ?? function.owner, default: []].append(Method(fact: function, file: file.path))
            }
        }

        // Coordinators: classes built on a library coordinator (through the app's own generic bases).
        var shapes: [String: Shape] = [:]
        for name in classes.keys.sorted() { if let shape = shape(of: name, classes: classes) { shapes[name] = shape } }
        let importsLibrary = files.contains { $0.importsLibrary }
        guard importsLibrary || !shapes.isEmpty else { return }

        let routeProtocol = XCoordinatorWord.Route.spelling
        let routeEnumNames = Set((index.conformers(to: [routeProtocol])[routeProtocol] ?? [:]).keys.filter { index.kind(of: $0) == .enum })
        var typing = RouterTyping(index: index, routeEnums: routeEnumNames, coordinatorRoutes: [:], globalAliases: globalAliases,
                                  memberAliases: memberAliases, properties: properties)
        var routes: [String: String?] = [:]
        for (name, shape) in shapes { routes[name] = shape.routeArgument.flatMap { typing.route(named: $0, context: name) } }
        typing = RouterTyping(index: index, routeEnums: routeEnumNames, coordinatorRoutes: routes, globalAliases: globalAliases,
                              memberAliases: memberAliases, properties: properties)

        let cases: [String: Set<String>] = Dictionary(uniqueKeysWithValues: routeEnumNames.map { name in
            (name, Set(index.primary(name)?.fact.cases.map(\.name) ?? []))
        })
        let conformance = index.conformers(to: [routeProtocol])[routeProtocol] ?? [:]
        // A route carried in another route's payload (`case settings(SettingsRoute)`) is handed on as
        // a value: its cases written anywhere may be triggered. (No RxFlow-style nesting: triggering
        // the payload's route does not trigger the carrying case.)
        var payloadRoutes: Set<String> = []
        model.stepEnums += routeEnumNames.compactMap { name -> StepEnum? in
            guard let decl = index.primary(name), decl.fact.kind == .enum else { return nil }
            let stepCases = decl.fact.cases.map { c in
                if let payload = c.payloadType.flatMap({ typing.route(named: $0, context: name) }) { payloadRoutes.insert(payload) }
                return StepCase(name: c.name, line: c.line, column: c.column, associatedValues: c.associatedValues, payloadStepType: nil)
            }
            return StepEnum(name: name, file: decl.file, line: decl.fact.line, cases: stepCases,
                            conformance: conformance[name] ?? .direct, framework: .xcoordinator)
        }
        model.stepEnums.sort { $0.name < $1.name }

        // Triggers.
        let resolver = RouteResolution(typing: typing, cases: cases)
        var emissions: [Emission] = []
        var ambiguities: [Ambiguity] = []
        var unresolved: [Unresolved] = []
        var dynamicRouteTypes = payloadRoutes
        var anyDynamicUnknown = false
        var positions: Set<String> = []
        for file in files {
            // Triggers before references, so a trigger's route is not also listed as a reference.
            let ordered = file.triggers.sorted { ($0.how == .reference ? 1 : 0, $0.line, $0.column) < ($1.how == .reference ? 1 : 0, $1.line, $1.column) }
            for trigger in ordered {
                let key = "\(file.path):\(trigger.line):\(trigger.column)"
                let context = resolver.context(of: trigger.receiver, enclosing: trigger.enclosingType, file: file.path)
                if trigger.route == nil, let starts = computedStarts(of: trigger, context: context, resolver: resolver) {
                    emissions += starts
                    continue
                }
                guard let route = trigger.route else {
                    // `bind(to: viewModel.trigger)`: an app's own relay, no router.
                    if trigger.isUncalledMember && context == nil && isAppNonRouter(trigger.receiver, enclosing: trigger.enclosingType, file: file.path, typing: typing) {
                        continue
                    }
                    // `init(initialRoute:)` of a type the app knows and that is no coordinator is not XCoordinator's.
                    if trigger.how == .initialRoute, case .typed(let type) = trigger.receiver,
                       let known = index.resolve(type == "Self" ? trigger.enclosingType ?? type : type, from: trigger.enclosingType, file: file.path),
                       !index.lineage(known).contains(where: { typing.coordinatorRoutes[$0] != nil }) { continue }
                    if let context { dynamicRouteTypes.insert(context) } else { anyDynamicUnknown = true }
                    // An initial route the tool cannot read is the coordinator's unknown start.
                    let isStart = trigger.how == .initialRoute
                    var subject = trigger.enclosingType
                    if isStart, case .typed(let coordinator) = trigger.receiver {
                        subject = coordinator
                    }
                    unresolved.append(Unresolved(kind: isStart ? .start : .emission, subject: subject ?? file.path,
                                                 detail: trigger.detail ?? "", file: file.path, line: trigger.line))
                    continue
                }
                if trigger.how == .reference && positions.contains(key) { continue }
                switch resolver.resolve(route, context: context, enclosing: trigger.enclosingType) {
                case .route(let id):
                    guard positions.insert(key).inserted else { continue }
                    emissions.append(Emission(step: id, file: file.path, line: trigger.line, column: trigger.column, how: trigger.how,
                                              enclosingType: trigger.enclosingType, emitter: nil,
                                              chain: trigger.chain.map { SourceLocation(file: file.path, line: $0.line, column: $0.column) }))
                case .ambiguous(let candidates):
                    ambiguities.append(Ambiguity(name: "." + route.caseName, file: file.path, line: route.line, candidates: candidates,
                                                 message: "route .\(route.caseName) could be \(candidates.joined(separator: " or "))"))
                case .none:
                    // A link of a deep link the tool cannot name breaks the chain it checks.
                    if trigger.how == .deepLinkChain {
                        unresolved.append(Unresolved(kind: .emission, subject: trigger.enclosingType ?? file.path,
                                                     detail: "deepLink(… \(route.qualifier.map { $0 + "." } ?? ".")\(route.caseName) …)",
                                                     file: file.path, line: trigger.line))
                    }
                    continue
                }
            }
        }
        // A route put into a router as a value (`router.trigger(item.route)`): any case of its type
        // written as an implicit member somewhere may be that value, unless that member already resolved
        // to another route (`initialRoute: .list` of another coordinator, `cartRouter.trigger(.close)`).
        var resolvedAt: [String: String] = [:]
        for emission in emissions { resolvedAt["\(emission.file):\(emission.line):\(emission.column)"] = emission.step }
        for name in routeEnumNames.sorted() where anyDynamicUnknown || dynamicRouteTypes.contains(name) {
            for caseName in (cases[name] ?? []).sorted() {
                let step = name + "." + caseName
                let site = files.lazy.compactMap { file in
                    file.implicitMembers[caseName]?.first { position in
                        resolvedAt["\(file.path):\(position[0]):\(position[1])"].map { $0 == step } ?? true
                    }.map { (file.path, $0[0]) }
                }.first
                guard let (path, line) = site else { continue }
                emissions.append(Emission(step: step, file: path, line: line, column: 1,
                                          how: .typed, enclosingType: nil, emitter: nil))
            }
        }
        // A route enum's own code naming its cases (`static var start: AppRoute { .home }`).
        for file in files {
            for (owner, members) in file.implicitMembersByType {
                guard let route = index.resolve(owner, from: nil, file: file.path), routeEnumNames.contains(route) else { continue }
                for (caseName, line) in members.sorted(by: { $0.key < $1.key }) where cases[route]?.contains(caseName) == true {
                    emissions.append(Emission(step: route + "." + caseName, file: file.path, line: line, column: 1, how: .reference,
                                              enclosingType: owner, emitter: nil))
                }
            }
        }
        var stepAt: [String: String] = [:]
        for emission in emissions { stepAt["\(emission.file):\(emission.line):\(emission.column)"] = emission.step }

        // Coordinators.
        var part = XCoordinatorModel()
        let closures = closureSites(taken: Set(model.flows.map(\.name)).union(shapes.keys))
        // The app's own factories: static members of its `extension Transition` (or an alias of it), in any file or module.
        var factories: [String: [Method]] = [:]
        for (owner, list) in methods where XCoordinatorExtractor.extensibleTransitionTypes.contains(RouterTyping.split(owner).base) {
            for method in list { factories[method.fact.name, default: []].append(method) }
        }
        for name in factories.keys { factories[name]!.sort { ($0.file, $0.fact.line) < ($1.file, $1.fact.line) } }
        var heldArrays: [String: [String: [ExprRef]]] = [:]
        for file in files {
            for held in file.heldArrays { heldArrays[index.resolve(held.owner, from: nil, file: file.path) ?? held.owner, default: [:]][held.name] = held.elements }
        }
        let linker = ArmLinker(index: index, typing: typing, methods: methods, coordinators: Set(shapes.keys), emissions: emissions,
                               stepAt: stepAt, resolver: resolver, heldClosures: XCoordinatorLinker.heldClosures(closures, index: index),
                               heldArrays: heldArrays, factories: factories)
        var initializers: [String: [XCInitializer]] = [:]
        for file in files { for initializer in file.initializers { initializers[index.resolve(initializer.owner, from: nil, file: file.path) ?? initializer.owner, default: []].append(initializer) } }
        for name in shapes.keys.sorted() {
            let shape = shapes[name]!
            guard let decl = index.primary(name) else { continue }
            let route = routes[name] ?? nil
            let linked = linker.link(coordinator: name, route: route)
            unresolved += linked.unresolved
            // A base coordinator is made through its subclasses; a public one maybe by another module.
            let isInstantiated = classes[name]?.isPublic == true || shapes.keys.contains { other in
                index.lineage(other).contains(name) && context.constructed.contains(TypeNameHash.of(TypeIndex.simpleName(other)))
            }
            model.flows.append(FlowModel(
                name: name, framework: .xcoordinator, file: decl.file, line: decl.fact.line, column: decl.fact.column,
                stepTypes: route.map { [$0] } ?? [], rootKind: shape.kind.rootKind, rootType: shape.kind.rootType,
                hasDefaultArm: linked.arms.contains(where: \.isDefault), isStepper: false, isInstantiated: isInstantiated,
                delegatesNavigation: linked.delegates, arms: linked.arms, screensDismiss: false))
            let initial = emissions.filter { emission in
                emission.how == .initialRoute && emission.step.hasPrefix((route ?? "\u{0}") + ".")
                    && (emission.enclosingType.flatMap { index.resolve($0, from: nil, file: emission.file) } == name || route.flatMap(typing.coordinator(handling:)) == name)
            }.map(\.step)
            let children = (initializers[name] ?? []).flatMap { initializer in
                linker.expandingHeldArrays(initializer.children, owner: name).compactMap { typing.coordinator(of: $0, selfType: name) }
            }
            part.coordinators.append(CoordinatorModel(
                name: name, kind: shape.kind, baseClass: shape.base, routeType: route,
                parentRouteType: shape.parentArgument.flatMap { typing.route(named: $0, context: name) },
                initialRoutes: Array(Set(initial)).sorted(), children: Array(Set(children)).sorted(), file: decl.file, line: decl.fact.line,
                rootScreen: rootScreen(of: name, kind: shape.kind, initializers: initializers[name] ?? [], typing: typing)))
        }
        linkClosureCoordinators(closures, into: &model, part: &part, linker: linker, typing: typing, stepAt: stepAt, unresolved: &unresolved)
        for file in files {
            for root in file.roots {
                let expr: ExprRef
                switch root.receiver {
                case .own: expr = .selfValue
                case .value(let value): expr = value
                case .typed(let text): expr = .type(text, hints: [])
                }
                guard let coordinator = typing.coordinator(of: expr, selfType: root.enclosingType) else { continue }
                part.roots.append(CoordinatorSite(coordinator: coordinator, enclosingType: root.enclosingType, file: file.path,
                                              line: root.line, column: root.column,
                                              target: index.modules.applicationTarget(ofFile: file.path)))
            }
        }
        part.roots.sort { ($0.file, $0.line, $0.coordinator) < ($1.file, $1.line, $1.coordinator) }
        // Only `mapToParentRoute(_:)` overrides the library's (`mapToParentRoute(for:)` is another method).
        part.parentRouteMappers = shapes.keys.sorted().filter { name in
            shapes[name]?.kind == .redirection && index.lineage(name).contains { type in
                (methods[type] ?? []).contains { $0.fact.name == XCoordinatorWord.mapToParentRoute.spelling && $0.fact.labels == ["_"] }
            }
        }
        for file in files {
            for site in file.redirectionsWithoutMap {
                guard case .typed(let written) = site.receiver else { continue }
                let name = index.resolve(written, from: site.enclosingType) ?? written
                let isLibrary = name == XCoordinatorWord.RedirectionRouter.spelling && index.kind(of: name) == nil
                guard isLibrary || shapes[name]?.kind == .redirection else { continue }
                part.redirectionsWithoutMap.append(CoordinatorSite(coordinator: name, enclosingType: site.enclosingType, file: file.path,
                                                                   line: site.line, column: site.column))
            }
        }
        linkPitfalls(into: &part, unresolved: &unresolved, shapes: shapes, typing: typing, methods: methods, properties: properties)
        model.flows.sort { $0.name < $1.name }
        model.emissions = (model.emissions + emissions).sorted {
            ($0.file, $0.line, $0.step, $0.how, $0.column) < ($1.file, $1.line, $1.step, $1.how, $1.column)
        }
        model.ambiguities += ambiguities
        model.unresolved = (model.unresolved + unresolved).sorted { ($0.file, $0.line, $0.subject, $0.detail) < ($1.file, $1.line, $1.subject, $1.detail) }
        model.xcoordinator = part
    }

    /// The screen a coordinator's initializer hands over as its first: a `root:` (or a navigation
    /// controller's root) that is no coordinator, else a view coordinator's `rootViewController:`.
    private func rootScreen(of name: String, kind: CoordinatorKind, initializers: [XCInitializer], typing: RouterTyping) -> String? {
        let candidates = initializers.compactMap(\.root) + (kind == .view ? initializers.compactMap(\.rootController) : [])
        return candidates.lazy.compactMap { value -> String? in
            guard typing.coordinator(of: value, selfType: name) == nil, let type = index.typeOf(value, selfType: name),
                  type.first?.isUppercase == true, !type.hasPrefix("UI") else { return nil }
            return type
        }.first
    }

    /// Whether a receiver is a value of an app type that is neither a coordinator nor a router (a view
    /// model whose `trigger` is its own relay).
    private func isAppNonRouter(_ receiver: XCReceiver, enclosing: String?, file: String, typing: RouterTyping) -> Bool {
        guard case .value(let expr) = receiver else { return false }
        let owner = enclosing.flatMap { index.resolve($0, from: nil, file: file) } ?? enclosing
        guard let type = index.typeOf(expr, selfType: owner), index.primary(type) != nil else { return false }
        let routerProtocols: Set<String> = ["Router", "Coordinator", "Presentable", "TransitionPerformer"]
        return !index.lineage(type).contains { typing.coordinatorRoutes[$0] != nil }
            && index.adoptedProtocols(type).isDisjoint(with: routerProtocols)
    }

    /// What a class is built on: the library class, and the generic arguments naming its routes.
    struct Shape {
        var kind: CoordinatorKind
        var base: String
        var routeArgument: String?
        var parentArgument: String?
    }

    /// Walks up the app's classes to a library coordinator, binding each generic base's parameters
    /// to the arguments its subclass gives. Nil for a class not built on one, and for a generic base
    /// whose route is still a parameter (`class Base<R: Route>: NavigationCoordinator<R>`).
    private func shape(of name: String, classes: [String: XCClass]) -> Shape? {
        guard let start = classes[name] else { return nil }
        var current = start
        var bindings: [String: String] = [:]
        for _ in 0..<16 {
            let arguments = current.genericArguments.map { bindings[$0] ?? $0 }
            let (base, _) = RouterTyping.split(current.superclass)
            // The app's own class of a library name (`class BaseCoordinator<R>`) is walked through.
            let appClass = index.resolve(current.superclass, from: current.name).flatMap { classes[$0] }
            if appClass == nil, let kind = XCoordinatorLinker.libraryKinds[base] {
                guard !arguments.isEmpty else { return nil }
                let isRedirection = kind == .redirection
                let route = isRedirection ? (arguments.count > 1 ? arguments[1] : nil) : arguments[0]
                if let route, start.genericParameters.contains(route) { return nil }
                return Shape(kind: kind, base: base, routeArgument: route, parentArgument: isRedirection ? arguments[0] : nil)
            }
            guard let next = appClass else { return nil }
            bindings = Dictionary(zip(next.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            current = next
        }
        return nil
    }
}

/// How a written route becomes a route id: by its qualifier, by the route type of the router it is
/// put into, or (with neither) by the one route enum declaring the case.
struct RouteResolution {
    enum Result { case route(String), ambiguous([String]), none }

    let typing: RouterTyping
    let cases: [String: Set<String>]

    /// The route type a receiver takes.
    func context(of receiver: XCReceiver, enclosing: String?, file: String) -> String? {
        let owner = enclosing.flatMap { typing.index.resolve($0, from: nil, file: file) } ?? enclosing
        switch receiver {
        case .own:
            guard let owner else { return nil }
            for type in typing.index.lineage(owner) { if let route = typing.coordinatorRoutes[type] { return route } }
            return nil
        case .value(let expr): return typing.routeType(of: expr, selfType: owner)
        case .typed(let text): return typing.routeType(ofType: text, context: owner)
        }
    }

    func resolve(_ ref: RouteRef, context: String?, enclosing: String?) -> Result {
        if let qualifier = ref.qualifier {
            guard let route = typing.route(named: qualifier, context: enclosing), cases[route]?.contains(ref.caseName) == true else { return .none }
            return .route(route + "." + ref.caseName)
        }
        if let context { return cases[context]?.contains(ref.caseName) == true ? .route(context + "." + ref.caseName) : .none }
        let candidates = cases.keys.filter { cases[$0]!.contains(ref.caseName) }.sorted()
        if candidates.count == 1 { return .route(candidates[0] + "." + ref.caseName) }
        return candidates.isEmpty ? .none : .ambiguous(candidates.map { $0 + "." + ref.caseName })
    }
}
