import UIKit

final class MainTabBarController: UITabBarController {}

final class ProfileViewController: UIViewController {
    private let settings: () -> Void

    init(settings: @escaping () -> Void) {
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func settingsTapped() { settings() }
}

final class SettingsViewModel {
    var exit: () -> Void = {}
    func signOutConfirmed() { exit() }
}

final class SettingsViewController: UITableViewController {
    private let viewModel = SettingsViewModel()
    /// Planted mistake: the about page is supplied but no row opens it.
    private let about: () -> Void

    init(onSignOut: @escaping () -> Void, about: @escaping () -> Void) {
        self.about = about
        super.init(style: .insetGrouped)
        viewModel.exit = { onSignOut() }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // The old about row, commented out when the page was redesigned:
    // @objc private func aboutTapped() { about() }
}

final class AboutViewController: UIViewController {
    private let licenses: () -> Void

    init(licenses: @escaping () -> Void) {
        self.licenses = licenses
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func licensesTapped() { licenses() }
}

final class LicensesViewController: UITableViewController {}
