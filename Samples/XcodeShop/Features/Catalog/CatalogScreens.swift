import UIKit

final class CatalogViewController: UITableViewController {
    private let viewModel: CatalogViewModel

    init(viewModel: CatalogViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Catalog"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(productID: "p\(indexPath.row)")
    }
}

final class ProductViewController: UIViewController {
    private let viewModel: ProductViewModel

    init(viewModel: ProductViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak viewModel] _ in
            viewModel?.share()
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
