import Foundation

/// Machine-readable findings: `{schemaVersion, findings[], summary}` with sorted keys.
enum JSONReporter: Reporter {
    static let identifier = "json"
    static let description = "the findings with their related locations and a summary, as JSON for scripts"

    struct Report: Encodable {
        var schemaVersion = 1
        var findings: [Item]
        var summary: Summary
    }

    struct Item: Encodable {
        var ruleID: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var identity: String
        var fingerprint: String
        var related: [Related]
    }

    struct Related: Encodable {
        var file: String
        var line: Int
        var message: String
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var hiddenByBaseline: Int
        var suppressed: Int
        var files: Int
        /// What kept rules from deciding: never findings.
        var notChecked: [Note]
    }

    struct Note: Encodable {
        var cause: String
        var file: String?
        var line: Int?
        var message: String
    }

    static func report(_ result: LintResult, context: ReportContext) throws -> String {
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
    static func report(_ diff: NavigationDiff, introduced: LintResult, context: ReportContext) throws -> String {
        String(decoding: try StableJSON.encode(diff, pretty: true), as: UTF8.self) + "\n"
    }
}
