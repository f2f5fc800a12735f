import UIKit
import RxFlow
import Core
import FeatureHome
import Settings

/// The app's home: the feature's list, an item's page, and the settings presented over it.
final class HomeFlow: Flow {
    var root: Presentable { navigationController }
    private let navigationController = UINavigationController()
    private let store: ItemStore

    init(store: ItemStore) {
        self.store = store
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .home:
            let viewModel = HomeViewModel(store: store)
            let viewController = HomeViewController(viewModel: viewModel)
            navigationController.pushViewController(viewController, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .itemPicked(let id):
            navigationController.pushViewController(ItemViewController(itemId: id), animated: true)
            return .none
        case .settings:
            return navigateToSettings()
        case .settingsDone:
            navigationController.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    private func navigateToSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow()
        Flows.use(settingsFlow, when: .created) { [weak self] root in
            self?.navigationController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.settings)))
    }
}
