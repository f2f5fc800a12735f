import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

extension NavigationModel {
    func flow(_ name: String) -> FlowModel? { flows.first { $0.name == name } }
    func arm(_ flow: String, _ step: String) -> Arm? { self.flow(flow)?.arms.first { $0.steps.contains(step) } }
    func stepper(_ type: String) -> StepperModel? { steppers.first { $0.type == type } }
    var emittedSteps: Set<String> { Set(emissions.map(\.step)) }
}

/// A minimal flow around `arms`, switching on `AppStep`.
func flowSource(_ name: String = "AppFlow", root: String = "private let rootViewController = UINavigationController()",
                arms: String, extra: String = "") -> String {
    """
    final class \(name): Flow {
        var root: Presentable { return self.rootViewController }
        \(root)
        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? AppStep else { return .none }
            switch step {
            \(arms)
            }
        }
        \(extra)
    }
    """
}

let appStep = "enum AppStep: Step { case home, detail(id: Int), settings, done, close, login, logout, alert, next }"

@Suite struct StepEnumExtractionTests {
    @Test func directRefinedExtensionNestedIndirectAndNonEnum() {
        let m = model([
            "Steps.swift": """
            enum AppStep: Step { case home, detail(id: Int) }
            protocol FeatureStep: Step {}
            enum ProfileStep: FeatureStep { case avatar }
            enum LateStep { case one, two }
            enum Outer {
                enum Inner: Step { case deep }
            }
            indirect enum RootStep: Step {
                case onboarding(OnboardingStep)
                case plain
            }
            enum OnboardingStep: Step { case welcome }
            struct URLStep: Step { let url: URL }
            enum NotAStep { case home }
            """,
            "Late.swift": "extension LateStep: Step {}",
        ])
        #expect(m.stepEnums.map(\.name) == ["AppStep", "LateStep", "OnboardingStep", "Outer.Inner", "ProfileStep", "RootStep"])
        let byName = Dictionary(uniqueKeysWithValues: m.stepEnums.map { ($0.name, $0) })
        #expect(byName["AppStep"]?.conformance == .direct)
        #expect(byName["ProfileStep"]?.conformance == .viaProtocol("FeatureStep"))
        #expect(byName["LateStep"]?.conformance == .viaExtension)
        #expect(byName["AppStep"]?.cases.map(\.name) == ["home", "detail"])
        #expect(byName["AppStep"]?.cases[1].associatedValues == "(id: Int)")
        #expect(byName["AppStep"]?.line == 1 && byName["Outer.Inner"]?.line == 6)
        #expect(byName["RootStep"]?.cases.first?.payloadStepType == "OnboardingStep")
        #expect(m.otherStepTypes.map(\.name) == ["URLStep"])
    }

    @Test func aProjectsOwnStepProtocolIsNotRxFlows() {
        let m = model("protocol Step { func run() }\nenum Job: Step { case build }")
        #expect(m.stepEnums.isEmpty)
    }
}

@Suite struct FlowExtractionTests {
    @Test func rootKindStepTypesAndDefault() {
        let m = model([
            "Steps.swift": appStep,
            "Flows.swift": flowSource(arms: "case .home: return .none\ndefault: return .none") + "\n"
                + flowSource("TabsFlow", root: "let rootViewController = UITabBarController()", arms: "case .home: return .none")
                + "\n" + flowSource("WindowFlow", root: "private let rootViewController: UIWindow", arms: "case .home: return .none")
                + "\n" + flowSource("CustomFlow", root: "let rootViewController = MainNavigation()", arms: "case .home: return .none")
                + "\nclass MainNavigation: UINavigationController {}",
        ])
        #expect(m.flow("AppFlow")?.rootKind == .navigationStack)
        #expect(m.flow("AppFlow")?.stepTypes == ["AppStep"])
        #expect(m.flow("AppFlow")?.hasDefaultArm == true)
        #expect(m.flow("TabsFlow")?.rootKind == .tabBar)
        #expect(m.flow("TabsFlow")?.hasDefaultArm == false)
        #expect(m.flow("WindowFlow")?.rootKind == .window)
        #expect(m.flow("CustomFlow")?.rootKind == .navigationStack)
        #expect(m.flow("CustomFlow")?.rootType == "MainNavigation")
    }

