import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The constructs real RxFlow apps use, one suite each, written as apps write them.

extension NavigationModel {
    /// `step how emitter` for every emission of `step`.
    func emissionKinds(of step: String) -> Set<String> {
        Set(emissions.filter { $0.step == step }.map { "\($0.how.rawValue) \($0.emitter ?? "-")" })
    }
}

@Suite struct NestedStepEnumTests {
    static let steps = """
    import RxFlow

    enum AppStep: Step {
        indirect case auth(Auth)
        case main
        case settings(Settings)

        enum Auth: Step {
            case start, signIn, signUp, done
        }

        static var authStart: AppStep { .auth(.start) }
        static let signUp = AppStep.auth(.signUp)
    }

    extension AppStep {
        enum Settings: Step { case root, about }
        static func settingsRoot() -> AppStep {
            return .settings(.root)
        }
    }
    """

    static let flow = """
    import RxFlow
    import UIKit

    final class AuthFlow: Flow {
        var root: Presentable { navigationController }
        private let navigationController = UINavigationController()

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? AppStep else { return .none }
            switch step {
            case .auth(.start):
                let viewModel = AuthViewModel()
                navigationController.setViewControllers([AuthViewController(viewModel: viewModel)], animated: false)
                return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
            case .auth(.signIn), .auth(.signUp):
                navigationController.pushViewController(SignInViewController(), animated: true)
                return .none
            case .auth(.done):
                return .end(forwardToParentFlowWithStep: AppStep.main)
            case .settings(let settings):
                switch settings {
                case .root: return .none
                case .about: return .none
                }
            default:
                return .none
            }
        }
    }
    """

    static let stepper = """
    import RxFlow
    import RxRelay

    final class AuthViewModel: Stepper {
        let steps = PublishRelay<Step>()
        var initialStep: Step { AppStep.authStart }

        func signIn() { steps.accept(.auth(.signIn)) }
        func signUp() { steps.accept(AppStep.signUp) }
        func finish() { steps.accept(AppStep.auth(.done)) }
        func openSettings() { steps.accept(AppStep.settingsRoot()) }
        func about() { steps.accept(AppStep.settings(.about)) }
    }
    """

    let m = model(["Steps.swift": steps, "AuthFlow.swift": flow, "AuthViewModel.swift": stepper])

    @Test func eachNestedCaseIsItsOwnStep() {
        #expect(m.stepEnums.map(\.name) == ["AppStep", "AppStep.Auth", "AppStep.Settings"])
        #expect(m.stepEnums[0].cases.first { $0.name == "auth" }?.payloadStepType == "AppStep.Auth")
        #expect(m.flow("AuthFlow")?.arms.map(\.steps) == [
            ["AppStep.Auth.start"], ["AppStep.Auth.signIn", "AppStep.Auth.signUp"], ["AppStep.Auth.done"],
            ["AppStep.Settings.root"], ["AppStep.Settings.about"], [],
        ])
        #expect(m.flow("AuthFlow")?.stepTypes == ["AppStep", "AppStep.Auth", "AppStep.Settings"])
    }

    @Test func emissionsNameTheMostSpecificStep() {
        #expect(m.stepper("AuthViewModel")?.emits == [
            "AppStep.Auth.done", "AppStep.Auth.signIn", "AppStep.Auth.signUp", "AppStep.Auth.start",
            "AppStep.Settings.about", "AppStep.Settings.root",
        ])
        #expect(m.stepper("AuthViewModel")?.initialStep == "AppStep.Auth.start")
        #expect(m.emissionKinds(of: "AppStep.Auth.signIn") == ["accept AuthViewModel"])
        #expect(m.ambiguities.isEmpty)
    }

    @Test func containerCasesAreUsedWhenANestedCaseIs() {
        let ids = findings(["Steps.swift": Self.steps, "AuthFlow.swift": Self.flow, "AuthViewModel.swift": Self.stepper])
        #expect(!ids.contains { $0.hasPrefix("dead_step") })
    }

    @Test func aNestedCaseNobodyUsesIsDead() {
        let unused = Self.steps.replacingOccurrences(of: "case start, signIn, signUp, done", with: "case start, signIn, signUp, done, expired")
        let ids = findings(["Steps.swift": unused, "AuthFlow.swift": Self.flow, "AuthViewModel.swift": Self.stepper])
        #expect(ids.filter { $0.hasPrefix("dead_step") } == ["dead_step|AppStep.Auth.expired"])
    }
}

