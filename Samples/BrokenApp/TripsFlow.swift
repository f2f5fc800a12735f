import UIKit
import RxFlow

final class TripsFlow: Flow {
    var root: Presentable { navigationController }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TravelStep else { return .none }
        switch step {
        case .tripList:
            let viewModel = TripListViewModel()
            let viewController = TripListViewController(viewModel: viewModel)
            navigationController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .tripPicked(let id):
            return showTrip(id)
        case .bookingRequested:
            return presentBooking()
        case .help:
            let helpFlow = HelpFlow()
            Flows.use(helpFlow, when: .created) { [unowned self] root in
                self.navigationController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: helpFlow,
                                                     withNextStepper: OneStepper(withSingleStep: TravelStep.help)))
        case .legacyImport:
            return .none
        default:
            return .none
        }
    }

    private func showTrip(_ id: Int) -> FlowContributors {
        let viewModel = TripDetailViewModel(tripID: id)
        let viewController = TripDetailViewController(viewModel: viewModel)
        navigationController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    /// Presents the booking flow modally; nothing ever ends it (planted: never_ending_flow).
    private func presentBooking() -> FlowContributors {
        let bookingFlow = BookingFlow()
        Flows.use(bookingFlow, when: .created) { [unowned self] root in
            self.navigationController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: bookingFlow,
                                                 withNextStepper: OneStepper(withSingleStep: TravelStep.booking)))
    }
}
