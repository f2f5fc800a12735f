extension Rules {
    package static let deadStep = LintRule(
        description: RuleDescription(
            id: "dead_step", name: "Dead Step", defaultSeverity: .warning, isOptIn: false,
            summary: "A declared step case that nothing emits or refers to.",
            rationale: """
            A step no stepper emits, no coordinator is given and no flow forwards can never reach a \
            flow: the arms handling it are dead code, or the screen that should emit it was never \
            wired. Any reference outside the case's declaration, case patterns and comparisons keeps \
            a step alive: qualified (`AppStep.x`, whatever it is given to: \
            `Cell.Dependencies(intent: AppStep.about)`, `.map(AppStep.detail)`), or implicit in a \
            position typed as a step (`MenuItem(step: .about)`, `Renderer.Item(step: .about)` for a \
            nested type, `let tabs: [AppStep] = [.home]`, `route(.detail)`), through a \
            static shortcut (`AppStep.authStart`) or a call to an emission helper. A nested step \
            (`AppStep.Auth.done`) keeps its container case (`AppStep.auth`) alive. A step only ever \
            re-forwarded by the arm that receives it (`.end(forwardToParentFlowWithStep: step)`) is \
            still dead. XCoordinator routes are steps too: a route no router triggers (`router.trigger`, \
            `.trigger(_:on:)`, `initialRoute:`, a redirection, a deep link) and no code names \
            (`AppRoute.x`) has only an arm the compiler forced on the switch; its finding says \
            "Route 'ShopRoute.promotion' is declared but nothing triggers it".
            """,
            triggering: [
                RuleExample(
                    """
                    enum AppStep: Step {
                        case home
                        case ↓promotion
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .promotion: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                RuleExample(
                    """
                    enum AppStep: Step {
                        case home
                        case ↓logout
                    }
                    final class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            button.addTarget(self, action: #selector(logout), for: .touchUpInside)
                        }
                        @objc func logout() {}
                    }
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // Passing on the step it received is not producing it.
                RuleExample(
                    """
                    enum AppStep: Step {
                        case home
                        case ↓done
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .done: return .end(forwardToParentFlowWithStep: step)
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // XCoordinator: a route with an arm and no trigger.
                RuleExample(
                    """
                    import XCoordinator
                    enum ShopRoute: Route {
                        case list
                        case ↓promotion
                    }
                    final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                        init() { super.init(initialRoute: .list) }
                        override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                            switch route {
                            case .list: return .push(UIViewController())
                            case .promotion: return .none()
                            }
                        }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.viewModel("HomeViewModel", emits: ["AppStep.detail(id: 1)"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home: return .none
                            case .detail: return .end(forwardToParentFlowWithStep: AppStep.done)
                            case .done: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // A qualified case given to any initializer is a use, whatever the field's type.
                RuleExample(
                    """
                    enum AppStep: Step { case home, about }
                    struct CellViewModel {
                        struct Dependencies { let routingIntent: Step }
                        let dependencies: Dependencies
                    }
                    let about = CellViewModel(dependencies: CellViewModel.Dependencies(routingIntent: AppStep.about))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // Step values carried in typed positions and emitted later.
                RuleExample(
                    """
                    enum AppStep: Step { case home, about, help }
                    struct MenuItem {
                        let step: AppStep
                        let title: String
                    }
                    final class MenuViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        let items = [MenuItem(step: .about, title: "About")]
                        var fallback: AppStep = .help
                        func select(_ item: MenuItem) { steps.accept(item.step) }
                    }
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // Nested steps, static shortcuts and emission helpers.
                RuleExample(
                    """
                    enum AppStep: Step {
                        indirect case auth(Auth)
                        case home
                        enum Auth: Step { case signIn, done }
                        static var signIn: AppStep { .auth(.signIn) }
                    }
                    class BaseViewModel: Stepper {
                        let steps = PublishRelay<Step>()
                        func emit(_ step: AppStep) { steps.accept(step) }
                    }
                    final class LoginViewModel: BaseViewModel {
                        func start() { steps.accept(AppStep.signIn) }
                        func finish() { emit(.auth(.done)) }
                    }
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a declared step case (or XCoordinator route) is named nowhere outside its declaration, case \
                patterns and comparisons: no stepper emits it, no coordinator, deep link, forward, static \
                shortcut, emission helper or position typed as a step names it, no nested step keeps it alive as \
                their container case, and no XCoordinator router triggers it
                """,
                silentWhen: """
                any reference may name it, even one only possibly emitted (a typed position, a superclass's \
                emission), or a reference the tool cannot pin to one step enum could (a not-checked note says \
                where)
                """),
            // XCoordinator teams call them dead routes (`dead_route` is FunctionalNavigationFlowKit's own rule).
            aliases: ["unused_route"]),
        marks: .deadStep,
        check: { navigation, rule in
            let usage = navigation.stepUsage
            // Each flow's arms by the steps they take, once: a dead step's arms are looked up, not
            // searched for among all of its flows' arms (16,000 arms in one flow, most of them dead).
            var armsTaking: [String: [String: [Arm]]] = [:]
            for (flow, arms) in usage.arms {
                for arm in arms { for step in arm.steps.uniqued() { armsTaking[flow, default: [:]][step, default: []].append(arm) } }
            }
            return navigation.model.stepEnums.flatMap { stepEnum in
                let words = navigation.frontEnds.words(of: stepEnum.framework)
                return stepEnum.cases.compactMap { stepCase -> Finding? in
                    let id = stepEnum.name + "." + stepCase.name
                    guard !usage.producedSteps.contains(id), !usage.stepsOfAmbiguousReferences.contains(id) else { return nil }
                    let handlers = usage.handlers[id] ?? []
                    let handledNote = handlers.isEmpty ? "" : " (handled by \(handlers.sorted().joined(separator: ", ")))"
                    let related = handlers.sorted().flatMap { flow in
                        (armsTaking[flow]?[id] ?? []).map {
                            RelatedLocation(location: $0.location, message: "\(flow) handles it here")
                        }
                    }
                    let message = "\(words.step) '\(id)' is declared but nothing \(words.emits) it\(handledNote)"
                    return rule.finding(message,
                                        at: stepEnum.location(of: stepCase),
                                        related: related, about: .step(id))
                }
            }
        })
}
