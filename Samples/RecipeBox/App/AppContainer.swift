import Swinject

/// The app's dependency container: screens and their reactors are resolved here.
enum AppContainer {
    static let shared: Container = {
        let container = Container()
        container.register(RecipeStore.self) { _ in RecipeStore() }.inObjectScope(.container)
        container.register(RecipeListReactor.self) { resolver in
            RecipeListReactor(store: resolver.resolve(RecipeStore.self)!)
        }
        container.register(RecipeListViewController.self) { resolver in
            let viewController = RecipeListViewController()
            viewController.reactor = resolver.resolve(RecipeListReactor.self)
            return viewController
        }
        container.register(RecipeDetailViewController.self) { (resolver, id: String) in
            RecipeDetailViewController(viewModel: RecipeDetailViewModel(id: id, store: resolver.resolve(RecipeStore.self)!))
        }
        return container
    }()
}

final class RecipeStore {
    var isSignedIn = false
    func recipe(id: String) -> String { id }
}
