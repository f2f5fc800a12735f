import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `graph --split auto` chooses by readability, the drawing reads from the app's start, pages link
/// to each other, `--focus` takes every framework's flows and screens, and a map is never silently empty.
@Suite struct MapSplitTests {
    /// The centre of the node titled `id` in a Graphviz SVG, as fractions of the drawing from its top left.
    func position(of id: String, in svg: String) throws -> (x: Double, y: Double) {
        let box = try #require(svg.firstMatch(of: /viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) ([0-9.]+)"/))
        let shift = try #require(svg.firstMatch(of: /translate\(([-0-9.]+) ([-0-9.]+)\)/))
        let (width, height) = (Double(box.1)!, Double(box.2)!)
        let group = try #require(svg.components(separatedBy: "<title>\(id)</title>").dropFirst().first)
        let points = try #require(group.firstMatch(of: /points="([^"]*)"/)?.1)
        let numbers = points.matches(of: /-?[0-9]+(?:\.[0-9]+)?/).compactMap { Double($0.output) }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        return (((xs.min()! + xs.max()!) / 2 + Double(shift.1)!) / width, ((ys.min()! + ys.max()!) / 2 + Double(shift.2)!) / height)
    }

    func map(of folder: String) throws -> (model: NavigationModel, map: MapGraph) {
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [folder]))
        return (analysis.model, try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: Linter.lint(analysis).findings))
    }

    func expectEntryTopLeft(_ svg: String, _ map: MapGraph, _ what: String) throws {
        let entry = try #require(map.nodes.first { $0.kind == .entry }, "\(what) has an app start")
        let (x, y) = try position(of: entry.id, in: svg)
        #expect(x < 0.15, "\(what): the app start is at \(Int(x * 100))% across")
        #expect(y < 0.5, "\(what): the app start is at \(Int(y * 100))% down")
    }

    @Test(arguments: ["GardenPlanner", "LegacyShop", "ModularApp", "RecipeBox", "StudyCards"])
    func aSmallAppKeepsOneDrawingThatStartsTopLeft(_ sample: String) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try runTool(["graph", "Samples/" + sample, "-o", root + "/map.svg"])
        // Nothing but the notes of what rules could not decide (RecipeBox: two emissions of values it cannot read).
        #expect(run.status == 0 && run.stderr.split(separator: "\n").allSatisfy { $0.contains(": note: ") }, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["map.svg"])
        let svg = try String(contentsOfFile: root + "/map.svg", encoding: .utf8)
        let size = try #require(MapReadability.size(ofSVG: Data(svg.utf8)))
        #expect(MapReadability.isReadable(width: size.width, height: size.height))
        try expectEntryTopLeft(svg, try map(of: repositoryRoot + "/Samples/" + sample).map, sample)
    }

    @Test func theReadabilityBound() {
        // 10 pt text is 13.3 px; fitted into 1600×1000 px it keeps 9 px up to 1777.5 × 1111 pt.
        #expect(MapReadability.isReadable(width: 1770, height: 1100))
        #expect(!MapReadability.isReadable(width: 1790, height: 600))
        #expect(!MapReadability.isReadable(width: 900, height: 1120))
        #expect(abs(MapReadability.textPixels(width: 400, height: 300) - 40.0 / 3) < 1e-9)
    }

    @Test func aThirteenFlowAppOpensOnAnOverviewWithAPagePerFlow() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try GeneratedApp.write(flows: 13, screens: 6, to: root + "/App")
        let (model, map) = try map(of: root + "/App")
        #expect(map.flows.count == 13 && (100...130).contains(map.armCount), "\(map.flows.count) flows, \(map.armCount) arms")
        let run = try runTool(["graph", root + "/App", "-o", root + "/out/map.svg"])
        #expect(run.status == 0 && run.stderr.contains("px text: writing an overview and a page per flow"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted() == ["map", "map.svg"])
        let pages = try FileManager.default.contentsOfDirectory(atPath: root + "/out/map").sorted()
        #expect(pages == ([PageFolder.manifestName] + model.flows.map { "\($0.name).svg" }).sorted())
        let overview = try String(contentsOfFile: root + "/out/map.svg", encoding: .utf8)
        // Every flow of the model is a node of the overview, linked to its page.
        for flow in model.flows {
            #expect(overview.contains(">\(flow.name)</text>") && overview.contains("xlink:href=\"map/\(flow.name).svg\""), "\(flow.name)")
        }
        try expectEntryTopLeft(overview, map.overview(), "the overview")
        // A child's page links back to its parent's page and the parent's to the child's; each to the overview.
        let child = try String(contentsOfFile: root + "/out/map/Feature02Flow.svg", encoding: .utf8)
        #expect(child.contains("xlink:href=\"Feature01Flow.svg\"") && child.contains("xlink:href=\"../map.svg\""))
        let parent = try String(contentsOfFile: root + "/out/map/Feature01Flow.svg", encoding: .utf8)
        #expect(parent.contains("xlink:href=\"Feature02Flow.svg\"") && parent.contains("xlink:href=\"AppFlow.svg\""))
        // `never` keeps one drawing; the arm threshold splits without trying the full layout.
        let never = try runTool(["graph", root + "/App", "-o", root + "/whole/map.svg", "--split", "never"])
        #expect(never.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/whole") == ["map.svg"])
        let counted = try runTool(["graph", root + "/App", "-o", root + "/counted/map.svg", "--split-threshold", "50"])
        #expect(counted.stderr.contains("more than --split-threshold 50"))
        // The split HTML page is byte-identical whatever the job count.
        #expect(try runTool(["graph", root + "/App", "-o", root + "/a.html", "--jobs", "1"]).status == 0)
        #expect(try runTool(["graph", root + "/App", "-o", root + "/b.html", "--jobs", "3"]).status == 0)
        let (a, b) = (try Data(contentsOf: URL(fileURLWithPath: root + "/a.html")), try Data(contentsOf: URL(fileURLWithPath: root + "/b.html")))
        #expect(!a.isEmpty && a == b)
    }

    @Test func aTwelveFlowOverviewStartsTopLeft() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try GeneratedApp.write(flows: 12, to: root + "/App")
        let map = try map(of: root + "/App").map
        #expect(try runTool(["graph", root + "/App", "-o", root + "/map.svg", "--split", "always"]).status == 0)
        try expectEntryTopLeft(try String(contentsOfFile: root + "/map.svg", encoding: .utf8), map.overview(), "the 12-flow overview")
    }

    @Test func overviewsDrawEveryFrameworksFlowsInItsOwnWords() throws {
        let studyCards = try sampleMapFromDisk("StudyCards").overview()
        // FNFK: the containers, the flow function nothing runs and the screens no container holds.
        #expect(studyCards.nodes.filter { $0.page != nil }.count == 5)
        #expect(studyCards.nodes.contains { $0.kind == .flow && $0.label == "ArchiveFlow" && $0.page == nil })
        #expect(studyCards.nodes.contains { $0.kind == .screen && $0.label == "CreateDeckViewController" })
        #expect(studyCards.edges.contains { $0.kind == .transition })
        // Containers of one type are told apart by their root screen; the tab bar holds its stacks.
        let titles = studyCards.nodes.filter { $0.page != nil }.map { $0.label.split(separator: "\n")[0] }.sorted()
        #expect(titles == ["MainTabBarController", "UINavigationController · AboutViewController", "UINavigationController · DecksViewController",
                           "UINavigationController · ProfileViewController", "UINavigationController · WelcomeViewController"])
        #expect(studyCards.edges.filter { $0.action == .setTabItems && $0.tooltip.hasPrefix("MainTabBarController holds") }.count == 2)
        let fnfkKey = GraphvizStyle.key(for: studyCards)
        #expect(fnfkKey.contains("container (drawn on its own page)") && fnfkKey.contains("flow function nothing reaches"))
        let cinema = try sampleMapFromDisk("CinemaApp")
        let rxflowKey = GraphvizStyle.key(for: cinema.overview())
        #expect(rxflowKey.contains("flow (drawn on its own page)") && !rxflowKey.contains("flow function"))
        // A page's stubs are dashed boxes, and the key names them so.
        let settings = try #require(cinema.flows.first { $0.name == "SettingsFlow" })
        #expect(GraphvizStyle.key(for: cinema.page(for: settings.id)).contains("dashed box</font></td><td align=\"left\">parent or child flow (drawn on its own page)"))
    }

    func sampleMapFromDisk(_ sample: String) throws -> MapGraph { try map(of: repositoryRoot + "/Samples/" + sample).map }

    /// A SwiftUI overview says which stack holds which destinations (on the full map, frames inside
    /// its frame), with a key row for it; a tab bar's stacks keep their own edge.
    @Test func anOverviewSaysWhichStackHoldsWhichDestinations() throws {
        let overview = try sampleMapFromDisk("TrailJournal").overview()
        let name = Dictionary(overview.nodes.map { ($0.id, $0.label.split(separator: "\n").first.map(String.init) ?? "") }, uniquingKeysWith: { a, _ in a })
        let holds = overview.edges.filter { $0.kind == .holds }.map { "\(name[$0.from] ?? "") > \(name[$0.to] ?? "")" }
        #expect(holds.contains("TrailsTab.NavigationStack > AuthorView+TrailsTab.navigationDestination(TrailRoute)"), "\(holds)")
        #expect(holds.contains("ProfileTab.NavigationStack > BadgeDestinations.navigationDestination(BadgeRoute)"), "\(holds)")
        #expect(GraphvizStyle.key(for: overview).contains("holds (drawn inside it on the full map)"))
        let cards = try sampleMapFromDisk("StudyCards").overview()
        #expect(cards.edges.allSatisfy { $0.kind != .holds })
    }

    /// Every frame and node of a map has its own id, in every sample: a dead step's node once took
    /// `x1`, the id of TravelPlanner's first coordinator frame, so Mermaid drew the route as the frame.
    @Test(arguments: ["TravelPlanner", "CinemaApp", "StudyCards", "TrailJournal"])
    func mapIDsAreUnique(_ sample: String) throws {
        let map = try sampleMapFromDisk(sample)
        let ids = map.flows.map(\.id) + map.nodes.map(\.id)
        #expect(Set(ids).count == ids.count, "\(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys.sorted())")
        #expect(map.nodes.contains { $0.kind == .deadStep } || sample != "TravelPlanner")
    }

    @Test func theHTMLPagesSearchAndFilterSpeakEachFrameworksWords() throws {
        func words(_ sample: String) throws -> [String] {
            let words = HTMLWriter.FilterWords([try sampleMapFromDisk(sample)])
            return [words.searchPlaceholder, words.frameFilter]
        }
        #expect(try words("CinemaApp") == ["step, flow or screen", "Flow"])
        #expect(try words("TravelPlanner") == ["route, coordinator or screen", "Coordinator"])
        #expect(try words("StudyCards") == ["route, flow or screen", "Flow"])
        #expect(try words("GardenPlanner") == ["step, route, flow or screen", "Flow"])  // RxFlow and FNFK
        let html = try HTMLWriter.write(pages: [.init(title: "Travel", svg: "<svg></svg>")], maps: [try sampleMapFromDisk("TravelPlanner")],
                                        findings: [], linkTemplate: nil, displayPath: { $0 })
        #expect(html.contains("placeholder=\"route, coordinator or screen\"") && html.contains("<label>Coordinator <select id=\"flow-filter\">"))
    }

    @Test func focusTakesFlowFunctionsAndScreens() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func focused(_ sample: String, _ name: String) throws -> MapGraph {
            let run = try runTool(["graph", "Samples/" + sample, "--focus", name, "-o", root + "/m.json"])
            #expect(run.status == 0, "\(run.stderr)")
            return try JSONDecoder().decode(MapGraph.self, from: Data(contentsOf: URL(fileURLWithPath: root + "/m.json")))
        }
        // An FNFK flow function: the screens it shows, where they lead, and what leads straight into them.
        let decks = try focused("StudyCards", "DecksFlow")
        let screens = Set(decks.nodes.filter { $0.kind == .screen }.map(\.label))
        #expect(screens.isSuperset(of: ["DecksViewController", "DeckDetailsViewController", "CardViewController", "CreateDeckViewController"]))
        #expect(!screens.contains("WelcomeViewController") && !screens.contains("AboutViewController"))
        #expect(decks.nodes.contains { $0.kind == .entry })
        // A screen.
        let about = try focused("StudyCards", "AboutViewController")
        #expect(Set(about.nodes.map(\.label)) == ["AboutViewController", "LicensesViewController", "SettingsViewController"])
        // Mixed: an FNFK flow function and the RxFlow flow of the same app.
        let journal = try focused("GardenPlanner", "JournalFlow")
        #expect(journal.nodes.contains { $0.label == "JournalViewController" } && !journal.nodes.contains { $0.label.hasPrefix("beds") })
        // The RxFlow flow keeps the FNFK flow its `journal` arm runs, as its child.
        let garden = try focused("GardenPlanner", "GardenFlow")
        #expect(garden.flows.map(\.name) == ["GardenFlow", "UINavigationController"] && garden.nodes.contains { $0.label.hasPrefix("beds") })
        #expect(garden.nodes.contains { $0.label == "JournalViewController" })
        let reaches = try runTool(["graph", "Samples/StudyCards", "--reaches", "DecksFlow", "-o", root + "/r.json"])
        #expect(reaches.status == 0)
        let missing = try runTool(["graph", "Samples/StudyCards", "--focus", "Nope", "-o", root + "/m.json"])
        #expect(missing.status == 2 && missing.stderr.contains("--focus Nope: no such flow, flow function or screen (flows: AboutFlow, ArchiveFlow"))
    }

    @Test func aMapThatWouldBeEmptyFailsWithAMessage() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try """
        import RxFlow
        import UIKit

        final class SettingsFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                return .none
            }
        }
        """.write(toFile: root + "/App/SettingsFlow.swift", atomically: true, encoding: .utf8)
        let run = try runTool(["graph", root + "/App", "-o", root + "/map.svg"])
        #expect(run.status == 2 && run.stderr.contains("the map would be empty: the code has 1 flow(s)"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/map.svg"))
    }
}
