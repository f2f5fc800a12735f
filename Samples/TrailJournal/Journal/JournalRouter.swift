import SwiftUI

/// Owns the Journal tab's stack. The stack holds entries and their pages, so the path is untyped.
final class JournalRouter: ObservableObject {
    @Published var path = NavigationPath()

    func show(_ entry: JournalEntry) {
        path.append(entry)
    }

    func popToRoot() {
        path = NavigationPath()
    }
}
