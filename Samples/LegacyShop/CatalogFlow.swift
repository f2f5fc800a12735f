import UIKit
import RxFlow

class CatalogFlow: Flow {
    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()
    private let api: ShopAPI

    init(api: ShopAPI) {
        self.api = api
    }

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? ShopStep else { return .stepNotHandled }

        switch step {
        case .catalog:
            return navigateToCatalogScreen()
        case .productPicked(let productId):
            return navigateToProduct(with: productId)
        case .cart:
            return navigateToCart()
        case .checkout:
            return navigateToCheckout()
        case .checkoutDone:
            self.rootViewController.dismiss(animated: true)
            return .triggerParentFlow(withStep: ShopStep.orderConfirmed)
        case .help:
            let help = UIAlertController(title: "Help", message: "Call us at any time.", preferredStyle: .actionSheet)
            self.rootViewController.present(help, animated: true)
            return .none
        default:
            return .stepNotHandled
        }
    }

    private func navigateToCatalogScreen() -> NextFlowItems {
        let viewModel = CatalogViewModel(api: self.api)
        let viewController = CatalogViewController.instantiate(with: viewModel)
        viewController.title = "Catalog"
        self.rootViewController.pushViewController(viewController, animated: false)
        return NextFlowItems.one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
    }

    private func navigateToProduct(with productId: String) -> NextFlowItems {
        let viewModel = ProductViewModel(productId: productId)
        let viewController = ProductViewController.instantiate(with: viewModel)
        self.rootViewController.pushViewController(viewController, animated: true)
        return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
    }

    private func navigateToCart() -> NextFlowItems {
        let viewModel = CartViewModel()
        let viewController = CartViewController.instantiate(with: viewModel)
        self.rootViewController.pushViewController(viewController, animated: true)
        return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
    }

    private func navigateToCheckout() -> NextFlowItems {
        let checkoutFlow = CheckoutFlow()
        Flows.whenReady(flow1: checkoutFlow) { [unowned self] (root: UINavigationController) in
            self.rootViewController.present(root, animated: true)
        }
        return .one(flowItem: NextFlowItem(nextPresentable: checkoutFlow,
                                           nextStepper: OneStepper(withSingleStep: ShopStep.checkout)))
    }
}
