/// JUnit XML: one test case per finding. Only errors are failures; a warning is a passing case whose
/// text is in `system-out`, so a dashboard agrees with the exit status (0 on warnings alone). With
/// `--strict` warnings are errors before they reach a reporter, and fail here too.
package enum JUnitReporter: Reporter {
    package static let identifier = "junit"
    package static let description = "JUnit XML, one test case per finding (errors fail, warnings pass with their text), for CI test dashboards"

    package static func report(_ result: LintResult, context: ReportContext) -> String {
        let count = result.findings.count
        let failures = result.findings.filter { $0.severity == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<testsuites name=\"stepgraph\" tests=\"\(count)\" failures=\"\(failures)\">\n"
        out += "\t<testsuite name=\"stepgraph\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for finding in result.findings {
            let place = "\(context.relativePath(finding.location.file)):\(finding.location.line):\(finding.location.column)"
            let text = XML.escape("\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID)) at \(place)")
            out += "\t\t<testcase classname=\"\(finding.ruleID)\" name=\"\(XML.escape(place))\">\n"
            switch finding.severity {
            case .error:
                out += "\t\t\t<failure message=\"\(XML.escape(finding.message))\" type=\"error\">\(text)</failure>\n"
            case .warning:
                out += "\t\t\t<system-out>\(text)</system-out>\n"
            }
            out += "\t\t</testcase>\n"
        }
        return out + "\t</testsuite>\n</testsuites>\n"
    }
}
