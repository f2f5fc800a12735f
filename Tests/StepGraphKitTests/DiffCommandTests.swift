import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

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
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: root)
        if run.status != 0 { throw CocoaError(.fileWriteUnknown) }
    }

    /// A git command's standard output (trimmed).
    func gitOutput(_ arguments: String...) throws -> String {
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: root)
        if run.status != 0 { throw CocoaError(.fileReadUnknown) }
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
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

    /// A clone that lacks a revision's large non-Swift blobs (partial clone, blob filter, LFS) diffs
    /// normally: only Swift blobs are read.
    @Test func revisionWithMissingBinaryBlobsDiffsNormally() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try FileManager.default.createDirectory(atPath: app.root + "/App/Assets", withIntermediateDirectories: true)
        try Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }).write(to: URL(fileURLWithPath: app.root + "/App/Assets/hero.png"))
        try app.commitHead()
        let arguments = ["diff", app.root, "--base", "main~1", "--head", "main", "--reporter", "json"]
        let complete = try runTool(arguments)
        #expect(complete.status == 0, "\(complete.stderr)")
        // Delete the image's blob from the object store, as a blob-filtered clone would lack it.
        let blob = try app.gitOutput("rev-parse", "main:App/Assets/hero.png")
        try FileManager.default.removeItem(atPath: "\(app.root)/.git/objects/\(blob.prefix(2))/\(blob.dropFirst(2))")
        #expect(throws: (any Error).self) { try app.gitOutput("archive", "--format=tar", "-o", "/dev/null", "main") }
        let partial = try runTool(arguments)
        #expect(partial.status == 0, "\(partial.stderr)")
        #expect(partial.stdout == complete.stdout)
        #expect(try JSONDecoder().decode(NavigationDiff.self, from: Data(partial.stdout.utf8)).changes.count == 8)
        let newSince = try runTool(["lint", app.root, "--new-since", "main", "--reporter", "json"])
        #expect(newSince.status == 0 && !newSince.stdout.contains("dead_step"), "\(newSince.stderr)")
    }

    /// A screen's stepper that now emits a step into a flow with no arm for it: the review lists the
    /// new emission next to the `misrouted_step` it introduces.
    @Test func anEmissionIsANavigationChange() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.git("checkout", "-q", "--", ".")  // back to the committed base
        let emitting = TwoRevisionApp.appFlow(steps: "home, detail, help, legacy", helpArm: TwoRevisionApp.presentFlow)
            .replacingOccurrences(of: "func help() { steps.accept(AppStep.help) }",
                                  with: "func help() { steps.accept(AppStep.help) }\n    func done() {\n        steps.accept(HelpStep.close)\n    }")
        try app.write("App/AppFlow.swift", emitting)
        let json = try runTool(["diff", app.root, "--base", "main", "--reporter", "json"])
        #expect(json.status == 1, "\(json.stderr)")  // misrouted_step is an error
        let diff = try JSONDecoder().decode(NavigationDiff.self, from: Data(json.stdout.utf8))
        #expect(diff.changes.map { "\($0.kind.rawValue) \($0.subject.rawValue) \($0.identity) \($0.file):\($0.line)" } == [
            "added emission HomeViewController emits HelpStep.close App/AppFlow.swift:32",
        ])
        #expect(diff.introduced.map(\.identity) == ["misrouted_step|AppFlow|HelpStep.close"])
        let markdown = try runTool(["diff", app.root, "--base", "main"])
        #expect(markdown.stdout.contains("❌ **1 new error(s)**, 0 new warning(s); 1 navigation change(s), 1 finding(s) fixed."))
        #expect(markdown.stdout.contains("| ➕ added | emission | `HomeViewController emits HelpStep.close` | into: AppFlow | `App/AppFlow.swift:32` |"))
        #expect(markdown.stdout.contains("| ❌ | `App/AppFlow.swift:32` |") && markdown.stdout.contains("| `misrouted_step` |"))
        // Removing it again is the opposite change, and fixes the finding.
        try app.commitHead()
        let removal = try runTool(["diff", app.root, "--base", "main", "--head", "main~1", "--reporter", "json"])
        #expect(removal.status == 0, "\(removal.stderr)")
        let reverse = try JSONDecoder().decode(NavigationDiff.self, from: Data(removal.stdout.utf8))
        #expect(reverse.changes.map { "\($0.kind.rawValue) \($0.subject.rawValue) \($0.identity)" } == [
            "removed emission HomeViewController emits HelpStep.close",
        ])
        #expect(reverse.fixed.map(\.identity) == ["misrouted_step|AppFlow|HelpStep.close"])
    }

    /// Sources in memory analyse exactly like the same files on disk; a missing blob is a file
    /// that could not be read.
    @Test func inMemorySourcesAnalyseLikeFiles() throws {
        let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/CinemaApp"])
        let onDisk = Analyzer.standard.analyze(files)
        let texts = try files.reversed().map { (path: $0.displayPath, text: try String(contentsOfFile: $0.absolutePath, encoding: .utf8)) }
        #expect(Analyzer.standard.analyze(SourceSnapshot(texts: texts), jobs: 2).model == onDisk.model)
        let missing = SourceSnapshot(bytes: UnsafeRawBufferPointer(start: nil, count: 0),
                                     files: [("App/Gone.swift", .unreadable("cannot read file: its blob is missing"))])
        #expect(Analyzer.standard.analyze(missing).model.diagnostics.map { "\($0.severity) \($0.file) \($0.message)" } == [
            "warning App/Gone.swift cannot read file: its blob is missing",
        ])
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

    @Test func oddTreeEntriesReadLikeTheWorkingTree() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let step = "import RxFlow\nenum %@: Step { case unused }\n"
        try app.write("App/with space.swift", step.replacingOccurrences(of: "%@", with: "SpacedStep"))
        try app.write("App/new\nline.swift", step.replacingOccurrences(of: "%@", with: "BrokenLineStep"))
        let links = FileManager.default
        try links.createSymbolicLink(atPath: app.root + "/App/loop1.swift", withDestinationPath: "loop2.swift")
        try links.createSymbolicLink(atPath: app.root + "/App/loop2.swift", withDestinationPath: "loop1.swift")
        try links.createSymbolicLink(atPath: app.root + "/App/link with space.swift", withDestinationPath: "with space.swift")
        // A submodule entry (gitlink, mode 160000) is a commit, not a file: it is not read.
        try app.git("update-index", "--add", "--cacheinfo", "160000,\(try app.gitOutput("rev-parse", "HEAD")),App/Vendor")
        try app.commitHead()
        let run = try runTool(["lint", app.root, "--new-since", "HEAD"])
        // Same findings at HEAD as in the working tree: every odd entry was read (or skipped) alike.
        #expect(run.status == 0 && run.stderr.contains("Found 0 finding(s)"))
        #expect(run.stderr.contains("loop1.swift: warning: cannot read file: Too many levels of symbolic links"))
    }

    /// A revision's listing names every file by its whole path: the folders `SourceDiscovery` does
    /// not enter (dependency and hidden folders, folders the configuration excludes, at any depth)
    /// are skipped there too, and only those.
    @Test func revisionsSkipTheFoldersTheWalkOnDiskSkips() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.commitHead()
        try app.write(".stepgraph.yml", "excluded: [\"**/Generated/**\"]\n")
        let skipped = ["Pods/Kit/PodStep.swift", "App/.hidden/HiddenStep.swift", "App/Generated/GeneratedStep.swift",
                       "App/Feature/Deep/Generated/DeepGeneratedStep.swift", "App/Feature/Carthage/CarthageStep.swift"]
        for (index, path) in skipped.enumerated() {
            try app.write(path, "import RxFlow\nenum Skipped\(index)Step: Step { case unused }\n")
        }
        try app.write("App/Feature/Kept/KeptStep.swift", "import RxFlow\nenum KeptStep: Step { case unused }\n")
        try app.commitHead()
        // The working tree loses every one of them: only the file the walk reads is a change.
        for path in skipped + ["App/Feature/Kept/KeptStep.swift"] { try FileManager.default.removeItem(atPath: app.root + "/" + path) }
        let run = try runTool(["diff", app.root, "--base", "HEAD", "--reporter", "json"], in: app.root)
        #expect(run.status == 0, "\(run.stderr)")
        let changes = try JSONDecoder().decode(NavigationDiff.self, from: Data(run.stdout.utf8)).changes
        #expect(!changes.isEmpty && changes.allSatisfy { $0.identity.hasPrefix("KeptStep") }, "\(changes.map(\.identity))")
    }

    /// Two folders whose names are equal as Unicode text but not as bytes (`Café` precomposed and
    /// decomposed) are two folders on disk, and so in a revision's listing: excluding one leaves the
    /// other read, at the revision as in the working tree.
    @Test func foldersEqualAsTextButNotAsBytesAreDecidedApart() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let precomposed = "App/Caf\u{E9}", decomposed = "App/Cafe\u{301}"
        #expect(precomposed == decomposed && Array(precomposed.utf8) != Array(decomposed.utf8))
        try app.write(".stepgraph.yml", "excluded: [\"\(precomposed)\"]\n")
        try app.write(precomposed + "/Composed.swift", "import RxFlow\nenum ComposedStep: Step { case unused }\n")
        try app.write(decomposed + "/Decomposed.swift", "import RxFlow\nenum DecomposedStep: Step { case unused }\n")
        try app.commitHead()
        let run = try runTool(["diff", app.root, "--base", "HEAD", "--reporter", "json"], in: app.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try JSONDecoder().decode(NavigationDiff.self, from: Data(run.stdout.utf8)).changes.isEmpty)
        let lint = try runTool(["lint", app.root, "--reporter", "json"], in: app.root)
        #expect(lint.stdout.contains("DecomposedStep") && !lint.stdout.contains("ComposedStep"))
    }

    @Test func anEmptyRepositorySaysSo() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "init", "-q"], in: root)
        try Data("import RxFlow\nenum AppStep: Step { case home }\n".utf8).write(to: URL(fileURLWithPath: root + "/App.swift"))
        let run = try runTool(["lint", root, "--new-since", "HEAD"])
        #expect(run.status == 2 && run.stderr.contains("unknown revision 'HEAD'") && run.stderr.contains("has no commits yet"))
    }
}

