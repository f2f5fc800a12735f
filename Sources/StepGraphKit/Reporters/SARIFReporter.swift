import Foundation

/// SARIF 2.1.0 for GitHub code scanning: rules with help, results with relative URIs, related
/// locations, and `partialFingerprints` derived from the finding's identity (never from line
/// numbers), so alerts survive code moving.
enum SARIFReporter: Reporter {
    static let identifier = "sarif"
    static let description = "SARIF 2.1.0 for GitHub code scanning, with rule help, related locations and identity-based `partialFingerprints`"

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        /// Present when some rules could not decide: their notes, never results.
        var invocations: [Invocation]?
        var results: [Result]
        var columnKind = "utf16CodeUnits"
    }

    struct Invocation: Encodable {
        var executionSuccessful = true
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level = "note"
        var message: Text
        var locations: [Location]?
        var descriptor: Descriptor
    }

    struct Descriptor: Encodable { var id: String }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "StepGraph"
        var semanticVersion: String
        var informationUri = StepGraphVersion.informationURI
        var rules: [Rule]
    }

    struct Text: Encodable { var text: String }
    struct Help: Encodable { var text: String; var markdown: String }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Help
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    struct Configuration: Encodable { var level: String }
    struct Properties: Encodable { var tags: [String]; var precision: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }

    static func report(_ result: LintResult, context: ReportContext) throws -> String {
        let rules = result.rules.map { rule in
            Rule(id: rule.id, name: rule.name.replacingOccurrences(of: " ", with: ""),
                 shortDescription: Text(text: rule.summary), fullDescription: Text(text: String(rule.rationale.prefix(1024))),
                 help: Help(text: rule.summary + " " + rule.rationale, markdown: "**\(rule.summary)**\n\n\(rule.rationale)"),
                 helpUri: StepGraphVersion.informationURI + "/blob/main/docs/rules.md#\(rule.id)",
                 defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue),
                 properties: Properties(tags: ["navigation"] + rule.frameworks.map(\.rawValue), precision: "high"))
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: result.rules.enumerated().map { ($0.element.id, $0.offset) })
        let occurrences = result.identityOccurrences()
        let results = zip(result.findings, occurrences).map { finding, occurrence in
            Result(ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID] ?? 0, level: finding.severity.rawValue,
                   message: Text(text: finding.message),
                   locations: [location(finding.location, context: context, id: nil, message: nil)],
                   relatedLocations: finding.related.isEmpty ? nil : finding.related.enumerated().map {
                       location($0.element.location, context: context, id: $0.offset + 1, message: $0.element.message)
                   },
                   partialFingerprints: ["primaryLocationLineHash": finding.fingerprint + ":\(occurrence)",
                                         "stepgraphIdentity/v1": finding.fingerprint])
        }
        let notifications = result.notChecked.map { note in
            Notification(message: Text(text: note.message),
                         locations: note.file.map { [location(SourceLocation(file: $0, line: note.line ?? 0), context: context, id: nil, message: nil)] },
                         descriptor: Descriptor(id: note.cause.rawValue))
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(semanticVersion: context.toolVersion, rules: rules)),
                                 invocations: notifications.isEmpty ? nil : [Invocation(toolExecutionNotifications: notifications)],
                                 results: results)])
        let data = try StableJSON.encode(log, pretty: true)
        return String(decoding: data, as: UTF8.self)
    }

    private static func location(_ location: SourceLocation, context: ReportContext, id: Int?, message: String?) -> Location {
        let path = context.relativePath(location.file)
        let encoded = path.split(separator: "/").map { component in
            String(component).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#"])) ?? String(component)
        }.joined(separator: "/")
        // Relative URIs resolve against the checkout; a file outside it gets an absolute file URI.
        let uri = path.hasPrefix("/") ? "file:///" + encoded : encoded
        let region = location.line > 0 ? Region(startLine: location.line, startColumn: max(location.column, 1)) : nil
        return Location(id: id, physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri), region: region),
                        message: message.map(Text.init))
    }
}
