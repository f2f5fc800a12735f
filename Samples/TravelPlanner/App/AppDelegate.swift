import UIKit
import XCoordinator

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let session = Session.restore()
    private lazy var router = AppCoordinator(session: session).strongRouter
    private lazy var mainWindow = UIWindow()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        router.setRoot(for: mainWindow)
        return true
    }

    /// travelplanner://trip/<id> opens a trip from a shared link or a reminder.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.host == "trip", let id = url.pathComponents.last else { return false }
        router.trigger(.openTrip(id: id))
        return true
    }

    /// The home screen's "Explore" quick action.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        router.trigger(.openExplore) { completionHandler(true) }
    }
}

struct Session {
    var hasFinishedOnboarding: Bool
    /// Explore lists bookable places; it is hidden where the catalogue has none.
    var hasCatalogue: Bool

    /// Where the app opens: onboarding until the user has finished it once.
    var startRoute: AppRoute {
        if hasFinishedOnboarding {
            return .home
        }
        return .onboarding
    }

    static func restore() -> Session {
        Session(hasFinishedOnboarding: UserDefaults.standard.bool(forKey: "onboarded"),
                hasCatalogue: Locale.current.region != nil)
    }
}
