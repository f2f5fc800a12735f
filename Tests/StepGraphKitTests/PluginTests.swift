import Foundation
import Testing
import StepGraphTestSupport

/// The SwiftPM command plugin, run as a package that depends on StepGraph runs it
/// (Tests/PluginFixture). The first run builds StepGraph for the fixture (a minute or two).
@Suite(.serialized) struct PluginTests {
    static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    func swiftPackage(_ arguments: [String]) throws -> ToolRun {
        // The outer `swift test`'s variables would point the inner build at this package's.
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SWIFTPM_") && !$0.key.hasPrefix("XCTest") }
        // SwiftPM leaves empty `TemporaryDirectory.*` folders behind in its temporary folder: a
        // folder of this run's own, removed afterwards, keeps them off the machine's.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("stepgraph-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        environment["TMPDIR"] = temporary.path
        return try runProcess(URL(fileURLWithPath: try #require(Self.swift)),
                              ["package", "--package-path", repositoryRoot + "/Tests/PluginFixture"] + arguments, environment: environment)
    }

    @Test(.enabled(if: PluginTests.swift != nil, "no swift on PATH: the plugin cannot be run here"))
    func lintThroughThePluginWritesItsReportAndPassesTheExitStatusOn() throws {
        let report = repositoryRoot + "/Tests/PluginFixture/lint.json"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let run = try swiftPackage(["--allow-writing-to-package-directory", "stepgraph", "lint", "--reporter", "json", "--output", "lint.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try String(contentsOfFile: report, encoding: .utf8)
        #expect(json.contains("\"identity\" : \"dead_step|AppStep.archive\""))
        // --strict turns the warning into a failure, and the plugin fails with it.
        let strict = try swiftPackage(["--allow-writing-to-package-directory", "stepgraph", "lint", "--strict", "--quiet"])
        #expect(strict.status != 0 && strict.stderr.contains("stepgraph lint --strict --quiet exited with status 1"))
        // Without the permission, writing is refused before the tool runs.
        let refused = try swiftPackage(["stepgraph", "graph", "--output", "map.svg"])
        #expect(refused.status != 0 && refused.stderr.contains("--allow-writing-to-package-directory"))
    }
}
