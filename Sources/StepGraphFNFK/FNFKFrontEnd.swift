import StepGraphCore
/// FunctionalNavigationFlowKit 0.0.1–0.0.6, the untagged `main` renames and the `command-pattern`
/// class API: flow functions and their closure trees, the screens they show, the routes screens
/// receive and invoke, and the app's start.
package struct FNFKFrontEnd: NavigationFrontEnd {
    package init() {}
    package var framework: Framework { .fnfk }
    package var vocabulary: [String] { FNFKWord.spellings }
    package var libraryModules: Set<String> { FNFKFrontEnd.libraryModuleNames }
    /// Built once: `spelling` is `String(describing:)`, a runtime cast each time, and linking asks per file.
    package static let libraryModuleNames: Set<String> = [FNFKWord.FunctionalNavigationFlowKit.spelling]
    /// The library declares its factories and combinators as free functions: two of them together.
    package var librarySignature: LibrarySignature {
        let others: [FNFKWord] = [.SetTabBarItemsFlow, .SetTabsFlow, .ConcatFlow, .LazyFlow, .DeferredBuild, .RecursiveFlow]
        return LibrarySignature(module: FNFKWord.FunctionalNavigationFlowKit.spelling,
                                names: FlowTreeParser.libraryFactoryNames.union(others.map(\.spelling)), required: [], minimum: 2)
    }

    package static let librarySpellings = Set(FNFKWord.allCases.map(\.spelling))

    /// The library's factories and combinators: called with these first argument labels (or, for
    /// the combinators, a closure or an array) they are the library's, not a same-named function.
    package static let factoryWords: Set<FNFKWord> = [
        .PushFlow, .PresentFlow, .PopFlow, .PopToRootFlow, .DismissFlow, .SetTabBarItemsFlow, .SetTabsFlow, .SetWindowRootFlow,
    ]
    package static let combinatorWords: Set<FNFKWord> = [.DeferredBuild, .LazyFlow, .ConcatFlow, .RecursiveFlow]
    package static let factoryLabels: Set<String> = ["in", "animated", "configuration", "with", "to", FNFKWord.items.spelling]
    /// The words `claims` looks for: a file spelling none of them is not FNFK code.
    package static let claimingWords = VocabularyMask([FNFKWord.FunctionalNavigationFlowKit] + factoryWords + combinatorWords)

    /// A file importing the module, or calling a factory the library's way (`PushFlow(in: …)`,
    /// `ConcatFlow([…])`, `LazyFlow { … }`), which a vendored copy's users do without an import.
    package func claims(_ src: SourceView, words: VocabularyMask) -> Bool {
        guard words.intersects(FNFKFrontEnd.claimingWords) else { return false }
        for k in src.tokens.indices {
            guard let word = src.word(k, FNFKWord.self) else { continue }
            if word == .FunctionalNavigationFlowKit && src.isKeyword(k - 1, .import) { return true }
            if src.isKind(k - 1, .dot) || src.isKeyword(k - 1, .func) { continue }
            if FNFKFrontEnd.factoryWords.contains(word), src.isKind(k + 1, .lparen), src.isKind(k + 3, .colon),
               FNFKFrontEnd.factoryLabels.contains(src.text(k + 2)) {
                return true
            }
            if FNFKFrontEnd.combinatorWords.contains(word),
               src.isKind(k + 1, .lbrace) || (src.isKind(k + 1, .lparen) && (src.isKind(k + 2, .lbracket) || src.isKind(k + 2, .lbrace))) {
                return true
            }
        }
        return false
    }

    /// Once FNFK code is found: the names it builds and calls (flow functions, screens, routes
    /// structs, factories) and the types those declare members of, so the files declaring and using
    /// them are read too.
    package func followUpNames(_ index: TypeIndex, files: [FileFacts]) -> Set<String> {
        var names: Set<String> = []
        for facts in files.claimedFacts(FNFKFileFacts.self) {
            for function in facts.flowFunctions {
                names.insert(function.name)
                function.body.visitCalls { call in
                    if let qualifier = call.qualifier { names.insert(String(qualifier.split(separator: ".")[0])) }
                    names.insert(call.callee)
                }
            }
            for stored in facts.storedFlows { names.insert(stored.name) }
            for run in facts.runs { run.node.visitCalls { names.insert($0.callee) } }
            // Code holding a coordinator that runs flows (by its type or a protocol it adopts) may
            // call its methods: where the app starts.
            for method in facts.methods where method.runsFlows && !method.owner.isEmpty {
                names.insert(String(method.owner.split(separator: ".")[0]))
                names.formUnion(index.adoptedProtocols(index.resolve(method.owner, from: nil) ?? method.owner))
            }
            for typed in facts.typedNames { names.insert(typed.type) }
        }
        let types = names.filter { name in
            guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            return !FNFKFrontEnd.isPlatformName(name) && !FNFKFrontEnd.librarySpellings.contains(name)
        }
        return types.union(FNFKFrontEnd.flowStartingMethodNames(in: files))
    }

    /// Methods and functions that run flows, and those that call them (by name, transitively):
    /// whether one starts the app depends on every place that calls it, so the files that call one
    /// are read too, even when they name no type of the navigation (`func handle() { showMain() }`).
    package static func flowStartingMethodNames(in files: [FileFacts]) -> Set<String> {
        var found: Set<String> = []
        var callers: [String: Set<String>] = [:]
        for facts in files.claimedFacts(FNFKFileFacts.self) {
            for method in facts.methods {
                if method.runsFlows { found.insert(method.name) }
                for callee in method.body.calledNames { callers[callee, default: []].insert(method.name) }
            }
        }
        var pending = Array(found)
        while let callee = pending.popLast() {
            for caller in callers[callee] ?? [] where found.insert(caller).inserted { pending.append(caller) }
        }
        return found
    }

    /// UIKit and Foundation names (`UINavigationController`, `NSObject`) say nothing about the app.
    package static func isPlatformName(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3 else { return false }
        let upper = { (b: UInt8) in b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        return (bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I") && upper(bytes[2]))
            || (bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "S") && upper(bytes[2]))
    }

    package func extract(_ file: ParsedFile) -> any FrontEndFacts {
        FNFKExtractor(file: file).extract()
    }

    package func link(_ context: LinkContext, into model: inout NavigationModel) {
        FNFKLinker(context: context).link(into: &model)
    }

    package func buildGraph(_ model: NavigationModel, into graph: inout GraphAssembly) {
        FNFKGraphBuilder(model: model).add(to: &graph)
    }

    package var rules: [LintRule] {
        [Rules.deadRoute, Rules.unreachableScreen, Rules.unusedFlow, Rules.nothingToGoBackTo, Rules.pushIntoHiddenContainer]
    }

    package var words: FrontEndWords { FrontEndWords(step: "Route", emits: "invokes", emitsEdge: "a screen invokes the route") }

    /// Flow functions: `unused_flow` reports those nothing calls.
    package var flowsAreTypes: Bool { false }

    /// Its entries start flow trees, and its frameless nodes are flow functions nothing reaches.
    package var focusKeepsFramelessNodes: Bool { false }

    /// A flow function stands for the screens it shows too.
    package func mapTargets(named name: String, in graph: NavigationGraph) -> [String] {
        let shown = Set(FNFKFrontEnd.screens(shownBy: name, in: graph.model))
        return graph.nodes.filter { $0.kind == .screen && shown.contains($0.name) }.map(\.id)
    }

    /// The screens a flow function's transitions lead to: those written in its body (from its
    /// declaration to the next declaration in the same file) or built from it when nothing runs it.
    package static func screens(shownBy flowFunction: String, in model: NavigationModel) -> [String] {
        let functions = model.flows.filter { $0.framework == .fnfk }
        guard let function = functions.first(where: { $0.name == flowFunction }) else { return [] }
        let end = functions.filter { $0.file == function.file && $0.line > function.line }.map(\.line).min() ?? Int.max
        return model.transitions.filter { transition in
            transition.from == flowFunction
                || (transition.file == function.file && transition.line >= function.line && transition.line < end)
        }.map(\.to)
    }
}
