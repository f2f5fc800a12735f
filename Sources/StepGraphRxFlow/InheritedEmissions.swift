import StepGraphCore
/// The steps a stepper class emits through members it inherits: `BaseViewModel.goBack()` puts
/// `.back` on `steps`, so a `HomeViewModel: BaseViewModel` handed to a flow emits `.back` too,
/// unless it (or a class between) overrides `goBack`. Counted only where the code proves it: the
/// emission is in a named instance method (or `initialStep`) on the class's own `steps`, and every
/// declaration of the classes below it was read, so an override cannot be missed.
struct InheritedEmissions {
    /// By class, the definite emissions on its own `steps`, with the member each is in.
    private let byClass: [String: [(step: String, member: String)]]
    private let index: TypeIndex
    private let methodsByOwner: [String: [FlowLinker.Method]]
    private let readFiles: Set<String>

    init(index: TypeIndex, emissions: [Emission], methodsByOwner: [String: [FlowLinker.Method]], readFiles: Set<String>) {
        var byClass: [String: [(step: String, member: String)]] = [:]
        for emission in emissions where emission.how.isDefinite {
            if let emitter = emission.emitter, let member = emission.member { byClass[emitter, default: []].append((emission.step, member)) }
        }
        (self.byClass, self.index, self.methodsByOwner, self.readFiles) = (byClass, index, methodsByOwner, readFiles)
    }

    /// The steps `stepper` inherits from its superclasses' emissions, sorted.
    func steps(of stepper: String) -> [String] {
        guard !byClass.isEmpty else { return [] }
        let lineage = index.lineage(stepper)
        var steps: Set<String> = []
        for (depth, ancestor) in lineage.enumerated().dropFirst() {
            guard let emitted = byClass[ancestor] else { continue }
            let below = lineage[..<depth]
            // An override in a file the tool did not read would go unseen: say nothing then.
            guard below.allSatisfy(isFullyRead) else { break }
            for (step, member) in emitted where !below.contains(where: { overrides($0, member) }) { steps.insert(step) }
        }
        return steps.sorted()
    }

    private func isFullyRead(_ type: String) -> Bool {
        guard let declarations = index.declarations[type], !declarations.isEmpty else { return false }
        return declarations.allSatisfy { readFiles.contains($0.file) }
    }

    /// Whether `type` declares a method or property named `member` (any signature: an overload
    /// counts, to be safe).
    private func overrides(_ type: String, _ member: String) -> Bool {
        if (methodsByOwner[type] ?? []).contains(where: { $0.fact.name == member }) { return true }
        return (index.declarations[type] ?? []).contains { $0.fact.properties.contains { $0.name == member } }
    }
}
