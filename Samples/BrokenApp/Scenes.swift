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

extension TripListViewModel {
    func openProfile() {
        steps.accept(TravelStep.profile)
    }

    func refresh() {
        steps.accept(TravelStep.reloadTrips)
    }
}

extension TripDetailViewModel {
    func showMap() {
        steps.accept(TravelStep.tripMap(id: 0))
    }
}

final class TripMapViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private let tripID: Int

    init(tripID: Int) {
        self.tripID = tripID
    }

    func openDetails() {
        steps.accept(TravelStep.tripPicked(id: tripID))
    }
}

final class TripMapViewController: UIViewController {
    let viewModel: TripMapViewModel

    init(viewModel: TripMapViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

final class ProfileViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func edit() {
        steps.accept(TravelStep.profileEdit)
    }

    func openHelp() {
        steps.accept(TravelStep.profileHelp)
    }

    func close() {
        steps.accept(TravelStep.profileClosed)
    }

    func signOut() {
        steps.accept(TravelStep.signedOut)
    }
}

final class ProfileViewController: UIViewController {
    let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

final class EditProfileViewController: UIViewController {
    let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

/// Written for a packing-list screen whose buttons were later wired with closures: nothing hands it
/// to RxFlow (planted, opt-in: stepper_never_contributed).
final class PackingListViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func openTrip(id: Int) {
        steps.accept(TravelStep.tripPicked(id: id))
    }
}
