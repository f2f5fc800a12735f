import SwiftUI

struct StatsView: View {
    @Environment(TrailStore.self) private var trails
    @EnvironmentObject private var journal: JournalStore

    private var hikedKilometers: Double {
        journal.entries
            .compactMap { $0.trailID.flatMap(trails.trail) }
            .reduce(0) { $0 + $1.lengthKilometers }
    }

    var body: some View {
        Form {
            LabeledContent("Journal entries", value: "\(journal.entries.count)")
            LabeledContent("Distance logged", value: hikedKilometers.formatted(.number.precision(.fractionLength(1))) + " km")
        }
        .navigationTitle("Stats")
    }
}

struct SettingsView: View {
    @AppStorage("useMetricUnits") private var useMetricUnits = true
    @AppStorage("shareLocation") private var shareLocation = false
    @State private var showingAcknowledgements = false

    var body: some View {
        Form {
            Toggle("Metric units", isOn: $useMetricUnits)
            Toggle("Share location with friends", isOn: $shareLocation)
            NavigationLink("Privacy", destination: privacyPolicy)
            Button("Acknowledgements") { showingAcknowledgements = true }
        }
        .navigationTitle("Settings")
        .sheet(isPresented: $showingAcknowledgements) {
            Text("Map data © OpenStreetMap contributors")
                .padding()
                .presentationDetents([.height(160)])
        }
    }

    private var privacyPolicy: some View {
        PrivacyPolicyView(sharesLocation: shareLocation)
    }
}

struct PrivacyPolicyView: View {
    let sharesLocation: Bool

    var body: some View {
        Form {
            Text("Trail Journal keeps your journal on this device.")
            Text(sharesLocation ? "Friends see your location while you record a hike." : "Your location stays private.")
        }
        .navigationTitle("Privacy")
    }
}