@Suite struct PathsCommandTests {
    @Test func reachableThroughChildFlowsAndDeepLinks() throws {
        let graph = NavigationGraph(model: try sampleModel("RecipeBox"), frontEnds: .standard)
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
        let broken = NavigationGraph(model: try sampleModel("BrokenApp"), frontEnds: .standard)
        #expect(NavigationPaths(graph: broken, target: "ArchiveFlow").reason == "its flow is never started")
        #expect(NavigationPaths(graph: broken, target: "NoSuchThing").reason == "no step, flow or screen named 'NoSuchThing' is in the navigation")
        let cards = NavigationGraph(model: try sampleModel("StudyCards"), frontEnds: .standard)
        #expect(NavigationPaths(graph: cards, target: "AboutViewController").reason == "only routes nothing invokes lead to it (about)")
        let card = NavigationPaths(graph: cards, target: "CardViewController", limit: 1)
        #expect(card.paths.first?.hops.map { "\($0.name) \($0.via ?? "")" } == [
            "App start ", "DecksViewController set_window_root", "DeckDetailsViewController push via open", "CardViewController custom via study",
        ])
    }

    @Test func fromAnotherElementAndTheCommandLine() throws {
        let cards = NavigationGraph(model: try sampleModel("StudyCards"), frontEnds: .standard)
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
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/RecipeBox"]))
        let model = analysis.model
        let map = try MapBuilder.build(NavigationGraph(model: model, frontEnds: .standard), findings: Linter.lint(analysis).findings, options: MapOptions(reaches: "AppStep.Recipes.detail"))
        let flows = Set(map.flows.map(\.name))
        #expect(flows == ["AppFlow", "AuthFlow", "DashboardFlow", "RecipesFlow"])  // SettingsFlow is past the target
        #expect(map.nodes.contains { $0.label.contains("AppStep.Recipes.detail") })
        #expect(!map.nodes.contains { $0.kind == .deadStep })
        #expect(!map.nodes.contains { $0.label.contains("AppStep.Recipes.share") })
        #expect {
            try MapBuilder.build(NavigationGraph(model: model, frontEnds: .standard), findings: [], options: MapOptions(reaches: "Nope"))
        } throws: { error in
            guard case StepGraphError.unknownMapTarget(.reaches, "Nope", _) = error else { return false }
            return "\(error)".hasPrefix("Nope: no step, flow, flow function or screen of that name (flows: AppFlow, ")
        }
    }
}
