import UIKit
import RxFlow
import Core
import FeatureHome

/// Launches the home screens alone, for working on them without the rest of the app.
@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        coordinator.coordinate(flow: InitFlow(window: window), with: OneStepper(withSingleStep: AppStep.launch))
        window.makeKeyAndVisible()
        return true
    }
}
