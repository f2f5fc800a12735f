import Foundation

/// Where the badge screens push, in whichever stack shows them.
public enum BadgeRoute: Hashable {
    case badge(Badge.ID)
    case leaderboard
}
