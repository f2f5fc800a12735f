import StepGraphCore
extension Rules {
    static let duplicateNavigationDestination = LintRule(
        description: RuleDescription(
            id: "duplicate_navigation_destination", name: "Duplicate Navigation Destination", defaultSeverity: .warning, isOptIn: false,
            summary: "A type gets a second navigationDestination on a stack that already registers one for it.",
            rationale: """
            SwiftUI uses the destination declared closest to the root of the stack and logs "A \
            navigationDestination for … was declared earlier on the stack. Only the destination \
            declared closest to the root view of the stack will be used." It typically happens when a \
            pushed screen re-applies the app's router helper (`.withAppRouter()`). The rule reports \
            only registrations the containment walk places on one stack, for a type already \
            registered on it.
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
                        var body: some View {
                            NavigationStack {
                                NavigationLink("Detail", value: Route.detail)
                                    .withAppRouter()
                            }
                        }
                    }
                    struct DetailView: View {
                        var body: some View {
                            Text("Detail")
                                .↓withAppRouter()
                        }
                    }
                    extension View {
                        func withAppRouter() -> some View {
                            navigationDestination(for: Route.self) { _ in DetailView() }
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
                        var body: some Scene {
                            WindowGroup {
                                TabView {
                                    NavigationStack { HomeView().withAppRouter() }
                                    NavigationStack { SearchView().withAppRouter() }
                                }
                            }
                        }
                    }
                    struct HomeView: View { var body: some View { Text("Home") } }
                    struct SearchView: View { var body: some View { Text("Search") } }
                    struct DetailView: View { var body: some View { Text("Detail") } }
                    extension View {
                        func withAppRouter() -> some View {
                            navigationDestination(for: Route.self) { _ in DetailView() }
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                two applications of destinations for one type (direct, or through an `extension View` helper or a \
                `ViewModifier` applied in two views) are placed by the containment walk on one stack and no other
                """,
                silentWhen: """
                either application is shown somewhere the walk cannot place, or on several stacks
                """)),
        check: { navigation, rule in
            (navigation.model.swiftui?.duplicateDestinations ?? []).map { site in
                rule.finding("navigationDestination for \(site.subject) is registered again on a stack that registers it at \(site.detail): only the one closest to the root is used",
                             at: site.location, about: .use(site.subject, in: "\(site.file):\(site.line)"))
            }
        })
}
