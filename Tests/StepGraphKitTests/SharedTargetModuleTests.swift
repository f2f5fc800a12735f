import Foundation
import Testing
import StepGraphTestSupport

/// A file two Xcode targets compile (`Shop+ShopDemo`) holds declarations both targets own: code of
/// either target resolves a name to it, even where a folder no project names (another app checked
/// in beside it) declares the same name.
@Suite struct SharedTargetModuleTests {
    @Test func aSharedFilesTypeIsEachTargetsOwn() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let copy = try runProcess(URL(fileURLWithPath: "/bin/cp"), ["-R", repositoryRoot + "/Samples/XcodeShop", root + "/XcodeShop"])
        #expect(copy.status == 0)
        try FileManager.default.createDirectory(atPath: root + "/Kiosk", withIntermediateDirectories: true)
        try """
        import RxFlow
        import UIKit

        enum KioskStep: Step { case idle }

        final class CatalogFlow: Flow {
            var root: Presentable { screen }
            private let screen = UIViewController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? KioskStep else { return .none }
                switch step {
                case .idle: return .none
                }
            }
        }
        """.write(toFile: root + "/Kiosk/CatalogFlow.swift", atomically: true, encoding: .utf8)
        let run = try runTool(["lint", ".", "--reporter", "json"], in: root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let notes = ((json["summary"] as? [String: Any])?["notChecked"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(!notes.contains { $0.contains("more than one is visible here") }, "\(notes)")
        // The app's dead steps, as when it is linted alone; the kiosk's own beside them.
        let alone = try runTool(["lint", "XcodeShop", "--reporter", "json"], in: root)
        func deadSteps(_ text: String) throws -> [String] {
            let found = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return (found["findings"] as? [[String: Any]] ?? []).compactMap { $0["identity"] as? String }.filter { $0.hasPrefix("dead_step|") }.sorted()
        }
        #expect(try deadSteps(run.stdout) == (deadSteps(alone.stdout) + ["dead_step|KioskStep.idle"]).sorted())
    }
}
