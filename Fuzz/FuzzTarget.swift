// libFuzzer entry point over the whole extraction pipeline: tokenizer, bracket matcher, declaration
// scanner, every front end's extractor and linker, then the navigation graph, every rule, and the map
// writers; and over the parsers of git's output that `diff` and `lint --new-since` read.
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address` from the library's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func stepGraphFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A first byte NUL (a file the analysis skips as binary anyway) selects git's output instead.
    if bytes.first == 0 { return fuzzGitOutput(bytes.dropFirst()) }
    // The input becomes two files (split at the middle), so cross-file linking is exercised too.
    let middle = bytes.count / 2
    let analysis = Analyzer.analyze(buffers: [
        (path: "A.swift", bytes: Array(bytes[..<middle])),
        (path: "B.swift", bytes: Array(bytes[middle...])),
        (path: "Whole.swift", bytes: bytes),
    ])
    let graph = NavigationGraph(model: analysis.model)
    var findings: [Finding] = []
    for rule in Rules.all { findings += rule.check(graph, rule.defaultSettings) }
    if let map = try? MapBuilder.build(graph, findings: findings) {
        _ = DOTWriter.write(GraphvizStyle.renderGraph(map))
        _ = MermaidWriter.write(map)
        for flow in map.flows { _ = map.page(for: flow.id) }
        _ = map.overview()
    }
    _ = try? StableJSON.encode(analysis.model, pretty: false)
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
