import SwiftUI

struct TrailListView: View {
    @Environment(TrailStore.self) private var store
    @Environment(TrailsRouter.self) private var router
    @AppStorage("lastViewedTrail") private var lastViewedTrail = ""
    @State private var searchText = ""

    private var visibleTrails: [Trail] {
        guard !searchText.isEmpty else { return store.trails }
        return store.trails.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        List {
            if let lastID = UUID(uuidString: lastViewedTrail), let last = store.trail(lastID) {
                Section("Continue") {
                    Button {
                        // Jump straight back to it, whatever was open before.
                        self.router.path = [.detail(lastID)]
                    } label: {
                        Label(last.name, systemImage: "clock.arrow.circlepath")
                    }
                }
            }
            Section("Trails") {
                ForEach(visibleTrails) { trail in
                    NavigationLink(value: TrailRoute.detail(trail.id)) {
                        TrailRow(trail: trail)
                    }
                }
            }
            Section("Regions") {
                ForEach(store.regions, id: \.self) { region in
                    Button(region) {
                        router.navigate(to: .map(region: region))
                    }
                }
            }
        }
        .navigationTitle("Trails")
        .searchable(text: $searchText)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("New Entry", systemImage: "square.and.pencil") {
                    router.presentedSheet = .newEntry
                }
            }
        }
    }
}

struct TrailRow: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(trail.name)
                .font(.headline)
            HStack(spacing: 12) {
                Label(trail.lengthKilometers.formatted(.number.precision(.fractionLength(1))) + " km", systemImage: "point.topleft.down.to.point.bottomright.curvepath")
                Label("\(trail.elevationGainMeters) m", systemImage: "arrow.up.right")
                Text(trail.difficulty.rawValue.capitalized)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    NavigationStack {
        TrailListView()
            .withTrailDestinations()
    }
    .environment(TrailStore.preview)
    .environment(TrailsRouter())
}
