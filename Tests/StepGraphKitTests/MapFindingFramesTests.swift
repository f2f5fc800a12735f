import Testing
@testable import StepGraphCore
@testable import StepGraphKit
import StepGraphTestSupport

/// XCoordinator findings whose place is a screen or a route use land on the coordinator they are
/// about: a child handed out without being kept, on the coordinator handing it out; a route its
/// coordinator has no arm for, on that coordinator.
@Suite struct MapFindingFramesTests {
    @Test func travelPlannersFindingsAreOnTheirCoordinators() throws {
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/TravelPlanner"]))
        let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
        let findings = Linter.lint(analysis, graph: graph).findings
        let map = try MapBuilder.build(graph, findings: findings)
        func rules(on name: String) -> [String] { map.flows.first { $0.name == name }?.findings.map(\.rule).sorted() ?? [] }
        #expect(rules(on: "TripsCoordinator") == ["child_not_retained"])
        #expect(rules(on: "ExploreCoordinator") == ["route_without_arm"])
        #expect(rules(on: "CurrencyCoordinator") == ["unreachable_flow"])
    }
}
