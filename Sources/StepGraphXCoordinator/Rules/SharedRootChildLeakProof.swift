import StepGraphCore
/// `shared_root_child_leak`'s proof: which `addChild` calls keep a child the library never drops.
///
/// After each transition the library drops the children whose `viewController` has left the screen.
/// A child leaks only when that controller is its parent's own root (which stays while the parent lives)
/// and no code removes it by hand:
/// - it is built with the parent's `rootViewController` as its root: through the library's
///   `init(rootViewController:)`, or an initializer of its own handing that argument on to `super.init`
///   or `self.init` (`init(navigationController:)`, unlabelled, `rootVC:`…); an initializer that builds a root
///   of its own proves nothing;
/// - it shows that root: no class of its lineage overrides `viewController` (a child returning its first
///   screen is dropped once that screen is popped, by the library's own removal);
/// - neither coordinator's code calls `removeChild` or overrides the library's removal, and no
///   `removeChild` the tool cannot attribute exists (then `unresolved` records those calls instead).
extension XCoordinatorLinker {
    /// The leaks the code proves, or the removals that keep the rule from proving them.
    func sharedRootChildLeaks(shapes: [String: Shape], methods: [String: [Method]], properties: [String: [String: XCTypedName]],
                              kind: (String, String?) -> (name: String, kind: CoordinatorKind)?) -> (leaks: [CoordinatorSite], unfollowed: [Unresolved]) {
        var handOffs: [String: [XCRootHandOff]] = [:]
        for file in files {
            for handOff in file.rootHandOffs { handOffs[index.resolve(handOff.owner, from: nil, file: file.path) ?? handOff.owner, default: []].append(handOff) }
        }
        /// Whether `X(label: parentRoot)` makes the parent's root the child's own.
        func sharesRoot(_ child: String, label: String) -> Bool {
            let initializers = index.lineage(child).flatMap { handOffs[$0] ?? [] }.filter { $0.labels.contains(label) }
            if initializers.isEmpty { return label == UIKitWord.rootViewController.spelling }
            return initializers.allSatisfy { $0.passedOn == label }
        }

        let removers = Set(files.flatMap { file in file.childRemovers.map { index.resolve($0, from: nil, file: file.path) ?? $0 } })
        var leaks: [CoordinatorSite] = []
        for file in files {
            for site in file.sharedRootChildren {
                guard let owner = site.enclosingType.flatMap({ index.resolve($0, from: nil, file: file.path) }), shapes[owner] != nil,
                      let (child, _) = kind(site.type, owner), sharesRoot(child, label: site.label), !overridesViewController(child, methods: methods, properties: properties),
                      !(index.lineage(owner) + index.lineage(child)).contains(where: removers.contains),
                      index.adoptedProtocols(owner).union(index.adoptedProtocols(child)).isDisjoint(with: removers) else { continue }
                leaks.append(CoordinatorSite(coordinator: child, enclosingType: owner, file: file.path, line: site.line, column: site.column))
            }
        }
        // Removal the tool cannot attribute (in a free function, or on another object: `shop.removeChild(…)`) may be theirs.
        let unattributed = files.flatMap { file in
            file.foreignChildRemovals.map {
                Unresolved(kind: .lifecycle, subject: $0.enclosingType ?? file.path,
                           detail: "removeChild(_:) on a coordinator the tool cannot tell", file: file.path, line: $0.line)
            }
        }
        guard unattributed.isEmpty || leaks.isEmpty else { return ([], unattributed) }
        return (leaks.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }, [])
    }

    /// Whether a coordinator's `viewController` is its own code rather than the library's (its root controller).
    func overridesViewController(_ name: String, methods: [String: [Method]], properties: [String: [String: XCTypedName]]) -> Bool {
        index.lineage(name).contains { type in
            properties[type]?["viewController"] != nil || (methods[type] ?? []).contains { $0.fact.name == "viewController" }
        } || index.property("viewController", of: name) != nil
    }
}
