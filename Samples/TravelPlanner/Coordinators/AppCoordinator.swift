import UIKit
import XCoordinator

/// Starts with onboarding for new users, then shows the tab bar.
final class AppCoordinator: NavigationCoordinator<AppRoute> {
    private let session: Session

    init(session: Session) {
        self.session = session
        super.init(initialRoute: session.startRoute)
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
        switch route {
        case .onboarding:
            return .presentFullScreen(OnboardingCoordinator(appRouter: unownedRouter))
        case .home:
            return .multiple(.dismissToRoot(), .presentFullScreen(HomeCoordinator(session: session).strongRouter))
        case .openTrip(let id):
            return .multiple(.dismissToRoot(), deepLink(AppRoute.home, HomeRoute.trips, TripsRoute.detail(id: id)))
        case .openExplore:
            return deepLink(AppRoute.home, HomeRoute.explore)
        }
    }
}
