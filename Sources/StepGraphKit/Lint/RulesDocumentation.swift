/// Generates docs/rules.md from the rules' own descriptions and examples (a test keeps it in sync).
package enum RulesDocumentation {
    package static func markdown() -> String {
        var out = """
        # StepGraph rules

        Generated from the rule sources by `stepgraph rules --markdown` (a test fails when this file
        is stale). Each rule's examples are also its tests: `↓` marks the line a triggering example
        must be reported on.

        | Rule | Framework | Default severity | Enabled by default | Summary |
        |---|---|---|---|---|

        """
        for rule in Rules.all.map(\.description) {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.framework.displayName) | \(rule.defaultSeverity.rawValue) | \(rule.isOptIn ? "no (opt-in)" : "yes") | \(rule.summary) |\n"
        }
        for rule in Rules.all.map(\.description) {
            out += "\n## \(rule.id)\n\n**\(rule.name)** — \(rule.summary)\n\n"
            out += "- Framework: \(rule.framework.displayName)\n"
            out += "- Default severity: `\(rule.defaultSeverity.rawValue)`\n"
            out += "- \(rule.isOptIn ? "Opt-in: enable with `opt_in_rules: [\(rule.id)]`" : "Enabled by default")\n"
            for option in rule.options {
                out += "- Option `\(option.name)` (default `\(option.defaultValue)`): \(option.summary) "
                    + "Set it with `\(rule.id): { \(option.name): \(!option.defaultValue) }`.\n"
            }
            out += "\n"
            out += rule.rationale + "\n"
            out += examples("Triggering", rule.triggering)
            out += examples("Non-triggering", rule.nonTriggering)
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
