import UIKit
import RxFlow

/// Welcome, sign-in and sign-up; ends by handing the dashboard step to the app flow.
final class AuthFlow: Flow {
    var root: Presentable { navigationController }
    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard case .auth(let authStep) = step as? AppStep else { return .none }
        switch authStep {
        case .welcome:
            let viewModel = WelcomeViewModel()
            navigationController.setViewControllers([WelcomeViewController(viewModel: viewModel)], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
        case .signIn, .signUp:
            let viewModel = SignInViewModel(isNewAccount: authStep == .signUp)
            navigationController.pushViewController(SignInViewController(viewModel: viewModel), animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
        case .completed:
            return .end(forwardToParentFlowWithStep: AppStep.dashboard)
        }
    }
}
