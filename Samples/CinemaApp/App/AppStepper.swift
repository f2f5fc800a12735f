import RxFlow
import RxSwift
import RxCocoa

/// Decides where the app starts, and sends the user back to onboarding when the session ends.
final class AppStepper: Stepper {
    let steps = PublishRelay<Step>()
    private let services: AppServices
    private let disposeBag = DisposeBag()

    init(services: AppServices) {
        self.services = services
    }

    var initialStep: Step {
        return services.session.isOnboarded ? CinemaStep.dashboardRequired : CinemaStep.onboardingRequired
    }

    func readyToEmitSteps() {
        services.session.rx.didLogOut
            .map { _ in CinemaStep.logoutCompleted }
            .bind(to: steps)
            .disposed(by: disposeBag)
    }
}
