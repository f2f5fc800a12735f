import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Swift 6.2's raw identifiers (SE-0451) end to end: one name each, kept with its backticks in the
/// model and the findings, the same name wherever it is written.
@Suite struct RawIdentifierTests {
    static let app = """
    enum AppStep: Step {
        case home
        case `go home`
        case `1080p`
        case `class`
    }
    final class HomeViewController: UIViewController {}
    final class HomeViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func back() { steps.accept(AppStep.`go home`) }
        func play() { steps.accept(AppStep.`1080p`) }
        func teach() { steps.accept(AppStep.class) }
    }
    final class AppFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? AppStep else { return .none }
            switch step {
            case .home, .`go home`:
                let viewController = HomeViewController()
                rootViewController.pushViewController(viewController, animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: HomeViewModel()))
            case .`1080p`, .`class`:
                return .none
            }
        }
    }
    final class `<b>Flow</b>`: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors { .none }
    }
    final class AppDelegate {
        let coordinator = FlowCoordinator()
        func start() {
            coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home))
        }
    }
    """

    @Test func aStepNamedWithARawIdentifierIsOneStep() {
        let m = model(Self.app)
        #expect(m.stepEnums.map(\.name) == ["AppStep"])
        #expect(m.stepEnums.first?.cases.map(\.name) == ["home", "`go home`", "`1080p`", "class"])
        #expect(m.flows.first { $0.name == "AppFlow" }?.arms.map(\.steps) == [
            ["AppStep.`go home`", "AppStep.home"], ["AppStep.`1080p`", "AppStep.class"],
        ])
        // Every step is emitted and handled: no dead or unhandled step. Only the flow nobody starts is reported.
        #expect(findings(["App.swift": Self.app]) == ["unreachable_flow|`<b>Flow</b>`"])
    }

    @Test func aTypeNamedWithMarkupKeepsItsName() {
        let m = model(Self.app)
        #expect(Set(m.flows.map(\.name)) == ["AppFlow", "`<b>Flow</b>`"])
        let finding = Linter.lint(analysis(["App.swift": Self.app])).findings.first
        #expect(finding?.message.contains("`<b>Flow</b>`") == true && finding?.location.line == 29)
    }

    /// Mermaid renders a label of backticks as code: a raw name keeps its backticks as entities.
    @Test func mermaidLabelsKeepARawNamesBackticks() throws {
        let graph = NavigationGraph(model: model(Self.app), frontEnds: .standard)
        let mermaid = MermaidWriter.write(try MapBuilder.build(graph, findings: []))
        #expect(mermaid.contains("#96;go home#96;"))
        #expect(!mermaid.contains("`"))
    }
}
