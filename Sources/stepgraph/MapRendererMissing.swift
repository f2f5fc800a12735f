/// A drawn map (SVG, PNG, PDF, or HTML, which holds SVG drawings) asked of a build without the
/// GraphvizRenderer trait: exit status 2 with the ways to get the map.
struct MapRendererMissing: Error, CustomStringConvertible {
    /// Whether this build lays maps out in process (Package.swift's GraphvizRenderer trait).
    #if GraphvizRenderer
    static let hasRenderer = true
    #else
    static let hasRenderer = false
    #endif

    var description: String {
        "this stepgraph was built without a map renderer: SVG, PNG, PDF and HTML maps need one. "
            + "Build it with Graphviz installed (libgraphviz-dev and pkg-config, or Homebrew's graphviz): "
            + "`swift build -c release --product stepgraph --traits GraphvizRenderer` (`make release`); "
            + "or write DOT (--output map.dot) and draw it with `dot -Tsvg map.dot -o map.svg`. DOT, JSON and Mermaid need no renderer."
    }
}