@Suite struct TypedStepValueTests {
    static let steps = "enum MainStep: Step { case home, detail, about, help, settings, profile, logout, legal, news, unused }"

    static let types = """
    import Foundation

    struct MenuItem {
        let step: MainStep
        let title: String
    }

    enum MenuAction {
        case open(step: MainStep)
        case close
    }

    final class SettingsRow {
        let target: MainStep
        init(title: String, target: MainStep) { self.target = target }
    }
    """

    static let viewModel = """
    import RxFlow
    import RxSwift
    import RxRelay

    final class MenuViewModel: Stepper {
        let steps = PublishRelay<Step>()
        let shortcuts: [MainStep] = [.home, .help]
        var routingIntent: MainStep = .about
        lazy var rows = [MenuItem(step: .profile, title: "Profile"), MenuItem(step: .news, title: "News")]
        let settingsRow = SettingsRow(title: "Settings", target: .settings)
        private let selection = PublishRelay<MenuItem>()

        func select(_ item: MenuItem) { steps.accept(item.step) }
        func handle(_ action: MenuAction) {
            if case .open(let step) = action { steps.accept(step) }
        }
        func openDetail() { handle(.open(step: .detail)) }
        func bind() {
            selection.map(\\.step).bind(to: steps).disposed(by: bag)
        }
        func fallback(isLegal: Bool) -> MainStep { isLegal ? .legal : .logout }
    }
    """

    let m = model(["Steps.swift": steps, "Types.swift": types, "MenuViewModel.swift": viewModel])

    @Test func implicitCasesInTypedPositionsAreReferences() {
        let typed = Set(m.emissions.filter { $0.how == .typed }.map(\.step))
        #expect(typed == ["MainStep.about", "MainStep.detail", "MainStep.help", "MainStep.home", "MainStep.legal",
                          "MainStep.logout", "MainStep.news", "MainStep.profile", "MainStep.settings"])
        // Held by the stepper that puts them into `steps`: possible emissions of it.
        #expect(m.emissionKinds(of: "MainStep.profile") == ["typed MenuViewModel"])
        #expect(m.unresolved.filter { $0.kind == .emission }.map(\.subject) == ["MenuViewModel", "MenuViewModel", "MenuViewModel"])
    }

    @Test func onlyTheUnusedCaseIsDead() {
        let ids = findings(["Steps.swift": Self.steps, "Types.swift": Self.types, "MenuViewModel.swift": Self.viewModel])
        #expect(ids.filter { $0.hasPrefix("dead_step") } == ["dead_step|MainStep.unused"])
    }

    @Test func typedPositionsInFilesThatDoNotMentionRxFlow() {
        let factory = """
        enum MenuFactory {
            static func items() -> [MenuItem] {
                [MenuItem(step: .unused, title: "Later")]
            }
        }
        """
        let ids = findings(["Steps.swift": Self.steps, "Types.swift": Self.types, "MenuViewModel.swift": Self.viewModel,
                            "MenuFactory.swift": factory])
        #expect(!ids.contains { $0.hasPrefix("dead_step") })
    }

    @Test func caseNamesInUntypedOrOtherTypedPositionsAreNot() {
        let other = """
        import UIKit
        final class Banner {
            func show() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                present(style: .unused)
            }
            func present(style: BannerStyle) {}
        }
        enum BannerStyle { case unused, loud }
        """
        let ids = findings(["Steps.swift": Self.steps, "Types.swift": Self.types, "MenuViewModel.swift": Self.viewModel,
                            "Banner.swift": other])
        #expect(ids.filter { $0.hasPrefix("dead_step") } == ["dead_step|MainStep.unused"])
    }
}

@Suite struct EmissionHelperTests {
    static let steps = "enum AppStep: Step { case home, edit, logout, close, detail, share, rate }"

