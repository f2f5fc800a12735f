import UIKit
import RxFlow
import RxRelay

final class RecipeDetailViewModel {
    let id: String
    private let store: RecipeStore

    init(id: String, store: RecipeStore) {
        self.id = id
        self.store = store
    }
}

/// The recipe page is its own stepper: share and settings come from its buttons.
final class RecipeDetailViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    let viewModel: RecipeDetailViewModel

    init(viewModel: RecipeDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc func shareTapped() {
        steps.accept(AppStep.recipes(.share(id: viewModel.id)))
    }

    @objc func settingsTapped() {
        steps.accept(AppStep.recipes(.settings))
    }
}
