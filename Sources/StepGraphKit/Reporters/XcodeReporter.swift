/// `path:line:col: warning: message (rule_id)`, one line per finding: Xcode and most editors make
/// these clickable.
enum XcodeReporter {
    static func render(_ result: LintResult, context: ReportContext) -> String {
        result.findings.map { finding in
            "\(context.absolutePath(finding.location.file)):\(finding.location.line):\(finding.location.column): "
                + "\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))\n"
        }.joined()
    }
}
