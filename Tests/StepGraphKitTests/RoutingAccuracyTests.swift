import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 14, items 3 to 6: liveness whatever the slot, silence where a flow was not understood,
/// routing semantics (transformed steps, start steps, dormant flows, one finding per root cause) and
/// outcomes through locals, helpers and builders.

/// A settings flow handling every `SettingsStep`, started with `.root`, plus `extra` files.
private func settingsApp(_ extra: [String: String]) -> [String: String] {
    extra.merging([
        "Steps.swift": """
        import RxFlow
        enum SettingsStep: Step {
            case root, about, licenses, help
            case detail(id: Int)
        }
        """,
        "SettingsFlow.swift": """
        import RxFlow
        import UIKit
        final class SettingsFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? SettingsStep else { return .none }
                switch step {
                case .root:
                    navigationController.setViewControllers([UIViewController()], animated: false)
                    return .none
                case .about, .licenses, .help, .detail:
                    return .none
                }
            }
        }
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: SettingsFlow(), with: OneStepper(withSingleStep: SettingsStep.root)) }
        }
        """,
    ]) { first, _ in first }
}

private func deadSteps(_ files: [String: String]) -> [String] {
    findings(files).filter { $0.hasPrefix("dead_step|") }.sorted()
}

@Suite struct LivenessWhateverTheSlotTests {
    @Test func aQualifiedCaseInsideAnInitializerOfANestedTypeIsAUse() {
        let files = settingsApp(["Cells.swift": """
        struct CellViewModel {
            struct Dependencies { let routingIntent: Step }
            init(dependencies: Dependencies) {}
        }
        final class SettingsBuilder {
            func cells() -> [CellViewModel] {
                [CellViewModel(dependencies: CellViewModel.Dependencies(routingIntent: SettingsStep.about)),
                 CellViewModel(dependencies: .init(routingIntent: SettingsStep.licenses)),
                 CellViewModel(dependencies: CellViewModel.Dependencies(routingIntent: wrap(SettingsStep.help)))]
            }
            func wrap(_ step: Step) -> Step { step }
        }
        """])
        #expect(deadSteps(files) == ["dead_step|SettingsStep.detail"])
        let m = model(files)
        #expect(m.emissionKinds(of: "SettingsStep.about") == ["reference -"])
        #expect(m.emissionKinds(of: "SettingsStep.help") == ["reference -"])
    }

    @Test func aCaseConstructorPassedAsAFunctionIsAUse() {
        let files = settingsApp(["Ids.swift": """
        final class Links {
            func steps(ids: [Int]) -> [Step] { ids.map(SettingsStep.detail) }
            let about: () -> Step = { SettingsStep.about }
            let pairs = [("Licenses", SettingsStep.licenses), ("Help", SettingsStep.help)]
        }
        """])
        #expect(deadSteps(files) == [])
    }

    @Test func aComparisonOrAPatternIsStillNoUse() {
        let files = settingsApp(["Checks.swift": """
        final class Checks {
            func isAbout(_ step: Step) -> Bool { (step as? SettingsStep) == SettingsStep.about }
            func isHelp(_ step: SettingsStep) -> Bool { if case SettingsStep.help = step { return true }; return false }
            let licenses = SettingsStep.licenses
            let detail = SettingsStep.detail(id: 3)
        }
        """])
        #expect(deadSteps(files) == ["dead_step|SettingsStep.about", "dead_step|SettingsStep.help"])
    }

    @Test func implicitCasesInInitializersOfNestedTypes() {
        let files = settingsApp(["Renderer.swift": """
        struct Renderer {
            struct Item { let type: Kind; let title: String; let step: SettingsStep }
            enum Kind { case link, plain }
            func items() -> [Item] { [Item(type: .link, title: "About", step: .about)] }
        }
        extension Renderer {
            struct Row {
                let step: SettingsStep?
                init(title: String, step: SettingsStep? = nil) { self.step = step }
            }
        }
        final class AboutScreen {
            let items = [Renderer.Item(type: .link, title: "Licenses", step: .licenses)]
            let rows = [Renderer.Row.init(title: "Help", step: .help)]
        }
        extension Renderer {
            func detailRow() -> Row { Row(title: "Detail", step: .detail(id: 1)) }
        }
        """])
        #expect(deadSteps(files) == [])
        let m = model(files)
        #expect(m.emissionKinds(of: "SettingsStep.licenses") == ["typed -"])
        #expect(m.emissionKinds(of: "SettingsStep.detail") == ["typed -"])
    }

