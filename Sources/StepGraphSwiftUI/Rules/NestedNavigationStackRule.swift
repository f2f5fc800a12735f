import StepGraphCore
extension Rules {
    static let nestedNavigationStack = LintRule(
        description: RuleDescription(
            id: "nested_navigation_stack", name: "Nested Navigation Stack", defaultSeverity: .warning, isOptIn: false,
            summary: "A NavigationStack inside another stack's content or destination, in the same presentation context.",
            rationale: """
            A stack inside another stack (in its root content, or in a view pushed onto it) shares \
            its navigation bar and confuses which stack a link pushes onto; when either stack binds \
            a `path:`, SwiftUI's path diffing can crash (`AnyNavigationPath.Error.comparisonTypeMismatch`), \
            so the finding is an error then. A sheet starts a new context: a stack inside a sheet is \
            fine. The rule reports only stacks the containment walk places inside another stack on \
            every path that shows them; a split view's columns are no stack.
            """,
            triggering: [
                RuleExample(
                    """
                    import SwiftUI
                    enum Route: Hashable { case detail }
                    @main struct ShopApp: App {
                        var body: some Scene { WindowGroup { HomeView() } }
                    }
                    struct HomeView: View {
                        @State private var path: [Route] = []
                        var body: some View {
                            NavigationStack(path: $path) {
                                NavigationLink("Detail", value: Route.detail)
                                    .navigationDestination(for: Route.self) { _ in DetailView() }
                            }
                        }
                    }
                    struct DetailView: View {
                        var body: some View {
                            ↓NavigationStack { Text("Detail") }
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import SwiftUI
                    @main struct ShopApp: App {
                        var body: some Scene { WindowGroup { HomeView() } }
                    }
                    struct HomeView: View {
                        @State private var showsSettings = false
                        var body: some View {
                            NavigationStack {
                                Button("Settings") { showsSettings = true }
                                    .sheet(isPresented: $showsSettings) {
                                        NavigationStack { Text("Settings") }
                                    }
                            }
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                every path the containment walk finds to the stack puts it inside another stack's content or \
                destination, with no presentation between them
                """,
                silentWhen: """
                the stack is shown somewhere the walk cannot place, in a split view's column, in a sheet, cover or \
                popover, or on some path outside any stack
                """)),
        check: { navigation, rule in
            (navigation.model.swiftui?.nestedStacks ?? []).map { site in
                var finding = rule.finding(
                    "\(site.subject) is inside another NavigationStack in the same presentation context"
                        + (site.isError ? ": one of them binds a path, and SwiftUI's path diffing can crash" : ""),
                    at: site.location, about: .use(site.subject, in: "\(site.file):\(site.line)"))
                if site.isError && finding.severity == .warning { finding.severity = .error }
                return finding
            }
        })
}