    static let helpers = """
    import RxFlow
    import RxRelay

    extension Stepper {
        func step(to step: Step) {
            steps.accept(step)
        }
    }

    class BaseViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func emit(_ step: AppStep) { steps.accept(step) }
        func go(_ next: AppStep) { emit(next) }
    }
    """

    static let viewModels = """
    import RxFlow
    import UIKit

    final class ProfileViewModel: BaseViewModel {
        func logout() { emit(.logout) }
        func edit() { step(to: AppStep.edit) }
        func share() { go(.share) }
    }

    final class HomeViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func open() { self.step(to: AppStep.detail) }
    }

    final class ProfileViewController: UIViewController {
        let viewModel = ProfileViewModel()
        var stepper: Stepper { viewModel }
        @objc func closeTapped() { viewModel.emit(.close) }
    }
    """

    let m = model(["Steps.swift": steps, "Helpers.swift": helpers, "ViewModels.swift": viewModels])

    @Test func callsToHelpersEmitForTheCallersType() {
        #expect(m.emissionKinds(of: "AppStep.logout") == ["helper ProfileViewModel"])
        #expect(m.emissionKinds(of: "AppStep.edit") == ["helper ProfileViewModel"])
        #expect(m.emissionKinds(of: "AppStep.share") == ["helper ProfileViewModel"])
        #expect(m.emissionKinds(of: "AppStep.detail") == ["helper HomeViewModel"])
        #expect(m.emissionKinds(of: "AppStep.close") == ["helper ProfileViewModel"])
        #expect(m.stepper("ProfileViewModel")?.emits == ["AppStep.close", "AppStep.edit", "AppStep.logout", "AppStep.share"])
        #expect(m.unresolved.isEmpty)
    }

    @Test func steppersThroughBaseClassesAndComputedProperties() {
        let flow = flowSource(arms: """
            case .home:
                let viewController = ProfileViewController()
                rootViewController.pushViewController(viewController, animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.stepper))
            default: return .none
            """).replacingOccurrences(of: "AppStep", with: "AppStep")
        let withFlow = model(["Steps.swift": Self.steps, "Helpers.swift": Self.helpers, "ViewModels.swift": Self.viewModels, "Flow.swift": flow])
        #expect(withFlow.steppers.map(\.type).contains("ProfileViewModel"))
        #expect(withFlow.arm("AppFlow", "AppStep.home")?.steppers == ["ProfileViewModel"])
        #expect(withFlow.arm("AppFlow", "AppStep.home")?.nextSteps == ["AppStep.close", "AppStep.edit", "AppStep.logout", "AppStep.share"])
    }
}

@Suite struct SelfNavigationTests {
    @Test func aFlowCallingItsOwnNavigateEmitsIntoItself() {
        let m = model([
            "Steps.swift": NestedStepEnumTests.steps,
            "Flow.swift": """
            final class MainFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .main:
                        return navigate(to: AppStep.auth(.signIn))
                    case .auth(.signIn):
                        return self.navigate(to: .settings(.about))
                    default:
                        return .none
                    }
                }
            }
            """,
        ])
        #expect(m.arm("MainFlow", "AppStep.main")?.forwardsToCurrent == ["AppStep.Auth.signIn"])
        // It also returns what the reached arms return (`.none`, through `.auth(.signIn)`'s own navigate).
        #expect(m.arm("MainFlow", "AppStep.main")?.outcomes == [.forwardToCurrent, .none])
        #expect(m.arm("MainFlow", "AppStep.Auth.signIn")?.forwardsToCurrent == ["AppStep.Settings.about"])
        #expect(m.emissionKinds(of: "AppStep.Auth.signIn") == ["selfNavigate MainFlow"] || m.emissionKinds(of: "AppStep.Auth.signIn") == ["selfNavigate -"])
    }
}

@Suite struct DispatchChainTests {
    static let steps = """
    enum AppStep: Step { case main, profile }
    enum DeepLinkStep: Step { case item(id: Int), settings }
    enum ListStep: Step { case list, detail }
    enum LegacyStep: Step { case oldList }
    """

