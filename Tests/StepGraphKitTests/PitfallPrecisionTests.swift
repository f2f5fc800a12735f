import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The pitfall rules stay silent on a correct app written the ways real RxFlow apps are: screens shown
/// through helpers, embedded with `viewControllers = […]`, `setViewControllers` or `addChild`, tabs set
/// from `Flows.use(…, when: .created)`, steppers resolved from Swinject, composite and one-step
/// steppers, and `RxFlowStep.home` mapped onto the app's own step enum.
@Suite struct PitfallPrecisionTests {
    static let steps = """
    import RxFlow
    enum AppStep: Step {
        case home
        case login
        case loggedIn
        case dashboard
        case movies
        case movieDetail(id: Int)
        case settings
        case about
        case settingsDone
    }
    extension Step {
        /// `RxFlowStep.home` (the default stepper's step) is the app's home.
        var asAppStep: AppStep? {
            if let step = self as? RxFlowStep, step == .home { return .home }
            return self as? AppStep
        }
    }
    """

    static let appFlow = """
    import UIKit
    import RxFlow
    import Swinject
    final class AppFlow: Flow {
        var root: Presentable { window }
        private let window: UIWindow
        private let resolver: Resolver
        init(window: UIWindow, resolver: Resolver) { self.window = window; self.resolver = resolver }

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step.asAppStep else { return .none }
            switch step {
            case .home, .login:
                let viewModel = resolver.resolve(LoginViewModel.self)!
                let viewController = LoginViewController(viewModel: viewModel)
                setRoot(viewController)
                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
            case .loggedIn, .dashboard:
                let dashboard = DashboardFlow(resolver: resolver)
                Flows.use(dashboard, when: .created) { [unowned self] root in self.window.rootViewController = root }
                return .one(flowContributor: .contribute(withNextPresentable: dashboard,
                                                         withNextStepper: OneStepper(withSingleStep: AppStep.dashboard)))
            default:
                return .none
            }
        }

        private func setRoot(_ viewController: UIViewController) {
            window.rootViewController = viewController
        }
    }

    /// Sends the user back to sign-in when the session expires.
    final class SessionStepper: Stepper {
        let steps = PublishRelay<Step>()
        func expired() { steps.accept(AppStep.login) }
    }
    final class LoginViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func signIn() { steps.accept(AppStep.loggedIn) }
    }
    final class LoginViewController: UIViewController {
        init(viewModel: LoginViewModel) { super.init(nibName: nil, bundle: nil) }
    }
    """

    static let dashboardFlow = """
    import UIKit
    import RxFlow
    import Swinject
    final class DashboardFlow: Flow {
        var root: Presentable { tabBarController }
        private let tabBarController = UITabBarController()
        private let resolver: Resolver
        init(resolver: Resolver) { self.resolver = resolver }

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? AppStep else { return .none }
            switch step {
            case .dashboard:
                let movies = MoviesFlow(resolver: resolver)
                let settings = SettingsFlow()
                Flows.use(movies, settings, when: .created) { [unowned self] moviesRoot, settingsRoot in
                    self.tabBarController.setViewControllers([moviesRoot, settingsRoot], animated: false)
                }
                return .multiple(flowContributors: [
                    .contribute(withNextPresentable: movies, withNextStepper: CompositeStepper(steppers: [
                        OneStepper(withSingleStep: AppStep.movies), resolver.resolve(MoviesDeepLinks.self)!])),
                    .contribute(withNextPresentable: settings, withNextStepper: OneStepper(withSingleStep: AppStep.settings)),
                ])
            default:
                return .none
            }
        }
    }

    final class MoviesDeepLinks: Stepper {
        let steps = PublishRelay<Step>()
        func open(id: Int) { steps.accept(AppStep.movieDetail(id: id)) }
    }
    """