    @Test func multiPatternOptionalWhereAndIfCaseArms() {
        let source = appStep + """

        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            let rootViewController = UINavigationController()
            var isLoggedIn = false
            func navigate(to step: Step) -> FlowContributors {
                if case AppStep.logout = step { return .end(forwardToParentFlowWithStep: AppStep.done) }
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home, .settings:
                    return .none
                case .detail(let id) where id > 0:
                    return .none
                case .login?:
                    return .none
                default:
                    return .none
                }
            }
        }
        """
        let m = model(source)
        let arms = m.flow("AppFlow")!.arms
        #expect(arms.map(\.steps) == [["AppStep.logout"], ["AppStep.home", "AppStep.settings"], ["AppStep.detail"],
                                      ["AppStep.login"], []])
        #expect(arms[2].whereClause == "id > 0")
        #expect(arms[4].isDefault)
        #expect(arms[0].outcomes == [.end] && arms[0].forwardsStep == "AppStep.done")
    }

    @Test func armsInTypedOverloadsAndDispatchHelpers() {
        let source = """
        enum SettingsStep: Step { case overview, privacy }
        enum AccountStep: Step { case profile }
        final class SettingsFlow: Flow {
            var root: Presentable { rootViewController }
            let rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                if let step = step as? AccountStep { return navigateAccount(step) }
                guard let step = step as? SettingsStep else { return .none }
                return navigate(to: step)
            }
            private func navigate(to step: SettingsStep) -> FlowContributors {
                switch step {
                case .overview: return showOverview()
                case .privacy: return .none
                }
            }
            private func navigateAccount(_ step: AccountStep) -> FlowContributors {
                switch step {
                case .profile:
                    rootViewController.popToRootViewController(animated: true)
                    return .none
                }
            }
            private func showOverview() -> FlowContributors {
                let viewController = OverviewViewController()
                rootViewController.pushViewController(viewController, animated: true)
                return .one(flowContributor: .contribute(withNext: viewController))
            }
        }
        final class OverviewViewController: UIViewController, Stepper { let steps = PublishRelay<Step>() }
        """
        let m = model(source)
        let flow = m.flow("SettingsFlow")!
        #expect(flow.arms.map(\.steps) == [["SettingsStep.overview"], ["SettingsStep.privacy"], ["AccountStep.profile"]])
        #expect(flow.stepTypes == ["AccountStep", "SettingsStep"])
        #expect(flow.arms[0].outcomes == [.push] && flow.arms[0].via == ["showOverview"])
        #expect(flow.arms[0].presentables == ["OverviewViewController"] && flow.arms[0].steppers == ["OverviewViewController"])
        #expect(flow.arms[2].outcomes == [.none, .pop])
    }

    @Test func nestedSwitchOnAContainerCasePayload() {
        let source = """
        enum AppStep: Step {
            indirect case onboarding(OnboardingStep)
            case home
        }
        enum OnboardingStep: Step { case welcome, terms }
        final class AppFlow: Flow {
            var root: Presentable { window }
            let window = UIWindow()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .onboarding(let inner):
                    switch inner {
                    case .welcome: return .none
                    case .terms: return .end(forwardToParentFlowWithStep: AppStep.home)
                    }
                case .home:
                    return .none
                }
            }
        }
        """
        let m = model(source)
        let steps = m.flow("AppFlow")!.arms.map(\.steps)
        // The nested arms decide: the wrapper case is no arm of its own.
        #expect(steps == [["OnboardingStep.welcome"], ["OnboardingStep.terms"], ["AppStep.home"]])
        #expect(m.arm("AppFlow", "OnboardingStep.terms")?.outcomes == [.end])
    }

    @Test(arguments: [
        ("rootViewController.pushViewController(UIViewController(), animated: true); return .none", [.none, .push]),
        ("rootViewController.present(UIViewController(), animated: true); return .none", [.none, .present]),
        ("rootViewController.setViewControllers([UIViewController()], animated: false); return .none", [.none, .setRoot]),
        ("rootViewController.dismiss(animated: true); return .none", [.dismiss, .none]),
        ("rootViewController.popViewController(animated: true); return .none", [.none, .pop]),
        ("return .end(forwardToParentFlowWithStep: AppStep.done)", [.end]),
        ("return .one(flowContributor: .forwardToParentFlow(withStep: AppStep.done))", [.forwardToParent]),
        ("return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.home))", [.forwardToCurrent]),
        ("return .none", [.none]),
        ("return .multiple(flowContributors: [.forwardToCurrentFlow(withStep: AppStep.home), .forwardToParentFlow(withStep: AppStep.done)])",
         [.forwardToCurrent, .forwardToParent, .multiple]),
        ("return services.router.route(step)", [.other]),
        ("let flow = ChildFlow(); return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: AppStep.home)))",
         [.childFlow]),
    ] as [(String, [Outcome])])
    func outcomes(_ body: String, _ expected: [Outcome]) {
        let m = model([
            "Steps.swift": appStep,
            "Flow.swift": flowSource(arms: "case .settings:\n" + body + "\ndefault: return .none"),
            "Child.swift": flowSource("ChildFlow", arms: "case .home: return .none\ndefault: return .none"),
        ])
        #expect(m.arm("AppFlow", "AppStep.settings")?.outcomes == expected)
    }

    @Test func forwardsEveryForm() {
        let forms = [
            ".end(forwardToParentFlowWithStep: AppStep.done)", ".end(withStepForParentFlow: AppStep.done)",
            ".triggerParentFlow(withStep: AppStep.done)", ".one(flowContributor: .forwardToParentFlow(withStep: AppStep.done))",
            ".one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.done))",
        ]
        for form in forms {
            let m = model(appStep + "\n" + flowSource(arms: "case .close: return \(form)\ndefault: return .none"))
            #expect(m.arm("AppFlow", "AppStep.close")?.forwardsStep == "AppStep.done", "\(form)")
        }
        let legacy = model(appStep + "\n" + flowSource(arms: "case .close: return .stepNotHandled\ndefault: return .none"))
        // RxFlow 1.x hands a step the flow does not handle to the parent coordinator.
        #expect(legacy.arm("AppFlow", "AppStep.close")?.declinesStep == true)
        #expect(legacy.arm("AppFlow", "AppStep.close")?.outcomes == [.forwardToParent])
        #expect(legacy.arm("AppFlow", "AppStep.close")?.forwardsOwnStep == true)
    }

    @Test func contributionsAndChildFlowsInEveryForm() {
        let m = model([
            "Steps.swift": appStep,
            "Flow.swift": flowSource(arms: """
                case .home:
                    let viewModel = HomeViewModel()
                    let viewController = HomeViewController.instantiate(withViewModel: viewModel)
                    rootViewController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
                case .detail:
                    let viewController = DetailViewController(viewModel: DetailViewModel())
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
                case .settings:
                    let settings = SettingsFlow()
                    Flows.use(settings, when: .created) { root in self.rootViewController.present(root, animated: true) }
                    return .one(flowContributor: .contribute(withNextPresentable: settings, withNextStepper: OneStepper(withSingleStep: AppStep.close)))
                case .login:
                    let a = ChildFlow(), b = SettingsFlow()
                    Flows.whenReady(flow1: a, flow2: b) { _, _ in }
                    return NextFlowItems.multiple(flowItems: [NextFlowItem(nextPresentable: a, nextStepper: CompositeStepper(steppers: [OneStepper(withSingleStep: AppStep.next), HomeViewModel()]))])
                default:
                    return .none
                """),
            "Child.swift": flowSource("ChildFlow", arms: "default: return .none") + "\n"
                + flowSource("SettingsFlow", arms: "case .close: return .end(forwardToParentFlowWithStep: AppStep.done)\ndefault: return .none"),
            "Scenes.swift": """
                final class HomeViewModel: Stepper { let steps = PublishRelay<Step>(); func go() { steps.accept(AppStep.detail(id: 1)) } }
                final class HomeViewController: UIViewController { var viewModel: HomeViewModel! }
                final class DetailViewModel: Stepper { let steps = PublishRelay<Step>(); func go() { steps.accept(.settings) } }
                final class DetailViewController: UIViewController {
                    init(viewModel: DetailViewModel) {}
                }
                """,
        ])
        let home = m.arm("AppFlow", "AppStep.home")!
        #expect(home.presentables == ["HomeViewController"] && home.steppers == ["HomeViewModel"])
        #expect(home.nextSteps == ["AppStep.detail"])
        let detail = m.arm("AppFlow", "AppStep.detail")!
        #expect(detail.steppers == ["DetailViewModel"] && detail.nextSteps == ["AppStep.settings"])
        let settings = m.arm("AppFlow", "AppStep.settings")!
        #expect(settings.childFlows == ["SettingsFlow"] && settings.outcomes == [.childFlow, .present])
        let login = m.arm("AppFlow", "AppStep.login")!
        #expect(login.childFlows == ["ChildFlow", "SettingsFlow"])
        let child = m.coordinations.first { $0.kind == .child && $0.flow == "ChildFlow" }
        #expect(child?.startSteps == ["AppStep.detail", "AppStep.next"])
        let modal = m.coordinations.first { $0.kind == .child && $0.flow == "SettingsFlow" && $0.steps == ["AppStep.settings"] }
        #expect(modal?.embedding == .presented && modal?.startSteps == ["AppStep.close"])
    }

    @Test func helpersAreFollowedTransitivelyWithCycleProtection() {
        let m = model(appStep + "\n" + flowSource(arms: "case .home: return first()\ndefault: return .none", extra: """
            private func first() -> FlowContributors { prepare(); return second() }
            private func prepare() { rootViewController.dismiss(animated: false) }
            private func second() -> FlowContributors {
                if Bool.random() { return first() }
                rootViewController.pushViewController(UIViewController(), animated: true)
                return .none
            }
            """))
        let arm = m.arm("AppFlow", "AppStep.home")!
        #expect(arm.outcomes == [.dismiss, .none, .push])  // `second()` returns `.none` on one branch
        #expect(arm.via == ["first", "prepare", "second"])
    }
}

