import UIKit
import RxFlow

/// The catalog's demo app: the catalog alone, for working on it without the rest of the shop.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        coordinator.coordinate(flow: DemoFlow(window: window!), with: OneStepper(withSingleStep: ShopStep.launch))
        window?.makeKeyAndVisible()
    }
}