    @Test func chainsOfAnyDepthThroughOverloadsAndHelpers() {
        let m = model([
            "Steps.swift": Self.steps,
            "Flow.swift": """
            final class AppFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    if let deepLink = step as? DeepLinkStep { return navigate(to: deepLink) }
                    if let step = step as? AppStep { return navigate(app: step) }
                    guard let step = transform(step: step) as? ListStep else { return .none }
                    return handle(step)
                }

                private func navigate(to step: DeepLinkStep) -> FlowContributors {
                    return handleDeepLink(step)
                }

                private func handleDeepLink(_ link: DeepLinkStep) -> FlowContributors {
                    switch link {
                    case .item(let id):
                        rootViewController.pushViewController(ItemViewController(id: id), animated: true)
                        return .none
                    case .settings:
                        return .none
                    }
                }

                private func navigate(app step: AppStep) -> FlowContributors {
                    switch step {
                    case .main: return .none
                    case .profile: return .none
                    }
                }

                private func transform(step: Step) -> Step {
                    if case LegacyStep.oldList = step { return ListStep.list }
                    return step
                }
            }

            extension AppFlow {
                func handle(_ step: ListStep) -> FlowContributors {
                    switch step {
                    case .list: return .none
                    case .detail: return .none
                    }
                }
            }
            """,
        ])
        #expect(m.flow("AppFlow")?.arms.map(\.steps).sorted { $0.joined() < $1.joined() } == [
            ["AppStep.main"], ["AppStep.profile"], ["DeepLinkStep.item"], ["DeepLinkStep.settings"], ["ListStep.detail"], ["ListStep.list"],
        ])
        #expect(m.arm("AppFlow", "DeepLinkStep.item")?.outcomes == [.none, .push])
        #expect(m.emissions.contains { $0.step == "ListStep.list" && $0.how == .adapt })
        #expect(m.unresolved.isEmpty)
    }

    @Test func oneStepFlowsWithoutASwitch() {
        let m = model([
            "Steps.swift": Self.steps,
            "Flows.swift": """
            final class MainFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    guard (step as? AppStep) == .main else { return .none }
                    rootViewController.setViewControllers([MainViewController()], animated: false)
                    return .none
                }
            }
            final class ProfileFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    if let step = step as? AppStep, step == .profile {
                        rootViewController.pushViewController(ProfileViewController(), animated: true)
                    }
                    return .none
                }
            }
            final class ListFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? ListStep else { return .none }
                    if step == .list || step == .detail {
                        return .none
                    }
                    return .none
                }
            }
            """,
        ])
        #expect(m.flow("MainFlow")?.arms.map(\.steps) == [["AppStep.main"]])
        #expect(m.arm("MainFlow", "AppStep.main")?.outcomes == [.none, .setRoot])
        #expect(m.flow("ProfileFlow")?.arms.map(\.steps) == [["AppStep.profile"]])
        #expect(m.flow("ListFlow")?.arms.map(\.steps) == [["ListStep.detail", "ListStep.list"]])
    }

    @Test func sequentialCastsBindTheirOwnScopes() {
        let m = model([
            "Steps.swift": Self.steps,
            "Flow.swift": """
            final class AppFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    if let step = step as? AppStep {
                        switch step {
                        case .main: return .none
                        case .profile: return .none
                        }
                    }
                    if let step = step as? ListStep {
                        switch step {
                        case .list: return .none
                        case .detail: return .none
                        }
                    }
                    return .none
                }
            }
            """,
        ])
        #expect(m.flow("AppFlow")?.arms.map(\.steps) == [["AppStep.main"], ["AppStep.profile"], ["ListStep.list"], ["ListStep.detail"]])
    }

    @Test func navigationHandedToAnotherObjectIsRecordedAndKeepsRulesSilent() {
        let files = [
            "Steps.swift": Self.steps,
            "Flow.swift": """
            final class RouterFlow: Flow {
                var root: Presentable { router.rootViewController }
                let router = Router()
                func navigate(to step: Step) -> FlowContributors {
                    if let step = step as? AppStep, step == .main { return .none }
                    return router.navigate(to: step)
                }
            }
            final class VM: Stepper {
                let steps = PublishRelay<Step>()
                func go() { steps.accept(ListStep.detail) }
            }
            """,
            "Start.swift": """
            final class AppDelegate {
                let coordinator = FlowCoordinator()
                func start() { coordinator.coordinate(flow: RouterFlow(), with: VM()) }
            }
            """,
        ]
        let m = model(files)
        #expect(m.unresolved.map { "\($0.kind.rawValue) \($0.subject)" } == ["dispatch RouterFlow"])
        #expect(!findings(files).contains { $0.hasPrefix("unhandled_step") || $0.hasPrefix("misrouted_step") })
    }
}

