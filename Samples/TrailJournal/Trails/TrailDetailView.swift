import SwiftUI

struct TrailDetailView: View {
    let trailID: Trail.ID
    @Environment(TrailStore.self) private var store
    @Environment(TrailsRouter.self) private var router
    @AppStorage("lastViewedTrail") private var lastViewedTrail = ""
    @State private var activeHike: Trail?

    var body: some View {
        if let trail = store.trail(trailID) {
            content(for: trail)
        } else {
            ContentUnavailableView("Trail not found", systemImage: "mappin.slash")
        }
    }

    @ViewBuilder
    private func content(for trail: Trail) -> some View {
        List {
            Section {
                LabeledContent("Length", value: trail.lengthKilometers.formatted(.number.precision(.fractionLength(1))) + " km")
                LabeledContent("Elevation gain", value: "\(trail.elevationGainMeters) m")
                LabeledContent("Difficulty", value: trail.difficulty.rawValue.capitalized)
            }
            Section("More") {
                NavigationLink("Reviews", value: .reviews(trail.id))
                NavigationLink("Photos", value: .photos(trail.id))
                NavigationLink("Conditions", value: .conditions(trail.id))
                Button("Show on Map", systemImage: "map") {
                    router.navigate(to: .map(region: trail.region))
                }
            }
            if let author = store.user(trail.authorID) {
                Section("Mapped by") {
                    NavigationLink(value: TrailRoute.author(author.id)) {
                        Label(author.displayName, systemImage: "person")
                    }
                }
            }
        }
        .navigationTitle(trail.name)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Share", systemImage: "square.and.arrow.up") {
                    router.presentedSheet = .share(trail)
                }
                Button("Start Hike", systemImage: "figure.hiking") {
                    activeHike = trail
                }
            }
        }
        .fullScreenCover(item: $activeHike) { hike in
            HikeRecorderView(trail: hike)
        }
        .onAppear { lastViewedTrail = trail.id.uuidString }
    }
}

#Preview {
    NavigationStack {
        TrailDetailView(trailID: TrailStore.preview.trails[0].id)
    }
    .environment(TrailStore.preview)
    .environment(TrailsRouter())
}
