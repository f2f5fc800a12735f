import Foundation

public struct Badge: Identifiable, Hashable, Sendable {
    public let id: String
    public let title: String
    public let systemImage: String
    public let requirement: String

    public init(id: String, title: String, systemImage: String, requirement: String) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.requirement = requirement
    }
}

extension Badge {
    public static let catalog: [Badge] = [
        Badge(id: "first-summit", title: "First Summit", systemImage: "mountain.2", requirement: "Log a hike with 500 m of climbing."),
        Badge(id: "early-bird", title: "Early Bird", systemImage: "sunrise", requirement: "Start a hike before 6 am."),
        Badge(id: "hundred-k", title: "Hundred K", systemImage: "figure.hiking", requirement: "Log 100 km in total."),
    ]
}
