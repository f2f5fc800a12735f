import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The overview of a split map shows the findings: each flow's box carries its error and warning
/// counts (red badge for errors), dead steps and flows that never end are listed, and the
/// interactive page's "Finding" filter lights the flows holding a match.
@Suite(.serialized) struct OverviewFindingsTests {
    func brokenApp() throws -> MapGraph {
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/BrokenApp"]))
        return try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: Linter.lint(analysis).findings)
    }

    @Test func overviewBoxesCarryTheirFlowsFindingCounts() throws {
        let overview = try brokenApp().overview()
        let help = try #require(overview.nodes.first { $0.label.hasPrefix("HelpFlow") })
        #expect(help.findings.map(\.rule) == ["end_step_unhandled_by_parent"])
        let booking = try #require(overview.nodes.first { $0.label.hasPrefix("BookingFlow") })
        #expect(booking.label.contains("never ends"))
        #expect(booking.findings.map(\.rule) == ["never_ending_flow"])
        let drawing = GraphvizStyle.renderGraph(overview, options: GraphvizStyle.Options())
        let helpBox = try #require(drawing.nodes.first { $0.id == help.id })
        #expect(helpBox.htmlLabel?.contains("bgcolor=\"#d00000\"><font color=\"#ffffff\"> 1 error </font>") == true)
        #expect(helpBox.attributes["label"] == nil)
        let bookingBox = try #require(drawing.nodes.first { $0.id == booking.id })
        #expect(bookingBox.htmlLabel?.contains(" 1 warning ") == true)
        #expect(bookingBox.htmlLabel?.contains("#d00000") == false)
    }

    @Test func theOverviewListsDeadStepsAndItsKeyExplainsTheBadges() throws {
        let overview = try brokenApp().overview()
        #expect(overview.nodes.filter { $0.kind == .deadStep }.map(\.label).contains("TravelStep.logout"))
        let key = GraphvizStyle.key(for: overview)
        #expect(key.contains("TravelStep.logout"))
        #expect(key.contains("badge: errors found in that flow"))
        #expect(key.contains("badge: warnings found in that flow"))
    }

    @Test func theFindingFilterLightsTheOverviewsFlowsAndTabsCarryCounts() throws {
        let browser = try #require(InteractiveMapTests.chromium, "chromium is needed for the interactive map's tests")
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/map.html"
        let run = try runTool(["graph", "Samples/BrokenApp", "-o", path, "--split", "always"])
        #expect(run.status == 0, "\(run.stderr)")
        let map = try brokenApp()
        let help = try #require(map.flows.first { $0.name == "HelpFlow" })
        let dom = try runProcess(URL(fileURLWithPath: browser),
                                 ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1600,1000", "--virtual-time-budget=5000",
                                  "--dump-dom", "file://" + path + "#finding=end_step_unhandled_by_parent"]).stdout
        // The overview (shown first) lights HelpFlow's box and fades the rest.
        #expect(InteractiveMapTests().node(help.id, hasClass: "node flagged", in: dom))
        #expect(dom.contains("HelpFlow <span class=\"badge errors\">1 error</span>"))
        #expect(dom.contains("BookingFlow <span class=\"badge\">1 warning</span>"))
    }
}
