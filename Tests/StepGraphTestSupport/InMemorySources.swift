import StepGraphCore
import StepGraphKit

/// The analysis of in-memory files (path → source), with every front end unless `frameworks` names some.
/// `listed`: other paths of the checkout (`Shop/Shop.xcodeproj/project.pbxproj`), as a revision lists them.
public func analysis(_ files: [String: String], listed: [String] = [], frameworks: Set<Framework>? = nil) -> Analysis {
    Analyzer.standard.analyze(sources: files.map { (path: $0.key, text: $0.value) }, projects: ProjectFolders(paths: listed), frameworks: frameworks)
}

/// The model of in-memory files.
public func model(_ files: [String: String], listed: [String] = []) -> NavigationModel { analysis(files, listed: listed).model }

/// The model of one in-memory file, `App.swift`.
public func model(_ source: String) -> NavigationModel { model(["App.swift": source]) }

/// Findings of the rules `configuration` enables on in-memory files, in report order, each as its
/// `identity` unless `describe` says otherwise.
public func findings(_ files: [String: String], listed: [String] = [], configuration: LintConfiguration = LintConfiguration(),
                     as describe: (Finding) -> String = \.identity) -> [String] {
    Linter.lint(analysis(files, listed: listed), configuration: configuration).findings.map(describe)
}

/// One rule's findings on `model` with its default settings, each as its `identity` unless `describe` says otherwise.
public func findings(_ model: NavigationModel, _ rule: LintRule, as describe: (Finding) -> String = \.identity) -> [String] {
    rule.check(NavigationGraph(model: model, frontEnds: .standard), rule.defaultSettings).map(describe)
}

/// A finding as `file:line:column identity`.
public func located(_ finding: Finding) -> String {
    "\(finding.location.file):\(finding.location.line):\(finding.location.column) \(finding.identity)"
}
