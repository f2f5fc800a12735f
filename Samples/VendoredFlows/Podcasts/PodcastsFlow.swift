import UIKit

/// The podcast list, a podcast's episodes, the player and the settings.
final class PodcastsFlow: Flow {
    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()
    private let catalog: PodcastCatalog

    init(catalog: PodcastCatalog) {
        self.catalog = catalog
    }

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? PodcastStep else { return .stepNotHandled }

        switch step {
        case .podcasts:
            return navigateToPodcastList()
        case .podcast(let id):
            return navigateToPodcast(id: id)
        case .episode(let id):
            let player = PlayerViewController(episodeId: id)
            self.rootViewController.present(player, animated: true)
            return .none
        case .settings:
            return navigateToSettings()
        case .settingsDone:
            self.rootViewController.dismiss(animated: true)
            return .none
        default:
            return .stepNotHandled
        }
    }

    private func navigateToPodcastList() -> NextFlowItems {
        let viewModel = PodcastListViewModel(catalog: catalog)
        let viewController = PodcastListViewController(viewModel: viewModel)
        viewController.title = "Podcasts"
        self.rootViewController.pushViewController(viewController, animated: false)
        return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
    }

    private func navigateToPodcast(id: String) -> NextFlowItems {
        let viewModel = PodcastViewModel(podcastId: id, catalog: catalog)
        let viewController = PodcastViewController(viewModel: viewModel)
        self.rootViewController.pushViewController(viewController, animated: true)
        return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
    }

    private func navigateToSettings() -> NextFlowItems {
        let viewModel = SettingsViewModel()
        let viewController = SettingsViewController(viewModel: viewModel)
        self.rootViewController.present(UINavigationController(rootViewController: viewController), animated: true)
        return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
    }
}
