import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A `TabView` is a frame holding the stacks its tabs show, and a presented frame is started from
/// the frame that presents it, so the overview connects the app's start to every stack and sheet.
@Suite struct SwiftUITabAndPresentationMapTests {
    /// `from -> to` for each edge between frames (or loose nodes) of the overview, by name.
    func overviewEdges(_ m: NavigationModel) throws -> [String] {
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let overview = try MapBuilder.build(graph, findings: []).overview()
        func name(_ id: String) -> String {
            overview.nodes.first { $0.id == id }.map { $0.label.components(separatedBy: "\n")[0] } ?? id
        }
        return overview.edges.map { "\(name($0.from)) -> \(name($0.to))" }.sorted()
    }

    func frameParents(_ m: NavigationModel) -> [String] {
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let frames = graph.frames.filter { $0.framework == .swiftui }
        return frames.map { frame in "\(frame.name) in \(frames.first { $0.id == frame.parent }?.name ?? "-")" }.sorted()
    }

    static let screens = """
    enum Route: Hashable { case trail, map }
    struct TrailList: View {
        var body: some View { NavigationLink("Trail", value: Route.trail) }
    }
    struct TrailScreen: View { var body: some View { Text("Trail") } }
    struct Inbox: View { var body: some View { Text("Inbox") } }
    struct SettingsScreen: View { var body: some View { Text("Settings") } }
    struct TrailsHome: View {
        var body: some View {
            NavigationStack {
                TrailList()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .trail: TrailScreen()
                        case .map: Text("Map")
                        }
                    }
            }
        }
    }
    """

