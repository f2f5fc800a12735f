import Foundation
import Observation

@Observable
final class TrailStore {
    var trails: [Trail]
    var users: [User]
    var reviews: [TrailReview]

    init(trails: [Trail] = [], users: [User] = [], reviews: [TrailReview] = []) {
        self.trails = trails
        self.users = users
        self.reviews = reviews
    }

    var regions: [String] {
        Array(Set(trails.map(\.region))).sorted()
    }

    func trail(_ id: Trail.ID) -> Trail? {
        trails.first { $0.id == id }
    }

    func user(_ id: User.ID) -> User? {
        users.first { $0.id == id }
    }

    func trails(in region: String) -> [Trail] {
        trails.filter { $0.region == region }
    }

    func trails(by authorID: User.ID) -> [Trail] {
        trails.filter { $0.authorID == authorID }
    }

    func reviews(for trailID: Trail.ID) -> [TrailReview] {
        reviews.filter { $0.trailID == trailID }.sorted { $0.date > $1.date }
    }
}

extension TrailStore {
    static let preview: TrailStore = {
        let maren = User(id: UUID(), displayName: "Maren Holt", hometown: "Bergen", joined: .now.addingTimeInterval(-86_400 * 400))
        let ridge = Trail(
            id: UUID(), name: "Ulriken Ridge", region: "Vestland", lengthKilometers: 13.2,
            elevationGainMeters: 820, difficulty: .hard, authorID: maren.id,
            latitude: 60.377, longitude: 5.387, photoNames: ["ridge-1", "ridge-2"],
            elevationSamples: [40, 180, 390, 560, 643, 610, 520, 470, 320, 90]
        )
        let lake = Trail(
            id: UUID(), name: "Svartediket Loop", region: "Vestland", lengthKilometers: 4.1,
            elevationGainMeters: 90, difficulty: .easy, authorID: maren.id,
            latitude: 60.385, longitude: 5.361
        )
        let review = TrailReview(id: UUID(), trailID: ridge.id, authorID: maren.id, rating: 5,
                                 text: "Windy on top, worth every step.", date: .now)
        return TrailStore(trails: [ridge, lake], users: [maren], reviews: [review])
    }()
}
