import Yams

/// `.stepgraph.yml`: which files, which rules, at which severity, and the default reporter/baseline.
public struct LintConfiguration: Sendable, Equatable {
    package var included: [Glob] = []
    package var excluded: [Glob] = []
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
    /// `include_tests: true`: test targets' sources (and `Tests` folders where no project says) are linted too.
    public var includeTests = false
    /// Problems that do not stop the run (unknown keys, unknown rule ids outside `only_rules`), for standard error.
    package var warnings: [String] = []

    /// The configuration file's name (`stepgraph` looks in the first path argument, then the working directory).
    public static let fileName = ".stepgraph.yml"

    /// The largest configuration read, 1 MiB: a real one is a few hundred bytes, and a larger one is
    /// refused before any of it is parsed.
    public static let maxFileSize = 1 << 20

    /// The name that stands for every rule in `disabled_rules`, `opt_in_rules` and `only_rules`.
    package static let allRules = "all"

    /// The top-level keys besides rule ids, each spelled once.
    package enum Key: String {
        case included, excluded, reporter, baseline
        case includeTests = "include_tests"
        case disabledRules = "disabled_rules", optInRules = "opt_in_rules", onlyRules = "only_rules"
    }

    /// The line of the first mapping key in `node` that is not a scalar, if any.
    private static func firstKeyThatIsNoScalar(_ node: Node) -> Int? {
        var pending = [node]
        while let next = pending.popLast() {
            if let mapping = next.mapping {
                for (key, value) in mapping {
                    if key.scalar == nil { return key.mark?.line ?? next.mark?.line ?? 1 }
                    pending.append(value)
                }
            } else if let sequence = next.sequence {
                pending += sequence
            }
        }
        return nil
    }

    /// A rule's setting besides its options (`rule_id: {severity: error}`).
    package static let severityKey = "severity"

    /// The defaults: every file, every rule that is not opt-in, at its default severity.
    public init() {}

    /// Parses YAML text; `path` is used in messages. Throws `StepGraphError` (with the line for invalid
    /// YAML, an anchor or an alias): for a text over `maxFileSize` bytes, an anchor or alias anywhere
    /// (no key needs one, and loading would expand them), a glob that is not one, and an `only_rules`
    /// that would leave rules out silently. Rule names are those of `frontEnds`' catalogue.
    public static func parse(_ text: String, path: String, frontEnds: FrontEndRegistry) throws -> LintConfiguration {
        guard text.utf8.count <= maxFileSize else { throw StepGraphError.configurationTooLarge(path: path, limit: maxFileSize) }
        if let line = YAMLAnchorScan.firstAnchorOrAliasLine(in: text) {
            throw StepGraphError.configurationAlias(path: path, line: line)
        }
        var configuration = LintConfiguration()
        let document: Any?
        do {
            // A key that is a mapping or a list (`{a: b}: c`) makes Yams' loader trap: refused first.
            if let line = try Yams.compose(yaml: text).flatMap(firstKeyThatIsNoScalar) {
                throw StepGraphError.invalidYAML(path: path, line: line, problem: "a key that is a mapping or a list")
            }
            document = try Yams.load(yaml: text)
        } catch let error as YamlError {
            throw invalidYAML(error, path: path)
        } catch let error as StepGraphError {
            throw error
        } catch {
            throw StepGraphError.invalidYAML(path: path, line: nil, problem: "\(error)")
        }
        guard let document else { return configuration }  // an empty file is the default configuration
        guard let map = document as? [String: Any] else {
            throw StepGraphError.configurationNotAMapping(path: path)
        }
        for key in map.keys.sorted() {
            let value = map[key]!
            switch Key(rawValue: key) {
            case .included: configuration.included = try globs(value, key, path)
            case .excluded: configuration.excluded = try globs(value, key, path)
            case .disabledRules: configuration.disabledRules = try configuration.readRuleList(value, key, path, frontEnds)
            case .optInRules: configuration.optInRules = try configuration.readRuleList(value, key, path, frontEnds)
            case .onlyRules:
                // Exactly these rules run: a name that is no rule would turn its rule off without a word.
                let named = try ruleList(value, key, path, frontEnds)
                guard named.unknown.isEmpty else { throw StepGraphError.unknownOnlyRules(path: path, names: named.unknown) }
                guard !named.ids.isEmpty else { throw StepGraphError.emptyOnlyRules(path: path) }
                configuration.onlyRules = named.ids
            case .reporter: configuration.reporter = try string(value, key, path)
            case .baseline: configuration.baseline = try string(value, key, path)
            case .includeTests:
                guard let flag = value as? Bool else { throw StepGraphError.invalidSetting(path: path, key: key, expected: .boolean) }
                configuration.includeTests = flag
            case nil:
                if let rule = frontEnds.rule(key) {
                    try configuration.readRuleSettings(value, rule: rule, path: path)
                } else {
                    configuration.warnings.append("\(path): unknown key '\(key)' ignored")
                }
            }
        }
        if configuration.onlyRules != nil && !(configuration.disabledRules.isEmpty && configuration.optInRules.isEmpty) {
            configuration.warnings.append("\(path): 'only_rules' is set, so 'disabled_rules' and 'opt_in_rules' are ignored")
        }
        return configuration
    }

    /// The rules of `frontEnds`' catalogue this configuration runs.
    package func enabledRules(of frontEnds: FrontEndRegistry) -> [LintRule] {
        frontEnds.rules.filter { rule in
            if let only = onlyRules { return only.contains(rule.id) || only.contains(LintConfiguration.allRules) }
            if disabledRules.contains(rule.id) { return false }
            return !rule.description.isOptIn || optInRules.contains(rule.id) || optInRules.contains(LintConfiguration.allRules)
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

    /// A rule list's rules by id (`all` kept as it is) and, in order, the names that are no rule. Like
    /// a key, each name is looked up through `FrontEndRegistry.rule(_:)` alone, so other names for a rule added
    /// there are understood everywhere in the configuration.
    private static func ruleList(_ value: Any, _ key: String, _ path: String, _ frontEnds: FrontEndRegistry) throws -> (ids: Set<String>, unknown: [String]) {
        var ids: Set<String> = []
        var unknown: [String] = []
        for name in try strings(value, key, path) {
            if name == allRules { ids.insert(name) } else if let rule = frontEnds.rule(name) { ids.insert(rule.id) } else { unknown.append(name) }
        }
        return (ids, unknown)
    }

    /// `disabled_rules` or `opt_in_rules`: a name that is no rule is a warning, as it cannot turn off
    /// the rules that run by default.
    private mutating func readRuleList(_ value: Any, _ key: String, _ path: String, _ frontEnds: FrontEndRegistry) throws -> Set<String> {
        let named = try LintConfiguration.ruleList(value, key, path, frontEnds)
        warnings += named.unknown.map { "\(path): unknown rule '\($0)' ignored" }
        return named.ids
    }

    private static func globs(_ value: Any, _ key: String, _ path: String) throws -> [Glob] {
        try strings(value, key, path).map { pattern in
            do throws(Glob.Problem) {
                return try Glob(pattern)
            } catch {
                throw StepGraphError.invalidConfiguredGlob(path: path, key: key, pattern: pattern, problem: error)
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
