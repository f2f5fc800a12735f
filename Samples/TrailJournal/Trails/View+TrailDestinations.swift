import SwiftUI

extension View {
    /// The Trails tab's screens, registered once on the root of its stack.
    func withTrailDestinations() -> some View {
        navigationDestination(for: TrailRoute.self) { route in
            switch route {
            case .detail(let id):
                TrailDetailView(trailID: id)
            case .map(let region):
                RegionMapView(region: region)
            case .reviews(let id):
                TrailReviewsView(trailID: id)
            case .author(let id):
                AuthorView(userID: id)
            case .photos(let id):
                PhotoGalleryView(trailID: id)
            case .elevationProfile(let id):
                ElevationProfileView(trailID: id)
            default:
                // Conditions come from the park service feed, which isn't hooked up yet.
                EmptyView()
            }
        }
    }
}
