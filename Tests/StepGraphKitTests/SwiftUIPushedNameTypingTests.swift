import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A pushed value read from a name is typed also when its declaration is elsewhere: a property of
/// the view model (or of the view, in an extension) declared in another file, or a local of a
/// computed `body`/`var content: some View` or of a `ViewBuilder` closure. Typed, a push of a route
/// no destination on its stack takes is a missing destination.
@Suite struct SwiftUIPushedNameTypingTests {
    func missing(_ m: NavigationModel) -> [String] {
        let rule = Rules.missingNavigationDestination
        return rule.check(NavigationGraph(model: m, frontEnds: .standard), rule.defaultSettings).map { "\($0.location.file):\($0.location.line)" }.sorted()
    }

    @Test func namesDeclaredInAnotherFileOrInAComputedBodyAreTyped() {
        let m = sui([
            "App.swift": """
            @main struct HikeApp: App {
                var body: some Scene { WindowGroup { TrailsScreen() } }
            }
            struct TrailsScreen: View {
                @StateObject private var model = TrailsModel()
                @State private var path: [Trail] = []
                let trails: [Trail]
                var body: some View {
                    let featured = TrailRoute.featured
                    NavigationStack(path: $path) {
                        List {
                            NavigationLink("Featured", value: featured)
                            NavigationLink("Next", value: model.nextRoute)
                            NavigationLink("Last", value: self.lastRoute)
                            ForEach(trails) { trail in
                                let route: TrailRoute = .detail(trail.id)
                                NavigationLink("Trail", value: route)
                            }
                            content
                        }
                        .navigationDestination(for: Trail.self) { trail in Text(trail.name) }
                    }
                }
                private var content: some View {
                    var shown: TrailRoute { .map }
                    return Section { NavigationLink("Map", value: shown) }
                }
            }
            """,
            "TrailsModel.swift": """
            enum TrailRoute: Hashable { case featured, detail(Int), map }
            struct Trail: Identifiable, Hashable { let id: Int; let name: String }
            final class TrailsModel: ObservableObject {
                @Published var nextRoute: TrailRoute = .map
            }
            extension TrailsScreen {
                var lastRoute: TrailRoute { .map }
            }
            """,
            // A link shown from no App body (no verdict on it) makes `TrailRoute` a route type.
            "Widgets.swift": """
            struct TrailWidgetLink: View {
                var body: some View { NavigationLink("Map", value: TrailRoute.map) }
            }
            """,
        ])
        #expect(missing(m) == ["App.swift:13", "App.swift:14", "App.swift:15", "App.swift:18", "App.swift:27"])
    }

    /// A closure's own parameter named like a property is not read from the property.
    @Test func aClosureParameterIsNotTheProperty() {
        let m = sui("""
        @main struct HikeApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        enum Route: Hashable { case one, two }
        struct Home: View {
            var next: Route = .one
            let names: [String]
            var body: some View {
                NavigationStack {
                    List(names, id: \\.self) { next in
                        NavigationLink(next, value: next)
                    }
                    .navigationDestination(for: String.self) { Text($0) }
                }
            }
        }
        struct Widget: View {
            var body: some View { NavigationLink("One", value: Route.one) }
        }
        """)
        #expect(missing(m).isEmpty)
    }
}
