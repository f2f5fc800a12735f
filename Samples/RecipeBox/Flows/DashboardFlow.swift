import UIKit
import RxFlow

/// The tab bar: all recipes and favorites, each its own navigation stack.
final class DashboardFlow: Flow {
    var root: Presentable { tabBarController }
    private let tabBarController = UITabBarController()

    func navigate(to step: Step) -> FlowContributors {
        guard (step as? AppStep) == .dashboard else { return .none }
        let recipesFlow = RecipesFlow(tab: .all)
        let favoritesFlow = RecipesFlow(tab: .favorites)
        Flows.use(recipesFlow, favoritesFlow, when: .created) { [unowned self] (recipes: UINavigationController,
                                                                               favorites: UINavigationController) in
            recipes.tabBarItem = UITabBarItem(title: "Recipes", image: nil, tag: 0)
            favorites.tabBarItem = UITabBarItem(title: "Favorites", image: nil, tag: 1)
            self.tabBarController.setViewControllers([recipes, favorites], animated: false)
        }
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: recipesFlow, withNextStepper: OneStepper(withSingleStep: AppStep.recipes(.list))),
            .contribute(withNextPresentable: favoritesFlow, withNextStepper: OneStepper(withSingleStep: AppStep.recipes(.favorites))),
        ])
    }
}
