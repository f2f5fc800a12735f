import Foundation

/// The interactive map: one self-contained HTML file (no network) holding the SVG drawings and a
/// small script — pan and zoom, search, click a node to highlight what leads to it and where it
/// leads, a side panel with the node's place, details and findings, filters by flow and by
/// finding. A split map carries the overview and every flow's page in the same file.
package enum HTMLWriter {
    /// One drawing of the page: the whole map, or the overview and a page per flow.
    package struct Page: Sendable {
        package var title: String
        /// The SVG document Graphviz rendered.
        package var svg: String
        package init(title: String, svg: String) {
            self.title = title
            self.svg = svg
        }
    }

    /// What the script knows of one node.
    package struct NodeData: Codable {
        package var id: String
        package var label: String
        package var kind: String
        package var flow: String?
        package var place: String?
        package var link: String?
        package var details: [String]
        package var findings: [String]
        /// The flow whose page a click opens (an overview's flow, a page's stub).
        package var page: String?
    }

    package struct PageData: Codable {
        package var title: String
        /// The flow (`MapFlow.id`) a flow's page draws; nil for the whole map and the overview.
        package var flow: String?
        package var nodes: [NodeData]
        package var edges: [[String]]
        package var flows: [String: String]
        package var rules: [String]
        /// A flow's page: its findings' counts for its tab ("2 errors · 1 warning"), and whether any is an error.
        package var badge: String?
        package var errors: Bool?
    }

    /// `maps[i]` is the map `pages[i]` draws; `title` heads the page (default: the first map's).
    package static func write(pages: [Page], maps: [MapGraph], findings: [Finding], linkTemplate: String?,
                             displayPath: (String) -> String, title: String? = nil) throws -> String {
        let data = zip(pages, maps).enumerated().map { index, pair in
            var page = pageData(pair.0.title, pair.1, findings: findings, linkTemplate: linkTemplate, displayPath: displayPath)
            if index > 0 && pair.1.flows.count == 1 {
                let flow = pair.1.flows[0]
                page.flow = flow.id
                page.badge = flow.findings.countsText
                page.errors = page.badge == nil ? nil : flow.findings.hasErrors
            }
            return page
        }
        let json = String(decoding: try StableJSON.encode(data, pretty: false), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")  // never closes the script element early
        let title = XML.escape(title ?? maps.first?.title ?? "Navigation map")
        let words = FilterWords(maps)
        var sections = ""
        for (index, page) in pages.enumerated() {
            let pageTitle = XML.escape(page.title)
            let hidden = index == 0 ? "" : " hidden"
            sections += "<section class=\"page\" data-page=\"\(index)\"\(hidden)><h2 class=\"page-title\">\(pageTitle)</h2>"
            sections += "<div class=\"canvas\" tabindex=\"0\" aria-label=\"\(pageTitle): drag to pan, wheel or + and - to zoom\">"
            sections += inlineSVG(page.svg) + "</div></section>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>\(title)</h1>
        <label>Search <input id="search" type="search" placeholder="\(words.searchPlaceholder)" autocomplete="off"></label>
        <label>\(words.frameFilter) <select id="flow-filter"><option value="">all</option></select></label>
        <label>Finding <select id="finding-filter"><option value="">all</option></select></label>
        <nav id="pages" aria-label="pages"></nav>
        <span id="status" role="status" aria-live="polite"></span>
        </header>
        <main>
        <div id="drawings">
        \(sections)</div>
        <aside id="panel" aria-live="polite"><p class="hint">Click a node (or focus it with Tab and press Enter) to see where it is, what it does, what leads to it and where it leads.</p></aside>
        </main>
        <script type="application/json" id="map-data">\(json)</script>
        <script>\(script)</script>
        </body>
        </html>

        """
    }

    package static func pageData(_ title: String, _ map: MapGraph, findings: [Finding], linkTemplate: String?,
                         displayPath: (String) -> String) -> PageData {
        let flows = Dictionary(map.flows.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let nodes = map.nodes.map { node -> NodeData in
            let place = node.location.map { "\(displayPath($0.file)):\($0.line)" }
            let link = node.location.flatMap { location in
                linkTemplate.flatMap { LinkTemplate.url($0, file: displayPath(location.file), line: location.line) }
            }
            let own = findings.filter { finding in
                guard let location = node.location else { return false }
                return ([finding.location] + finding.related.map(\.location)).contains { $0.file == location.file && $0.line == location.line }
            }
            // A flow's box on the overview holds its flow's findings, so the filter lights it.
            let lines = (own.map { "\($0.ruleID): \($0.message)" } + node.findings.map(\.line)).uniqued()
            return NodeData(id: node.id, label: node.label, kind: node.kind.rawValue, flow: node.flow.flatMap { flows[$0] }, place: place,
                            link: link, details: node.tooltip.split(separator: "\n").map(String.init).filter { $0 != place },
                            findings: lines, page: node.page)
        }
        let rules = Set(nodes.flatMap { $0.findings.compactMap { $0.split(separator: ":").first.map(String.init) } }).sorted()
        return PageData(title: title, flow: nil, nodes: nodes, edges: map.edges.map { [$0.from, $0.to] }, flows: flows, rules: rules)
    }

    /// The search and filter labels in the words of the front ends whose frames the maps draw:
    /// "step, flow or screen" and "Flow" on an RxFlow map, "route, coordinator or screen" and
    /// "Coordinator" on an XCoordinator one.
    package struct FilterWords {
        package var searchPlaceholder: String
        package var frameFilter: String

        package init(_ maps: [MapGraph]) {
            let drawn = Set(maps.flatMap { $0.flows.compactMap(\.framework) })
            let registered = maps.first?.words ?? []
            let frontEnds = drawn.isEmpty ? Array(registered.prefix(1)) : registered.filter { drawn.contains($0.framework) }
            let steps = frontEnds.map { $0.words.step.lowercased() }.uniqued()
            let frames = frontEnds.map(\.words.frame).uniqued()
            searchPlaceholder = (steps + frames).joined(separator: ", ") + " or screen"
            let filter = frames.joined(separator: " or ")
            frameFilter = filter.prefix(1).uppercased() + filter.dropFirst()
        }
    }

    /// The SVG without its XML prolog and doctype, ready to sit in the page.
    package static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }

}
