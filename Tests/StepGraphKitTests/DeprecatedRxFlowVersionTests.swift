import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `deprecated_rxflow_api` speaks only where the app resolves a RxFlow version that deprecates the name.
@Suite struct DeprecatedRxFlowVersionTests {
    static let app = """
        import RxFlow
        enum AppStep: Step { case home, done }
        final class AppFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()
            func navigate(to step: Step) -> NextFlowItems {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .done: return .triggerParentFlow(withStep: AppStep.home)
                default: return .none
                }
            }
            func idle() -> NextFlowItems { .none }
            func tabs(_ other: Flow) { Flows.whenReady(flow1: other) { (_: UIViewController) in } }
        }
        final class AppDelegate {
            let coordinator = Coordinator()
        }
        """

    func lint(_ files: [String: String]) -> LintResult {
        let analysis = Analyzer.standard.analyze(sources: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
        return Linter.lint(analysis)
    }

    func deprecated(_ files: [String: String]) -> [String] {
        lint(files).findings.filter { $0.ruleID == "deprecated_rxflow_api" }.map { "\($0.location.line) \($0.message)" }
    }

    @Test func lockFilesInEverySpelling() {
        let pod = "PODS:\n  - RxFlow/Core (2.13.0):\n    - RxSwift\n  - RxSwift (6.5.0)\n\nDEPENDENCIES:\n  - RxFlow (1.0.0)\n"
        let resolvedV1 = """
            {"object": {"pins": [{"package": "RxFlow", "repositoryURL": "https://github.com/RxSwiftCommunity/RxFlow",
             "state": {"branch": null, "revision": "abc", "version": "2.9.1"}}]}, "version": 1}
            """
        let resolvedV3 = """
            {"originHash": "x", "pins": [{"identity": "rxflow", "kind": "remoteSourceControl",
             "location": "https://github.com/RxSwiftCommunity/RxFlow.git", "state": {"revision": "abc", "version": "2.13.2"}}], "version": 3}
            """
        let cartfile = "github \"ReactiveX/RxSwift\" \"6.5.0\"\ngit \"https://example.com/mirror/RxFlow.git\" \"v2.10.0\"\n"
        for (name, text, version) in [("Podfile.lock", pod, "2.13.0"), ("Package.resolved", resolvedV1, "2.9.1"),
                                      ("Shop.xcworkspace/xcshareddata/swiftpm/Package.resolved", resolvedV3, "2.13.2"),
                                      ("Cartfile.resolved", cartfile, "v2.10.0")] {
            let found = deprecated(["App.swift": Self.app, name: text])
            // One finding per name: NextFlowItems twice is one finding with a related location.
            #expect(found.count == 4, "\(name): \(found)")
            #expect(found.contains("6 'NextFlowItems' is deprecated since RxFlow 2.0.0 (RxFlow \(version) per \(name)): use FlowContributors (2 places)"),
                    "\(name): \(found)")
            #expect(found.contains { $0.hasPrefix("14 'Flows.whenReady' is deprecated since RxFlow 2.9.0") }, "\(name)")
        }
    }

