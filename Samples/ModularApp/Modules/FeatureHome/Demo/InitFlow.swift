import UIKit
import RxFlow
import Core

/// The demo's launcher: straight to its HomeFlow.
final class InitFlow: Flow {
    var root: Presentable { window }
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .launch:
            let homeFlow = HomeFlow()
            Flows.use(homeFlow, when: .created) { [weak self] root in
                self?.window.rootViewController = root
            }
            return .one(flowContributor: .contribute(withNextPresentable: homeFlow,
                                                     withNextStepper: OneStepper(withSingleStep: AppStep.home)))
        default:
            return .none
        }
    }
}
