import RxFlow
import RxSwift
import RxRelay

/// Decides where the app starts and sends the user back to sign-in when the session ends.
final class AppStepper: Stepper {
    let steps = PublishRelay<Step>()
    private let store: RecipeStore
    private let sessionEnded = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    init(store: RecipeStore) {
        self.store = store
    }

    var initialStep: Step {
        store.isSignedIn ? AppStep.dashboard : AppStep.auth(.welcome)
    }

    func readyToEmitSteps() {
        sessionEnded
            .map { AppStep.loggedOut }
            .bind(to: steps)
            .disposed(by: disposeBag)
    }
}
