import Foundation

/// `--split auto`'s rule: the full map is kept when, fitted whole into a 1600×1000 px window
/// (shrunk, never enlarged), its node text is still at least 9 px tall. Node text is set in
/// `GraphvizStyle`'s 10 pt, and a point is 4/3 px, so the laid-out drawing may be at most
/// 1600 × 0.675 px wide and 1000 × 0.675 px tall in points: 1777.5 × 1111 pt.
package enum MapReadability {
    package static let windowWidth = 1600.0
    package static let windowHeight = 1000.0
    package static let minimumTextPixels = 9.0
    /// The size of node text, in points (`GraphvizStyle`'s node default).
    package static let nodeFontPoints = 10.0

    /// The height of node text, in px, once a drawing of `width` × `height` pt is fitted into the window.
    package static func textPixels(width: Double, height: Double) -> Double {
        let pixels = 4.0 / 3.0
        let scale = min(1, windowWidth / (width * pixels), windowHeight / (height * pixels))
        return nodeFontPoints * pixels * scale
    }

    package static func isReadable(width: Double, height: Double) -> Bool {
        textPixels(width: width, height: height) >= minimumTextPixels
    }

    /// The `width` and `height` (in pt) of a Graphviz SVG's root element.
    package static func size(ofSVG svg: Data) -> (width: Double, height: Double)? {
        let head = String(decoding: svg.prefix(2048), as: UTF8.self)
        guard let root = head.range(of: "<svg") else { return nil }
        func value(_ name: String) -> Double? {
            guard let start = head.range(of: " \(name)=\"", range: root.upperBound..<head.endIndex),
                  let end = head[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return Double(head[start.upperBound..<end].replacingOccurrences(of: "pt", with: ""))
        }
        guard let width = value("width"), let height = value("height") else { return nil }
        return (width, height)
    }
}
