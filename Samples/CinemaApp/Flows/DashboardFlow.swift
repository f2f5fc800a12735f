import UIKit
import RxFlow

/// The tab bar: Discover, Watchlist and Profile, each its own flow.
final class DashboardFlow: Flow {
    var root: Presentable {
        return self.rootViewController
    }

    let rootViewController = UITabBarController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CinemaStep else { return .none }

        switch step {
        case .dashboardRequired:
            return navigateToTabs()
        case .logout:
            services.session.logOut()
            return .end(forwardToParentFlowWithStep: CinemaStep.logoutCompleted)
        default:
            return .none
        }
    }

    private func navigateToTabs() -> FlowContributors {
        let discoverFlow = DiscoverFlow(services: services)
        let watchlistFlow = WatchlistFlow(services: services)
        let profileFlow = ProfileFlow(services: services)

        Flows.use(discoverFlow, watchlistFlow, profileFlow, when: .created) { [unowned self]
            (discoverRoot: UINavigationController, watchlistRoot: UINavigationController, profileRoot: UINavigationController) in
            discoverRoot.tabBarItem = UITabBarItem(title: "Discover", image: UIImage(systemName: "film"), selectedImage: nil)
            watchlistRoot.tabBarItem = UITabBarItem(title: "Watchlist", image: UIImage(systemName: "bookmark"), selectedImage: nil)
            profileRoot.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), selectedImage: nil)
            self.rootViewController.setViewControllers([discoverRoot, watchlistRoot, profileRoot], animated: false)
        }

        return .multiple(flowContributors: [
            .contribute(withNextPresentable: discoverFlow,
                        withNextStepper: OneStepper(withSingleStep: CinemaStep.discoverHome)),
            .contribute(withNextPresentable: watchlistFlow,
                        withNextStepper: CompositeStepper(steppers: [
                            OneStepper(withSingleStep: CinemaStep.watchlistHome),
                            WatchlistSyncStepper(services: services),
                        ])),
            .contribute(withNextPresentable: profileFlow,
                        withNextStepper: OneStepper(withSingleStep: CinemaStep.profileHome)),
        ])
    }
}
