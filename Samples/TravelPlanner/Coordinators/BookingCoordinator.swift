import UIKit
import XCoordinator

/// Booking a flight for a trip, presented over the trips tab.
final class BookingCoordinator: NavigationCoordinator<BookingRoute> {
    private let tripID: String
    private let tripsRouter: UnownedRouter<TripsRoute>

    init(tripID: String, tripsRouter: UnownedRouter<TripsRoute>) {
        self.tripID = tripID
        self.tripsRouter = tripsRouter
        super.init(initialRoute: .flights(tripID: tripID))
    }

    override func prepareTransition(for route: BookingRoute) -> NavigationTransition {
        switch route {
        case .flights(let tripID):
            return .push(FlightsViewController(viewModel: FlightsViewModel(tripID: tripID, router: unownedRouter)))
        case .confirm(let flight):
            return .push(ConfirmBookingViewController(viewModel: ConfirmBookingViewModel(flight: flight, router: unownedRouter)))
        case .cancel:
            return .dismiss()
        case .done:
            return .multiple(.dismiss(), .trigger(.detail(id: tripID), on: tripsRouter))
        }
    }
}
