import Foundation

/// A split map ready to lay out: the overview and one page per flow, each with the file it is
/// written to and, where asked, links between them.
package struct MapPageDrawing: Sendable {
    /// Where the drawing is written (the overview: the output file itself; a page: its file in
    /// the pages' folder, `PageFolder.path(of:)`).
    package var path: String
    package var graph: RenderGraph
    /// "the overview", or the page's title.
    package var title: String
    package var map: MapGraph
}

extension MapGraph {
    /// The overview (written to `output`) and a page per flow (see `pageNames`) in the pages'
    /// folder, styled with `style`; `linkPages` makes the nodes that stand for a flow links to its
    /// page, and each page's background a link back to the overview.
    package func pageDrawings(output: String, format: String, style: GraphvizStyle.Options,
                             linkPages: Bool) -> [MapPageDrawing] {
        let folder = PageFolder.path(of: output)
        let names = pageNames(extension: PageFolder.pageExtension(of: output, format: format))
        func linked(_ graph: RenderGraph, _ drawn: MapGraph, from pagesFolder: String?) -> RenderGraph {
            guard linkPages else { return graph }
            var graph = graph
            let pages = Dictionary(drawn.nodes.compactMap { node in node.page.map { (node.id, $0) } }, uniquingKeysWith: { first, _ in first })
            for index in graph.nodes.indices {
                guard let flow = pages[graph.nodes[index].id], let name = names[flow] else { continue }
                graph.nodes[index].attributes["URL"] = ([pagesFolder].compactMap { $0 } + [name]).map(urlComponent).joined(separator: "/")
            }
            return graph
        }
        let overviewMap = overview()
        let overview = GraphvizStyle.renderGraph(overviewMap, options: style)
        var drawings = [MapPageDrawing(path: output, graph: linked(overview, overviewMap, from: OutputPath.name(of: folder)),
                                       title: "the overview", map: overviewMap)]
        for flow in flows {
            let pageMap = page(for: flow.id)
            var page = linked(GraphvizStyle.renderGraph(pageMap, options: style), pageMap, from: nil)
            page.attributes["label"] = "\(pageMap.title) (\(title))"
            if linkPages {
                page.attributes["URL"] = "../" + urlComponent(OutputPath.name(of: output))
                page.attributes["tooltip"] = "Open the overview"
            }
            drawings.append(MapPageDrawing(path: OutputPath.join(folder, names[flow.id] ?? ""), graph: page, title: pageMap.title,
                                           map: pageMap))
        }
        return drawings
    }

    /// Each flow's page file name by flow id, `<Flow>.<ext>`; a name that repeats (FNFK
    /// containers of one type) gets `-2`, `-3`… in the app's order.
    package func pageNames(extension ext: String) -> [String: String] {
        var taken: [String: Int] = [:]
        var names: [String: String] = [:]
        for flow in flows {
            let name = String(flow.name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
            taken[name, default: 0] += 1
            let suffix = taken[name]! == 1 ? "" : "-\(taken[name]!)"
            names[flow.id] = "\(name)\(suffix).\(ext)"
        }
        return names
    }
}

/// A file or folder name as one segment of a relative link (`%`-escaped, `/` and `:` too).
private func urlComponent(_ name: String) -> String {
    name.addingPercentEncoding(withAllowedCharacters: CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/:"))) ?? name
}
