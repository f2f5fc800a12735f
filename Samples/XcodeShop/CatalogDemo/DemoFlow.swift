import UIKit
import RxFlow

/// Starts the catalog as the demo's root; the cart the catalog ends with is an alert here.
final class DemoFlow: Flow {
    var root: Presentable { window }
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .launch:
            let catalogFlow = CatalogFlow()
            Flows.use(catalogFlow, when: .created) { [unowned self] root in
                self.window.rootViewController = root
            }
            return .one(flowContributor: .contribute(withNextPresentable: catalogFlow,
                                                     withNextStepper: OneStepper(withSingleStep: ShopStep.catalog)))
        case .cart:
            let alert = UIAlertController(title: "Cart", message: "The demo has no cart.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            window.rootViewController?.present(alert, animated: true)
            return .none
        default:
            return .none
        }
    }
}
