import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The RxFlow pitfall rules and the contribution facts they read, on snippets written the ways apps
/// write them (2.x and 1.x contributors, `Flows.use` and `Flows.whenReady`, singletons, properties,
/// locals, helpers, storyboards).
@Suite struct PitfallRuleTests {
    /// A flow `AppFlow` on a navigation stack with `arms`, started on `AppStep.home` and `AppStep.detail`.
    func app(arms: String, extra: String = "", more: String = "") -> RuleExample {
        RuleExample("""
        \(ExampleCode.appStep)
        final class DetailViewController: UIViewController {}
        \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
        \(ExampleCode.flow("AppFlow", arms: arms, extra: extra))
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() {
                coordinator.coordinate(flow: AppFlow(), with: CompositeStepper(steppers: [
                    OneStepper(withSingleStep: AppStep.home), OneStepper(withSingleStep: AppStep.detail(id: 1))]))
            }
        }
        \(more)
        """)
    }

    // MARK: stepper_presentable_not_shown

    @Test func presentableUsesAreRecordedPerSpelling() {
        let m = model(app(arms: """
                case .home:
                    let viewController = UIStoryboard(name: "Main", bundle: nil)
                        .instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))
                case .detail:
                    let viewController = DetailViewController()
                    DispatchQueue.main.async { self.rootViewController.present(viewController, animated: true) }
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))
                case .done:
                    let viewController = DetailViewController()
                    let navigation = UINavigationController(rootViewController: viewController)
                    rootViewController.present(navigation, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))
        """).cleanFiles.reduce(into: [:]) { $0[$1.path] = $1.text })
        #expect(m.arm("AppFlow", "AppStep.home")?.contributors?.first?.presentableUses == [])
        #expect(m.arm("AppFlow", "AppStep.detail")?.contributors?.first?.presentableUses == [.present])
        #expect(m.arm("AppFlow", "AppStep.done")?.contributors?.first?.presentableUses == [.other])
    }

    @Test func onlyTheArmThatForgetsToShowItsScreenIsReported() {
        let example = app(arms: """
                case .home:
                    let viewController = DetailViewController()
                    rootViewController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))
                case .detail:
                    let viewController = DetailViewController.instantiate()
                    return .one(flowContributor: .↓contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))
                default: return .none
        """)
        #expect(findingLocations(Rules.stepperPresentableNotShown, example) == example.markedLocations)
    }

    @Test func screensShownElsewhereOrThatNeedNotBeVisibleAreLeftAlone() {
        // A flag the tool does not evaluate, a screen handed to a helper, a type with its own visibility.
        let example = app(arms: """
                case .home:
                    let viewController = DetailViewController()
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel(),
                                                             allowStepWhenNotPresented: isBackground))
                case .detail:
                    let viewController = DetailViewController()
                    install(viewController)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: DetailViewModel()))
                case .done:
                    let banner = BannerPresentable()
                    return .one(flowContributor: .contribute(withNextPresentable: banner, withNextStepper: DetailViewModel()))
        """, extra: """
            var isBackground = false
            private func install(_ viewController: UIViewController) { rootViewController.viewControllers = [viewController] }
        """, more: """
        final class BannerPresentable: UIViewController {
            var rxVisible: Observable<Bool> { .just(true) }
        }
        """)
        #expect(findingLocations(Rules.stepperPresentableNotShown, example).isEmpty)
    }

    // MARK: ready_never_fires

