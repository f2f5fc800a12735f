import UIKit
import ReactorKit
import RxFlow
import RxSwift
import RxRelay

/// ReactorKit: the reactor is the stepper; the navigation intent travels through the state.
final class RecipeListReactor: Reactor, Stepper {
    enum Action {
        case select(id: String)
        case openSettings
    }

    enum Mutation {
        case setStep(AppStep?)
    }

    struct State {
        var step: AppStep?
    }

    let initialState = State()
    let steps = PublishRelay<Step>()
    private let store: RecipeStore
    private let disposeBag = DisposeBag()

    init(store: RecipeStore) {
        self.store = store
        state.compactMap(\.step)
            .bind(to: steps)
            .disposed(by: disposeBag)
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .select(let id):
            return .just(.setStep(.recipes(.detail(id: id))))
        case .openSettings:
            return .just(.setStep(.recipes(.settings)))
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var newState = state
        switch mutation {
        case .setStep(let step):
            newState.step = step
        }
        return newState
    }
}

final class RecipeListViewController: UITableViewController, View {
    typealias Reactor = RecipeListReactor

    var showsFavoritesOnly = false
    var disposeBag = DisposeBag()

    func bind(reactor: RecipeListReactor) {}
}
