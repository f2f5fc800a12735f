import Yams

/// `.stepgraph.yml`: which files, which rules, at which severity, and the default reporter/baseline.
public struct LintConfiguration: Sendable, Equatable {
    package var included: [String] = []
    package var excluded: [String] = []
    /// Rules that do not run (`disabled_rules:`).
    public var disabledRules: Set<String> = []
    /// Opt-in rules to enable; `all` enables every opt-in rule.
    public var optInRules: Set<String> = []
    /// When set, exactly these rules run.
    public var onlyRules: Set<String>?
    package var severities: [String: Severity] = [:]
    /// Rule options by rule id (`never_ending_flow: { include_pushed: true }`).
    package var ruleOptions: [String: [String: Bool]] = [:]
    package var reporter: String?
    package var baseline: String?
    /// Problems that do not stop the run (unknown keys or rule ids), for standard error.
    package var warnings: [String] = []

    /// The configuration file's name (`stepgraph` looks in the first path argument, then the working directory).
    public static let fileName = ".stepgraph.yml"

    /// The top-level keys besides rule ids, each spelled once.
    enum Key: String {
        case included, excluded, reporter, baseline
        case disabledRules = "disabled_rules", optInRules = "opt_in_rules", onlyRules = "only_rules"
    }

    /// A rule's setting besides its options (`rule_id: {severity: error}`).
    static let severityKey = "severity"

    /// The defaults: every file, every rule that is not opt-in, at its default severity.
    public init() {}

    /// Parses YAML text; `path` is used in messages. Throws `StepGraphError` (with the line for invalid YAML).
    public static func parse(_ text: String, path: String) throws -> LintConfiguration {
        var configuration = LintConfiguration()
        let document: Any?
        do {
            document = try Yams.load(yaml: text)
        } catch let error as YamlError {
            throw invalidYAML(error, path: path)
        } catch {
            throw StepGraphError.invalidYAML(path: path, line: nil, problem: "\(error)")
        }
        guard let document else { return configuration }  // an empty file is the default configuration
        guard let map = document as? [String: Any] else {
            throw StepGraphError.configurationNotAMapping(path: path)
        }
        let ruleIDs = Set(Rules.all.map(\.id))
        for key in map.keys.sorted() {
            let value = map[key]!
            switch Key(rawValue: key) {
            case .included: configuration.included = try strings(value, key, path)
            case .excluded: configuration.excluded = try strings(value, key, path)
            case .disabledRules: configuration.disabledRules = Set(try strings(value, key, path))
            case .optInRules: configuration.optInRules = Set(try strings(value, key, path))
            case .onlyRules: configuration.onlyRules = Set(try strings(value, key, path))
            case .reporter: configuration.reporter = try string(value, key, path)
            case .baseline: configuration.baseline = try string(value, key, path)
            case nil:
                if let rule = Rules.rule(key) {
                    try configuration.readRuleSettings(value, rule: rule, path: path)
                } else {
                    configuration.warnings.append("\(path): unknown key '\(key)' ignored")
                }
            }
        }
        let named = configuration.disabledRules.union(configuration.optInRules).union(configuration.onlyRules ?? [])
        for id in named.sorted() where id != "all" && !ruleIDs.contains(id) {
            configuration.warnings.append("\(path): unknown rule '\(id)' ignored")
        }
        if configuration.onlyRules != nil && !(configuration.disabledRules.isEmpty && configuration.optInRules.isEmpty) {
            configuration.warnings.append("\(path): 'only_rules' is set, so 'disabled_rules' and 'opt_in_rules' are ignored")
        }
        return configuration
    }

    /// The rules this configuration runs.
    package var enabledRules: [LintRule] {
        Rules.all.filter { rule in
            if let only = onlyRules { return only.contains(rule.id) || only.contains("all") }
            if disabledRules.contains(rule.id) { return false }
            return !rule.description.isOptIn || optInRules.contains(rule.id) || optInRules.contains("all")
        }
    }

    package func severity(of rule: LintRule) -> Severity {
        severities[rule.id] ?? rule.description.defaultSeverity
    }

    /// The severity and options `rule` runs with.
    package func settings(of rule: LintRule) -> RuleSettings {
        var settings = rule.defaultSettings
        settings.severity = severity(of: rule)
        settings.options.merge(ruleOptions[rule.id] ?? [:]) { $1 }
        return settings
    }

    /// `rule_id: warning`, or `rule_id: {severity: warning, option: true}`.
    private mutating func readRuleSettings(_ value: Any, rule: LintRule, path: String) throws {
        let key = rule.id
        guard let map = value as? [String: Any] else {
            severities[key] = try LintConfiguration.severity(value, key, path)
            return
        }
        for (name, setting) in map.sorted(by: { $0.key < $1.key }) {
            if name == LintConfiguration.severityKey {
                severities[key] = try LintConfiguration.severity(setting, key, path)
            } else if rule.description.options.contains(where: { $0.name == name }) {
                guard let flag = setting as? Bool else { throw StepGraphError.invalidSetting(path: path, key: key + "." + name, expected: .boolean) }
                ruleOptions[key, default: [:]][name] = flag
            } else {
                let known = ([LintConfiguration.severityKey] + rule.description.options.map(\.name)).joined(separator: ", ")
                warnings.append("\(path): unknown setting '\(name)' for rule '\(key)' ignored (known: \(known))")
            }
        }
    }

    private static func invalidYAML(_ error: YamlError, path: String) -> StepGraphError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return .invalidYAML(path: path, line: mark.line, problem: problem)
        default:
            return .invalidYAML(path: path, line: nil, problem: "\(error)")
        }
    }

    private static func strings(_ value: Any, _ key: String, _ path: String) throws -> [String] {
        if let single = value as? String { return [single] }
        guard let list = value as? [Any] else { throw StepGraphError.invalidSetting(path: path, key: key, expected: .strings) }
        return try list.map { item in
            guard let text = item as? String else { throw StepGraphError.invalidSetting(path: path, key: key, expected: .strings) }
            return text
        }
    }

    private static func string(_ value: Any, _ key: String, _ path: String) throws -> String {
        guard let text = value as? String else { throw StepGraphError.invalidSetting(path: path, key: key, expected: .string) }
        return text
    }

    private static func severity(_ value: Any, _ key: String, _ path: String) throws -> Severity {
        let text = (value as? String) ?? ((value as? [String: Any])?[severityKey] as? String)
        guard let text, let severity = Severity(rawValue: text) else {
            throw StepGraphError.invalidSetting(path: path, key: key, expected: .severity)
        }
        return severity
    }
}
