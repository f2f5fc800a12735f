import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Findings of one rule on one example, as sorted `file:line:column` strings.
func findingLocations(_ rule: LintRule, _ example: RuleExample) -> [String] {
    let analysis = Analyzer.standard.analyze(sources: example.cleanFiles)
    var settings = rule.defaultSettings
    settings.options.merge(example.options) { $1 }
    let findings = rule.check(NavigationGraph(model: analysis.model, frontEnds: .standard), settings)
    return findings.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }.sorted()
}

@Suite struct RuleExampleTests {
    @Test(arguments: FrontEndRegistry.standard.rules.map(\.id))
    func triggeringExamplesReportExactlyTheMarkedTokens(_ id: String) {
        let rule = FrontEndRegistry.standard.rule(id)!
        #expect(!rule.description.triggering.isEmpty, "\(id) needs a triggering example")
        for (index, example) in rule.description.triggering.enumerated() {
            #expect(!example.markedLocations.isEmpty, "\(id) triggering example \(index + 1) has no ↓ marker")
            #expect(findingLocations(rule, example) == example.markedLocations, "\(id) triggering example \(index + 1)")
        }
    }

    @Test(arguments: FrontEndRegistry.standard.rules.map(\.id))
    func nonTriggeringExamplesReportNothing(_ id: String) {
        let rule = FrontEndRegistry.standard.rule(id)!
        #expect(!rule.description.nonTriggering.isEmpty, "\(id) needs a non-triggering example")
        for (index, example) in rule.description.nonTriggering.enumerated() {
            #expect(findingLocations(rule, example).isEmpty, "\(id) non-triggering example \(index + 1)")
        }
    }

    @Test func ruleIDsAreUniqueSnakeCaseAndDescribed() {
        let ids = FrontEndRegistry.standard.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in FrontEndRegistry.standard.rules.map(\.description) {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "_" })
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.name.isEmpty)
        }
        #expect(FrontEndRegistry.standard.rules.filter { $0.description.isOptIn }.map(\.id).sorted()
                == ["default_swallows_steps", "duplicate_arm", "flow_is_stepper", "stepper_never_contributed", "unreachable_step"])
    }

    /// Examples spell options as the configuration does: each must be a switch of the rule.
    @Test func exampleOptionsAreTheRulesSwitches() {
        for rule in FrontEndRegistry.standard.rules {
            let switches = Set(rule.description.options.map(\.name))
            for example in rule.description.triggering + rule.description.nonTriggering {
                #expect(Set(example.options.keys).isSubset(of: switches), "\(rule.id): \(example.options.keys.sorted())")
            }
        }
    }

    /// A finding's identity is its rule id and its subject's symbols, in a fixed layout (baselines keep it).
    @Test func identityComesFromTheSubject() {
        let location = SourceLocation(file: "A.swift", line: 1)
        let findings = [
            Rules.endForwardedFromRoot.description.id: FindingSubject.arm(flow: "AppFlow", steps: ["AppStep.a", "AppStep.b"]),
            Rules.unreachableStep.description.id: .steps(flow: "AppFlow", ["AppStep.a", "AppStep.b"]),
            Rules.deprecatedRxFlowAPI.description.id: .apiUse(api: "Coordinator", file: "A.swift", type: "", occurrence: 2),
        ].map { Finding(rule: $0.key, severity: .warning, message: "m", location: location, subject: $0.value).identity }
        #expect(findings.sorted() == [
            "deprecated_rxflow_api|Coordinator|A.swift||2",
            "end_forwarded_from_root|AppFlow|AppStep.a,AppStep.b",
            "unreachable_step|AppFlow|AppStep.a|AppStep.b",
        ])
    }

    @Test func rulesDocumentationIsUpToDate() throws {
        let onDisk = try String(contentsOfFile: repositoryRoot + "/docs/rules.md", encoding: .utf8)
        #expect(onDisk == RulesDocumentation.markdown(of: .standard), "docs/rules.md is stale: run `stepgraph rules --markdown > docs/rules.md`")
    }

    @Test func ambiguityKeepsRulesSilent() {
        let example = RuleExample("""
        enum AppStep: Step { case home, close }
        enum ModalStep: Step { case close }
        final class VM: Stepper { let steps = PublishRelay<Step>(); func f() { steps.accept(.close) } }
        \(ExampleCode.flow("AppFlow", arms: "        case .home: return .none\n        default: return .none"))
        \(ExampleCode.start("AppFlow", with: "AppStep.home"))
        """)
        // `.close` could be either enum: neither may be called dead.
        #expect(findingLocations(Rules.deadStep, example).isEmpty)
    }
}

