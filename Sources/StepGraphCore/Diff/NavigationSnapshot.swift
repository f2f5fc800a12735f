/// The navigation as a stable, sorted, line-oriented text a team commits beside its code
/// (`stepgraph snapshot`): one line per element `diff` compares (flows, step cases, arms with their
/// outcomes and screens, transitions, starts, emissions), by identity only — no file, no line — so an
/// edit that leaves the navigation alone never changes it, and every change to the navigation shows
/// in the pull request's ordinary diff.
package enum NavigationSnapshot {
    /// The first line: the format's name and version, so that a later format can tell an older file.
    package static let header = "# stepgraph navigation snapshot, format 1"

    /// The snapshot's text: the header, then one line per element, ending with a newline.
    package static func text(of model: NavigationModel, frontEnds: FrontEndRegistry) -> String {
        ([header] + lines(of: model, frontEnds: frontEnds)).joined(separator: "\n") + "\n"
    }

    /// `subject identity: name=value; …` per element (attributes without a value left out), in
    /// subject order (flows, steps, arms, transitions, entries, emissions), then by identity.
    package static func lines(of model: NavigationModel, frontEnds: FrontEndRegistry) -> [String] {
        let elements = NavigationElements(model, frontEnds: frontEnds, path: { $0 }).elements.values
        let order = Dictionary(uniqueKeysWithValues: NavigationDiff.Subject.allCases.enumerated().map { ($1, $0) })
        return elements.sorted { a, b in
            if a.subject != b.subject { return order[a.subject]! < order[b.subject]! }
            return a.identity.utf8.lexicographicallyPrecedes(b.identity.utf8)
        }.map(line)
    }

    /// How the committed snapshot and the code's differ: its lines the code no longer has, and the
    /// code's lines it lacks, each in its own text's order. Comment and blank lines are not compared.
    package struct Drift: Equatable {
        package var removed: [String]
        package var added: [String]

        package var isEmpty: Bool { removed.isEmpty && added.isEmpty }
    }

    /// Compares a committed snapshot's text with the current one's.
    package static func drift(committed: String, current: String) -> Drift {
        let (before, after) = (compared(committed), compared(current))
        let (beforeSet, afterSet) = (Set(before), Set(after))
        return Drift(removed: before.filter { !afterSet.contains($0) }, added: after.filter { !beforeSet.contains($0) })
    }

    private static func compared(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map(String.init).filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
    }

    private static func line(_ element: NavigationElements.Element) -> String {
        let attributes = element.attributes.filter { !$0.value.isEmpty }.map { "\($0.name)=\(oneLine($0.value))" }
        let head = "\(element.subject.rawValue) \(oneLine(element.identity))"
        return attributes.isEmpty ? head : head + ": " + attributes.joined(separator: "; ")
    }

    /// A name with a line break (a hostile raw identifier) stays on its line.
    private static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.map { $0.isNewline ? "\\n" : String($0) }.joined()
    }
}
