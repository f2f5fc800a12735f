/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…::message (rule_id)`.
/// Data escapes `%`, CR and LF; properties also escape `:` and `,`.
package enum GitHubActionsReporter: Reporter {
    package static let identifier = "github-actions"
    package static let description = "GitHub Actions workflow commands: annotations on the pull request"

    package static func report(_ result: LintResult, context: ReportContext) -> String {
        result.findings.map { finding in
            let file = escapeProperty(context.relativePath(finding.location.file))
            return "::\(finding.severity.rawValue) file=\(file),line=\(finding.location.line),col=\(finding.location.column)::"
                + escapeData("\(finding.message) (\(finding.ruleID))") + "\n"
        }.joined() + result.notChecked.map { note in
            // A notice, which annotates without failing anything: rules could not decide here.
            let place = note.file.map { "file=\(escapeProperty(context.relativePath($0))),line=\(note.line ?? 1)," } ?? ""
            return "::notice \(place)title=\(escapeProperty("StepGraph: not checked"))::" + escapeData(note.message) + "\n"
        }.joined()
    }

    package static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
