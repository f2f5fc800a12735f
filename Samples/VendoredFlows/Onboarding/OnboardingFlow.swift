import UIKit

/// Two screens, then hands `onboardingCompleted` back to AppFlow.
final class OnboardingFlow: Flow {
    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.setNavigationBarHidden(true, animated: false)
        return navigationController
    }()

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? PodcastStep else { return .stepNotHandled }

        switch step {
        case .welcome:
            let viewModel = WelcomeViewModel()
            let viewController = WelcomeViewController(viewModel: viewModel)
            self.rootViewController.pushViewController(viewController, animated: false)
            return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
        case .permissions:
            let viewModel = PermissionsViewModel()
            let viewController = PermissionsViewController(viewModel: viewModel)
            self.rootViewController.pushViewController(viewController, animated: true)
            return .one(flowItem: NextFlowItem(nextPresentable: viewController, nextStepper: viewModel))
        case .onboardingDone:
            return .end(withStepForParentFlow: PodcastStep.onboardingCompleted)
        default:
            return .stepNotHandled
        }
    }
}
