/// `path:line:col: warning: message (rule_id)`, one line per finding: Xcode and most editors make
/// these clickable.
package enum XcodeReporter: Reporter {
    package static let identifier = "xcode"
    package static let description = "`path:line:col: severity: message (rule_id)`, one line per finding, which Xcode and editors make clickable"

    package static func report(_ result: LintResult, context: ReportContext) -> String {
        // A file's path is made once, not once per finding (a million findings may name one file),
        // and the lines are written as bytes into one buffer.
        var paths: [String: String] = [:]
        var out: [UInt8] = []
        for finding in result.findings {
            let file = finding.location.file
            let path: String
            if let known = paths[file] {
                path = known
            } else {
                path = escape(context.absolutePath(file))
                paths[file] = path
            }
            for part in [path, ":", String(finding.location.line), ":", String(finding.location.column), ": ",
                         finding.severity.rawValue, ": ", escape(finding.message), " (", finding.ruleID, ")\n"] {
                out.append(contentsOf: part.utf8)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Control characters as Swift spells them in a literal (`\n`, `\u{1B}`): a newline in a file name
    /// would split a finding over two lines, and an escape sequence would reach the terminal or the CI log.
    /// C1 controls too (U+009B starts a sequence in some terminals).
    private static func escape(_ text: String) -> String {
        // Printable ASCII, the usual text, has nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        return TextEscaping.map(text) { scalar in
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
