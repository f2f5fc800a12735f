/// `path:line:col: warning: message (rule_id)`, one line per finding: Xcode and most editors make
/// these clickable.
package enum XcodeReporter: Reporter {
    package static let identifier = "xcode"
    package static let description = "`path:line:col: severity: message (rule_id)`, one line per finding, which Xcode and editors make clickable"

    package static func report(_ result: LintResult, context: ReportContext) -> String {
        result.findings.map { finding in
            "\(escape(context.absolutePath(finding.location.file))):\(finding.location.line):\(finding.location.column): "
                + "\(finding.severity.rawValue): \(escape(finding.message)) (\(finding.ruleID))\n"
        }.joined()
    }

    /// Control characters as Swift spells them in a literal (`\n`, `\u{1B}`): a newline in a file name
    /// would split a finding over two lines, and an escape sequence would reach the terminal or the CI log.
    /// C1 controls too (U+009B starts a sequence in some terminals).
    private static func escape(_ text: String) -> String {
        TextEscaping.map(text) { scalar in
            switch scalar {
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default:
                guard TextEscaping.isControl(scalar) || (0x80...0x9F).contains(scalar.value) else { return nil }
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
    }
}
