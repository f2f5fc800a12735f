import StepGraphCore
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
        if effect.closings.contains(where: { closesRoot($0, of: flow) }) { arm.closesOwnRoot = true }
    }

    /// Whether `closing` closes `flow`'s root: a dismissal of the root (or of what presents or holds
    /// it), a pop of the stack the root is on, or the root's removal from its parent. A pop of the
    /// root's own stack (`rootViewController.popViewController`) only goes back inside the flow.
    private func closesRoot(_ closing: Closing, of flow: String) -> Bool {
        let roots = rootValues(of: flow)
        switch closing.action {
        case .dismiss:
            if roots.contains(closing.receiver) { return true }
        case .pop:
            break
        default:
            return roots.contains(closing.receiver)
        }
        guard case .member(let base, let hop) = closing.receiver, roots.contains(base) else { return false }
        return closing.action == .dismiss ? FlowLinker.holders.contains(hop) : hop == "navigationController"
    }

    /// The controllers that present or hold a controller.
    private static let holders: Set<String> = ["navigationController", "presentingViewController", "parent", "tabBarController"]

    /// The expressions that stand for `flow`'s root in its own code: `self.root`, and the value the
    /// `root` property returns (`rootViewController`).
    private func rootValues(of flow: String) -> Set<ExprRef> {
        var values: Set<ExprRef> = [.member(.selfValue, RxFlowWord.root.spelling)]
        if let value = index.property(RxFlowWord.root.spelling, of: flow)?.value { values.insert(value) }
        return values
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
            presentableUses: presentable.flatMap(isScreen) == true ? details.presentableUses.map { Array(Set($0)).sorted() } : nil,
            presentedFullScreen: details.presentedFullScreen ? true : nil)
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

    /// Whether the arm waits for flows to be ready while building its contributors through code the
    /// tool does not follow (an app's own `NextFlowItem(boats)` initializer, a helper returning
    /// `FlowContributors`): whether it contributes them is not known.
    func readsContributionsBlind(_ arm: Arm, effect: Effect) -> Bool {
        guard arm.readyWaits?.contains(where: { $0.contributed == nil }) == true else { return false }
        return effect.opaqueContributors || effect.returnsUnknown || (arm.contributors ?? []).contains { !isKnownPresentable($0.presentable) }
    }

    /// A presentable whose type says what it is: not unknown, and not only a protocol (`Flow`, a
    /// helper's `Presentable & Stepper` parameter), which any flow may stand behind.
    private func isKnownPresentable(_ type: String?) -> Bool {
        guard let type else { return false }
        if let kind = index.kind(of: type) { return kind != .protocol }
        return ![RxFlowWord.Flow, .Presentable, .Stepper].contains { $0.spelling == TypeIndex.simpleName(type) }
    }

    /// For each flow a `.ready` block waits for: whether the arm contributes it too.
    private func readyWaits(_ effect: Effect, contributors: [Contributor], flow: String) -> [ReadyWait] {
        // A contributor list the tool cannot read, or a presentable of unknown type, may be the flow.
        let known = !effect.opaqueContributors && !effect.returnsUnknown && contributors.allSatisfy { isKnownPresentable($0.presentable) }
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
    /// This effect with the file its contributions (and unread navigations) are written in.
    func locatingContributions(in file: String) -> Effect {
        var copy = self
        for index in copy.contributions.indices where copy.contributions[index].file.isEmpty { copy.contributions[index].file = file }
        for index in copy.unreadNavigations.indices where copy.unreadNavigations[index].file.isEmpty { copy.unreadNavigations[index].file = file }
        return copy
    }
}
