import UIKit

final class PodcastListViewController: UITableViewController {
    private let viewModel: PodcastListViewModel

    init(viewModel: PodcastListViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(row: indexPath.row)
    }

    @objc private func settingsTapped() { viewModel.openSettings() }
}

final class PodcastViewController: UITableViewController {
    private let viewModel: PodcastViewModel

    init(viewModel: PodcastViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.play(row: indexPath.row)
    }
}

final class PlayerViewController: UIViewController {
    let episodeId: String

    init(episodeId: String) {
        self.episodeId = episodeId
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
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
