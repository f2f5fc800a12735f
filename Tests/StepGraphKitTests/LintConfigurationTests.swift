import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

let brokenSources = """
enum AppStep: Step {
    case home
    case promo
    case legacy
}
\(ExampleCode.flow("AppFlow", arms: "        case .home: return .none\n        default: return .none"))
\(ExampleCode.start("AppFlow", with: "AppStep.home"))
"""

@Suite struct LintConfigurationTests {
    @Test func parsesEveryKey() throws {
        let configuration = try LintConfiguration.parse("""
        included: [Sources]
        excluded:
          - "**/Generated/**"
        disabled_rules: [dead_step]
        opt_in_rules: [duplicate_arm]
        reporter: sarif
        baseline: stepgraph-baseline.json
        misrouted_step: warning
        never_ending_flow:
          severity: error
        frobnicate: 3
        """, path: ".stepgraph.yml", frontEnds: .standard)
        #expect(configuration.included.map(\.pattern) == ["Sources"] && configuration.excluded.map(\.pattern) == ["**/Generated/**"])
        #expect(configuration.disabledRules == ["dead_step"] && configuration.optInRules == ["duplicate_arm"])
        #expect(configuration.reporter == "sarif" && configuration.baseline == "stepgraph-baseline.json")
        #expect(configuration.severities == ["misrouted_step": .warning, "never_ending_flow": .error])
        #expect(configuration.warnings == [".stepgraph.yml: unknown key 'frobnicate' ignored"])
        let enabled = configuration.enabledRules(of: .standard).map(\.id)
        #expect(!enabled.contains("dead_step") && enabled.contains("duplicate_arm") && !enabled.contains("flow_is_stepper"))
    }

    @Test func ruleOptions() throws {
        let configuration = try LintConfiguration.parse("""
        never_ending_flow: { include_pushed: true, severity: error, colour: red }
        """, path: ".stepgraph.yml", frontEnds: .standard)
        let rule = Rules.neverEndingFlow
        #expect(configuration.settings(of: rule).options == ["include_pushed": true])
        #expect(configuration.settings(of: rule).severity == .error)
        #expect(configuration.warnings == [
            ".stepgraph.yml: unknown setting 'colour' for rule 'never_ending_flow' ignored (known: severity, include_pushed)",
        ])
        #expect(NeverEndingFlowOptions(configured: configuration.settings(of: rule).options).includePushed)
        #expect(!NeverEndingFlowOptions(configured: LintConfiguration().settings(of: rule).options).includePushed)
        #expect(rule.description.options.map { "\($0.name)=\($0.defaultValue)" } == ["include_pushed=false"])
        #expect(throws: StepGraphError.invalidSetting(path: "c.yml", key: "never_ending_flow.include_pushed", expected: .boolean)) {
            try LintConfiguration.parse("never_ending_flow: { include_pushed: maybe }", path: "c.yml", frontEnds: .standard)
        }
    }

    @Test func onlyRulesWins() throws {
        let configuration = try LintConfiguration.parse("only_rules: [dead_step, flow_is_stepper]\ndisabled_rules: [dead_step]", path: "c.yml", frontEnds: .standard)
        #expect(configuration.enabledRules(of: .standard).map(\.id) == ["dead_step", "flow_is_stepper"])
        #expect(configuration.warnings == ["c.yml: 'only_rules' is set, so 'disabled_rules' and 'opt_in_rules' are ignored"])
    }

    @Test func invalidYAMLGivesTheLine() throws {
        #expect {
            _ = try LintConfiguration.parse("disabled_rules: [dead_step\nreporter: json\n  bad: : :", path: ".stepgraph.yml", frontEnds: .standard)
        } throws: { error in
            guard case StepGraphError.invalidYAML(".stepgraph.yml", let line?, _) = error else { return false }
            return line == 2 && "\(error)" == ".stepgraph.yml: invalid YAML: line 2: did not find expected ',' or ']'"
        }
        #expect(throws: StepGraphError.configurationNotAMapping(path: "c.yml")) { _ = try LintConfiguration.parse("- just\n- a list", path: "c.yml", frontEnds: .standard) }
        #expect(throws: StepGraphError.invalidSetting(path: "c.yml", key: "dead_step", expected: .severity)) {
            _ = try LintConfiguration.parse("dead_step: fatal", path: "c.yml", frontEnds: .standard)
        }
        #expect(try LintConfiguration.parse("", path: "c.yml", frontEnds: .standard) == LintConfiguration())
    }

    @Test func unknownRuleIDsAreWarnings() throws {
        let configuration = try LintConfiguration.parse("disabled_rules: [dead_stepp]", path: "c.yml", frontEnds: .standard)
        #expect(configuration.warnings == ["c.yml: unknown rule 'dead_stepp' ignored"])
    }

    @Test func severityOverridesAndPolicies() {
        let analysis = Analyzer.standard.analyze(sources: [("App.swift", brokenSources)])
        var configuration = LintConfiguration()
        configuration.severities["dead_step"] = .error
        #expect(Linter.lint(analysis, configuration: configuration).errorCount == 2)
        #expect(Linter.lint(analysis, policy: .strict).errorCount == 2)
        #expect(Linter.lint(analysis, configuration: configuration, policy: .lenient).errorCount == 0)
    }
}

