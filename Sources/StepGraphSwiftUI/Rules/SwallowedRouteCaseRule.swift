import StepGraphCore
extension Rules {
    static let swallowedRouteCase = LintRule(
        description: RuleDescription(
            id: "swallowed_route_case", name: "Swallowed Route Case", defaultSeverity: .warning, isOptIn: false,
            summary: "A destination's `default:` shows nothing for route cases no other arm takes.",
            rationale: """
            A `default: EmptyView()` in a `navigationDestination` or sheet switch compiles whatever \
            cases the route enum gains: pushing one of them shows a blank screen, and nothing logs it. \
            The rule names the cases the `default:` takes; it reads the switch in the closure or in \
            the member, view or method the closure hands the route to.
            """,
            triggering: [
                RuleExample(
                    """
                    import SwiftUI
                    enum Route: Hashable { case detail, settings, help }
                    struct HomeView: View {
                        var body: some View {
                            NavigationStack {
                                Text("Home")
                                    .navigationDestination(for: Route.self) { route in
                                        switch route {
                                        case .detail: DetailView()
                                        ↓default: EmptyView()
                                        }
                                    }
                            }
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import SwiftUI
                    enum Route: Hashable { case detail, settings }
                    struct HomeView: View {
                        var body: some View {
                            NavigationStack {
                                Text("Home")
                                    .navigationDestination(for: Route.self) { route in
                                        switch route {
                                        case .detail: DetailView()
                                        default: SettingsView()
                                        }
                                    }
                            }
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a destination or presentation switch on an enum route, in its closure or in the member, view or \
                method the closure hands the route to, has a `default:` that shows nothing (`EmptyView()`, \
                `break`) and the enum has cases no other arm names
                """,
                silentWhen: """
                the route type is no enum of the code base, the `default:` shows a view or calls a member, or the \
                switch is in code the closure hands the route to that the tool does not find
                """)),
        check: { navigation, rule in
            (navigation.model.swiftui?.swallowedCases ?? []).map { site in
                rule.finding("the default arm of \(site.subject) shows nothing for \(site.detail)",
                             at: site.location, about: .steps(flow: site.subject, site.detail.components(separatedBy: ", ")))
            }
        })
}