    @Test func aStructFieldTypedStepTakesImplicitCasesOnlyWhenOneEnumHasThem() {
        let files = settingsApp(["Cells.swift": """
        struct CellViewModel {
            struct Dependencies { let routingIntent: Step }
            let dependencies: Dependencies
        }
        extension CellViewModel {
            static func about() -> CellViewModel { CellViewModel(dependencies: Dependencies(routingIntent: .about)) }
        }
        let help = CellViewModel.Dependencies(
            routingIntent:
                .help
        )
        """])
        #expect(deadSteps(files) == ["dead_step|SettingsStep.detail", "dead_step|SettingsStep.licenses"])
    }
}

@Suite struct FlowsNotFullyUnderstoodTests {
    /// An app whose `MainFlow` matches the step with `matching`, given `MainViewModel`'s steps.
    static func app(mainStep: String = "enum MainStep { case tab(Tab), search }", matching: String) -> [String: String] {
        [
            "Steps.swift": """
            import RxFlow
            enum AppStep: Step {
                case launch
                indirect case main(MainStep)
                case done
            }
            \(mainStep)
            enum Tab { case myStays, myPage }
            """,
            "MainFlow.swift": """
            import RxFlow
            import UIKit
            final class MainViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func stays() { steps.accept(AppStep.main(.tab(.myStays))) }
                func page() { steps.accept(AppStep.main(.tab(.myPage))) }
                func close() { steps.accept(AppStep.done) }
            }
            final class MainFlow: Flow {
                var root: Presentable { tabBarController }
                private let tabBarController = UITabBarController()
                private var isLoggedIn = false
                func navigate(to step: Step) -> FlowContributors {
            \(matching)
                }
            }
            final class AppDelegate {
                let coordinator = FlowCoordinator()
                func start() { coordinator.coordinate(flow: MainFlow(), with: MainViewModel()) }
            }
            """,
        ]
    }

    static let tabSwitch = """
            switch main {
            case .tab(.myStays):
                tabBarController.selectedIndex = 0
                return .none
            case .tab(.myPage):
                tabBarController.selectedIndex = 1
                return .none
            case .search:
                return .none
            }
    """

    @Test(arguments: [
        "        guard let step = step as? AppStep, case let .main(main) = step else { return .none }\n",
        "        guard let appStep = step as? AppStep,\n              case .main(let main) = appStep\n        else { return .none }\n",
        "        guard case let .main(main) = step as? AppStep else { return .none }\n",
    ])
    func aNestedPatternOnTheBoundPayloadOfACaseInAGuard(_ guardLine: String) {
        let files = Self.app(matching: guardLine + Self.tabSwitch)
        let m = model(files)
        #expect(m.flow("MainFlow")?.arms.map(\.steps) == [["AppStep.main"]])
        #expect(m.unresolved.isEmpty)
        // `.done` is emitted and handled nowhere: the only finding.
        #expect(findings(files).filter { !$0.hasPrefix("dead_step") } == ["unhandled_step|AppStep.done"])
    }

    @Test func optionalPatternsOnACastStep() {
        let files = Self.app(matching: """
                switch step as? AppStep {
                case .some(.main(let main)):
        \(Self.tabSwitch)
                case .none:
                    return .none
                default:
                    return .none
                }
        """)
        let m = model(files)
        #expect(m.flow("MainFlow")?.arms.map(\.steps) == [["AppStep.main"], [], []])
        #expect(m.unresolved.isEmpty)
        #expect(findings(files).filter { !$0.hasPrefix("dead_step") } == ["unhandled_step|AppStep.done"])
    }

