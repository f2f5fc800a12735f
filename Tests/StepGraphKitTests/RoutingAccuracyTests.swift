import Testing
@testable import StepGraphKit

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

    @Test func aNestedPatternOnAStepPayloadInAnIf() {
        let files = Self.app(mainStep: "enum MainStep: Step { case tab(Tab), search }", matching: """
                if let step = step as? AppStep, case .main(let main) = step {
        \(Self.tabSwitch)
                }
                return .none
        """)
        let m = model(files)
        #expect(m.flow("MainFlow")?.arms.map(\.steps) == [["AppStep.main"], ["MainStep.tab"], ["MainStep.tab"], ["MainStep.search"]])
        #expect(m.flow("MainFlow")?.arms.map(\.constrainsPayload) == [false, true, true, false])
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
        // A pattern that is no case of the step enum.
        ("""
                switch step as? AppStep {
                case .some(.main): return .none
                default: return .none
                }
        """, "MainFlow.swift:15", "case pattern '.some' names no step the tool knows"),
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
