import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Constructs behind the misses measured on real RxFlow apps (issue 31 §6), each in several spellings.

@Suite struct StepInsideACallTests {
    static let steps = """
    import RxFlow

    enum QuizStep: Step {
        case start, levelChosen(Int, Int), score, idle
    }

    enum Quiz {
        enum Review: Step { case open, closed }
    }

    /// A wrapper that is no step: `Box.later(QuizStep.score)` puts the step it is given into `steps`.
    enum Box {
        static func later(_ step: Step) -> Step { step }
    }
    """

    static let flow = """
    import RxFlow
    import RxSwift
    import UIKit

    final class QuizFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        private let levels = BehaviorSubject(value: 1)
        private let rounds = BehaviorSubject(value: 1)

        func adapt(step: Step) -> Single<Step> {
            guard let quizStep = step as? QuizStep, case .start = quizStep else { return .just(step) }
            return Observable.combineLatest(levels, rounds, resultSelector: QuizStep.levelChosen)
                .take(1)
                .asSingle()
        }

        func navigate(to step: Step) -> FlowContributors {
            if let review = step as? Quiz.Review {
                switch review {
                case .open, .closed: return .none
                }
            }
            guard let step = step as? QuizStep else { return .none }
            switch step {
            case .start, .score, .idle:
                return .none
            case .levelChosen:
                let viewModel = QuizViewModel()
                rootViewController.pushViewController(QuizViewController(viewModel: viewModel), animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
            }
        }
    }

    final class QuizViewController: UIViewController {
        init(viewModel: QuizViewModel) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
    }
    """

    static let stepper = """
    import RxFlow
    import RxRelay

    final class QuizViewModel: Stepper {
        let steps = PublishRelay<Step>()
        var initialStep: Step { QuizStep.start }

        func finish() {
            steps.accept(Box.later(QuizStep.score))
        }
    }

    extension QuizViewModel {
        func review() { self.steps.accept(Box.later(Quiz.Review.open)) }
    }
    """

    /// RxFlow 1.x: `step.accept` on the 1.x relay.
    static let legacyStepper = """
    import RxFlow

    final class ReviewViewModel: Stepper {
        func close() { self.step.accept(Box.later(Quiz.Review.closed)) }
    }
    """

    let m = model(["Steps.swift": steps, "QuizFlow.swift": flow, "QuizViewModel.swift": stepper, "ReviewViewModel.swift": legacyStepper])

    @Test func aStepPassedToAWrapperIsEmittedByTheSite() {
        #expect(m.emissionKinds(of: "QuizStep.score") == ["accept QuizViewModel"])
        #expect(m.emissionKinds(of: "Quiz.Review.open") == ["accept QuizViewModel"])
        #expect(m.emissionKinds(of: "Quiz.Review.closed") == ["accept ReviewViewModel"])
        #expect(m.stepper("QuizViewModel")?.emits == ["Quiz.Review.open", "QuizStep.score", "QuizStep.start"])
    }

    @Test func aCaseConstructorPassedToACombinatorIsWhatAdaptReturns() {
        #expect(m.emissionKinds(of: "QuizStep.levelChosen") == ["adapt -"])
        #expect(m.emissions.filter { $0.step == "QuizStep.levelChosen" }.count == 1)
    }

    @Test func noneOfThemIsDead() {
        let ids = findings(["Steps.swift": Self.steps, "QuizFlow.swift": Self.flow, "QuizViewModel.swift": Self.stepper,
                            "ReviewViewModel.swift": Self.legacyStepper])
        #expect(ids.filter { $0.hasPrefix("dead_step") } == ["dead_step|QuizStep.idle"])
    }

    @Test func aStepAdaptReturnsInsideJustCountsOnce() {
        let adapted = Self.flow.replacingOccurrences(
            of: "return Observable.combineLatest(levels, rounds, resultSelector: QuizStep.levelChosen)",
            with: "return .just(QuizStep.idle)\n        return Observable.combineLatest(levels, rounds, resultSelector: QuizStep.levelChosen)")
        let m = model(["Steps.swift": Self.steps, "QuizFlow.swift": adapted])
        #expect(m.emissions.filter { $0.step == "QuizStep.idle" }.map(\.how) == [.adapt])
    }
}

