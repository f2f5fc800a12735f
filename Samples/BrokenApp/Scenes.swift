import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class TripListViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func select(tripID: Int) {
        steps.accept(TravelStep.tripPicked(id: tripID))
    }

    func openHelp() {
        steps.accept(TravelStep.help)
    }

    func book() {
        steps.accept(TravelStep.bookingRequested)
    }
}

final class TripListViewController: UIViewController {
    let viewModel: TripListViewModel

    init(viewModel: TripListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Trap: a method named like TravelStep.logout, used through #selector.
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Log out", style: .plain, target: self,
                                                            action: #selector(logout))
    }

    @objc func logout() {
        // Trap: UIKit's and BannerStyle's `.alert`, not TravelStep.alert.
        let confirm = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
        present(confirm, animated: true)
        showBanner(style: .alert)
    }

    private func showBanner(style: BannerStyle) {}
}

/// Contributed to TripsFlow, but emits `booking`, which only BookingFlow handles (planted: misrouted_step),
/// and `tripShared`, which no flow handles (planted: unhandled_step).
final class TripDetailViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private let tripID: Int

    init(tripID: Int) {
        self.tripID = tripID
    }

    func bookNow() {
        steps.accept(TravelStep.booking)
    }

    func share() {
        steps.accept(TravelStep.tripShared(id: tripID))
    }
}

final class TripDetailViewController: UIViewController {
    let viewModel: TripDetailViewModel

    init(viewModel: TripDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

final class BookingViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func confirm() {
        steps.accept(TravelStep.bookingDone)
    }
}

final class BookingViewController: UIViewController {
    let viewModel: BookingViewModel

    init(viewModel: BookingViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

final class HelpViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()

    @objc func close() {
        steps.accept(TravelStep.helpClosed)
    }
}
