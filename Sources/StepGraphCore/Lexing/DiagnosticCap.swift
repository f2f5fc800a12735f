/// A file's lexing diagnostics, at most `perKind` with one message: the rest of a kind are counted
/// and said in one line, so 100 KB of `"` gives 21 lines on standard error, not 50,000.
package struct DiagnosticCap {
    /// The most diagnostics with one message a file keeps.
    package static let perKind = 20

    private var kept: [LexDiagnostic] = []
    /// By message: how many were reported, and the first one left out.
    private var tally: [String: (count: Int, firstLeftOut: LexDiagnostic?)] = [:]

    package mutating func append(_ diagnostic: LexDiagnostic) {
        var entry = tally[diagnostic.message, default: (0, nil)]
        entry.count += 1
        if entry.count <= DiagnosticCap.perKind {
            kept.append(diagnostic)
        } else if entry.firstLeftOut == nil {
            entry.firstLeftOut = diagnostic
        }
        tally[diagnostic.message] = entry
    }

    /// The diagnostics kept, in the order reported, then for each message past the cap one line, at
    /// the first left out: "unterminated string literal: and 49,980 more of this kind in this file".
    package var diagnostics: [LexDiagnostic] {
        let counted = tally.compactMap { message, entry in
            entry.firstLeftOut.map { first in
                LexDiagnostic(line: first.line, message: message + ": and "
                    + NumberText.grouped(entry.count - DiagnosticCap.perKind) + " more of this kind in this file")
            }
        }
        return kept + counted.sorted { ($0.line, $0.message) < ($1.line, $1.message) }
    }
}
