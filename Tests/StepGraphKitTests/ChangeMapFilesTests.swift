import Foundation
import Testing
@testable import StepGraphCore
import StepGraphTestSupport

/// `diff --map` draws the flows a change touches and their neighbours, and splits like `graph`:
/// a change too large to read in one window is an overview and a page per flow, in the folder the
/// map's file names.
@Suite struct ChangeMapFilesTests {
    /// A tab flow holding `count` feature flows, each pushing `arms` screens; `extra` adds one more
    /// arm to every feature. `SettingsFlow` is never touched.
    static func app(features count: Int, arms: Int, extra: Bool) -> [String: String] {
        var files: [String: String] = [:]
        for feature in 1...count {
            let cases = (1...arms).map { "screen\($0)" } + (extra ? ["extra"] : [])
            let armText = cases.map { name in
                "        case .\(name):\n            nav.pushViewController(\(name.capitalized)Feature\(feature)ViewController(), animated: true)\n            return .none"
            }.joined(separator: "\n")
            files["App/Feature\(feature)Flow.swift"] = """
            import RxFlow
            import UIKit

            enum Feature\(feature)Step: Step {
            \(cases.map { "    case \($0)" }.joined(separator: "\n"))
            }

            final class Feature\(feature)Flow: Flow {
                var root: Presentable { nav }
                private let nav = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? Feature\(feature)Step else { return .none }
                    switch step {
            \(armText)
                    }
                }
            }
            """
        }
        files["App/SettingsFlow.swift"] = """
        import RxFlow
        import UIKit

        enum SettingsStep: Step { case overview }

        final class SettingsFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? SettingsStep else { return .none }
                switch step {
                case .overview:
                    nav.pushViewController(SettingsViewController(), animated: true)
                    return .none
                }
            }
        }
        """
        return files
    }

    func repository(_ base: [String: String], head: [String: String]) throws -> String {
        let root = try temporaryDirectory()
        func write(_ files: [String: String]) throws {
            for (path, text) in files {
                try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
            }
        }
        func git(_ arguments: String...) throws {
            let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments,
                                     in: root)
            #expect(run.status == 0, "\(run.stderr)")
        }
        try write(base)
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        try write(head)
        return root
    }

    @Test func aLargeChangeIsAnOverviewAndPagesOfTheTouchedFlows() throws {
        let root = try repository(Self.app(features: 12, arms: 6, extra: false), head: Self.app(features: 12, arms: 6, extra: true))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try runTool(["diff", ".", "--base", "main", "--map", "change.svg", "--quiet"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let overview = try String(contentsOfFile: root + "/change.svg", encoding: .utf8)
        let pages = try FileManager.default.contentsOfDirectory(atPath: root + "/change").filter { $0.hasSuffix(".svg") }.sorted()
        #expect(pages == (1...12).map { "Feature\($0)Flow.svg" }.sorted(), "\(pages)")
        #expect(overview.contains("Feature7Flow") && !overview.contains("SettingsFlow"))
        let page = try String(contentsOfFile: root + "/change/Feature7Flow.svg", encoding: .utf8)
        #expect(page.contains("class=\"node added\"") && page.contains("ExtraFeature7ViewController"))
        #expect(page.contains("href=\"../change.svg\""))
    }

    /// A small change stays one drawing, of the touched flow only; the pages of an earlier, larger
    /// change map are removed.
    @Test func aSmallChangeIsOneDrawingOfItsFlow() throws {
        var head = Self.app(features: 3, arms: 2, extra: false)
        head["App/Feature2Flow.swift"] = Self.app(features: 3, arms: 2, extra: true)["App/Feature2Flow.swift"]
        let root = try repository(Self.app(features: 3, arms: 2, extra: false), head: head)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/change", withIntermediateDirectories: true)
        try PageFolder.Manifest(overview: "change.svg", pages: ["Feature1Flow.svg"]).text
            .write(toFile: root + "/change/" + PageFolder.manifestName, atomically: true, encoding: .utf8)
        try "<svg/>".write(toFile: root + "/change/Feature1Flow.svg", atomically: true, encoding: .utf8)
        let run = try runTool(["diff", ".", "--base", "main", "--map", "change.svg", "--quiet"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let drawing = try String(contentsOfFile: root + "/change.svg", encoding: .utf8)
        #expect(drawing.contains("Feature2Flow") && !drawing.contains("Feature1Flow") && !drawing.contains("Feature3Flow"))
        #expect(!FileManager.default.fileExists(atPath: root + "/change/Feature1Flow.svg"))
    }
}