@Suite struct SuppressionTests {
    func identities(_ source: String) -> [String] {
        findings(["App.swift": source])
    }

    @Test func everyDirectiveForm() {
        #expect(identities(brokenSources) == ["dead_step|AppStep.promo", "dead_step|AppStep.legacy"])
        let this = brokenSources.replacingOccurrences(of: "case promo", with: "case promo // stepgraph:disable:this dead_step")
        #expect(identities(this) == ["dead_step|AppStep.legacy"])
        let next = brokenSources.replacingOccurrences(of: "    case promo", with: "    // stepgraph:disable:next dead_step - kept for the spring release\n    case promo")
        #expect(identities(next) == ["dead_step|AppStep.legacy"])
        let previous = brokenSources.replacingOccurrences(of: "    case promo\n", with: "    case promo\n    // stepgraph:disable:previous all\n")
        #expect(identities(previous) == ["dead_step|AppStep.legacy"])
        let region = brokenSources.replacingOccurrences(of: "    case promo", with: "    // stepgraph:disable dead_step\n    case promo")
            .replacingOccurrences(of: "    case legacy", with: "    // stepgraph:enable dead_step\n    case legacy")
        #expect(identities(region) == ["dead_step|AppStep.legacy"])
        let otherRule = brokenSources.replacingOccurrences(of: "case promo", with: "case promo // stepgraph:disable:this misrouted_step")
        #expect(identities(otherRule).count == 2)
        let result = Linter.lint(Analyzer.standard.analyze(sources: [("App.swift", this)]))
        #expect(result.suppressed == 1)
    }
}

@Suite struct BaselineTests {
    @Test func baselineHidesKnownFindingsByIdentityEvenWhenLinesMove() throws {
        let before = Linter.lint(Analyzer.standard.analyze(sources: [("App.swift", brokenSources)]))
        let baseline = Baseline(findings: before.findings)
        let decoded = try JSONDecoder().decode(Baseline.self, from: try baseline.encoded())
        #expect(decoded == baseline)
        // Lines move and a new dead step appears: only the new one is reported.
        let edited = "// a new header comment\n\n" + brokenSources.replacingOccurrences(of: "case legacy", with: "case legacy\n    case brandNew")
        let after = Linter.lint(Analyzer.standard.analyze(sources: [("App.swift", edited)]), baseline: decoded)
        #expect(after.findings.map(\.identity) == ["dead_step|AppStep.brandNew"])
        #expect(after.hiddenByBaseline == 2)
    }

