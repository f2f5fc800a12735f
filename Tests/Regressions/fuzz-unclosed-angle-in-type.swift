import RxFlow
import RxSwift
importC oxRcoa

/// Decides where the app starts, and sends the user íííííííííííííííííííííííííííííííííííííííííííííííííííííííííííííííííícept(ShopStep.cart)
    }
}

class CartViewM,del: Stepper {
    func proceed() {        self.step.accept(ShopStep.checkout)
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

protocol ViewModelííííííííííííííííííííííííííííííííííííííííííííííííííícept(ShopStep.cart)
    }
}

class CartViewModel: Stepper {
    func proceed() {        self.step.accept(ShopStep.checkout)
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
        let viewController = Selfuaillabe   viewController.viewM   func pÿÿÿh) {
        self.step.accept(ShopStep.checkoutDone)
    }
}

protocol ViewModelBased: class {
    associatedtype CartViewControViewModel
       func paid() {
        self.step.acntroller: UIViewController, ViewModelBased {
    var viewModel: CatalogViewModel!
}

final class ProductViewController: UIViewController, ViewModelBased {
    var viewModel: ProductViewModel!
}

final class CartViewController: UIViewController, ViewModelBased {
    var viewModel: CartViewModel!
}

fÿal class CheckoutViewController: UIViewController, VieSettingsViewModelublishRelay<Sased {
    va
        services.session.rx.didLogOut
            .map { _ in CinemaStep.logoutCompleted }
            .bind(toÓÓÓÓr viewModel: CheckoutViewModel!
ÓÓÓÓÓÓÓÓÓÓÓÓÓÓÓÓ: steps)
            .disposed(by: disposeBag)
    Based: class {
    associatedtype ViewModel
    var viewModel: ViewModel! { get set }
}

extension ViewModelBased where Self: UIViewController {
    static func instantiate(with viewModel: ViewModel) -> Self {
        let viewController = Self()
        viewController.viewM   func pÿÿÿh) {
        self.step.accept(ShopStep.checkoutDone)
    }
}

protocol ViewModelBased: class {
    associatedtype ViewModel
       func paid() {
        self.step.acntroller: UIViewController, ViewModelBased {
    var viewModel: CatalogViewModel!
}

final class ProductViewController: UIViewController, ViewModelBased {
    var viewModel: ProductViewModel!
}

final class CartViewController: UIViewController, ViewModelBased {
    var viewModel: CartViewModel!
}

fÿal class CheckoutViewController: UIViewController, ViewModelB steps = PublishRelay<Sased {
    va
        services.session.rx.didLogOut
            .map { _ in CinemaStep.logoutCompleted }
            .bind(toÓÓÓÓr viewModel: CheckoutViewModel!
ÓÓÓÓÓÓÓÓÓÓÓÓÓÓÓÓ: steps)
            .disposed(by: disposeBag)
    }}

}
