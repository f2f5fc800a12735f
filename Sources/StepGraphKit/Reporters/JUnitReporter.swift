/// JUnit XML: one failing test case per finding (warnings as failures of type `warning`), so CI
/// dashboards that read test reports show them.
enum JUnitReporter: Reporter {
    static let identifier = "junit"
    static let description = "JUnit XML, one failing test case per finding, for CI test dashboards"

    static func report(_ result: LintResult, context: ReportContext) -> String {
        let count = result.findings.count
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<testsuites name=\"stepgraph\" tests=\"\(count)\" failures=\"\(count)\">\n"
        out += "\t<testsuite name=\"stepgraph\" tests=\"\(count)\" failures=\"\(count)\" errors=\"0\">\n"
        for finding in result.findings {
            let place = "\(context.relativePath(finding.location.file)):\(finding.location.line):\(finding.location.column)"
            out += "\t\t<testcase classname=\"\(finding.ruleID)\" name=\"\(XML.escape(place))\">\n"
            out += "\t\t\t<failure message=\"\(XML.escape(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                + XML.escape("\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID)) at \(place)")
                + "</failure>\n"
            out += "\t\t</testcase>\n"
        }
        return out + "\t</testsuite>\n</testsuites>\n"
    }
}