@Suite struct EmissionExtractionTests {
    @Test func stepperEmissionsInEveryForm() {
        let m = model([
            "Steps.swift": appStep,
            "VM.swift": """
            final class LoginViewModel: Stepper {
                let steps = PublishRelay<Step>()
                var initialStep: Step { return AppStep.login }
                func done(success: Bool) { steps.accept(success ? AppStep.done : .close) }
                func bind() {
                    button.rx.tap.map { _ in AppStep.settings }.bind(to: steps).disposed(by: bag)
                    other.map { value -> Step in
                        return .detail(id: value)
                    }.bind(to: self.steps).disposed(by: bag)
                    api.load { [weak self] in self?.steps.accept(AppStep.next) }
                }
            }
            final class LoginViewController: UIViewController {
                let viewModel = LoginViewModel()
                func tap() { viewModel.steps.accept(AppStep.logout) }
            }
            """,
        ])
        let vm = m.stepper("LoginViewModel")!
        #expect(vm.emits == ["AppStep.close", "AppStep.detail", "AppStep.done", "AppStep.login", "AppStep.logout",
                             "AppStep.next", "AppStep.settings"])
        #expect(vm.initialStep == "AppStep.login")
        let hows = Dictionary(grouping: m.emissions, by: \.step).mapValues { Set($0.map(\.how)) }
        #expect(hows["AppStep.settings"] == [.bind] && hows["AppStep.detail"] == [.bind])
        #expect(hows["AppStep.login"] == [.initialStep] && hows["AppStep.next"] == [.accept])
        #expect(m.emissions.first { $0.step == "AppStep.logout" }?.enclosingType == "LoginViewController")
    }

    @Test func otherEmissionSites() {
        let m = model([
            "Steps.swift": appStep,
            "App.swift": """
            final class AppDelegate {
                let coordinator = FlowCoordinator()
                func start() {
                    let flow = AppFlow()
                    coordinator.coordinate(flow: flow, with: CompositeStepper(steppers: [OneStepper(withSingleStep: AppStep.home), DefaultStepper()]))
                }
                func open(url: URL) { coordinator.navigate(to: AppStep.detail(id: 3)) }
            }
            """,
            "Flow.swift": flowSource(arms: "case .home: return navigate(to: AppStep.settings)\ndefault: return .none", extra: """
                func adapt(step: Step) -> Single<Step> {
                    if case AppStep.logout = step { return .just(AppStep.close) }
                    return .just(step)
                }
                """),
        ])
        let hows = Set(m.emissions.map { "\($0.step) \($0.how)" })
        #expect(hows.isSuperset(of: ["AppStep.home oneStepper", "RxFlowStep.home defaultStepper", "AppStep.detail deepLink",
                                     "AppStep.close adapt", "AppStep.settings selfNavigate"]))
        let root = m.coordinations.first { $0.kind == .root }
        #expect(root?.flow == "AppFlow" && root?.stepper == "CompositeStepper")
        #expect(root?.startSteps == ["AppStep.home", "RxFlowStep.home"])
        // `navigate(to: AppStep.settings)` returns what the arm taking `.settings` (the default) returns.
        #expect(m.arm("AppFlow", "AppStep.home")?.outcomes == [.forwardToCurrent, .none])
    }

    @Test func legacyCoordinatorAndDefaultStepper() {
        let m = model([
            "Steps.swift": appStep,
            "Flow.swift": flowSource(arms: "default: return .none"),
            "App.swift": """
            class AppDelegate {
                var coordinator = Coordinator()
                lazy var appFlow = AppFlow()
                func legacy() { coordinator.coordinate(flow: self.appFlow, withStepper: OneStepper(withSingleStep: AppStep.home)) }
                func modern() { FlowCoordinator().coordinate(flow: AppFlow()) }
            }
            """,
        ])
        let roots = m.coordinations.filter { $0.kind == .root }
        #expect(roots.map(\.flow) == ["AppFlow", "AppFlow"])
        #expect(roots.map(\.stepper) == ["OneStepper", "DefaultStepper"])
        #expect(roots.map(\.startSteps) == [["AppStep.home"], ["RxFlowStep.home"]])
    }
}

