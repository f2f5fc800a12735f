import Core
import RxFlow
import RxRelay

public final class HomeViewModel: Stepper {
    public let steps = PublishRelay<Step>()
    private let store: ItemStore

    public init(store: ItemStore) {
        self.store = store
    }

    public func select(row: Int) {
        steps.accept(AppStep.itemPicked(id: store.itemIds()[row]))
    }

    public func openSettings() {
        steps.accept(AppStep.settings)
    }
}
