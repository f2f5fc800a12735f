/// Everything a reporter needs about one lint run.
public struct LintResult: Sendable {
    /// The findings reported, by file, line, column and rule, after suppressions and the baseline.
    public var findings: [Finding]
    /// The findings before the baseline hid any (what `--write-baseline` records).
    package var findingsBeforeBaseline: [Finding] = []
    /// The rules that ran.
    public var rules: [RuleDescription]
    /// How many findings the baseline hid.
    public var hiddenByBaseline: Int
    /// How many findings `// stepgraph:disable` comments suppressed.
    public var suppressed: Int
    /// How many Swift files were read.
    public var fileCount: Int
    /// What kept rules from deciding, one note per cause (never findings).
    public var notChecked: [NotChecked] = []

    /// How many findings are errors.
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// How many findings are warnings.
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(findings: [Finding], findingsBeforeBaseline: [Finding] = [], rules: [RuleDescription], hiddenByBaseline: Int, suppressed: Int, fileCount: Int, notChecked: [NotChecked] = []) {
        self.findings = findings
        self.findingsBeforeBaseline = findingsBeforeBaseline
        self.rules = rules
        self.hiddenByBaseline = hiddenByBaseline
        self.suppressed = suppressed
        self.fileCount = fileCount
        self.notChecked = notChecked
    }
}

/// How `--strict` / `--lenient` change severities.
public enum SeverityPolicy: Sendable {
    case asConfigured
    /// Warnings become errors.
    case strict
    /// Errors become warnings.
    case lenient
}

/// Runs the enabled rules over the navigation graph, then applies suppressions and the baseline.
public enum Linter {
    /// Lints `analysis` over a graph built from its model.
    public static func lint(_ analysis: Analysis, configuration: LintConfiguration = LintConfiguration(),
                            baseline: Baseline? = nil, policy: SeverityPolicy = .asConfigured) -> LintResult {
        lint(analysis, graph: NavigationGraph(analysis), configuration: configuration, baseline: baseline, policy: policy)
    }

    /// Lints `analysis` over `graph`, its model's graph (built once when the map needs it too).
    public static func lint(_ analysis: Analysis, graph: NavigationGraph, configuration: LintConfiguration = LintConfiguration(),
                            baseline: Baseline? = nil, policy: SeverityPolicy = .asConfigured) -> LintResult {
        let rules = configuration.enabledRules(of: analysis.frontEnds)
        var findings: [Finding] = []
        for rule in rules {
            findings += rule.check(graph, configuration.settings(of: rule))
        }
        let suppressions = Suppressions(analysis.directives, frontEnds: analysis.frontEnds)
        let visible = findings.filter { !suppressions.isSuppressed($0) }
        let suppressed = findings.count - visible.count
        var adjusted = visible
        for index in adjusted.indices {
            switch policy {
            case .asConfigured: break
            case .strict: adjusted[index].severity = .error
            case .lenient: adjusted[index].severity = .warning
            }
        }
        adjusted.sort(by: Finding.reportOrder)
        let (kept, hidden) = baseline?.filter(adjusted) ?? (adjusted, 0)
        return LintResult(findings: kept, findingsBeforeBaseline: adjusted, rules: rules.map(\.description),
                          hiddenByBaseline: hidden, suppressed: suppressed, fileCount: analysis.model.fileCount,
                          notChecked: NotCheckedNotes.notes(of: analysis, graph: graph, enabled: Set(rules.map(\.id))))
    }
}