@Suite struct NameResolutionTests {
    @Test func sharedCaseNamesAreAmbiguousNotGuessed() {
        let m = model("""
        enum AppStep: Step { case home, close }
        enum ModalStep: Step { case close }
        final class VM: Stepper {
            let steps = PublishRelay<Step>()
            func a() { steps.accept(.close) }
            func b() { steps.accept(.home) }
        }
        """)
        #expect(m.emittedSteps == ["AppStep.home"])
        #expect(m.ambiguities.count == 1)
        #expect(m.ambiguities[0].candidates == ["AppStep.close", "ModalStep.close"])
        #expect(m.ambiguities[0].line == 5)
    }

    @Test func nonStepEnumsSelectorsAndSameNamedMethodsAreNotEmissions() {
        let m = model("""
        enum AppStep: Step { case alert, logout, refresh }
        enum BannerStyle { case alert, toast }
        final class VC: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            override func viewDidLoad() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                show(style: .alert)
                button.addTarget(self, action: #selector(logout), for: .touchUpInside)
                timer = Timer(target: self, selector: #selector(VC.refresh), userInfo: nil, repeats: true)
                if step == AppStep.refresh { logout() }
                steps.accept(BannerStyle.alert)
            }
            @objc func logout() {}
            @objc func refresh() {}
            func show(style: BannerStyle) {}
        }
        """)
        #expect(m.emissions.isEmpty)
        #expect(m.ambiguities.isEmpty)
    }

