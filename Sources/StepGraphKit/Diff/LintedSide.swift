/// One side of a comparison (`diff`, `lint --new-since`): an analysis and its findings, linted
/// with the configuration both sides share.
package struct LintedSide: Sendable {
    package let analysis: Analysis
    /// The graph the side was linted over (its map is drawn from it).
    package let graph: NavigationGraph
    package let result: LintResult

    /// Lints `analysis` with `configuration` (no baseline: every finding of this side).
    package init(analysis: Analysis, configuration: LintConfiguration) {
        self.analysis = analysis
        graph = NavigationGraph(model: analysis.model)
        result = Linter.lint(analysis, graph: graph, configuration: configuration)
    }
}
