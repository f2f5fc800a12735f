import SwiftUI

struct JournalListView: View {
    @EnvironmentObject private var journal: JournalStore
    @EnvironmentObject private var router: JournalRouter

    var body: some View {
        List {
            ForEach(journal.entriesByNewest) { entry in
                NavigationLink(value: entry) {
                    JournalEntryRow(entry: entry)
                }
                .navigationDestination(for: JournalEntry.self) { entry in
                    JournalEntryView(entry: entry)
                }
            }
            .onDelete(perform: journal.delete)
        }
        .navigationTitle("Journal")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Latest", systemImage: "clock") {
                    if let latest = journal.entriesByNewest.first {
                        router.show(latest)
                    }
                }
                .disabled(journal.entries.isEmpty)
            }
        }
        .overlay {
            if journal.entries.isEmpty {
                ContentUnavailableView("No entries yet", systemImage: "book.closed", description: Text("Write one from a trail."))
            }
        }
    }
}

#Preview {
    NavigationStack {
        JournalListView()
    }
    .environmentObject(JournalStore.preview)
    .environmentObject(JournalRouter())
}
