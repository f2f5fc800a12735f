import UIKit
import RxFlow
import Core

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        coordinator.coordinate(flow: InitFlow(window: window, store: ItemStore()),
                               with: OneStepper(withSingleStep: AppStep.launch))
        window.makeKeyAndVisible()
        return true
    }
}
