private let quote = UInt8(ascii: "\"")
private let hashSign = UInt8(ascii: "#")
private let backslash = UInt8(ascii: "\\")
private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let slash = UInt8(ascii: "/")

/// One open string literal while lexing nested interpolations.
package struct StringFrame {
    package var hashes: Int
    package var multiline: Bool
    package var startLine: UInt32
    /// Inside `\( … )` of this literal, with this many unclosed parentheses.
    package var inInterpolation = false
    package var parenDepth = 0
}

extension Lexer {
    // MARK: strings

    /// Lexes a string literal starting at `start` (`hashes` `#` signs then a quote at `start + hashes`).
    /// Interpolated code is scanned for its parentheses, strings and comments only, with an explicit stack.
    package mutating func lexString(start: Int, hashes: Int) {
        let startLine = line
        let startLineStart = lineStart
        var stack: [StringFrame] = []
        swap(&stack, &stringStack)  // reuse the buffer: no allocation per literal
        defer { stack.removeAll(keepingCapacity: true); swap(&stack, &stringStack) }
        i = start + hashes
        openString(hashes: hashes, into: &stack)
        while !stack.isEmpty {
            if i >= count {
                diagnose("unterminated string literal (runs to end of file)", line: stack[0].startLine)
                break
            }
            if stack[stack.count - 1].inInterpolation {
                scanInterpolation(&stack)
            } else {
                scanStringContent(&stack)
            }
        }
        emit(.string, start, i, line: startLine, lineStart: startLineStart)
    }

    /// At the opening quote(s): pushes a frame and moves past `"` or `"""`.
    private mutating func openString(hashes: Int, into stack: inout [StringFrame]) {
        // Three quotes open a multi-line literal only when the line ends right after them:
        // `#"""#` is a single-line raw string holding one quote.
        var multiline = byte(i + 1) == quote && byte(i + 2) == quote
        if multiline {
            var k = i + 3
            while k < count && (base[k] == UInt8(ascii: " ") || base[k] == UInt8(ascii: "\t")) { k += 1 }
            multiline = k >= count || isLineBreak(base[k])
        }
        stack.append(StringFrame(hashes: hashes, multiline: multiline, startLine: line))
        i += multiline ? 3 : 1
    }

    /// True when `hashes` `#` signs follow position `k`.
    @inline(__always) private func hashesFollow(_ k: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard k + hashes <= count else { return false }
        for m in 0..<hashes where base[k + m] != hashSign { return false }
        return true
    }

    private mutating func scanStringContent(_ stack: inout [StringFrame]) {
        let frame = stack[stack.count - 1]
        while i < count {
            let c = base[i]
            if c == backslash {
                if hashesFollow(i + 1, frame.hashes) {
                    let k = i + 1 + frame.hashes
                    if byte(k) == UInt8(ascii: "(") {
                        i = k + 1
                        stack[stack.count - 1].inInterpolation = true
                        stack[stack.count - 1].parenDepth = 0
                        return
                    }
                    i = k  // an escape: skip the escaped byte below
                    if i < count {
                        if isLineBreak(base[i]) { lineBreak(at: i) }
                        i += 1
                    }
                } else {
                    i += 1
                }
                continue
            }
            if c == quote {
                if frame.multiline {
                    if byte(i + 1) == quote && byte(i + 2) == quote && hashesFollow(i + 3, frame.hashes) {
                        i += 3 + frame.hashes
                        stack.removeLast()
                        return
                    }
                } else if hashesFollow(i + 1, frame.hashes) {
                    i += 1 + frame.hashes
                    stack.removeLast()
                    return
                }
                i += 1
                continue
            }
            if isLineBreak(c) {
                if !frame.multiline {
                    abandonSingleLineString(&stack)
                    return
                }
                lineBreak(at: i)
            }
            i += 1
        }
    }

    /// A single-line literal met a line break: report it and resume in the enclosing context.
    private mutating func abandonSingleLineString(_ stack: inout [StringFrame]) {
        diagnose("unterminated string literal", line: stack[stack.count - 1].startLine)
        stack.removeLast()
    }

    private mutating func scanInterpolation(_ stack: inout [StringFrame]) {
        let top = stack.count - 1
        while i < count {
            let c = base[i]
            switch c {
            case UInt8(ascii: "("):
                stack[top].parenDepth += 1
            case UInt8(ascii: ")"):
                if stack[top].parenDepth == 0 {
                    i += 1
                    stack[top].inInterpolation = false
                    return
                }
                stack[top].parenDepth -= 1
            case quote:
                openString(hashes: 0, into: &stack)
                return
            case hashSign:
                var k = i
                while k < count && base[k] == hashSign { k += 1 }
                if byte(k) == quote {
                    let hashes = k - i
                    i = k
                    openString(hashes: hashes, into: &stack)
                    return
                }
                i = k
                continue
            case slash:
                if byte(i + 1) == slash {
                    skipToEndOfLine()
                    continue
                }
                if byte(i + 1) == UInt8(ascii: "*") {
                    blockComment()
                    continue
                }
            case newline, carriageReturn:
                if !stack[top].multiline {
                    abandonSingleLineString(&stack)
                    return
                }
                lineBreak(at: i)
            default:
                break
            }
            i += 1
        }
    }

    // MARK: regex literals

    /// Whether a `/` here can open a bare regex literal: only where an expression can start.
    package func regexMayStart(_ previous: Token?) -> Bool {
        let next = byte(i + 1)
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || isLineBreak(next)
            || next == UInt8(ascii: "=") || next == 0 {
            return false
        }
        guard let previous else { return true }
        switch previous.kind {
        case .lparen, .lbracket, .lbrace, .comma, .colon, .semicolon, .equal, .arrow, .op, .question, .exclaim:
            return true
        case .identifier:
            switch previous.keyword {
            case .return, .case, .in, .where, .if, .guard, .while, .throw, .try, .await, .else, .switch:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// `/…/` on one line, with escapes and character classes. Returns false (consuming nothing)
    /// when no closing slash is found, so the `/` is lexed as an operator instead.
    package mutating func lexBareRegex() -> Bool {
        var k = i + 1
        var classDepth = 0
        while k < count {
            let c = base[k]
            if isLineBreak(c) { return false }
            if c == backslash { k += 2; continue }
            if c == UInt8(ascii: "[") { classDepth += 1 }
            else if c == UInt8(ascii: "]") && classDepth > 0 { classDepth -= 1 }
            else if c == slash && classDepth == 0 {
                // `a / b / c` is division: a regex body does not end in a space.
                if base[k - 1] == UInt8(ascii: " ") { return false }
                emitHere(.regex, i, k + 1)
                i = k + 1
                return true
            }
            k += 1
        }
        return false
    }

    /// `#/…/#` (any number of `#`), possibly spanning lines.
    package mutating func lexExtendedRegex(hashes: Int) {
        let start = i
        let startLine = line
        let startLineStart = lineStart
        i += hashes + 1
        let multiline = isLineBreak(byte(i))
        while i < count {
            let c = base[i]
            if c == backslash { i += 2; continue }
            if c == slash {
                var k = i + 1
                var n = 0
                while n < hashes && byte(k) == hashSign { k += 1; n += 1 }
                if n == hashes {
                    i = k
                    emit(.regex, start, i, line: startLine, lineStart: startLineStart)
                    return
                }
            }
            if isLineBreak(c) {
                if !multiline { break }
                lineBreak(at: i)
            }
            i += 1
        }
        if i > count { i = count }
        diagnose("unterminated regex literal", line: startLine)
        emit(.regex, start, i, line: startLine, lineStart: startLineStart)
    }
}
