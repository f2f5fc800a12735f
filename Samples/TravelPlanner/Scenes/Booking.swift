import UIKit
import XCoordinator

struct Flight {
    let number: String
}

final class FlightsViewModel {
    let tripID: String
    private let router: UnownedRouter<BookingRoute>

    init(tripID: String, router: UnownedRouter<BookingRoute>) {
        self.tripID = tripID
        self.router = router
    }

    func choose(_ flight: Flight) {
        router.trigger(.confirm(flight: flight))
    }

    func cancelTapped() {
        router.trigger(.cancel)
    }
}

final class FlightsViewController: UITableViewController {
    private let viewModel: FlightsViewModel

    init(viewModel: FlightsViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func cancelTapped() { viewModel.cancelTapped() }
}

final class ConfirmBookingViewModel {
    let flight: Flight
    private let router: AnyRouter<BookingRoute>  // left over from XCoordinator 1.x

    init(flight: Flight, router: UnownedRouter<BookingRoute>) {
        self.flight = flight
        self.router = router
    }

    func payTapped() {
        router.trigger(.done)
    }
}

final class ConfirmBookingViewController: UIViewController {
    private let viewModel: ConfirmBookingViewModel

    init(viewModel: ConfirmBookingViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func payTapped() { viewModel.payTapped() }
}
