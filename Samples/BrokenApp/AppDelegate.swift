import UIKit
import RxFlow

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = FlowCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let appFlow = AppFlow(window: window)
        // No stepper: RxFlow's DefaultStepper emits RxFlowStep.home.
        coordinator.coordinate(flow: appFlow)
        window.makeKeyAndVisible()
        return true
    }
}
