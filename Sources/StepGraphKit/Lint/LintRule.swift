/// A Swift code base written out as files, used as a rule's triggering or non-triggering example.
/// In a triggering example, `↓` marks each line where the rule must report (and is removed before
/// analysis).
package struct RuleExample: Sendable {
    package var files: [(path: String, source: String)]
    /// Rule options the example is checked with (`include_pushed: true`).
    package var options: [String: Bool]

    package init(_ files: [(String, String)], options: [String: Bool] = [:]) {
        self.files = files.map { (path: $0.0, source: $0.1) }
        self.options = options
    }

    package init(_ source: String, options: [String: Bool] = [:]) {
        self.init([("App.swift", source)], options: options)
    }

    package static let marker = "↓"

    /// The sources without markers.
    package var cleanFiles: [(path: String, text: String)] {
        files.map { (path: $0.path, text: $0.source.replacingOccurrences(of: RuleExample.marker, with: "")) }
    }

    /// `file:line` of every marker.
    package var markedLines: [String] {
        files.flatMap { file in
            file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains(RuleExample.marker) }
                .map { "\(file.path):\($0.offset + 1)" }
        }.sorted()
    }
}

/// A switch a rule accepts in the configuration (`never_ending_flow: { include_pushed: true }`).
package struct RuleOption: Sendable {
    package var name: String
    package var defaultValue: Bool
    package var summary: String
}

/// How a rule runs in one lint: its severity and its options.
package struct RuleSettings: Sendable {
    package var severity: Severity
    package var options: [String: Bool]

    package init(severity: Severity, options: [String: Bool] = [:]) {
        self.severity = severity
        self.options = options
    }

    /// The option's configured value, else `fallback`.
    package func flag(_ name: String, default fallback: Bool) -> Bool { options[name] ?? fallback }
}

/// What a rule is: identity, default behaviour and documentation.
public struct RuleDescription: Sendable {
    /// snake_case id used in config, suppressions and reports.
    public var id: String
    /// A human-readable name.
    public var name: String
    /// The severity of its findings unless the configuration changes it.
    public var defaultSeverity: Severity
    /// Opt-in rules run only when enabled in the configuration.
    public var isOptIn: Bool
    /// One line.
    public var summary: String
    /// Why the finding matters: what goes wrong in the app.
    public var rationale: String
    package var triggering: [RuleExample]
    package var nonTriggering: [RuleExample]
    /// Switches the configuration may set for this rule.
    package var options: [RuleOption] = []
    /// The framework whose code the rule reads.
    package var framework: Framework = .rxflow
}

/// A lint rule: its description and a check over the navigation graph (RxFlow rules read its
/// `routing`; FunctionalNavigationFlowKit rules its screens and transitions).
public struct LintRule: Sendable {
    /// Its id, name, severity and documentation.
    public var description: RuleDescription
    package var check: @Sendable (NavigationGraph, RuleSettings) -> [Finding]

    /// The rule's id (`description.id`).
    public var id: String { description.id }

    /// The settings the rule runs with when nothing is configured.
    package var defaultSettings: RuleSettings {
        RuleSettings(severity: description.defaultSeverity,
                     options: Dictionary(uniqueKeysWithValues: description.options.map { ($0.name, $0.defaultValue) }))
    }
}
