/// A Swift code base written out as files, used as a rule's triggering or non-triggering example.
/// In a triggering example, `↓` stands right before each token the rule must report on, or at the
/// start of the line when the finding knows only its line (column 1: a place the
/// model records by line only, such as a screen's declaration or where a flow is started); it is removed before analysis.
package struct RuleExample: Sendable {
    package var files: [(path: String, source: String)]
    /// Rule options the example is checked with, spelled as in the configuration and in docs/rules.md
    /// (`include_pushed: true`); a test checks each is one of the rule's switches.
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

    /// `file:line:column` of every marker: a marker stands right before the token the finding
    /// points at, so its column is that token's once the markers are removed (in UTF-8 bytes, as
    /// the tokenizer counts columns).
    package var markedLocations: [String] {
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

/// A switch a rule accepts in the configuration, as documented (`never_ending_flow: { include_pushed: true }`).
package struct RuleOption: Sendable {
    package var name: String
    package var defaultValue: Bool
    package var summary: String

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, defaultValue: Bool, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// A rule's typed options, decoded from its configuration entry (`never_ending_flow: { include_pushed: true }`
/// gives `NeverEndingFlowOptions(includePushed: true)`). `init()` holds the defaults, written once.
package protocol RuleOptions: Sendable {
    init()
    /// Each switch's name in the configuration and the property it sets.
    static var switches: [RuleSwitch<Self>] { get }
}

/// One switch of a rule's options.
package struct RuleSwitch<Options: RuleOptions>: Sendable {
    /// The switch's key in the rule's configuration entry (`include_pushed`).
    package var name: String
    /// One sentence for docs/rules.md.
    package var summary: String
    /// The property of the options the switch sets.
    package var property: WritableKeyPath<Options, Bool> & Sendable

    package init(_ name: String, _ property: WritableKeyPath<Options, Bool> & Sendable, summary: String) {
        self.name = name
        self.property = property
        self.summary = summary
    }

    /// The switch as the documentation and the configuration's validation see it.
    package var documentation: RuleOption { RuleOption(name: name, defaultValue: Options()[keyPath: property], summary: summary) }
}

extension RuleOptions {
    /// The options `configured` (switch name → value) sets, the others at their defaults.
    package init(configured: [String: Bool]) {
        self.init()
        for option in Self.switches {
            if let value = configured[option.name] { self[keyPath: option.property] = value }
        }
    }
}

/// The options of a rule that has none.
package struct NoOptions: RuleOptions {
    package init() {}
    package static let switches: [RuleSwitch<NoOptions>] = []
}

/// How a rule runs in one lint: its severity and the switches the configuration sets.
package struct RuleSettings: Sendable {
    package var severity: Severity
    /// Configured switches by name (`include_pushed: true`); the rule's options type holds the defaults.
    package var options: [String: Bool]

    package init(severity: Severity, options: [String: Bool] = [:]) {
        self.severity = severity
        self.options = options
    }
}

/// What a rule's check gets besides the graph: its options, and findings made with its id and
/// configured severity (the id is written once, in the rule's description).
package struct RuleContext<Options: RuleOptions>: Sendable {
    /// The rule's id, from its description.
    package let ruleID: String
    /// The severity the configuration gives the rule.
    package let severity: Severity
    /// The rule's options, decoded from the configuration.
    package let options: Options

    /// A finding of this rule about `subject`.
    package func finding(_ message: String, at location: SourceLocation, related: [RelatedLocation] = [],
                        about subject: FindingSubject) -> Finding {
        Finding(rule: ruleID, severity: severity, message: message, location: location, related: related, subject: subject)
    }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(ruleID: String, severity: Severity, options: Options) {
        self.ruleID = ruleID
        self.severity = severity
        self.options = options
    }
}

/// A rule's proof obligation: the facts every finding of the rule rests on, and the cases in which
/// the rule says nothing (a finding it could not prove is a false one; a silence it cannot avoid is
/// documented here, and the not-checked notes say where it happened).
package struct RuleProof: Sendable {
    /// What must hold for a finding, completing "Reports only when …" (no final period).
    package var reportsOnlyWhen: String
    /// Where the rule stays silent, completing "silent when …" (no final period).
    package var silentWhen: String

    package init(reportsOnlyWhen: String, silentWhen: String) {
        self.reportsOnlyWhen = reportsOnlyWhen
        self.silentWhen = silentWhen
    }

    /// The obligation as one sentence: "Reports only when …; silent when …."
    package var sentence: String { "Reports only when \(reportsOnlyWhen); silent when \(silentWhen)." }
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
    /// What the rule must prove before it reports, and where it stays silent instead; docs/rules.md
    /// renders it as "Reports only when …; silent when …".
    package var proof: RuleProof? = nil
    /// Other names the configuration and `// stepgraph:disable` comments accept for the rule (reports,
    /// SARIF and baselines carry only `id`).
    public var aliases: [String] = []
    /// Switches the configuration may set for this rule (from its options type).
    package internal(set) var options: [RuleOption] = []

    /// The frameworks whose code the rule reads: the front ends that list it, in registry order (set
    /// by the registry's catalogue, `FrontEndRegistry.rules`).
    package internal(set) var frameworks: [Framework] = []
    /// The first of them, which the documentation names (every rule is listed by a front end: a test checks it).
    package var framework: Framework { frameworks[0] }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(id: String, name: String, defaultSeverity: Severity, isOptIn: Bool, summary: String, rationale: String, triggering: [RuleExample], nonTriggering: [RuleExample], proof: RuleProof? = nil, aliases: [String] = [], options: [RuleOption] = [], frameworks: [Framework] = []) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.proof = proof
        self.aliases = aliases
        self.options = options
        self.frameworks = frameworks
    }
}

/// What a rule's findings mark on the navigation map, read from each finding's subject: the map
/// names no rule, each rule says what it paints.
package enum MapMark: Sendable {
    /// A step nothing emits: its arms drawn dead, and the step listed among the dead ones.
    case deadStep
    /// A flow that never ends: its frame drawn red.
    case neverEndingFrame
    /// A flow type nothing creates: its frame drawn red.
    case unreachableFrame
    /// A screen no way from the start reaches: drawn dead.
    case deadScreen
    /// A flow function nothing runs: drawn dead.
    case deadFlowFunction
}

/// A lint rule: its description and a check over the navigation graph (RxFlow rules read its
/// `routing`; FunctionalNavigationFlowKit rules its screens and transitions).
public struct LintRule: Sendable {
    /// Its id, name, severity and documentation.
    public var description: RuleDescription
    /// What its findings mark on the map, if anything.
    package var mapMark: MapMark?
    package var check: @Sendable (NavigationGraph, RuleSettings) -> [Finding]

    /// The rule's id (`description.id`).
    public var id: String { description.id }

    /// A rule whose check reads typed `options`; the description lists their switches.
    package init<Options: RuleOptions>(description: RuleDescription, options: Options.Type, marks mapMark: MapMark? = nil,
                                      check: @escaping @Sendable (NavigationGraph, RuleContext<Options>) -> [Finding]) {
        var description = description
        description.options = Options.switches.map(\.documentation)
        self.description = description
        self.mapMark = mapMark
        let id = description.id
        self.check = { graph, settings in
            check(graph, RuleContext(ruleID: id, severity: settings.severity, options: Options(configured: settings.options)))
        }
    }

    /// A rule without options.
    package init(description: RuleDescription, marks mapMark: MapMark? = nil,
                 check: @escaping @Sendable (NavigationGraph, RuleContext<NoOptions>) -> [Finding]) {
        self.init(description: description, options: NoOptions.self, marks: mapMark, check: check)
    }

    /// The settings the rule runs with when nothing is configured.
    package var defaultSettings: RuleSettings { RuleSettings(severity: description.defaultSeverity) }
}
