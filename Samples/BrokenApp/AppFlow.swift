import UIKit
import RxFlow

/// Matches steps with qualified patterns instead of casting first.
final class AppFlow: Flow {
    var root: Presentable { window }

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case RxFlowStep.home, TravelStep.tripList:
            let tripsFlow = TripsFlow()
            Flows.use(tripsFlow, when: .ready) { [weak self] (root: UINavigationController) in
                self?.window.rootViewController = root
            }
            return .one(flowContributor: .contribute(withNextPresentable: tripsFlow,
                                                     withNextStepper: OneStepper(withSingleStep: TravelStep.tripList)))
        case TravelStep.signedOut:
            // Planted: AppFlow is the root flow, there is no parent to hand sign-out to (end_forwarded_from_root).
            return .end(forwardToParentFlowWithStep: TravelStep.signedOut)
        default:
            return .none
        }
    }
}
