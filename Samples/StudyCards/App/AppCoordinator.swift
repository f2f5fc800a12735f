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
            MainFlow(
                window: window,
                session: session,
                onLogout: { [weak self] in
                    self?.session.signOut()
                    self?.start()
                },
                onAbout: { [weak self] in self?.showAbout() }
            )()
        } else {
            AuthFlow(in: window, onSignedIn: { [weak self] in self?.finishSignIn() })()
        }
    }

    /// Signing in stores the session first; the main flow starts once it is saved.
    private func finishSignIn() {
        session.save(completion: { [weak self] in
            self?.start()
        })
    }

    /// The about page covers the whole app. Planted mistake: the settings row that opened it is
    /// gone (see `SettingsViewController`), so neither it nor its licenses page can be reached.
    private func showAbout() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            AboutFlow(in: self.window)()
        }
    }
}

final class Session {
    private(set) var isSignedIn = false
    func save(completion: @escaping () -> Void) {
        isSignedIn = true
        completion()
    }
    func signOut() { isSignedIn = false }
}
