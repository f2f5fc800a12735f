import StepGraphCore
/// `super.init(initialRoute: session.startRoute)` where `startRoute` is a computed property returning route
/// literals: every route it may return is an initial route.
extension XCoordinatorLinker {
    /// The initial routes a start read from a computed property gives, at the literals; nil unless every
    /// property of that name returns only literals that all resolve to routes of the coordinator's type.
    func computedStarts(of trigger: XCTrigger, context: String?, resolver: RouteResolution) -> [Emission]? {
        guard trigger.how == .initialRoute, let member = trigger.member else { return nil }
        let properties = files.flatMap { file in file.computedRoutes.filter { $0.name == member }.map { (file.path, $0) } }
        guard !properties.isEmpty, properties.allSatisfy({ $0.1.isComplete }) else { return nil }
        var starts: [Emission] = []
        for (path, property) in properties {
            for ref in property.routes {
                guard case .route(let id) = resolver.resolve(ref, context: context, enclosing: trigger.enclosingType) else { return nil }
                starts.append(Emission(step: id, file: path, line: ref.line, column: ref.column, how: .initialRoute,
                                       enclosingType: trigger.enclosingType, emitter: nil))
            }
        }
        return starts
    }
}
