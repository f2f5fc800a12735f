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
        case .tripMap(let id):
            // Planted: built and contributed, never pushed: RxFlow ignores the map's steps (stepper_presentable_not_shown).
            let viewModel = TripMapViewModel(tripID: id)
            let viewController = TripMapViewController(viewModel: viewModel)
            viewController.title = "Map"
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .profile:
            let profileFlow = ProfileFlow()
            Flows.use(profileFlow, when: .created) { [unowned self] root in
                self.navigationController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: profileFlow,
                                                     withNextStepper: OneStepper(withSingleStep: TravelStep.profile)))
        case .profileClosed:
            return .none
        case .signedOut:
            return .one(flowContributor: .forwardToParentFlow(withStep: TravelStep.signedOut))
        case .reloadTrips:
            // Planted: the two refresh steps hand each other on for ever (forward_to_current_loop).
            return .one(flowContributor: .forwardToCurrentFlow(withStep: TravelStep.tripsChanged))
        case .tripsChanged:
            return .one(flowContributor: .forwardToCurrentFlow(withStep: TravelStep.reloadTrips))
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
        // Planted: keeps the detail's stepper after the screen is popped (dismissed_steps_allowed).
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel,
                                                 allowStepWhenDismissed: true))
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
