import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 31 §5: RxFlow rules report only what the code proves. Each shape that gave false findings in
/// real apps, in several spellings, with the finding it must (not) give.
@Suite struct RxFlowRuleProofTests {
    /// Findings of the default rules on `files`, as identities.
    func lint(_ files: [String: String]) -> [String] { findings(files) }

    /// Severity of each finding of `rule` on `files`.
    func severities(_ files: [String: String], rule: String) -> [Severity] {
        Linter.lint(analysis(files), configuration: LintConfiguration()).findings.filter { $0.ruleID == rule }.map(\.severity)
    }

    // MARK: end_step_unhandled_by_parent

    static let checkoutSteps = """
    enum CheckoutStep: Step {
        case cart
        case payment
        case paid
    }
    """

    /// A shop whose `ShopFlow` presents `CheckoutFlow` on `.cart`, with no arm for `.paid`.
    /// `paidArm` is the child's arm for `.paid`; `paymentArm` its arm for `.payment` (which shows the
    /// screen whose view model emits `.paid` unless replaced).
    static func shop(paidArm: String, paymentArm: String? = nil, helpers: String = "", legacy: Bool = false) -> [String: String] {
        let contributors = legacy ? "NextFlowItems" : "FlowContributors"
        let contribute = legacy
            ? ".one(flowItem: NextFlowItem(nextPresentable: screen, nextStepper: viewModel))"
            : ".one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))"
        let payment = paymentArm ?? """
                case .payment:
                    let viewModel = PaymentViewModel()
                    let screen = PaymentViewController(viewModel: viewModel)
                    rootViewController.pushViewController(screen, animated: true)
                    return \(contribute)
        """
        return [
            "Shop/Steps/CheckoutStep.swift": checkoutSteps,
            "Shop/Checkout/PaymentViewModel.swift": """
            final class PaymentViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func confirm() { steps.accept(CheckoutStep.paid) }
            }
            final class PaymentViewController: UIViewController {
                init(viewModel: PaymentViewModel) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
            "Shop/Checkout/CheckoutFlow.swift": """
            final class CheckoutFlow {
                let rootViewController = UINavigationController()
            }

            extension CheckoutFlow: Flow {
                var root: Presentable { return self.rootViewController }

                func navigate(to step: Step) -> \(contributors) {
                    guard let step = step as? CheckoutStep else { return .none }
                    switch step {
            \(payment)
            \(paidArm)
                    default:
                        return .none
                    }
                }
            \(helpers)
            }
            """,
            "Shop/ShopFlow.swift": """
            final class ShopFlow: Flow {
                var root: Presentable { navigation }
                private let navigation = UINavigationController()

                func navigate(to step: Step) -> \(contributors) {
                    guard let step = step as? CheckoutStep else { return .none }
                    switch step {
                    case .cart:
                        let checkout = CheckoutFlow()
                        Flows.use(checkout, when: .created) { [unowned self] root in
                            self.navigation.present(root, animated: true)
                        }
                        return \(legacy
                            ? ".one(flowItem: NextFlowItem(nextPresentable: checkout, nextStepper: OneStepper(withSingleStep: CheckoutStep.payment)))"
                            : ".one(flowContributor: .contribute(withNextPresentable: checkout, withNextStepper: OneStepper(withSingleStep: CheckoutStep.payment)))")
                    default:
                        return .none
                    }
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = FlowCoordinator()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coordinator.coordinate(flow: ShopFlow(), with: OneStepper(withSingleStep: CheckoutStep.cart))
                    return true
                }
            }
            """,
        ]
    }

    static let unhandledPaid = "end_step_unhandled_by_parent|CheckoutStep.paid"

    @Test func anEndingArmThatLeavesTheChildOnScreenIsReported() {
        #expect(lint(Self.shop(paidArm: """
                case .paid:
                    return .end(forwardToParentFlowWithStep: CheckoutStep.paid)
        """)).contains(Self.unhandledPaid))
        // 1.x: `.triggerParentFlow(withStep:)` with `NextFlowItem`.
        #expect(lint(Self.shop(paidArm: """
                case .paid:
                    return .triggerParentFlow(withStep: CheckoutStep.paid)
        """, legacy: true)).contains(Self.unhandledPaid))
    }

    /// The child dismisses, pops or removes its own root before ending: it closed itself.
    @Test(arguments: [
        "rootViewController.dismiss(animated: true)",
        "self.rootViewController.dismiss(animated: true, completion: nil)",
        "rootViewController.presentingViewController?.dismiss(animated: true)",
        "rootViewController.navigationController?.popViewController(animated: true)",
        "self.rootViewController.removeFromParent()",
        "close()",
    ])
    func aChildClosingItsOwnRootIsSilent(closing: String) {
        let helpers = """
            private func close() {
                rootViewController.dismiss(animated: true)
            }
        """
        #expect(!lint(Self.shop(paidArm: """
                case .paid:
                    \(closing)
                    return .end(forwardToParentFlowWithStep: CheckoutStep.paid)
        """, helpers: helpers)).contains(Self.unhandledPaid))
        #expect(!lint(Self.shop(paidArm: """
                case .paid:
                    \(closing)
                    return .triggerParentFlow(withStep: CheckoutStep.paid)
        """, helpers: helpers, legacy: true)).contains(Self.unhandledPaid))
    }

    /// Going back inside the child's own stack does not close it.
    @Test func poppingInsideTheChildsOwnStackStillReports() {
        #expect(lint(Self.shop(paidArm: """
                case .paid:
                    rootViewController.popViewController(animated: true)
                    return .end(forwardToParentFlowWithStep: CheckoutStep.paid)
        """)).contains(Self.unhandledPaid))
    }

    /// `.paid` is emitted by a screen, but no screen of the child: the ending arm never runs there.
    @Test func aStepProducedOnlyOutsideTheChildIsSilent() {
        var files = Self.shop(paidArm: """
                case .paid:
                    return .end(forwardToParentFlowWithStep: CheckoutStep.paid)
        """, paymentArm: """
                case .payment:
                    rootViewController.setViewControllers([UIViewController()], animated: false)
                    return .none
        """)
        #expect(!lint(files).contains(Self.unhandledPaid))
        // Delivered by the child's start step instead: reported again.
        files["Shop/ShopFlow.swift"] = files["Shop/ShopFlow.swift"]!.replacingOccurrences(
            of: "nextStepper: OneStepper(withSingleStep: CheckoutStep.payment)", with: "nextStepper: OneStepper(withSingleStep: CheckoutStep.paid)")
            .replacingOccurrences(of: "withNextStepper: OneStepper(withSingleStep: CheckoutStep.payment)",
                                  with: "withNextStepper: OneStepper(withSingleStep: CheckoutStep.paid)")
        #expect(lint(files).contains(Self.unhandledPaid))
    }

    @Test func closingTheRootIsRecordedOnTheArm() {
        let m = model(Self.shop(paidArm: """
                case .paid:
                    rootViewController.dismiss(animated: true)
                    return .end(forwardToParentFlowWithStep: CheckoutStep.paid)
        """))
        #expect(m.arm("CheckoutFlow", "CheckoutStep.paid")?.closesOwnRoot == true)
        #expect(m.arm("CheckoutFlow", "CheckoutStep.payment")?.closesOwnRoot == nil)
    }

    // MARK: shared_stepper

    /// `HomeFlow` showing `TripListViewController` with `stepper` on `.home`, then `DetailViewController`
    /// on `.detail` shown by `show` with the same stepper.
    static func trips(stepper: String, show: String, declare: String = "", configure: String = "") -> [String: String] {
        [
            "Trips/TripStep.swift": """
            enum TripStep: Step { case home, detail, done }
            final class TripsViewModel: Stepper {
                static let shared = TripsViewModel()
                let steps = PublishRelay<Step>()
                func open() { steps.accept(TripStep.detail) }
                func close() { steps.accept(TripStep.done) }
            }
            final class TripListViewController: UIViewController {}
            final class DetailViewController: UIViewController {}
            """,
            "Trips/HomeFlow.swift": """
            final class HomeFlow: Flow {
                var root: Presentable { rootViewController }
                private lazy var rootViewController = UINavigationController()
                \(declare)

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? TripStep else { return .none }
                    switch step {
                    case .home:
                        let list = TripListViewController()
                        rootViewController.setViewControllers([list], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: \(stepper)))
                    case .detail:
                        let detail = DetailViewController()
                        \(configure)
                        \(show)
                        return .one(flowContributor: .contribute(withNextPresentable: detail, withNextStepper: \(stepper)))
                    case .done:
                        return .none
                    }
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                let coordinator = FlowCoordinator()
                func start() { coordinator.coordinate(flow: HomeFlow(), with: OneStepper(withSingleStep: TripStep.home)) }
            }
            """,
        ]
    }

    static let stepperSpellings: [(stepper: String, declare: String)] = [
        ("TripsViewModel.shared", ""),
        ("viewModel", "private let viewModel = TripsViewModel()"),
        ("self.viewModel", "private let viewModel = TripsViewModel()"),
    ]

    /// A screen pushed over another: RxFlow pauses the one below, one step navigates once.
    @Test func aScreenPushedOverTheOtherIsSilent() {
        for spelling in Self.stepperSpellings {
            for show in ["rootViewController.pushViewController(detail, animated: true)", "rootViewController.show(detail, sender: nil)"] {
                let files = Self.trips(stepper: spelling.stepper, show: show, declare: spelling.declare)
                #expect(!lint(files).contains { $0.hasPrefix("shared_stepper|") }, "\(spelling.stepper), \(show)")
            }
        }
    }

    /// A sheet leaves the screen below displayed; a full-screen modal does not.
    @Test func aSheetOverTheOtherScreenIsReportedAFullScreenOneIsNot() {
        for spelling in Self.stepperSpellings {
            let sheet = Self.trips(stepper: spelling.stepper, show: "rootViewController.present(detail, animated: true)", declare: spelling.declare)
            #expect(lint(sheet).contains { $0.hasPrefix("shared_stepper|") }, "\(spelling.stepper)")
            let fullScreen = Self.trips(stepper: spelling.stepper, show: "self.rootViewController.present(detail, animated: true, completion: nil)",
                                        declare: spelling.declare, configure: "detail.modalPresentationStyle = .fullScreen")
            #expect(!lint(fullScreen).contains { $0.hasPrefix("shared_stepper|") }, "\(spelling.stepper)")
        }
    }

    /// One singleton given to two flows shown as tabs of one tab bar: both tabs listen.
    @Test func oneSingletonInTwoTabsIsReported() {
        let tab = { (name: String) in """
            final class \(name): Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? TripStep else { return .none }
                    switch step {
                    case .home:
                        let list = TripListViewController()
                        rootViewController.setViewControllers([list], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: TripsViewModel.shared))
                    default:
                        return .none
                    }
                }
            }
            """
        }
        var files = Self.trips(stepper: "TripsViewModel()", show: "")
        files["Trips/HomeFlow.swift"] = nil
        files["Trips/Tabs/UpcomingFlow.swift"] = tab("UpcomingFlow")
        files["Trips/Tabs/PastFlow.swift"] = tab("PastFlow")
        let tabs = { (spelling: String) in """
            final class MainFlow: Flow {
                var root: Presentable { tabBarController }
                private let tabBarController = UITabBarController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? TripStep else { return .none }
                    switch step {
                    case .home:
                        let upcoming = UpcomingFlow()
                        let past = PastFlow()
                        \(spelling)
                        return .multiple(flowContributors: [
                            .contribute(withNextPresentable: upcoming, withNextStepper: OneStepper(withSingleStep: TripStep.home)),
                            .contribute(withNextPresentable: past, withNextStepper: OneStepper(withSingleStep: TripStep.home)),
                        ])
                    default:
                        return .none
                    }
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                let coordinator = FlowCoordinator()
                func start() { coordinator.coordinate(flow: MainFlow(), with: OneStepper(withSingleStep: TripStep.home)) }
            }
            """
        }
        for spelling in [
            "Flows.use(upcoming, past, when: .created) { [unowned self] (a: UINavigationController, b: UINavigationController) in self.tabBarController.setViewControllers([a, b], animated: false) }",
            "Flows.whenReady(flow1: upcoming, flow2: past) { a, b in self.tabBarController.viewControllers = [a, b] }",
        ] {
            files["Trips/MainFlow.swift"] = tabs(spelling)
            #expect(lint(files).contains("shared_stepper|TripsViewModel.shared|PastFlow|UpcomingFlow"), "\(spelling)")
        }
    }

    // MARK: ready_never_fires

    /// A harbour app whose `HarborFlow` waits for `BoatsFlow` to be ready (`wait`) and returns `contribution`.
    static func harbor(wait: String, contribution: String, legacy: Bool, helpers: String = "") -> [String: String] {
        let contributors = legacy ? "NextFlowItems" : "FlowContributors"
        let showBoats = legacy
            ? ".one(flowItem: NextFlowItem(nextPresentable: boatsViewController, nextStepper: boatsViewController))"
            : ".one(flowContributor: .contribute(withNext: boatsViewController))"
        return [
            "Harbor/HarborStep.swift": """
            enum HarborStep: Step {
                case harbor
                case boats
            }
            final class BoatsViewController: UIViewController, Stepper {
                let steps = PublishRelay<Step>()
                var initialStep: Step { return HarborStep.boats }
            }
            \(helpers)
            """,
            "Harbor/Flows/BoatsFlow.swift": """
            final class BoatsFlow: Flow {
                var root: Presentable { return rootViewController }
                private let rootViewController = UINavigationController()
                func navigate(to step: Step) -> \(contributors) {
                    guard let step = step as? HarborStep else { return .none }
                    switch step {
                    case .boats:
                        let boatsViewController = BoatsViewController()
                        rootViewController.setViewControllers([boatsViewController], animated: false)
                        return \(showBoats)
                    default:
                        return .none
                    }
                }
            }
            """,
            "Harbor/Flows/HarborFlow.swift": """
            final class HarborFlow: Flow {
                var root: Presentable { return rootViewController }
                private let rootViewController = UINavigationController()
                func navigate(to step: Step) -> \(contributors) {
                    guard let step = step as? HarborStep else { return .none }
                    switch step {
                    case .harbor:
                        let boats = BoatsFlow()
                        \(wait) { [unowned self] root in
                            self.rootViewController.present(root, animated: true)
                        }
                        return \(contribution)
                    default:
                        return .none
                    }
                }
            }
            final class AppDelegate {
                let coordinator = \(legacy ? "Coordinator" : "FlowCoordinator")()
                func start() {
                    coordinator.coordinate(flow: HarborFlow(), \(legacy ? "withStepper" : "with"): OneStepper(withSingleStep: HarborStep.harbor))
                }
            }
            """,
        ]
    }

    /// An app's own way of building the contribution: followed, or the arm is not understood (a note),
    /// never "never contributes" while `never_ending_flow` says the same flow is presented.
    @Test func anAppsOwnContributionBuilderIsFollowedOrNotChecked() {
        let legacyInit = """
        extension NextFlowItem {
            init(_ both: Presentable & Stepper) {
                self.init(nextPresentable: both, nextStepper: both)
            }
        }
        """
        let staticHelper = """
        enum Contributions {
            static func both(_ flow: Flow & Stepper) -> FlowContributors {
                return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: flow))
            }
            static func contributor(_ flow: Flow) -> FlowContributor {
                return .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: HarborStep.boats))
            }
        }
        """
        // `note`: whether the arm is not understood (nil: either is right, the helper may be followed).
        let shapes: [(wait: String, contribution: String, legacy: Bool, helpers: String, note: Bool?)] = [
            ("Flows.whenReady(flow1: boats)", ".one(flowItem: NextFlowItem(boats))", true, legacyInit, true),
            ("Flows.whenReady(flow1: boats)", ".multiple(flowItems: [NextFlowItem(boats)])", true, legacyInit, true),
            ("Flows.use(boats, when: .ready)", "Contributions.both(boats)", false, staticHelper, nil),
            ("Flows.use(boats, when: .ready)", ".multiple(flowContributors: [Contributions.contributor(boats)])", false, staticHelper, nil),
        ]
        for shape in shapes {
            let files = Self.harbor(wait: shape.wait, contribution: shape.contribution, legacy: shape.legacy, helpers: shape.helpers)
            let result = Linter.lint(analysis(files), configuration: LintConfiguration())
            #expect(!result.findings.contains { $0.ruleID == "ready_never_fires" }, "\(shape.contribution)")
            if let note = shape.note {
                #expect(result.notChecked.contains { $0.cause == .unreadContribution } == note, "\(shape.contribution)")
            }
        }
        // Nothing contributes the flow at all: still reported.
        let forgotten = Self.harbor(wait: "Flows.whenReady(flow1: boats)", contribution: ".none", legacy: true, helpers: legacyInit)
        #expect(lint(forgotten).contains("ready_never_fires|HarborFlow|BoatsFlow"))
    }

    // MARK: unhandled_step / misrouted_step: fallback values

    /// A search screen whose view model emits `.results`, and `.idle` in the way `emit` spells it, into
    /// `SearchFlow` (its `default:` as `defaultArm`); `more` adds files.
    static func search(emit: String, defaultArm: String = "default: return .none", more: [String: String] = [:]) -> [String: String] {
        var files = [
            "Search/SearchStep.swift": """
            enum SearchStep: Step {
                case search
                case results
                case idle
            }
            """,
            "Search/SearchViewModel.swift": """
            final class SearchViewModel: Stepper {
                let steps = PublishRelay<Step>()
                private let disposeBag = DisposeBag()
                private let api = SearchAPI()

                func bind(query: Observable<String>) {
            \(emit)
                }
            }
            final class SearchViewController: UIViewController {
                init(viewModel: SearchViewModel) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
            "Search/SearchFlow.swift": """
            final class SearchFlow: Flow {
                var root: Presentable { self.rootViewController }
                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? SearchStep else { return .none }
                    switch step {
                    case .search:
                        let viewModel = SearchViewModel()
                        let screen = SearchViewController(viewModel: viewModel)
                        rootViewController.setViewControllers([screen], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
                    case .results:
                        return .none
                    \(defaultArm)
                    }
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                let coordinator = FlowCoordinator()
                func start() { coordinator.coordinate(flow: SearchFlow(), with: OneStepper(withSingleStep: SearchStep.search)) }
            }
            """,
        ]
        files.merge(more) { $1 }
        return files
    }

    static let fallbackSpellings = [
        """
                query.flatMapLatest { [api] text in api.search(text) }
                    .map { _ in SearchStep.results }
                    .catchAndReturn(SearchStep.idle)
                    .bind(to: steps)
                    .disposed(by: disposeBag)
        """,
        """
                query.flatMapLatest { [api] text in api.search(text) }
                    .map { _ in SearchStep.results }
                    .catchErrorJustReturn(SearchStep.idle)
                    .bind(to: self.steps)
                    .disposed(by: disposeBag)
        """,
        """
                query.flatMapLatest { [api] text in api.search(text) }
                    .map { _ -> Step in SearchStep.results }
                    .catch { _ in .just(SearchStep.idle) }
                    .bind(to: steps)
                    .disposed(by: disposeBag)
        """,
        """
                query.subscribe(onNext: { [weak self] text in
                    self?.steps.accept(self?.api.cachedStep(for: text) ?? SearchStep.idle)
                }).disposed(by: disposeBag)
        """,
    ]

    /// Emitted only as a fallback into a flow whose `default:` returns `.none`: a warning.
    @Test func aFallbackValueIntoADefaultThatDoesNothingIsAWarning() {
        for emit in Self.fallbackSpellings {
            #expect(severities(Self.search(emit: emit), rule: "unhandled_step") == [.warning], "\(emit)")
        }
        // Emitted as a plain value: still an error.
        let plain = "        query.subscribe(onNext: { [weak self] _ in self?.steps.accept(SearchStep.idle) }).disposed(by: disposeBag)"
        #expect(severities(Self.search(emit: plain), rule: "unhandled_step") == [.error])
    }

    /// Another flow handles `.idle`: the fallback dropped by SearchFlow's `default:` is a warning too.
    @Test func aFallbackValueAnotherFlowHandlesIsAMisroutedWarning() {
        let history = ["Search/HistoryFlow.swift": """
            final class HistoryFlow: Flow {
                var root: Presentable { UIViewController() }
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? SearchStep else { return .none }
                    switch step {
                    case .idle: return .none
                    default: return .none
                    }
                }
            }
            let history = HistoryFlow()
            """]
        for emit in Self.fallbackSpellings {
            #expect(severities(Self.search(emit: emit, more: history), rule: "misrouted_step") == [.warning], "\(emit)")
        }
    }
}