@Suite struct SharedHelperTests {
    @Test func outcomesThroughProtocolExtensionsGenericAndFreeFunctions() {
        let m = model([
            "Steps.swift": "enum AppStep: Step { case detail, help, legal, team, about(About) }\nenum About { case legal, team }",
            "FlowHelpers.swift": """
            import RxFlow
            import UIKit

            extension Flow {
                func push<T: UIViewController>(_ viewController: T, on navigationController: UINavigationController) -> FlowContributors {
                    navigationController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNext: viewController))
                }
            }

            func presentModally(_ viewController: UIViewController, from presenter: UIViewController) -> FlowContributors {
                presenter.present(viewController, animated: true)
                return .none
            }
            """,
            "Flow.swift": """
            final class HelpFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .detail:
                        return push(DetailViewController(), on: rootViewController)
                    case .help:
                        DispatchQueue.main.async { [weak self] in
                            self?.showHelp()
                        }
                        return .none
                    case .about(let section):
                        switch section {
                        case .legal: return showLegal()
                        case .team: return presentModally(TeamViewController(), from: rootViewController)
                        }
                    default:
                        return .none
                    }
                }
                private func showHelp() { rootViewController.present(HelpViewController(), animated: true) }
                private func showLegal() -> FlowContributors {
                    rootViewController.setViewControllers(rootViewController.viewControllers + [LegalViewController()], animated: true)
                    return .none
                }
            }
            """,
        ])
        #expect(m.arm("HelpFlow", "AppStep.detail")?.outcomes == [.push])
        #expect(m.arm("HelpFlow", "AppStep.help")?.outcomes == [.none, .present])
        #expect(m.arm("HelpFlow", "AppStep.about")?.outcomes == [.none, .present, .push])
        #expect(m.arm("HelpFlow", "AppStep.about")?.constrainsPayload == false)
    }
}

@Suite struct OutcomeSemanticsTests {
    @Test(arguments: [
        ("guard let id = Int(\"1\") else { return .none }\nrootViewController.pushViewController(UIViewController(), animated: true)\nreturn .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: OneStepper(withSingleStep: AppStep.home)))",
         [.none, .push]),
        ("if Bool.random() { return .none }\nrootViewController.present(UIViewController(), animated: true)\nreturn .none", [.none, .present]),
        ("rootViewController.setViewControllers(rootViewController.viewControllers + [UIViewController()], animated: true)\nreturn .none", [.none, .push]),
        ("let current = rootViewController.viewControllers\nrootViewController.setViewControllers(current + [UIViewController()], animated: true)\nreturn .none", [.none, .push]),
        ("rootViewController.viewControllers.append(UIViewController())\nreturn .none", [.none, .push]),
        ("rootViewController.viewControllers = [UIViewController()]\nreturn .none", [.none, .setRoot]),
        ("window.rootViewController = UIViewController()\nreturn .none", [.none, .setRoot]),
        ("let alert = UIAlertController(title: \"Oops\", message: nil, preferredStyle: .alert)\nrootViewController.present(alert, animated: true)\nreturn .none",
         [.none, .present]),
        ("return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.home))", [.forwardToCurrent]),
        ("return .triggerParentFlow(withStep: AppStep.done)", [.forwardToParent]),
        ("return .stepNotHandled", [.forwardToParent]),
    ] as [(String, [Outcome])])
    func everyBranchCounts(_ body: String, _ expected: [Outcome]) {
        let m = model([
            "Steps.swift": appStep,
            "Flow.swift": flowSource(arms: "case .settings:\n" + body + "\ndefault: return .none", extra: "let window = UIWindow()"),
        ])
        #expect(m.arm("AppFlow", "AppStep.settings")?.outcomes == expected)
    }
}

