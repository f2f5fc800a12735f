import UIKit
import FunctionalNavigationFlowKit

/// The profile and its settings. Logging out travels as `onLogout` → `onSignOut` → `exit`.
func ProfileFlow(in navigationController: UINavigationController, onLogout: @escaping Flow) -> Flow {
    PushFlow(
        in: navigationController,
        animated: false,
        ProfileViewController(settings: PushFlow(
            in: navigationController,
            configuration: .combine(.title("Settings"), .hidesBottomBarWhenPushed),
            SettingsViewController(
                onSignOut: onLogout,
                about: PushFlow(in: navigationController, AboutViewController())
            )
        ))
    )
}
