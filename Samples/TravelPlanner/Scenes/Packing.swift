import UIKit
import XCoordinator

final class PackingListViewModel {
    let tripID: String
    private let router: UnownedRouter<PackingRoute>

    init(tripID: String, router: UnownedRouter<PackingRoute>) {
        self.tripID = tripID
        self.router = router
    }

    func forecastLoaded(rainy: Bool) {
        if rainy { router.trigger(.rainWarning) }
    }
}

final class PackingListViewController: UITableViewController {
    private let viewModel: PackingListViewModel

    init(viewModel: PackingListViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Packing"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
