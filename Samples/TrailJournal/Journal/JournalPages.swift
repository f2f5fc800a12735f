import SwiftUI

struct JournalEntryRow: View {
    let entry: JournalEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.title)
                .font(.headline)
            Text(entry.date, format: .dateTime.day().month().year())
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct JournalPhotoView: View {
    let photo: JournalPhoto

    var body: some View {
        Image(photo.imageName)
            .resizable()
            .scaledToFit()
            .navigationTitle(photo.caption)
            .navigationBarTitleDisplayMode(.inline)
    }
}

struct WeatherLookbackView: View {
    let date: Date

    var body: some View {
        // Historical weather isn't cached yet; the page says when it will be.
        ContentUnavailableView(
            "Weather on \(date.formatted(date: .abbreviated, time: .omitted))",
            systemImage: "cloud.sun",
            description: Text("Historical weather arrives with the next sync.")
        )
        .navigationTitle("Weather")
    }
}

struct EditHistoryView: View {
    let entryID: JournalEntry.ID
    @EnvironmentObject private var journal: JournalStore

    var body: some View {
        List(journal.entry(entryID)?.revisions.reversed() ?? [], id: \.self) { revision in
            Text(revision, format: .dateTime)
        }
        .navigationTitle("Edit History")
    }
}
