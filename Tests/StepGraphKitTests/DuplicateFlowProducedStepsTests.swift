import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A flow class declared twice in one folder of a module (a stale copy beside it, read without a
/// project to say which file is built): whichever copy runs, what every copy forwards, contributes or starts is
/// written in the app, so no such step is dead. The "declared twice" note stays.
@Suite struct DuplicateFlowProducedStepsTests {
    static let steps = """
        import RxFlow

        enum AppStep: Step {
            case launch
            case onboarding
            case onboardingCompleted
            case home
            case Tour

            enum Onboarding: Step {
                case welcome
                case permissions
                case finish
            }
        }
        """

    /// The app's own copy: it hands `home` back, never `onboardingCompleted`.
    static let appCopy = """
        import RxFlow
        import UIKit

        final class OnboardingFlow: Flow {
            var root: Presentable { rootViewController }
            private lazy var rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep.Onboarding else { return .none }
                switch step {
                case .welcome:
                    let viewModel = WelcomeViewModel()
                    rootViewController.pushViewController(WelcomeViewController(viewModel: viewModel), animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                case .finish:
                    return .end(forwardToParentFlowWithStep: AppStep.home)
                default:
                    return .none
                }
            }
        }

        final class WelcomeViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func next() { steps.accept(AppStep.Onboarding.finish) }
        }
        """

    static let app = """
        import RxFlow
        import UIKit

        final class AppFlow: Flow {
            var root: Presentable { window }
            private let window = UIWindow()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .launch, .onboarding:
                    let flow = OnboardingFlow()
                    Flows.use(flow, when: .created) { [unowned self] root in self.window.rootViewController = root }
                    return .one(flowContributor: .contribute(withNextPresentable: flow,
                                                             withNextStepper: OneStepper(withSingleStep: AppStep.Onboarding.welcome)))
                case .onboardingCompleted, .home:
                    window.rootViewController = UIViewController()
                    return .none
                case .Tour:
                    return .none
                }
            }
        }

        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.launch)) }
        }
        """

    /// The stale copy, beside the app's, in the spelling of its time.
    static func staleCopy(returns: String, arm: String) -> String {
        """
        import RxFlow
        import UIKit

        class OnboardingFlow: Flow {
            var root: Presentable {
                return self.rootViewController
            }
            private let rootViewController = UINavigationController()

            func navigate(to step: Step) -> \(returns) {
                guard let step = step as? AppStep.Onboarding else { return .none }
                switch step {
                \(arm)
                default:
                    return .none
                }
            }
        }
        """
    }

    static func files(stale: String?) -> [String: String] {
        var files = ["App/AppStep.swift": steps, "App/AppFlow.swift": app, "App/Onboarding/OnboardingFlow.swift": appCopy]
        if let stale { files["App/Onboarding/OnboardingFlow_old.swift"] = stale }
        return files
    }

    static func lint(_ files: [String: String]) -> LintResult {
        Linter.lint(analysis(files), configuration: LintConfiguration())
    }

    @Test func withoutTheCopyTheStepIsDead() {
        let dead = Self.lint(Self.files(stale: nil)).findings.filter { $0.ruleID == "dead_step" }.map(\.identity)
        #expect(dead.contains("dead_step|AppStep.onboardingCompleted"))
    }

    /// What only the stale copy produces: forwarded to the parent (2.x, 1.x), to the current flow.
    @Test(arguments: [
        ("FlowContributors", "case .finish: return .end(forwardToParentFlowWithStep: AppStep.onboardingCompleted)"),
        ("NextFlowItems", "case .finish:\n            return .end(withStepForParentFlow: AppStep.onboardingCompleted)"),
        ("FlowContributors", """
        case .finish:
                    return .one(flowContributor: .forwardToParentFlow(withStep: AppStep.onboardingCompleted))
        """),
        ("FlowContributors", """
        case .permissions:
                    return .one(flowContributor: FlowContributor.forwardToCurrentFlow(withStep: AppStep.onboardingCompleted))
        """),
    ])
    func whatTheStaleCopyProducesIsNotDead(returns: String, arm: String) throws {
        let result = Self.lint(Self.files(stale: Self.staleCopy(returns: returns, arm: arm)))
        let dead = result.findings.filter { $0.ruleID == "dead_step" }.map(\.identity).sorted()
        // Only what nothing names stays dead.
        #expect(dead == ["dead_step|AppStep.Onboarding.permissions", "dead_step|AppStep.Tour", "dead_step|AppStep.onboarding"])
        // The ambiguity is still said, once per cause.
        #expect(result.notChecked.contains { $0.cause == .declaredTwice && $0.subjects.contains("OnboardingFlow") })
    }

    /// Nothing is invented: a copy that only re-forwards the step it received produces nothing.
    @Test func reForwardingItsOwnStepProducesNothing() {
        let stale = Self.staleCopy(returns: "FlowContributors", arm: "case .finish: return .end(forwardToParentFlowWithStep: step)")
        let dead = Self.lint(Self.files(stale: stale)).findings.filter { $0.ruleID == "dead_step" }.map(\.identity)
        #expect(dead.contains("dead_step|AppStep.onboardingCompleted"))
    }
}
