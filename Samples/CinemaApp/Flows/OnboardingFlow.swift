import UIKit
import RxFlow

/// Welcome → sign in; hands control back to AppFlow when the user has signed in.
final class OnboardingFlow: Flow {
    var root: Presentable { rootViewController }

    private lazy var rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.setNavigationBarHidden(true, animated: false)
        return navigationController
    }()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CinemaStep else { return .none }
        switch step {
        case .welcome:
            return showWelcome()
        case .signIn:
            return showSignIn()
        case .signInDone(let userName):
            services.session.signIn(as: userName)
            return .end(forwardToParentFlowWithStep: CinemaStep.onboardingCompleted)
        default:
            return .none
        }
    }

    private func showWelcome() -> FlowContributors {
        let viewModel = WelcomeViewModel()
        let viewController = WelcomeViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func showSignIn() -> FlowContributors {
        let viewController = SignInViewController.instantiate(withViewModel: SignInViewModel(services: services))
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                 withNextStepper: viewController.viewModel))
    }
}
