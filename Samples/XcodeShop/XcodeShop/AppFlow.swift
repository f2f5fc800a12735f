import UIKit
import RxFlow

/// The shop: the catalog as the window's root, the cart and checkout presented over it.
final class AppFlow: Flow {
    var root: Presentable { window }
    private let window: UIWindow
    private lazy var cartNavigation = UINavigationController()

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
            let viewModel = CartViewModel()
            cartNavigation.setViewControllers([CartViewController(viewModel: viewModel)], animated: false)
            window.rootViewController?.present(cartNavigation, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: cartNavigation, withNextStepper: viewModel))
        case .checkout:
            let viewModel = CheckoutViewModel()
            cartNavigation.pushViewController(CheckoutViewController(viewModel: viewModel), animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: cartNavigation, withNextStepper: viewModel))
        case .orderPlaced:
            cartNavigation.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }
}
