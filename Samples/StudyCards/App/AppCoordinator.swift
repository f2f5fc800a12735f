import UIKit
import FunctionalNavigationFlowKit

/// Starts the app: the sign-in flow for a new user, the main flow otherwise. Logging out and signing
/// in restart it, so the cycle goes through this object, not through flow functions.
final class AppCoordinator {
    private let window: UIWindow
    private let session: Session

    init(window: UIWindow, session: Session) {
        self.window = window
        self.session = session
    }

    func start() {
        if session.isSignedIn {
            MainFlow(window: window, session: session, onLogout: { [weak self] in
                self?.session.signOut()
                self?.start()
            })()
        } else {
            AuthFlow(in: window, onSignedIn: { [weak self] in self?.start() })()
        }
    }
}

final class Session {
    private(set) var isSignedIn = false
    func signOut() { isSignedIn = false }
}
