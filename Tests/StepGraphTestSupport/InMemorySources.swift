import StepGraphKit

/// The analysis of in-memory files (path → source), with every front end unless `frameworks` names some.
public func analysis(_ files: [String: String], frameworks: Set<Framework>? = nil) -> Analysis {
    Analyzer.analyze(sources: files.map { (path: $0.key, text: $0.value) }, frameworks: frameworks)
}

/// The model of in-memory files.
public func model(_ files: [String: String]) -> NavigationModel { analysis(files).model }

/// The model of one in-memory file, `App.swift`.
public func model(_ source: String) -> NavigationModel { model(["App.swift": source]) }

/// Findings of the rules `configuration` enables on in-memory files, as `identity` strings in report order.
public func findings(_ files: [String: String], configuration: LintConfiguration = LintConfiguration()) -> [String] {
    Linter.lint(analysis(files), configuration: configuration).findings.map(\.identity)
}
