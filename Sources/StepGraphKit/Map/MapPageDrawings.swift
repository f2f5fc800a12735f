import Foundation

/// A split map ready to lay out: the overview and one page per flow, each with the file it is
/// written to and, where asked, its flow nodes linked to their pages' files.
package struct MapPageDrawing: Sendable {
    /// Where the drawing is written (the overview: the output file itself).
    package var path: String
    package var graph: RenderGraph
    /// "the overview", or the page's title.
    package var title: String
    package var map: MapGraph
}

extension MapGraph {
    /// The overview (written to `output`) and a page per flow (see `pageFiles`), styled with
    /// `style`; `linkPages` makes the nodes that stand for a flow links to its page file.
    package func pageDrawings(output: String, format: String, style: GraphvizStyle.Options,
                             linkPages: Bool) -> [MapPageDrawing] {
        let pagePaths = pageFiles(output: output, format: format)
        func linked(_ graph: RenderGraph, _ drawn: MapGraph) -> RenderGraph {
            guard linkPages else { return graph }
            var graph = graph
            let pages = Dictionary(drawn.nodes.compactMap { node in node.page.map { (node.id, $0) } }, uniquingKeysWith: { first, _ in first })
            for index in graph.nodes.indices {
                guard let flow = pages[graph.nodes[index].id], let path = pagePaths[flow] else { continue }
                graph.nodes[index].attributes["URL"] = (path as NSString).lastPathComponent
            }
            return graph
        }
        let overviewMap = overview()
        var drawings = [MapPageDrawing(path: output, graph: linked(GraphvizStyle.renderGraph(overviewMap, options: style), overviewMap),
                                       title: "the overview", map: overviewMap)]
        for flow in flows {
            let pageMap = page(for: flow.id)
            var page = linked(GraphvizStyle.renderGraph(pageMap, options: style), pageMap)
            page.attributes["label"] = "\(pageMap.title) (\(title))"
            drawings.append(MapPageDrawing(path: pagePaths[flow.id] ?? output, graph: page, title: pageMap.title, map: pageMap))
        }
        return drawings
    }

    /// `map.svg` → `map.<Flow>.svg` for each flow (by flow id; `format` when `output` has no
    /// extension); a name that repeats (FNFK containers of one type) gets `-2`, `-3`… in the app's order.
    package func pageFiles(output: String, format: String) -> [String: String] {
        let base = (output as NSString).deletingPathExtension
        let ext = (output as NSString).pathExtension
        var taken: [String: Int] = [:]
        var paths: [String: String] = [:]
        for flow in flows {
            let name = String(flow.name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
            taken[name, default: 0] += 1
            let suffix = taken[name]! == 1 ? "" : "-\(taken[name]!)"
            paths[flow.id] = "\(base).\(name)\(suffix).\(ext.isEmpty ? format : ext)"
        }
        return paths
    }
}
