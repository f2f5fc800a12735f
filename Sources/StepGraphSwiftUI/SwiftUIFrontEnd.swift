import StepGraphCore
/// SwiftUI's own navigation (iOS 16+ `NavigationStack` and the presentation modifiers): route
/// types, the destination and presentation modifiers with their arms, links, path pushes and
/// presentations, and the containment of stacks, presentations and destinations.
package struct SwiftUIFrontEnd: NavigationFrontEnd {
    package init() {}
    package var framework: Framework { .swiftui }
    package var vocabulary: [String] { SwiftUIWord.spellings }
    package var libraryModules: Set<String> { [SwiftUIWord.SwiftUI.spelling] }
    /// SwiftUI ships with the SDK: no app vendors it.
    package var librarySignature: LibrarySignature {
        LibrarySignature(module: SwiftUIWord.SwiftUI.spelling, names: [], required: [], minimum: 1)
    }

    /// The words that make a file importing SwiftUI worth reading.
    package static let navigationWords = VocabularyMask([SwiftUIWord]([
        .NavigationStack, .NavigationLink, .NavigationPath, .NavigationSplitView, .NavigationView, .navigationDestination,
        .sheet, .fullScreenCover, .popover,
    ]))

    package func claims(_ src: SourceView, words: VocabularyMask) -> Bool {
        words.contains(SwiftUIWord.SwiftUI) && words.intersects(SwiftUIFrontEnd.navigationWords)
    }

    /// Files naming a route type (`Route.detail` in a deep-link parser) or a type holding a path or
    /// a presented route (a router a view reads from the environment) hold pushes.
    package func followUpNames(_ index: TypeIndex, files: [FileFacts]) -> Set<String> {
        let facts = files.claimedFacts(SwiftUIFileFacts.self)
        var routes: Set<String> = []
        for file in facts { for registration in file.registrations { if let type = registration.forType { routes.insert(type) } } }
        guard !routes.isEmpty else { return [] }
        var names = Set(routes.map(TypeIndex.simpleName))
        for file in facts {
            for property in file.properties where property.type == SwiftUIWord.NavigationPath.spelling
                || routes.contains(SwiftUILinker.elementType(property.type) ?? "") {
                names.insert(TypeIndex.simpleName(property.owner))
            }
        }
        return names
    }

    package func extract(_ file: ParsedFile) -> any FrontEndFacts {
        var extractor = SwiftUIExtractor(file: file)
        return extractor.extract()
    }

    package func link(_ context: LinkContext, into model: inout NavigationModel) {
        SwiftUILinker(context: context).link(into: &model)
    }

    package func buildGraph(_ model: NavigationModel, into graph: inout GraphAssembly) {
        SwiftUIGraphBuilder(model: model).add(to: &graph)
    }

    package var rules: [LintRule] {
        [Rules.deadStep, Rules.missingNavigationDestination, Rules.duplicateNavigationDestination, Rules.misplacedNavigationDestination,
         Rules.nestedNavigationStack, Rules.swallowedRouteCase]
    }

    package var words: FrontEndWords {
        FrontEndWords(step: "Route", emits: "pushes or presents", emitsEdge: "a view pushes or presents the route", frame: "stack")
    }

    /// Registrations are modifiers, not types something must create.
    package var flowsAreTypes: Bool { false }

    /// `--focus` on a registration, or on a view: the registrations it hosts and those whose arms show it.
    package func mapFocus(on name: String, in graph: NavigationGraph) -> MapFocus? {
        let frames = graph.frames.filter { $0.framework == framework }
        var keep = Set(frames.filter { $0.name == name || $0.name.hasPrefix(name + ".") }.map(\.id))
        for node in graph.nodes where node.framework == framework && node.screens.contains(name) { if let frame = node.frame { keep.insert(frame) } }
        return keep.isEmpty ? nil : MapFocus(frames: keep)
    }

    /// Pushes and presentations are navigation changes, by the view that makes them.
    package func addDiffElements(of model: NavigationModel, to elements: inout NavigationElements) {
        for emission in model.emissions {
            let verb: String
            switch emission.how {
            case .navigationLink, .pathPush: verb = "pushes"
            case .presentation: verb = "presents"
            default: continue
            }
            elements.add(.emission, "\(emission.enclosingType ?? emission.file) \(verb) \(emission.step)", emission.file, emission.line, [])
        }
    }
}
