import UIKit
import Core

public final class HomeViewController: UITableViewController {
    private let viewModel: HomeViewModel

    public init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(row: indexPath.row)
    }

    @objc private func settingsTapped() { viewModel.openSettings() }
}

public final class ItemViewController: UIViewController {
    public let itemId: Int

    public init(itemId: Int) {
        self.itemId = itemId
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