    @Test func tabItemTabsAreFramesOfTheTabView() throws {
        let m = sui([
            "App.swift": """
            @main struct HikeApp: App {
                var body: some Scene { WindowGroup { RootTabs() } }
            }
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        TrailsHome()
                            .tabItem { Label("Trails", systemImage: "map") }
                        NavigationView { Inbox() }
                            .tabItem { Label("Inbox", systemImage: "tray") }
                    }
                }
            }
            """,
            "Screens.swift": SwiftUITabAndPresentationMapTests.screens,
        ])
        #expect(m.swiftui?.stacks.map { "\($0.name) \($0.kind) tab:\($0.tab ?? "-")" } == [
            "RootTabs.TabView TabView tab:-", "RootTabs.NavigationView NavigationView tab:RootTabs.TabView",
            "TrailsHome.NavigationStack NavigationStack tab:RootTabs.TabView",
        ])
        #expect(frameParents(m) == [
            "RootTabs.NavigationView in RootTabs.TabView", "RootTabs.TabView in -", "TrailsHome.NavigationStack in RootTabs.TabView",
            "TrailsHome.navigationDestination(Route) in TrailsHome.NavigationStack",
        ])
        let edges = try overviewEdges(m)
        #expect(edges == [
            "RootTabs.TabView -> RootTabs.NavigationView", "RootTabs.TabView -> TrailsHome.NavigationStack",
            "TrailsHome.NavigationStack -> TrailsHome.navigationDestination(Route)",
        ])
    }

    /// iOS 18's `Tab(…) { … }` and a selection enum with `.tag(…)`; the view holding the tab view
    /// (it handles deep links) stands in its frame.
    @Test func tabStructsAndTaggedTabsHoldTheirStacks() throws {
        let m = sui([
            "App.swift": """
            @main struct HikeApp: App {
                var body: some Scene { WindowGroup { MainView() } }
            }
            extension MainView {
                enum Section: Hashable { case trails, inbox }
            }
            struct MainView: View {
                @State private var section: Section = .trails
                @State private var path: [Route] = []
                var body: some View {
                    TabView(selection: $section) {
                        Tab("Trails", systemImage: "map", value: Section.trails) {
                            NavigationStack(path: $path) {
                                TrailList()
                                    .navigationDestination(for: Route.self) { route in
                                        switch route {
                                        case .trail: TrailScreen()
                                        case .map: Text("Map")
                                        }
                                    }
                            }
                        }
                        settingsTab
                            .tag(Section.inbox)
                    }
                    .onOpenURL { _ in path.append(.map) }
                }
                private var settingsTab: some View {
                    NavigationStack { SettingsScreen() }
                        .tabItem { Label("Settings", systemImage: "gear") }
                }
            }
            """,
            "Screens.swift": SwiftUITabAndPresentationMapTests.screens.replacingOccurrences(of: "struct TrailsHome", with: "struct Unused"),
        ])
        #expect(m.swiftui?.stacks.map { "\($0.name) tab:\($0.tab ?? "-")" } == [
            "MainView.TabView tab:-", "MainView.NavigationStack@14 tab:MainView.TabView", "MainView.NavigationStack@30 tab:MainView.TabView",
            "Unused.NavigationStack tab:-",
        ])
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let tabFrame = try #require(graph.frames.first { $0.name == "MainView.TabView" })
        #expect(graph.nodes.filter { $0.frame == tabFrame.id }.map(\.name) == ["MainView"])
        let edges = try overviewEdges(m)
        #expect(edges.filter { $0.hasPrefix("MainView.TabView") } == [
            "MainView.TabView -> MainView.NavigationStack@14", "MainView.TabView -> MainView.NavigationStack@30",
        ])
    }

    /// `.sheet(item:)`, `.fullScreenCover`, `.popover` and `.sheet(isPresented:)`: each presented
    /// frame is started from the frame showing the view that presents it, and a stack the sheet
    /// shows sits in the sheet's frame.
    @Test func presentedFramesAreStartedFromThePresentingFrame() throws {
        let m = sui([
            "App.swift": """
            @main struct HikeApp: App {
                var body: some Scene { WindowGroup { HomeTab() } }
            }
            enum Route: Hashable { case trail }
            enum Sheet: Identifiable {
                case compose, share
                var id: Self { self }
            }
            struct HomeTab: View {
                @State private var sheet: Sheet?
                var body: some View {
                    NavigationStack {
                        TrailList()
                            .navigationDestination(for: Route.self) { _ in TrailScreen() }
                    }
                    .sheet(item: $sheet) { sheet in
                        switch sheet {
                        case .compose: ComposeScreen()
                        case .share: Text("Share")
                        }
                    }
                }
            }
            """,
            "Screens.swift": """
            struct TrailList: View {
                var body: some View { NavigationLink("Trail", value: Route.trail) }
            }
            struct Hike: Identifiable { let id: Int }
            struct TrailScreen: View {
                @State private var hike: Hike?
                @State private var showsMap = false
                @State private var tip: String?
                var body: some View {
                    Button("Start") { hike = Hike(id: 1) }
                        .fullScreenCover(item: $hike) { hike in RecorderScreen(hike: hike) }
                        .popover(item: self.$tip) { tip in Text(tip) }
                        .sheet(isPresented: $showsMap) { MapScreen() }
                }
            }
            struct ComposeScreen: View {
                var body: some View { NavigationStack { Form { Text("New") } } }
            }
            struct RecorderScreen: View { let hike: Hike; var body: some View { Text("Recording") } }
            struct MapScreen: View { var body: some View { Text("Map") } }
            """,
        ])
        #expect(frameParents(m).contains("ComposeScreen.NavigationStack in HomeTab.sheet(Sheet)"))
        let edges = try overviewEdges(m)
        #expect(edges == [
            "HomeTab.NavigationStack -> HomeTab.navigationDestination(Route)", "HomeTab.NavigationStack -> HomeTab.sheet(Sheet)",
            "HomeTab.navigationDestination(Route) -> TrailScreen.direct", "HomeTab.navigationDestination(Route) -> TrailScreen.fullScreenCover(Hike)",
            "HomeTab.navigationDestination(Route) -> TrailScreen.popover(String)", "HomeTab.sheet(Sheet) -> ComposeScreen.NavigationStack",
        ])
    }
}
