import Charts
import SwiftUI

struct ElevationProfileView: View {
    let trailID: Trail.ID
    @Environment(TrailStore.self) private var store

    var body: some View {
        let samples = store.trail(trailID)?.elevationSamples ?? []
        Chart(Array(samples.enumerated()), id: \.offset) { index, meters in
            AreaMark(
                x: .value("Distance (km)", Double(index) / 10),
                y: .value("Elevation (m)", meters)
            )
            .foregroundStyle(.green.gradient)
        }
        .padding()
        .navigationTitle("Elevation")
    }
}