@Suite struct MethodsOnOtherValuesTests {
    static let steps = """
    import RxFlow

    enum GalleryStep: Step {
        case start, notice(String), banner(String), detail, failure(message: String), help
    }
    """

    /// Declared in files that never import RxFlow.
    static let uiKitExtension = """
    import UIKit

    extension UIViewController {
        func showNotice(_ text: String) {
            let alert = UIAlertController(title: text, message: nil, preferredStyle: .alert)
            present(alert, animated: true)
        }
    }
    """

    static let screens = """
    import UIKit

    final class BannerNavigationController: UINavigationController {
        func showBanner(_ text: String) {
            self.present(BannerViewController(text: text), animated: true)
        }
    }

    final class BannerViewController: UIViewController {
        init(text: String) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
    }

    final class ArtworkViewController: UIViewController {
        func openHelp() {
            present(HelpViewController(), animated: true)
        }
    }

    final class HelpViewController: UIViewController {}
    """

    static let flow = """
    import RxFlow
    import UIKit

    final class GalleryFlow: Flow {
        var root: Presentable { navigationController }
        private let navigationController = BannerNavigationController()

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? GalleryStep else { return .none }
            switch step {
            case .start:
                navigationController.setViewControllers([ArtworkViewController()], animated: false)
                return .none
            case let .notice(text):
                navigationController.showNotice(text)
                return .none
            case .banner(let text):
                self.navigationController.showBanner(text)
                return .none
            case .detail:
                (navigationController.topViewController as? ArtworkViewController)?.openHelp()
                return .none
            case .failure(let message):
                return showFailure(message)
            case .help:
                return .none
            }
        }

        private func showFailure(_ message: String) -> FlowContributors {
            navigationController.showNotice(message)
            return .none
        }
    }
    """

    let m = model(["Steps.swift": steps, "UIViewController+Notice.swift": uiKitExtension, "Screens.swift": screens, "GalleryFlow.swift": flow])

    @Test func aUIKitExtensionMethodCalledOnTheStackWithABoundPayloadPresents() {
        #expect(m.arm("GalleryFlow", "GalleryStep.notice")?.outcomes == [.none, .present])
    }

    @Test func aContainerSubclassMethodCalledThroughSelfPresents() {
        #expect(m.arm("GalleryFlow", "GalleryStep.banner")?.outcomes == [.none, .present])
    }

    @Test func aCastScreensOwnMethodPresents() {
        #expect(m.arm("GalleryFlow", "GalleryStep.detail")?.outcomes == [.none, .present])
    }

    @Test func aHelpersParameterHandedOnDoesNotStopTheFollowing() {
        #expect(m.arm("GalleryFlow", "GalleryStep.failure")?.outcomes == [.none, .present])
        #expect(m.arm("GalleryFlow", "GalleryStep.help")?.outcomes == [.none])
    }

    /// The extension and the screens in a design-system module the app imports.
    @Test func theMethodsDeclaredInAnotherModuleAreFollowed() {
        let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Gallery",
            targets: [
                .target(name: "DesignSystem", path: "Modules/DesignSystem"),
                .executableTarget(name: "Gallery", dependencies: ["DesignSystem"], path: "App"),
            ]
        )
        """
        let m = model([
            "Package.swift": package,
            "Modules/DesignSystem/UIViewController+Notice.swift": Self.uiKitExtension.replacingOccurrences(of: "extension UIViewController", with: "public extension UIViewController"),
            "Modules/DesignSystem/Screens.swift": Self.screens,
            "App/Steps.swift": Self.steps,
            "App/GalleryFlow.swift": Self.flow.replacingOccurrences(of: "import UIKit", with: "import UIKit\nimport DesignSystem"),
        ])
        for step in ["GalleryStep.notice", "GalleryStep.banner", "GalleryStep.detail", "GalleryStep.failure"] {
            #expect(m.arm("GalleryFlow", step)?.outcomes == [.none, .present], "\(step)")
        }
    }
}

@Suite struct ValueSwitchInHelperTests {
    static let steps = """
    import RxFlow

