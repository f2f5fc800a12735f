import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A destination modifier placed on a view shown under several stacks registers on each stack the
/// walk places the view in, and each modifier's frame sits in a stack that has it.
@Suite struct SwiftUISharedRegistrationTests {
    func stacks(_ m: NavigationModel) -> [String] {
        (m.swiftui?.stacks ?? []).filter { $0.kind == "NavigationStack" }.map { "\($0.name) \($0.routeTypes) \($0.destinations)" }
    }

    /// Shown as a tab's root through the app's own `Card` wrapper (where it lands is unknown) and
    /// pushed onto another tab's stack: still on that stack.
    @Test func aViewAlsoShownThroughAWrapperRegistersOnTheStackItIsPushedOnto() {
        let m = sui([
            "App.swift": """
            @main struct HikeApp: App {
                var body: some Scene { WindowGroup { Tabs() } }
            }
            struct Tabs: View {
                var body: some View {
                    TabView {
                        NavigationStack { Card { TrailLinks() } }
                            .tabItem { Label("Trails", systemImage: "map") }
                        NavigationStack {
                            Favorites()
                                .navigationDestination(for: Shelf.self) { _ in TrailLinks() }
                        }
                        .tabItem { Label("Favorites", systemImage: "star") }
                    }
                }
            }
            struct Card<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack { content } }
            }
            """,
            "Trails.swift": """
            enum Shelf: Hashable { case saved }
            extension TrailLinks {
                enum Route: Hashable { case detail, map }
            }
            struct Favorites: View {
                var body: some View { NavigationLink("Saved", value: Shelf.saved) }
            }
            struct TrailLinks: View {
                var body: some View {
                    List {
                        NavigationLink("Detail", value: Route.detail)
                        NavigationLink("Map", value: Route.map)
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail: Text("Detail")
                        case .map: Text("Map")
                        }
                    }
                }
            }
            """,
        ])
        #expect(stacks(m) == [
            "Tabs.NavigationStack@8 [] []",
            "Tabs.NavigationStack@10 [\"Shelf\", \"TrailLinks.Route\"] [\"Tabs.navigationDestination(Shelf)\", \"TrailLinks.navigationDestination(TrailLinks.Route)\"]",
        ])
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let frames = graph.frames.filter { $0.framework == .swiftui }
        #expect(frames.first { $0.name == "TrailLinks.navigationDestination(TrailLinks.Route)" }.map { frame in frames.first { $0.id == frame.parent }?.name }
            == "Tabs.NavigationStack@10")
    }

    /// An `extension View` helper applied by one screen used as the root of two stacks (a
    /// `@ViewBuilder` member and a direct child), and two modifiers for one type on two stacks:
    /// each frame sits in its own stack.
    @Test func eachStackHasTheModifiersPlacedOnIt() {
        let m = sui("""
        @main struct HikeApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }
        enum Route: Hashable { case detail }
        extension View {
            func withRoutes() -> some View {
                self.navigationDestination(for: Route.self) { _ in Text("Detail") }
            }
        }
        struct Home: View {
            var body: some View { NavigationLink("Detail", value: Route.detail).withRoutes() }
        }
        struct Search: View {
            var body: some View {
                NavigationLink("Detail", value: Route.detail)
                    .navigationDestination(for: Route.self) { _ in Text("Found") }
            }
        }
        struct Root: View {
            var body: some View {
                TabView {
                    NavigationStack { Home() }.tabItem { Text("Home") }
                    NavigationStack { Search() }.tabItem { Text("Search") }
                    pinned
                }
            }
            @ViewBuilder private var pinned: some View {
                NavigationStack { Home() }.tabItem { Text("Pinned") }
            }
        }
        """)
        #expect(stacks(m) == [
            "Root.NavigationStack@23 [\"Route\"] [\"Home.navigationDestination(Route)\"]",
            "Root.NavigationStack@24 [\"Route\"] [\"Search.navigationDestination(Route)\"]",
            "Root.NavigationStack@29 [\"Route\"] [\"Home.navigationDestination(Route)\"]",
        ])
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let frames = graph.frames.filter { $0.framework == .swiftui }
        #expect(frames.filter { $0.name.contains("navigationDestination") }.map { frame in "\(frame.name) in \(frames.first { $0.id == frame.parent }?.name ?? "-")" }
            .sorted() == ["Home.navigationDestination(Route) in Root.NavigationStack@23", "Search.navigationDestination(Route) in Root.NavigationStack@24"])
    }
}
