import UIKit
import RxFlow
import RxRelay
import Core

/// The app's launcher: a splash screen while the store warms up, then the home.
final class InitFlow: Flow {
    var root: Presentable { window }
    private let window: UIWindow
    private let store: ItemStore

    init(window: UIWindow, store: ItemStore) {
        self.window = window
        self.store = store
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .launch:
            let viewModel = SplashViewModel(store: store)
            window.rootViewController = SplashViewController(viewModel: viewModel)
            return .one(flowContributor: .contribute(withNextPresentable: window.rootViewController!,
                                                     withNextStepper: viewModel))
        case .launchFinished:
            return navigateToHome()
        default:
            return .none
        }
    }

    private func navigateToHome() -> FlowContributors {
        let homeFlow = HomeFlow(store: store)
        Flows.use(homeFlow, when: .created) { [weak self] root in
            self?.window.rootViewController = root
        }
        return .one(flowContributor: .contribute(withNextPresentable: homeFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.home)))
    }
}

final class SplashViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private let store: ItemStore

    init(store: ItemStore) {
        self.store = store
    }

    func warmUp() {
        _ = store.itemIds()
        steps.accept(AppStep.launchFinished)
    }
}

final class SplashViewController: UIViewController {
    private let viewModel: SplashViewModel

    init(viewModel: SplashViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.warmUp()
    }
}
