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
        graph = NavigationGraph(analysis)
        result = Linter.lint(analysis, graph: graph, configuration: configuration)
    }
}

// With the sides (not in Map/: the map has no linter; the fuzz build leaves this file out with the other lint drivers).
extension MapComparison {
    /// `diff --map`: the head side's map marked against the base side's, only the frames the change
    /// touches and the neighbours its edges reach (`changedPart`); the whole head map, all of it
    /// unchanged, when the navigation did not change.
    package static func changeMap(base: LintedSide, head: LintedSide) throws -> MapGraph {
        let marked = try markedMap(base: base, head: head)
        return changedPart(of: marked) ?? marked
    }

    /// The review's picture: the frames the change touches, as Mermaid text (GitHub draws it in a
    /// pull-request comment); nil when the navigation did not change.
    package static func reviewDrawing(base: LintedSide, head: LintedSide) throws -> String? {
        try changedPart(of: markedMap(base: base, head: head)).map { MermaidWriter.write($0, legend: false) }
    }

    private static func markedMap(base: LintedSide, head: LintedSide) throws -> MapGraph {
        let before = try MapBuilder.build(base.graph, findings: base.result.findings)
        let after = try MapBuilder.build(head.graph, findings: head.result.findings)
        var marked = marked(head: after, base: before)
        marked.title = "Navigation changes"
        return marked
    }
}
