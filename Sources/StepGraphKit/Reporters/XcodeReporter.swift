/// `path:line:col: warning: message (rule_id)`, one line per finding: Xcode and most editors make
/// these clickable.
enum XcodeReporter: Reporter {
    static let identifier = "xcode"
    static let description = "`path:line:col: severity: message (rule_id)`, one line per finding, which Xcode and editors make clickable"

    static func report(_ result: LintResult, context: ReportContext) -> String {
        result.findings.map { finding in
            "\(context.absolutePath(finding.location.file)):\(finding.location.line):\(finding.location.column): "
                + "\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))\n"
        }.joined()
    }
}
