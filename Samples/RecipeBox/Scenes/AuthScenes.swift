import UIKit
import RxFlow

final class WelcomeViewModel: BaseViewModel {
    func signInTapped() { route(to: AppStep.signIn) }
    func signUpTapped() { route(to: .auth(.signUp)) }
}

final class WelcomeViewController: UIViewController {
    let viewModel: WelcomeViewModel

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class SignInViewModel: BaseViewModel {
    let isNewAccount: Bool

    init(isNewAccount: Bool) {
        self.isNewAccount = isNewAccount
    }

    func submit() {
        route(to: .auth(.completed))
    }
}

final class SignInViewController: UIViewController {
    let viewModel: SignInViewModel

    init(viewModel: SignInViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
