import UIKit
import XCoordinator

final class WelcomeViewModel {
    private let router: UnownedRouter<OnboardingRoute>

    init(router: UnownedRouter<OnboardingRoute>) {
        self.router = router
    }

    func continueTapped() {
        router.trigger(.permissions)
    }
}

final class WelcomeViewController: UIViewController {
    private let viewModel: WelcomeViewModel

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Plan my first trip", for: .normal)
        button.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc private func continueTapped() { viewModel.continueTapped() }
}

final class PermissionsViewModel {
    private let router: UnownedRouter<OnboardingRoute>

    init(router: UnownedRouter<OnboardingRoute>) {
        self.router = router
    }

    func notificationsAnswered(granted: Bool) {
        router.trigger(.done, with: TransitionOptions(animated: granted))
    }
}

final class PermissionsViewController: UIViewController {
    private let viewModel: PermissionsViewModel

    init(viewModel: PermissionsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func allowTapped() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { [weak self] granted, _ in
            DispatchQueue.main.async { self?.viewModel.notificationsAnswered(granted: granted) }
        }
    }
}
