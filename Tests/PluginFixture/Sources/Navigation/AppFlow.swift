import UIKit
import RxFlow
import RxRelay

// The plugin only reads these sources; the fixture's target is never built.
enum AppStep: Step {
    case home
    case archive  // nothing emits it: the plugin's lint reports it
}

final class AppFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .home:
            let home = HomeViewController()
            rootViewController.pushViewController(home, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: home))
        case .archive:
            return .none
        }
    }
}

final class HomeViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    var initialStep: Step { AppStep.home }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    let coordinator = FlowCoordinator()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home))
        return true
    }
}
