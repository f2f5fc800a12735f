import UIKit
import XCoordinator

extension Transition {
    /// Presents a flow over the whole screen (the sheet style would let users swipe it away).
    static func presentFullScreen(_ presentable: Presentable, animation: Animation? = nil) -> Transition {
        presentable.viewController?.modalPresentationStyle = .fullScreen
        return .present(presentable, animation: animation)
    }
}
