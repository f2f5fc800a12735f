import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// What the walk on disk cannot read is said, never skipped in silence: a folder argument that
/// cannot be listed stops the run, a folder below it is a note, a name that is not UTF-8 is read
/// by its bytes, and a file's problem is a warning with its line, or none when it has none.
@Suite(.serialized) struct SilentSkipTests {
    /// A new folder under /tmp that the unprivileged user can enter (the runs as `nobody` need it).
    func sharedFolder() throws -> String {
        let root = "/tmp/stepgraph-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        chmod(root, 0o755)
        return root
    }

    /// Writes `text` at `path`, an absolute path given as bytes (a name may not be UTF-8), making its folders.
    func write(_ path: [UInt8], _ text: String) throws {
        for (index, byte) in path.enumerated() where byte == UInt8(ascii: "/") && index > 0 {
            _ = PathBytes.withCString(Array(path[..<index])) { mkdir($0, 0o755) }
        }
        let fd = PathBytes.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        FileHandle(fileDescriptor: fd, closeOnDealloc: true).write(Data(text.utf8))
    }

    /// The tool run as `nobody` when the tests run as root (root reads any folder), else as is.
    func runUnprivileged(_ arguments: [String]) throws -> ToolRun {
        guard getuid() == 0 else { return try runTool(arguments) }
        return try runProcess(URL(fileURLWithPath: "/usr/bin/setpriv"),
                              ["--reuid=65534", "--regid=65534", "--clear-groups", toolURL.path] + arguments)
    }

    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func foldersThatCannotBeListed() throws {
        let root = try sharedFolder()
        defer { chmod(root + "/Secret", 0o755); try? FileManager.default.removeItem(atPath: root) }
        try write(Array((root + "/Open/Home.swift").utf8), "import RxFlow\nenum AppStep: Step { case home }\n")
        try write(Array((root + "/Secret/Hidden.swift").utf8), "import RxFlow\nenum HiddenStep: Step { case home }\n")
        chmod(root + "/Secret", 0)
        let note = "note: \(root)/Secret: folder cannot be read (permission denied): its files are not checked\n"
        // A folder below the path argument: a note, even with --quiet; the exit status is the findings'.
        let lint = try runUnprivileged(["lint", root, "--quiet"])
        #expect(lint.status == 0 && lint.stderr == note, "\(lint.stderr)")
        #expect(lint.stdout.contains("AppStep.home") && !lint.stdout.contains("HiddenStep"))
        // Reports carry it as a "not checked" note, said once on standard error.
        let json = try runUnprivileged(["lint", root, "--quiet", "--reporter", "json"])
        #expect(json.stdout.contains("\"cause\" : \"unreadable_folder\"") && json.stderr == note, "\(json.stdout)")
        let dump = try runUnprivileged(["dump", root])
        #expect(dump.status == 0 && dump.stderr == note, "\(dump.stderr)")
        // The folder given: nothing was checked, which is no success.
        let given = try runUnprivileged(["lint", root + "/Secret"])
        #expect(given.status == 2 && given.stdout.isEmpty)
        #expect(given.stderr == "error: \(root)/Secret: cannot read the folder (permission denied)\n")
    }

    /// A folder and a file whose names are not UTF-8 (`Caf\xE9`, `D\xE9tail.swift`, Latin-1) are read:
    /// their steppers emit the steps (no dead step), and reports show the names escaped. A revision
    /// of the same tree reads and shows them the same: `diff` sees no change.
    @Test func namesThatAreNotUTF8AreReadByTheirBytes() throws {
        let root = try sharedFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Array((root + "/AppFlow.swift").utf8), """
        import UIKit
        import RxFlow
        import RxRelay
        enum AppStep: Step { case home, detail, done }
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
                    let detail = DetailViewController()
                    nav.pushViewController(detail, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: detail, withNextStepper: detail))
                case .done:
                    nav.popViewController(animated: true)
                    return .none
                }
            }
        }
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home)) }
        }
        """)
        try write(Array((root + "/Caf").utf8) + [0xE9] + Array("/Home.swift".utf8), """
        import UIKit
        import RxFlow
        import RxRelay
        final class HomeViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(AppStep.detail) }
        }
        """)
        try write(Array((root + "/D").utf8) + [0xE9] + Array("tail.swift".utf8), """
        import UIKit
        import RxFlow
        import RxRelay
        enum SideStep: Step { case unused }
        final class DetailViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            func close() { steps.accept(AppStep.done) }
        }
        """)
        let lint = try runTool(["lint", root, "--reporter", "xcode"])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(!lint.stderr.contains("cannot read"), "\(lint.stderr)")
        #expect(!lint.stdout.contains("AppStep.detail") && !lint.stdout.contains("AppStep.done"), "\(lint.stdout)")
        #expect(lint.stdout.contains("\(root)/D\\xE9tail.swift:4:"), "\(lint.stdout)")  // SideStep.unused, a dead step

        let commit = ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "base"]
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"], commit] {
            #expect(try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: root).status == 0)
        }
        let diff = try runTool(["diff", root, "--base", "main", "--reporter", "json"])
        #expect(diff.status == 0, "\(diff.stderr)")
        let comparison = try JSONDecoder().decode(NavigationDiff.self, from: Data(diff.stdout.utf8))
        #expect(comparison.changes.isEmpty && comparison.introduced.isEmpty && comparison.fixed.isEmpty, "\(diff.stdout)")
        #expect(comparison.stillPresent.map { "\($0.identity) \($0.file)" } == ["dead_step|SideStep.unused D\\xE9tail.swift"])
    }

    /// No problem in a file changes the exit status: each is a warning, with its line where it has
    /// one (a file that cannot be read has none: no `:0`).
    @Test func fileProblemsAreWarningsWithTheirLine() throws {
        let root = try sharedFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Array((root + "/Open.swift").utf8), "let a = 1\nlet s = \"never closed\n")
        try FileManager.default.createSymbolicLink(atPath: root + "/A.swift", withDestinationPath: "B.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/B.swift", withDestinationPath: "A.swift")
        let run = try runTool(["lint", root], in: root)
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("""
        A.swift: warning: cannot read file: Too many levels of symbolic links
        B.swift: warning: cannot read file: Too many levels of symbolic links
        Open.swift:2: warning: unterminated string literal

        """), "\(run.stderr)")
    }
}
