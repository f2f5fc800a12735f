import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `unused_route` names `dead_step` wherever a team names rules, so `disabled_rules: [unused_route]` does
/// what an XCoordinator team means (`dead_route` is FunctionalNavigationFlowKit's own rule).
@Suite struct RuleAliasTests {
    static let app = """
    import XCoordinator
    enum ProfileRoute: Route {
        case overview
        case editAvatar
    }
    final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
        init() { super.init(initialRoute: .overview) }
        override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
            switch route {
            case .overview: return .push(UIViewController())
            case .editAvatar: return .present(UIViewController())
            }
        }
    }
    """

    func deadRoutes(_ source: String, configuration: String = "") throws -> [String] {
        let settings = try LintConfiguration.parse(configuration, path: ".stepgraph.yml", frontEnds: .standard)
        return findings(["Profile.swift": source], configuration: settings).filter { $0.hasPrefix("dead_step|") }
    }

    @Test func eitherNameDisablesDeadRoutesInTheConfiguration() throws {
        #expect(try deadRoutes(RuleAliasTests.app) == ["dead_step|ProfileRoute.editAvatar"])
        for configuration in ["disabled_rules: [unused_route]", "disabled_rules:\n  - dead_step", "only_rules: [unused_route, route_without_arm]\ndisabled_rules: []"] {
            let names = try LintConfiguration.parse(configuration, path: ".stepgraph.yml", frontEnds: .standard)
            #expect(names.warnings.filter { $0.contains("unknown") }.isEmpty, "\(configuration)")
        }
        #expect(try deadRoutes(RuleAliasTests.app, configuration: "disabled_rules: [unused_route]").isEmpty)
        #expect(try deadRoutes(RuleAliasTests.app, configuration: "disabled_rules: [dead_step]").isEmpty)
        // `only_rules` keeps the rule under either name, and a severity set under the alias is the rule's.
        #expect(try deadRoutes(RuleAliasTests.app, configuration: "only_rules: [unused_route]") == ["dead_step|ProfileRoute.editAvatar"])
        let severity = try LintConfiguration.parse("unused_route: error", path: ".stepgraph.yml", frontEnds: .standard)
        #expect(severity.severities == ["dead_step": .error] && severity.warnings.isEmpty)
        // FunctionalNavigationFlowKit's rule is another one: it silences nothing here.
        #expect(try deadRoutes(RuleAliasTests.app, configuration: "disabled_rules: [dead_route]") == ["dead_step|ProfileRoute.editAvatar"])
    }

    @Test func eitherNameSuppressesInComments() throws {
        let this = RuleAliasTests.app.replacingOccurrences(of: "case editAvatar", with: "case editAvatar // stepgraph:disable:this unused_route")
        #expect(try deadRoutes(this).isEmpty)
        let next = RuleAliasTests.app.replacingOccurrences(of: "    case editAvatar", with: "    // stepgraph:disable:next unused_route - kept for the redesign\n    case editAvatar")
        #expect(try deadRoutes(next).isEmpty)
        let region = RuleAliasTests.app.replacingOccurrences(of: "enum ProfileRoute", with: "// stepgraph:disable dead_step\nenum ProfileRoute")
        #expect(try deadRoutes(region).isEmpty)
        let reenabled = RuleAliasTests.app.replacingOccurrences(of: "    case overview\n", with: "    // stepgraph:disable unused_route\n    case overview\n    // stepgraph:enable dead_step\n")
        #expect(try deadRoutes(reenabled) == ["dead_step|ProfileRoute.editAvatar"])
    }

    @Test func reportsAndTheRuleListCarryTheID() {
        #expect(FrontEndRegistry.standard.rule("unused_route")?.id == "dead_step")
        #expect(FrontEndRegistry.standard.rules.allSatisfy { $0.id != "unused_route" })
        let ids = Set(FrontEndRegistry.standard.rules.map(\.id))
        #expect(FrontEndRegistry.standard.rules.flatMap(\.description.aliases).allSatisfy { !ids.contains($0) })
    }
}
