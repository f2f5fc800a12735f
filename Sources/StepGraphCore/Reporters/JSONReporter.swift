import Foundation

/// Machine-readable findings: `{schemaVersion, findings[], summary}` with sorted keys.
package enum JSONReporter: Reporter {
    package static let identifier = "json"
    package static let description = "the findings with their related locations and a summary, as JSON for scripts"

    package struct Report: Encodable {
        package var schemaVersion = 1
        package var findings: [Item]
        package var summary: Summary
    }

    package struct Item: Encodable {
        package var ruleID: String
        package var severity: String
        package var message: String
        package var file: String
        package var line: Int
        package var column: Int
        package var identity: String
        package var fingerprint: String
        package var related: [Related]
    }

    package struct Related: Encodable {
        package var file: String
        package var line: Int
        package var message: String
    }

    package struct Summary: Encodable {
        package var errors: Int
        package var warnings: Int
        package var hiddenByBaseline: Int
        package var suppressed: Int
        package var files: Int
        /// What kept rules from deciding: never findings.
        package var notChecked: [Note]
    }

    package struct Note: Encodable {
        package var cause: String
        package var file: String?
        package var line: Int?
        package var message: String
    }

    package static func report(_ result: LintResult, context: ReportContext) throws -> String {
        let items = result.findings.map { finding in
            Item(ruleID: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
                 file: context.relativePath(finding.location.file), line: finding.location.line,
                 column: finding.location.column, identity: finding.identity, fingerprint: finding.fingerprint,
                 related: finding.related.map {
                     Related(file: context.relativePath($0.location.file), line: $0.location.line, message: $0.message)
                 })
        }
        let report = Report(findings: items, summary: Summary(
            errors: result.errorCount, warnings: result.warningCount, hiddenByBaseline: result.hiddenByBaseline,
            suppressed: result.suppressed, files: result.fileCount, notChecked: result.notChecked.map { note in
                Note(cause: note.cause.rawValue, file: note.file.map(context.relativePath), line: note.line, message: note.message)
            }))
        let data = try StableJSON.encode(report, pretty: true)
        return String(decoding: data, as: UTF8.self)
    }

    /// The whole comparison (`NavigationDiff`'s own schema), for scripts.
    package static func report(_ diff: NavigationDiff, introduced: LintResult, context: ReportContext) throws -> String {
        String(decoding: try StableJSON.encode(diff, pretty: true), as: UTF8.self) + "\n"
    }
}
