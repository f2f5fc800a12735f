import SwiftUI

enum AppTab: Hashable {
    case trails
    case journal
    case profile
}

struct RootTabView: View {
    @State private var selectedTab: AppTab = .trails
    @State private var trailsRouter = TrailsRouter()
    @StateObject private var journalRouter = JournalRouter()

    var body: some View {
        TabView(selection: $selectedTab) {
            TrailsTab()
                .tabItem { Label("Trails", systemImage: "map") }
                .tag(AppTab.trails)
            JournalTab()
                .tabItem { Label("Journal", systemImage: "book.closed") }
                .tag(AppTab.journal)
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(AppTab.profile)
        }
        .environment(trailsRouter)
        .environmentObject(journalRouter)
        .onOpenURL { url in
            guard let link = DeepLink(url: url) else { return }
            switch link {
            case .trail(let id):
                selectedTab = .trails
                trailsRouter.popToRoot()
                trailsRouter.navigate(to: .detail(id))
            case .region(let name):
                selectedTab = .trails
                trailsRouter.popToRoot()
                trailsRouter.navigate(to: .map(region: name))
            case .newEntry:
                selectedTab = .trails
                trailsRouter.presentedSheet = .newEntry
            case .journal:
                selectedTab = .journal
                journalRouter.popToRoot()
            }
        }
    }
}

#Preview {
    RootTabView()
        .environment(TrailStore.preview)
        .environmentObject(JournalStore.preview)
}
