/// Rewrites text scalar by scalar: `transform` returns the replacement for a scalar, or nil to keep it
/// (an empty replacement drops it). Shared by the XML, Graphviz, DOT and Mermaid escapers.
package enum TextEscaping {
    package static func map(_ text: String, _ transform: (Unicode.Scalar) -> String?) -> String {
        // Kept runs are copied whole, and text with nothing to replace is returned as it is.
        let scalars = text.unicodeScalars
        var out = ""
        var kept = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if let replacement = transform(scalars[index]) {
                if out.isEmpty { out.reserveCapacity(text.utf8.count) }
                out.unicodeScalars.append(contentsOf: scalars[kept..<index])
                out += replacement
                kept = next
            }
            index = next
        }
        if kept == scalars.startIndex { return text }
        out.unicodeScalars.append(contentsOf: scalars[kept...])
        return out
    }

    /// C0 controls and DEL, which no text output of ours can carry.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || scalar.value == 0x7F }
}

/// XML text and attribute escaping (also removes characters XML 1.0 cannot carry).
package enum XML {
    package static func escape(_ text: String) -> String {
        TextEscaping.map(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\n": return "&#10;"
            case "\t": return "&#9;"
            default: return TextEscaping.isControl(scalar) || (0xFFFE...0xFFFF).contains(scalar.value) ? "" : nil
            }
        }
    }
}
