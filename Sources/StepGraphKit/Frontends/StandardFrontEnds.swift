extension FrontEndRegistry {
    /// The front ends StepGraph ships: RxFlow, FunctionalNavigationFlowKit, XCoordinator and SwiftUI.
    public static let standard = FrontEndRegistry(
        [RxFlowFrontEnd(), FNFKFrontEnd(), XCoordinatorFrontEnd(), SwiftUIFrontEnd()],
        // The order docs/rules.md has listed the rules in since they were written (not a registration:
        // a front end's rules are documented whether or not they are named here).
        documentationOrder: [
            Rules.deadStep, Rules.unhandledStep, Rules.misroutedStep, Rules.endStepUnhandledByParent, Rules.neverEndingFlow,
            Rules.unreachableFlow, Rules.deprecatedRxFlowAPI, Rules.deadRoute, Rules.unreachableScreen, Rules.unusedFlow,
            Rules.nothingToGoBackTo, Rules.pushIntoHiddenContainer, Rules.defaultStepperHomeUnhandled,
            Rules.stepperPresentableNotShown, Rules.readyNeverFires, Rules.sharedStepper, Rules.dismissedStepsAllowed,
            Rules.forwardToCurrentLoop, Rules.endForwardedFromRoot, Rules.routeWithoutArm, Rules.redirectionWithoutMap,
            Rules.deepLinkWithoutRouter, Rules.childNotRetained, Rules.pushNavigationCoordinator, Rules.rootDelegateReplaced,
            Rules.deprecatedXCoordinatorAPI, Rules.flowIsStepper, Rules.defaultSwallowsSteps, Rules.duplicateArm,
            Rules.unreachableStep, Rules.stepperNeverContributed,
        ].map(\.id))
}

extension Analyzer {
    /// An analyzer running StepGraph's front ends (`FrontEndRegistry.standard`).
    public static let standard = Analyzer(frontEnds: .standard)
}
