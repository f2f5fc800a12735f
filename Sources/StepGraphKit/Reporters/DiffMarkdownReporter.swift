/// `stepgraph diff` as a pull-request comment: a one-line verdict, the navigation changes, the
/// findings the change introduces and fixes, and the findings it leaves in collapsible details.
public enum DiffMarkdownReporter {
    /// The diff as a Markdown pull-request comment.
    public static func render(_ diff: NavigationDiff) -> String {
        var out = "## StepGraph navigation review\n\n" + verdict(diff) + "\n"
        if diff.changesNavigation {
            out += "\n### Navigation changes\n\n| | Kind | Element | Details | Where |\n|---|---|---|---|---|\n"
            for change in diff.changes {
                let details = change.details.map(MarkdownReporter.cell).joined(separator: "<br>")
                out += "| \(symbol(change.kind)) | \(change.subject.rawValue) | `\(MarkdownReporter.cell(change.identity))` | \(details) "
                    + "| `\(MarkdownReporter.cell("\(change.file):\(change.line)"))` |\n"
            }
        }
        if !diff.introduced.isEmpty { out += "\n### New findings\n\n" + table(diff.introduced) }
        if !diff.fixed.isEmpty { out += "\n### Fixed findings\n\n" + table(diff.fixed) }
        if !diff.noLongerChecked.isEmpty {
            out += "\n### No longer checked\n\nGone because the head's rules cannot decide about them, not fixed:\n\n"
                + table(diff.noLongerChecked)
        }
        if !diff.newlyChecked.isEmpty {
            out += "\n### Newly checked\n\nPresent before, unseen because the base's rules could not decide about them:\n\n"
                + table(diff.newlyChecked)
        }
        if !diff.stillPresent.isEmpty {
            out += "\n<details><summary>\(diff.stillPresent.count) finding(s) already present before this change</summary>\n\n"
                + table(diff.stillPresent) + "\n</details>\n"
        }
        return out
    }

    /// `❌ 1 new error …`, `✅ …`: what a reviewer reads first.
    static func verdict(_ diff: NavigationDiff) -> String {
        let errors = diff.introducedErrors
        let warnings = diff.introduced.count - errors
        let navigation = diff.changesNavigation ? "\(diff.changes.count) navigation change(s)" : "no navigation change"
        var fixed = diff.fixed.isEmpty ? "" : ", \(diff.fixed.count) finding(s) fixed"
        if !diff.noLongerChecked.isEmpty { fixed += ", \(diff.noLongerChecked.count) no longer checked" }
        if !diff.newlyChecked.isEmpty { fixed += ", \(diff.newlyChecked.count) newly checked" }
        if errors > 0 {
            return "❌ **\(errors) new error(s)**, \(warnings) new warning(s); \(navigation)\(fixed)."
        }
        if warnings > 0 { return "⚠️ **\(warnings) new warning(s)**; \(navigation)\(fixed)." }
        return "✅ No new findings; \(navigation)\(fixed)."
    }

    private static func symbol(_ kind: NavigationDiff.ChangeKind) -> String {
        switch kind {
        case .added: return "➕ added"
        case .removed: return "➖ removed"
        case .changed: return "✏️ changed"
        }
    }

    private static func table(_ entries: [NavigationDiff.UncheckedEntry]) -> String {
        var out = "| | Location | Message | Rule | Why |\n|---|---|---|---|---|\n"
        for entry in entries {
            let finding = entry.finding
            let icon = finding.severity == .error ? "❌" : "⚠️"
            out += "| \(icon) | `\(MarkdownReporter.cell("\(finding.file):\(finding.line)"))` | \(MarkdownReporter.cell(finding.message)) "
                + "| `\(finding.ruleID)` | \(MarkdownReporter.cell(entry.reason)) |\n"
        }
        return out
    }

    private static func table(_ findings: [NavigationDiff.FindingEntry]) -> String {
        var out = "| | Location | Message | Rule |\n|---|---|---|---|\n"
        for finding in findings {
            let icon = finding.severity == .error ? "❌" : "⚠️"
            out += "| \(icon) | `\(MarkdownReporter.cell("\(finding.file):\(finding.line)"))` | \(MarkdownReporter.cell(finding.message)) "
                + "| `\(finding.ruleID)` |\n"
        }
        return out
    }
}
