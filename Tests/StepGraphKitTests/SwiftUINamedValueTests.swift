import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A value pushed from a name (`NavigationLink(value: item)`, `path.append(route)`) takes the type the
/// name is declared with: a property, a parameter, a local, what a `ForEach` closure or a `for` loop
/// iterates. `missing_navigation_destination` checks it; an untyped name stays silent.
@Suite struct SwiftUINamedValueTests {
    /// The lines of `missing_navigation_destination`'s findings, and the lines marked `// ✗` (after the import `sui` adds).
    func check(_ source: String) -> (found: [Int], marked: [Int], model: NavigationModel) {
        let m = sui(source)
        let rule = Rules.missingNavigationDestination
        let found = rule.check(NavigationGraph(model: m, frontEnds: .standard), rule.defaultSettings).map(\.location.line)
        let marked = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.contains("// ✗") }.map { $0.offset + 2 }
        return (found.sorted(), marked, m)
    }

    @Test func namesTypedByTheirDeclarations() {
        let result = check("""
        @main struct RangerApp: App {
            var body: some Scene { WindowGroup { TrailsScreen(trails: [], filters: []) } }
        }
        enum Route: Hashable { case trail(Int), map }
        enum Filter: Hashable { case easy, hard }
        struct Trail: Hashable, Identifiable { let id: Int }
        struct TrailsScreen: View {
            let trails: [Trail]
            let filters: [Filter]
            @State private var path = NavigationPath()
            @State private var showsRanger = false
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        ForEach(trails) { trail in
                            NavigationLink("Trail", value: trail)
                        }
                        ForEach(filters, id: \\.self) { filter in
                            NavigationLink("Filter", value: filter)  // ✗
                        }
                    }
                    .navigationDestination(for: Trail.self) { trail in TrailView(id: trail.id) }
                    .navigationDestination(for: Route.self) { _ in MapView() }
                    .sheet(isPresented: $showsRanger) { RangerScreen(routes: [.map]) }
                }
            }
            // Forwarding its parameter: the calls push (`open(.map)`), not this line.
            func open(_ filter: Filter) { path.append(filter) }
            func openAll(_ pending: [Filter]) {
                for filter in pending { self.path.append(filter) }  // ✗
            }
        }
        struct RangerScreen: View {
            let routes: [Route]
            var body: some View {
                NavigationStack {
                    List(routes, id: \\.self) { route in
                        NavigationLink("Route", value: route)  // ✗
                    }
                    RouteRow(route: .map)
                    NavigationLink("Easy", value: Filter.easy)
                        .navigationDestination(for: Filter.self) { _ in Text("Filter") }
                }
            }
        }
        struct RouteRow: View {
            let route: Route
            var body: some View {
                VStack {
                    NavigationLink("Row", value: route)  // ✗
                    NavigationLink("Other", value: item)
                }
            }
        }
        struct TrailView: View { let id: Int; var body: some View { Text("Trail") } }
        struct MapView: View { var body: some View { Text("Map") } }
        """)
        #expect(result.found == result.marked && result.found.count == 4)
        // Only a non-enum type is a step of its own; an enum's name pushes no case the dump could name.
        #expect(result.model.emissions.filter { $0.how == .navigationLink }.map(\.step).sorted() == ["Filter.easy", "Trail"])
    }
}
