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
        // The frames whose arms take a step type's cases (`ExploreRoute` → ExploreCoordinator's).
        var framesTaking: [String: Set<String>] = [:]
        for node in nodes {
            guard let frame = node.frame else { continue }
            for step in node.steps { if let dot = step.lastIndex(of: ".") { framesTaking[String(step[..<dot]), default: []].insert(frame) } }
        }
        var result: [String: [MapFinding]] = [:]
        for finding in findings {
            let named = flowName(finding.subject).flatMap { frameNamed[$0] }
            guard let frame = frameAt[key(finding.location)] ?? named ?? handler(of: finding.subject, framesTaking) else { continue }
            result[frame, default: []].append(MapFinding(rule: finding.ruleID, severity: finding.severity, message: finding.message))
        }
        return result
    }

    private static func key(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// The flow a subject is about, where it names one.
    private static func flowName(_ subject: FindingSubject) -> String? {
        switch subject {
        case .flow(let flow), .stepInFlow(let flow, _), .arm(let flow, _), .steps(let flow, _),
             .contribution(let flow, _, _), .waiting(let flow, _), .use(let flow, _): flow
        case .handOut(_, let owner, _): owner
        default: nil
        }
    }

    /// For a route used at a site (`route_without_arm`'s `ExploreRoute.map`): the one frame whose
    /// arms take that route type's cases.
    private static func handler(of subject: FindingSubject, _ framesTaking: [String: Set<String>]) -> String? {
        guard case .use(let name, _) = subject, let dot = name.lastIndex(of: "."),
              let frames = framesTaking[String(name[..<dot])], frames.count == 1 else { return nil }
        return frames.first
    }
}
