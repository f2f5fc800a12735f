import StepGraphCore
/// Every emission helper of the code base — a function whose parameter reaches `steps.accept` or a
/// chain bound to `steps`, directly or through other helpers (`func go(_ s: AppStep) { emit(s) }`) —
/// and which of them a call reaches, for the type it is called on.
struct EmitterHelperTable {
    let index: TypeIndex
    let lookups: TypeLookupCache
    private var byName: [String: [EmitterHelper]] = [:]

    /// Chains of helpers are followed this many links deep.
    private static let maxChain = 8

    init(index: TypeIndex, helpers: [EmitterHelper], forwards: [ParameterForward], lookups: TypeLookupCache) {
        self.index = index
        self.lookups = lookups
        for helper in Set(helpers).sorted(by: EmitterHelperTable.order) { byName[helper.name, default: []].append(helper) }
        // A function handing its parameter to a helper is a helper too (to a fixed point).
        for _ in 0..<EmitterHelperTable.maxChain {
            var added = false
            for forward in forwards where !contains(forward.helper) {
                if match(forward.call, argumentIndex: forward.argumentIndex) != nil {
                    byName[forward.helper.name, default: []].append(forward.helper)
                    added = true
                }
            }
            if !added { break }
        }
    }

    private static func order(_ a: EmitterHelper, _ b: EmitterHelper) -> Bool {
        (a.owner, a.name, a.labels.joined(separator: ":"), a.parameterIndex) < (b.owner, b.name, b.labels.joined(separator: ":"), b.parameterIndex)
    }

    private func contains(_ helper: EmitterHelper) -> Bool { byName[helper.name]?.contains(helper) == true }

    /// The helper a call reaches with argument `argumentIndex`, and the type whose `steps` receive the
    /// step (the receiver's type, or the calling type for a call on `self`; nil when it cannot be told).
    func match(_ call: CallSite, argumentIndex: Int) -> (helper: EmitterHelper, emitter: String?)? {
        let candidates = (byName[call.callee] ?? []).filter { $0.labels == call.labels && $0.parameterIndex == argumentIndex }
        guard !candidates.isEmpty else { return nil }
        let receiverType: String?
        if let receiver = call.receiver {
            receiverType = index.typeOf(receiver, selfType: call.enclosingType)
        } else {
            receiverType = call.enclosingType.map { index.resolve($0, from: nil) ?? $0 }
        }
        guard let receiverType else {
            // An untyped receiver: only a helper no other declaration shares.
            return candidates.count == 1 ? (candidates[0], nil) : nil
        }
        let owners = lookups.owners(of: receiverType)
        for helper in candidates where helper.owner.isEmpty || owners.contains(index.resolve(helper.owner, from: nil) ?? helper.owner) {
            return (helper, helper.owner.isEmpty && call.receiver != nil ? nil : receiverType)
        }
        return nil
    }
}
