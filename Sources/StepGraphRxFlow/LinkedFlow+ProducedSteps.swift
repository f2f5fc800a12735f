import StepGraphCore
extension FlowLinker.LinkedFlow {
    /// The steps this declaration of the flow puts into the app, each at the arm that does: steps
    /// forwarded to the parent or the current flow (not the arm's own step passed on), steps its
    /// contributed steppers emit, and the steps its children are started with.
    var producedSteps: [(step: String, arm: Arm)] {
        var produced: [(step: String, arm: Arm)] = []
        for arm in model.arms {
            for step in arm.forwardsToParent + arm.forwardsToCurrent + arm.nextSteps where !arm.steps.contains(step) {
                produced.append((step, arm))
            }
        }
        for child in children {
            guard let arm = model.arms.first(where: { $0.file == child.file && $0.steps == child.steps }) ?? model.arms.first else { continue }
            produced += child.startSteps.map { ($0, arm) }
        }
        return produced
    }

    /// What another declaration of the same flow (`copy`, declared twice in one module) produces
    /// that this one does not, as references at the copy's arms: whichever declaration runs, the
    /// step is written in the app, so it is not dead. A reference is no emission: no rule takes it
    /// for a step arriving anywhere.
    func references(producedOnlyBy copy: FlowLinker.LinkedFlow) -> [Emission] {
        let own = Set(producedSteps.map(\.step))
        var seen: Set<String> = []
        return copy.producedSteps.compactMap { step, arm in
            guard !own.contains(step), seen.insert(step).inserted else { return nil }
            return Emission(step: step, file: arm.file, line: arm.line, column: arm.column, how: .reference,
                            enclosingType: copy.model.name, emitter: nil)
        }
    }
}
