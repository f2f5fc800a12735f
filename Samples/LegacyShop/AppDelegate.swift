import UIKit
import RxFlow
import RxSwift

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator = Coordinator()
    let disposeBag = DisposeBag()
    lazy var appFlow: AppFlow = {
        return AppFlow(window: self.window!, api: ShopAPI())
    }()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        coordinator.rx.willNavigate.subscribe(onNext: { flow, step in
            print("will navigate to flow=\(flow) and step=\(step)")
        }).disposed(by: self.disposeBag)

        coordinator.coordinate(flow: self.appFlow, withStepper: OneStepper(withSingleStep: ShopStep.catalog))
        return true
    }
}

final class ShopAPI {
    func products() -> [String] { return ["tea", "coffee"] }
}
