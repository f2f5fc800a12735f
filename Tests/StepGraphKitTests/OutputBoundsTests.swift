import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Output that hostile input cannot make unbounded: a file's lexing diagnostics, a `misrouted_step`
/// message.
@Suite struct OutputBoundsTests {
    @Test func aFileGivesAtMostTwentyDiagnosticsOfAKindThenCountsTheRest() {
        // 100 KB of unterminated literals: one a line, 50,000 of them.
        let source = String(repeating: "\"\n", count: 50_000)
        let diagnostics = Tokenizer.tokenize(source).result.diagnostics
        #expect(diagnostics.count == DiagnosticCap.perKind + 1)
        #expect(diagnostics.prefix(DiagnosticCap.perKind).map(\.line) == Array(1...20))
        #expect(diagnostics.prefix(DiagnosticCap.perKind).allSatisfy { $0.message == "unterminated string literal" })
        #expect(diagnostics.last == LexDiagnostic(line: 21,
                                        message: "unterminated string literal: and 49,980 more of this kind in this file"))
        // Each kind has its own count; a kind under the cap is listed whole.
        let mixed = String(repeating: "\"\n", count: 25) + "/* never closed"
        let lines = Tokenizer.tokenize(mixed).result.diagnostics.map { "\($0.line): \($0.message)" }
        #expect(lines.count == DiagnosticCap.perKind + 2)
        #expect(lines.suffix(2) == ["26: unterminated block comment (runs to end of file)",
                                    "21: unterminated string literal: and 5 more of this kind in this file"])
    }

    @Test func groupedCounts() {
        #expect([0, 7, 999, 1_000, 49_980, 1_234_567, -1_000].map(NumberText.grouped)
                == ["0", "7", "999", "1,000", "49,980", "1,234,567", "-1,000"])
    }

    @Test func aMisroutedStepNamesTheFirstHandlersAndCountsTheRest() throws {
        var files: [String: String] = [
            "App.swift": ExampleCode.appStep + "\n" + ExampleCode.start("AppFlow", with: "AppStep.home"),
            "DetailViewModel.swift": """
            final class DetailViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func close() { steps.accept(AppStep.done) }
            }
            """,
            "ListFlow.swift": ExampleCode.flow("ListFlow", arms: """
                    case .detail:
                        let viewModel = DetailViewModel()
                        rootViewController.pushViewController(DetailViewController(viewModel: viewModel), animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                    default: return .none
            """),
            "AppFlow.swift": ExampleCode.flow("AppFlow", arms: """
                    case .home:
                        let list = ListFlow()
                        Flows.use(list, when: .created) { root in self.rootViewController.setViewControllers([root], animated: false) }
                        return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                    case .done: return .none
                    default: return .none
            """),
        ]
        for k in 1...9 {
            files["Handler\(k)Flow.swift"] = ExampleCode.flow("Handler\(k)Flow", arms: "        case .done: return .none\n        default: return .none")
        }
        let findings = Linter.lint(analysis(files)).findings.filter { $0.ruleID == "misrouted_step" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message == "Step 'AppStep.done' is emitted by DetailViewModel contributed to ListFlow, but ListFlow has no arm "
                    + "for it: RxFlow drops it (AppFlow, Handler1Flow, Handler2Flow and 7 more flows handle it)")
        // Every handler is still there, as a related location.
        #expect(finding.related.filter { $0.message.hasSuffix(" handles it here") }.count == 10)
    }
}
