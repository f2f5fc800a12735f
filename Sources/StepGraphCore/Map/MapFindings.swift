/// A finding as the map shows it on the frame it is about: the overview's badges, the tabs'
/// counts and the "Finding" filter read it.
package struct MapFinding: Sendable, Equatable {
    package var rule: String
    package var severity: Severity
    package var message: String

    /// "rule: message", the form the interactive page's panel and filter use.
    package var line: String { "\(rule): \(message)" }
}

extension [MapFinding] {
    /// "2 errors · 1 warning", nil when there are none.
    package var countsText: String? {
        let errors = filter { $0.severity == .error }.count, warnings = count - errors
        let parts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    package var hasErrors: Bool { contains { $0.severity == .error } }
}

/// Which frame each finding is about: the frame holding the node at the finding's place, else
/// the flow its subject names.
package enum FrameFindings {
    package static func byFrame(_ findings: [Finding], frames: [NavigationGraph.Frame],
                        nodes: [NavigationGraph.Node]) -> [String: [MapFinding]] {
        var frameAt: [String: String] = [:]
        for node in nodes {
            guard let frame = node.frame, let location = node.location else { continue }
            frameAt[key(location)] = frameAt[key(location)] ?? frame
        }
        for frame in frames { if let location = frame.location { frameAt[key(location)] = frameAt[key(location)] ?? frame.id } }
        var frameNamed: [String: String] = [:]
        for frame in frames where frameNamed[frame.name] == nil { frameNamed[frame.name] = frame.id }
        var result: [String: [MapFinding]] = [:]
        for finding in findings {
            guard let frame = frameAt[key(finding.location)] ?? flowName(finding.subject).flatMap({ frameNamed[$0] }) else { continue }
            result[frame, default: []].append(MapFinding(rule: finding.ruleID, severity: finding.severity, message: finding.message))
        }
        return result
    }

    private static func key(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// The flow a subject is about, where it names one.
    private static func flowName(_ subject: FindingSubject) -> String? {
        switch subject {
        case .flow(let flow), .stepInFlow(let flow, _), .arm(let flow, _), .steps(let flow, _),
             .contribution(let flow, _, _), .waiting(let flow, _): flow
        default: nil
        }
    }
}
