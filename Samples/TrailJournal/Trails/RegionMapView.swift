import MapKit
import SwiftUI

struct RegionMapView: View {
    let region: String
    @Environment(TrailStore.self) private var store

    var body: some View {
        let trails = store.trails(in: region)
        Map {
            ForEach(trails) { trail in
                Marker(trail.name, systemImage: "figure.hiking", coordinate: trail.trailhead)
            }
        }
        .safeAreaInset(edge: .bottom) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(trails) { trail in
                        NavigationLink(value: TrailRoute.detail(trail.id)) {
                            TrailRow(trail: trail)
                                .padding(12)
                                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
        }
        .navigationTitle(region)
        .navigationBarTitleDisplayMode(.inline)
    }
}