    static let moviesFlow = """
    import UIKit
    import RxFlow
    import Swinject
    final class MoviesFlow: Flow {
        var root: Presentable { navigationController }
        private let navigationController = UINavigationController()
        private let resolver: Resolver
        init(resolver: Resolver) { self.resolver = resolver }

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? AppStep else { return .none }
            switch step {
            case .movies:
                let viewModel = resolver.resolve(MoviesViewModel.self)!
                let viewController = MoviesViewController(viewModel: viewModel)
                navigationController.viewControllers = [viewController]
                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
            case .movieDetail(let id):
                return showDetail(id: id)
            default:
                return .none
            }
        }

        private func showDetail(id: Int) -> FlowContributors {
            let viewModel = MovieDetailViewModel(id: id)
            let viewController = MovieDetailViewController(viewModel: viewModel)
            push(viewController)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        }

        private func push(_ viewController: UIViewController) {
            navigationController.pushViewController(viewController, animated: true)
        }
    }

    final class MoviesViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func pick(id: Int) { steps.accept(AppStep.movieDetail(id: id)) }
    }
    final class MovieDetailViewModel: Stepper {
        let steps = PublishRelay<Step>()
        init(id: Int) {}
    }
    final class MoviesViewController: UIViewController { init(viewModel: MoviesViewModel) { super.init(nibName: nil, bundle: nil) } }
    final class MovieDetailViewController: UIViewController { init(viewModel: MovieDetailViewModel) { super.init(nibName: nil, bundle: nil) } }
    """

    static let settingsFlow = """
    import UIKit
    import RxFlow
    final class SettingsFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        private let container = SettingsContainerViewController()

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? AppStep else { return .none }
            switch step {
            case .settings:
                let viewModel = SettingsViewModel()
                let list = SettingsViewController(viewModel: viewModel)
                container.addChild(list)
                container.view.addSubview(list.view)
                list.didMove(toParent: container)
                rootViewController.setViewControllers([container], animated: false)
                return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: viewModel))
            case .about:
                let viewModel = AboutViewModel()
                let about = AboutViewController(viewModel: viewModel)
                rootViewController.setViewControllers([container, about], animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: about, withNextStepper: viewModel))
            case .settingsDone:
                rootViewController.popToRootViewController(animated: true)
                return .none
            default:
                return .none
            }
        }
    }

    final class SettingsViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func about() { steps.accept(AppStep.about) }
    }
    final class AboutViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func close() { steps.accept(AppStep.settingsDone) }
    }
    final class SettingsContainerViewController: UIViewController {}
    final class SettingsViewController: UIViewController { init(viewModel: SettingsViewModel) { super.init(nibName: nil, bundle: nil) } }
    final class AboutViewController: UIViewController { init(viewModel: AboutViewModel) { super.init(nibName: nil, bundle: nil) } }
    """

    static func sceneDelegate(start: String) -> String {
        """
        import UIKit
        import RxFlow
        import Swinject
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let coordinator = FlowCoordinator()
            let container = Container()

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                self.window = window
                container.register(LoginViewModel.self) { _ in LoginViewModel() }
                container.register(MoviesViewModel.self) { _ in MoviesViewModel() }
                container.register(MoviesDeepLinks.self) { _ in MoviesDeepLinks() }.inObjectScope(.container)
                container.register(SessionStepper.self) { _ in SessionStepper() }.inObjectScope(.container)
                let appFlow = AppFlow(window: window, resolver: container)
                \(start)
                window.makeKeyAndVisible()
            }
        }
        """
    }

    func app(start: String) -> [String: String] {
        ["Steps/AppStep.swift": Self.steps, "Flows/AppFlow.swift": Self.appFlow, "Flows/DashboardFlow.swift": Self.dashboardFlow,
         "Flows/MoviesFlow.swift": Self.moviesFlow, "Flows/SettingsFlow.swift": Self.settingsFlow,
         "App/SceneDelegate.swift": Self.sceneDelegate(start: start)]
    }

    /// The eight pitfall rules (one of them opt-in) and the routing rules they share arrivals with.
    static let rules = ["stepper_presentable_not_shown", "ready_never_fires", "default_stepper_home_unhandled", "shared_stepper",
                        "dismissed_steps_allowed", "forward_to_current_loop", "stepper_never_contributed",
                        "end_forwarded_from_root", "misrouted_step", "unhandled_step"]

    func pitfalls(_ files: [String: String]) -> [String] {
        var configuration = LintConfiguration()
        configuration.optInRules = ["stepper_never_contributed"]
        configuration.onlyRules = Set(Self.rules)
        return findings(files, configuration: configuration)
    }