    @Test func aNestedPatternOnAStepPayloadInAnIf() {
        let files = Self.app(mainStep: "enum MainStep: Step { case tab(Tab), search }", matching: """
                if let step = step as? AppStep, case .main(let main) = step {
        \(Self.tabSwitch)
                }
                return .none
        """)
        let m = model(files)
        // The nested switch decides: `if case .main` is no arm of its own.
        #expect(m.flow("MainFlow")?.arms.map(\.steps) == [["MainStep.tab"], ["MainStep.tab"], ["MainStep.search"]])
        #expect(m.flow("MainFlow")?.arms.map(\.constrainsPayload) == [true, true, false])
        #expect(findings(files).filter { !$0.hasPrefix("dead_step") } == ["unhandled_step|AppStep.done"])
    }

    @Test(arguments: [
        // A tuple subject.
        ("""
                switch (step as? AppStep, isLoggedIn) {
                case (.main?, true): return .none
                default: return .none
                }
        """, "MainFlow.swift:14", "the step is matched as '(step as? AppStep, isLoggedIn)'"),
        // A pattern naming no step the code base declares (an enum of a module that is not read).
        ("""
                switch step {
                case LegacyStep.main: return .none
                default: return .none
                }
        """, "MainFlow.swift:15", "case pattern 'LegacyStep.main' names no step the tool knows"),
        // An expression pattern.
        ("""
                guard let step = step as? AppStep else { return .none }
                switch step {
                case isLoggedIn ? .main(.search) : .launch: return .none
                default: return .none
                }
        """, "MainFlow.swift:16", "a case pattern the tool does not read"),
    ])
    func anUnreadPatternIsRecordedAndKeepsRoutingRulesSilent(_ matching: String, _ place: String, _ detail: String) {
        let files = Self.app(matching: matching)
        let m = model(files)
        #expect(m.unresolved.map { "\($0.kind.rawValue) \($0.subject) \($0.file):\($0.line) \($0.detail)" }
                == ["pattern MainFlow \(place) \(detail)"])
        #expect(findings(files).filter { !$0.hasPrefix("dead_step") } == [])
    }
}

@Suite struct RoutingSemanticsTests {
    static let welcomeFlow = """
    import RxFlow
    import UIKit
    enum RootStep: Step { case launch, main }
    enum WelcomeStep: Step { case start, dismiss }
    final class WelcomeViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func done() { steps.accept(WelcomeStep.dismiss) }
    }
    final class WelcomeFlow: Flow {
        var root: Presentable { navigationController }
        private let navigationController = UINavigationController()
        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? WelcomeStep else { return .none }
            switch step {
            case .start:
                let viewModel = WelcomeViewModel()
                navigationController.setViewControllers([UIViewController()], animated: false)
                return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
            case .dismiss:
                return .end(forwardToParentFlowWithStep: WelcomeStep.dismiss)
            }
        }
    }
    """

    static func rootFlow(transform: String) -> String {
        """
        import RxFlow
        import UIKit
        final class RootFlow: Flow {
            var root: Presentable { window }
            private let window = UIWindow()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = transform(step: step) as? RootStep else { return .none }
                switch step {
                case .launch:
                    let flow = WelcomeFlow()
                    Flows.use(flow, when: .created) { root in self.window.rootViewController = root }
                    return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: WelcomeStep.start)))
                case .main:
                    window.rootViewController = UIViewController()
                    return .none
                }
            }
        \(transform)
        }
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: RootFlow(), with: OneStepper(withSingleStep: RootStep.launch)) }
        }
        """
    }

