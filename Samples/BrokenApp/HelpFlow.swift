import UIKit
import RxFlow

/// Ends with a step its parent (TripsFlow) has no arm for (planted: end_step_unhandled_by_parent).
final class HelpFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TravelStep else { return .none }
        switch step {
        case .help:
            let viewController = HelpViewController()
            rootViewController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNext: viewController))
        case .helpClosed:
            return .end(forwardToParentFlowWithStep: TravelStep.helpClosed)
        default:
            return .none
        }
    }
}
