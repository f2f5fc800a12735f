import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class WelcomeViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func getStarted() {
        steps.accept(CinemaStep.signIn)
    }
}

final class WelcomeViewController: UIViewController {
    private let viewModel: WelcomeViewModel
    private let startButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        startButton.setTitle("Get started", for: .normal)
        startButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.viewModel.getStarted() })
            .disposed(by: disposeBag)
    }
}

final class SignInViewModel: Stepper {
    let steps = PublishRelay<Step>()
    let userName = BehaviorRelay<String>(value: "")
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func submit() {
        guard !userName.value.isEmpty else { return }
        steps.accept(CinemaStep.signInDone(userName: userName.value))
    }
}

final class SignInViewController: UIViewController {
    private(set) var viewModel: SignInViewModel!

    static func instantiate(withViewModel viewModel: SignInViewModel) -> SignInViewController {
        let viewController = SignInViewController()
        viewController.viewModel = viewModel
        return viewController
    }
}
