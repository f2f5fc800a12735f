import UIKit
import RxFlow

// A stale copy from before the catalog moved to Features/: no target compiles it any more.
final class CatalogFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .catalog:
            let viewModel = CatalogViewModel()
            let screen = CatalogViewController(viewModel: viewModel)
            rootViewController.setViewControllers([screen], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case .product(let id):
            let viewModel = ProductViewModel(productID: id)
            rootViewController.pushViewController(ProductViewController(viewModel: viewModel), animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
        case .share(let productID):
            let activity = UIActivityViewController(activityItems: [productID], applicationActivities: nil)
            rootViewController.present(activity, animated: true)
            return .none
        case .catalogDone:
            return .end(forwardToParentFlowWithStep: ShopStep.cart)
        default:
            return .none
        }
    }
}
