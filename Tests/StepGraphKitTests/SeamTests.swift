import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The front-end seam: a front end brings its whole vertical (model, graph, rules, map words), and
/// nothing after the model names one.
@Suite struct SeamTests {
    /// The framework whose front-end target holds `path` (relative to `Sources/`), nil for any other target.
    static func framework(ofTarget path: String) -> Framework? {
        let targets: [String: Framework] = ["StepGraphRxFlow": .rxflow, "StepGraphFNFK": .fnfk, "StepGraphXCoordinator": .xcoordinator,
                                            "StepGraphSwiftUI": .swiftui]
        return path.split(separator: "/").first.flatMap { targets[String($0)] }
    }

    /// The file allowed to name a framework case outside the front-end targets: the enum's own declaration.
    static let frameworkDeclaration = "StepGraphCore/Model/ModelVocabulary.swift"

    /// Adding a front end touches its target and the registry line in `StepGraphKit/StandardFrontEnds.swift`:
    /// no other source file (the core, the composition, the command-line tool) names `.rxflow`, `.fnfk`,
    /// `.xcoordinator` or `.swiftui`, in code or in a model part (`model.xcoordinator`).
    @Test func noFileOutsideTheFrontEndsNamesAFramework() throws {
        let sources = repositoryRoot + "/Sources"
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
            .filter { $0.hasSuffix(".swift") && SeamTests.framework(ofTarget: $0) == nil && $0 != SeamTests.frameworkDeclaration }
        let cases = Framework.allCases.map(\.rawValue).joined(separator: "|")
        let naming = try Regex("\\.(\(cases))\\b")
        var offenders: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            // Comments may name a framework; code may not.
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            for (index, line) in code.enumerated() where line.contains(naming) {
                offenders.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "name a framework outside the front-end targets:\n\(offenders.joined(separator: "\n"))")
    }

    /// The check itself finds what it looks for (a test that cannot fail is no test).
    @Test func theFrameworkNameCheckSeesQualifiedAndImplicitCases() throws {
        let naming = try Regex("\\.(" + Framework.allCases.map(\.rawValue).joined(separator: "|") + ")\\b")
        #expect("flow.framework == .fnfk".contains(naming))
        #expect("Framework.rxflow".contains(naming))
        #expect("model.xcoordinator?.roots".contains(naming))
        #expect(!"let rxflowFrames = 1".contains(naming))
        #expect(!"\"--framework rxflow\"".contains(naming))
    }

