import XCoordinator

enum AppRoute: Route {
    case onboarding
    case home
    case openTrip(id: String)
    case openExplore
}

enum OnboardingRoute: Route {
    case welcome
    case permissions
    case done
}

enum HomeRoute: Route {
    case trips
    case explore
}
