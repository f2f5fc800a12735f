import StepGraphCore
/// Which RxFlow the code base builds with, as far as its own files say, and which API names each
/// version deprecates (checked in RxFlow's history; docs/rules.md keeps the table).
enum RxFlowVersion: Equatable {
    /// A lock file resolves this version (the lowest, when several files name RxFlow).
    case resolved(numbers: [Int], version: String, source: String)
    /// No lock file names RxFlow, and the code spells API only RxFlow 1.x has.
    case oneX(spelling: String)
    /// Nothing says.
    case unknown

    /// The API names RxFlow 2 deprecated, and the version that deprecated each.
    static let deprecatedFrom: [String: [Int]] = [
        RxFlowWord.Coordinator.spelling: [2, 0, 0],
        RxFlowWord.NextFlowItems.spelling: [2, 0, 0],
        "NextFlowItem(nextPresentable:nextStepper:)": [2, 0, 0],
        ".triggerParentFlow(withStep:)": [2, 0, 0],
        "Flows.whenReady": [2, 9, 0],
    ]

    /// Spellings only RxFlow 1.x has (the 2.x compiler rejects them): the code that uses them builds with 1.x.
    static let oneXOnly: Set<String> = [
        "NextFlowItem(nextPresentable:nextStepper:)", RxFlowWord.Flowable.spelling, ".end(withStepForParentFlow:)",
        "coordinate(flow:withStepper:)", ".stepNotHandled", "step.accept (RxFlow 1.x relay)",
    ]

    /// What `model` says: its lock files first, then the 1.x-only spellings its code uses.
    static func of(_ model: NavigationModel) -> RxFlowVersion {
        let pins = (model.libraryVersions ?? []).filter { $0.library.lowercased() == "rxflow" && !$0.numbers.isEmpty }
        if let lowest = pins.min(by: { !LibraryVersions.isAtLeast($0.numbers, $1.numbers) }) {
            return .resolved(numbers: lowest.numbers, version: lowest.version, source: lowest.source)
        }
        if let use = model.legacyAPIUses.first(where: { oneXOnly.contains($0.api) }) { return .oneX(spelling: use.api) }
        return .unknown
    }

    /// Whether `api` is deprecated in this version: only a resolved 2.x at or past the version that deprecated it.
    func deprecates(_ api: String) -> Bool {
        guard case .resolved(let numbers, _, _) = self, let since = RxFlowVersion.deprecatedFrom[api] else { return false }
        return LibraryVersions.isAtLeast(numbers, since)
    }
}
