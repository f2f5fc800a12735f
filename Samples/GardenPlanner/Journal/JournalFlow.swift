import UIKit
import FunctionalNavigationFlowKit

/// The journal: a list of entries pushed on the garden's stack; an entry opens its photos and an
/// editor presented as a sheet.
func JournalFlow(in navigationController: UINavigationController, store: JournalStore) -> Flow {
    PushFlow(in: navigationController, JournalViewController(
        store: store,
        routes: JournalRoutes(
            openEntry: { entry in EntryFlow(in: navigationController, entry: entry)() },
            newEntry: PresentFlow(in: navigationController, UINavigationController(rootViewController: EntryEditorViewController(
                onSave: DismissFlow(in: navigationController)
            ))),
            close: PopFlow(in: navigationController)
        )
    ))
}

private func EntryFlow(in navigationController: UINavigationController, entry: JournalEntry) -> Flow {
    PushFlow(in: navigationController, EntryViewController(
        entry: entry,
        showPhotos: { PushFlow(in: navigationController, PhotoGalleryViewController(photos: entry.photos))() }
    ))
}
