/// `stepgraph diff` as a pull-request comment: a one-line verdict, the navigation changes, the
/// findings the change introduces and fixes, and the findings it leaves in collapsible details.
package enum DiffMarkdownReporter {
    /// The diff as a Markdown pull-request comment.
    package static func render(_ diff: NavigationDiff) -> String {
        render(diff, links: ReviewLinks(), drawing: nil)
    }

    /// The comment with its locations linked as `links` says, and `drawing` (Mermaid: the frames the
    /// change touches) under the navigation changes.
    package static func render(_ diff: NavigationDiff, links: ReviewLinks, drawing: String?) -> String {
        var out = "## StepGraph navigation review\n\n" + verdict(diff) + "\n"
        if diff.changesNavigation {
            out += "\n### Navigation changes\n\n| | Kind | Element | Details | Where |\n|---|---|---|---|---|\n"
            for change in diff.changes {
                let details = change.details.map(MarkdownReporter.cell).joined(separator: "<br>")
                out += "| \(symbol(change.kind)) | \(change.subject.rawValue) | `\(MarkdownReporter.cell(change.identity))` | \(details) "
                    + "| \(links.cell(change.file, change.line, in: change.kind == .removed ? .base : .head)) |\n"
            }
            if let drawing {
                out += "\nThe flows it touches (added in green, removed dashed in red, changed in orange):\n\n```mermaid\n" + drawing + "```\n"
            }
        }
        if !diff.introduced.isEmpty { out += "\n### New findings\n\n" + table(diff.introduced, links, in: .head) }
        if !diff.fixed.isEmpty { out += "\n### Fixed findings\n\n" + table(diff.fixed, links, in: .base) }
        if !diff.noLongerChecked.isEmpty {
            out += "\n### No longer checked\n\nGone because the head's rules cannot decide about them, not fixed:\n\n"
                + table(diff.noLongerChecked, links, in: .base)
        }
        if !diff.newlyChecked.isEmpty {
            out += "\n### Newly checked\n\nPresent before, unseen because the base's rules could not decide about them:\n\n"
                + table(diff.newlyChecked, links, in: .head)
        }
        if !diff.stillPresent.isEmpty {
            out += "\n<details><summary>\(diff.stillPresent.count) finding(s) already present before this change</summary>\n\n"
                + table(diff.stillPresent, links, in: .head) + "\n</details>\n"
        }
        return out
    }

    /// `❌ 1 new error …`, `✅ …`: what a reviewer reads first.
    package static func verdict(_ diff: NavigationDiff) -> String {
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

    private static func table(_ entries: [NavigationDiff.UncheckedEntry], _ links: ReviewLinks, in side: ReviewLinks.Side) -> String {
        var out = "| | Location | Message | Rule | Why |\n|---|---|---|---|---|\n"
        for entry in entries {
            let finding = entry.finding
            let icon = finding.severity == .error ? "❌" : "⚠️"
            out += "| \(icon) | \(links.cell(finding.file, finding.line, in: side)) | \(MarkdownReporter.cell(finding.message)) "
                + "| `\(finding.ruleID)` | \(MarkdownReporter.cell(entry.reason)) |\n"
        }
        return out
    }

    private static func table(_ findings: [NavigationDiff.FindingEntry], _ links: ReviewLinks, in side: ReviewLinks.Side) -> String {
        var out = "| | Location | Message | Rule |\n|---|---|---|---|\n"
        for finding in findings {
            let icon = finding.severity == .error ? "❌" : "⚠️"
            out += "| \(icon) | \(links.cell(finding.file, finding.line, in: side)) | \(MarkdownReporter.cell(finding.message)) "
                + "| `\(finding.ruleID)` |\n"
        }
        return out
    }
}

/// How the review links its locations: through a `{file}`/`{line}` template for each side (the
/// head's commit, and the base's for what the change removed or fixed), the file named as `path` says.
package struct ReviewLinks: Sendable {
    /// Which revision a location is in.
    package enum Side { case head, base }

    package var head: String? = nil
    package var base: String? = nil
    package var path: @Sendable (String) -> String = { $0 }

    /// `file:line` as a code span, a link to it when the side has a template.
    package func cell(_ file: String, _ line: Int, in side: Side) -> String {
        let span = "`\(MarkdownReporter.cell("\(file):\(line)"))`"
        guard let template = side == .head ? head : base ?? head else { return span }
        return "[\(span)](\(LinkTemplate.url(template, file: path(file), line: line)))"
    }
}
