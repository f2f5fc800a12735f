import UIKit
import RxFlow

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let appFlow = AppFlow(window: window)
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: ShopStep.launch))
        window.makeKeyAndVisible()
    }
}