    /// Every documented rule is listed by a front end; a front end's own rules (in its folder) by it
    /// alone, the rules in `Lint/Rules/` by every front end whose code they read.
    @Test func eachRuleIsListedByTheFrontEndsItReads() throws {
        let sources = repositoryRoot + "/Sources"
        let ruleFiles = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix("Rule.swift") && $0.contains("Rules/") }
        for rule in FrontEndRegistry.standard.rules {
            guard let file = try ruleFiles.first(where: { try String(contentsOfFile: sources + "/" + $0, encoding: .utf8).contains("id: \"\(rule.id)\"") }) else {
                Issue.record("no file declares \(rule.id)")
                continue
            }
            let frameworks = rule.description.frameworks
            if let framework = SeamTests.framework(ofTarget: file) {
                #expect(frameworks == [framework], "\(rule.id) lives in \(file) but is listed by \(frameworks)")
            } else {
                #expect(frameworks.count > 1, "\(rule.id) lives in Lint/Rules/ (rules over several front ends) but is listed by \(frameworks)")
            }
        }
    }

    /// Default rules come before opt-in rules, whatever front end lists them.
    @Test func defaultRulesAreDocumentedFirst() {
        let optIn = FrontEndRegistry.standard.rules.map(\.description.isOptIn)
        #expect(optIn == optIn.sorted { !$0 && $1 })
    }

    /// RxFlow's routing is a part its builder attaches to the graph, found by type.
    @Test func aFrontEndAttachesItsPartOfTheGraph() {
        let graph = NavigationGraph(model: model("""
        import RxFlow
        \(ExampleCode.appStep)
        \(ExampleCode.flow("AppFlow", arms: "        case .home: return .none\n        default: return .none"))
        \(ExampleCode.start("AppFlow", with: "AppStep.home"))
        """), frontEnds: .standard)
        #expect(graph.part(RoutingGraph.self) != nil)
        #expect(graph.routing.flows["AppFlow"] != nil)
        #expect(graph.part(String.self) == nil)
    }

    /// The map's key names each front end's edges in its own words, and the overview's red box
    /// (a flow that never ends or nothing creates) has its row where the overview draws one.
    @Test func theKeySpeaksEachFrontEndsWords() throws {
        func sampleMap(_ name: String) throws -> MapGraph {
            let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/" + name]))
            let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
            return try MapBuilder.build(graph, findings: Linter.lint(analysis, graph: graph).findings)
        }
        let coordinators = try sampleMap("TravelPlanner")
        let xcKey = GraphvizStyle.key(for: coordinators)
        #expect(xcKey.contains("a screen or an arm triggers the route") && !xcKey.contains("stepper"))
        let flows = try sampleMap("CinemaApp")
        let rxKey = GraphvizStyle.key(for: flows)
        #expect(rxKey.contains("a screen's stepper emits the step") && !rxKey.contains("triggers the route"))
        // TravelPlanner's CurrencyCoordinator is created by nothing: red on the overview, and the key says why.
        let red = "coordinator nothing creates (red)"
        #expect(coordinators.overview().nodes.contains { $0.status == .problem && $0.label.contains("CurrencyCoordinator") })
        let overviewKey = GraphvizStyle.key(for: coordinators.overview())
        #expect(overviewKey.contains(red) && overviewKey.contains("coordinator (drawn on its own page)") && !overviewKey.contains("click"))
        #expect(GraphvizStyle.key(for: coordinators.overview(), interactive: true).contains("coordinator: click to open its page"))
        #expect(!overviewKey.contains("flow"))
        #expect(!GraphvizStyle.key(for: coordinators).contains(red))
        let tripsPage = try #require(coordinators.flows.first { $0.name == "TripsCoordinator" })
        #expect(GraphvizStyle.key(for: coordinators.page(for: tripsPage.id)).contains("parent or child coordinator (drawn on its own page)"))
        // An RxFlow overview keeps its words; CinemaApp has no red flow, BrokenApp has.
        #expect(!GraphvizStyle.key(for: flows.overview()).contains("(red)"))
        #expect(GraphvizStyle.key(for: flows.overview()).contains("flow (drawn on its own page)"))
        let broken = GraphvizStyle.key(for: try sampleMap("BrokenApp").overview())
        #expect(broken.contains("flow that never ends (red)") && broken.contains("flow nothing creates (red)") && !broken.contains("coordinator"))
    }

    /// Every word of every registered vocabulary is recognised, by its own vocabulary, on a token
    /// the registry's table tags, and each distinct spelling has one id.
    @Test func everyVocabularyRecognisesEachOfItsWords() {
        func check<W: VocabularyWord>(_: W.Type) {
            for word in W.allCases {
                let (tokens, _) = Tokenizer.tokenize("x.\(word.spelling)(y)", vocabulary: FrontEndRegistry.standard.vocabulary)
                #expect(tokens[2].word(W.self)?.rawValue == word.rawValue, "\(W.self).\(word) not recognised")
                #expect(tokens[2].spells(word))
                #expect(tokens[2].vocabulary == WordIDs.id(of: word.spelling))
                #expect(!tokens[0].spells(word) && tokens[0].word(W.self) == nil)
            }
        }
        check(UIKitWord.self)
        check(RxFlowWord.self)
        check(FNFKWord.self)
        check(XCoordinatorWord.self)
        check(SwiftUIWord.self)
        let spellings = UIKitWord.spellings + FrontEndRegistry.standard.all.flatMap(\.vocabulary)
        let ids = Set(spellings.map(WordIDs.id(of:)))
        #expect(ids.count == Set(spellings).count)
        #expect(!ids.contains(0) && !ids.contains(WordTable.unassigned))
    }

    /// A word's id is the word's, not its place in a registry: a registry listing the front ends in
    /// another order tags every token alike, and its front ends read the same model.
    @Test func wordIDsDoNotDependOnTheRegistry() throws {
        let reversed = FrontEndRegistry(FrontEndRegistry.standard.all.reversed())
        let text = "final class AppFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }\n"
            + "final class AppCoordinator: NavigationCoordinator<AppRoute> {}\nstruct Home: View { var body: some View { NavigationStack {} } }"
        #expect(Tokenizer.tokenize(text, vocabulary: reversed.vocabulary).tokens.map(\.vocabulary)
            == Tokenizer.tokenize(text, vocabulary: FrontEndRegistry.standard.vocabulary).tokens.map(\.vocabulary))
        let app = try String(contentsOfFile: repositoryRoot + "/Samples/CinemaApp/Flows/AppFlow.swift", encoding: .utf8)
        #expect(Analyzer(frontEnds: reversed).analyze(sources: [(path: "AppFlow.swift", text: app)]).model.flows
            == Analyzer.standard.analyze(sources: [(path: "AppFlow.swift", text: app)]).model.flows)
    }

    /// A word two vocabularies spell (`Coordinator`: RxFlow's 1.x type and XCoordinator's protocol;
    /// `present`, `dismiss`: UIKit's calls and a front end's transitions) gets one id, and each
    /// vocabulary still reads it as its own word; a word only one spells is no word of the other.
    @Test func aWordTwoVocabulariesSpellIsEachOnesWord() {
        let vocabulary = Vocabulary(spellings: SharedWordsA.spellings + SharedWordsB.spellings)
        let tableA = WordTable(SharedWordsA.self)
        let tableB = WordTable(SharedWordsB.self)
        let (tokens, _) = Tokenizer.tokenize("Coordinator present dismiss push route", vocabulary: vocabulary)
        let ids = tokens.map(\.vocabulary)
        #expect(Set(ids).count == 5 && !ids.contains(0))
        #expect(tokens.map { tableA.word($0.vocabulary, as: SharedWordsA.self) } == [.Coordinator, .present, .dismiss, .push, nil])
        #expect(tokens.map { tableB.word($0.vocabulary, as: SharedWordsB.self) } == [.Coordinator, .present, .dismiss, nil, .route])
        #expect(tableA.id(of: SharedWordsA.present) == tableB.id(of: SharedWordsB.present))
        #expect(tableA.id(of: SharedWordsA.Coordinator) == tokens[0].vocabulary)
        // In the registry: RxFlow's `Coordinator`, read by a vocabulary the registry does not list.
        let (registered, _) = Tokenizer.tokenize("Coordinator.present", vocabulary: FrontEndRegistry.standard.vocabulary)
        #expect(registered[0].word(RxFlowWord.self) == .Coordinator)
        #expect(registered[0].word(SharedWordsB.self) == .Coordinator)
        #expect(registered[2].word(UIKitWord.self) == .present && registered[2].spells(SharedWordsB.present))
        #expect(!registered[0].spells(SharedWordsB.route) && registered[0].word(UIKitWord.self) == nil)
    }
}

