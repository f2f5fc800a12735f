import SwiftUI

struct NewEntrySheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(TrailStore.self) private var trailStore
    @EnvironmentObject private var journal: JournalStore
    @State private var title = ""
    @State private var notes = ""
    @State private var trailID: Trail.ID?

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Picker("Trail", selection: $trailID) {
                    Text("None").tag(Trail.ID?.none)
                    ForEach(trailStore.trails) { trail in
                        Text(trail.name).tag(Optional(trail.id))
                    }
                }
                if let trail = trailID.flatMap(trailStore.trail) {
                    // A quick look at where the trail is before saving.
                    NavigationLink(value: TrailRoute.map(region: trail.region)) {
                        Label("See \(trail.region) on the map", systemImage: "map")
                    }
                }
                TextField("Notes", text: $notes, axis: .vertical)
                    .lineLimit(4...)
            }
            .navigationTitle("New Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        journal.add(JournalEntry(id: UUID(), title: title, date: .now, trailID: trailID, notes: notes))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview {
    NewEntrySheet()
        .environment(TrailStore.preview)
        .environmentObject(JournalStore.preview)
}
