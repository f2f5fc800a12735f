// libFuzzer entry point over the whole extraction pipeline: tokenizer, bracket matcher, declaration
// scanner, every front end's extractor and linker, then the navigation graph, every rule, and the map writers.
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address` from the library's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func stepGraphFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
