/// Checkstyle XML, one `<file>` per file, sorted.
package enum CheckstyleReporter: Reporter {
    package static let identifier = "checkstyle"
    package static let description = "Checkstyle XML, one `<file>` per file"

    package static func report(_ result: LintResult, context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: result.findings) { context.relativePath($0.location.file) }
        for file in byFile.keys.sorted() {
            out += "\t<file name=\"\(XML.escape(file))\">\n"
            for finding in byFile[file]! {
                out += "\t\t<error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" "
                    + "severity=\"\(finding.severity.rawValue)\" message=\"\(XML.escape(finding.message))\" "
                    + "source=\"stepgraph.rules.\(finding.ruleID)\" />\n"
            }
            out += "\t</file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
