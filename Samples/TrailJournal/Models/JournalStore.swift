import Foundation

final class JournalStore: ObservableObject {
    @Published var entries: [JournalEntry]

    init(entries: [JournalEntry] = []) {
        self.entries = entries
    }

    var entriesByNewest: [JournalEntry] {
        entries.sorted { $0.date > $1.date }
    }

    func entry(_ id: JournalEntry.ID) -> JournalEntry? {
        entries.first { $0.id == id }
    }

    func add(_ entry: JournalEntry) {
        entries.append(entry)
    }

    func delete(at offsets: IndexSet) {
        let doomed = offsets.map { entriesByNewest[$0].id }
        entries.removeAll { doomed.contains($0.id) }
    }
}

extension JournalStore {
    static let preview = JournalStore(entries: [
        JournalEntry(
            id: UUID(), title: "Fog on the ridge", date: .now.addingTimeInterval(-86_400 * 3), trailID: nil,
            notes: "Turned back at the mast. Next time start before eight.",
            photos: [JournalPhoto(id: UUID(), caption: "The mast in fog", imageName: "mast")],
            revisions: [.now.addingTimeInterval(-86_400 * 2)]
        ),
    ])
}
