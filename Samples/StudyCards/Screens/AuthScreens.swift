import UIKit

final class WelcomeViewController: UIViewController {
    private let signIn: () -> Void
    private let register: () -> Void

    init(signIn: @escaping () -> Void, register: @escaping () -> Void) {
        self.signIn = signIn
        self.register = register
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func signInTapped() { signIn() }
    @objc private func registerTapped() { register() }
}

final class SignInViewController: UIViewController {
    private let onSuccess: () -> Void

    init(onSuccess: @escaping () -> Void) {
        self.onSuccess = onSuccess
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func didSignIn() { onSuccess() }
}

final class RegisterViewController: UIViewController {
    private let onDone: () -> Void

    init(onDone: @escaping () -> Void) {
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func didRegister() { onDone() }
}
