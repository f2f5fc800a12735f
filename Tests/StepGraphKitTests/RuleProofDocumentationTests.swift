import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI

/// Issue 31 §5: each rule's proof obligation, as docs/rules.md renders it.
@Suite struct RuleProofDocumentationTests {
    /// Every rule that reads RxFlow or FunctionalNavigationFlowKit code states what it proves and when
    /// it stays silent, and docs/rules.md says it in one format.
    @Test func everyRxFlowAndFNFKRuleStatesItsProofObligation() {
        expectProofObligations(of: FrontEndRegistry.standard.rules.map(\.description).filter { $0.frameworks.contains(where: { $0 != .xcoordinator }) })
    }

    /// Issue 33: so does every XCoordinator rule.
    @Test func everyXCoordinatorRuleStatesItsProofObligation() {
        let rules = FrontEndRegistry.standard.rules.map(\.description).filter { $0.frameworks.contains(.xcoordinator) }
        #expect(rules.count >= 10)
        expectProofObligations(of: rules)
    }

    private func expectProofObligations(of rules: [RuleDescription]) {
        let markdown = RulesDocumentation.markdown(of: .standard)
        for rule in rules {
            #expect(rule.proof != nil, "\(rule.id)")
            guard let proof = rule.proof else { continue }
            #expect(!proof.reportsOnlyWhen.hasSuffix(".") && !proof.silentWhen.hasSuffix("."), "\(rule.id)")
            #expect(markdown.contains("**Proof.** Reports only when \(proof.reportsOnlyWhen); silent when \(proof.silentWhen)."), "\(rule.id)")
        }
    }
}
