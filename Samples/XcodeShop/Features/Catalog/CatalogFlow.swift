import UIKit
import RxFlow

/// The catalog: a list of products, each opening its page. The app starts it as a child of its
/// AppFlow; the demo app starts it alone.
final class CatalogFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .catalog:
            return showCatalog()
        case .product(let id):
            return showProduct(id)
        case .catalogDone:
            return .end(forwardToParentFlowWithStep: ShopStep.cart)
        // Planted: sharing was dropped when the flow moved here (the stale copy in Old/ still has its arm).
        default:
            return .none
        }
    }

    private func showCatalog() -> FlowContributors {
        let viewModel = CatalogViewModel()
        let screen = CatalogViewController(viewModel: viewModel)
        rootViewController.setViewControllers([screen], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
    }

    private func showProduct(_ id: String) -> FlowContributors {
        let viewModel = ProductViewModel(productID: id)
        let screen = ProductViewController(viewModel: viewModel)
        rootViewController.pushViewController(screen, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
    }
}
