// libFuzzer entry point over the whole extraction pipeline: tokenizer, bracket matcher, declaration
// scanner, every front end's extractor and linker, then the navigation graph, every rule, and the map
// writers; over the parsers of git's output that `diff` and `lint --new-since` read; and over
// configuration loading: the same input as a `.stepgraph.yml` (the anchor scan, Yams, the keys, the
// globs), which then lints the analysis, and each of its lines as a glob.
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address` from the library's targets' and Yams' sources.

import StepGraphCore
import StepGraphKit

@_cdecl("LLVMFuzzerTestOneInput")
public func stepGraphFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A first byte NUL (a file the analysis skips as binary anyway) selects git's output instead.
    if bytes.first == 0 { return fuzzGitOutput(bytes.dropFirst()) }
    // The input becomes two files (split at the middle), so cross-file linking is exercised too.
    let middle = bytes.count / 2
    let analysis = Analyzer.standard.analyze(buffers: [
        (path: "A.swift", bytes: Array(bytes[..<middle])),
        (path: "B.swift", bytes: Array(bytes[middle...])),
        (path: "Whole.swift", bytes: bytes),
    ])
    let graph = NavigationGraph(analysis)
    var findings: [Finding] = []
    for rule in analysis.frontEnds.rules { findings += rule.check(graph, rule.defaultSettings) }
    if let map = try? MapBuilder.build(graph, findings: findings) {
        _ = DOTWriter.write(GraphvizStyle.renderGraph(map))
        _ = MermaidWriter.write(map)
        for flow in map.flows { _ = map.page(for: flow.id) }
        _ = map.overview()
    }
    _ = try? StableJSON.encode(analysis.model, pretty: false)
    fuzzConfiguration(String(decoding: bytes, as: UTF8.self), analysis: analysis, graph: graph)
    return 0
}

/// `input` as `git ls-tree -r -z` output and as `git cat-file --batch` answers (to as many as 64
/// requests); every blob's range must lie inside the output.
private func fuzzGitOutput(_ input: ArraySlice<UInt8>) -> CInt {
    let output = Array(input)
    output.withUnsafeBufferPointer { buffer in
        for entry in GitOutput.treeEntries(buffer) { precondition(!entry.mode.isEmpty && !entry.object.isEmpty) }
        for answer in GitOutput.batchAnswers(buffer, count: 64) {
            if case .blob(let range) = answer { precondition(range.lowerBound >= 0 && range.upperBound < buffer.count) }
        }
    }
    return 0
}

/// `text` as a configuration, and each of its first lines as a glob, matched against a few paths.
private func fuzzConfiguration(_ text: String, analysis: Analysis, graph: NavigationGraph) {
    let paths = ["App.swift", "Sources/App/Flows/AppFlow.swift", "Tests/Generated/[x].swift", ".hidden/a-b.swift"]
    var globs = text.split(separator: "\n").prefix(64).compactMap { try? Glob(String($0)) }
    if let configuration = try? LintConfiguration.parse(text, path: ".stepgraph.yml", frontEnds: analysis.frontEnds) {
        globs += configuration.included + configuration.excluded
        _ = Linter.lint(analysis, graph: graph, configuration: configuration)
    }
    for glob in globs {
        for path in paths { _ = glob.matches(path) }
    }
}
