import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Paths in `.stepgraph.yml` are relative to the configuration file's folder whichever path is
/// linted; `--exclude` stays relative to each path argument.
@Suite struct ConfigurationPathTests {
    /// `root/App/Feature` holds BrokenApp (10 files) plus `Generated/Stub.swift`.
    func project() throws -> String {
        let root = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/BrokenApp", toPath: root + "/App/Feature")
        try FileManager.default.createDirectory(atPath: root + "/App/Feature/Generated", withIntermediateDirectories: true)
        try "enum Stub {}\n".write(toFile: root + "/App/Feature/Generated/Stub.swift", atomically: true, encoding: .utf8)
        return root
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The number of files `lint` read, from its summary line.
    func lintedFiles(_ arguments: [String], in directory: String) throws -> Int? {
        let run = try runTool(["lint", "--reporter", "summary"] + arguments, in: directory)
        guard run.status != 2, let range = run.stderr.range(of: #"in \d+ files"#, options: .regularExpression) else { return nil }
        return Int(run.stderr[range].dropFirst(3).dropLast(6))
    }

    @Test func aRootExclusionAppliesWhicheverFolderIsLinted() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try lintedFiles(["App/Feature"], in: root) == 11)
        try write("excluded:\n  - App/Feature/ArchiveFlow.swift\n", to: root + "/.stepgraph.yml")
        #expect(try lintedFiles(["App/Feature"], in: root) == 10)
        #expect(try lintedFiles(["./App/Feature/"], in: root) == 10)
        #expect(try lintedFiles(["."], in: root) == 10)
        #expect(try lintedFiles([], in: root) == 10)
        // The map reads the same files.
        #expect(try runTool(["graph", "App/Feature", "-o", root + "/map.json"], in: root).status == 0)
        let map = try JSONDecoder().decode(MapGraph.self, from: Data(contentsOf: URL(fileURLWithPath: root + "/map.json")))
        #expect(!map.flows.contains { $0.name == "ArchiveFlow" } && map.flows.contains { $0.name == "BookingFlow" })
    }

    @Test func anExplicitConfigurationIsReadFromItsOwnFolder() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("excluded: [Feature/ArchiveFlow.swift, Feature/HelpFlow.swift]\n", to: root + "/App/.stepgraph.yml")
        #expect(try lintedFiles(["App/Feature", "--config", "App/.stepgraph.yml"], in: root) == 9)
        #expect(try lintedFiles([root + "/App/Feature", "--config", root + "/App/.stepgraph.yml"], in: "/") == 9)
        // A configuration elsewhere names nothing outside its folder, even a path that would match there.
        try write("excluded: [App/Feature/ArchiveFlow.swift, ArchiveFlow.swift]\n", to: root + "/other/dir/.stepgraph.yml")
        #expect(try lintedFiles(["App/Feature", "--config", "other/dir/.stepgraph.yml"], in: root) == 11)
        // Found in the linted folder (before the working directory's): relative to that folder.
        try write("included: [./AppFlow.swift, Generated/Stub.swift]\n", to: root + "/App/Feature/.stepgraph.yml")
        #expect(try lintedFiles(["App/Feature"], in: root) == 2)
    }

    @Test func inclusionsAreRelativeToTheConfiguration() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("included:\n  - App/Feature/AppDelegate.swift\n  - App/Feature/AppFlow.swift\n  - App/Feature/TravelStep.swift\n",
                  to: root + "/.stepgraph.yml")
        #expect(try lintedFiles(["App/Feature"], in: root) == 3)
        #expect(try lintedFiles(["App"], in: root) == 3)
        // `--exclude` is relative to each path argument, and applies on top.
        #expect(try lintedFiles(["App/Feature", "--exclude", "AppFlow.swift"], in: root) == 2)
        #expect(try lintedFiles(["App", "--exclude", "Feature/TravelStep.swift"], in: root) == 2)
        #expect(try lintedFiles(["App", "--exclude", "App/Feature/TravelStep.swift"], in: root) == 3)
    }

    @Test func globsAcrossFoldersAreAnchoredAtTheConfiguration() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("excluded: [\"**/Generated/**\"]\n", to: root + "/.stepgraph.yml")
        #expect(try lintedFiles(["App/Feature"], in: root) == 10)
        #expect(try lintedFiles(["App/Feature/Generated"], in: root) == 0)
        try write("excluded: [\"App/*/Generated/**\"]\n", to: root + "/.stepgraph.yml")
        #expect(try lintedFiles(["App/Feature"], in: root) == 10)
        #expect(try lintedFiles(["App"], in: root) == 10)
        // Not anchored at the linted folder: this pattern names `root/Feature/Generated`, which does not exist.
        try write("excluded: [\"Feature/Generated/**\"]\n", to: root + "/.stepgraph.yml")
        #expect(try lintedFiles(["App"], in: root) == 11)
    }

    @Test func diffReadsBothSidesThroughTheHeadsConfiguration() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: root + "/App", toPath: root + "/Old")
        try write("excluded: [Feature/ArchiveFlow.swift]\n", to: root + "/App/.stepgraph.yml")
        let folders = try runTool(["diff", "Old", "App", "--reporter", "json"], in: root)
        #expect(folders.status == 0, "\(folders.stderr)")
        let diff = try JSONDecoder().decode(NavigationDiff.self, from: Data(folders.stdout.utf8))
        #expect(diff.changes.isEmpty)

        // Git revisions: the base is read through the same configuration, at the same place.
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.write(".stepgraph.yml", "excluded: [App/HelpFlow.swift]\n")
        let revisions = try runTool(["diff", "App", "--base", "main", "--reporter", "json"], in: app.root)
        #expect(revisions.status == 0, "\(revisions.stderr)")
        let changes = try JSONDecoder().decode(NavigationDiff.self, from: Data(revisions.stdout.utf8)).changes
        #expect(!changes.isEmpty && !changes.contains { $0.identity.hasPrefix("HelpFlow") })
    }
}
