import StepGraphCore
extension Rules {
    static let misplacedNavigationDestination = LintRule(
        description: RuleDescription(
            id: "misplaced_navigation_destination", name: "Misplaced Navigation Destination", defaultSeverity: .warning, isOptIn: false,
            summary: "A navigationDestination sits outside any NavigationStack, or inside a lazy container's row.",
            rationale: """
            "The navigationDestination modifier only works inside a NavigationStack or \
            NavigationSplitView": outside one it is ignored. Inside a `List`, `ForEach` or \
            `Lazy*Stack` row it is ignored too ("Do not put a navigation destination modifier inside \
            a lazy container"), also when the row is a view of its own. The rule reports only where \
            the containment walk proves it on every path that shows the modifier.
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
                        let items = [1, 2, 3]
                        var body: some View {
                            NavigationStack {
                                List {
                                    ForEach(items, id: \\.self) { item in
                                        Text("\\(item)")
                                            .↓navigationDestination(for: Route.self) { _ in DetailView() }
                                    }
                                }
                            }
                            .sheet(isPresented: .constant(false)) {
                                Text("Sheet").↓navigationDestination(for: Int.self) { _ in DetailView() }
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
                                List { Text("Row") }
                                    .navigationDestination(for: Route.self) { _ in DetailView() }
                            }
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                every path the containment walk finds to the modifier shows it outside any stack, or every one \
                shows it inside a `List`, `ForEach` or `Lazy*Stack` row
                """,
                silentWhen: """
                the view holding it is shown somewhere the walk cannot place, or on a path that puts it in a stack \
                outside any lazy row
                """)),
        check: { navigation, rule in
            (navigation.model.swiftui?.misplacedDestinations ?? []).map { site in
                rule.finding("navigationDestination(for: \(site.subject).self) is \(site.detail): SwiftUI ignores it",
                             at: site.location, about: .use(site.subject, in: "\(site.file):\(site.line)"))
            }
        })
}
