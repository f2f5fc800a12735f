import UIKit
import FunctionalNavigationFlowKit

/// The profile and its settings. Logging out travels as `onLogout` → `onSignOut` → `exit`.
func ProfileFlow(in navigationController: UINavigationController, onLogout: @escaping Flow, onAbout: @escaping Flow) -> Flow {
    PushFlow(
        in: navigationController,
        animated: false,
        ProfileViewController(settings: PushFlow(
            in: navigationController,
            configuration: .combine(.title("Settings"), .hidesBottomBarWhenPushed),
            SettingsViewController(
                onSignOut: onLogout,
                about: onAbout
            )
        ))
    )
}

/// The about page in its own stack, presented over the window, with the licenses behind it.
func AboutFlow(in window: UIWindow) -> Flow {
    PresentFlow(
        in: window,
        configuration: .presentationStyle(.pageSheet),
        DeferredBuild(UINavigationController.init) { navigationController in
            PushFlow(
                in: navigationController,
                AboutViewController(licenses: PushFlow(in: navigationController, LicensesViewController()))
            )
        }
    )
}
