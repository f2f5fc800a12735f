/// Everything a reporter needs about one lint run.
public struct LintResult: Sendable {
    public var findings: [Finding]
    public var rules: [RuleDescription]
    public var hiddenByBaseline: Int
    public var suppressed: Int
    public var fileCount: Int

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

/// How `--strict` / `--lenient` change severities.
public enum SeverityPolicy: Sendable {
    case asConfigured
    /// Warnings become errors.
    case strict
    /// Errors become warnings.
    case lenient
}

/// Runs the enabled rules over the routing graph, then applies suppressions and the baseline.
public enum Linter {
    public static func lint(_ analysis: Analysis, configuration: LintConfiguration = LintConfiguration(),
                            baseline: Baseline? = nil, policy: SeverityPolicy = .asConfigured) -> LintResult {
        let graph = RoutingGraph(model: analysis.model)
        let rules = configuration.enabledRules
        var findings: [Finding] = []
        for rule in rules {
            findings += rule.check(graph, configuration.severity(of: rule))
        }
        let suppressions = Suppressions(analysis.directives)
        let visible = findings.filter { !suppressions.isSuppressed($0) }
        let suppressed = findings.count - visible.count
        var (kept, hidden) = baseline?.filter(visible) ?? (visible, 0)
        for index in kept.indices {
            switch policy {
            case .asConfigured: break
            case .strict: kept[index].severity = .error
            case .lenient: kept[index].severity = .warning
            }
        }
        return LintResult(findings: kept.sorted(by: Finding.reportOrder), rules: rules.map(\.description),
                          hiddenByBaseline: hidden, suppressed: suppressed, fileCount: analysis.model.fileCount)
    }
}