    @Test(arguments: [
        """
            private func transform(step: Step) -> Step {
                if let welcomeStep = step as? WelcomeStep {
                    switch welcomeStep {
                    case .dismiss: return RootStep.main
                    default: return step
                    }
                }
                return step
            }
        """,
        """
            private func transform(step: Step) -> Step {
                guard let welcome = step as? WelcomeStep else { return step }
                switch welcome {
                case .dismiss:
                    return RootStep.main
                case .start:
                    return step
                }
            }
        """,
        """
            private func transform(step: Step) -> Step {
                if case WelcomeStep.dismiss = step { return RootStep.main }
                return step
            }
        """,
    ])
    func aParentHandlesAChildsEndStepThroughATransform(_ transform: String) {
        let files = ["Welcome.swift": Self.welcomeFlow, "Root.swift": Self.rootFlow(transform: transform)]
        #expect(model(files).flow("RootFlow")?.stepMappings?.map { "\($0.from)>\($0.to)" } == ["WelcomeStep.dismiss>RootStep.main"])
        #expect(findings(files) == [])
    }

    @Test func withoutTheMappingTheParentHasNoArm() {
        let files = ["Welcome.swift": Self.welcomeFlow, "Root.swift": Self.rootFlow(transform: """
            private func transform(step: Step) -> Step {
                if let welcomeStep = step as? WelcomeStep {
                    switch welcomeStep {
                    case .start: return RootStep.launch
                    default: return step
                    }
                }
                return step
            }
        """)]
        #expect(findings(files) == ["dead_step|RootStep.main", "end_step_unhandled_by_parent|WelcomeStep.dismiss"])
    }

    /// A friend picker started by two parents with different first steps; only the selector path ends.
    static func friends(listParentHandlesSelection: Bool = false) -> [String: String] {
        [
            "Steps.swift": "import RxFlow\nenum FriendStep: Step { case friendListIsRequired, friendSelectorIsRequired, friendSelected, profile, chat }",
            "FriendFlow.swift": """
            import RxFlow
            import UIKit
            final class FriendListViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func open() { steps.accept(FriendStep.profile) }
            }
            final class FriendSelectorViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func pick() { steps.accept(FriendStep.friendSelected) }
            }
            final class FriendFlow: Flow {
                var root: Presentable { navigationController }
                private let navigationController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? FriendStep else { return .none }
                    switch step {
                    case .friendListIsRequired:
                        let viewModel = FriendListViewModel()
                        navigationController.setViewControllers([UIViewController()], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
                    case .friendSelectorIsRequired:
                        let viewModel = FriendSelectorViewModel()
                        navigationController.setViewControllers([UIViewController()], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
                    case .friendSelected:
                        return .end(forwardToParentFlowWithStep: FriendStep.friendSelected)
                    case .profile:
                        navigationController.pushViewController(UIViewController(), animated: true)
                        return .none
                    default:
                        return .none
                    }
                }
            }
            """,
            "Parents.swift": """
            import RxFlow
            import UIKit
            final class HomeFlow: Flow {
                var root: Presentable { tabBarController }
                private let tabBarController = UITabBarController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? FriendStep else { return .none }
                    switch step {
                    case .chat:
                        let friends = FriendFlow()
                        Flows.use(friends, when: .created) { root in self.tabBarController.setViewControllers([root], animated: false) }
                        return .one(flowContributor: .contribute(withNextPresentable: friends,
                                                                 withNextStepper: OneStepper(withSingleStep: FriendStep.friendListIsRequired)))
            \(listParentHandlesSelection ? "        case .friendSelected: return .none\n" : "")
                    default:
                        return .none
                    }
                }
            }
            final class ChatFlow: Flow {
                var root: Presentable { navigationController }
                private let navigationController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? FriendStep else { return .none }
                    switch step {
                    case .chat:
                        let picker = FriendFlow()
                        Flows.use(picker, when: .created) { root in self.navigationController.present(root, animated: true) }
                        return .one(flowContributor: .contribute(withNextPresentable: picker,
                                                                 withNextStepper: OneStepper(withSingleStep: FriendStep.friendSelectorIsRequired)))
                    case .friendSelected:
                        navigationController.dismiss(animated: true)
                        return .none
                    default:
                        return .none
                    }
                }
            }
            final class AppDelegate {
                let coordinator = FlowCoordinator()
                func start() {
                    coordinator.coordinate(flow: HomeFlow(), with: OneStepper(withSingleStep: FriendStep.chat))
                    coordinator.coordinate(flow: ChatFlow(), with: OneStepper(withSingleStep: FriendStep.chat))
                }
            }
            """,
        ]
    }