@Suite struct EmissionSourceTests {
    @Test func reForwardingTheArmsOwnStepIsNotASource() {
        let child = """
        final class ChildFlow: Flow {
            var root: Presentable { rootViewController }
            let rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .done: return .end(forwardToParentFlowWithStep: step)
                case .close: return .one(flowContributor: .forwardToParentFlow(withStep: step))
                default: return .none
                }
            }
        }
        """
        let m = model(["Steps.swift": appStep, "Child.swift": child])
        #expect(m.arm("ChildFlow", "AppStep.done")?.forwardsOwnStep == true)
        #expect(m.arm("ChildFlow", "AppStep.done")?.forwardsToParent == [])
        #expect(m.arm("ChildFlow", "AppStep.close")?.outcomes == [.forwardToParent])
        let ids = findings(["Steps.swift": appStep, "Child.swift": child])
        #expect(ids.contains("dead_step|AppStep.done") && ids.contains("dead_step|AppStep.close"))
    }

    @Test func adaptTransformAndCaseConstructorsAreSources() {
        let m = model([
            "Steps.swift": "enum SettingsStep: Step { case about, aboutAdapted, detail(id: Int), legacy }",
            "Flow.swift": """
            final class SettingsFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func adapt(step: Step) -> Single<Step> {
                    if case SettingsStep.about = step { return .just(SettingsStep.aboutAdapted) }
                    return .just(step)
                }
                func transform(step: Step) -> Step {
                    return SettingsStep.legacy
                }
                func navigate(to step: Step) -> FlowContributors { return .none }
            }
            final class ListViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func bind(ids: Observable<Int>) {
                    ids.map(SettingsStep.detail).bind(to: steps).disposed(by: bag)
                }
            }
            """,
        ])
        #expect(m.emissionKinds(of: "SettingsStep.aboutAdapted") == ["adapt -"])
        #expect(m.emissionKinds(of: "SettingsStep.legacy") == ["adapt -"])
        #expect(m.emissionKinds(of: "SettingsStep.detail") == ["bind ListViewModel"])
    }
}

@Suite struct WholeEnumReferenceTests {
    @Test func allCasesAndRawValueKeepEveryCaseAlive() {
        let ids = findings([
            "Steps.swift": "enum TabStep: String, Step, CaseIterable { case feed, search, inbox }\nenum DebugStep: String, Step { case logs, flags }",
            "Tabs.swift": """
            final class TabsViewModel: Stepper {
                let steps = PublishRelay<Step>()
                let tabs = TabStep.allCases
                func open(_ raw: String) { if let step = DebugStep(rawValue: raw) { steps.accept(step) } }
            }
            """,
        ])
        #expect(!ids.contains { $0.hasPrefix("dead_step") })
    }
}

@Suite struct VendoredLibraryTests {
    /// A copy of the library's declarations committed with the app (outside Pods/), in our words.
    static let library = [
        "Vendor/RxFlow/Step.swift": "public protocol Step {}\npublic enum RxFlowStep: Step { case home }",
        "Vendor/RxFlow/Stepper.swift": """
        public protocol Stepper { var steps: PublishRelay<Step> { get } }
        open class OneStepper: Stepper {
            public let steps = PublishRelay<Step>()
            public init(withSingleStep step: Step) { steps.accept(step) }
        }
        """,
        "Vendor/RxFlow/Flow.swift": "public protocol Presentable {}\npublic protocol Flow: Presentable { func navigate(to step: Step) -> FlowContributors }",
        "Vendor/RxFlow/FlowContributor.swift": "public enum FlowContributors { case none, end(forwardToParentFlowWithStep: Step) }",
        "Vendor/RxFlow/FlowCoordinator.swift": "public final class FlowCoordinator { public func coordinate(flow: Flow, with stepper: Stepper) {} }",
        "Vendor/RxFlow/Deprecated/Aliases.swift": "public typealias NextFlowItems = FlowContributors",
    ]

