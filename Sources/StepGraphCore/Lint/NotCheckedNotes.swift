/// Turns what the model records as open (ambiguities, code not followed) into one note per cause.
package enum NotCheckedNotes {
    /// The notes of one analysis linted with the rules `enabled` (ids), in file and line order (run-wide notes last).
    package static func notes(of analysis: Analysis, graph: NavigationGraph, enabled: Set<String>) -> [NotChecked] {
        let model = analysis.model
        let startSteps = Dictionary(UnreadStart.all(in: graph).map { ($0.flow, $0.steps) }, uniquingKeysWith: { $0.union($1) })
        var notes = ambiguityNotes(model.ambiguities, usage: graph.stepUsage) + model.unresolved.map { unresolved in
            var note = note(of: unresolved)
            // A start that may be any step its flow handles can silence findings about each of them.
            if unresolved.kind == .start { note.subjects = Array(Set(note.subjects).union(startSteps[unresolved.subject] ?? [])).sorted() }
            return note
        }
        for frontEnd in graph.frontEnds.all { notes += frontEnd.notCheckedNotes(of: model, enabledRules: enabled) }
        if let none = noNavigationNote(model, graph: graph, frameworks: analysis.frameworks) { notes.append(none) }
        notes += analysis.unreadableFolders.map { folder in
            NotChecked(cause: .unreadableFolder, file: folder.path, line: nil,
                       message: "folder cannot be read (\(folder.reason)): its files are not checked", subjects: [])
        }
        notes += analysis.buildNotes
        // One note per cause: one kind of thing not followed at one place is said once.
        var seen: Set<String> = []
        notes = notes.filter { seen.insert("\($0.cause):\($0.file ?? ""):\($0.line ?? 0):\($0.subjects)").inserted }
        return notes.sorted { ($0.file ?? "\u{10FFFF}", $0.line ?? 0, $0.message) < ($1.file ?? "\u{10FFFF}", $1.line ?? 0, $1.message) }
    }

    /// One note per ambiguity (a name declared in several files is one ambiguity at each site: one
    /// note, at the first), counting the steps whose verdicts it leaves open.
    private static func ambiguityNotes(_ ambiguities: [Ambiguity], usage: StepUsage) -> [NotChecked] {
        let groups = Dictionary(grouping: ambiguities) { "\($0.name)\u{0}\($0.message)" }
        return groups.values.map { group in
            let first = group.min { ($0.file, $0.line) < ($1.file, $1.line) }!
            var subjects = Set(group.flatMap(\.candidates))
            var steps = subjects
            let flow = first.flowDeclaredTwice
            if let flow {
                steps.remove(flow)
                let arriving = usage.arrivals[flow] ?? []
                steps.formUnion(arriving)
                subjects.formUnion(arriving)
            }
            let silenced = flow == nil ? "rules about \(count(steps.count, "step")) not checked"
                : "rules about what it does with \(count(steps.count, "step")) not checked (dead steps still are)"
            return NotChecked(cause: first.declaredTwice == nil ? .ambiguousReference : .declaredTwice,
                              file: first.file, line: first.line, message: first.message + ": " + silenced,
                              subjects: subjects.sorted())
        }
    }

    /// The note for one thing the extractor did not follow.
    private static func note(of unresolved: Unresolved) -> NotChecked {
        let (cause, text): (NotChecked.Cause, String) = switch unresolved.kind {
        case .dispatch:
            (.unreadDispatch, "'\(unresolved.subject)' hands the step to code the tool does not follow (\(unresolved.detail)): "
                + "what it does with the steps it receives is not checked")
        case .pattern:
            (.unreadPattern, "'\(unresolved.subject)': \(unresolved.detail): what it does with the steps it receives is not checked")
        case .conversion:
            (.unreadConversion, "'\(unresolved.subject)' rebinds the step through '\(unresolved.detail)', which the tool does not follow: "
                + "which steps it handles is not checked")
        case .emission:
            (.unreadEmission, "'\(unresolved.subject)' emits a value the tool cannot read ('\(unresolved.detail)'): "
                + "the steps it emits are not checked against the flows it feeds")
        case .navigation:
            (.unfollowedNavigation, "'\(unresolved.subject)': \(unresolved.detail): the screens and routes past it are not checked")
        case .transition:
            (.unreadTransition, "'\(unresolved.subject)' returns a transition the tool cannot read ('\(unresolved.detail)'): "
                + "what that arm shows is not checked")
        case .contribution:
            (.unreadContribution, "'\(unresolved.subject)' builds its contributors through code the tool does not follow (\(unresolved.detail)): "
                + "whether the flows its `.ready` block waits for are contributed is not checked")
        case .lifecycle:
            (.unreadLifecycle, "'\(unresolved.subject)': lifecycle code the tool does not follow ('\(unresolved.detail)'): "
                + "rules about its children's lifecycle are not checked")
        case .start:
            (.unreadStart, "where '\(unresolved.subject)' starts depends on a value the tool cannot read ('\(unresolved.detail)'): "
                + "it may start at any step it handles that the code names, so what those lead to is not checked")
        }
        return NotChecked(cause: cause, file: unresolved.file, line: unresolved.line, message: text, subjects: [unresolved.subject])
    }

    /// "no RxFlow, … navigation found in N files" when files were read and no front end found anything.
    private static func noNavigationNote(_ model: NavigationModel, graph: NavigationGraph, frameworks: [Framework]) -> NotChecked? {
        // Every front end draws what it found; a step enum alone draws nothing but is navigation.
        let found = !model.stepEnums.isEmpty || !model.legacyAPIUses.isEmpty || !graph.frames.isEmpty || !graph.nodes.isEmpty
        guard !found, model.fileCount > 0 else { return nil }
        let names = frameworks.map(\.displayName)
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.first ?? "navigation"
        return NotChecked(cause: .noNavigation, file: nil, line: nil,
                          message: "no \(list) navigation found in \(count(model.fileCount, "file"))", subjects: [])
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
