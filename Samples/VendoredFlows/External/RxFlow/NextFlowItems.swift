/// A presentable to show and the stepper whose steps drive what comes next.
public struct NextFlowItem {
    public let nextPresentable: Presentable
    public let nextStepper: Stepper

    public init(nextPresentable presentable: Presentable, nextStepper stepper: Stepper) {
        self.nextPresentable = presentable
        self.nextStepper = stepper
    }
}

/// What a flow answers for a step.
public enum NextFlowItems {
    case multiple(flowItems: [NextFlowItem])
    case one(flowItem: NextFlowItem)
    case end(withStepForParentFlow: Step)
    case triggerParentFlow(withStep: Step)
    case none
    case stepNotHandled
}
