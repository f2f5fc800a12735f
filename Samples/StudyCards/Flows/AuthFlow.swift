import UIKit
import FunctionalNavigationFlowKit

/// Welcome → sign in, or welcome → register; both end by calling `onSignedIn`.
func AuthFlow(in window: UIWindow, onSignedIn: @escaping Flow) -> Flow {
    SetWindowRootFlow(
        in: window,
        configuration: .keyAndVisible,
        DeferredBuild(UINavigationController.init) { (navigationController: UINavigationController) -> Flow in
            PushFlow(
                in: navigationController,
                animated: false,
                WelcomeViewController(
                    signIn: PushFlow(in: navigationController, SignInViewController(onSuccess: onSignedIn)),
                    register: {
                        PushFlow(in: navigationController, RegisterViewController(onDone: PopToRootFlow(in: navigationController)))()
                    }
                )
            )
        }
    )
}
