import UIKit

// Left out of the CatalogDemo target by the project's exception set: screenshots are made by a
// script, not by the app.
enum DemoSnapshots {
    static func catalog() -> UIViewController {
        CatalogViewController(viewModel: CatalogViewModel())
    }
}
