import RxFlow

/// Everything the app navigates on, grouped by feature: each group is a nested step enum behind a
/// container case, so a feature's flow can switch on `.auth(…)` or `.recipes(…)` alone.
enum AppStep: Step {
    indirect case auth(Auth)
    indirect case recipes(Recipes)
    case dashboard
    case loggedOut

    enum Auth: Step {
        case welcome
        case signIn
        case signUp
        case completed
    }

    enum Recipes: Step {
        case list
        case detail(id: String)
        case share(id: String)
        case favorites
        case settings
        case settingsClosed
    }

    /// Where a logged-out user lands.
    static var signIn: AppStep { .auth(.signIn) }
}

/// Links opened from outside the app (universal links, notifications).
enum DeepLinkStep: Step {
    case recipe(id: String)
    case favorites
}
