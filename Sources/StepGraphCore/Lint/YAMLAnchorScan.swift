/// Finds the first anchor or alias (`&name`, `*name`, so `<<: *name` too) in a YAML document
/// without parsing it, so the configuration can refuse them before Yams expands a single alias:
/// half a kilobyte of nested aliases expands to gigabytes while the document loads.
///
/// The scan follows the scanner of libyaml (the one Yams bundles) as far as telling where a token
/// starts: flow and block context, the block indentation, and the ends of quoted, plain and block
/// scalars, tags, directives and comments. An `&` or `*` inside any of those is text. Where libyaml
/// stops with an error, nothing after that point is loaded; the scan goes on regardless, so at worst
/// it names an anchor in a document Yams would refuse anyway.
package struct YAMLAnchorScan {
    private let bytes: [UInt8]
    private var i = 0
    /// libyaml's mark: the line (from 1 here) and the column, in characters.
    private var line = 1
    private var column = 0
    private var flowLevel = 0
    /// The column of the innermost block collection (-1: none), and those around it.
    private var indent = -1
    private var indents: [Int] = []
    /// Whether a token starting here may be a mapping key (libyaml's `simple_key_allowed`).
    private var simpleKeyAllowed = true
    /// Where the possible key of the block context starts: a `:` on its line makes it a mapping key
    /// at that column, which is the new indentation.
    private var simpleKey: (line: Int, column: Int)?

    /// The line (from 1) of the first anchor or alias in `text`, or nil when it has none.
    package static func firstAnchorOrAliasLine(in text: String) -> Int? {
        var scan = YAMLAnchorScan(bytes: Array(text.utf8))
        return scan.run()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run() -> Int? {
        while true {
            skipToNextToken()
            guard !isEnd(i) else { return nil }
            if flowLevel == 0 { unroll(to: column) }
            let c = bytes[i]
            if column == 0 && c == ascii("%") {
                // A directive (`%YAML 1.1`, `%TAG ! tag:x:`): names and URIs up to the end of the line.
                unroll(to: -1)
                simpleKey = nil
                simpleKeyAllowed = false
                skipToBreak()
                consumeBreak()
                continue
            }
            if column == 0 && isDocumentIndicator(i) {
                unroll(to: -1)
                simpleKey = nil
                simpleKeyAllowed = false
                for _ in 0..<3 { advance() }
                continue
            }
            switch c {
            case ascii("*"), ascii("&"):
                return line
            case ascii("["), ascii("{"):
                saveSimpleKey()
                flowLevel += 1
                simpleKeyAllowed = true
                advance()
            case ascii("]"), ascii("}"):
                if flowLevel > 0 { flowLevel -= 1 }
                simpleKeyAllowed = false
                advance()
            case ascii(","):
                simpleKeyAllowed = true
                advance()
            case ascii("-") where isBlankOrEnd(i + 1):
                blockIndicator()
                simpleKeyAllowed = true
            case ascii("?") where flowLevel > 0 || isBlankOrEnd(i + 1):
                blockIndicator()
                simpleKeyAllowed = flowLevel == 0
            case ascii(":") where flowLevel > 0 || isBlankOrEnd(i + 1):
                value()
            case ascii("!"):
                saveSimpleKey()
                simpleKeyAllowed = false
                skipTag()
            case ascii("|") where flowLevel == 0, ascii(">") where flowLevel == 0:
                simpleKey = nil
                simpleKeyAllowed = true
                skipBlockScalar()
            case ascii("'"), ascii("\""):
                saveSimpleKey()
                simpleKeyAllowed = false
                skipQuotedScalar(single: c == ascii("'"))
            default:
                saveSimpleKey()
                simpleKeyAllowed = false
                skipPlainScalar()
            }
        }
    }

    // MARK: - Structure

    private mutating func saveSimpleKey() {
        if flowLevel == 0 && simpleKeyAllowed { simpleKey = (line, column) }
    }

    /// `- ` or `? `: in the block context, a collection may start at this column.
    private mutating func blockIndicator() {
        if flowLevel == 0 {
            roll(to: column)
            simpleKey = nil
        }
        advance()
    }

    /// `:`: in the block context the key before it on its line (or, with none, the `:` itself) sets
    /// the mapping's column.
    private mutating func value() {
        if flowLevel > 0 {
            simpleKeyAllowed = false
        } else if let key = simpleKey, key.line == line {
            roll(to: key.column)
            simpleKeyAllowed = false
        } else {
            roll(to: column)
            simpleKeyAllowed = true
        }
        if flowLevel == 0 { simpleKey = nil }
        advance()
    }

    private mutating func roll(to newIndent: Int) {
        guard flowLevel == 0, indent < newIndent else { return }
        indents.append(indent)
        indent = newIndent
    }

    private mutating func unroll(to newIndent: Int) {
        guard flowLevel == 0 else { return }
        while indent > newIndent, let outer = indents.popLast() { indent = outer }
    }

    /// Blanks, comments and line breaks up to the next token (libyaml's `scan_to_next_token`).
    private mutating func skipToNextToken() {
        while true {
            // A byte order mark may start a line, the first too (Yams names the encoding, so libyaml's
            // reader keeps it): it counts as a column.
            if column == 0 && bytes[i...].starts(with: [0xEF, 0xBB, 0xBF]) {
                i += 3
                column += 1
            }
            while isBlank(i) { advance() }
            if byte(i) == ascii("#") { skipToBreak() }
            guard breakWidth(i) > 0 else { return }
            consumeBreak()
            if flowLevel == 0 { simpleKeyAllowed = true }
        }
    }

    // MARK: - Tokens that are text

    /// `!tag`, `!handle!suffix` or `!<verbatim>`: the characters of a URI.
    private mutating func skipTag() {
        advance()
        let verbatim = byte(i) == ascii("<")
        if verbatim { advance() }
        while YAMLAnchorScan.isURICharacter(byte(i), verbatim: verbatim) { advance() }
        if verbatim && byte(i) == ascii(">") { advance() }
    }

    /// `'…'` (`''` is a quote) or `"…"` (`\` escapes the next character), over any number of lines.
    private mutating func skipQuotedScalar(single: Bool) {
        advance()
        while !isEnd(i) {
            if breakWidth(i) > 0 {
                consumeBreak()
                continue
            }
            let c = bytes[i]
            if single && c == ascii("'") {
                advance()
                guard byte(i) == ascii("'") else { return }
            } else if !single && c == ascii("\"") {
                advance()
                return
            } else if !single && c == ascii("\\") {
                advance()
                // An escaped line break is consumed as a line by the loop.
                if breakWidth(i) == 0 && !isEnd(i) { advance() }
                continue
            }
            advance()
        }
    }

    /// A plain scalar: it ends at `: `, ` #`, a flow indicator in the flow context, or a line that is
    /// not indented past the block collection around it (libyaml's `scan_plain_scalar`).
    private mutating func skipPlainScalar() {
        let continuationColumn = indent + 1
        var leadingBreak = false
        scalar: while true {
            if column == 0 && isDocumentIndicator(i) { break }
            if byte(i) == ascii("#") { break }
            while !isBlankOrEnd(i) {
                let c = bytes[i]
                if c == ascii(":") && isBlankOrEnd(i + 1) { break scalar }
                if flowLevel > 0 && YAMLAnchorScan.isFlowIndicator(c) { break scalar }
                advance()
            }
            guard isBlank(i) || breakWidth(i) > 0 else { break }
            while isBlank(i) || breakWidth(i) > 0 {
                if isBlank(i) {
                    advance()
                } else {
                    consumeBreak()
                    leadingBreak = true
                }
            }
            if flowLevel == 0 && column < continuationColumn { break }
        }
        if leadingBreak { simpleKeyAllowed = true }
    }

    /// `|` or `>`, its header, then every line indented at least as far as its first content line
    /// (or as the header's indentation digit says), empty lines included (libyaml's `scan_block_scalar`).
    private mutating func skipBlockScalar() {
        advance()
        var increment = 0
        func readDigit() {
            guard isDigit(byte(i)) else { return }
            increment = Int(byte(i) - ascii("0"))
            advance()
        }
        if byte(i) == ascii("+") || byte(i) == ascii("-") {
            advance()
            readDigit()
        } else if isDigit(byte(i)) {
            readDigit()
            if byte(i) == ascii("+") || byte(i) == ascii("-") { advance() }
        }
        skipToBreak()  // blanks and a comment (anything else is an error for libyaml)
        consumeBreak()
        var contentColumn = increment > 0 ? (indent >= 0 ? indent + increment : increment) : 0
        skipBlockScalarBreaks(contentColumn: &contentColumn)
        while column == contentColumn && !isEnd(i) {
            skipToBreak()
            consumeBreak()
            skipBlockScalarBreaks(contentColumn: &contentColumn)
        }
    }

    /// The indentation and empty lines before a block scalar's next line; the first call decides the
    /// content's column when the header did not.
    private mutating func skipBlockScalarBreaks(contentColumn: inout Int) {
        var deepest = 0
        while true {
            while (contentColumn == 0 || column < contentColumn) && byte(i) == ascii(" ") { advance() }
            deepest = max(deepest, column)
            guard breakWidth(i) > 0 else { break }
            consumeBreak()
        }
        if contentColumn == 0 { contentColumn = max(deepest, indent + 1, 1) }
    }

    // MARK: - Characters

    private func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    /// The end of the stream: libyaml stops at a NUL too (its reader refuses the character).
    private func isEnd(_ k: Int) -> Bool { byte(k) == 0 }

    private func isBlank(_ k: Int) -> Bool { byte(k) == ascii(" ") || byte(k) == ascii("\t") }

    private func isBlankOrEnd(_ k: Int) -> Bool { isBlank(k) || breakWidth(k) > 0 || isEnd(k) }

    /// The bytes of the line break at `k` (CR LF, CR, LF, NEL, LS, PS), 0 for none.
    private func breakWidth(_ k: Int) -> Int {
        switch byte(k) {
        case ascii("\r"): return byte(k + 1) == ascii("\n") ? 2 : 1
        case ascii("\n"): return 1
        case 0xC2: return byte(k + 1) == 0x85 ? 2 : 0
        case 0xE2: return byte(k + 1) == 0x80 && (byte(k + 2) == 0xA8 || byte(k + 2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// `---` or `...` alone at the start of a line.
    private func isDocumentIndicator(_ k: Int) -> Bool {
        let c = byte(k)
        return (c == ascii("-") || c == ascii(".")) && byte(k + 1) == c && byte(k + 2) == c && isBlankOrEnd(k + 3)
    }

    /// One character (columns count characters, as libyaml's do).
    private mutating func advance() {
        guard !isEnd(i) else { return }
        let lead = bytes[i]
        let width = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        i = min(i + width, bytes.count)
        column += 1
    }

    private mutating func skipToBreak() {
        while breakWidth(i) == 0 && !isEnd(i) { advance() }
    }

    private mutating func consumeBreak() {
        let width = breakWidth(i)
        guard width > 0 else { return }
        i += width
        line += 1
        column = 0
    }

    private static func isFlowIndicator(_ c: UInt8) -> Bool {
        c == ascii(",") || c == ascii("[") || c == ascii("]") || c == ascii("{") || c == ascii("}")
    }

    /// The characters libyaml reads into a tag: letters, digits, `-_;/?:@&=+$.%!~*'()`, and in a
    /// verbatim tag also `,[]`.
    private static func isURICharacter(_ c: UInt8, verbatim: Bool) -> Bool {
        if isDigit(c) || ((c | 0x20) >= ascii("a") && (c | 0x20) <= ascii("z")) { return true }
        if "-_;/?:@&=+$.%!~*'()".utf8.contains(c) { return true }
        return verbatim && (c == ascii(",") || c == ascii("[") || c == ascii("]"))
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
