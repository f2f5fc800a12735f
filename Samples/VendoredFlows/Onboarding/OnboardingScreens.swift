import UIKit

final class WelcomeViewModel: Stepper {
    func start() {
        self.step.accept(PodcastStep.permissions)
    }
}

final class PermissionsViewModel: Stepper {
    func allowNotifications() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { [weak self] _, _ in
            self?.step.accept(PodcastStep.onboardingDone)
        }
    }

    func skip() {
        self.step.accept(PodcastStep.onboardingDone)
    }
}

final class WelcomeViewController: UIViewController {
    private let viewModel: WelcomeViewModel

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func startTapped() {
        viewModel.start()
    }
}

final class PermissionsViewController: UIViewController {
    private let viewModel: PermissionsViewModel

    init(viewModel: PermissionsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func allowTapped() { viewModel.allowNotifications() }
    @objc private func skipTapped() { viewModel.skip() }
}
