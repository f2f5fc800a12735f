import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class ProfileViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func openSettings() { steps.accept(CinemaStep.settingsRequested) }
    func reset() { steps.accept(CinemaStep.profileReset) }
    func logOut() { steps.accept(CinemaStep.logout) }
}

final class ProfileViewController: UIViewController {
    let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class SettingsViewModel: Stepper {
    let steps = PublishRelay<Step>()
    let section: SettingsSection
    private let services: AppServices

    init(section: SettingsSection, services: AppServices) {
        self.section = section
        self.services = services
    }

    func select(_ row: Int) {
        switch (section, row) {
        case (.overview, 0): steps.accept(SettingsStep.notifications)
        case (.overview, _): steps.accept(SettingsStep.privacy)
        default: break
        }
    }

    func done() {
        steps.accept(SettingsStep.close)
    }
}

final class SettingsViewController: UITableViewController {
    let viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