    @Test func namesCurrentInTheResolvedVersionAreNotReported() {
        // 2.8: Flows.use does not exist yet; 1.6.2: every 1.x name is current.
        let before29 = deprecated(["App.swift": Self.app, "Cartfile.resolved": "github \"RxSwiftCommunity/RxFlow\" \"2.8.0\"\n"])
        #expect(before29.count == 3 && !before29.contains { $0.contains("whenReady") })
        #expect(deprecated(["App.swift": Self.app, "Podfile.lock": "PODS:\n  - RxFlow (1.6.2)\n"]).isEmpty)
        // Two lock files disagree: the lower version decides (a name it does not deprecate is not reported).
        #expect(deprecated(["App.swift": Self.app, "Podfile.lock": "PODS:\n  - RxFlow (2.13.0)\n",
                            "Demo/Cartfile.resolved": "github \"RxSwiftCommunity/RxFlow\" \"2.5.0\"\n"]).count == 3)
    }

    @Test func oneXSpellingsMakeA1xAppWithoutALockFile() {
        for spelling in ["self.step.accept(AppStep.home)", "_ = NextFlowItem(nextPresentable: UIViewController(), nextStepper: OneStepper(withSingleStep: AppStep.home))",
                         "Coordinator().coordinate(flow: AppFlow(), withStepper: OneStepper(withSingleStep: AppStep.home))"] {
            let files = ["App.swift": Self.app, "Extra.swift": "import RxFlow\nfinal class Extra: Stepper {\n    func go() { \(spelling) }\n}\n"]
            let result = lint(files)
            #expect(!result.findings.contains { $0.ruleID == "deprecated_rxflow_api" }, "\(spelling)")
            #expect(!result.notChecked.contains { $0.cause == .unknownLibraryVersion }, "\(spelling)")
        }
    }

    @Test func noVersionIsSilentWithOneNote() throws {
        let result = lint(["App.swift": Self.app])
        #expect(!result.findings.contains { $0.ruleID == "deprecated_rxflow_api" })
        let notes = result.notChecked.filter { $0.cause == .unknownLibraryVersion }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("'.triggerParentFlow(withStep:)', 'Coordinator', 'Flows.whenReady', 'NextFlowItems'") == true)
        // Not said when the rule is off.
        var configuration = LintConfiguration()
        configuration.disabledRules = ["deprecated_rxflow_api"]
        let analysis = Analyzer.standard.analyze(sources: [(path: "App.swift", text: Self.app)])
        #expect(!Linter.lint(analysis, configuration: configuration).notChecked.contains { $0.cause == .unknownLibraryVersion })
    }

    /// The finding keeps the identity its first site had, so a stored baseline still hides it.
    @Test func theFirstSitesIdentityIsKept() {
        let result = lint(["App.swift": Self.app, "Podfile.lock": "PODS:\n  - RxFlow (2.13.0)\n"])
        let identities = result.findings.filter { $0.ruleID == "deprecated_rxflow_api" }.map(\.identity).sorted()
        #expect(identities == ["deprecated_rxflow_api|.triggerParentFlow(withStep:)|App.swift|AppFlow|1",
                               "deprecated_rxflow_api|Coordinator|App.swift|AppDelegate|1",
                               "deprecated_rxflow_api|Flows.whenReady|App.swift|AppFlow|1",
                               "deprecated_rxflow_api|NextFlowItems|App.swift|AppFlow|1"])
        #expect(result.findings.first { $0.identity.contains("NextFlowItems") }?.related.map(\.location.line) == [13])
    }

    /// The CLI finds lock files beside, above and below the path, and inside Xcode's bundles.
    @Test func theCommandFindsLockFilesWhereTeamsKeepThem() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Shop/Sources", withIntermediateDirectories: true)
        try Self.app.write(toFile: root + "/Shop/Sources/App.swift", atomically: true, encoding: .utf8)
        // Nothing yet: silent, with the note.
        var run = try runTool(["lint", "Shop/Sources", "--reporter", "json", "--quiet"], in: root)
        #expect(!run.stdout.contains("\"ruleID\" : \"deprecated_rxflow_api\"") && run.stderr.contains("note: no Podfile.lock"))
        // In an Xcode project's bundle, below the path's parent: found from the project's folder.
        let bundle = root + "/Shop/Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try #"{"pins":[{"identity":"rxflow","location":"https://github.com/RxSwiftCommunity/RxFlow","state":{"version":"2.13.0"}}],"version":2}"#
            .write(toFile: bundle + "/Package.resolved", atomically: true, encoding: .utf8)
        run = try runTool(["lint", "Shop", "--reporter", "json", "--quiet"], in: root)
        #expect(run.stdout.components(separatedBy: "\"ruleID\" : \"deprecated_rxflow_api\"").count == 5, "\(run.stdout)")
        // At the repository's root, above the path given.
        try FileManager.default.removeItem(atPath: root + "/Shop/Shop.xcodeproj")
        try "PODS:\n  - RxFlow (1.6.2)\n".write(toFile: root + "/Podfile.lock", atomically: true, encoding: .utf8)
        run = try runTool(["lint", "Shop/Sources", "--reporter", "json", "--quiet"], in: root)
        #expect(!run.stdout.contains("\"ruleID\" : \"deprecated_rxflow_api\"") && !run.stderr.contains("Podfile.lock"), "\(run.stderr)")
        let dump = try runTool(["dump", "Shop/Sources"], in: root)
        #expect(dump.stdout.contains("\"libraryVersions\":[{\"library\":\"RxFlow\",\"source\":"))
    }

    /// A review reads the lock files of each revision from that revision: a `Podfile.lock` the
    /// working tree no longer has still dates the base, so its findings are "no longer checked",
    /// never fixed; in a folder below the repository's top, and above a file argument.
    @Test func aRevisionsOwnLockFilesDateThatRevision() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func git(_ arguments: String...) throws {
            let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: root)
            #expect(run.status == 0, "\(run.stderr)")
        }
        try FileManager.default.createDirectory(atPath: root + "/Shop/Sources", withIntermediateDirectories: true)
        try Self.app.write(toFile: root + "/Shop/Sources/App.swift", atomically: true, encoding: .utf8)
        try "PODS:\n  - RxFlow (2.13.0)\n".write(toFile: root + "/Shop/Podfile.lock", atomically: true, encoding: .utf8)
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        try FileManager.default.removeItem(atPath: root + "/Shop/Podfile.lock")
        for path in ["Shop", "Shop/Sources", "Shop/Sources/App.swift"] {
            let run = try runTool(["diff", path, "--base", "main", "--reporter", "json"], in: root)
            let diff = try JSONDecoder().decode(NavigationDiff.self, from: Data(run.stdout.utf8))
            #expect(diff.noLongerChecked.filter { $0.finding.ruleID == "deprecated_rxflow_api" }.count == 4, "\(path): \(run.stdout)")
            #expect(diff.fixed.isEmpty, "\(path): \(run.stdout)")
        }
        // Committed without it, and the lock file back in the working tree only: the base is not dated by it.
        try git("commit", "-q", "-am", "no pods")
        try "PODS:\n  - RxFlow (2.13.0)\n".write(toFile: root + "/Shop/Podfile.lock", atomically: true, encoding: .utf8)
        let run = try runTool(["diff", "Shop", "--base", "main", "--reporter", "json"], in: root)
        let diff = try JSONDecoder().decode(NavigationDiff.self, from: Data(run.stdout.utf8))
        #expect(diff.newlyChecked.filter { $0.finding.ruleID == "deprecated_rxflow_api" }.count == 4, "\(run.stdout)")
        #expect(diff.introduced.isEmpty, "\(run.stdout)")
    }

    /// A revision's listing is searched as the disk is: four levels down, no hidden or dependency
    /// folder, the lock file inside Xcode's bundles and not beside it.
    @Test func aListingsLockFilesAreTheOnesTheDiskSearchFinds() {
        let found = ["Podfile.lock", "App/Cartfile.resolved", "a/b/c/Package.resolved", "a/b/c/d/Package.resolved",
                     ".build/Package.resolved", "Pods/Podfile.lock", "App/Podfile.lock.orig",
                     "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                     "Shop.xcodeproj/Package.resolved", "Shop.xcworkspace/xcshareddata/swiftpm/Package.resolved"]
            .filter(LockFileSearch.isLockFile(relative:))
        #expect(found == ["Podfile.lock", "App/Cartfile.resolved", "a/b/c/Package.resolved",
                          "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                          "Shop.xcworkspace/xcshareddata/swiftpm/Package.resolved"])
    }

    /// A vendored copy of RxFlow's sources, as apps commit it, of the API generation `version` names.
    static func vendoredCopy(_ version: String) -> [String: String] {
        var copy = [
            "Vendor/RxFlow/RxFlow/Step.swift": "public protocol Step {}\npublic struct NoneStep: Step {}\n",
            "Vendor/RxFlow/RxFlow/Stepper.swift": "import RxSwift\npublic protocol Stepper { var steps: PublishRelay<Step> { get } }\n"
                + "public class OneStepper: Stepper { public let steps = PublishRelay<Step>() }\n",
            "Vendor/RxFlow/RxFlow/Presentable.swift": "public protocol Presentable {}\n",
        ]
        switch version {
        case "1.x":
            copy["Vendor/RxFlow/RxFlow/Flow.swift"] = "public protocol Flow: Presentable { func navigate(to step: Step) -> NextFlowItems }\n"
                + "public enum NextFlowItems { case none }\npublic struct NextFlowItem {}\npublic final class Coordinator {}\n"
                + "public class Flows { public static func whenReady(flow1: Flow, block: () -> Void) {} }\n"
        default:
            copy["Vendor/RxFlow/RxFlow/Flow.swift"] = "public protocol Flow: Presentable { func navigate(to step: Step) -> FlowContributors }\n"
                + "public enum FlowContributors { case none }\npublic enum FlowContributor {}\n"
                + "public final class FlowCoordinator {}\n@available(*, deprecated) public typealias NextFlowItems = FlowContributors\n"
                + "public enum Flows {}\n"
            copy["Vendor/RxFlow/RxFlow/Flows+Ready.swift"] = version == "2.9"
                ? "public extension Flows {\n    static func use<Root>(_ flow: Flow, when: ExecuteStrategy, block: (Root) -> Void) {}\n}\n"
                : "public extension Flows {\n    static func whenReady<Root>(flow1: Flow, block: (Root) -> Void) {}\n}\n"
        }
        return copy
    }

    @Test func aVendoredCopysOwnAPIDatesIt() {
        let before29 = deprecated(Self.vendoredCopy("2.x").merging(["App/AppFlow.swift": Self.app]) { $1 })
        #expect(before29.sorted() == [
            "6 'NextFlowItems' is deprecated since RxFlow 2.0.0 (RxFlow 2.x before 2.9 per vendored copy in Vendor/RxFlow): use FlowContributors (2 places)",
            "9 '.triggerParentFlow(withStep:)' is deprecated since RxFlow 2.0.0 (RxFlow 2.x before 2.9 per vendored copy in Vendor/RxFlow): use .one(flowContributor: .forwardToParentFlow(withStep:))",
            "17 'Coordinator' is deprecated since RxFlow 2.0.0 (RxFlow 2.x before 2.9 per vendored copy in Vendor/RxFlow): use FlowCoordinator",
        ].sorted(), "\(before29)")
        let since29 = deprecated(Self.vendoredCopy("2.9").merging(["App/AppFlow.swift": Self.app]) { $1 })
        #expect(since29.count == 4 && since29.contains { $0.hasPrefix("14 'Flows.whenReady' is deprecated since RxFlow 2.9.0 (RxFlow 2.9 or later per vendored copy in Vendor/RxFlow)") },
                "\(since29)")
        // A 1.x copy: the app uses the current API; nothing to report, and no "not checked" note either.
        let oneX = lint(Self.vendoredCopy("1.x").merging(["App/AppFlow.swift": Self.app]) { $1 })
        #expect(!oneX.findings.contains { $0.ruleID == "deprecated_rxflow_api" })
        #expect(!oneX.notChecked.contains { $0.cause == .unknownLibraryVersion })
        // A lock file older than the copy says: the lowest version wins.
        let pinned = deprecated(Self.vendoredCopy("2.9").merging(["App/AppFlow.swift": Self.app, "Podfile.lock": "PODS:\n  - RxFlow (1.6.2)\n"]) { $1 })
        #expect(pinned.isEmpty, "\(pinned)")
    }
}
