import UIKit
import XCoordinator

/// Starts with onboarding for new users, then shows the tab bar.
final class AppCoordinator: NavigationCoordinator<AppRoute> {
    init(session: Session) {
        if session.hasFinishedOnboarding {
            super.init(initialRoute: .home)
        } else {
            super.init(initialRoute: .onboarding)
        }
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
        switch route {
        case .onboarding:
            let onboarding = OnboardingCoordinator(appRouter: unownedRouter)
            return .presentFullScreen(onboarding)
        case .home:
            return .multiple(.dismissToRoot(), .presentFullScreen(HomeCoordinator().strongRouter))
        case .openTrip(let id):
            return .multiple(.dismissToRoot(), deepLink(AppRoute.home, HomeRoute.trips, TripsRoute.detail(id: id)))
        case .openExplore:
            return deepLink(AppRoute.home, HomeRoute.explore)
        }
    }
}
