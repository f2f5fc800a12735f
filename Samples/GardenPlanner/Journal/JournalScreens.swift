import UIKit

struct JournalEntry { let title: String; let photos: [URL] }

final class JournalStore {
    static let shared = JournalStore()
    private(set) var entries: [JournalEntry] = []
}

/// What the journal list can do next.
struct JournalRoutes {
    let openEntry: (JournalEntry) -> Void
    let newEntry: () -> Void
    let close: () -> Void
}

final class JournalViewController: UITableViewController {
    private let store: JournalStore
    private let routes: JournalRoutes

    init(store: JournalStore, routes: JournalRoutes) {
        self.store = store
        self.routes = routes
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        routes.openEntry(store.entries[indexPath.row])
    }

    @objc private func addTapped() { routes.newEntry() }
    @objc private func doneTapped() { routes.close() }
}

final class EntryViewController: UIViewController {
    private let entry: JournalEntry
    private let showPhotos: () -> Void

    init(entry: JournalEntry, showPhotos: @escaping () -> Void) {
        self.entry = entry
        self.showPhotos = showPhotos
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func photosTapped() { showPhotos() }
}

final class EntryEditorViewController: UIViewController {
    private let onSave: () -> Void

    init(onSave: @escaping () -> Void) {
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func saveTapped() { onSave() }
}

final class PhotoGalleryViewController: UICollectionViewController {
    init(photos: [URL]) { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
