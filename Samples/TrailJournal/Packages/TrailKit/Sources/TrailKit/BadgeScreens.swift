import SwiftUI

public struct BadgesView: View {
    let badges: [Badge]

    public init(badges: [Badge]) {
        self.badges = badges
    }

    public var body: some View {
        List {
            Section {
                NavigationLink(value: BadgeRoute.leaderboard) {
                    Label("Leaderboard", systemImage: "trophy")
                }
            }
            Section("Badges") {
                ForEach(badges) { badge in
                    NavigationLink(value: BadgeRoute.badge(badge.id)) {
                        Label(badge.title, systemImage: badge.systemImage)
                    }
                }
            }
        }
        .navigationTitle("Badges")
    }
}

struct BadgeDetailView: View {
    let badgeID: Badge.ID

    var body: some View {
        if let badge = Badge.catalog.first(where: { $0.id == badgeID }) {
            VStack(spacing: 16) {
                Image(systemName: badge.systemImage)
                    .font(.system(size: 64))
                    .foregroundStyle(.orange)
                Text(badge.title)
                    .font(.title2.bold())
                Text(badge.requirement)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .navigationTitle(badge.title)
        } else {
            ContentUnavailableView("Unknown badge", systemImage: "questionmark.circle")
        }
    }
}

struct LeaderboardView: View {
    var body: some View {
        // Rankings come from the server; friends only for now.
        ContentUnavailableView("No friends yet", systemImage: "person.2", description: Text("Add friends to compare distances."))
            .navigationTitle("Leaderboard")
    }
}

#Preview {
    NavigationStack {
        BadgesView(badges: Badge.catalog)
            .modifier(BadgeDestinations())
    }
}
