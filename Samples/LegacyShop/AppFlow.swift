import UIKit
import RxFlow

class AppFlow: Flow {
    var root: Presentable {
        return self.rootWindow
    }

    private let rootWindow: UIWindow
    private let api: ShopAPI

    init(window: UIWindow, api: ShopAPI) {
        self.rootWindow = window
        self.api = api
    }

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? ShopStep else { return NextFlowItems.stepNotHandled }

        switch step {
        case .catalog:
            return navigationToCatalog()
        case .orderConfirmed:
            let alert = UIAlertController(title: "Thank you", message: "Your order is on its way.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
            self.rootWindow.rootViewController?.present(alert, animated: true)
            return NextFlowItems.none
        default:
            return NextFlowItems.stepNotHandled
        }
    }

    private func navigationToCatalog() -> NextFlowItems {
        let catalogFlow = CatalogFlow(api: self.api)
        Flows.whenReady(flow1: catalogFlow) { [unowned self] (root: UINavigationController) in
            self.rootWindow.rootViewController = root
        }
        return NextFlowItems.one(flowItem: NextFlowItem(nextPresentable: catalogFlow,
                                                        nextStepper: OneStepper(withSingleStep: ShopStep.catalog)))
    }
}
