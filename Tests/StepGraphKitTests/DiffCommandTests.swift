import Foundation
import Testing
@testable import StepGraphKit

/// A two-commit RxFlow app in a temporary git repository: the second commit adds a step nobody
/// emits, removes HelpFlow, retargets the help arm to a screen, and removes a dead step.
struct TwoRevisionApp {
    let root: String

    static let appDelegate = """
    import UIKit
    import RxFlow
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let coordinator = FlowCoordinator()
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home))
            return true
        }
    }
    """

    static func appFlow(steps: String, helpArm: String) -> String {
        """
        import UIKit
        import RxFlow
        import RxRelay
        enum AppStep: Step { case \(steps) }
        final class AppFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let home = HomeViewController()
                    nav.pushViewController(home, animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: home))
                case .detail:
                    nav.pushViewController(DetailViewController(), animated: true)
                    return .none
                case .help:
        \(helpArm)
                default:
                    return .none
                }
            }
        }
        final class HomeViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(AppStep.detail) }
            func help() { steps.accept(AppStep.help) }
        }
        final class DetailViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        """
    }

    static let helpFlow = """
    import UIKit
    import RxFlow
    enum HelpStep: Step { case start, close }
    final class HelpFlow: Flow {
        var root: Presentable { page }
        private let page = UIViewController()
        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? HelpStep else { return .none }
            switch step {
            case .start: return .none
            case .close: return .end(forwardToParentFlowWithStep: AppStep.home)
            }
        }
    }
    """

    static let presentFlow = """
                let help = HelpFlow()
                Flows.use(help, when: .created) { [nav] root in nav.present(root, animated: true) }
                return .one(flowContributor: .contribute(withNextPresentable: help, withNextStepper: OneStepper(withSingleStep: HelpStep.start)))
    """
    static let presentScreen = """
                nav.present(HelpViewController(), animated: true)
                return .none
    """