/// Two vocabularies spelling three words alike, in different orders.
private enum SharedWordsA: UInt8, VocabularyWord {
    case push, Coordinator, present, dismiss
    static let table = WordTable(SharedWordsA.self)
}

private enum SharedWordsB: UInt8, VocabularyWord {
    case dismiss, route, present, Coordinator
    static let table = WordTable(SharedWordsB.self)
}

/// The step facts `dead_step` reads come from the model first: a registry without RxFlow (whose
/// routing knows more) still finds the XCoordinator route nothing triggers, and not the one it triggers.
@Suite struct StepUsageWithoutRxFlowTests {
    @Test func aRegistryWithoutRxFlowStillFindsDeadRoutes() throws {
        let example = try #require(Rules.deadStep.description.triggering.first { $0.files.contains { $0.source.contains("import XCoordinator") } })
        let sources = example.files.map { (path: $0.path, text: $0.source.replacingOccurrences(of: "↓", with: "")) }
        let alone = Analyzer(frontEnds: FrontEndRegistry([XCoordinatorFrontEnd()])).analyze(sources: sources)
        let standard = Analyzer.standard.analyze(sources: sources)
        let dead = { (analysis: Analysis) in Linter.lint(analysis).findings.filter { $0.ruleID == "dead_step" }.map(\.message) }
        #expect(dead(alone) == ["Route 'ShopRoute.promotion' is declared but nothing triggers it"])
        #expect(dead(alone) == dead(standard))
    }
}
