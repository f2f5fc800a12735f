/// A table of counts by rule, like SwiftLint's `summary` reporter.
package enum SummaryReporter: Reporter {
    package static let identifier = "summary"
    package static let description = "a table of counts by rule"

    package static func report(_ result: LintResult, context: ReportContext) -> String {
        let optIn = Dictionary(uniqueKeysWithValues: result.rules.map { ($0.id, $0.isOptIn) })
        var rows: [[String]] = []
        let byRule = Dictionary(grouping: result.findings, by: \.ruleID)
        for rule in byRule.keys.sorted() {
            let findings = byRule[rule]!
            let errors = findings.filter { $0.severity == .error }.count
            rows.append([rule, optIn[rule] == true ? "yes" : "no", String(findings.count - errors), String(errors),
                         String(findings.count)])
        }
        rows.append(["Total", "", String(result.warningCount), String(result.errorCount), String(result.findings.count)])
        let header = ["rule identifier", "opt-in", "warnings", "errors", "total"]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |\n"
        }
        let rule = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+\n"
        return rule + line(header) + rule + rows.dropLast().map(line).joined() + rule + line(rows.last!) + rule
    }
}
