import UIKit
import RxFlow
import RxRelay
import Core

/// Presented by the app's HomeFlow; hands `settingsDone` back when closed.
public final class SettingsFlow: Flow {
    public var root: Presentable { navigationController }
    private let navigationController = UINavigationController()

    public init() {}

    public func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .settings:
            let viewModel = SettingsViewModel()
            navigationController.setViewControllers([SettingsViewController(viewModel: viewModel)], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: navigationController.topViewController!,
                                                     withNextStepper: viewModel))
        case .settingsDone:
            return .end(forwardToParentFlowWithStep: AppStep.settingsDone)
        default:
            return .none
        }
    }
}

final class SettingsViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func close() {
        steps.accept(AppStep.settingsDone)
    }
}

final class SettingsViewController: UIViewController {
    private let viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func doneTapped() { viewModel.close() }
}