    @Test(arguments: [
        "coordinator.coordinate(flow: appFlow, with: CompositeStepper(steppers: [OneStepper(withSingleStep: AppStep.home), container.resolve(SessionStepper.self)!]))",
        "coordinator.coordinate(flow: appFlow, with: CompositeStepper(steppers: [OneStepper(withSingleStep: AppStep.home), SessionStepper()]))",
        // The default stepper's `RxFlowStep.home` becomes `.home` through `asAppStep`.
        "coordinator.coordinate(flow: appFlow, with: CompositeStepper(steppers: [DefaultStepper(), container.resolve(SessionStepper.self)!]))",
    ])
    func aCorrectAppIsClean(start: String) {
        #expect(pitfalls(app(start: start)) == [])
    }

    @Test(arguments: [
        "coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.home))",
        "coordinator.coordinate(flow: appFlow)",
        "coordinator.coordinate(flow: appFlow, with: DefaultStepper())",
    ])
    func onlyTheSessionStepperNobodyGivesToAFlowIsReported(start: String) {
        #expect(pitfalls(app(start: start)) == ["stepper_never_contributed|SessionStepper"])
    }

    @Test func theConversionIsRecordedAndAPlainCastStillProvesTheEmptyScreen() {
        let files = app(start: "coordinator.coordinate(flow: appFlow)")
        #expect(model(files).unresolved.map { "\($0.kind.rawValue) \($0.subject) \($0.detail)" } == ["conversion AppFlow step.asAppStep"])
        var cast = files
        cast["Flows/AppFlow.swift"] = Self.appFlow.replacingOccurrences(of: "step.asAppStep", with: "step as? AppStep")
        #expect(pitfalls(cast) == ["default_stepper_home_unhandled|AppFlow", "stepper_never_contributed|SessionStepper"])
    }

    /// Pages kept alive on purpose, steppers resolved twice from a container, a `.ready` wait on a flow
    /// given a composite stepper: none of them proves a mistake.
    @Test func pagesResolvedSteppersAndCompositeReadyStayQuiet() {
        let example = RuleExample("""
        import UIKit
        import RxFlow
        enum AppStep: Step { case home, onboarding, page(Int), detail, done }
        final class PageViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func next() { steps.accept(AppStep.page(1)) }
            func finish() { steps.accept(AppStep.done) }
        }
        final class DetailViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func close() { steps.accept(AppStep.done) }
        }
        final class PageViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        final class OnboardingFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            private let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .onboarding:
                    rootViewController.setViewControllers([pager], animated: false)
                    return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.page(0)))
                case .page:
                    let viewModel = PageViewModel()
                    let page = PageViewController()
                    pager.setViewControllers([page], direction: .forward, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: page, withNextStepper: viewModel,
                                                             allowStepWhenNotPresented: false, allowStepWhenDismissed: true))
                case .done:
                    return .end(forwardToParentFlowWithStep: AppStep.home)
                default:
                    return .none
                }
            }
        }
        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            private let resolver: Resolver
            init(resolver: Resolver) { self.resolver = resolver }
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let viewModel = resolver.resolve(DetailViewModel.self)!
                    let viewController = DetailViewController()
                    rootViewController.setViewControllers([viewController], animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                case .detail:
                    let viewModel = resolver.resolve(DetailViewModel.self)!
                    let viewController = DetailViewController()
                    rootViewController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                case .onboarding:
                    let onboarding = OnboardingFlow()
                    Flows.use(onboarding, when: .ready) { [unowned self] root in
                        self.rootViewController.present(root, animated: true)
                    }
                    return .one(flowContributor: .contribute(withNextPresentable: onboarding, withNextStepper: CompositeStepper(steppers: [
                        OneStepper(withSingleStep: AppStep.onboarding), resolver.resolve(PageViewModel.self)!])))
                case .done:
                    rootViewController.dismiss(animated: true)
                    return .none
                default:
                    return .none
                }
            }
        }
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start(resolver: Resolver) {
                coordinator.coordinate(flow: AppFlow(resolver: resolver), with: OneStepper(withSingleStep: AppStep.home))
            }
        }
        """)
        var files: [String: String] = [:]
        for file in example.cleanFiles { files[file.path] = file.text }
        #expect(pitfalls(files) == [])
    }
}
