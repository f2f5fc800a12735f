import UIKit
import RxFlow
import RxSwift
import RxCocoa

/// 1.x steppers emit through the `step` relay that RxFlow attaches to every Stepper.
class CatalogViewModel: Stepper {
    private let api: ShopAPI

    init(api: ShopAPI) {
        self.api = api
    }

    func pick(productAt index: Int) {
        self.step.accept(ShopStep.productPicked(withId: api.products()[index]))
    }

    func openCart() {
        self.step.accept(ShopStep.cart)
    }
}

class ProductViewModel: Stepper {
    let productId: String

    init(productId: String) {
        self.productId = productId
    }

    func addedToCart() {
        self.step.accept(ShopStep.cart)
    }
}

class CartViewModel: Stepper {
    func proceed() {
        self.step.accept(ShopStep.checkout)
    }

    func needHelp() {
        self.step.accept(ShopStep.help)
    }
}

class CheckoutViewModel: Stepper {
    func paid() {
        self.step.accept(ShopStep.checkoutDone)
    }
}

protocol ViewModelBased: class {
    associatedtype ViewModel
    var viewModel: ViewModel! { get set }
}

extension ViewModelBased where Self: UIViewController {
    static func instantiate(with viewModel: ViewModel) -> Self {
        let viewController = Self()
        viewController.viewModel = viewModel
        return viewController
    }
}

final class CatalogViewController: UIViewController, ViewModelBased {
    var viewModel: CatalogViewModel!
}

final class ProductViewController: UIViewController, ViewModelBased {
    var viewModel: ProductViewModel!
}

final class CartViewController: UIViewController, ViewModelBased {
    var viewModel: CartViewModel!
}

final class CheckoutViewController: UIViewController, ViewModelBased {
    var viewModel: CheckoutViewModel!
}
