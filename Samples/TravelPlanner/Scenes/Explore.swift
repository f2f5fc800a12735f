import UIKit
import XCoordinator

struct Destination {
    let name: String
    let latitude: Double
    let longitude: Double
}

final class DestinationsViewModel {
    private let router: UnownedRouter<ExploreRoute>
    private(set) var destinations: [Destination] = []

    init(router: UnownedRouter<ExploreRoute>) {
        self.router = router
    }

    func select(_ destination: Destination) {
        router.trigger(.destination(destination))
    }
}

final class DestinationsViewController: UICollectionViewController {
    private let viewModel: DestinationsViewModel

    init(viewModel: DestinationsViewModel) {
        self.viewModel = viewModel
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        viewModel.select(viewModel.destinations[indexPath.item])
    }
}

final class DestinationViewModel {
    let place: Destination
    private let router: UnownedRouter<ExploreRoute>

    init(place: Destination, router: UnownedRouter<ExploreRoute>) {
        self.place = place
        self.router = router
    }

    /// The "Show on map" button: ExploreCoordinator has no arm for `.map`, its default does nothing.
    func showOnMapTapped() {
        router.trigger(.map(place))
    }
}

final class DestinationViewController: UIViewController {
    private let viewModel: DestinationViewModel

    init(viewModel: DestinationViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func mapTapped() { viewModel.showOnMapTapped() }
}

final class CurrencyConverterViewController: UIViewController {}
