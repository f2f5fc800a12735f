import UIKit
import RxFlow
import Core
import FeatureHome

/// The demo's home: the feature's screens in a navigation stack, an item shown in an alert.
final class HomeFlow: Flow {
    var root: Presentable { navigationController }
    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .home:
            let viewModel = HomeViewModel(store: ItemStore())
            navigationController.pushViewController(HomeViewController(viewModel: viewModel), animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: navigationController.topViewController!,
                                                     withNextStepper: viewModel))
        case .itemPicked(let id):
            let alert = UIAlertController(title: "Item \(id)", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            navigationController.present(alert, animated: true)
            return .none
        default:
            return .none
        }
    }
}
