import StepGraphCore
extension RoutingGraph {
    /// The step RxFlow's `DefaultStepper` emits (the stepper `coordinate(flow:)` uses when none is given).
    static let defaultStepperStep = "RxFlowStep.home"

    /// Whether `start` launches a root flow with RxFlow's `DefaultStepper` while that flow has no arm for
    /// `RxFlowStep.home`, was fully followed (not opaque: `step.asAppStep` may map `RxFlowStep.home` onto
    /// its `.home`), and nothing else in the code feeds it (its `adapt(step:)`, a deep link in the same
    /// file): the app starts on an empty screen. `default_stepper_home_unhandled` reports this.
    package func startsOnEmptyScreen(_ start: Coordination) -> Bool {
        guard start.kind == .root, start.stepper == RxFlowWord.DefaultStepper.spelling, flows[start.flow] != nil,
              !handles(start.flow, Self.defaultStepperStep), !opaqueFlows.contains(start.flow) else { return false }
        return !model.emissions.contains { emission in
            (emission.how == .adapt && emission.enclosingType == start.flow)
                || (emission.how == .deepLink && emission.file == start.file)
        }
    }

    /// Whether `arrival` is the `RxFlowStep.home` of a start `startsOnEmptyScreen` covers: one mistake,
    /// reported once by `default_stepper_home_unhandled`, so the routing rules skip it.
    package func isDefaultStepperHomeOnEmptyScreen(_ arrival: Arrival) -> Bool {
        guard arrival.step == Self.defaultStepperStep, case .start(let start) = arrival.source else { return false }
        return startsOnEmptyScreen(start)
    }
}
