import UIKit
import RxFlow
import RxSwift

/// Browsing movies: list → detail → cast / trailer. Trailers need the network.
final class DiscoverFlow: Flow {
    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    /// Trailers cannot play offline: turn the request into a notice before it is navigated.
    func adapt(step: Step) -> Single<Step> {
        if case CinemaStep.trailer = step, !services.network.isOnline {
            return .just(CinemaStep.offlineNotice)
        }
        return .just(step)
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CinemaStep else { return .none }

        switch step {
        case .discoverHome:
            return navigateToDiscover()
        case .movieDetail(let id):
            return navigateToMovie(id: id)
        case let .castMember(name):
            return navigateToCast(named: name)
        case .trailer(let url):
            let player = TrailerViewController(url: url)
            rootViewController.present(player, animated: true)
            return .one(flowContributor: .contribute(withNext: player))
        case .trailerClosed:
            rootViewController.dismiss(animated: true)
            return .none
        case .offlineNotice:
            let alert = UIAlertController(title: "Offline", message: "Trailers need a connection.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            rootViewController.present(alert, animated: true)
            return .none
        default:
            return .none
        }
    }

    private func navigateToDiscover() -> FlowContributors {
        let viewModel = DiscoverViewModel(services: services)
        let viewController = DiscoverViewController(viewModel: viewModel)
        viewController.title = "Discover"
        rootViewController.pushViewController(viewController, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToMovie(id: Int) -> FlowContributors {
        let viewModel = MovieDetailViewModel(movieID: id, services: services)
        let viewController = MovieDetailViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToCast(named name: String) -> FlowContributors {
        let viewController = CastViewController(name: name)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNext: viewController))
    }
}
