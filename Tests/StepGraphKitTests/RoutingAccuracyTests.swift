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
