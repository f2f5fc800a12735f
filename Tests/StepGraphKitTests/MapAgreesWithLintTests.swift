import Testing
@testable import StepGraphCore
@testable import StepGraphKit
import StepGraphTestSupport

/// The map never contradicts lint: a step the flow's `adapt(step:)` turns into one it handles is
/// not drawn as dropped, it leads to the arm of the step it becomes.
@Suite struct MapAgreesWithLintTests {
    static func app(mapping: String) -> [(path: String, text: String)] {
        [(path: "App/AppFlow.swift", text: """
        import RxFlow
        import RxSwift
        import RxCocoa
        import UIKit

        enum AppStep: Step {
            case home
            case vault
            case signIn
        }

        final class HomeViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func openVault() { steps.accept(AppStep.vault) }
        }

        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            private let session = Session()

        \(mapping)

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let viewModel = HomeViewModel()
                    rootViewController.setViewControllers([HomeViewController(viewModel: viewModel)], animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                case .signIn:
                    rootViewController.present(SignInViewController(), animated: true)
                    return .none
                default:
                    return .none
                }
            }
        }

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = FlowCoordinator()
            func start() {
                coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home))
            }
        }
        """)]
    }

    @Test(arguments: [
        // RxFlow's own hook, a switch returning `.just(…)`.
        """
            func adapt(step: Step) -> Single<Step> {
                switch step {
                case AppStep.vault:
                    return .just(AppStep.signIn)
                default:
                    return .just(step)
                }
            }
        """,
        // Cast first, a guarded case, the implicit member spelled out.
        """
            func adapt(step: Step) -> Single<Step> {
                guard let appStep = step as? AppStep else { return .just(step) }
                switch appStep {
                case .vault where !session.isSignedIn:
                    return Single.just(AppStep.signIn)
                default:
                    return .just(step)
                }
            }
        """,
    ])
    func aStepTheFlowRewritesIsNotDrawnDropped(mapping: String) throws {
        let analysis = Analyzer.standard.analyze(sources: Self.app(mapping: mapping))
        let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
        let findings = Linter.lint(analysis, graph: graph).findings
        #expect(!findings.contains { $0.ruleID == "unhandled_step" || $0.ruleID == "misrouted_step" }, "\(findings.map(\.identity))")
        let map = try MapBuilder.build(graph, findings: findings)
        #expect(map.nodes.filter { $0.kind == .droppedStep }.isEmpty, "\(map.nodes.map(\.label))")
        // The emission of `vault` leads to the arm that handles what it becomes.
        let signIn = try #require(map.nodes.first { $0.label.hasPrefix("signIn") })
        #expect(map.edges.contains { $0.to == signIn.id && $0.tooltip.contains("emits AppStep.vault") }, "\(map.edges.map(\.tooltip))")
    }
}
