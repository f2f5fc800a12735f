import UIKit
import RxFlow

/// Opened from a home-screen quick action in a window of its own. It is started without a stepper, so
/// RxFlow's DefaultStepper sends RxFlowStep.home, which this flow has no arm for: the window stays
/// empty (planted: default_stepper_home_unhandled).
final class QuickActionFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TravelStep else { return .none }
        switch step {
        case .tripList:
            // A read-only list: its view model is not listened to here.
            let viewController = TripListViewController(viewModel: TripListViewModel())
            rootViewController.setViewControllers([viewController], animated: false)
            return .none
        default:
            return .none
        }
    }
}

final class QuickActionHandler {
    private let coordinator = FlowCoordinator()

    func open(in window: UIWindow) {
        let flow = QuickActionFlow()
        window.rootViewController = flow.root as? UIViewController
        coordinator.coordinate(flow: flow)
        window.makeKeyAndVisible()
    }
}