    @Test func anEndingCountsOnlyForTheParentWhoseStartReachesIt() {
        #expect(findings(Self.friends()) == [])
    }

    @Test func theSameThroughAHelperAndAStepperProperty() {
        var files = Self.friends()
        files["Parents.swift"] = files["Parents.swift"]!
            .replacingOccurrences(of: """
                        let picker = FriendFlow()
                        Flows.use(picker, when: .created) { root in self.navigationController.present(root, animated: true) }
                        return .one(flowContributor: .contribute(withNextPresentable: picker,
                                                                 withNextStepper: OneStepper(withSingleStep: FriendStep.friendSelectorIsRequired)))
            """, with: """
                        return startPicker()
            """)
            .replacingOccurrences(of: "final class AppDelegate {", with: """
            extension ChatFlow {
                private var pickerStepper: OneStepper { OneStepper(withSingleStep: FriendStep.friendSelectorIsRequired) }
                func startPicker() -> FlowContributors {
                    let picker = FriendFlow()
                    Flows.use(picker, when: .created) { [weak self] root in self?.navigationController.present(root, animated: true) }
                    return .one(flowContributor: .contribute(withNextPresentable: picker, withNextStepper: pickerStepper))
                }
            }
            final class AppDelegate {
            """)
        #expect(files["Parents.swift"]!.contains("return startPicker()") && files["Parents.swift"]!.contains("pickerStepper))"))
        let m = model(files)
        #expect(m.coordinations.filter { $0.flow == "FriendFlow" }.map { "\($0.parentFlow ?? "") \($0.startSteps)" }.sorted()
                == ["ChatFlow [\"FriendStep.friendSelectorIsRequired\"]", "HomeFlow [\"FriendStep.friendListIsRequired\"]"])
        #expect(findings(files) == [])
    }

    @Test func anEndingReachedFromAParentsStartStillCounts() {
        // The list path can now reach the selector too: the home flow gets `.friendSelected` and has no arm.
        var files = Self.friends()
        files["FriendFlow.swift"] = files["FriendFlow.swift"]!.replacingOccurrences(
            of: "func open() { steps.accept(FriendStep.profile) }",
            with: "func open() { steps.accept(FriendStep.profile) }\n    func pick() { steps.accept(FriendStep.friendSelectorIsRequired) }")
        #expect(findings(files) == ["end_step_unhandled_by_parent|FriendStep.friendSelected"])
    }

    @Test func aStepperContributedOnlyByAFlowNobodyCreatesRoutesNothing() {
        let dormant = """
        import RxFlow
        import UIKit
        \(ExampleCode.appStep)
        \(ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"]))
        final class ArchiveFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let viewModel = DetailViewModel()
                    return .one(flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: viewModel))
                default:
                    return .none
                }
            }
        }
        \(ExampleCode.flow("AppFlow", arms: """
                case .home: return .none
                default: return .none
        """))
        \(ExampleCode.start("AppFlow", with: "AppStep.home"))
        """
        #expect(findings(["App.swift": dormant]).filter { !$0.hasPrefix("dead_step") } == ["unreachable_flow|ArchiveFlow"])
        // Once some code creates it, the dropped step is reported.
        let running = dormant.replacingOccurrences(of: "case .home: return .none\n", with: "case .home: return .none\n        case .detail: _ = ArchiveFlow(); return .none\n")
        #expect(findings(["App.swift": running]).filter { !$0.hasPrefix("dead_step") } == ["unhandled_step|AppStep.done"])
    }

    /// `children` child flows, each presented by its own parent and ending with `AppStep.done`.
    static func endingChildren(_ count: Int, someFlowHandlesDone: Bool) -> String {
        var source = ExampleCode.appStep + "\n" + ExampleCode.viewModel("DetailViewModel", emits: ["AppStep.done"])
        for index in 1...count {
            source += "\n" + ExampleCode.flow("ChildFlow\(index)", arms: """
                    case .detail:
                        let viewModel = DetailViewModel()
                        return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                    case .done: return .end(forwardToParentFlowWithStep: AppStep.done)
                    default: return .none
            """)
            source += "\n" + ExampleCode.flow("ParentFlow\(index)", arms: """
                    case .home:
                        let child = ChildFlow\(index)()
                        Flows.use(child, when: .created) { root in self.rootViewController.present(root, animated: true) }
                        return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
                    default: return .none
            """)
            source += "\nfinal class Launcher\(index) { func start(_ c: FlowCoordinator) { c.coordinate(flow: ParentFlow\(index)(), with: OneStepper(withSingleStep: AppStep.home)) } }"
        }
        if !someFlowHandlesDone {
            source = source.replacingOccurrences(of: "case .done: return .end(forwardToParentFlowWithStep: AppStep.done)",
                                                 with: "case .close: return .end(forwardToParentFlowWithStep: AppStep.done)")
                .replacingOccurrences(of: "case done", with: "case done, close")
                .replacingOccurrences(of: "func action0() { steps.accept(AppStep.done) }",
                                      with: "func action0() { steps.accept(AppStep.done) }\n    func action1() { steps.accept(AppStep.close) }")
        }
        return source
    }

    func lint(_ source: String) -> [Finding] {
        Linter.lint(analysis(["App.swift": source])).findings
            .filter { $0.ruleID != "dead_step" }
    }

    @Test func severalChildrenEndingWithTheSameStepMakeOneFinding() {
        let found = lint(Self.endingChildren(3, someFlowHandlesDone: true))
        #expect(found.map(\.identity) == ["end_step_unhandled_by_parent|AppStep.done"])
        #expect(found.first?.message == "ChildFlow1, ChildFlow2, ChildFlow3 hand 'AppStep.done' to parents ParentFlow1, ParentFlow2, ParentFlow3, which have no arm for it")
        #expect(found.first?.related.map(\.message) == [
            "ChildFlow2 ends with it here", "ChildFlow3 ends with it here",
            "ParentFlow1 starts ChildFlow1 here", "ParentFlow2 starts ChildFlow2 here", "ParentFlow3 starts ChildFlow3 here",
        ])
    }

    @Test func aStepBothUnhandledAndEndedIntoParentsIsOneUnhandledStep() {
        let found = lint(Self.endingChildren(2, someFlowHandlesDone: false))
        #expect(found.map(\.identity) == ["unhandled_step|AppStep.done"])
        // Emitted in the view model (the finding's place), ended into both parents.
        #expect(found.first?.location.line == 8)
        #expect(found.first?.related.map(\.message) == [
            "ChildFlow1 ends with it here, into ParentFlow1", "ChildFlow2 ends with it here, into ParentFlow2",
        ])
    }
}

