import UIKit
import RxFlow

/// Written for an archive screen that was never wired in: nothing creates this flow (planted: unreachable_flow).
final class ArchiveFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TravelStep else { return .none }
        switch step {
        case .tripList:
            rootViewController.setViewControllers([UIViewController()], animated: false)
            return .none
        default:
            return .none
        }
    }
}
