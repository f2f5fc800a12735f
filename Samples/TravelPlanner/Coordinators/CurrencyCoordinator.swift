import UIKit
import XCoordinator

/// A currency converter meant for the trip page; never wired in.
final class CurrencyCoordinator: ViewCoordinator<CurrencyRoute> {
    init() {
        super.init(rootViewController: UIViewController(), initialRoute: .converter)
    }

    override func prepareTransition(for route: CurrencyRoute) -> ViewTransition {
        switch route {
        case .converter:
            return .embed(CurrencyConverterViewController(), in: rootViewController)
        }
    }
}
