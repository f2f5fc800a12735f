import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

@Suite struct NavigationGraphTests {
    /// Arm nodes carry their steps and whether they are `default:`; the map and `paths` read those,
    /// never the node's display name.
    @Test func armNodesCarryTheirStepsAndDefault() throws {
        let source = """
        enum AppStep: Step {
            case home
            case detail(id: Int)
            case help
            case done
        }
        \(ExampleCode.flow("AppFlow", arms: """
                case .home, .detail:
                    return .none
                case .help: return .end(forwardToParentFlowWithStep: AppStep.done)
                default: return .none
        """))
        \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.detail(id: 1)"]))
        \(ExampleCode.start("AppFlow", with: "AppStep.home"))
        """
        let analysis = Analyzer.standard.analyze(sources: [(path: "App.swift", text: source)])
        let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
        let arms = graph.nodes.filter { $0.kind == .arm }
        #expect(arms.map(\.steps) == [["AppStep.detail", "AppStep.home"], ["AppStep.help"], []])
        #expect(arms.map(\.isDefault) == [false, false, true])
        #expect(NavigationPaths.nodes(named: "detail", in: graph).map(\.id) == [arms[0].id])
        // `help` is dead: its arm is drawn dead; the `default:` arm nothing leads into is a note.
        let findings = Linter.lint(analysis, graph: graph).findings
        #expect(findings.contains { $0.subject == .step("AppStep.help") })
        let map = try MapBuilder.build(graph, findings: findings)
        #expect(map.nodes.filter { $0.kind == .arm }.map(\.status) == [.normal, .dead])
        #expect(map.flows.first?.note?.hasPrefix("default: ") == true)
    }

    /// A dead step's node points at its case: in a nested step enum, in an enum whose name begins
    /// another's (`Scene` and `Scene.Auth`), and in an enum of thousands of cases nothing emits.
    @Test func deadStepsPointAtTheirCases() throws {
        let cases = (0..<3_000).map { "    case c\($0)" }.joined(separator: "\n")
        let source = """
        enum Scene: Step {
            case auth
            enum Auth: Step {
                case login
                case signUp(email: String)
            }
        }
        enum Unused: Step {
        \(cases)
        }
        """
        let analysis = Analyzer.standard.analyze(sources: [(path: "Steps.swift", text: source)])
        let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
        let map = try MapBuilder.build(graph, findings: Linter.lint(analysis, graph: graph).findings)
        let dead = Dictionary(map.nodes.filter { $0.kind == .deadStep }.map { ($0.label, $0.location) }, uniquingKeysWith: { first, _ in first })
        #expect(dead.count == 3_003)
        #expect(dead["Scene.auth"]??.line == 2 && dead["Scene.Auth.login"]??.line == 4 && dead["Scene.Auth.signUp"]??.line == 5)
        #expect(dead["Scene.Auth.signUp"]??.column == 14)
        #expect(dead["Unused.c0"]??.line == 9 && dead["Unused.c2999"]??.line == 3_008)
    }
}
