import UIKit
import RxFlow
import RxSwift
import RxCocoa

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()
    private let disposeBag = DisposeBag()
    private let services = AppServices()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let window = self.window else { return false }

        coordinator.rx.didNavigate
            .subscribe(onNext: { flow, step in
                #if DEBUG
                print("➡️ \(type(of: flow)) handled \(step)")
                #endif
            })
            .disposed(by: disposeBag)

        let appFlow = AppFlow(window: window, services: services)
        coordinator.coordinate(flow: appFlow, with: AppStepper(services: services))
        return true
    }

    /// cinema://movie/42 opens the movie wherever the user is.
    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.host == "movie", let movieID = Int(url.lastPathComponent) else { return false }
        coordinator.navigate(to: CinemaStep.movieDetail(id: movieID))
        return true
    }
}