    /// An XCoordinator parent that adds a child built on its own root in one arm, then (`twice`) in a second arm too:
    /// two findings with one identity (the child in the parent).
    func sharedRootChildren(twice: Bool) -> String {
        """
        import XCoordinator
        enum ShopRoute: Route { case settings, account }
        enum SettingsRoute: Route { case home }
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .settings:
                    let settings = SettingsCoordinator(rootViewController: rootViewController)
                    addChild(settings)
                    return .trigger(.home, on: settings)
                case .account:
                    \(twice ? "addChild(SettingsCoordinator(rootViewController: self.rootViewController))" : "")
                    return .none()
                }
            }
        }
        final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {}
        """
    }

    @Test func aSecondSiteOfAKnownProblemIsNewToTheBaselineTheDiffAndCodeScanning() throws {
        let once = Analyzer.standard.analyze(sources: [("Shop.swift", sharedRootChildren(twice: false))])
        let twice = Analyzer.standard.analyze(sources: [("Shop.swift", sharedRootChildren(twice: true))])
        let before = Linter.lint(once).findings.filter { $0.ruleID == "shared_root_child_leak" }
        let after = Linter.lint(twice).findings.filter { $0.ruleID == "shared_root_child_leak" }
        #expect(before.count == 1 && after.count == 2 && after[0].identity == after[1].identity)
        // The baseline's one entry hides the first site only.
        let kept = Baseline(findings: before).filter(after)
        #expect(kept.hidden == 1 && kept.kept.map(\.location.line) == [12])
        // The diff introduces the second site and keeps the first as still present; removing it is a fix.
        let diff = NavigationDiff(base: once.model, baseFindings: before, head: twice.model, headFindings: after, frontEnds: .standard)
        #expect(diff.introduced.map(\.line) == [12] && diff.stillPresent.map(\.line) == [9] && diff.fixed.isEmpty)
        // What diff's reporters receive is the same one finding.
        let headResult = LintResult(findings: after, rules: [Rules.sharedRootChildLeak.description], hiddenByBaseline: 0, suppressed: 0, fileCount: 1)
        #expect(headResult.introduced(in: diff).findings.map(\.location.line) == [12])
        let back = NavigationDiff(base: twice.model, baseFindings: after, head: once.model, headFindings: before, frontEnds: .standard)
        #expect(back.fixed.map(\.line) == [12] && back.introduced.isEmpty)
        // Code scanning numbers the sites of one fingerprint.
        let sarif = try SARIFReporter.report(LintResult(findings: after, rules: [Rules.sharedRootChildLeak.description], hiddenByBaseline: 0, suppressed: 0, fileCount: 1),
                                             context: ReportContext(toolVersion: "1", relativePath: { $0 }, absolutePath: { $0 }))
        #expect(sarif.contains("\"primaryLocationLineHash\" : \"\(after[0].fingerprint):1\""))
        #expect(sarif.contains("\"primaryLocationLineHash\" : \"\(after[0].fingerprint):2\""))
        // The second site keeps its `:2` where the first is known: in the diff's SARIF and behind a baseline.
        let context = ReportContext(toolVersion: "1", relativePath: { $0 }, absolutePath: { $0 })
        let diffSARIF = try SARIFReporter.report(diff, introduced: headResult.introduced(in: diff), context: context)
        #expect(diffSARIF.contains("\"primaryLocationLineHash\" : \"\(after[0].fingerprint):2\""))
        #expect(!diffSARIF.contains("\"primaryLocationLineHash\" : \"\(after[0].fingerprint):1\""))
        let behindBaseline = Linter.lint(twice, baseline: Baseline(findings: before))
        #expect(behindBaseline.findings.filter { $0.ruleID == "shared_root_child_leak" }.map(\.location.line) == [12])
        let baselineSARIF = try SARIFReporter.report(behindBaseline, context: context)
        #expect(baselineSARIF.contains("\"primaryLocationLineHash\" : \"\(after[0].fingerprint):2\""))
        #expect(!baselineSARIF.contains("\"primaryLocationLineHash\" : \"\(after[0].fingerprint):1\""))
    }
}