    @Test func castTypeDecidesImplicitPatterns() {
        let m = model("""
        enum AppStep: Step { case close }
        enum ModalStep: Step { case close }
        final class ModalFlow: Flow {
            var root: Presentable { vc }
            let vc = UIViewController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? ModalStep else { return .none }
                switch step { case .close: return .end(forwardToParentFlowWithStep: AppStep.close) }
            }
        }
        """)
        #expect(m.flow("ModalFlow")?.arms.map(\.steps) == [["ModalStep.close"]])
        #expect(m.ambiguities.isEmpty)
    }
}

@Suite struct DeterminismTests {
    @Test func outputDoesNotDependOnFileOrderOrThreads() throws {
        let files = [
            "a/Steps.swift": appStep,
            "b/Flow.swift": flowSource(arms: "case .home: return .none\ndefault: return .none"),
            "c/VM.swift": "final class VM: Stepper { let steps = PublishRelay<Step>(); func f() { steps.accept(AppStep.home) } }",
        ]
        let forward = Analyzer.standard.analyze(sources: files.map { ($0.key, $0.value) })
        let reversed = Analyzer.standard.analyze(sources: files.map { ($0.key, $0.value) }.reversed())
        #expect(try StableJSON.encode(forward.model, pretty: true) == StableJSON.encode(reversed.model, pretty: true))
    }
}

