import RxFlow
import RxRelay

/// What every view model of the app shares: its step relay and one way to navigate.
class BaseViewModel: Stepper {
    let steps = PublishRelay<Step>()

    /// Navigates: every screen asks for the next step through here.
    func route(to step: AppStep) {
        steps.accept(step)
    }
}