    enum PaintStep: Step { case oil, water, ink, sketch }

    enum Medium { case oil, water, ink }
    """

    static let flow = """
    import RxFlow
    import UIKit

    final class PaintFlow: Flow {
        var root: Presentable { navigationController }
        private let navigationController = UINavigationController()

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? PaintStep else { return .none }
            switch step {
            case .oil: return begin(.oil)
            case .water: return self.begin(Medium.water)
            case .ink: return begin(.ink)
            case .sketch: return begin(currentMedium)
            }
        }

        private var currentMedium: Medium { .oil }
    }

    extension PaintFlow {
        private func begin(_ medium: Medium) -> FlowContributors {
            switch medium {
            case .oil:
                navigationController.pushViewController(UIViewController(), animated: true)
                return .none
            case .water:
                navigationController.present(UIViewController(), animated: true)
                return .none
            default:
                return .none
            }
        }
    }
    """

    let m = model(["Steps.swift": steps, "PaintFlow.swift": flow])

    @Test func theCallsLiteralArgumentPicksTheBranch() {
        #expect(m.arm("PaintFlow", "PaintStep.oil")?.outcomes == [.none, .push])
        #expect(m.arm("PaintFlow", "PaintStep.water")?.outcomes == [.none, .present])
        #expect(m.arm("PaintFlow", "PaintStep.ink")?.outcomes == [.none])
    }

    @Test func withoutALiteralEveryBranchIsTheHelpersEffect() {
        #expect(m.arm("PaintFlow", "PaintStep.sketch")?.outcomes == [.none, .present, .push])
    }

    @Test func theSwitchIsNoStepArms() {
        #expect(m.flow("PaintFlow")?.arms.map(\.steps) == [["PaintStep.oil"], ["PaintStep.water"], ["PaintStep.ink"], ["PaintStep.sketch"]])
        #expect(m.unresolved.isEmpty)
    }

    @Test func onlyAWindowsRootIsARootChange() {
        let source = """
        import RxFlow
        import UIKit

        final class ShellFlow: Flow {
            var root: Presentable { window }
            private let window: UIWindow
            private let settingsFlow = SettingsFlow()
            init(window: UIWindow) { self.window = window }

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? ShellStep else { return .none }
                switch step {
                case .main:
                    let nav = UINavigationController()
                    settingsFlow.rootViewController = nav
                    return .none
                case .login:
                    self.window.rootViewController = UINavigationController()
                    return .none
                case .splash:
                    let shell = UIWindow(frame: .zero)
                    shell.rootViewController = UIViewController()
                    return .none
                }
            }
        }

        final class SettingsFlow: Flow {
            var root: Presentable { rootViewController }
            var rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors { .none }
        }

        enum ShellStep: Step { case main, login, splash }
        """
        let m = model(source)
        #expect(m.arm("ShellFlow", "ShellStep.main")?.outcomes == [.none])
        #expect(m.arm("ShellFlow", "ShellStep.login")?.outcomes == [.none, .setRoot])
        #expect(m.arm("ShellFlow", "ShellStep.splash")?.outcomes == [.none, .setRoot])
    }
}

@Suite struct NavigateOnItselfTests {
    static let steps = """
    import RxFlow

    enum ShopStep: Step {
        case home, catalog, deals, checkout, basket, orders
    }
    """

    /// 2.x: `return navigate(to: X)` in every spelling.
    static let flow = """
    import RxFlow
    import UIKit

    final class ShopFlow: Flow {
        var root: Presentable { navigationController }
        private let navigationController = UINavigationController()

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? ShopStep else { return .none }
            switch step {
            case .home:
                return navigate(to: .catalog)
            case .deals:
                return self.navigate(to: ShopStep.catalog)
            case .basket:
                if navigationController.viewControllers.isEmpty {
                    return navigate(to: ShopStep.home)
                }
                return .none
            case .catalog:
                let viewModel = CatalogViewModel()
                navigationController.pushViewController(CatalogViewController(viewModel: viewModel), animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
            case .checkout:
                let checkout = CheckoutFlow()
                Flows.use(checkout, when: .created) { root in
                    self.navigationController.present(root, animated: true)
                }
                return .one(flowContributor: .contribute(withNextPresentable: checkout, withNextStepper: OneStepper(withSingleStep: CheckoutStep.start)))
            case .orders:
                return navigate(to: .checkout)
            }
        }
    }
    """

    static let others = """
    import RxFlow
    import RxRelay
    import UIKit

    final class CatalogViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func buy() { steps.accept(ShopStep.checkout) }
        func deals() { steps.accept(ShopStep.deals) }
        func orders() { steps.accept(ShopStep.orders) }
        func basket() { steps.accept(ShopStep.basket) }
    }

    final class CatalogViewController: UIViewController {
        init(viewModel: CatalogViewModel) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
    }

    enum CheckoutStep: Step { case start }

    final class CheckoutFlow: Flow {
        var root: Presentable { rootViewController }
        private let rootViewController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? CheckoutStep else { return .none }
            switch step {
            case .start: return .none
            }
        }
    }
    """

    let m = model(["Steps.swift": steps, "ShopFlow.swift": flow, "Others.swift": others])

    @Test func theArmTakesTheTargetArmsOutcomesScreensAndSteppers() {
        for step in ["ShopStep.home", "ShopStep.deals", "ShopStep.basket"] {
            let arm = m.arm("ShopFlow", step)
            #expect(arm?.outcomes.contains(.push) == true, "\(step)")
            #expect(arm?.steppers == ["CatalogViewModel"], "\(step)")
            #expect(arm?.presentables == ["UINavigationController"], "\(step)")
        }
        #expect(m.arm("ShopFlow", "ShopStep.home")?.forwardsToCurrent == ["ShopStep.catalog"])
    }

    @Test func theTargetArmsChildIsStartedByTheArmsStepsToo() {
        #expect(m.arm("ShopFlow", "ShopStep.orders")?.childFlows == ["CheckoutFlow"])
        #expect(m.arm("ShopFlow", "ShopStep.orders")?.outcomes.contains(.childFlow) == true)
        let child = m.coordinations.filter { $0.flow == "CheckoutFlow" }
        #expect(child.count == 1)
        #expect(child.first?.steps == ["ShopStep.checkout", "ShopStep.orders"])
    }

    /// RxFlow 1.x: `NextFlowItems`, `NextFlowItem(nextPresentable:nextStepper:)`, `Flows.whenReady`.
    @Test func legacyFlowsNavigatingThemselves() {
        let flow = """
        import RxFlow
        import UIKit

        final class ShopFlow: Flow {
            var root: Presentable { return self.rootViewController }
            private let rootViewController = UINavigationController()

            func navigate(to step: Step) -> NextFlowItems {
                guard let step = step as? ShopStep else { return NextFlowItems.none }
                switch step {
                case .home, .deals:
                    return self.navigate(to: ShopStep.catalog)
                case .catalog:
                    let viewModel = CatalogViewModel()
                    rootViewController.pushViewController(CatalogViewController(viewModel: viewModel), animated: true)
                    return .one(flowItem: NextFlowItem(nextPresentable: rootViewController, nextStepper: viewModel))
                default:
                    return .none
                }
            }
        }
        """
        let m = model(["Steps.swift": Self.steps, "ShopFlow.swift": flow, "Others.swift": Self.others])
        #expect(m.arm("ShopFlow", "ShopStep.home")?.outcomes == [.forwardToCurrent, .push])
        #expect(m.arm("ShopFlow", "ShopStep.home")?.steppers == ["CatalogViewModel"])
    }

    @Test func theFlowItselfGivenToFlowsUseIsNoChild() {
        let source = """
        import RxFlow
        import UIKit

        final class TabsFlow: Flow {
            var root: Presentable { tabBarController }
            private let tabBarController = UITabBarController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? TabsStep else { return .none }
                switch step {
                case .tabs:
                    Flows.use(self, when: .created) { (root: UITabBarController) in root.selectedIndex = 0 }
                    return .none
                case .legacyTabs:
                    Flows.whenReady(flow1: self) { (root: UITabBarController) in root.selectedIndex = 0 }
                    return .none
                case .both:
                    let news = NewsFlow()
                    Flows.use([self, news], when: .created) { _ in }
                    return .one(flowContributor: .contribute(withNextPresentable: news, withNextStepper: OneStepper(withSingleStep: TabsStep.tabs)))
                }
            }
        }

        final class NewsFlow: Flow {
            var root: Presentable { UINavigationController() }
            func navigate(to step: Step) -> FlowContributors { .none }
        }

        enum TabsStep: Step { case tabs, legacyTabs, both }
        """
        let m = model(source)
        #expect(m.arm("TabsFlow", "TabsStep.tabs")?.outcomes == [.none])
        #expect(m.arm("TabsFlow", "TabsStep.legacyTabs")?.childFlows == [])
        #expect(m.arm("TabsFlow", "TabsStep.both")?.childFlows == ["NewsFlow"])
        #expect(!m.coordinations.contains { $0.flow == "TabsFlow" })
    }

    @Test func showDetailViewControllerIsNoPush() {
        let source = flowSource(root: "private let rootViewController = UISplitViewController()", arms: """
        case .detail:
            rootViewController.showDetailViewController(UINavigationController(), sender: nil)
            return .none
        case .settings:
            self.rootViewController.showDetailViewController(UIViewController(), sender: self)
            return .none
        default:
            return .none
        """)
        let m = model(["Steps.swift": appStep, "AppFlow.swift": source])
        #expect(m.arm("AppFlow", "AppStep.detail")?.outcomes == [.none, .other])
        #expect(m.arm("AppFlow", "AppStep.settings")?.outcomes == [.none, .other])
    }
}

@Suite struct ItemTypealiasTests {
    static let steps = """
    import RxFlow

    enum MenuStep: Step { case about, help, news, home, unused }
    """

    /// The item type and its aliases, in a file that never imports RxFlow.
    static let items = """
    struct MenuEntry {
        let title: String
        let step: MenuStep
    }

    typealias Entry = MenuEntry

    final class MenuRenderer {}

    extension MenuRenderer {
        typealias Row = MenuEntry
    }
    """

    static let viewModel = """
    import RxFlow
    import RxRelay

    final class MenuViewModel: Stepper {
        let steps = PublishRelay<Step>()

        var entries: [MenuEntry] {
            [Entry(title: "About", step: .about), MenuRenderer.Row(title: "Help", step: .help)]
        }

        func select(_ entry: MenuEntry) { steps.accept(entry.step) }
    }

    extension MenuRenderer {
        func rows() -> [Row] {
            [Row(title: "News", step: .news), Row.init(title: "Home", step: .home)]
        }
    }
    """

    let m = model(["Steps.swift": steps, "MenuEntry.swift": items, "MenuViewModel.swift": viewModel])

    @Test func anItemBuiltThroughATopLevelAliasHoldsAStep() {
        #expect(m.emissionKinds(of: "MenuStep.about") == ["typed MenuViewModel"])
    }

    @Test func anItemBuiltThroughAnAliasNestedInAnExtensionHoldsAStep() {
        #expect(m.emissionKinds(of: "MenuStep.help") == ["typed MenuViewModel"])
        #expect(m.emissionKinds(of: "MenuStep.news") == ["typed -"])
        #expect(m.emissionKinds(of: "MenuStep.home") == ["typed -"])
    }

    @Test func onlyTheStepNoItemHoldsIsDead() {
        let ids = findings(["Steps.swift": Self.steps, "MenuEntry.swift": Self.items, "MenuViewModel.swift": Self.viewModel])
        #expect(ids.filter { $0.hasPrefix("dead_step") } == ["dead_step|MenuStep.unused"])
    }
}
