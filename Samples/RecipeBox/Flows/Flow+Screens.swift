import UIKit
import RxFlow

/// Shared ways of showing a screen, for every flow.
extension Flow {
    /// Pushes a screen that is its own stepper and listens to it.
    func push<Screen: UIViewController & Stepper>(_ screen: Screen, on navigationController: UINavigationController,
                                                 animated: Bool = true) -> FlowContributors {
        navigationController.pushViewController(screen, animated: animated)
        return .one(flowContributor: .contribute(withNext: screen))
    }
}

/// Presents an alert and contributes nothing.
func presentAlert(title: String, on presenter: UIViewController) -> FlowContributors {
    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    presenter.present(alert, animated: true)
    return .none
}