    init() throws {
        root = try temporaryDirectory()
        try write("App/AppDelegate.swift", TwoRevisionApp.appDelegate)
        try write("App/AppFlow.swift", TwoRevisionApp.appFlow(steps: "home, detail, help, legacy", helpArm: TwoRevisionApp.presentFlow))
        try write("App/HelpFlow.swift", TwoRevisionApp.helpFlow)
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "base")
        try FileManager.default.removeItem(atPath: root + "/App/HelpFlow.swift")
        try write("App/AppFlow.swift", TwoRevisionApp.appFlow(steps: "home, detail, help, share", helpArm: TwoRevisionApp.presentScreen))
    }

    func commitHead() throws {
        try git("add", "-A")
        try git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "head")
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw CocoaError(.fileWriteUnknown) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct DiffCommandTests {
    @Test func gitRevisionsAgainstTheWorkingTree() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let run = try runTool(["diff", app.root, "--base", "main", "--reporter", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let diff = try JSONDecoder().decode(NavigationDiff.self, from: Data(run.stdout.utf8))
        #expect(diff.changes.map { "\($0.kind.rawValue) \($0.subject.rawValue) \($0.identity)" } == [
            "removed flow HelpFlow",
            "removed step AppStep.legacy",
            "added step AppStep.share",
            "removed step HelpStep.close",
            "removed step HelpStep.start",
            "changed arm AppFlow|AppStep.help",
            "removed arm HelpFlow|HelpStep.close",
            "removed arm HelpFlow|HelpStep.start",
        ])
        #expect(diff.changes.first { $0.subject == .arm && $0.kind == .changed }?.details == [
            // The screen is presented, not contributed: the arm's outcome is none plus the present.
            "outcomes: child_flow,present → none,present", "target: HelpFlow → —",
        ])
        #expect(diff.introduced.map(\.identity) == ["dead_step|AppStep.share"])
        #expect(diff.fixed.map(\.identity).sorted() == ["dead_step|AppStep.legacy", "dead_step|HelpStep.close", "never_ending_flow|HelpFlow"])
        #expect(diff.stillPresent.isEmpty)
        // Reading the base left the working tree as it was.
        #expect(!FileManager.default.fileExists(atPath: app.root + "/App/HelpFlow.swift"))
    }

    @Test func markdownCommentAndTwoFolderForm() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.commitHead()
        let run = try runTool(["diff", app.root, "--base", "main~1", "--head", "main"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("⚠️ **1 new warning(s)**; 8 navigation change(s), 3 finding(s) fixed."))
        #expect(run.stdout.contains("| ✏️ changed | arm | `AppFlow\\|AppStep.help` | outcomes: child_flow,present → none,present<br>target: HelpFlow → — |"))
        #expect(run.stdout.contains("### New findings") && run.stdout.contains("### Fixed findings"))
        let strict = try runTool(["diff", app.root, "--base", "main~1", "--head", "main", "--strict"])
        #expect(strict.status == 1)
        // Two folders: the same comparison without git.
        let same = try runTool(["diff", "Samples/CinemaApp", "Samples/CinemaApp"])
        #expect(same.status == 0 && same.stdout.contains("✅ No new findings; no navigation change."))
    }

    @Test func changeMapMarksTheHeadsElements() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let svg = app.root + "/change.svg"
        let run = try runTool(["diff", app.root, "--base", "main", "--map", svg])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        func element(_ kind: String, _ change: String, titled name: String) -> Bool {
            // Graphviz writes `<g id=… class="node added"><title>…</title>`.
            text.components(separatedBy: "class=\"\(kind) \(change)\">").dropFirst().contains { $0.hasPrefix("\n<title>") && $0.contains(name) }
        }
        #expect(element("cluster", "removed", titled: "cluster_"))  // HelpFlow's frame, drawn dashed in red
        #expect(text.contains("HelpFlow"))
        #expect(text.contains("class=\"node changed\""))   // the retargeted help arm
        #expect(text.contains("class=\"node added\""))     // AppStep.share, a new dead step
        #expect(text.contains("class=\"node unchanged\"") && text.contains("class=\"edge unchanged\""))
        #expect(text.contains("stroke=\"#c62828\"") && text.contains("stroke-dasharray"))
    }

    @Test func lintNewSinceReportsOnlyIntroducedFindings() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let run = try runTool(["lint", app.root, "--new-since", "main", "--reporter", "json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("dead_step|AppStep.share") && !run.stdout.contains("AppStep.legacy"))
        let all = try runTool(["lint", app.root, "--reporter", "json"])
        #expect(all.stdout.contains("dead_step|AppStep.share"))
    }

    @Test func gitErrorsExitTwoWithAMessage() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let unknown = try runTool(["diff", app.root, "--base", "no-such-branch"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown revision 'no-such-branch'"))
        let outside = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let notGit = try runTool(["lint", outside, "--new-since", "main"])
        #expect(notGit.status == 2 && notGit.stderr.contains("is not inside a git repository"))
        let usage = try runTool(["diff", app.root])
        #expect(usage.status == 64)
    }
}

@Suite struct PathsCommandTests {
    @Test func reachableThroughChildFlowsAndDeepLinks() throws {
        let graph = NavigationGraph(model: try sampleModel("RecipeBox"))
        let viaChild = NavigationPaths(graph: graph, target: "AppStep.Recipes.detail", limit: 3)
        #expect(viaChild.paths.count == 3)
        // The shortest comes first: a deep link forwarded to the detail arm.
        #expect(viaChild.paths[0].hops.map(\.name) == ["DeepLinkStep.recipe", "DeepLinkStep.recipe", "AppStep.Recipes.detail"])
        let fromStart = viaChild.paths.first { $0.hops.first?.name == "App start" }
        #expect(fromStart?.hops.compactMap(\.via) == [
            "starts AppStep.dashboard", "starts child flow DashboardFlow", "starts child flow RecipesFlow", "emits AppStep.Recipes.detail",
        ])
    }

    @Test func unreachableTargetsSayWhy() throws {
        let broken = NavigationGraph(model: try sampleModel("BrokenApp"))
        #expect(NavigationPaths(graph: broken, target: "ArchiveFlow").reason == "its flow is never started")
        #expect(NavigationPaths(graph: broken, target: "NoSuchThing").reason == "no step, flow or screen named 'NoSuchThing' is in the navigation")
        let cards = NavigationGraph(model: try sampleModel("StudyCards"))
        #expect(NavigationPaths(graph: cards, target: "AboutViewController").reason == "only routes nothing invokes lead to it (about)")
        let card = NavigationPaths(graph: cards, target: "CardViewController", limit: 1)
        #expect(card.paths.first?.hops.map { "\($0.name) \($0.via ?? "")" } == [
            "App start ", "DecksViewController set_window_root", "DeckDetailsViewController push via open", "CardViewController custom via study",
        ])
    }

    @Test func fromAnotherElementAndTheCommandLine() throws {
        let cards = NavigationGraph(model: try sampleModel("StudyCards"))
        let fromSettings = NavigationPaths(graph: cards, target: "WelcomeViewController", from: "SettingsViewController", limit: 1)
        #expect(fromSettings.paths.first?.hops.map(\.name) == ["SettingsViewController", "WelcomeViewController"])
        let run = try runTool(["paths", "Samples/BrokenApp", "--to", "ArchiveFlow"])
        #expect(run.status == 1 && run.stdout == "ArchiveFlow is not reached from the app's start: its flow is never started\n")
        let json = try runTool(["paths", "Samples/StudyCards", "--to", "SettingsViewController", "--format", "json", "--limit", "1"])
        #expect(json.status == 0 && json.stdout.contains("\"via\" : \"push via settings\""))
    }
}

@Suite struct ReachesMapTests {
    @Test func onlyWhatLiesOnPathsToTheTarget() throws {
        let analysis = Analyzer.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/RecipeBox"]))
        let model = analysis.model
        let map = try MapBuilder.build(model, findings: Linter.lint(analysis).findings, options: MapOptions(reaches: "AppStep.Recipes.detail"))
        let flows = Set(map.flows.map(\.name))
        #expect(flows == ["AppFlow", "AuthFlow", "DashboardFlow", "RecipesFlow"])  // SettingsFlow is past the target
        #expect(map.nodes.contains { $0.label.contains("AppStep.Recipes.detail") })
        #expect(!map.nodes.contains { $0.kind == .deadStep })
        #expect(!map.nodes.contains { $0.label.contains("AppStep.Recipes.share") })
        #expect(throws: InputError.self) { try MapBuilder.build(model, findings: [], options: MapOptions(reaches: "Nope")) }
    }
}
