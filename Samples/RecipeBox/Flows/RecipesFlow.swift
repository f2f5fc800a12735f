import UIKit
import RxFlow

/// A tab's stack of recipes. Also takes the app's deep links.
final class RecipesFlow: Flow {
    enum Tab { case all, favorites }

    var root: Presentable { navigationController }
    private let navigationController = UINavigationController()
    private let tab: Tab

    init(tab: Tab) {
        self.tab = tab
    }

    func navigate(to step: Step) -> FlowContributors {
        if let link = step as? DeepLinkStep { return navigate(to: link) }
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .recipes(let recipeStep):
            return navigate(to: recipeStep)
        default:
            return .none
        }
    }

    private func navigate(to step: AppStep.Recipes) -> FlowContributors {
        switch step {
        case .list, .favorites:
            let viewController = AppContainer.shared.resolve(RecipeListViewController.self)!
            viewController.showsFavoritesOnly = step == .favorites
            navigationController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                     withNextStepper: viewController.reactor!))
        case .detail(let id):
            let viewController = AppContainer.shared.resolve(RecipeDetailViewController.self, argument: id)!
            return push(viewController, on: navigationController)
        case .share:
            return presentAlert(title: "Link copied", on: navigationController)
        case .settings:
            return presentSettings()
        case .settingsClosed:
            navigationController.presentedViewController?.dismiss(animated: true)
            return .none
        }
    }

    private func navigate(to link: DeepLinkStep) -> FlowContributors {
        return openDeepLink(link)
    }

    private func openDeepLink(_ link: DeepLinkStep) -> FlowContributors {
        switch link {
        case .recipe(let id) where tab == .all:
            return navigate(to: AppStep.recipes(.detail(id: id)))
        case .favorites where tab == .favorites:
            return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.recipes(.favorites)))
        default:
            return .none
        }
    }

    private func presentSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow()
        Flows.use(settingsFlow, when: .created) { [unowned self] root in
            root.modalPresentationStyle = .formSheet
            self.navigationController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow,
                                                 withNextStepper: OneStepper(withSingleStep: SettingsStep.overview)))
    }
}
