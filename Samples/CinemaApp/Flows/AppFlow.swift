import UIKit
import RxFlow

/// Owns the window: onboarding first, then the tab dashboard; back to onboarding on logout.
final class AppFlow: Flow {
    var root: Presentable {
        return self.rootWindow
    }

    private let rootWindow: UIWindow
    private let services: AppServices

    init(window: UIWindow, services: AppServices) {
        self.rootWindow = window
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CinemaStep else { return .none }

        switch step {
        case .onboardingRequired, .logoutCompleted:
            return navigateToOnboarding()
        case .onboardingCompleted, .dashboardRequired:
            return navigateToDashboard()
        default:
            return .none
        }
    }

    private func navigateToOnboarding() -> FlowContributors {
        let onboardingFlow = OnboardingFlow(services: services)
        Flows.use(onboardingFlow, when: .created) { [unowned self] root in
            self.rootWindow.rootViewController = root
        }
        return .one(flowContributor: .contribute(withNextPresentable: onboardingFlow,
                                                 withNextStepper: OneStepper(withSingleStep: CinemaStep.welcome)))
    }

    private func navigateToDashboard() -> FlowContributors {
        let dashboardFlow = DashboardFlow(services: services)
        Flows.use(dashboardFlow, when: .created) { [unowned self] root in
            self.rootWindow.rootViewController = root
            UIView.transition(with: self.rootWindow, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
        }
        return .one(flowContributor: .contribute(
            withNextPresentable: dashboardFlow,
            withNextStepper: OneStepper(withSingleStep: CinemaStep.dashboardRequired)))
    }
}
