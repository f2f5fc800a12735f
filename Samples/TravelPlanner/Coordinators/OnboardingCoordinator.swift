import UIKit
import XCoordinator

final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
    private let appRouter: UnownedRouter<AppRoute>

    init(appRouter: UnownedRouter<AppRoute>) {
        self.appRouter = appRouter
        super.init(initialRoute: .welcome)
    }

    override func prepareTransition(for route: OnboardingRoute) -> NavigationTransition {
        switch route {
        case .welcome:
            return .push(WelcomeViewController(viewModel: WelcomeViewModel(router: unownedRouter)))
        case .permissions:
            let viewModel = PermissionsViewModel(router: unownedRouter)
            return .push(PermissionsViewController(viewModel: viewModel))
        case .done:
            UserDefaults.standard.set(true, forKey: "onboarded")
            return .trigger(.home, on: appRouter)
        }
    }
}
