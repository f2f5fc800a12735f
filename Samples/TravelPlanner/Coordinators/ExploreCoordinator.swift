import UIKit
import XCoordinator

final class ExploreCoordinator: NavigationCoordinator<ExploreRoute> {
    init() {
        super.init(initialRoute: .destinations)
        rootViewController.tabBarItem = UITabBarItem(title: "Explore", image: UIImage(systemName: "globe"), tag: 1)
    }

    override func prepareTransition(for route: ExploreRoute) -> NavigationTransition {
        switch route {
        case .destinations:
            return .push(DestinationsViewController(viewModel: DestinationsViewModel(router: unownedRouter)))
        case .destination(let place):
            return .push(DestinationViewController(viewModel: DestinationViewModel(place: place, router: unownedRouter)))
        default:
            return .none()
        }
    }
}
