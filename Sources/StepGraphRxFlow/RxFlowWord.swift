import StepGraphCore
/// The RxFlow (and RxSwift/ReactorKit) vocabulary the RxFlow front end compares tokens against.
package enum RxFlowWord: UInt8, VocabularyWord {
    case Step, Stepper, Flow, Flows, Presentable, steps, step, accept, onNext, bind, drive, emit, to
    case map, flatMap, compactMap, flatMapLatest, just, of, navigate, coordinate, flow, with, withStepper
    case withSingleStep, steppers, OneStepper, CompositeStepper, DefaultStepper, NoneStepper, initialStep
    case root, adapt, contribute, withNext, withNextPresentable, withNextStepper
    case forwardToParentFlowWithStep, withStepForParentFlow, triggerParentFlow, forwardToParentFlow
    case forwardToCurrentFlow, withStep, stepNotHandled, end, none, one, multiple
    case flowContributor, flowContributors, flowItem, flowItems, FlowContributors, FlowContributor
    case NextFlowItems, NextFlowItem, Flowable, nextPresentable, nextStepper, use, whenReady, when
    case FlowCoordinator, Coordinator, RxFlowStep, RxFlow, Single, Observable
    case Reactor, reactor

    package static let table = WordTable(RxFlowWord.self)
}

extension RxFlowWord {
    /// Whether the type written `type` is this RxFlow type, bare or module-qualified (`Step`, `RxFlow.Step`).
    func names(_ type: String) -> Bool {
        type == RxFlowWord.typeNames[Int(rawValue)].bare || type == RxFlowWord.typeNames[Int(rawValue)].qualified
    }

    /// Every word's spelling, bare and module-qualified, by raw value: `spelling` reflects on the case
    /// (thousands of instructions), and `names` is asked for every function the extractor reads.
    private static let typeNames = allCases.map { word in (bare: word.spelling, qualified: RxFlow.spelling + "." + word.spelling) }
}
