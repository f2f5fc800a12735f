import UIKit
import RxFlow
import RxRelay

/// A row of the settings table and the step it opens.
struct SettingsItem {
    let title: String
    let step: SettingsStep
}

final class SettingsViewModel: Stepper {
    let steps = PublishRelay<Step>()

    let items = [
        SettingsItem(title: "Notifications", step: .notifications),
        SettingsItem(title: "About", step: .about),
    ]

    func select(row: Int) {
        steps.accept(items[row].step)
    }

    func doneTapped() {
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

final class SettingsPageViewController: UIViewController {
    init(step: SettingsStep) {
        super.init(nibName: nil, bundle: nil)
        title = "\(step)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
