import Testing
@testable import StepGraphKit
import StepGraphTestSupport

/// Issue 33's leftovers, from real-app shapes: what is no router's, coordinators shown by their parent,
/// tab arrays held in locals and properties, and deep-link chains.
@Suite struct XCoordinatorLeftoversTests {
    // MARK: item 1, `.route(…)` / `.trigger(…)` of an app's own enum

    @Test func anAppsOwnRouteCaseReturnedFromAFunctionIsNoEmission() {
        let m = xc([
            "Resolution.swift": """
            struct LinkResolution {
                enum Result { case route(String), ambiguous([String]), none }
                let cases: [String: Set<String>]

                func resolve(_ name: String, qualifier: String?) -> Result {
                    if let qualifier {
                        return cases[qualifier]?.contains(name) == true ? Result.none : .route(qualifier + "." + name)
                    }
                    let owners = cases.keys.filter { cases[$0]!.contains(name) }.sorted()
                    if owners.count == 1 { return .route(owners[0] + "." + name) }
                    return .ambiguous(owners)
                }
            }
            """,
            "Destination.swift": """
            enum Destination { case route(path: String), trigger(EventName), web(URL) }
            extension NotificationHandler {
                func destination(for payload: [String: Any]) -> Destination {
                    guard let event = payload["event"] as? String else { return .route(path: payload["path"] as! String) }
                    return .trigger(EventName(event))
                }
                var fallback: Destination { .route(path: "/" + section) }
                static func make(_ url: URL) -> Destination? { url.scheme == "app" ? nil : .web(url) }
            }
            """,
            "Profile.swift": """
            enum ProfileRoute: Route { case overview, close }
            final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
                override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
                    switch route {
                    case .overview: return .push(ProfileViewController())
                    case .close: return .trigger(.overview)
                    }
                }
                func closeTransition() -> ProfileCoordinator.TransitionType { .route(.close, on: self) }
            }
            """,
        ])
        #expect(m.unresolved.filter { $0.kind == .emission }.map { "\($0.file):\($0.line)" } == [])
        #expect(m.routeTriggers([.transitionTrigger]) == ["ProfileRoute.close@transitionTrigger", "ProfileRoute.overview@transitionTrigger"])
    }
}