@Suite struct SampleLintTests {
    func lint(_ sample: String, configuration: LintConfiguration = LintConfiguration()) throws -> LintResult {
        let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/" + sample])
        return Linter.lint(Analyzer.standard.analyze(files), configuration: configuration)
    }

    @Test func brokenAppYieldsExactlyItsPlantedProblems() throws {
        let result = try lint("BrokenApp")
        #expect(result.findings.map(\.identity) == [
            "end_forwarded_from_root|AppFlow|TravelStep.signedOut",
            "unreachable_flow|ArchiveFlow",
            "never_ending_flow|BookingFlow",
            "end_step_unhandled_by_parent|TravelStep.helpClosed",
            "shared_stepper|ProfileFlow.viewModel|ProfileFlow",
            "ready_never_fires|ProfileFlow|HelpFlow",
            // One finding for the default stepper's `RxFlowStep.home`, though AppFlow handles it:
            // misrouted_step leaves that start to this rule.
            "default_stepper_home_unhandled|QuickActionFlow",
            "misrouted_step|TripsFlow|TravelStep.booking",
            "unhandled_step|TravelStep.tripShared",
            "dead_step|TravelStep.alert",
            "dead_step|TravelStep.logout",
            "dead_step|TravelStep.promoBanner",
            "dead_step|TravelStep.legacyImport",
            "stepper_presentable_not_shown|TripsFlow|TripMapViewController|TravelStep.tripMap",
            "forward_to_current_loop|TripsFlow|TravelStep.reloadTrips|TravelStep.tripsChanged",
            "dismissed_steps_allowed|TripsFlow|TripDetailViewController|TravelStep.tripPicked",
        ])
        #expect(result.errorCount == 4 && result.warningCount == 12)
    }

    @Test func brokenAppsUncontributedStepperNeedsTheOptIn() throws {
        var configuration = LintConfiguration()
        configuration.onlyRules = ["stepper_never_contributed"]
        #expect(try lint("BrokenApp", configuration: configuration).findings.map(\.identity)
                == ["stepper_never_contributed|PackingListViewModel"])
    }

    @Test func recipeBoxYieldsOnlyItsUnlistedSettingsPage() throws {
        #expect(try lint("RecipeBox").findings.map(\.identity) == ["dead_step|SettingsStep.licenses"])
        var configuration = LintConfiguration()
        configuration.optInRules = ["all"]
        configuration.disabledRules = ["default_swallows_steps"]
        #expect(try lint("RecipeBox", configuration: configuration).findings.map(\.identity) == ["dead_step|SettingsStep.licenses"])
    }

    @Test func studyCardsYieldsExactlyItsPlantedProblems() throws {
        #expect(try lint("StudyCards").findings.map(\.identity) == [
            "unused_flow|ArchiveFlow",
            "dead_route|DecksRoutes.share",
            "unreachable_screen|ShareDeckViewController",
            "unreachable_screen|ArchiveViewController",
            "dead_route|SettingsViewController.about",
            "unreachable_screen|AboutViewController",
            "unreachable_screen|LicensesViewController",
        ])
    }

    @Test func correctAppsYieldNothing() throws {
        #expect(try lint("CinemaApp").findings.isEmpty)
        #expect(try lint("GardenPlanner").findings.isEmpty)
        // The 1.x sample uses 1.x's names, which are current there (it spells 1.x-only API).
        #expect(try lint("LegacyShop").findings.isEmpty)
        #expect(try lint("VendoredFlows").findings.isEmpty)
    }

    @Test func optInRulesOnTheCorrectAppsStayQuietExceptDefaultArms() throws {
        var configuration = LintConfiguration()
        configuration.optInRules = ["all"]
        configuration.disabledRules = ["default_swallows_steps"]
        #expect(try lint("CinemaApp", configuration: configuration).findings.isEmpty)
    }
}
