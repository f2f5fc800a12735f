/// How reporters turn a finding's file (relative to the analysed root) into the paths they print.
public struct ReportContext: Sendable {
    package var toolVersion: String
    /// Path relative to the working directory (or as given), with `/` separators.
    package var relativePath: @Sendable (String) -> String
    /// Absolute path, for Xcode.
    package var absolutePath: @Sendable (String) -> String
    /// `{file}`/`{line}` links for the review's locations (`diff --link-template`): in the head, and
    /// in the base (removed elements, fixed findings); nil: locations are plain text.
    package var headLinkTemplate: String? = nil
    package var baseLinkTemplate: String? = nil
    /// The review's Mermaid drawing of the frames a change touches (`diff`'s markdown), if any.
    package var reviewDrawing: String? = nil

    /// `toolVersion` is printed by the reporters that name the tool; the two closures turn a finding's file into the
    /// paths printed.
    public init(toolVersion: String, relativePath: @escaping @Sendable (String) -> String,
                absolutePath: @escaping @Sendable (String) -> String) {
        self.toolVersion = toolVersion
        self.relativePath = relativePath
        self.absolutePath = absolutePath
    }

    /// Paths printed as they are (tests, in-memory sources).
    public static let identity = ReportContext(toolVersion: StepGraphVersion.current, relativePath: { $0 }, absolutePath: { $0 })
}

/// The tool's version and home page, as reports print them.
public enum StepGraphVersion {
    /// The version `stepgraph --version` prints.
    public static let current = "0.2.0"
    package static let informationURI = "https://github.com/stepgraph/stepgraph"
}

/// A `--reporter` format: how `stepgraph lint` prints a `LintResult` and `stepgraph diff` a
/// `NavigationDiff`. A reporter is one type conforming to this protocol, listed in `Reporters.all`.
public protocol Reporter: Sendable {
    /// The name `--reporter` and the configuration's `reporter:` take (`github-actions`).
    static var identifier: String { get }
    /// What the report is, in one line (README's reporter table).
    static var description: String { get }
    /// The lint report; throws when the report cannot be encoded (never an empty report).
    static func report(_ result: LintResult, context: ReportContext) throws -> String
    /// `stepgraph diff`'s report. By default the findings the change introduced (`introduced`,
    /// the head's findings the base did not have), reported as `lint` reports findings: what CI
    /// annotations and code scanning should show for a pull request. A reporter with a form of its
    /// own for the whole comparison (markdown, json) implements it.
    static func report(_ diff: NavigationDiff, introduced: LintResult, context: ReportContext) throws -> String
}

extension Reporter {
    /// The introduced findings, reported as this reporter reports a lint.
    public static func report(_ diff: NavigationDiff, introduced: LintResult, context: ReportContext) throws -> String {
        try report(introduced, context: context)
    }
}

extension LintResult {
    /// The head side's result narrowed to the findings `diff` lists as introduced (what a diff
    /// reporter receives); the findings already present at the base count as known, like findings
    /// a baseline hides.
    package func introduced(in diff: NavigationDiff) -> LintResult {
        // One for one, as `NavigationDiff` matched them: a second site of a known problem is new.
        let kept = findings.unmatched(by: diff.stillPresent.map(\.identity) + diff.newlyChecked.map(\.finding.identity))
        return LintResult(findings: kept, findingsBeforeBaseline: findingsBeforeBaseline.isEmpty ? findings : findingsBeforeBaseline,
                          rules: rules, hiddenByBaseline: findings.count - kept.count,
                          suppressed: suppressed, fileCount: fileCount, notChecked: notChecked)
    }
}

extension LintResult {
    /// For each reported finding, its rank among the run's findings of its identity (before a
    /// baseline or a base revision hid any): the `:N` of a SARIF `primaryLocationLineHash`. Counted
    /// over the whole run so that a second site keeps `:2` when the first is hidden, as code scanning
    /// saw it in the full lint.
    package func identityOccurrences() -> [Int] {
        let all = findingsBeforeBaseline.isEmpty ? findings : findingsBeforeBaseline
        let ranks = all.identityOccurrences()
        // `findings` is a subsequence of `all` in the same order: walk both.
        var next = 0
        return findings.map { finding in
            while next < all.count, all[next] != finding { next += 1 }
            guard next < all.count else { return 1 }
            defer { next += 1 }
            return ranks[next]
        }
    }
}
