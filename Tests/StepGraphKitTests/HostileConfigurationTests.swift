import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Configurations that must stop the run (exit 2, saying where and why) instead of eating memory or
/// silently checking less: anchors and aliases, an oversized file, an `only_rules` that names no rule,
/// globs that are not globs.
@Suite struct HostileConfigurationTests {
    func parse(_ yaml: String) throws -> LintConfiguration { try LintConfiguration.parse(yaml, path: "c.yml", frontEnds: .standard) }

    @Test func everyAnchorOrAliasIsRefusedWithItsLine() {
        let spellings: [(yaml: String, line: Int)] = [
            ("excluded: &x [Pods]", 1),
            ("excluded: [Pods]\nincluded: *x", 2),
            ("base: {severity: error}\ndead_step:\n  <<: *base", 3),
            ("frobnicate: &unknown_key 1", 1),  // under a key that is not ours
            ("disabled_rules:\n  - dead_step\n  - *x", 3),
            ("&top\nreporter: json", 1),
            ("? *key\n: value", 1),
            (HostileConfigurationCLITests.aliasBomb, 1),
        ]
        for (yaml, line) in spellings {
            #expect(throws: StepGraphError.configurationAlias(path: "c.yml", line: line), "\(yaml)") { try parse(yaml) }
        }
        #expect("\(StepGraphError.configurationAlias(path: "c.yml", line: 3))" == "c.yml: line 3: YAML anchors and aliases "
                    + "(&name, *name, <<: *name) are not allowed in the configuration; quote a value that starts with '&' or '*'")
    }

    /// A key that is a mapping or a list made Yams' loader trap (found by the fuzzer): an error with its line.
    @Test func aKeyThatIsAMappingOrAListIsAnError() {
        for (yaml, line) in [("{a: b}: c", 1), ("reporter: json\n[c]: d", 2), ("excluded:\n  - {x: y}: z", 2),
                             ("{included: [App], excluded: [{a: b}, [c]], ?  xy }:\n", 1)] {
            #expect(throws: StepGraphError.invalidYAML(path: "c.yml", line: line, problem: "a key that is a mapping or a list"),
                    "\(yaml)") { try parse(yaml) }
        }
    }

    @Test func anAmpersandOrStarThatIsTextIsFine() throws {
        let configuration = try parse("""
        # an &anchor or *alias in a comment
        excluded: ["*x", '&y', Sources/*.swift, a*b, a &b]   # *z
        baseline: "*x"
        reporter: json
        """)
        #expect(configuration.excluded.map(\.pattern) == ["*x", "&y", "Sources/*.swift", "a*b", "a &b"])
        #expect(configuration.baseline == "*x")
    }

    @Test func aConfigurationOverOneMebibyteIsRefusedUnparsed() throws {
        let padding = String(repeating: "#", count: LintConfiguration.maxFileSize - 1) + "\n"
        #expect(try parse(padding) == LintConfiguration())  // exactly the limit: read
        #expect(throws: StepGraphError.configurationTooLarge(path: "c.yml", limit: 1 << 20)) { try parse(padding + "x") }
        #expect("\(StepGraphError.configurationTooLarge(path: "c.yml", limit: 1 << 20))"
                    == "c.yml: the configuration file is over the 1 MiB limit, so it was not parsed")
    }

    @Test func onlyRulesThatWouldTurnRulesOffIsAnError() throws {
        #expect(throws: StepGraphError.unknownOnlyRules(path: "c.yml", names: ["typo"])) { try parse("only_rules: [typo]") }
        #expect(throws: StepGraphError.unknownOnlyRules(path: "c.yml", names: ["typo", "tpyo"])) {
            try parse("only_rules: [dead_step, typo, tpyo]")
        }
        #expect(throws: StepGraphError.emptyOnlyRules(path: "c.yml")) { try parse("only_rules: []") }
        #expect("\(StepGraphError.unknownOnlyRules(path: "c.yml", names: ["typo"]))"
                    == "c.yml: 'only_rules' names no rule called 'typo'; it runs exactly the rules it names, so a misspelt one would not run")
        #expect("\(StepGraphError.emptyOnlyRules(path: "c.yml"))" == "c.yml: 'only_rules' is empty, so no rule would run")
        #expect(try parse("only_rules: [all]").enabledRules(of: .standard).count == FrontEndRegistry.standard.rules.count)
        // Elsewhere an unknown name cannot turn off the default rules: a warning.
        let lenient = try parse("disabled_rules: [typo, dead_step]\nopt_in_rules: [tpyo]")
        #expect(lenient.warnings == ["c.yml: unknown rule 'typo' ignored", "c.yml: unknown rule 'tpyo' ignored"])
        #expect(lenient.disabledRules == ["dead_step"] && lenient.optInRules.isEmpty)
    }

    @Test func globsThatAreNotGlobsAreErrors() throws {
        #expect(throws: StepGraphError.invalidConfiguredGlob(path: "c.yml", key: "excluded", pattern: "[", problem: .unclosedBracket)) {
            try parse("excluded: ['[']")
        }
        #expect(throws: StepGraphError.invalidConfiguredGlob(path: "c.yml", key: "included", pattern: "Sources/[z-a]*",
                                                             problem: .reversedRange("z-a"))) {
            try parse("included: ['Sources/[z-a]*']")
        }
        #expect("\(StepGraphError.invalidConfiguredGlob(path: "c.yml", key: "excluded", pattern: "[z-a]", problem: .reversedRange("z-a")))"
                    == "c.yml: 'excluded': '[z-a]' is not a glob: the range 'z-a' runs backwards")
        #expect("\(StepGraphError.invalidGlob(pattern: "a[b", problem: .unclosedBracket))" == "'a[b' is not a glob: '[' is not closed by ']'")
        // Well-formed classes still read as before: `]` first is a member, `[!…]` negates.
        let glob = try Glob("[]a-c]x[!0-9]")
        #expect(glob.matches("]x_") && glob.matches("bxz") && !glob.matches("bx5") && !glob.matches("dxz"))
        #expect(throws: Glob.Problem.unclosedBracket) { try Glob("[]") }
        #expect(throws: Glob.Problem.reversedRange("9-0")) { try Glob("a/[!9-0]") }
    }
}
