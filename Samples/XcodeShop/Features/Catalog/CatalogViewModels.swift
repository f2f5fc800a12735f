import RxFlow
import RxRelay

final class CatalogViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func select(productID: String) {
        steps.accept(ShopStep.product(id: productID))
    }

    func openCart() {
        steps.accept(ShopStep.catalogDone)
    }
}

final class ProductViewModel: Stepper {
    let steps = PublishRelay<Step>()
    let productID: String

    init(productID: String) {
        self.productID = productID
    }

    func share() {
        steps.accept(ShopStep.share(productID: productID))
    }

    func addToCart() {
        self.steps.accept(ShopStep.catalogDone)
    }
}
