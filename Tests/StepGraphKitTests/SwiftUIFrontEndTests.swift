import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The SwiftUI front end: route types, registrations with their arms, and pushes and presentations
/// as the dump contract of issue 35 lists them.
func sui(_ files: [String: String]) -> NavigationModel {
    model(files.mapValues { "import SwiftUI\n" + $0 })
}

func sui(_ source: String) -> NavigationModel { sui(["App.swift": source]) }

extension NavigationModel {
    /// `name: steps → outcomes` for every arm of SwiftUI flow `name`.
    func suiArms(_ name: String) -> [String] {
        (flows.first { $0.name == name }?.arms ?? []).map { arm in
            "\(arm.isDefault ? "default" : arm.steps.joined(separator: "+")): \(arm.outcomes.map(\.rawValue).joined(separator: ","))"
        }
    }

    /// Emissions as `step@how:line`, sorted.
    var suiEmissions: [String] {
        emissions.filter { $0.how != .reference }.map { "\($0.step)@\($0.how.rawValue):\($0.line)" }.sorted()
    }

    var suiRouteTypes: [String] {
        stepEnums.filter { $0.framework == .swiftui }.map { "\($0.name)(\($0.cases.map(\.name).joined(separator: ",")))" }
    }
}

@Suite struct SwiftUIFrontEndTests {
    @Test func routeTypesRegistrationsAndArmsInTheClosure() {
        let m = sui("""
        enum Route: Hashable {
            case detail(Item.ID)
            case settings
            case help
        }
        struct Item: Identifiable, Hashable { let id: UUID }
        struct HomeView: View {
            let items: [Item]
            var body: some View {
                NavigationStack {
                    List(items) { item in
                        NavigationLink(value: item) { Text("Item") }
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail(let id): DetailView(id: id)
                        case .settings, .help:
                            SettingsView()
                        }
                    }
                    .navigationDestination(for: Item.self, destination: { ItemView(item: $0) })
                }
            }
        }
        """)
        #expect(m.suiRouteTypes == ["Item()", "Route(detail,settings,help)"])
        #expect(m.flows.map(\.name) == ["HomeView.navigationDestination(Item)", "HomeView.navigationDestination(Route)"])
        #expect(m.suiArms("HomeView.navigationDestination(Route)") == ["Route.detail: push", "Route.settings+Route.help: push"])
        #expect(m.suiArms("HomeView.navigationDestination(Item)") == ["Item: push"])
        let route = m.flows.first { $0.name == "HomeView.navigationDestination(Route)" }
        #expect(route.map { "\($0.file):\($0.line) \($0.framework.rawValue)" } == "App.swift:15 swiftui")
        #expect(route?.arms.first?.presentables == ["DetailView"])
    }