    @Test func readyWaitsInEverySpelling() {
        let example = RuleExample("""
        \(ExampleCode.appStep)
        \(ExampleCode.flow("ListFlow", arms: "        case .detail: return .none\n        default: return .none"))
        \(ExampleCode.flow("MapFlow", arms: "        case .detail: return .none\n        default: return .none"))
        \(ExampleCode.flow("AppFlow", arms: """
                ↓case .home:
                    let list = ListFlow()
                    let map = MapFlow()
                    Flows.use([list, map], when: Flows.ExecuteStrategy.ready) { (roots: [UINavigationController]) in
                        self.rootViewController.setViewControllers(roots, animated: false)
                    }
                    return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 0))))
                case .detail:
                    let list = ListFlow()
                    Flows.whenReady(flows: [list]) { _ in }
                    return .multiple(flowContributors: [.contribute(withNextPresentable: list, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 0)))])
                case .done:
                    let map = MapFlow()
                    Flows.use(map, when: strategy) { _ in }
                    return .none
        """, extra: "    var strategy = Flows.ExecuteStrategy.ready"))
        \(ExampleCode.start("AppFlow", with: "AppStep.home"))
        """)
        let m = model(example.cleanFiles.reduce(into: [:]) { $0[$1.path] = $1.text })
        #expect(m.arm("AppFlow", "AppStep.home")?.readyWaits == [ReadyWait(flow: "ListFlow", contributed: true),
                                                                   ReadyWait(flow: "MapFlow", contributed: false)])
        #expect(m.arm("AppFlow", "AppStep.detail")?.readyWaits == [ReadyWait(flow: "ListFlow", contributed: true)])
        #expect(m.arm("AppFlow", "AppStep.done")?.readyWaits == nil)
        // Only the map in the first arm: the list is contributed with a step it handles.
        #expect(findingLocations(Rules.readyNeverFires, example) == example.markedLocations)
    }

    @Test func aFlowHeldInAPropertyMayBeContributedByAnotherArm() {
        let example = RuleExample("""
        \(ExampleCode.appStep)
        \(ExampleCode.flow("DetailFlow", arms: "        case .detail: return .none\n        default: return .none"))
        \(ExampleCode.flow("AppFlow", arms: """
                case .home:
                    Flows.use(detailFlow, when: .ready) { root in self.rootViewController.present(root, animated: true) }
                    return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.done))
                case .done:
                    return .one(flowContributor: .contribute(withNextPresentable: detailFlow,
                                                             withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                default: return .none
        """, extra: "    private let detailFlow = DetailFlow()"))
        \(ExampleCode.start("AppFlow", with: "AppStep.home"))
        """)
        let m = model(example.cleanFiles.reduce(into: [:]) { $0[$1.path] = $1.text })
        #expect(m.arm("AppFlow", "AppStep.home")?.readyWaits == [ReadyWait(flow: "DetailFlow", contributed: nil)])
        #expect(findingLocations(Rules.readyNeverFires, example).isEmpty)
    }

    // MARK: shared_stepper

    @Test func aLocalHandedOverInTwoBranchesIsHandedOverOnce() {
        let example = app(arms: """
                case .home:
                    let viewModel = DetailViewModel()
                    if isCompact {
                        let viewController = DetailViewController()
                        rootViewController.pushViewController(viewController, animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                    } else {
                        let viewController = DetailViewController()
                        rootViewController.present(viewController, animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                    }
                default: return .none
        """, extra: "    var isCompact = true")
        #expect(findingLocations(Rules.sharedStepper, example).isEmpty)
        #expect(findingLocations(Rules.stepperPresentableNotShown, example).isEmpty)
    }

    @Test func oneSingletonStartingTheAppFromTwoDelegatesIsOneStart() {
        let example = RuleExample("""
        \(ExampleCode.appStep)
        final class AppStepper: Stepper {
            static let shared = AppStepper()
            let steps = PublishRelay<Step>()
            var initialStep: Step { AppStep.home }
        }
        \(ExampleCode.flow("AppFlow", arms: "        case .home: return .none\n        default: return .none"))
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func legacyStart() { coordinator.coordinate(flow: AppFlow(), with: AppStepper.shared) }
        }
        final class SceneDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: AppFlow(), with: AppStepper.shared) }
        }
        """)
        #expect(findingLocations(Rules.sharedStepper, example).isEmpty)
    }

    @Test func singletonSharedByTwoFlowsAndAPropertyChain() {
        let example = RuleExample("""
        \(ExampleCode.appStep)
        final class HomeViewController: UIViewController {}
        final class Services { static let shared = Services(); let router = RouterStepper() }
        final class RouterStepper: Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(AppStep.detail(id: 1)) }
        }
        \(ExampleCode.flow("HomeFlow", arms: """
                case .home:
                    let viewController = HomeViewController()
                    rootViewController.pushViewController(viewController, animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: Services.shared.router))
                default: return .none
        """))
        \(ExampleCode.flow("SearchFlow", arms: """
                case .home:
                    let viewController = HomeViewController()
                    rootViewController.pushViewController(viewController, animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                             withNextStepper: Services.shared.router))
                default: return .none
        """))
        \(ExampleCode.start("HomeFlow", with: "AppStep.home"))
        \(ExampleCode.start("SearchFlow", with: "AppStep.home").replacingOccurrences(of: "AppDelegate", with: "SceneDelegate"))
        """)
        let m = model(example.cleanFiles.reduce(into: [:]) { $0[$1.path] = $1.text })
        #expect(m.arm("HomeFlow", "AppStep.home")?.contributors?.first?.stepperInstance == "Services.shared.router")
        // Two root flows, one started by each delegate: only one runs, so their screens are never
        // displayed together (RxFlowRuleProofTests has the singleton shared by two tabs).
        #expect(findingLocations(Rules.sharedStepper, example).isEmpty)
    }

    @Test func namesThatAreNotPropertiesOfTheFlowAreNoInstance() {
        // A closure parameter named like a property: each page gets its own view model.
        let example = app(arms: """
                case .home:
                    let pages = [DetailViewModel(), DetailViewModel()].map { viewModel -> FlowContributor in
                        let viewController = DetailViewController()
                        return .contribute(withNextPresentable: viewController, withNextStepper: viewModel)
                    }
                    rootViewController.setViewControllers([], animated: false)
                    return .multiple(flowContributors: pages)
                case .detail:
                    let viewController = DetailViewController()
                    rootViewController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                default: return .none
        """)
        let m = model(example.cleanFiles.reduce(into: [:]) { $0[$1.path] = $1.text })
        #expect(m.arm("AppFlow", "AppStep.home")?.contributors?.first?.stepperInstance == nil)
        #expect(findingLocations(Rules.sharedStepper, example).isEmpty)
    }

    // MARK: default_stepper_home_unhandled

    @Test func defaultStepperThroughALocalAndAHandledHome() {
        let flow = ExampleCode.flow("AppFlow", arms: "        case .home: return .none\n        default: return .none")
        let start = """
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() {
                let stepper = DefaultStepper()
                coordinator.↓coordinate(flow: AppFlow(), with: stepper)
            }
        }
        """
        let unhandled = RuleExample("\(ExampleCode.appStep)\n\(flow)\n\(start)")
        #expect(findingLocations(Rules.defaultStepperHomeUnhandled, unhandled) == unhandled.markedLocations)
        let handled = flow.replacingOccurrences(of: "guard let step = step as? AppStep else { return .none }",
                                                with: "if case RxFlowStep.home = step { return .none }\n        guard let step = step as? AppStep else { return .none }")
        #expect(findingLocations(Rules.defaultStepperHomeUnhandled, RuleExample("\(ExampleCode.appStep)\n\(handled)\n\(start)")).isEmpty)
    }

    // MARK: forward_to_current_loop

    @Test func selfNavigationLoopsAndConditionalOnesDoNot() {
        let loop = app(arms: """
                ↓case .home: return navigate(to: AppStep.done)
                case .done: return self.navigate(to: AppStep.home)
                default: return .none
        """)
        #expect(findingLocations(Rules.forwardToCurrentLoop, loop) == loop.markedLocations)
        let ownStep = app(arms: """
                case .home: return .none
                ↓case .detail: return .one(flowContributor: .forwardToCurrentFlow(withStep: step))
                default: return .none
        """)
        #expect(findingLocations(Rules.forwardToCurrentLoop, ownStep) == ownStep.markedLocations)
        let ternary = app(arms: """
                case .home: return .one(flowContributor: .forwardToCurrentFlow(withStep: isReady ? AppStep.done : AppStep.detail(id: 0)))
                case .done: return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.home))
                default: return .none
        """, extra: "    var isReady = false")
        #expect(findingLocations(Rules.forwardToCurrentLoop, ternary).isEmpty)
        let guarded = app(arms: """
                case .home: return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.done))
                case .done where isReady: return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.home))
                default: return .none
        """, extra: "    var isReady = false")
        #expect(findingLocations(Rules.forwardToCurrentLoop, guarded).isEmpty)
    }

    @Test func reForwardingANestedPayloadIsNotALoop() {
        // `inner` is an `Auth` value: cast to `AppStep` it fails, nothing comes back to this arm.
        let example = RuleExample("""
        enum AppStep: Step {
            case home
            indirect case auth(Auth)
        }
        enum Auth: Step {
            case login
        }
        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home: return .none
                case .auth(let inner):
                    switch inner {
                    case .login: return .one(flowContributor: .forwardToCurrentFlow(withStep: inner))
                    }
                }
            }
        }
        \(ExampleCode.start("AppFlow", with: "AppStep.auth(.login)"))
        """)
        #expect(findingLocations(Rules.forwardToCurrentLoop, example).isEmpty)
    }

    // MARK: end_forwarded_from_root

    @Test func legacyEndsFromTheRootAndRootsThatAreAlsoChildren() {
        let legacy = RuleExample("""
        \(ExampleCode.appStep)
        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            func navigate(to step: Step) -> NextFlowItems {
                guard let step = step as? AppStep else { return .stepNotHandled }
                switch step {
                ↓case .home: return .end(withStepForParentFlow: AppStep.done)
                ↓case .detail: return .triggerParentFlow(withStep: AppStep.done)
                default: return .stepNotHandled
                }
            }
        }
        \(ExampleCode.start("AppFlow", with: "AppStep.home"))
        final class Deeplinks { func open(_ coordinator: FlowCoordinator) { coordinator.navigate(to: AppStep.detail(id: 1)) } }
        """)
        #expect(findingLocations(Rules.endForwardedFromRoot, legacy) == legacy.markedLocations)
        // The same flow is also presented as a child of another flow: its `.end` may have a parent.
        let alsoChild = RuleExample("""
        \(ExampleCode.appStep)
        \(ExampleCode.flow("DetailFlow", arms: """
                case .detail: return .end(forwardToParentFlowWithStep: AppStep.done)
                default: return .none
        """))
        \(ExampleCode.presentingParent(of: "DetailFlow", extraArms: "        case .done: return .none\n"))
        final class Widget {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: DetailFlow(), with: OneStepper(withSingleStep: AppStep.detail(id: 2))) }
        }
        """)
        #expect(findingLocations(Rules.endForwardedFromRoot, alsoChild).isEmpty)
    }

    // MARK: stepper_never_contributed

    @Test func anUntypedStepperSilencesTheUncontributedOne() {
        let example = app(arms: """
                case .home:
                    let viewController = DetailViewController()
                    rootViewController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: factory.makeStepper()))
                default: return .none
        """, more: ExampleCode.viewModel("OrphanViewModel", emits: ["AppStep.done"]))
        #expect(findingLocations(Rules.stepperNeverContributed, example).isEmpty)
    }
}
