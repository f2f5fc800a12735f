import SwiftUI

@main
struct TrailJournalApp: App {
    @State private var trailStore = TrailStore()
    @StateObject private var journalStore = JournalStore()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(trailStore)
                .environmentObject(journalStore)
        }
    }
}
