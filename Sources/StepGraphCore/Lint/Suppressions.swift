/// `// stepgraph:disable[:next|:this|:previous] rule… | all` and `// stepgraph:enable …` comments,
/// applied to the line of a finding's primary location. Text after ` - ` is an explanation.
package struct Suppressions {
    private enum Scope { case region, next, this, previous }

    private struct Directive {
        var line: Int
        var enable: Bool
        var scope: Scope
        var rules: Set<String>
    }

    private var byFile: [String: [Directive]] = [:]

    /// The directives by file; rule names are looked up in `frontEnds`' catalogue (an alias stands for its rule).
    package init(_ directives: [String: [RawDirective]], frontEnds: FrontEndRegistry) {
        for (file, raws) in directives {
            byFile[file] = raws.compactMap { Suppressions.parse($0, frontEnds: frontEnds) }.sorted { $0.line < $1.line }
        }
    }

    private static func parse(_ raw: RawDirective, frontEnds: FrontEndRegistry) -> Directive? {
        var text = Substring(raw.text)
        if let explanation = text.range(of: " - ") { text = text[..<explanation.lowerBound] }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let command = words.first else { return nil }
        let parts = command.split(separator: ":")
        let enable: Bool
        switch parts.first {
        case "disable": enable = false
        case "enable": enable = true
        default: return nil
        }
        var scope = Scope.region
        if parts.count > 1 {
            switch parts[1] {
            case "next": scope = .next
            case "this": scope = .this
            case "previous": scope = .previous
            default: return nil
            }
        }
        let rules = Set(words.dropFirst().map { name in frontEnds.rule(String(name))?.id ?? String(name) })
        guard !rules.isEmpty else { return nil }
        return Directive(line: raw.line, enable: enable, scope: scope, rules: rules)
    }

    package func isSuppressed(_ finding: Finding) -> Bool {
        guard let directives = byFile[finding.location.file] else { return false }
        let line = finding.location.line
        func covers(_ d: Directive) -> Bool { d.rules.contains(finding.ruleID) || d.rules.contains("all") }
        var disabled = false
        for directive in directives where covers(directive) {
            switch directive.scope {
            case .region:
                if directive.line <= line { disabled = !directive.enable }
            case .this:
                if directive.line == line && !directive.enable { return true }
            case .next:
                if directive.line + 1 == line && !directive.enable { return true }
            case .previous:
                if directive.line - 1 == line && !directive.enable { return true }
            }
        }
        return disabled
    }
}
