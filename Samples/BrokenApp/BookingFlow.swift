import UIKit
import RxFlow

/// A modal child flow with no arm that ends it: RxFlow keeps it (and its screens) alive forever.
final class BookingFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TravelStep else { return .none }
        switch step {
        case .booking:
            let viewModel = BookingViewModel()
            rootViewController.pushViewController(BookingViewController(viewModel: viewModel), animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
        case .bookingDone:
            // Planted: goes back to the first booking screen instead of ending the flow.
            rootViewController.popToRootViewController(animated: true)
            return .none
        default:
            return .none
        }
    }
}
