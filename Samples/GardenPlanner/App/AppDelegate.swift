import UIKit
import RxFlow

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let gardenFlow = GardenFlow()
        Flows.use(gardenFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: gardenFlow, with: OneStepper(withSingleStep: GardenStep.beds))
        return true
    }
}
