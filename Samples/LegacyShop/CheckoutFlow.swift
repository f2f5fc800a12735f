import UIKit
import RxFlow

/// Presented modally by CatalogFlow; ends by handing `checkoutDone` back to it.
class CheckoutFlow: Flow {
    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? ShopStep else { return .stepNotHandled }

        switch step {
        case .checkout:
            let viewModel = CheckoutViewModel()
            let viewController = CheckoutViewController.instantiate(with: viewModel)
            self.rootViewController.pushViewController(viewController, animated: false)
            return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
        case .checkoutDone:
            return .end(withStepForParentFlow: ShopStep.checkoutDone)
        default:
            return .stepNotHandled
        }
    }
}