@Suite struct HostileExtractionTests {
    @Test func deeplyNestedArgumentsDoNotRecurse() {
        let parens = String(repeating: "(", count: 50_000) + "AppStep.home" + String(repeating: ")", count: 50_000)
        let source = appStep + "\nfinal class VM: Stepper { let steps = PublishRelay<Step>(); func f() { steps.accept(\(parens)) } }"
        let m = model(source)
        #expect(m.stepEnums.count == 1)
        let braces = "final class F: Flow { func navigate(to step: Step) -> FlowContributors { "
            + String(repeating: "switch step { case .home: ", count: 20_000) + " } }"
        let nested = model(appStep + "\n" + braces)
        // Step switches nested past the cap are read as code of the outer arm, not as more arms.
        #expect(nested.flow("F")?.arms.count == FlowFunctionExtractor.maxArmNesting)
        #expect(nested.flow("F")?.arms.allSatisfy { $0.steps == ["AppStep.home"] } == true)
    }
}

@Suite struct RealWorldPatternTests {
    @Test func reactorKitStyleStepStateAndStepReturningHelpers() {
        let m = model([
            "Steps.swift": appStep,
            "Reactor.swift": """
            final class LoginReactor: Reactor, Stepper {
                let steps = PublishRelay<Step>()
                enum Mutation { case setStep(AppStep?) }
                struct State { var step: AppStep? }
                func reduce(state: State, mutation: Mutation) -> State {
                    var newState = state
                    switch mutation {
                    case .setStep(let step): newState.step = step
                    }
                    if flag { newState.step = .done }
                    return newState
                }
                func mutate() -> Observable<Mutation> { .just(.setStep(.detail(id: 1))) }
                func nextStep(for success: Bool) -> AppStep? {
                    if success { return .settings }
                    return nil
                }
                func bindSteps() {
                    state.compactMap { $0.step }.bind(to: steps).disposed(by: bag)
                    Observable.just(AppStep.logout).bind(to: steps).disposed(by: bag)
                }
            }
            """,
        ])
        let hows = Set(m.emissions.map { "\($0.step) \($0.how)" })
        #expect(hows.isSuperset(of: ["AppStep.done typed", "AppStep.detail typed", "AppStep.settings typed",
                                     "AppStep.logout bind"]))
        #expect(m.stepper("LoginReactor")?.emits.contains("AppStep.done") == true)
    }

    @Test func viewModelBasedControllersWithTypealiases() {
        let m = model([
            "Steps.swift": appStep,
            "Flow.swift": flowSource(arms: """
                case .home:
                    let viewController = HomeViewController.instantiate(withViewModel: HomeViewModel(), andServices: services)
                    rootViewController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
                case .detail:
                    let controller = container.resolve(DetailViewController.self)!
                    return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: controller.viewModel))
                default: return .none
                """),
            "Scenes.swift": """
            final class HomeViewModel: Stepper { let steps = PublishRelay<Step>(); func f() { steps.accept(AppStep.detail(id: 2)) } }
            final class HomeViewController: UIViewController, ViewModelBased {
                typealias ViewModelType = HomeViewModel
                var viewModel: ViewModelType!
            }
            final class DetailViewModel: Stepper { let steps = PublishRelay<Step>(); func f() { steps.accept(AppStep.done) } }
            final class DetailViewController: UIViewController { var viewModel: DetailViewModel! }
            """,
        ])
        #expect(m.arm("AppFlow", "AppStep.home")?.steppers == ["HomeViewModel"])
        #expect(m.arm("AppFlow", "AppStep.home")?.nextSteps == ["AppStep.detail"])
        #expect(m.arm("AppFlow", "AppStep.detail")?.steppers == ["DetailViewModel"])
        #expect(m.arm("AppFlow", "AppStep.detail")?.presentables == ["DetailViewController"])
    }

    /// SwinjectAutoregistration's `~>` resolves a type as `resolve(_:)` does: plain, with an argument, through a local.
    @Test func autoregistrationOperatorNamesTheResolvedType() {
        let m = model([
            "Steps.swift": appStep,
            "Flow.swift": flowSource(arms: """
                case .home:
                    let controller = resolver ~> DetailViewController.self
                    return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: controller.viewModel))
                case .detail:
                    return .one(flowContributor: .contribute(withNextPresentable: resolver ~> (DetailViewController.self, argument: 3),
                                                             withNextStepper: OneStepper(withSingleStep: AppStep.done)))
                default: return .none
                """),
            "Scenes.swift": """
            final class DetailViewModel: Stepper { let steps = PublishRelay<Step>(); func f() { steps.accept(AppStep.done) } }
            final class DetailViewController: UIViewController { var viewModel: DetailViewModel! }
            """,
        ])
        #expect(m.arm("AppFlow", "AppStep.home")?.presentables == ["DetailViewController"])
        #expect(m.arm("AppFlow", "AppStep.home")?.steppers == ["DetailViewModel"])
        #expect(m.arm("AppFlow", "AppStep.detail")?.presentables == ["DetailViewController"])
    }

    @Test func allmanBracesAndOddFormatting() {
        let m = model(appStep + """

        final class OddFlow : Flow
        {
            var root : Presentable
            {
                return rootViewController
            }
            let rootViewController = UINavigationController( )
            func navigate( to step : Step ) -> FlowContributors
            {
                guard let step = step as? AppStep else
                {
                    return .none
                }
                switch step
                {
                case .home :
                    return .none
                case
                    .detail ,
                    .settings :
                    return .end( forwardToParentFlowWithStep : AppStep.done )
                default :
                    return .none
                }
            }
        }
        """)
        #expect(m.flow("OddFlow")?.arms.map(\.steps) == [["AppStep.home"], ["AppStep.detail", "AppStep.settings"], []])
        #expect(m.flow("OddFlow")?.rootKind == .navigationStack)
        #expect(m.arm("OddFlow", "AppStep.detail")?.forwardsStep == "AppStep.done")
    }
}

@Suite struct DelegationTests {
    @Test func sameFileStepHelpersAndDelegatingFlows() {
        let files = [
            "Steps.swift": appStep,
            "VM.swift": """
            final class HomeViewModel: Stepper {
                let steps = PublishRelay<Step>()
                private func go(_ step: AppStep) { steps.accept(step) }
                func open() { go(.detail(id: 4)) }
            }
            """,
            "Flow.swift": """
            final class RouterFlow: Flow {
                var root: Presentable { router.root }
                let router = Router()
                func navigate(to step: Step) -> FlowContributors {
                    return router.route(step)
                }
            }
            """,
        ]
        let m = model(files)
        #expect(m.emissions.contains { $0.step == "AppStep.detail" && $0.how == .helper && $0.emitter == "HomeViewModel" })
        #expect(m.flow("RouterFlow")?.delegatesNavigation == true)
        let analysis = Analyzer.standard.analyze(sources: files.map { ($0.key, $0.value) })
        #expect(!Linter.lint(analysis).findings.contains { $0.ruleID == "unhandled_step" })
    }
}
