import StepGraphKit

/// The analysis of in-memory files (path → source), with every front end unless `frameworks` names some.
/// `listed`: other paths of the checkout (`Shop/Shop.xcodeproj/project.pbxproj`), as a revision lists them.
public func analysis(_ files: [String: String], listed: [String] = [], frameworks: Set<Framework>? = nil) -> Analysis {
    Analyzer.analyze(sources: files.map { (path: $0.key, text: $0.value) }, projects: ProjectFolders(paths: listed), frameworks: frameworks)
}

/// The model of in-memory files.
public func model(_ files: [String: String], listed: [String] = []) -> NavigationModel { analysis(files, listed: listed).model }

/// The model of one in-memory file, `App.swift`.
public func model(_ source: String) -> NavigationModel { model(["App.swift": source]) }

/// Findings of the rules `configuration` enables on in-memory files, as `identity` strings in report order.
public func findings(_ files: [String: String], listed: [String] = [], configuration: LintConfiguration = LintConfiguration()) -> [String] {
    Linter.lint(analysis(files, listed: listed), configuration: configuration).findings.map(\.identity)
}
