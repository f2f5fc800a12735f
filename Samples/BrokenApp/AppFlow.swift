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
        default:
            return .none
        }
    }
}