    @Test func aVendoredCopyIsTheLibraryNotTheApp() {
        var files = Self.library
        files["Steps.swift"] = appStep
        files["Flow.swift"] = flowSource(arms: "case .home: return .none\ndefault: return .none")
        files["App.swift"] = ExampleCode.start("AppFlow", with: "AppStep.home")
        let m = model(files)
        #expect(m.stepEnums.map(\.name) == ["AppStep"])
        #expect(m.flows.map(\.name) == ["AppFlow"])
        #expect(!m.steppers.contains { $0.type == "OneStepper" })
        #expect(m.legacyAPIUses.isEmpty)
        #expect(m.coordinations.first?.startSteps == ["AppStep.home"])
    }

    @Test func aProjectsOwnUnrelatedStepProtocolStillIsNotRxFlows() {
        let m = model(["Jobs.swift": "protocol Step { func run() }\nenum Job: Step { case build }\nprotocol Flow {}"])
        #expect(m.stepEnums.isEmpty)
    }
}

@Suite struct MoreRealWorldSpellingsTests {
    @Test func aStepEnumNamedStepInsideItsFlow() {
        let m = model([
            "LoginFlow.swift": """
            import RxFlow
            final class LoginFlow: Flow {
                enum Step: RxFlow.Step {
                    case start, forgotPassword, done
                }
                var root: Presentable { navigationController }
                private let navigationController = UINavigationController()
                func navigate(to step: RxFlow.Step) -> FlowContributors {
                    guard let step = step as? Step else { return .none }
                    switch step {
                    case .start: return .none
                    case .forgotPassword: return .none
                    case .done: return .end(forwardToParentFlowWithStep: AppStep.home)
                    }
                }
            }
            """,
            "VM.swift": """
            final class LoginViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func forgot() { steps.accept(LoginFlow.Step.forgotPassword) }
            }
            """,
            "Steps.swift": appStep,
        ])
        #expect(m.stepEnums.map(\.name).contains("LoginFlow.Step"))
        #expect(m.flow("LoginFlow")?.arms.map(\.steps) == [["LoginFlow.Step.start"], ["LoginFlow.Step.forgotPassword"], ["LoginFlow.Step.done"]])
        #expect(m.emissionKinds(of: "LoginFlow.Step.forgotPassword") == ["accept LoginViewModel"])
    }

    @Test func switchExpressions() {
        let m = model(["Steps.swift": appStep, "Flow.swift": """
        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            let rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                return switch step {
                case .home: .none
                case .detail: showDetail()
                default: .none
                }
            }
            private func showDetail() -> FlowContributors {
                rootViewController.pushViewController(UIViewController(), animated: true)
                return .none
            }
        }
        """])
        #expect(m.arm("AppFlow", "AppStep.home")?.outcomes == [.none])
        #expect(m.arm("AppFlow", "AppStep.detail")?.outcomes == [.none, .push])
    }

    @Test func subclassesInheritingNavigateAreFlows() {
        let m = model([
            "Steps.swift": appStep + "\nenum HomeStep: Step { case feed, post }",
            "Flows.swift": """
            class BaseFlow: Flow {
                var root: Presentable { rootViewController }
                let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    if let common = step as? AppStep, common == .logout { return .end(forwardToParentFlowWithStep: AppStep.done) }
                    return navigateSpecific(to: step)
                }
                func navigateSpecific(to step: Step) -> FlowContributors { return .none }
            }
            final class HomeFlow: BaseFlow {
                override func navigateSpecific(to step: Step) -> FlowContributors {
                    guard let step = step as? HomeStep else { return .none }
                    switch step {
                    case .feed: return .none
                    case .post:
                        rootViewController.pushViewController(UIViewController(), animated: true)
                        return .none
                    }
                }
            }
            """,
        ])
        #expect(m.flows.map(\.name) == ["BaseFlow", "HomeFlow"])
        #expect(m.flow("HomeFlow")?.arms.map(\.steps) == [["AppStep.logout"], ["HomeStep.feed"], ["HomeStep.post"]])
        #expect(m.flow("BaseFlow")?.arms.map(\.steps) == [["AppStep.logout"]])
    }
}
