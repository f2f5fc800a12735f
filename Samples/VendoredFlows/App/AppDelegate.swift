import UIKit
import RxSwift

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = Coordinator()
    let preferences = Preferences()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let appFlow = AppFlow(window: window, preferences: preferences)
        coordinator.coordinate(flow: appFlow, withStepper: AppStepper(preferences: preferences))
        window.makeKeyAndVisible()
        return true
    }
}

/// Decides where the app starts.
final class AppStepper: Stepper {
    init(preferences: Preferences) {
        if preferences.hasSeenOnboarding {
            self.step.accept(PodcastStep.podcastsRequired)
        } else {
            self.step.accept(PodcastStep.onboardingRequired)
        }
    }
}

final class Preferences {
    var hasSeenOnboarding: Bool {
        get { return UserDefaults.standard.bool(forKey: "hasSeenOnboarding") }
        set { UserDefaults.standard.set(newValue, forKey: "hasSeenOnboarding") }
    }
}
