import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class WatchlistViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func open(movieID: Int) {
        self.steps.accept(CinemaStep.watchlistItem(id: movieID))
    }
}

final class WatchlistViewController: UITableViewController {
    let viewModel: WatchlistViewModel

    init(viewModel: WatchlistViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class WatchlistItemViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private let movieID: Int
    private let services: AppServices

    init(movieID: Int, services: AppServices) {
        self.movieID = movieID
        self.services = services
    }

    func remove() {
        steps.accept(CinemaStep.watchlistItemRemoved)
    }
}

final class WatchlistItemViewController: UIViewController {
    let viewModel: WatchlistItemViewModel

    init(viewModel: WatchlistItemViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// Pushes a saved movie when a sync notification asks for it.
final class WatchlistSyncStepper: Stepper {
    let steps = PublishRelay<Step>()
    private let services: AppServices
    private let disposeBag = DisposeBag()

    init(services: AppServices) {
        self.services = services
    }

    func readyToEmitSteps() {
        NotificationCenter.default.rx.notification(.watchlistItemShared)
            .compactMap { $0.userInfo?["id"] as? Int }
            .map { CinemaStep.watchlistItem(id: $0) }
            .bind(to: steps)
            .disposed(by: disposeBag)
    }
}

extension Notification.Name {
    static let watchlistItemShared = Notification.Name("watchlistItemShared")
}
