import UIKit
import RxFlow

/// Settings, presented modally over the recipes; closing hands the step back to the recipes flow.
final class SettingsFlow: Flow {
    var root: Presentable { navigationController }
    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? SettingsStep else { return .none }
        switch step {
        case .overview:
            let viewModel = SettingsViewModel()
            navigationController.setViewControllers([SettingsViewController(viewModel: viewModel)], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
        case .notifications, .about, .licenses:
            navigationController.pushViewController(SettingsPageViewController(step: step), animated: true)
            return .none
        case .close:
            return .end(forwardToParentFlowWithStep: AppStep.recipes(.settingsClosed))
        }
    }
}
