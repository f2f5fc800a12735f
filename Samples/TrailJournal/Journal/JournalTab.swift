import SwiftUI

struct JournalTab: View {
    @EnvironmentObject private var router: JournalRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            JournalListView()
        }
    }
}
