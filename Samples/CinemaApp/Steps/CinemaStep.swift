import RxFlow

/// Every navigation intent of the Cinema app outside Settings.
enum CinemaStep: Step {
    // App lifecycle
    case onboardingRequired
    case onboardingCompleted
    case dashboardRequired
    case logoutCompleted

    // Onboarding
    case welcome
    case signIn
    case signInDone(userName: String)

    // Discover tab
    case discoverHome
    case movieDetail(id: Int)
    case castMember(name: String)
    case trailer(url: URL)
    case trailerClosed
    case offlineNotice

    // Watchlist tab
    case watchlistHome
    case watchlistItem(id: Int)
    case watchlistItemRemoved

    // Profile tab
    case profileHome
    case profileReset
    case settingsRequested
    case settingsDone
    case logout
}
