/// Every `--reporter` format, in the order `--help` and README list them: the registry `lint`,
/// `diff` and the configuration's `reporter:` key are checked against.
public enum Reporters {
    /// Every reporter, in that order.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubActionsReporter.self,
        CheckstyleReporter.self,
        JUnitReporter.self,
        MarkdownReporter.self,
        SummaryReporter.self,
    ]

    /// The reporter `--reporter identifier` names, if any.
    public static func reporter(_ identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }

    /// `xcode, json, …`: the names, for help and error messages.
    package static var identifiers: String { all.map { $0.identifier }.joined(separator: ", ") }
}
