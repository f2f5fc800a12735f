import UIKit
import RxFlow
import RxRelay

final class CartViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func checkOut() {
        steps.accept(ShopStep.checkout)
    }
}

final class CheckoutViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func pay() {
        steps.accept(ShopStep.orderPlaced)
    }
}

final class CartViewController: UIViewController {
    private let viewModel: CartViewModel

    init(viewModel: CartViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "Cart"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class CheckoutViewController: UIViewController {
    private let viewModel: CheckoutViewModel

    init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "Checkout \(PriceFormatter.text(cents: 4_200))"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
