import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A split map's pages live in a folder of their own named after the output, with a manifest of
/// what StepGraph wrote there: each run replaces the set whole, removes only what the manifest
/// lists, and stops at a folder holding anything else.
@Suite struct MapPageFolderTests {
    func graph(_ root: String, _ arguments: String...) throws -> ToolRun {
        try runTool(["graph", "Samples/CinemaApp", "-o", root + "/map.svg"] + arguments)
    }

    /// The files under `root`, the pages' manifest read out.
    func listing(_ root: String) throws -> (files: [String], manifest: String?) {
        (try FileManager.default.subpathsOfDirectory(atPath: root).sorted(),
         try? String(contentsOfFile: root + "/map/" + PageFolder.manifestName, encoding: .utf8))
    }

    @Test func eachRunLeavesOnlyItsOwnPages() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func files(_ flows: [String]) -> [String] {
            (["map", "map.svg", "map/" + PageFolder.manifestName] + flows.map { "map/\($0).svg" }).sorted()
        }
        let inAppOrder = ["AppFlow", "DiscoverFlow", "DashboardFlow", "OnboardingFlow", "WatchlistFlow", "ProfileFlow", "SettingsFlow"]
        #expect(try graph(root, "--split", "always").status == 0)
        let first = try listing(root)
        #expect(first.files == files(inAppOrder))
        #expect(first.manifest == (["stepgraph pages of map.svg"] + inAppOrder.map { $0 + ".svg" }).map { $0 + "\n" }.joined())
        // Fewer flows (SettingsFlow and ProfileFlow, its parent): no page of the first set stays.
        #expect(try graph(root, "--split", "always", "--focus", "SettingsFlow").status == 0)
        #expect(try listing(root).files == files(["ProfileFlow", "SettingsFlow"]))
        // Drawn whole, the map has no pages.
        #expect(try graph(root, "--split", "never").status == 0)
        #expect(try listing(root).files == ["map.svg"])
    }

    @Test func aFolderHoldingFilesStepGraphDidNotWriteStopsTheRunAndStaysAsItWas() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try graph(root, "--split", "always").status == 0)
        try "mine".write(toFile: root + "/map/notes.txt", atomically: false, encoding: .utf8)
        let before = try OutputDebrisTests.snapshot(root)
        let run = try graph(root, "--split", "always", "--focus", "SettingsFlow")
        #expect(run.status == 2 && run.stderr == "error: \(root)/map: cannot write (it holds files StepGraph did not write: notes.txt; "
                + "move them away or write the map elsewhere)\n", "\(run.stderr)")
        #expect(try OutputDebrisTests.snapshot(root) == before)
        // A manifest that names a file outside the folder is no manifest: nothing in the folder is StepGraph's.
        try FileManager.default.removeItem(atPath: root + "/map/notes.txt")
        try "mine".write(toFile: root + "/victim.txt", atomically: false, encoding: .utf8)
        try "stepgraph pages of map.svg\n../victim.txt\n".write(toFile: root + "/map/" + PageFolder.manifestName, atomically: false, encoding: .utf8)
        let hostile = try graph(root, "--split", "always")
        #expect(hostile.status == 2 && hostile.stderr.contains("it holds files StepGraph did not write: .stepgraph-manifest, AppFlow.svg"))
        #expect(try String(contentsOfFile: root + "/victim.txt", encoding: .utf8) == "mine")
    }

    @Test func aMapDrawnWholeRemovesOnlyThePagesItsManifestLists() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try graph(root, "--split", "always").status == 0)
        try "mine".write(toFile: root + "/map/notes.txt", atomically: false, encoding: .utf8)
        #expect(try graph(root, "--split", "never").status == 0)
        #expect(try listing(root).files == ["map", "map.svg", "map/notes.txt"])
        // Pages written for another overview of the same name (map.png) are not this map's.
        #expect(try runTool(["graph", "Samples/CinemaApp", "-o", root + "/other/map.png", "--split", "always"]).status == 0)
        #expect(try runTool(["graph", "Samples/CinemaApp", "-o", root + "/other/map.svg", "--split", "never"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/other/map").contains("AppFlow.png"))
    }

    @Test func pageLinksPointIntoTheFolderAndBack() throws {
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/CinemaApp"]))
        let map = try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: [])
        let drawings = map.pageDrawings(output: "out/the map #1.svg", format: "svg", style: .init(), linkPages: true)
        #expect(drawings.map(\.path) == ["out/the map #1.svg"] + map.flows.map { "out/the map #1/\($0.name).svg" })
        let overviewLinks = Set(drawings[0].graph.nodes.compactMap { $0.attributes["URL"] })
        #expect(overviewLinks == Set(map.flows.map { "the%20map%20%231/\($0.name).svg" }))
        for page in drawings.dropFirst() {
            #expect(page.graph.attributes["URL"] == "../the%20map%20%231.svg", "\(page.title) links back to the overview")
            #expect(page.graph.nodes.compactMap { $0.attributes["URL"] }.allSatisfy { !$0.contains("/") }, "\(page.title)")
        }
        #expect(PageFolder.path(of: "out/map") == "out/map.pages" && PageFolder.path(of: "map.svg") == "map")
        #expect(PageFolder.pageExtension(of: "out/map", format: "png") == "png")
    }
}
