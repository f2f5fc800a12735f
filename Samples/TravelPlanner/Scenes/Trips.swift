import UIKit
import XCoordinator

struct Trip {
    let id: String
    let title: String
}

final class TripListViewModel {
    private let router: UnownedRouter<TripsRoute>
    private(set) var trips: [Trip] = []

    init(router: UnownedRouter<TripsRoute>) {
        self.router = router
    }

    func select(_ trip: Trip) {
        router.trigger(.detail(id: trip.id))
    }

    func addTapped() {
        router.trigger(.addTrip)
    }
}

final class TripListViewController: UITableViewController {
    private let viewModel: TripListViewModel

    init(viewModel: TripListViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(viewModel.trips[indexPath.row])
    }

    @objc private func addTapped() { viewModel.addTapped() }
}

final class AddTripViewModel {
    private let router: UnownedRouter<TripsRoute>

    init(router: UnownedRouter<TripsRoute>) {
        self.router = router
    }

    func save(title: String) {
        TripStore.shared.add(title: title)
        router.trigger(.close)
    }
}

final class AddTripViewController: UIViewController {
    private let viewModel: AddTripViewModel

    init(viewModel: AddTripViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func saveTapped() { viewModel.save(title: "Lisbon") }
}

final class TripDetailViewModel {
    let tripID: String
    private let router: UnownedRouter<TripsRoute>

    init(tripID: String, router: UnownedRouter<TripsRoute>) {
        self.tripID = tripID
        self.router = router
    }

    func bookFlightsTapped() {
        router.trigger(.booking(tripID: tripID))
    }

    func packingListTapped() {
        router.trigger(.packing(tripID: tripID))
    }
}

final class TripDetailViewController: UIViewController {
    private let viewModel: TripDetailViewModel

    init(viewModel: TripDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func bookTapped() { viewModel.bookFlightsTapped() }
}

/// Past trips; the list was meant to link here.
final class ArchiveViewController: UITableViewController {}

final class TripStore {
    static let shared = TripStore()
    func add(title: String) {}
}
