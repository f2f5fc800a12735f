/// A graph at the level of Graphviz attributes (clusters, nodes, edges, `key=value`), as plain Swift
/// values. The Graphviz module turns it into cgraph objects; `DOTWriter` into DOT text. Values are
/// raw text: `GraphvizText` makes them safe at output time.
public struct RenderGraph: Codable, Sendable, Equatable {
    package var name: String
    package var attributes: [String: String] = [:]
    package var nodeDefaults: [String: String] = [:]
    package var edgeDefaults: [String: String] = [:]
    package var clusters: [RenderCluster] = []
    package var nodes: [RenderNode] = []
    package var edges: [RenderEdge] = []
    /// An HTML-like graph label (markup without the outer `<…>`, already escaped); replaces `label`.
    package var htmlLabel: String?
    /// Nodes (outside clusters) laid out on the first rank, alone: the left edge, or the top with `rankdir=TB`.
    package var firstRank: [String] = []

    package init(name: String) { self.name = name }
}

package struct RenderCluster: Codable, Sendable, Equatable {
    /// Without the `cluster_` prefix.
    package var id: String
    package var attributes: [String: String]
    /// The cluster this one is drawn inside (listed before it).
    package var parent: String?

    package init(id: String, attributes: [String: String], parent: String? = nil) {
        self.id = id
        self.attributes = attributes
        self.parent = parent
    }
}

package struct RenderNode: Codable, Sendable, Equatable {
    package var id: String
    package var cluster: String?
    package var attributes: [String: String]
    /// An HTML-like label (markup without the outer `<…>`), already escaped.
    package var htmlLabel: String?
}

package struct RenderEdge: Codable, Sendable, Equatable {
    package var from: String
    package var to: String
    package var attributes: [String: String]
}

/// Makes text safe for Graphviz: Graphviz reads backslash escapes in labels (`\n`, `\N`, `\G`…),
/// copies control characters into the SVG unescaped, and writes URLs into `xlink:href` without XML
/// escaping (Graphviz 2.42).
package enum GraphvizText {
    package static func attribute(_ key: String, _ value: String) -> String {
        switch key {
        case "URL", "href": return url(value)
        case "tooltip": return text(value).replacingOccurrences(of: "\\\\", with: "⧵")  // `\N` is expanded even doubled
        case "label", "xlabel", "headlabel", "taillabel": return text(value)
        default: return text(value)
        }
    }

    /// Label/tooltip text: backslashes doubled, `&` escaped so it displays literally, control characters dropped.
    package static func text(_ value: String) -> String {
        TextEscaping.map(value) { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "&": return "&amp;"
            case "\n": return nil
            case "\r", "\t": return " "
            default: return TextEscaping.isControl(scalar) || (0x80...0x9F).contains(scalar.value) ? "" : nil
            }
        }
    }

    /// A URL valid inside an XML attribute.
    package static func url(_ value: String) -> String {
        TextEscaping.map(value) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "\"", "<", ">", "\\", " ", "'", "`", "{", "}", "|", "^": return percent(scalar)
            default: return TextEscaping.isControl(scalar) ? percent(scalar) : nil
            }
        }
    }

    private static func percent(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf8.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return "%" + (hex.count == 1 ? "0" + hex : hex)
        }.joined()
    }

    /// Escapes for an HTML-like label.
    package static func html(_ value: String) -> String {
        TextEscaping.map(text(value)) { scalar in
            switch scalar {
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "\n": return "<br/>"
            default: return nil
            }
        }
    }
}
