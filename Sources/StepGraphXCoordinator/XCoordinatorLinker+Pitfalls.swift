import StepGraphCore
/// The facts XCoordinator's rules decide from: coordinators handed out only weakly and those that hand
/// themselves out strongly, coordinators put on a navigation stack and those overriding `viewController`,
/// root delegates set, 1.x and 2.x-only names. Two verdicts are still made here (shared-root children
/// never removed, `presented(from:)` without `super`): their rules only read them.
extension XCoordinatorLinker {
    func linkPitfalls(into part: inout XCoordinatorModel, unresolved: inout [Unresolved], shapes: [String: Shape], typing: RouterTyping,
                      methods: [String: [Method]], properties: [String: [String: XCTypedName]]) {
        /// An app coordinator or a library coordinator class named as written (`BasicNavigationCoordinator<R>`).
        func kind(of written: String, from context: String?) -> (name: String, kind: CoordinatorKind)? {
            let base = RouterTyping.split(written).base
            if let name = index.resolve(base, from: context), let shape = shapes[name] { return (name, shape.kind) }
            guard index.kind(of: base) == nil, let kind = XCoordinatorLinker.libraryKinds[base] else { return nil }
            return (base, kind)
        }

        // A coordinator that hands itself out strongly (`VC(router: strongRouter)`) may be kept by its screens.
        let selfRetaining = Set(files.flatMap { file in file.selfRetainingTypes.map { index.resolve($0, from: nil, file: file.path) ?? $0 } })
        var builtWhere: Set<String> = []
        for file in files {
            for site in file.unretained {
                guard let (name, _) = kind(of: site.type, from: site.enclosingType) else { continue }
                builtWhere.insert(name)
                part.weakHandOuts.append(UnretainedCoordinator(coordinator: name, handedOut: site.handedOut,
                                                               enclosingType: site.enclosingType, file: file.path, line: site.line,
                                                               column: site.column))
            }
        }
        part.weakHandOuts.sort { ($0.file, $0.line, $0.coordinator) < ($1.file, $1.line, $1.coordinator) }
        part.selfRetainingCoordinators = Set(shapes.keys).union(builtWhere).filter { index.lineage($0).contains(where: selfRetaining.contains) }.sorted()

        // A coordinator's `viewController` is its root controller unless it overrides it.
        part.viewControllerOverriders = shapes.keys.filter { overridesViewController($0, methods: methods, properties: properties) }.sorted()
        for name in shapes.keys.sorted() where shapes[name]?.kind == .navigation {
            for method in methods[name] ?? [] {
                for stacked in ([method.fact.effect] + method.fact.arms.map(\.effect)).flatMap(\.stacked) {
                    let child: (name: String, kind: CoordinatorKind)?
                    if let coordinator = typing.coordinator(of: stacked.value, selfType: name, byRouteType: false) {
                        child = shapes[coordinator].map { (coordinator, $0.kind) }
                    } else if case .type(let written, _) = stacked.value {
                        child = kind(of: written, from: name)
                    } else {
                        child = nil
                    }
                    guard let child, child.name != name else { continue }
                    part.stackedCoordinators.append(CoordinatorSite(coordinator: child.name, enclosingType: name, file: method.file,
                                                                    line: stacked.line, column: stacked.column))
                }
            }
        }
        part.stackedCoordinators.sort { ($0.file, $0.line, $0.coordinator) < ($1.file, $1.line, $1.coordinator) }

        for file in files {
            for site in file.replacedDelegates {
                guard let owner = site.enclosingType.flatMap({ index.resolve($0, from: nil, file: file.path) }), shapes[owner] != nil else { continue }
                part.rootDelegateAssignments.append(CoordinatorSite(coordinator: owner, enclosingType: site.enclosingType, file: file.path,
                                                                    line: site.line, column: site.column))
            }
        }
        part.rootDelegateAssignments.sort { ($0.file, $0.line, $0.coordinator) < ($1.file, $1.line, $1.coordinator) }

        let shared = sharedRootChildLeaks(shapes: shapes, methods: methods, properties: properties, kind: kind)
        part.sharedRootChildren = shared.leaks
        unresolved += shared.unfollowed

        // A `BasicCoordinator` loads its initial route in `presented(from:)` unless told `.immediately`.
        let basics: Set<String> = Set([XCoordinatorWord.BasicCoordinator, .BasicNavigationCoordinator, .BasicViewCoordinator,
                                       .BasicTabBarCoordinator].map(\.spelling))
        let immediate = Set(files.flatMap { file in file.immediateLoaders.map { index.resolve($0, from: nil, file: file.path) ?? $0 } })
        let initialRoutes = Dictionary(part.coordinators.map { ($0.name, $0.initialRoutes) }, uniquingKeysWith: { first, _ in first })
        for file in files {
            for site in file.presentedOverrides {
                guard let owner = site.enclosingType.flatMap({ index.resolve($0, from: nil, file: file.path) }), let shape = shapes[owner],
                      basics.contains(shape.base), !index.lineage(owner).contains(where: immediate.contains),
                      index.lineage(owner).contains(where: { initialRoutes[$0]?.isEmpty == false }) else { continue }
                // A call to the coordinator's own method (or closure property) may reach `super` there: not
                // followed. Only the class and its superclasses: a protocol extension cannot call `super`.
                let ownTypes = index.lineage(owner)
                let helper = site.calls.first { call in
                    ownTypes.contains { type in properties[type]?[call] != nil || (methods[type] ?? []).contains { $0.fact.name == call } }
                }
                if let hidden = helper.map({ "presented(from:) calls \($0)(…), which may call super" })
                    ?? (site.expandsMacro ? "presented(from:) expands a macro" : nil) {
                    unresolved.append(Unresolved(kind: .lifecycle, subject: owner, detail: hidden, file: file.path, line: site.line))
                    continue
                }
                part.presentedWithoutSuper.append(CoordinatorSite(coordinator: owner, enclosingType: owner, file: file.path,
                                                                  line: site.line, column: site.column))
            }
        }
        part.presentedWithoutSuper.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }

        // 1.x and 2.x-only names: only where XCoordinator is imported (or vendored) is `AnyRouter` or
        // `superRouter` the library's, and only there does a 2.x name prove the version.
        let seeingXCoordinator = context.filesSeeingLibrary(of: XCoordinatorFrontEnd())
        part.usesVersion2API = files.contains { $0.usesVersion2 && seeingXCoordinator.contains($0.path) }
        let declared = files.reduce(into: Set<String>()) { $0.formUnion($1.declaredLegacyNames) }
        for file in files where seeingXCoordinator.contains(file.path) {
            for use in file.legacyUses where !declared.contains(use.api) && index.kind(of: use.api) == nil {
                part.legacyNames.append(LegacyAPIUse(api: use.api, replacement: use.replacement, file: file.path, line: use.line,
                                                     column: use.column, enclosingType: use.enclosingType))
            }
        }
        part.legacyNames.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }
}
