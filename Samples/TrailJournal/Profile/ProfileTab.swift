import SwiftUI
import TrailKit

enum ProfileSection: String, CaseIterable, Identifiable, Hashable {
    case stats
    case badges
    case settings

    var id: Self { self }

    var title: String {
        switch self {
        case .stats: "Stats"
        case .badges: "Badges"
        case .settings: "Settings"
        }
    }

    var systemImage: String {
        switch self {
        case .stats: "chart.bar"
        case .badges: "rosette"
        case .settings: "gearshape"
        }
    }
}

struct ProfileTab: View {
    @State private var selection: ProfileSection? = .stats

    var body: some View {
        NavigationSplitView {
            List(ProfileSection.allCases, selection: $selection) { section in
                NavigationLink(value: section) {
                    Label(section.title, systemImage: section.systemImage)
                }
            }
            .navigationTitle("Profile")
        } detail: {
            NavigationStack {
                detail
                    .modifier(BadgeDestinations())
            }
        }
    }

    @ViewBuilder
    private var detail: some View {
        switch selection {
        case .stats?:
            StatsView()
        case .badges?:
            BadgesView(badges: Badge.catalog)
        case .settings?:
            SettingsView()
        case nil:
            ContentUnavailableView("Pick a section", systemImage: "sidebar.left")
        }
    }
}

#Preview {
    ProfileTab()
        .environment(TrailStore.preview)
        .environmentObject(JournalStore.preview)
}
