/// How reporters turn a finding's file (relative to the analysed root) into the paths they print.
public struct ReportContext: Sendable {
    package var toolVersion: String
    /// Path relative to the working directory (or as given), with `/` separators.
    package var relativePath: @Sendable (String) -> String
    /// Absolute path, for Xcode.
    package var absolutePath: @Sendable (String) -> String

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

/// The output formats of `stepgraph lint --reporter`.
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode, json, sarif
    case githubActions = "github-actions"
    case checkstyle, junit, markdown, summary

    /// The report's text; throws when the report cannot be encoded (never an empty report).
    public func render(_ result: LintResult, context: ReportContext) throws -> String {
        switch self {
        case .xcode: return XcodeReporter.render(result, context: context)
        case .json: return try JSONReporter.render(result, context: context)
        case .sarif: return try SARIFReporter.render(result, context: context)
        case .githubActions: return GitHubActionsReporter.render(result, context: context)
        case .checkstyle: return CheckstyleReporter.render(result, context: context)
        case .junit: return JUnitReporter.render(result, context: context)
        case .markdown: return MarkdownReporter.render(result, context: context)
        case .summary: return SummaryReporter.render(result, context: context)
        }
    }
}
