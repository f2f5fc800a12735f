import Foundation
import Testing
import StepGraphTestSupport

/// The files a run reads besides Swift sources — a baseline and a snapshot the user names, the lock
/// files and Xcode project files the checkout holds — are read only when they are regular files, and
/// with a bound: `/dev/zero`, a FIFO nobody writes to or a huge file ends the run with a message (or
/// is set aside with a note), never a hang or a process filling memory.
@Suite struct HostileSideFileTests {
    static let app = """
    import RxFlow
    enum AppStep: Step { case home, settings }
    final class AppFlow: Flow {
        var root: Presentable { UINavigationController() }
        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? AppStep else { return .none }
            switch step {
            case .home: return .none
            case .settings: return .none
            }
        }
    }
    final class HomeViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func open() { steps.accept(AppStep.home) }
    }
    """

    func checkout() throws -> String {
        let folder = try temporaryDirectory()
        try Self.app.write(toFile: folder + "/App.swift", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aHugeBaselineOrSnapshotIsRefusedUnread() throws {
        let folder = try checkout()
        // 8 GiB that take no disk (a sparse file): read whole, they would fill the machine's memory.
        let huge = folder + "/huge.json"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 8 << 30) == 0)
        let baseline = try runTool(["lint", folder, "--baseline", huge])
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("huge.json: not a stepgraph baseline (larger than 64 MiB)"), "\(baseline.stderr)")
        let snapshot = try runTool(["snapshot", folder, "--check", huge])
        #expect(snapshot.status == 2)
        #expect(snapshot.stderr.contains("huge.json: cannot read the navigation snapshot"), "\(snapshot.stderr)")
    }

    @Test func aBaselineThatIsADeviceOrAFIFOIsRefused() throws {
        let folder = try checkout()
        #expect(mkfifo(folder + "/pipe.json", 0o644) == 0)
        for path in ["/dev/zero", folder + "/pipe.json"] {
            let run = try runTool(["lint", folder, "--baseline", path])
            #expect(run.status == 2)
            #expect(run.stderr.contains("\(path): cannot read the baseline"), "\(run.stderr)")
        }
    }

    @Test func lockAndProjectFilesThatAreNotRegularFilesAreSetAside() throws {
        let folder = try checkout()
        try FileManager.default.createSymbolicLink(atPath: folder + "/Podfile.lock", withDestinationPath: "/dev/zero")
        #expect(mkfifo(folder + "/Cartfile.resolved", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder + "/Shop.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Shop.xcodeproj/project.pbxproj", withDestinationPath: "/dev/zero")
        let run = try runTool(["lint", folder, "--reporter", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        // The findings are the app's; the project is said to be unreadable, the lock files are skipped.
        #expect(run.stdout.contains("dead_step"), "\(run.stdout)")
        #expect(run.stdout.contains("Shop.xcodeproj cannot be read"), "\(run.stdout)")
    }
}
