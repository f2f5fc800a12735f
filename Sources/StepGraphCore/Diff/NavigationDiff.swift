/// What a change does to an app's navigation: the flows, steps, arms, transitions, emissions and
/// entry points added, removed and changed between two analyses, and the lint findings it introduces and fixes.
/// Everything is matched by identity (names, steps, routes), never by line, so moving code around
/// changes nothing.
public struct NavigationDiff: Codable, Sendable, Equatable {
    /// What kind of navigation element changed.
    package enum Subject: String, ModelVocabulary {
        case flow, step, arm, transition, entry
        /// A stepper emitting a step (into the flows it feeds).
        case emission
    }

    /// Whether an element was added, removed or changed.
    package enum ChangeKind: String, ModelVocabulary {
        case added, removed, changed
    }

    /// One element added, removed or changed.
    package struct Change: Codable, Sendable, Equatable {
        /// What kind of element changed.
        package var subject: Subject
        /// Added, removed or changed.
        package var kind: ChangeKind
        /// The element's identity: `AppFlow`, `AppStep.home`, `AppFlow|AppStep.home`,
        /// `HomeViewController -push-> DetailViewController via open`, `root AppFlow`,
        /// `HomeViewModel emits AppStep.detail`.
        package var identity: String
        /// For a change: what differs, `field: before → after`; for an element added or removed:
        /// what it was, `field: value` (an arm's outcomes and target, the flows an emission feeds).
        package var details: [String]
        /// Where the element is (on the head side; on the base side for a removal).
        package var file: String
        package var line: Int
    }

    /// A finding on one side, as a reviewer reads it.
    package struct FindingEntry: Codable, Sendable, Equatable {
        /// The rule that reported it.
        package var ruleID: String
        /// Its severity on that side.
        package var severity: Severity
        package var identity: String
        /// The rule's message.
        package var message: String
        package var file: String
        package var line: Int

        package init(_ finding: Finding, path: (String) -> String) {
            ruleID = finding.ruleID
            severity = finding.severity
            identity = finding.identity
            message = finding.message
            file = path(finding.location.file)
            line = finding.location.line
        }
    }

    /// A finding one side has and the other cannot decide: the note that leaves it undecided says why.
    package struct UncheckedEntry: Codable, Sendable, Equatable {
        /// The finding, on the side that has it.
        package var finding: FindingEntry
        /// The other side's note: why rules there could not decide.
        package var reason: String
    }

    package var schemaVersion = 1
    /// The navigation elements added, removed and changed, sorted by subject and identity.
    package var changes: [Change]
    /// Findings on the head side whose identity the base side does not have, and that the base could check.
    package var introduced: [FindingEntry]
    /// Findings on the base side whose identity the head side does not have, and that the head can check.
    package var fixed: [FindingEntry]
    /// Findings both sides have (left as they were).
    package var stillPresent: [FindingEntry]
    /// Base findings the head no longer has because its rules cannot decide about their subject: not fixed.
    package var noLongerChecked: [UncheckedEntry] = []
    /// Head findings the base did not have because its rules could not decide about their subject: not introduced.
    package var newlyChecked: [UncheckedEntry] = []

    /// Error-severity findings the change introduced: what fails a gated pull request.
    public var introducedErrors: Int { introduced.filter { $0.severity == .error }.count }

    /// Compares the base side with the head side; `basePath` and `headPath` turn each side's file
    /// paths into the paths reports show (relative to each side's root).
    /// `baseNotChecked` and `headNotChecked`: each side's notes of what its rules could not decide.
    /// `frontEnds`: the registry both sides were analysed with.
    public init(base: NavigationModel, baseFindings: [Finding], head: NavigationModel, headFindings: [Finding],
                frontEnds: FrontEndRegistry, baseNotChecked: [NotChecked] = [], headNotChecked: [NotChecked] = [],
                basePath: @escaping (String) -> String = { $0 }, headPath: @escaping (String) -> String = { $0 }) {
        let before = NavigationElements(base, frontEnds: frontEnds, path: basePath)
        let after = NavigationElements(head, frontEnds: frontEnds, path: headPath)
        var changes: [Change] = []
        for (identity, element) in after.elements where before.elements[identity] == nil {
            changes.append(Change(subject: element.subject, kind: .added, identity: element.identity, details: element.description,
                                  file: element.file, line: element.line))
        }
        for (identity, element) in before.elements {
            guard let now = after.elements[identity] else {
                changes.append(Change(subject: element.subject, kind: .removed, identity: element.identity, details: element.description,
                                      file: element.file, line: element.line))
                continue
            }
            let details = element.differences(to: now)
            if !details.isEmpty {
                changes.append(Change(subject: element.subject, kind: .changed, identity: element.identity, details: details,
                                      file: now.file, line: now.line))
            }
        }
        self.changes = changes.sorted { ($0.subject.rank, $0.identity, $0.kind.rawValue) < ($1.subject.rank, $1.identity, $1.kind.rawValue) }
        // Matched one for one: a second site of a problem the base already had is introduced.
        let order: (FindingEntry, FindingEntry) -> Bool = { ($0.file, $0.line, $0.identity) < ($1.file, $1.line, $1.identity) }
        let (still, new) = headFindings.matching(baseFindings.map(\.identity))
        let (newlyChecked, introduced) = Self.split(new, uncheckedBy: baseNotChecked, path: headPath)
        self.introduced = introduced.sorted(by: order)
        self.newlyChecked = newlyChecked.sorted { order($0.finding, $1.finding) }
        stillPresent = still.map { FindingEntry($0, path: headPath) }.sorted(by: order)
        let gone = baseFindings.unmatched(by: headFindings.map(\.identity))
        let (noLongerChecked, fixed) = Self.split(gone, uncheckedBy: headNotChecked, path: basePath)
        self.fixed = fixed.sorted(by: order)
        self.noLongerChecked = noLongerChecked.sorted { order($0.finding, $1.finding) }
    }

    /// The findings whose subject one of `notes` leaves undecided (with the note's reason), and the others.
    private static func split(_ findings: [Finding], uncheckedBy notes: [NotChecked],
                              path: (String) -> String) -> ([UncheckedEntry], [FindingEntry]) {
        var unchecked: [UncheckedEntry] = []
        var checked: [FindingEntry] = []
        for finding in findings {
            if let note = notes.first(where: { $0.covers(finding.subject) }) {
                unchecked.append(UncheckedEntry(finding: FindingEntry(finding, path: path), reason: note.message))
            } else {
                checked.append(FindingEntry(finding, path: path))
            }
        }
        return (unchecked, checked)
    }

    /// Whether the change touches the navigation at all.
    public var changesNavigation: Bool { !changes.isEmpty }
}

extension NavigationDiff.Subject {
    /// Tables list flows first, then steps, arms, transitions, emissions, entries.
    package var rank: Int {
        switch self {
        case .flow: return 0
        case .step: return 1
        case .arm: return 2
        case .transition: return 3
        case .emission: return 4
        case .entry: return 5
        }
    }
}
