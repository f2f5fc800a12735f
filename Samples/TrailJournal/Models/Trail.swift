import CoreLocation
import Foundation

struct Trail: Identifiable, Hashable {
    enum Difficulty: String, CaseIterable {
        case easy
        case moderate
        case hard
    }

    let id: UUID
    var name: String
    var region: String
    var lengthKilometers: Double
    var elevationGainMeters: Int
    var difficulty: Difficulty
    var authorID: User.ID
    var latitude: Double
    var longitude: Double
    var photoNames: [String] = []
    /// Meters above sea level, sampled every 100 m along the trail.
    var elevationSamples: [Double] = []

    var trailhead: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

struct TrailReview: Identifiable, Hashable {
    let id: UUID
    var trailID: Trail.ID
    var authorID: User.ID
    var rating: Int
    var text: String
    var date: Date
}
