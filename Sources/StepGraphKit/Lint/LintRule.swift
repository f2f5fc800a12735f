/// A Swift code base written out as files, used as a rule's triggering or non-triggering example.
/// In a triggering example, `↓` stands right before each token the rule must report on, or at the
/// start of the line when the finding knows only its line (column 1); it is removed before analysis.
public struct RuleExample: Sendable {
    public var files: [(path: String, source: String)]
    /// Rule options the example is checked with (`include_pushed: true`).
    public var options: [String: Bool]

    public init(_ files: [(String, String)], options: [String: Bool] = [:]) {
        self.files = files.map { (path: $0.0, source: $0.1) }
        self.options = options
    }

    public init(_ source: String, options: [String: Bool] = [:]) {
        self.init([("App.swift", source)], options: options)
    }

    public static let marker = "↓"

    /// The sources without markers.
    public var cleanFiles: [(path: String, text: String)] {
        files.map { (path: $0.path, text: $0.source.replacingOccurrences(of: RuleExample.marker, with: "")) }
    }

    /// `file:line:column` of every marker: a marker stands right before the token the finding
    /// points at, so its column is that token's once the markers are removed (in UTF-8 bytes, as
    /// the tokenizer counts columns).
    public var markedLocations: [String] {
        files.flatMap { file in
            file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
                var column = 1
                return line.split(separator: Character(RuleExample.marker), omittingEmptySubsequences: false).dropLast().map { before in
                    column += before.utf8.count
                    return "\(file.path):\(index + 1):\(column)"
                }
            }
        }.sorted()
    }
}

/// A switch a rule accepts in the configuration (`never_ending_flow: { include_pushed: true }`).
public struct RuleOption: Sendable {
    public var name: String
    public var defaultValue: Bool
    public var summary: String
}

/// How a rule runs in one lint: its severity and its options.
public struct RuleSettings: Sendable {
    public var severity: Severity
    public var options: [String: Bool]

    public init(severity: Severity, options: [String: Bool] = [:]) {
        self.severity = severity
        self.options = options
    }

    /// The option's configured value, else `fallback`.
    public func flag(_ name: String, default fallback: Bool) -> Bool { options[name] ?? fallback }
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
    /// Switches the configuration may set for this rule.
    public var options: [RuleOption] = []
    /// The framework whose code the rule reads.
    public var framework: Framework = .rxflow
}

/// A lint rule: its description and a check over the navigation graph (RxFlow rules read its
/// `routing`; FunctionalNavigationFlowKit rules its screens and transitions).
public struct LintRule: Sendable {
    public var description: RuleDescription
    public var check: @Sendable (NavigationGraph, RuleSettings) -> [Finding]

    public var id: String { description.id }

    /// The settings the rule runs with when nothing is configured.
    public var defaultSettings: RuleSettings {
        RuleSettings(severity: description.defaultSeverity,
                     options: Dictionary(uniqueKeysWithValues: description.options.map { ($0.name, $0.defaultValue) }))
    }
}