@Suite struct OutcomesThroughLocalsHelpersAndBuildersTests {
    /// The outcomes of `AppFlow`'s `.detail` arm written as `body`, with `extra` declarations.
    func outcomes(_ body: String, extra: String = "") -> [Outcome]? { arm(body, extra: extra)?.outcomes }

    func arm(_ body: String, extra: String = "") -> Arm? {
        model([
            "App.swift": appStep + "\n" + flowSource(arms: """
            case .detail:
            \(body)
            default: return .none
            """, extra: """
                private let alerts = AlertPresenter()
                private let factory = FlowFactory()
            """),
            "Support.swift": """
            import UIKit
            import RxFlow
            final class DetailViewModel: Stepper { let steps = PublishRelay<Step>() }
            final class DetailViewController: UIViewController {}
            final class HelpFlow: Flow {
                var root: Presentable { navigationController }
                let navigationController = UINavigationController()
                func navigate(to step: Step) -> FlowContributors { .none }
            }
            final class FlowFactory { func makeHelp() -> HelpFlow { HelpFlow() } }
            extension UIViewController {
                func showAlert(title: String) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            final class AlertPresenter {
                func display(_ message: String, on presenter: UIViewController) {
                    presenter.present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
                }
                func show(_ message: String, on presenter: UIViewController) { display(message, on: presenter) }
            }
            func presentAlert(_ message: String, on presenter: UIViewController) {
                presenter.present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
            }
            struct FlowSugar<ViewModel: Stepper, Controller: UIViewController> {
                let viewModel: ViewModel
                let controller: Controller
                init(_ viewModel: ViewModel, _ type: Controller.Type) {
                    self.viewModel = viewModel
                    controller = type.init()
                }
                func oneStepPushBy(_ navigationController: UINavigationController) -> FlowContributors {
                    navigationController.pushViewController(controller, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: viewModel))
                }
                func oneStepModalPresent(_ presenter: UIViewController) -> FlowContributors {
                    presenter.present(controller, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: viewModel))
                }
            }
            func PushScreen<ViewModel: Stepper>(_ viewModel: ViewModel, on navigationController: UINavigationController) -> FlowContributors {
                let controller = DetailViewController()
                navigationController.pushViewController(controller, animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: viewModel))
            }
            \(extra)
            """,
        ]).arm("AppFlow", "AppStep.detail")
    }

