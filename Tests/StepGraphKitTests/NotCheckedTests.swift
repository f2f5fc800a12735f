import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// An app whose `HomeFlow` is declared twice in one module: the app's copy drops `settings` (which
/// `OtherFlow` handles), a stale copy in no target handles it. `about` and `help` nothing emits.
enum DuplicatedFlowApp {
    static let steps = "import RxFlow\nenum AppStep: Step { case home, detail, settings, about, help }\n"

    static func homeFlow(arms: String) -> String {
        """
        import RxFlow
        import UIKit
        final class HomeFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                \(arms)
                default: return .none
                }
            }
        }
        """
    }

    static let app = homeFlow(arms: """
        case .home: return .one(flowContributor: .contribute(withNextPresentable: nav, withNextStepper: HomeViewModel()))
                case .detail: return .none
        """) + """

        final class OtherFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .settings: return .none
                default: return .none
                }
            }
        }
        final class HomeViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(AppStep.detail) }
            func gear() { steps.accept(AppStep.settings) }
        }
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() {
                coordinator.coordinate(flow: HomeFlow(), with: OneStepper(withSingleStep: AppStep.home))
                coordinator.coordinate(flow: OtherFlow(), with: OneStepper(withSingleStep: AppStep.settings))
            }
        }
        """

    static let stale = homeFlow(arms: "case .home: return .none\n        case .settings: return .none")

    /// The app alone, or with the stale copy beside it.
    static func files(withStaleCopy: Bool) -> [String: String] {
        var files = ["App/AppStep.swift": steps, "App/HomeFlow.swift": app]
        if withStaleCopy { files["App/HomeFlow_old.swift"] = stale }
        return files
    }

