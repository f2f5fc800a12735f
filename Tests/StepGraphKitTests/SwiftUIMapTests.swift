import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The map's SwiftUI frames: each stack a frame holding its root views and the destination modifiers
/// placed on it, inside its tab view's frame; presentations as presented frames of their own.
@Suite struct SwiftUIMapTests {
    @Test func stacksHoldTheirRootViewsAndDestinations() {
        let m = sui([
            "App.swift": """
            @main struct HikeApp: App {
                var body: some Scene { WindowGroup { MainTabs() } }
            }
            enum Route: Hashable { case trail, map }
            enum Sheet: Identifiable { case compose; var id: Self { self } }
            struct MainTabs: View {
                @State private var sheet: Sheet?
                var body: some View {
                    TabView {
                        NavigationStack {
                            TrailList()
                                .navigationDestination(for: Route.self) { route in
                                    switch route {
                                    case .trail: TrailScreen()
                                    case .map: MapScreen()
                                    }
                                }
                        }
                        NavigationView { settings }
                    }
                    .sheet(item: $sheet) { _ in ComposeScreen() }
                }
                private var settings: some View {
                    SettingsScreen()
                }
            }
            """,
            "Screens.swift": """
            struct TrailList: View {
                var body: some View { NavigationLink("Trail", value: Route.trail) }
            }
            struct TrailScreen: View {
                var body: some View { NavigationLink("Map", value: Route.map) }
            }
            struct SettingsScreen: View {
                var body: some View { NavigationLink(destination: AboutScreen()) { Text("About") } }
            }
            struct MapScreen: View { var body: some View { Text("Map") } }
            struct AboutScreen: View { var body: some View { Text("About") } }
            struct ComposeScreen: View { var body: some View { Text("New") } }
            """,
        ])
        #expect(m.swiftui?.stacks.map { "\($0.name) \($0.roots)" } == [
            "MainTabs.TabView []", "MainTabs.NavigationStack [\"TrailList\"]", "MainTabs.NavigationView [\"SettingsScreen\"]",
        ])
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let frames = graph.frames.filter { $0.framework == .swiftui }
        func name(_ id: String?) -> String { frames.first { $0.id == id }?.name ?? "-" }
        #expect(frames.map { "\($0.name) in \(name($0.parent))" }.sorted() == [
            "MainTabs.NavigationStack in MainTabs.TabView", "MainTabs.NavigationView in MainTabs.TabView", "MainTabs.TabView in -",
            "MainTabs.navigationDestination(Route) in MainTabs.NavigationStack", "MainTabs.sheet(Sheet) in -", "SettingsScreen.direct in MainTabs.NavigationView",
        ])
        #expect(graph.nodes.filter { $0.kind == .entry && $0.framework == .swiftui }.map { "\($0.name) in \(name($0.frame))" }.sorted() == [
            "MainTabs in MainTabs.TabView", "SettingsScreen in MainTabs.NavigationView", "TrailList in MainTabs.NavigationStack",
        ])
        let edges = graph.edges.map { "\(graph.node($0.from)?.name ?? "") -> \(graph.node($0.to)?.name ?? "")" }.sorted()
        // The view holding the tab view presents the sheet.
        #expect(edges == ["MainTabs -> Sheet.compose", "Route.trail -> Route.map", "SettingsScreen -> AboutScreen", "TrailList -> Route.trail"])
    }
}