    @Test(arguments: [
        ("""
                let vc = DetailViewController()
                let vcs = rootViewController.viewControllers + [vc]
                rootViewController.setViewControllers(vcs, animated: true)
                return .none
        """, [Outcome.none, .push]),
        ("""
                let vc = DetailViewController()
                var stack = rootViewController.viewControllers
                stack.append(vc)
                rootViewController.setViewControllers(stack, animated: true)
                return .none
        """, [.none, .push]),
        ("""
                let controllers: [UIViewController] = rootViewController.viewControllers + [DetailViewController()]
                rootViewController.viewControllers = controllers
                return .none
        """, [.none, .push]),
        ("""
                let vcs = [DetailViewController()]
                rootViewController.setViewControllers(vcs, animated: true)
                return .none
        """, [.none, .setRoot]),
    ])
    func aStackBuiltInALocal(_ body: String, _ expected: [Outcome]) {
        #expect(outcomes(body) == expected)
    }

    @Test(arguments: [
        "        rootViewController.showAlert(title: \"Oops\")\n        return .none",
        "        alerts.display(\"Oops\", on: rootViewController)\n        return .none",
        "        presentAlert(\"Oops\", on: self.rootViewController)\n        return .none",
        // Named like UIKit's `show(_:sender:)`, but the app's own.
        "        alerts.show(\"Oops\", on: rootViewController)\n        return .none",
    ])
    func anAlertThroughAHelper(_ body: String) {
        #expect(outcomes(body) == [.none, .present])
    }

    @Test func uiKitsShowWithASenderIsAPush() {
        #expect(outcomes("        rootViewController.show(DetailViewController(), sender: nil)\n        return .none") == [.none, .push])
    }

    @Test func aCallOnAValueWhoseTypeHasNoSuchMethodDoesNothing() {
        #expect(outcomes("        rootViewController.title = \"x\"\n        rootViewController.view.setNeedsLayout()\n        return .none") == [.none])
    }

    @Test(arguments: [
        ("        return FlowSugar(DetailViewModel(), DetailViewController.self).oneStepPushBy(rootViewController)", [Outcome.push]),
        ("        let viewModel = DetailViewModel()\n        return FlowSugar(viewModel, DetailViewController.self)\n            .oneStepModalPresent(rootViewController)", [.present]),
        ("        return PushScreen(DetailViewModel(), on: rootViewController)", [.push]),
        // A builder the code base does not declare: what it does is unknown.
        ("        return Navigator(rootViewController).push(DetailViewController())", [.other]),
    ])
    func anArmReturningAnAppsBuilder(_ body: String, _ expected: [Outcome]) {
        #expect(outcomes(body) == expected)
    }

