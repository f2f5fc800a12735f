import StepGraphCore
/// XCoordinator 1.x–2.2.1: route enums, coordinators and their `prepareTransition(for:)` arms,
/// route triggers on routers, initial routes and the root set on the window.
package struct XCoordinatorFrontEnd: NavigationFrontEnd {
    package init() {}
    package var framework: Framework { .xcoordinator }
    package var vocabulary: [String] { XCoordinatorWord.spellings }
    package var libraryModules: Set<String> { XCoordinatorFrontEnd.libraryModuleNames }
    /// Built once: `spelling` is `String(describing:)`, a runtime cast each time, and linking asks per file.
    package static let libraryModuleNames = Set([XCoordinatorWord.XCoordinator, .XCoordinatorRx, .XCoordinatorCombine].map(\.spelling))
    /// 1.x and 2.x: the route protocol and the coordinator classes every version declares, and more of its types.
    package var librarySignature: LibrarySignature {
        let word = { (word: XCoordinatorWord) in word.spelling }
        return LibrarySignature(module: word(.XCoordinator), names: [
            word(.Route), "Router", "Coordinator", word(.BaseCoordinator), word(.NavigationCoordinator), word(.TabBarCoordinator),
            word(.ViewCoordinator), word(.SplitCoordinator), word(.PageCoordinator), word(.BasicCoordinator), word(.RedirectionRouter),
            word(.StrongRouter), word(.WeakRouter), word(.UnownedRouter), word(.AnyRouter), "TransitionProtocol", "Transition",
            "NavigationTransition", "TabBarTransition", "ViewTransition", "Presentable", "TransitionPerformer",
        ], required: [word(.Route), word(.BaseCoordinator), word(.NavigationCoordinator)], minimum: 6)
    }

    /// The words that make a file worth reading for XCoordinator.
    package static let relevantWords = VocabularyMask([XCoordinatorWord]([
        .XCoordinator, .XCoordinatorRx, .XCoordinatorCombine, .Route, .prepareTransition, .trigger, .contextTrigger,
        .NavigationCoordinator, .TabBarCoordinator, .ViewCoordinator, .SplitCoordinator, .PageCoordinator, .BasicCoordinator,
        .BaseCoordinator, .BasicNavigationCoordinator, .BasicViewCoordinator, .BasicTabBarCoordinator, .RedirectionRouter, .UnownedRouter,
        .WeakRouter, .StrongRouter, .AnyRouter, .initialRoute, .unownedRouter, .weakRouter, .strongRouter,
    ]))

    package func claims(_ src: SourceView, words: VocabularyMask) -> Bool {
        words.intersects(XCoordinatorFrontEnd.relevantWords)
    }

    /// Files that name a route enum (`AppRoute.settings` in a deep-link parser) hold route references.
    package func followUpNames(_ index: TypeIndex, files: [FileFacts]) -> Set<String> {
        guard files.claimedFacts(XCoordinatorFileFacts.self).contains(where: \.importsLibrary) else { return [] }
        var names: Set<String> = []
        let routeProtocol = XCoordinatorWord.Route.spelling
        for name in index.conformers(to: [routeProtocol])[routeProtocol]?.keys ?? [:].keys where index.kind(of: name) == .enum {
            names.insert(TypeIndex.simpleName(name))
        }
        return names
    }

    package func extract(_ file: ParsedFile) -> any FrontEndFacts {
        XCoordinatorExtractor(file: file).extract()
    }

    package func link(_ context: LinkContext, into model: inout NavigationModel) {
        XCoordinatorLinker(context: context).link(into: &model)
    }

    package func buildGraph(_ model: NavigationModel, into graph: inout GraphAssembly) {
        XCoordinatorGraphBuilder(model: model).add(to: &graph)
    }

    /// The deep links `deep_link_without_router` follows only part-way, past an arm it cannot read.
    package func notCheckedNotes(of model: NavigationModel, enabledRules: Set<String>) -> [NotChecked] {
        guard enabledRules.contains(Rules.deepLinkWithoutRouter.id) else { return [] }
        return DeepLinkSearch(model: model).unreadLinkNotes()
    }

    package var rules: [LintRule] {
        [Rules.deadStep, Rules.unreachableFlow, Rules.routeWithoutArm, Rules.redirectionWithoutMap, Rules.deepLinkWithoutRouter,
         Rules.childNotRetained, Rules.pushNavigationCoordinator, Rules.rootDelegateReplaced, Rules.deprecatedXCoordinatorAPI,
         Rules.sharedRootChildLeak, Rules.presentedWithoutSuper]
    }

    package var words: FrontEndWords { FrontEndWords(step: XCoordinatorWord.Route.spelling, emits: "triggers", emitsEdge: "a screen or an arm triggers the route",
                                                frame: "coordinator") }

    /// A coordinator with the coordinators it sits in and those it starts.
    package func mapFocus(on name: String, in graph: NavigationGraph) -> MapFocus? {
        guard let frame = graph.frames.first(where: { $0.framework == framework && $0.name == name }) else { return nil }
        return MapFocus(frames: XCoordinatorGraphBuilder.focus(frame.id, in: graph))
    }

    /// The window's roots are entries.
    package func addDiffElements(of model: NavigationModel, to elements: inout NavigationElements) {
        for root in model.xcoordinator?.roots ?? [] {
            elements.add(.entry, "root \(root.coordinator)", root.file, root.line, [])
        }
    }
}
