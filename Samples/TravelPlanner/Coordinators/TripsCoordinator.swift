import UIKit
import XCoordinator

final class TripsCoordinator: NavigationCoordinator<TripsRoute> {
    init() {
        super.init(initialRoute: .list)
        rootViewController.tabBarItem = UITabBarItem(title: "Trips", image: UIImage(systemName: "suitcase"), tag: 0)
    }

    override func prepareTransition(for route: TripsRoute) -> NavigationTransition {
        switch route {
        case .list:
            return .push(TripListViewController(viewModel: TripListViewModel(router: unownedRouter)))
        case .detail(let id):
            return showTrip(id: id)
        case .addTrip:
            return .present(AddTripViewController(viewModel: AddTripViewModel(router: unownedRouter)))
        case .booking(let tripID):
            // Presented through its controller for the sheet style: nothing keeps the coordinator.
            let booking = BookingCoordinator(tripID: tripID, tripsRouter: unownedRouter)
            booking.rootViewController.modalPresentationStyle = .pageSheet
            return .present(booking.rootViewController)
        case .packing(let tripID):
            // The checklist shares this stack: the child pushes its own screens once triggered.
            let packing = PackingCoordinator(rootViewController: rootViewController)
            addChild(packing)
            return .trigger(.checklist(tripID: tripID), on: packing)
        case .archive:
            return .push(ArchiveViewController())
        case .close:
            return .dismiss()
        }
    }

    /// A trip's page, on top of the list (a deep link may open it from anywhere).
    private func showTrip(id: String) -> NavigationTransition {
        let viewModel = TripDetailViewModel(tripID: id, router: unownedRouter)
        return .multiple(.popToRoot(animation: nil), .push(TripDetailViewController(viewModel: viewModel)))
    }
}
