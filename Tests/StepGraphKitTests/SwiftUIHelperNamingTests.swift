import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A destination or presentation modifier written in an `extension View` helper is named after the
/// views applying the helper, not after `View`.
@Suite struct SwiftUIHelperNamingTests {
    @Test func aHelpersModifiersAreNamedAfterTheViewsApplyingIt() {
        let m = sui([
            "App.swift": """
            @main struct HikeApp: App {
                var body: some Scene { WindowGroup { TrailsTab() } }
            }
            struct TrailsTab: View {
                var body: some View {
                    NavigationStack {
                        TrailList()
                            .trailDestinations()
                    }
                }
            }
            """,
            "Destinations.swift": """
            enum TrailRoute: Hashable { case detail, map }
            enum ComposeSheet: Identifiable { case entry; var id: Self { self } }
            extension View {
                func trailDestinations() -> some View {
                    navigationDestination(for: TrailRoute.self) { route in
                        switch route {
                        case .detail: TrailDetail()
                        case .map: Text("Map")
                        }
                    }
                }
            }
            public extension View {
                // Applied by no view of the app: named after `View`.
                func unusedDestinations() -> some View {
                    self.navigationDestination(for: ComposeSheet.self) { _ in Text("Never") }
                }
            }
            """,
            "Screens.swift": """
            struct TrailList: View {
                var body: some View { NavigationLink("Detail", value: TrailRoute.detail) }
            }
            struct TrailDetail: View {
                var body: some View {
                    NavigationLink("Map", value: TrailRoute.map)
                        .trailDestinations()
                }
            }
            #Preview {
                NavigationStack { TrailList().trailDestinations() }
            }
            """,
        ])
        // The preview applying the helper is not the app.
        #expect(m.flows.map(\.name) == ["TrailDetail+TrailsTab.navigationDestination(TrailRoute)", "View.navigationDestination(ComposeSheet)"])
        #expect(m.suiArms("TrailDetail+TrailsTab.navigationDestination(TrailRoute)") == ["TrailRoute.detail: push", "TrailRoute.map: push"])
        // `--focus` on a view that applies the helper finds its modifier's frame.
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let focus = SwiftUIFrontEnd().mapFocus(on: "TrailDetail", in: graph)
        #expect(focus.map { $0.frames.compactMap { id in graph.frames.first { $0.id == id }?.name }.sorted() }
            == ["TrailDetail+TrailsTab.navigationDestination(TrailRoute)"])
    }
}
