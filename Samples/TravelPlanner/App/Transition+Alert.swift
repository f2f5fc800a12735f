import UIKit
import XCoordinator

extension Transition {
    /// A one-button alert over whatever is on screen.
    static func alertTransition(title: String, message: String?) -> Transition {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return .present(alert)
    }
}