    @Test func aBuildersGenericStepperIsUnresolvedNotAPhantomType() {
        let found = arm("        return FlowSugar(DetailViewModel(), DetailViewController.self).oneStepPushBy(rootViewController)")
        #expect(found?.steppers == [])
        #expect(found?.unresolvedSteppers == ["FlowSugar.viewModel"])
    }

    @Test func aFlowGivenToFlowsUseIsAChildFlowEvenOfUnknownType() {
        let m = model([
            "App.swift": appStep + "\n" + flowSource(arms: """
            case .detail:
                let help = factory.makeHelp()
                Flows.use(help, when: .ready) { root in
                    self.rootViewController.present(root, animated: true)
                }
                return .one(flowContributor: .contribute(withNextPresentable: help, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
            default: return .none
            """, extra: "    private let factory = Factory()"),
            "Factory.swift": "final class Factory { func makeHelp() -> Flow { fatalError() } }",
        ])
        let arm = m.arm("AppFlow", "AppStep.detail")
        #expect(arm?.outcomes == [.childFlow, .present])
        // Its stepper feeds the child, not this flow.
        #expect(arm?.steppers == [] && arm?.nextSteps == [])
    }
}


/// `RoutingGraph.armsThatRun(of:)`, worked out once per flow when the graph is built and read by
/// five rules: an arm runs when a step it takes arrives in its flow and that step is produced.
@Suite struct ArmsThatRunTests {
    @Test func anArmRunsWhenItsStepArrivesInItsFlowAndIsProduced() {
        let routing = NavigationGraph(model: model(["Settings.swift": """
        import RxFlow
        import RxRelay
        import UIKit

        enum SettingsStep: Step {
            case root, about, licenses
            case legacy
        }

        final class SettingsViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func aboutTapped() { steps.accept(SettingsStep.about) }
        }

        final class SettingsFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? SettingsStep else { return .none }
                switch step {
                case .root:
                    let viewModel = SettingsViewModel()
                    let controller = UIViewController()
                    navigationController.setViewControllers([controller], animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: viewModel))
                case .about:
                    navigationController.pushViewController(UIViewController(), animated: true)
                    return .none
                case .licenses:
                    navigationController.pushViewController(UIViewController(), animated: true)
                    return .none
                case .legacy:
                    return .none
                }
            }
        }

        final class LicensesViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(SettingsStep.licenses) }
        }

        /// Never created: its arms never run.
        final class OldSettingsFlow: Flow {
            var root: Presentable { UIViewController() }
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? SettingsStep else { return .none }
                switch step {
                case .root: return .none
                default: return .none
                }
            }
        }

        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: SettingsFlow(), with: OneStepper(withSingleStep: SettingsStep.root)) }
        }
        """]), frontEnds: .standard).routing
        // `.about` arrives through the stepper the `.root` arm contributes; `.licenses` is emitted by a
        // stepper no flow is given; `.legacy` by nobody.
        #expect(routing.armsThatRun(of: "SettingsFlow").map(\.steps) == [["SettingsStep.root"], ["SettingsStep.about"]])
        #expect(routing.flows["OldSettingsFlow"]?.arms.count == 2)
        #expect(routing.armsThatRun(of: "OldSettingsFlow").isEmpty)  // no code creates it
        #expect(routing.armsThatRun(of: "NoSuchFlow").isEmpty)
    }

    @Test func theTableAgreesWithTheReachedArmsThatCanRunInEverySample() throws {
        var filtered = 0
        for sample in ["BrokenApp", "CinemaApp", "GardenPlanner", "LegacyShop", "ModularApp", "RecipeBox", "StudyCards",
                       "TravelPlanner", "VendoredFlows"] {
            let routing = NavigationGraph(model: try sampleModel(sample), frontEnds: .standard).routing
            for flow in routing.model.flows {
                let running = routing.armsThatRun(of: flow.name)
                #expect(running == routing.reachedArms(of: flow.name).filter(routing.isReachable), "\(sample): \(flow.name)")
                filtered += flow.arms.count - running.count
            }
        }
        #expect(filtered > 0)  // some sample has arms that never run, so the comparison is not vacuous
    }
}
