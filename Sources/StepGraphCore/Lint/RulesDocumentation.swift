/// Generates docs/rules.md from the rules' own descriptions and examples (a test keeps it in sync).
package enum RulesDocumentation {
    package static func markdown(of frontEnds: FrontEndRegistry) -> String {
        var out = """
        # StepGraph rules

        Generated from the rule sources by `stepgraph rules --markdown` (a test fails when this file
        is stale). Each rule's examples are also its tests: `↓` stands right before the token a
        triggering example must be reported on (line and column), or at the start of the line when
        the finding knows only its line (a place the model records by line only, such as a screen's
        declaration or where a flow is started). A rule's **Proof** line says what must hold before it
        reports and where it stays silent instead; where a silence comes from code the tool could not
        read, the run says so in a "not checked" note.

        | Rule | Framework | Default severity | Enabled by default | Summary |
        |---|---|---|---|---|

        """
        for rule in frontEnds.rules.map(\.description) {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.framework.displayName) | \(rule.defaultSeverity.rawValue) | \(rule.isOptIn ? "no (opt-in)" : "yes") | \(rule.summary) |\n"
        }
        for rule in frontEnds.rules.map(\.description) {
            out += "\n## \(rule.id)\n\n**\(rule.name)** — \(rule.summary)\n\n"
            out += "- Framework: \(rule.framework.displayName)\n"
            out += "- Default severity: `\(rule.defaultSeverity.rawValue)`\n"
            if !rule.aliases.isEmpty {
                out += "- Also named, in configurations and `// stepgraph:disable` comments: " + rule.aliases.map { "`\($0)`" }.joined(separator: ", ") + "\n"
            }
            out += "- \(rule.isOptIn ? "Opt-in: enable with `opt_in_rules: [\(rule.id)]`" : "Enabled by default")\n"
            for option in rule.options {
                out += "- Option `\(option.name)` (default `\(option.defaultValue)`): \(option.summary) "
                    + "Set it with `\(rule.id): { \(option.name): \(!option.defaultValue) }`.\n"
            }
            out += "\n"
            if let proof = rule.proof { out += "**Proof.** \(proof.sentence)\n\n" }
            out += rule.rationale + "\n"
            out += examples("Triggering", rule.triggering)
            out += examples("Non-triggering", rule.nonTriggering)
        }
        return out
    }

    /// One line per rule, in aligned columns: id, default severity, default or opt-in, summary (`stepgraph rules`).
    package static func list(of frontEnds: FrontEndRegistry) -> String {
        let rules = frontEnds.rules.map(\.description)
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for rule in rules {
            let flags = "\(rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(rule.isOptIn ? "opt-in " : "default")"
            out += "\(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(flags)  \(rule.summary)\n"
        }
        return out
    }

    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        var out = ""
        for (index, example) in examples.enumerated() {
            let options = example.options.sorted { $0.key < $1.key }.map { "`\($0.key): \($0.value)`" }
            out += "\n<details><summary>\(title) example \(index + 1)\(options.isEmpty ? "" : " (with " + options.joined(separator: ", ") + ")")</summary>\n\n"
            for file in example.files {
                if example.files.count > 1 { out += "`\(file.path)`\n\n" }
                out += "```swift\n\(file.source)\n```\n\n"
            }
            out += "</details>\n"
        }
        return out
    }
}
