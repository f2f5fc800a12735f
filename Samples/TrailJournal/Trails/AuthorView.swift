import SwiftUI

struct AuthorView: View {
    let userID: User.ID
    @Environment(TrailStore.self) private var store

    var body: some View {
        List {
            if let author = store.user(userID) {
                Section {
                    LabeledContent("Hometown", value: author.hometown)
                    LabeledContent("Member since", value: author.joined.formatted(date: .abbreviated, time: .omitted))
                }
            }
            Section("Trails") {
                ForEach(store.trails(by: userID)) { trail in
                    NavigationLink(value: TrailRoute.detail(trail.id)) {
                        TrailRow(trail: trail)
                    }
                }
            }
        }
        .navigationTitle(store.user(userID)?.displayName ?? "Author")
        // So the author's trails open from here.
        .withTrailDestinations()
    }
}
