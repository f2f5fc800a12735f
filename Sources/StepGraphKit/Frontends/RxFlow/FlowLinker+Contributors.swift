/// The arm facts the RxFlow pitfall rules read: each contribution as RxFlow receives it, the flows a
/// `.ready` block waits for, and the forwards to the current flow that happen on every run.
extension FlowLinker {
    func addPitfallFacts(to arm: inout Arm, effect: Effect, flow: String) {
        let contributors = effect.contributions.map { contributor($0, flow: flow) }
            .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        if !contributors.isEmpty { arm.contributors = contributors }
        let waits = readyWaits(effect, contributors: contributors, flow: flow)
        if !waits.isEmpty { arm.readyWaits = waits }
        let always = alwaysForwardsToCurrent(arm, effect: effect)
        if !always.isEmpty { arm.alwaysForwardsToCurrent = always }
    }

    private func contributor(_ contribution: Contribution, flow: String) -> Contributor {
        let details = contribution.details
        let presentable = index.typeOf(contribution.presentable, selfType: flow)
        return Contributor(
            file: contribution.file, line: contribution.line, column: contribution.column,
            presentable: presentable,
            stepper: contribution.stepper.flatMap { stepperType($0, flow: flow) },
            composedSteppers: composedSteppers(contribution.stepper, flow: flow),
            stepperInstance: details.stepperInstance.flatMap { instanceName($0, owner: flow, file: contribution.file) },
            allowStepWhenNotPresented: details.allowStepWhenNotPresented,
            allowStepWhenDismissed: details.allowStepWhenDismissed,
            presentableUses: presentable.flatMap(isScreen) == true ? details.presentableUses.map { Array(Set($0)).sorted() } : nil)
    }

    /// The stepper types inside a `CompositeStepper(steppers: […])`; nil for any other stepper.
    func composedSteppers(_ stepper: StepperExpr?, flow: String) -> [String]? {
        guard case .composite(let inner)? = stepper else { return nil }
        return inner.compactMap { stepperType($0, flow: flow) }.sorted()
    }

    /// A view controller RxFlow's own `Presentable` extension covers: not a flow, not a window, not a
    /// type with its own `rxVisible`.
    private func isScreen(_ type: String) -> Bool {
        guard !flowTypes.contains(type), index.property("rxVisible", of: type) == nil else { return false }
        return ![.unknown, .window].contains(rootKind(ofType: type))
    }

    /// A stepper instance's name across the code base: a static member as written, a property of
    /// `owner` qualified by it (only when `owner` declares it), a local by its declaration.
    func instanceName(_ instance: RawStepperInstance, owner: String?, file: String) -> String? {
        switch instance {
        case .global(let path):
            return path
        case .member(let names):
            guard let owner, let first = names.first, index.property(first, of: owner) != nil else { return nil }
            return ([owner] + names).joined(separator: ".")
        case .local(let name, let line, let column):
            return "local \(name)@\(file):\(line):\(column)"
        }
    }

    /// For each flow a `.ready` block waits for: whether the arm contributes it too.
    private func readyWaits(_ effect: Effect, contributors: [Contributor], flow: String) -> [ReadyWait] {
        // A contributor list the tool cannot read, or a presentable of unknown type, may be the flow.
        let known = !effect.opaqueContributors && !effect.returnsUnknown && contributors.allSatisfy { $0.presentable != nil }
        var waits: [String: ReadyWait] = [:]
        for expression in effect.readyFlows {
            guard let waited = index.typeOf(expression, selfType: flow), flowTypes.contains(waited) else { continue }
            let contributed = contributors.contains { $0.presentable == waited }
            // Only a flow built right there (`let child = ChildFlow()`) is surely not contributed by
            // another arm (a property may be contributed later).
            var builtHere = false
            if case .type = expression { builtHere = true }
            let wait = ReadyWait(flow: waited, contributed: contributed || (known && builtHere) ? contributed : nil)
            // Two waits for one flow type: unknown if either is.
            if let earlier = waits[waited], earlier.contributed == nil || wait.contributed == nil {
                waits[waited] = ReadyWait(flow: waited, contributed: nil)
            } else {
                waits[waited] = wait
            }
        }
        return waits.keys.sorted().map { waits[$0]! }
    }

    /// The steps the arm forwards to the current flow whatever happens: straight-line code that the
    /// tool follows to the end.
    private func alwaysForwardsToCurrent(_ arm: Arm, effect: Effect) -> [String] {
        guard !effect.branches, !effect.returnsUnknown, !effect.declines, !arm.isDefault else { return [] }
        var steps = Set(arm.forwardsToCurrent)
        // Re-forwarding the arm's step. Around nested steps (`case .auth(let inner)`, a switch on
        // `inner`) the variable may be the payload, a value of another enum: not followed.
        if effect.forwards.contains(where: { $0.kind == .current && $0.ownStep }),
           !arm.steps.contains(where: { resolver.payloadEnum(of: $0) != nil || isNested($0) }) {
            steps.formUnion(arm.steps)
        }
        return steps.sorted()
    }
}

extension FlowLinker {
    /// Whether `step` is a case of an enum that is some container case's payload.
    fileprivate func isNested(_ step: String) -> Bool {
        guard let dot = step.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let owner = String(step[..<dot])
        return resolver.enums.contains { name, info in
            info.cases.keys.contains { resolver.payloadEnum(of: name + "." + $0) == owner }
        }
    }
}

extension Effect {
    /// This effect with the file its contributions are written in.
    func locatingContributions(in file: String) -> Effect {
        var copy = self
        for index in copy.contributions.indices where copy.contributions[index].file.isEmpty { copy.contributions[index].file = file }
        return copy
    }
}
