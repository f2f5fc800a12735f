import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The containment walk (stacks, presentation contexts, destination closures, tabs, the app's
/// helpers) and the rules resting on it, each silent where the walk cannot place a view.
@Suite struct SwiftUIContainmentTests {
    func findings(_ m: NavigationModel, _ rule: LintRule) -> [String] {
        rule.check(NavigationGraph(model: m, frontEnds: .standard), rule.defaultSettings).map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue)" }
    }

    static let app = """
    @main struct HikeApp: App {
        var body: some Scene { WindowGroup { MainTabs() } }
    }

    """

    /// A tab whose stack registers no destination for what its link pushes; the other tab's does, and a
    /// view pushed onto that stack links within it; a sheet's own stack needs its own destination.
    @Test func missingDestinationOnEveryStackShowingTheLink() {
        let m = sui(SwiftUIContainmentTests.app + """
        enum Route: Hashable { case trail(Int), map }
        struct MainTabs: View {
            @State private var showsFilters = false
            var body: some View {
                TabView {
                    NavigationStack {
                        TrailList()
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .trail(let id): TrailDetail(id: id)
                                case .map: MapScreen()
                                }
                            }
                    }
                    .tabItem { Label("Trails", systemImage: "map") }
                    NavigationStack {
                        VStack {
                            NavigationLink("Map", value: Route.map)
                            Button("Filters") { showsFilters = true }
                        }
                    }
                    .sheet(isPresented: $showsFilters) {
                        NavigationStack { FiltersView() }
                    }
                }
            }
        }
        struct TrailList: View {
            var body: some View { NavigationLink("First", value: Route.trail(1)) }
        }
        struct TrailDetail: View {
            let id: Int
            var body: some View { NavigationLink(value: Route.map) { Text("On the map") } }
        }
        struct FiltersView: View {
            var body: some View { NavigationLink("Map", value: Route.map) }
        }
        """)
        #expect(findings(m, Rules.missingNavigationDestination) == ["22:56 error", "40:62 error"])
        #expect(m.swiftui?.stacks.map { "\($0.name) \($0.routeTypes)" } == [
            "MainTabs.TabView []", "MainTabs.NavigationStack@10 [\"Route\"]", "MainTabs.NavigationStack@20 []", "MainTabs.NavigationStack@27 []",
        ])
    }

    /// A view the walk cannot place (built by a factory as `AnyView`, never shown from the `App`) gets
    /// no verdict, and a note says so; a destination registered somewhere unplaced silences the rule too.
    @Test func unplacedViewsStaySilentWithANote() {
        let m = sui(SwiftUIContainmentTests.app + """
        enum Route: Hashable { case detail }
        struct MainTabs: View {
            let factory: ScreenFactory
            var body: some View {
                NavigationStack { factory.make() }
            }
        }
        final class ScreenFactory {
            func make() -> AnyView { AnyView(Orphan()) }
        }
        struct Orphan: View {
            var body: some View { NavigationLink("Detail", value: Route.detail) }
        }
        """)
        #expect(findings(m, Rules.missingNavigationDestination).isEmpty)
        #expect(m.unresolved.map { "\($0.kind.rawValue) \($0.subject) \($0.line)" } == ["navigation Orphan 16"])
    }

    /// A pushed screen re-applying the app's `ViewModifier`; separate tabs' stacks each registering once are fine.
    @Test func duplicateDestinationThroughAViewModifier() {
        let m = sui(SwiftUIContainmentTests.app + """
        enum Route: Hashable { case detail }
        struct RouterModifier: ViewModifier {
            func body(content: Content) -> some View {
                content.navigationDestination(for: Route.self) { _ in DetailView() }
            }
        }
        struct MainTabs: View {
            var body: some View {
                TabView {
                    NavigationStack { HomeView().modifier(RouterModifier()) }
                    NavigationStack { SearchView().modifier(RouterModifier()) }
                }
            }
        }
        struct HomeView: View { var body: some View { NavigationLink("Detail", value: Route.detail) } }
        struct SearchView: View { var body: some View { Text("Search") } }
        struct DetailView: View {
            var body: some View {
                Text("Detail")
                    .modifier(RouterModifier())
            }
        }
        """)
        #expect(findings(m, Rules.duplicateNavigationDestination) == ["24:14 warning"])
        #expect(findings(m, Rules.missingNavigationDestination).isEmpty)
    }

    /// Outside every stack (a sheet without one), and in a lazy row that is a view of its own.
    @Test func misplacedDestinations() {
        let m = sui(SwiftUIContainmentTests.app + """
        enum Route: Hashable { case detail }
        struct Item: Hashable, Identifiable { let id: Int }
        struct MainTabs: View {
            let items: [Item]
            @State private var showsHelp = false
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(items) { item in ItemRow(item: item) }
                    }
                    .navigationDestination(for: Route.self) { _ in DetailView() }
                }
                .sheet(isPresented: $showsHelp) {
                    HelpView()
                }
            }
        }
        struct ItemRow: View {
            let item: Item
            var body: some View {
                Text("Row").navigationDestination(for: Item.self) { item in ItemView(item: item) }
            }
        }
        struct HelpView: View {
            var body: some View {
                Text("Help").navigationDestination(for: Route.self) { _ in DetailView() }
            }
        }
        """)
        #expect(findings(m, Rules.misplacedNavigationDestination) == ["25:21 warning", "30:22 warning"])
        #expect(m.swiftui?.misplacedDestinations.map(\.detail) == ["inside a lazy container's row", "outside any NavigationStack"])
    }

    /// A stack in a pushed screen: an error where the outer stack binds a path, a warning otherwise;
    /// a stack in a sheet or in a split view's detail column is fine.
    @Test func nestedStacks() {
        let m = sui(SwiftUIContainmentTests.app + """
        enum Route: Hashable { case detail, settings }
        final class Router: ObservableObject { @Published var path = NavigationPath() }
        struct MainTabs: View {
            @StateObject private var router = Router()
            @State private var showsAbout = false
            var body: some View {
                TabView {
                    NavigationStack(path: $router.path) {
                        Text("Home")
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .detail: DetailView()
                                case .settings: SettingsView()
                                }
                            }
                    }
                    NavigationStack {
                        ProfileHeader()
                            .sheet(isPresented: $showsAbout) { NavigationStack { Text("About") } }
                    }
                    NavigationSplitView {
                        Text("Sidebar")
                    } detail: {
                        NavigationStack { Text("Detail") }
                    }
                }
            }
        }
        struct DetailView: View {
            var body: some View { NavigationStack { Text("Detail") } }
        }
        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }
        struct ProfileHeader: View {
            var body: some View { NavigationStack { Text("Nested") } }
        }
        """)
        #expect(findings(m, Rules.nestedNavigationStack) == ["34:27 error", "40:27 warning"])
    }

    /// `navigationDestination(item:)` pushes its binding's value onto the stack (no new context), and
    /// registers nothing a value link finds; a helper applied on `content` is applied.
    @Test func itemDestinationsAndHelpersOnContent() {
        let m = sui(SwiftUIContainmentTests.app + """
        enum Route: Hashable { case detail }
        struct Item: Hashable, Identifiable { let id: Int }
        struct Framed: ViewModifier {
            func body(content: Content) -> some View { content.withRoutes() }
        }
        extension View {
            func withRoutes() -> some View { navigationDestination(for: Route.self) { _ in Text("Detail") } }
        }
        struct MainTabs: View {
            @State private var selected: Item?
            var body: some View {
                NavigationStack {
                    Text("Home")
                        .modifier(Framed())
                        .navigationDestination(item: $selected) { item in ItemScreen(item: item) }
                }
            }
        }
        struct ItemScreen: View {
            let item: Item
            var body: some View {
                NavigationLink("Detail", value: Route.detail)
                NavigationLink("Item", value: Item(id: 2))
            }
        }
        """)
        #expect(m.suiArms("MainTabs.navigationDestination(Item)") == ["Item: push"])
        #expect(findings(m, Rules.missingNavigationDestination) == ["27:39 error"])
        #expect(findings(m, Rules.nestedNavigationStack).isEmpty && findings(m, Rules.duplicateNavigationDestination).isEmpty)
    }

    /// A router method appending to the path a stack binds, for a type that stack registers no
    /// destination for; a push onto a path no stack binds says nothing.
    @Test func missingDestinationForAPathPush() {
        let m = sui(SwiftUIContainmentTests.app + """
        enum Route: Hashable { case detail }
        enum Settings: Hashable { case privacy }
        @Observable final class Router {
            var path = NavigationPath()
            var spare = NavigationPath()
            func push<V: Hashable>(_ value: V) { path.append(value) }
            func show(_ settings: Settings) { path.append(settings) }
        }
        struct MainTabs: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Privacy") { router.show(.privacy) }
                        .navigationDestination(for: Route.self) { _ in Text("Detail") }
                }
                Button("Detail") {
                    router.path.append(Route.detail)
                    router.spare.append(Settings.privacy)
                }
            }
        }
        """)
        #expect(findings(m, Rules.missingNavigationDestination) == ["17:46 error"])
        #expect(m.emissions.filter { $0.how == .pathPush }.map(\.step).sorted() == ["Route.detail", "Settings.privacy", "Settings.privacy"])
    }
}
