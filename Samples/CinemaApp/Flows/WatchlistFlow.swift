import UIKit
import RxFlow

/// Saved movies. An item can be removed from its own screen.
final class WatchlistFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CinemaStep else { return .none }

        switch step {
        case .watchlistHome:
            let viewModel = WatchlistViewModel(services: services)
            let viewController = WatchlistViewController(viewModel: viewModel)
            rootViewController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .watchlistItem(let id):
            return showItem(id)
        case .watchlistItemRemoved:
            rootViewController.popViewController(animated: true)
            return .none
        default:
            return .none
        }
    }

    private func showItem(_ id: Int) -> FlowContributors {
        let viewModel = WatchlistItemViewModel(movieID: id, services: services)
        let viewController = WatchlistItemViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }
}
