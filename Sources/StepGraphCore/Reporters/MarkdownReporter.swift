/// A pull-request comment: a headline, counts by rule, then every finding.
package enum MarkdownReporter: Reporter {
    package static let identifier = "markdown"
    package static let description = "a pull-request comment: counts by rule, then the findings with their related locations"

    package static func report(_ result: LintResult, context: ReportContext) -> String {
        var out = "## StepGraph navigation lint\n\n"
        if result.findings.isEmpty {
            out += "No navigation problems found in \(result.fileCount) files."
        } else {
            out += "**\(result.errorCount) error(s), \(result.warningCount) warning(s)** in \(result.fileCount) files."
        }
        if result.hiddenByBaseline > 0 { out += " \(result.hiddenByBaseline) known finding(s) hidden by the baseline." }
        out += "\n"
        guard !result.findings.isEmpty else { return out + notCheckedSection(result.notChecked, context: context) }
        out += "\n| Rule | Errors | Warnings |\n|---|---:|---:|\n"
        let byRule = Dictionary(grouping: result.findings, by: \.ruleID)
        for rule in byRule.keys.sorted() {
            let findings = byRule[rule]!
            out += "| `\(rule)` | \(findings.filter { $0.severity == .error }.count) | \(findings.filter { $0.severity == .warning }.count) |\n"
        }
        out += "\n| | Location | Message | Rule |\n|---|---|---|---|\n"
        for finding in result.findings {
            let icon = finding.severity == .error ? "❌" : "⚠️"
            let place = "\(context.relativePath(finding.location.file)):\(finding.location.line)"
            // Related locations (every site of one root cause) under the message, one per line.
            let related = finding.related.map {
                "<br>↳ `\(cell("\(context.relativePath($0.location.file)):\($0.location.line)"))` \(cell($0.message))"
            }
            out += "| \(icon) | `\(cell(place))` | \(cell(finding.message))\(related.joined()) | `\(finding.ruleID)` |\n"
        }
        return out + notCheckedSection(result.notChecked, context: context)
    }

    /// What rules could not decide, one row per cause (empty when they all could).
    package static func notCheckedSection(_ notes: [NotChecked], context: ReportContext) -> String {
        guard !notes.isEmpty else { return "" }
        var out = "\n### Not checked\n\nWhat kept rules from deciding (not findings):\n\n| Location | Why |\n|---|---|\n"
        for note in notes {
            let place = note.file.map { "`\(cell("\(context.relativePath($0)):\(note.line ?? 1)"))`" } ?? "—"
            out += "| \(place) | \(cell(note.message)) |\n"
        }
        return out
    }

    /// The whole comparison as a pull-request comment (`DiffMarkdownReporter`).
    package static func report(_ diff: NavigationDiff, introduced: LintResult, context: ReportContext) -> String {
        DiffMarkdownReporter.render(diff, links: ReviewLinks(head: context.headLinkTemplate, base: context.baseLinkTemplate,
                                                             path: context.relativePath),
                                    drawing: context.reviewDrawing)
    }

    /// A table cell: no pipes or newlines, no HTML.
    package static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "`", with: "'")
    }
}
