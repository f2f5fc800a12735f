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
        let store = AppContainer.shared.resolve(RecipeStore.self)!
        let appFlow = AppFlow(window: window)
        coordinator.coordinate(flow: appFlow, with: AppStepper(store: store))
        window.makeKeyAndVisible()
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let id = url.pathComponents.last else { return false }
        coordinator.navigate(to: url.host == "favorites" ? DeepLinkStep.favorites : DeepLinkStep.recipe(id: id))
        return true
    }
}
