/// Every step of the podcast player (RxFlow 1.x style: one enum for the whole app).
enum PodcastStep: Step {
    // Start
    case onboardingRequired
    case podcastsRequired

    // Onboarding
    case welcome
    case permissions
    case onboardingDone
    case onboardingCompleted

    // Podcasts
    case podcasts
    case podcast(id: String)
    case episode(id: String)
    case settings
    case settingsDone
}
