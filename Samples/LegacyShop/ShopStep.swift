import RxFlow

/// RxFlow 1.x steps of a small shop.
enum ShopStep: Step {
    case catalog
    case productPicked(withId: String)
    case cart
    case checkout
    case checkoutDone
    case orderConfirmed
    case help
}