    static func lint(_ files: [String: String]) -> LintResult {
        let analysis = Analyzer.standard.analyze(sources: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
        return Linter.lint(analysis)
    }

    static func write(_ files: [String: String], to root: String) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}

@Suite struct NotCheckedTests {
    @Test func theAppAloneHasItsMistakeFound() {
        let result = DuplicatedFlowApp.lint(DuplicatedFlowApp.files(withStaleCopy: false))
        #expect(result.findings.map(\.identity).sorted() == [
            "dead_step|AppStep.about", "dead_step|AppStep.help", "misrouted_step|HomeFlow|AppStep.settings",
        ])
        #expect(result.notChecked.isEmpty)
    }

    /// A flow declared twice silences only what it can change: what HomeFlow does with `settings`,
    /// not whether `about` and `help` are emitted. The silence is said once, where the flow is.
    @Test func aFlowDeclaredTwiceSilencesOnlyItsArmsAndSaysSo() throws {
        let result = DuplicatedFlowApp.lint(DuplicatedFlowApp.files(withStaleCopy: true))
        #expect(result.findings.map(\.identity).sorted() == ["dead_step|AppStep.about", "dead_step|AppStep.help"])
        let note = try #require(result.notChecked.first)
        #expect(result.notChecked.count == 1)
        #expect(note.cause == .declaredTwice)
        #expect(note.file == "App/HomeFlow.swift" && note.line == 3)
        #expect(note.message.hasPrefix("'HomeFlow' is declared more than once in one module (App/HomeFlow.swift:3, App/HomeFlow_old.swift:3)"))
        #expect(note.message.hasSuffix("rules about what it does with 3 steps not checked (dead steps still are)"))
        // Both declarations' arms are read: `settings`, which only the stale copy handles, is among them.
        #expect(note.subjects == ["AppStep.detail", "AppStep.home", "AppStep.settings", "HomeFlow"])
    }

    /// The map never contradicts lint: a step lint cannot decide is drawn as undecided, not dropped.
    @Test func theMapDrawsWhatLintCannotDecideAsUndecided() throws {
        func map(_ files: [String: String]) throws -> MapGraph {
            let analysis = Analyzer.standard.analyze(sources: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
            let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
            return try MapBuilder.build(graph, findings: Linter.lint(analysis, graph: graph).findings)
        }
        let clean = try map(DuplicatedFlowApp.files(withStaleCopy: false))
        #expect(clean.nodes.filter { $0.kind == .droppedStep }.map(\.label) == ["settings\n(dropped)"])
        let stale = try map(DuplicatedFlowApp.files(withStaleCopy: true))
        #expect(stale.nodes.filter { $0.kind == .droppedStep }.isEmpty)
        #expect(stale.nodes.filter { $0.kind == .undecidedStep }.map(\.label) == ["settings\n(not checked)"])
        #expect(MermaidWriter.write(stale).contains(":::undecided"))
        #expect(!MermaidWriter.write(clean).contains("undecided"))
    }

    /// A step enum declared twice: only the cases one declaration lacks are unsure.
    @Test func aStepEnumDeclaredTwiceLeavesItsCommonCasesChecked() {
        var files = DuplicatedFlowApp.files(withStaleCopy: false)
        files["App/AppStep_old.swift"] = "import RxFlow\nenum AppStep: Step { case home, detail, settings, about }\n"
        let result = DuplicatedFlowApp.lint(files)
        #expect(result.findings.map(\.identity).sorted() == ["dead_step|AppStep.about", "misrouted_step|HomeFlow|AppStep.settings"])
        #expect(result.notChecked.map(\.subjects) == [["AppStep.help"]])
        #expect(result.notChecked.first?.message.hasSuffix(": rules about 1 step not checked") == true)
    }

    @Test func codeNotFollowedIsOneNotePerCause() {
        let files = ["App.swift": """
            import RxFlow
            enum AppStep: Step { case home, list }
            struct Item { let step: AppStep }
            final class ListViewModel: Stepper {
                let steps = PublishRelay<Step>()
                var items: [Item] = []
                func pick(_ row: Int) { steps.accept(items[row].step) }
            }
            final class AppFlow: Flow {
                var root: Presentable { UIViewController() }
                func navigate(to step: Step) -> FlowContributors { return router.route(step) }
            }
            """]
        let result = DuplicatedFlowApp.lint(files)
        #expect(result.notChecked.map(\.cause) == [.unreadEmission, .unreadDispatch])
        #expect(result.notChecked.map { "\($0.file ?? ""):\($0.line ?? 0)" } == ["App.swift:7", "App.swift:11"])
        #expect(result.notChecked[0].message == "'ListViewModel' emits a value the tool cannot read ('items[row].step'): "
            + "the steps it emits are not checked against the flows it feeds")
    }

    @Test func reportersCarryTheNotesAsNotes() throws {
        let result = DuplicatedFlowApp.lint(DuplicatedFlowApp.files(withStaleCopy: true))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.report(result, context: .identity).utf8))
            as? [String: Any])
        let notes = try #require((json["summary"] as? [String: Any])?["notChecked"] as? [[String: Any]])
        #expect(notes.map { $0["cause"] as? String } == ["declared_twice"])
        #expect(notes.first?["file"] as? String == "App/HomeFlow.swift")

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.report(result, context: .identity).utf8))
            as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let notifications = try #require((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.map { $0["level"] as? String } == ["note"])
        #expect(((run["results"] as? [Any])?.count) == result.findings.count)

        let markdown = MarkdownReporter.report(result, context: .identity)
        #expect(markdown.contains("### Not checked"))
        #expect(markdown.contains("| `App/HomeFlow.swift:3` | 'HomeFlow' is declared more than once"))

        let actions = GitHubActionsReporter.report(result, context: .identity)
        #expect(actions.contains("::notice file=App/HomeFlow.swift,line=3,title=StepGraph%3A not checked::'HomeFlow' is declared"))
        // Notes are never findings: the baseline holds the two dead steps and nothing of the note.
        let baseline = String(decoding: try Baseline(findings: result.findingsBeforeBaseline).encoded(), as: UTF8.self)
        #expect(baseline.contains("dead_step|AppStep.about") && baseline.contains("dead_step|AppStep.help"))
        #expect(!baseline.contains("HomeFlow") && !baseline.contains("declared more than once"))
    }

    /// `--quiet` drops the summary line, never the notes of what was not checked.
    @Test func quietKeepsTheNotes() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try DuplicatedFlowApp.write(DuplicatedFlowApp.files(withStaleCopy: true), to: root)
        let loud = try runTool(["lint", "."], in: root)
        #expect(loud.status == 0)
        #expect(loud.stderr.contains("App/HomeFlow.swift:3: note: 'HomeFlow' is declared more than once"))
        #expect(loud.stderr.contains("in 3 files. 1 cause(s) left rules undecided (see the notes)."))
        let quiet = try runTool(["lint", ".", "--quiet"], in: root)
        #expect(quiet.stderr.contains(": note: 'HomeFlow' is declared more than once"))
        #expect(!quiet.stderr.contains("Done linting"))
    }

    @Test func aFolderWithoutNavigationSaysSo() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try DuplicatedFlowApp.write(["Sources/Util.swift": "struct Money { var cents: Int }\n"], to: root)
        let run = try runTool(["lint", ".", "--quiet", "--reporter", "json"], in: root)
        #expect(run.status == 0)
        #expect(run.stderr == "note: no RxFlow, FunctionalNavigationFlowKit, XCoordinator or SwiftUI navigation found in 1 file\n")
        #expect(run.stdout.contains("\"cause\" : \"no_navigation\""))
        let rxflow = try runTool(["lint", ".", "--quiet", "--framework", "rxflow"], in: root)
        #expect(rxflow.stderr == "note: no RxFlow navigation found in 1 file\n")
    }

    /// A finding that disappears because its subject became unchecked is not "fixed"; one that
    /// appears because it became checkable is not "introduced" (and fails nothing).
    @Test func diffTellsUncheckedFromFixed() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try DuplicatedFlowApp.write(DuplicatedFlowApp.files(withStaleCopy: false), to: root + "/clean")
        try DuplicatedFlowApp.write(DuplicatedFlowApp.files(withStaleCopy: true), to: root + "/stale")
        let hidden = try runTool(["diff", "clean", "stale"], in: root)
        #expect(hidden.status == 0)
        #expect(hidden.stdout.contains("### No longer checked"))
        #expect(!hidden.stdout.contains("### Fixed findings"))
        #expect(hidden.stdout.contains("`misrouted_step` | 'HomeFlow' is declared more than once"))
        #expect(hidden.stdout.contains("1 no longer checked"))
        let shown = try runTool(["diff", "stale", "clean"], in: root)
        #expect(shown.status == 0, "a newly checked error is not introduced: \(shown.stdout)")
        #expect(shown.stdout.contains("### Newly checked"))
        #expect(!shown.stdout.contains("### New findings"))
        let sarif = try runTool(["diff", "stale", "clean", "--reporter", "sarif"], in: root)
        #expect(!sarif.stdout.contains("misrouted_step|") && !sarif.stdout.contains("\"ruleId\" : \"misrouted_step\""))
    }
}
