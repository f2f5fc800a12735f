import SwiftUI

struct JournalEntryView: View {
    let entry: JournalEntry
    @EnvironmentObject private var router: JournalRouter

    var body: some View {
        List {
            Section {
                Text(entry.date, style: .date)
                    .foregroundStyle(.secondary)
                Text(entry.notes)
            }
            if !entry.photos.isEmpty {
                Section("Photos") {
                    ForEach(entry.photos) { photo in
                        NavigationLink(value: Destination.photo(photo)) {
                            Label(photo.caption, systemImage: "photo")
                        }
                    }
                }
            }
            Section {
                Button("Weather That Day", systemImage: "cloud.sun") {
                    router.path.append(Destination.weather(entry.date))
                }
                Button("Edit History", systemImage: "clock.arrow.circlepath") {
                    router.path.append(Destination.editHistory(entry.id))
                }
            }
        }
        .navigationTitle(entry.title)
        .navigationDestination(for: Destination.self) { $0.destination }
    }
}

#Preview {
    NavigationStack {
        JournalEntryView(entry: JournalStore.preview.entries[0])
    }
    .environmentObject(JournalRouter())
    .environmentObject(JournalStore.preview)
}
