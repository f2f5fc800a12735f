import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `navigate(to: step.following)` / `navigate(to: upcoming)` where the property is declared in
/// another file (an extension of the step enum or of the flow, or the enum's own declaration): the
/// steps it returns are fed back to the flow, as for a property declared beside the call.
@Suite struct RxFlowComputedStepTests {
    @Test(arguments: [
        // An extension of the step enum in a file of its own.
        ("return self.navigate(to: step.following)", "Onboarding/OnboardingStep+Order.swift", """
        extension OnboardingStep {
            var following: OnboardingStep {
                switch self {
                case .intro: return .permissions
                default: return .finished
                }
            }
        }
        """),
        // An extension of the flow in another file, read bare.
        ("return navigate(to: upcoming)", "Onboarding/OnboardingFlow+Pages.swift", """
        import RxFlow

        extension OnboardingFlow {
            var upcoming: OnboardingStep {
                self.isLastPage ? OnboardingStep.finished : .permissions
            }
            private var isLastPage: Bool { false }
        }
        """),
        // The same, through `self.`, in a nested extension file of the module.
        ("return self.navigate(to: self.upcoming)", "Onboarding/Pages/OnboardingFlow+Upcoming.swift", """
        import RxFlow

        extension OnboardingFlow {
            var upcoming: OnboardingStep {
                get {
                    if Bool.random() { return .permissions }
                    return .finished
                }
            }
        }
        """),
        // A flow's extension in a file that names no RxFlow word at all: read because it names the step enum.
        ("return navigate(to: nextPage)", "Onboarding/Paging.swift", """
        import Foundation

        extension OnboardingFlow {
            fileprivate static let pageCount = 3
            var nextPage: OnboardingStep { Self.pageCount > 2 ? .permissions : .finished }
        }
        """),
    ])
    func aComputedStepDeclaredInAnotherFileIsRead(call: String, path: String, declaration: String) throws {
        var files = RxFlowArmShapeTests.onboarding(next: """
                    case .next:
                        \(call)
        """, property: "")
        files[path] = declaration
        let analysis = analysis(files)
        let arm = try #require(analysis.model.flows.first { $0.name == "OnboardingFlow" }?.arms.first { $0.steps == ["OnboardingStep.next"] })
        #expect(arm.forwardsToCurrent == ["OnboardingStep.finished", "OnboardingStep.permissions"])
        #expect(!Linter.lint(analysis, configuration: LintConfiguration()).notChecked.contains { $0.message.contains("cannot compute") })
    }

    /// Two types declare the property: which one the call reads is not known, so it stays not checked.
    @Test func aPropertyTwoTypesDeclareStaysNotChecked() throws {
        var files = RxFlowArmShapeTests.onboarding(next: """
                    case .next:
                        return navigate(to: step.following)
        """, property: "")
        files["Onboarding/OnboardingStep+Order.swift"] = """
        extension OnboardingStep {
            var following: OnboardingStep { self == .intro ? .permissions : .finished }
        }
        """
        files["Onboarding/OnboardingFlow+Order.swift"] = """
        import RxFlow

        extension OnboardingFlow {
            var following: OnboardingStep { .intro }
        }
        """
        let result = Linter.lint(analysis(files), configuration: LintConfiguration())
        #expect(result.notChecked.contains { $0.message.contains("cannot compute") })
    }
}