    /// The switch moved out of the closure: an enum's computed property (nested enum, `$0`), a view
    /// given the route, a router's `@ViewBuilder` method, an `extension View` helper, a `ViewModifier`.
    @Test func armsWhereTheClosureHandsTheRouteOn() {
        let m = sui([
            "Profile.swift": """
            struct ProfileView: View {
                enum Destination: Hashable { case edit, followers }
                var body: some View {
                    Text("Me").navigationDestination(for: Destination.self) { $0.view }
                }
            }
            extension ProfileView.Destination {
                @ViewBuilder var view: some View {
                    switch self {
                    case .edit: EditProfileView()
                    case .followers: FollowersView()
                    }
                }
            }
            """,
            "Search.swift": """
            enum SearchRoute: Hashable { case results(String), filters }
            struct SearchView: View {
                var body: some View {
                    Text("Search")
                        .navigationDestination(for: SearchRoute.self) { route in
                            SearchDestination(route: route)
                        }
                }
            }
            struct SearchDestination: View {
                let route: SearchRoute
                var body: some View {
                    switch route {
                    case .results(let query): ResultsView(query: query)
                    case .filters: FiltersView()
                    }
                }
            }
            """,
            "Router.swift": """
            enum Tab: Hashable { case feed, inbox }
            enum FeedRoute: Hashable { case post(Int), author(String) }
            final class FeedRouter: ObservableObject {
                @Published var path: [FeedRoute] = []
                @ViewBuilder
                func destination(for route: FeedRoute) -> some View {
                    switch route {
                    case .post(let id): PostView(id: id)
                    case .author: EmptyView()
                    }
                }
            }
            struct FeedView: View {
                @EnvironmentObject var router: FeedRouter
                var body: some View {
                    Text("Feed").navigationDestination(for: FeedRoute.self) { self.router.destination(for: $0) }
                }
            }
            """,
            "Helpers.swift": """
            enum AppRoute: Hashable { case about, legal }
            extension View {
                func withAppRouter() -> some View {
                    navigationDestination(for: AppRoute.self) { route in
                        switch route {
                        case .about: AboutView()
                        case .legal: LegalView()
                        }
                    }
                }
            }
            enum Modal: Identifiable { case login, signup; var id: Self { self } }
            struct ModalPresenter: ViewModifier {
                @Binding var modal: Modal?
                func body(content: Content) -> some View {
                    content.fullScreenCover(item: $modal) { modal in
                        switch modal {
                        case .login: LoginView()
                        default: EmptyView()
                        }
                    }
                }
            }
            """,
        ])
        #expect(m.suiArms("ProfileView.navigationDestination(ProfileView.Destination)")
                == ["ProfileView.Destination.edit: push", "ProfileView.Destination.followers: push"])
        #expect(m.suiArms("SearchView.navigationDestination(SearchRoute)") == ["SearchRoute.results: push", "SearchRoute.filters: push"])
        #expect(m.suiArms("FeedView.navigationDestination(FeedRoute)") == ["FeedRoute.post: push", "FeedRoute.author: none"])
        #expect(m.suiArms("View.navigationDestination(AppRoute)") == ["AppRoute.about: push", "AppRoute.legal: push"])
        #expect(m.suiArms("ModalPresenter.fullScreenCover(Modal)") == ["Modal.login: present", "default: none"])
        #expect(m.swiftui?.swallowedCases.map { "\($0.subject) \($0.detail)" } == ["ModalPresenter.fullScreenCover(Modal) Modal.signup"])
        #expect(!m.unresolved.contains { $0.kind == .dispatch })
        #expect(!m.suiRouteTypes.contains { $0.hasPrefix("Tab") })
    }

    /// Links, appends, path assignments, initial paths, router methods (typed by their parameter),
    /// presentations through the bound optional, deep links; preview code is not the app.
    @Test func pushesAndPresentationsInTheirSpellings() {
        let m = sui([
            "Router.swift": """
            enum Route: Hashable { case trail(id: String), map, settings, profile, onboarding }
            enum Sheet: Identifiable { case compose, share(URL); var id: String { "\\(self)" } }
            @Observable final class Router {
                var path: [Route] = [.onboarding]
                var sheet: Sheet?
                func navigate(to route: Route) { path.append(route) }
                func present(_ sheet: Sheet) { self.sheet = sheet }
                func reset(to route: Route) { path = [route] }
            }
            """,
            "Views.swift": """
            @main struct TrailApp: App {
                @State private var router = Router()
                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .environment(router)
                            .onOpenURL { url in
                                router.navigate(to: .trail(id: url.lastPathComponent))
                            }
                    }
                }
            }
            struct RootView: View {
                @Environment(Router.self) private var router
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        VStack {
                            NavigationLink("Map", value: Route.map)
                            Button("Settings") { router.path.append(.settings) }
                            Button("Compose") { router.present(.compose) }
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .trail(let id): TrailView(id: id)
                            case .map, .settings, .profile, .onboarding: Text("x")
                            }
                        }
                        .sheet(item: $router.sheet) { sheet in
                            switch sheet {
                            case .compose: ComposeView()
                            case .share(let url): ShareView(url: url)
                            }
                        }
                    }
                }
            }
            struct ProfileButton: View {
                @Environment(Router.self) var router
                var body: some View {
                    Button("Me") { router.reset(to: .profile) }
                }
            }
            #Preview {
                NavigationLink("Share", value: Sheet.share(URL(string: "x")!))
            }
            struct RootView_Previews: PreviewProvider {
                static var previews: some View { Button("s") { Router().present(.share(URL(string: "x")!)) } }
            }
            """,
        ])
        #expect(m.suiEmissions == [
            "Route.onboarding@pathPush:5", "Route.map@navigationLink:20", "Route.settings@pathPush:21", "Sheet.compose@presentation:22",
            "Route.profile@pathPush:42", "Route.trail@pathPush:9",
        ].sorted())
        #expect(m.emissions.allSatisfy { $0.how != .navigationLink || $0.file == "Views.swift" })
        #expect(m.flows.map(\.name) == ["RootView.navigationDestination(Route)", "RootView.sheet(Sheet)"])
    }

    /// `--framework auto` claims files importing SwiftUI that spell a navigation word; a router file
    /// naming only the route type is read once the route type is known.
    @Test func autoClaimsSwiftUIFilesWithNavigationWords() {
        let frontEnd = SwiftUIFrontEnd()
        let m = model([
            "App.swift": """
            import SwiftUI
            enum Route: Hashable { case a, b }
            struct Home: View {
                var body: some View { NavigationStack { Text("x").navigationDestination(for: Route.self) { _ in Text("y") } } }
            }
            """,
            "Pusher.swift": "import Foundation\nfinal class Pusher { func go(_ p: inout [Route]) { p.append(Route.b) } }",
            "UIKitSheet.swift": "import UIKit\nfinal class VC: UIViewController { func sheet() {} }",
        ])
        #expect(m.emissions.map(\.step) == ["Route.b"])
        #expect(frontEnd.framework == .swiftui && Framework(rawValue: "swiftui") == .swiftui)
        #expect(m.stepEnums.map(\.name) == ["Route"])
    }

    /// Dead routes are `dead_step` findings that say "Route".
    @Test func deadRoutesAreDeadSteps() {
        let m = sui("""
        enum Route: Hashable { case detail, archived }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Detail", value: Route.detail)
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .detail: Text("d")
                            case .archived: Text("a")
                            }
                        }
                }
            }
        }
        #Preview { NavigationLink("a", value: Route.archived) }
        """)
        let findings = Rules.deadStep.check(NavigationGraph(model: m, frontEnds: .standard), Rules.deadStep.defaultSettings)
        #expect(findings.map(\.message) == ["Route 'Route.archived' is declared but nothing pushes or presents it"])
    }

    /// `unused_route` names `dead_step` in a configuration.
    @Test func unusedRouteIsDeadStepsAlias() throws {
        let configuration = try LintConfiguration.parse("disabled_rules: [unused_route]\nunused_route: error\n", path: ".stepgraph.yml", frontEnds: .standard)
        #expect(!configuration.enabledRules(of: .standard).contains { $0.id == "dead_step" })
        #expect(configuration.severity(of: Rules.deadStep) == .error && configuration.warnings.isEmpty)
    }

    /// The map draws each registration as a frame of its arms, with push and present edges from the
    /// arms showing the emitting view (or an entry for a view no arm shows); the diff sees pushes.
    @Test func graphAndDiffElements() {
        let m = sui("""
        enum Route: Hashable { case list, detail }
        enum Sheet: Identifiable { case share; var id: Self { self } }
        struct Home: View {
            @State private var sheet: Sheet?
            var body: some View {
                NavigationStack {
                    NavigationLink("List", value: Route.list)
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .list: ListScreen()
                            case .detail: DetailScreen()
                            }
                        }
                        .sheet(item: $sheet) { _ in ShareScreen() }
                }
            }
        }
        struct ListScreen: View {
            @State private var sheet: Sheet?
            var body: some View {
                NavigationLink("Detail", value: Route.detail)
                Button("Share") { sheet = .share }
            }
        }
        """)
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        #expect(graph.frames.filter { $0.framework == .swiftui }.map(\.name).sorted() == ["Home.NavigationStack", "Home.navigationDestination(Route)", "Home.sheet(Sheet)"])
        let edges = graph.edges.map { "\(graph.node($0.from)?.name ?? "") -> \(graph.node($0.to)?.name ?? "")" }.sorted()
        // Home's sheet is started from Home (the frame presenting it), whatever sets the binding.
        #expect(edges == ["Home -> Route.list", "Home -> Sheet.share", "Route.list -> Route.detail"])
        let elements = NavigationElements(m, frontEnds: .standard, path: { $0 })
        #expect(elements.elements.keys.filter { $0.hasPrefix("emission|") }.sorted() == [
            "emission|Home pushes Route.list", "emission|ListScreen pushes Route.detail",
        ])
    }

    /// A route that is a view of its own (`{ $0 }`: its `body` switches on `self`); `Route.allCases` and
    /// `Route(rawValue:)` keep every case alive.
    @Test func routeAsItsOwnViewAndEveryCaseMentions() {
        let m = sui("""
        enum Route: String, Hashable, CaseIterable, View {
            case inbox, archive
            var body: some View {
                switch self {
                case .inbox: InboxView()
                case .archive: ArchiveView()
                }
            }
        }
        enum Settings: String, Hashable, CaseIterable { case privacy, about }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    List(Route.allCases, id: \\.self) { NavigationLink($0.rawValue, value: $0) }
                        .navigationDestination(for: Route.self) { $0 }
                        .navigationDestination(for: Settings.self) { route in
                            switch route {
                            case .privacy: Text("Privacy")
                            case .about: Text("About")
                            }
                        }
                        .onOpenURL { url in _ = Settings(rawValue: url.host ?? "") }
                }
            }
        }
        """)
        #expect(m.suiArms("Home.navigationDestination(Route)") == ["Route.inbox: push", "Route.archive: push"])
        let findings = Rules.deadStep.check(NavigationGraph(model: m, frontEnds: .standard), Rules.deadStep.defaultSettings)
        #expect(findings.isEmpty)
    }
}
