/// A Swift code base written out as files, used as a rule's triggering or non-triggering example.
/// In a triggering example, `↓` marks each line where the rule must report (and is removed before
/// analysis).
public struct RuleExample: Sendable {
    public var files: [(path: String, source: String)]

    public init(_ files: [(String, String)]) {
        self.files = files.map { (path: $0.0, source: $0.1) }
    }

    public init(_ source: String) {
        self.init([("App.swift", source)])
    }

    public static let marker = "↓"

    /// The sources without markers.
    public var cleanFiles: [(path: String, text: String)] {
        files.map { (path: $0.path, text: $0.source.replacingOccurrences(of: RuleExample.marker, with: "")) }
    }

    /// `file:line` of every marker.
    public var markedLines: [String] {
        files.flatMap { file in
            file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains(RuleExample.marker) }
                .map { "\(file.path):\($0.offset + 1)" }
        }.sorted()
    }
}

/// What a rule is: identity, default behaviour and documentation.
public struct RuleDescription: Sendable {
    /// snake_case id used in config, suppressions and reports.
    public var id: String
    public var name: String
    public var defaultSeverity: Severity
    /// Opt-in rules run only when enabled in the configuration.
    public var isOptIn: Bool
    /// One line.
    public var summary: String
    public var rationale: String
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]
}

/// A lint rule: its description and a check over the routing graph.
public struct LintRule: Sendable {
    public var description: RuleDescription
    public var check: @Sendable (RoutingGraph, Severity) -> [Finding]

    public var id: String { description.id }
}
