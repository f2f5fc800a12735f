import SwiftUI

struct TrailsTab: View {
    @Environment(TrailsRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            TrailListView()
                .withTrailDestinations()
        }
        .sheet(item: $router.presentedSheet) { sheet in
            switch sheet {
            case .newEntry:
                NewEntrySheet()
            case .share(let trail):
                ShareTrailSheet(trail: trail)
            }
        }
    }
}
