import UIKit
import XCoordinator

/// A trip's packing checklist, pushed on the trips stack it shares with its parent.
final class PackingCoordinator: NavigationCoordinator<PackingRoute> {
    private weak var checklist: UIViewController?

    /// The checklist screen, not the shared stack: the library drops this child once it is popped.
    override var viewController: UIViewController! { checklist ?? rootViewController }

    override func prepareTransition(for route: PackingRoute) -> NavigationTransition {
        switch route {
        case .checklist(let tripID):
            let screen = PackingListViewController(viewModel: PackingListViewModel(tripID: tripID, router: unownedRouter))
            checklist = screen
            return .push(screen)
        case .rainWarning:
            return .alertTransition(title: "Rain expected", message: "Pack an umbrella and a light jacket.")
        }
    }
}
