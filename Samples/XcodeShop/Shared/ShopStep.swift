import RxFlow

/// Every place the shop goes. Compiled into the app and into the catalog's demo app.
enum ShopStep: Step {
    case launch
    case catalog
    case product(id: String)
    case share(productID: String)
    case catalogDone
    case cart
    case checkout
    case orderPlaced
    // Planted: declared for a cancel button that was never built; only a unit test emits it.
    case orderCancelled
}
