import Foundation

/// SARIF 2.1.0 for GitHub code scanning: rules with help, results with relative URIs, related
/// locations, and `partialFingerprints` derived from the finding's identity (never from line
/// numbers), so alerts survive code moving.
package enum SARIFReporter: Reporter {
    package static let identifier = "sarif"
    package static let description = "SARIF 2.1.0 for GitHub code scanning, with rule help, related locations and identity-based `partialFingerprints`"

    package struct Log: Encodable {
        package var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        package var version = "2.1.0"
        package var runs: [Run]
        package enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    package struct Run: Encodable {
        package var tool: Tool
        /// Present when some rules could not decide: their notes, never results.
        package var invocations: [Invocation]?
        package var results: [Result]
        package var columnKind = "utf16CodeUnits"
    }

    package struct Invocation: Encodable {
        package var executionSuccessful = true
        package var toolExecutionNotifications: [Notification]
    }

    package struct Notification: Encodable {
        package var level = "note"
        package var message: Text
        package var locations: [Location]?
        package var descriptor: Descriptor
    }

    package struct Descriptor: Encodable { var id: String }

    package struct Tool: Encodable { var driver: Driver }

    package struct Driver: Encodable {
        package var name = "StepGraph"
        package var semanticVersion: String
        package var informationUri = StepGraphVersion.informationURI
        package var rules: [Rule]
    }

    package struct Text: Encodable { var text: String }
    package struct Help: Encodable { var text: String; var markdown: String }

    package struct Rule: Encodable {
        package var id: String
        package var name: String
        package var shortDescription: Text
        package var fullDescription: Text
        package var help: Help
        package var helpUri: String
        package var defaultConfiguration: Configuration
        package var properties: Properties
    }

    package struct Configuration: Encodable { var level: String }
    package struct Properties: Encodable { var tags: [String]; var precision: String }

    package struct Result: Encodable {
        package var ruleId: String
        package var ruleIndex: Int
        package var level: String
        package var message: Text
        package var locations: [Location]
        package var relatedLocations: [Location]?
        package var partialFingerprints: [String: String]
    }

    package struct Location: Encodable {
        package var id: Int?
        package var physicalLocation: PhysicalLocation
        package var message: Text?
    }

    package struct PhysicalLocation: Encodable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?
    }

    package struct ArtifactLocation: Encodable { var uri: String }
    package struct Region: Encodable { var startLine: Int; var startColumn: Int }

    package static func report(_ result: LintResult, context: ReportContext) throws -> String {
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
