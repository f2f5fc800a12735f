import UIKit
import RxFlow

/// Modal settings. `navigate(to:)` casts once, then a typed overload does the work.
final class SettingsFlow: Flow {
    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? SettingsStep else { return .none }
        return navigate(to: step)
    }

    private func navigate(to step: SettingsStep) -> FlowContributors {
        switch step {
        case .overview:
            return show(SettingsSection.overview)
        case .privacy where !services.session.isLoggedIn:
            return navigate(to: SettingsStep.close)
        case .notifications, .privacy:
            return show(step == .notifications ? SettingsSection.notifications : SettingsSection.privacy)
        case .close:
            return .end(forwardToParentFlowWithStep: CinemaStep.settingsDone)
        }
    }

    private func show(_ section: SettingsSection) -> FlowContributors {
        let viewModel = SettingsViewModel(section: section, services: services)
        let viewController = SettingsViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: section != .overview)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }
}

enum SettingsSection {
    case overview, notifications, privacy
}
