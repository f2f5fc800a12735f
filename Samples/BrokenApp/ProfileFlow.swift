import UIKit
import RxFlow

/// The traveller's profile, presented over the trips. One view model serves the profile screen and its
/// edit sheet, which leaves the profile displayed below it, so both subscriptions deliver its steps
/// (planted: shared_stepper).
final class ProfileFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()
    private let viewModel = ProfileViewModel()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TravelStep else { return .none }
        switch step {
        case .profile:
            let viewController = ProfileViewController(viewModel: viewModel)
            rootViewController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .profileEdit:
            let viewController = EditProfileViewController(viewModel: viewModel)
            rootViewController.present(viewController, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .profileHelp:
            // Planted: waits for HelpFlow to be ready but never contributes it (ready_never_fires).
            let helpFlow = HelpFlow()
            Flows.use(helpFlow, when: .ready) { [unowned self] root in
                self.rootViewController.present(root, animated: true)
            }
            return .none
        case .helpClosed:
            rootViewController.dismiss(animated: true)
            return .none
        case .profileClosed:
            rootViewController.dismiss(animated: true)
            return .end(forwardToParentFlowWithStep: TravelStep.profileClosed)
        case .signedOut:
            return .end(forwardToParentFlowWithStep: TravelStep.signedOut)
        default:
            return .none
        }
    }
}
