import UIKit
import RxFlow

/// Owns the window: sign-in first, then the dashboard; back to sign-in when the session ends.
final class AppFlow: Flow {
    var root: Presentable { window }
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .auth(.welcome), .loggedOut:
            return startAuthentication()
        case .dashboard:
            return startDashboard()
        default:
            return .none
        }
    }

    private func startAuthentication() -> FlowContributors {
        let authFlow = AuthFlow()
        Flows.use(authFlow, when: .created) { [unowned self] root in
            self.window.rootViewController = root
        }
        return .one(flowContributor: .contribute(withNextPresentable: authFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.auth(.welcome))))
    }

    private func startDashboard() -> FlowContributors {
        let dashboardFlow = DashboardFlow()
        Flows.use(dashboardFlow, when: .created) { [unowned self] root in
            self.window.rootViewController = root
        }
        return .one(flowContributor: .contribute(withNextPresentable: dashboardFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.dashboard)))
    }
}
