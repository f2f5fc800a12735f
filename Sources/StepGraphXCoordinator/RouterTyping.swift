import StepGraphCore
/// Which route enum a router, coordinator or expression takes, across files: generic arguments of
/// router types (`UnownedRouter<HomeRoute>`), typealiases (`typealias R = AppRoute`,
/// `typealias ShopRouter = UnownedRouter<ShopRoute>`), coordinators' route types, and properties
/// typed or initialised with any of them.
struct RouterTyping {
    let index: TypeIndex
    /// Route enums by qualified name.
    let routeEnums: Set<String>
    /// Coordinator → its route type (nil when it could not be told).
    let coordinatorRoutes: [String: String?]
    /// Typealiases: top level by name, and per owner.
    let globalAliases: [String: String]
    let memberAliases: [String: [String: String]]
    /// Properties as written, per owner and name.
    let properties: [String: [String: XCTypedName]]

    /// Library types whose first generic argument is the route (`RedirectionRouter`: its second).
    static let routerTypes = Set([XCoordinatorWord]([
        .UnownedRouter, .WeakRouter, .StrongRouter, .AnyRouter, .NavigationCoordinator, .TabBarCoordinator, .ViewCoordinator,
        .SplitCoordinator, .PageCoordinator, .BasicCoordinator, .BasicNavigationCoordinator, .BasicViewCoordinator,
        .BasicTabBarCoordinator, .BaseCoordinator, .RedirectionRouter,
    ]).map(\.spelling)).union(["Router", "AnyCoordinator", "AnyNavigationCoordinator", "AnyTabBarCoordinator", "AnyViewCoordinator",
                               "UnownedErased", "WeakErased"])
    /// Members of a coordinator that stand for it (`coordinator.strongRouter`).
    static let selfMembers = Set([XCoordinatorWord.strongRouter, .unownedRouter, .weakRouter, .anyRouter].map(\.spelling))
        .union(["anyCoordinator", "viewController", UIKitWord.rootViewController.spelling])

    /// `Base<A, B>` → (`Base`, [`A`, `B`]), module prefixes dropped.
    static func split(_ text: String) -> (base: String, arguments: [String]) {
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return (unqualified(text), []) }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
            if character == "," && depth == 0 { arguments.append(current); current = ""; continue }
            current.append(character)
        }
        if !current.isEmpty { arguments.append(current) }
        return (unqualified(String(text[..<open])), arguments)
    }

    private static func unqualified(_ name: String) -> String {
        for module in ["XCoordinator.", "XCoordinatorRx.", "XCoordinatorCombine."] where name.hasPrefix(module) {
            return String(name.dropFirst(module.count))
        }
        return name
    }

    /// The route enum a written type name denotes (through typealiases), or nil.
    func route(named written: String, context: String?, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        if let target = alias(written, context: context) { return route(named: target, context: context, depth: depth + 1) }
        guard let resolved = index.resolve(written, from: context), routeEnums.contains(resolved) else { return nil }
        return resolved
    }

    private func alias(_ name: String, context: String?) -> String? {
        if let context {
            for owner in index.lineage(context) { if let target = memberAliases[owner]?[name] { return target } }
        }
        return globalAliases[name]
    }

    /// The route type of a declared type as written: a router or coordinator type with its route
    /// argument, an alias of one, or a coordinator of the app.
    func routeType(ofType text: String, context: String?, depth: Int = 0) -> String? {
        guard depth < 8, !text.isEmpty else { return nil }
        if let route = route(named: text, context: context) { return route }
        let (base, arguments) = RouterTyping.split(text)
        if RouterTyping.routerTypes.contains(base), !arguments.isEmpty {
            let argument = base == XCoordinatorWord.RedirectionRouter.spelling && arguments.count > 1 ? arguments[1] : arguments[0]
            return route(named: argument, context: context)
        }
        if let target = alias(base, context: context) { return routeType(ofType: target, context: context, depth: depth + 1) }
        if let coordinator = index.resolve(base, from: context), let route = coordinatorRoutes[coordinator] { return route }
        return nil
    }

    /// The route type of what an expression evaluates to.
    func routeType(of expr: ExprRef, selfType: String?, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expr {
        case .selfValue:
            return selfType.flatMap { coordinatorRoutes[$0] ?? nil }
        case .type(let name, _):
            return routeType(ofType: name, context: selfType)
        case .parameter(_, let declared):
            return routeType(of: declared, selfType: selfType, depth: depth + 1)
        case .member(let base, let name):
            if RouterTyping.selfMembers.contains(name) { return routeType(of: base, selfType: selfType, depth: depth + 1) }
            guard let owner = ownerType(base, selfType: selfType) else { return nil }
            for type in index.lineage(owner) {
                guard let property = properties[type]?[name] else { continue }
                if let route = routeType(ofType: property.type, context: type) { return route }
                if let value = property.value { return routeType(of: value, selfType: type, depth: depth + 1) }
            }
            if let value = index.property(name, of: owner)?.value { return routeType(of: value, selfType: owner, depth: depth + 1) }
            return nil
        case .text:
            return nil
        }
    }

    /// The coordinator an expression evaluates to (built, held in a property, or, unless
    /// `byRouteType` is false, told by its route type).
    func coordinator(of expr: ExprRef, selfType: String?, byRouteType: Bool = true, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expr {
        case .selfValue:
            return selfType.flatMap { coordinatorRoutes[$0] != nil ? $0 : nil }
        case .type(let name, _):
            if let resolved = index.resolve(RouterTyping.split(name).base, from: selfType), coordinatorRoutes[resolved] != nil,
               RouterTyping.split(name).arguments.isEmpty {
                return resolved
            }
            return byRouteType ? routeType(ofType: name, context: selfType).flatMap(coordinator(handling:)) : nil
        case .parameter(_, let declared):
            return coordinator(of: declared, selfType: selfType, byRouteType: byRouteType, depth: depth + 1)
        case .member(let base, let name):
            if RouterTyping.selfMembers.contains(name) { return coordinator(of: base, selfType: selfType, byRouteType: byRouteType, depth: depth + 1) }
            guard let owner = ownerType(base, selfType: selfType) else { return nil }
            for type in index.lineage(owner) {
                guard let property = properties[type]?[name] else { continue }
                if let value = property.value, let found = coordinator(of: value, selfType: type, byRouteType: byRouteType, depth: depth + 1) {
                    return found
                }
                return coordinator(of: .type(property.type, hints: []), selfType: type, byRouteType: byRouteType, depth: depth + 1)
            }
            if let value = index.property(name, of: owner)?.value {
                return coordinator(of: value, selfType: owner, byRouteType: byRouteType, depth: depth + 1)
            }
            return nil
        case .text:
            return nil
        }
    }

    /// The one coordinator whose route type is `route`.
    func coordinator(handling route: String) -> String? {
        let matches = coordinatorRoutes.filter { $0.value == route }.keys
        return matches.count == 1 ? matches.first : nil
    }

    private func ownerType(_ base: ExprRef, selfType: String?) -> String? {
        if case .selfValue = base { return selfType }
        return index.typeOf(base, selfType: selfType).flatMap { index.resolve($0, from: selfType) }
    }
}
