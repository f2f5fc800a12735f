import UIKit
import FunctionalNavigationFlowKit

/// The signed-in app: a tab bar with the decks and the profile, each in its own stack.
func MainFlow(window: UIWindow, session: Session, onLogout: @escaping Flow, onAbout: @escaping Flow) -> Flow {
    SetWindowRootFlow(
        in: window,
        configuration: .combine(.keyAndVisible, .animated(duration: 0.3)),
        DeferredBuild(MainTabBarController.init) { tabBarController in
            SetTabBarItemsFlow(
                in: tabBarController,
                items: [
                    DeferredBuild(UINavigationController.init) { navigationController in
                        DecksFlow(in: navigationController)
                    },
                    DeferredBuild(UINavigationController.init) { navigationController in
                        ProfileFlow(in: navigationController, onLogout: onLogout, onAbout: onAbout)
                    },
                ]
            )
        }
    )
}
