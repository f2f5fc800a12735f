/// One side of a comparison (`diff`, `lint --new-since`): an analysis and its findings, linted
/// with the configuration both sides share.
package struct LintedSide: Sendable {
    package let analysis: Analysis
    package let result: LintResult

    /// Lints `analysis` with `configuration` (no baseline: every finding of this side).
    package init(analysis: Analysis, configuration: LintConfiguration) {
        self.analysis = analysis
        result = Linter.lint(analysis, configuration: configuration)
    }
}
