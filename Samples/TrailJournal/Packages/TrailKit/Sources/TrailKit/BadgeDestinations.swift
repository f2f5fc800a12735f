import SwiftUI

/// Registers the badge screens on the stack that shows `BadgesView`: `.modifier(BadgeDestinations())`.
public struct BadgeDestinations: ViewModifier {
    public init() {}

    public func body(content: Content) -> some View {
        content
            .navigationDestination(for: BadgeRoute.self) { route in
                switch route {
                case .badge(let id):
                    BadgeDetailView(badgeID: id)
                case .leaderboard:
                    LeaderboardView()
                }
            }
    }
}
