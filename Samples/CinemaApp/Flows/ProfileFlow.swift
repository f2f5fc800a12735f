import UIKit
import RxFlow

/// The user's profile. Presents Settings modally and forwards logout to the dashboard.
final class ProfileFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case CinemaStep.profileHome:
            return showProfile()
        case CinemaStep.profileReset:
            rootViewController.popToRootViewController(animated: false)
            return .one(flowContributor: .forwardToCurrentFlow(withStep: CinemaStep.profileHome))
        case CinemaStep.settingsRequested:
            return presentSettings()
        case CinemaStep.settingsDone:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        case CinemaStep.logout:
            return .one(flowContributor: .forwardToParentFlow(withStep: CinemaStep.logout))
        default:
            return .none
        }
    }

    private func showProfile() -> FlowContributors {
        let viewModel = ProfileViewModel(services: services)
        let viewController = ProfileViewController(viewModel: viewModel)
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func presentSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow(services: services)
        Flows.use(settingsFlow, when: .created) { [unowned self] (root: UINavigationController) in
            root.modalPresentationStyle = .formSheet
            self.rootViewController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow,
                                                 withNextStepper: OneStepper(withSingleStep: SettingsStep.overview)))
    }
}
