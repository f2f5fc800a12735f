import Foundation

extension MapFiles {
    /// A flow page reads down, not across: laid out left to right, a long chain of arms runs off the
    /// window's right edge, title and all. A page wider than the window is laid out top to bottom
    /// too, and the narrower of the two is kept, so it fits the window's width and scrolls down.
    static func layoutFittingWidth(_ graph: RenderGraph, format: String, what: String, layout: MapLayout) throws -> Data {
        let across = try layout(graph, "svg", what)
        let widest = MapReadability.windowWidth * 3 / 4  // the window's width in points
        guard let size = MapReadability.size(ofSVG: across), size.width > widest else {
            return format == "svg" ? across : try layout(graph, format, what)
        }
        var turned = graph
        turned.attributes["rankdir"] = GraphvizStyle.Direction.topToBottom.rawValue
        let down = try layout(turned, "svg", what)
        guard let turnedSize = MapReadability.size(ofSVG: down), turnedSize.width < size.width else {
            return format == "svg" ? across : try layout(graph, format, what)
        }
        return format == "svg" ? down : try layout(turned, format, what)
    }
}
