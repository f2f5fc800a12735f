import StepGraphCore
extension Rules {
    static let missingNavigationDestination = LintRule(
        description: RuleDescription(
            id: "missing_navigation_destination", name: "Missing Navigation Destination", defaultSeverity: .error, isOptIn: false,
            summary: "A SwiftUI link or path push pushes a value whose stack registers no navigationDestination for its type.",
            rationale: """
            A `NavigationLink(value:)` finds its destination among the `navigationDestination(for:)` \
            modifiers of the stack that shows it, from the root view up through the views pushed \
            onto it. With none for the value's type, SwiftUI logs "A NavigationLink is presenting a \
            value of type … but there is no matching navigationDestination declaration visible from \
            the location of the link" and the link does nothing. A value appended to a bound path \
            (`path.append(.x)`, the app's `router.navigate(to:)`) is pushed onto the stacks bound to \
            that path, and fails the same way. A link in a `NavigationSplitView`'s sidebar or \
            content column pushes onto the detail column's stack: it needs a destination there or \
            in the split view's columns (a link in a `List(selection:)` whose selection has the \
            value's type selects instead of pushing). A sheet starts a new presentation \
            context: a link inside it needs a stack and a destination inside the sheet. The rule \
            reports only where the containment walk places the link in stacks on every path that \
            shows it (or the path is bound to stacks it places), and no destination for the type \
            anywhere could be on them.
            """,
            triggering: [
                RuleExample(
                    """
                    import SwiftUI
                    enum Route: Hashable { case detail, settings }
                    enum Sheet: Hashable { case about }
                    @main struct ShopApp: App {
                        var body: some Scene { WindowGroup { HomeView() } }
                    }
                    struct HomeView: View {
                        var body: some View {
                            NavigationStack {
                                List {
                                    NavigationLink("Detail", value: Route.detail)
                                    NavigationLink("About", value: Sheet.↓about)
                                }
                                .navigationDestination(for: Route.self) { route in
                                    switch route {
                                    case .detail: DetailView()
                                    case .settings: SettingsView()
                                    }
                                }
                            }
                        }
                    }
                    """),
                RuleExample(
                    """
                    import SwiftUI
                    enum Folder: Hashable { case inbox }
                    enum Note: Hashable { case draft }
                    @main struct NotesApp: App {
                        var body: some Scene { WindowGroup { NotesSplit() } }
                    }
                    struct NotesSplit: View {
                        @State private var folder: Folder?
                        var body: some View {
                            NavigationSplitView {
                                List(selection: $folder) {
                                    NavigationLink("Inbox", value: Folder.inbox)
                                    NavigationLink("Draft", value: Note.↓draft)
                                }
                            } detail: {
                                NavigationStack { Text("Pick a folder") }
                            }
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import SwiftUI
                    enum Route: Hashable { case detail }
                    @main struct ShopApp: App {
                        var body: some Scene { WindowGroup { HomeView() } }
                    }
                    struct HomeView: View {
                        var body: some View {
                            NavigationStack {
                                NavigationLink("Detail", value: Route.detail)
                                    .withAppRouter()
                            }
                        }
                    }
                    extension View {
                        func withAppRouter() -> some View {
                            navigationDestination(for: Route.self) { _ in DetailView() }
                        }
                    }
                    """),
                // Shown through code the walk does not read: which stack shows the link is unknown.
                RuleExample(
                    """
                    import SwiftUI
                    enum Route: Hashable { case detail }
                    struct Row: View {
                        var body: some View { NavigationLink("Detail", value: Route.detail) }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                the containment walk places the link in stacks on every path that shows it (from an `App` body \
                through views, members, helpers, stacks, presentations and destination closures), or in split \
                views' sidebar or content columns whose detail columns show stacks it places, or a path push \
                goes to a property bound as the path of stacks it places, the pushed value's type is known (written, \
                or the declared type of the name it is read from: a property, a parameter, a local, what a \
                `ForEach` closure or a `for` loop iterates) and a route type, and \
                none of those stacks registers a destination for that type
                """,
                silentWhen: """
                the link's view is shown somewhere the walk cannot place (a factory's `AnyView`, a generic \
                wrapper, code it does not read: a not-checked note says where), outside any stack, in a split \
                view's detail column outside a stack or beside a detail column with no stack it places, in a \
                `List(selection:)` row whose selection has the value's type (or one it cannot read), or a \
                destination for the type is registered where the walk cannot place it
                """)),
        check: { navigation, rule in
            (navigation.model.swiftui?.missingDestinations ?? []).map { site in
                rule.finding("\(site.subject) is pushed, but no navigationDestination(for: \(site.detail).self) is registered on the stack it is pushed onto",
                             at: site.location, about: .use(site.detail, in: site.subject))
            }
        })
}
