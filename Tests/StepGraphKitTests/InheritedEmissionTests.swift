import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A stepper class emits what its superclasses put on `steps` in members it inherits: a
/// `HomeViewModel: BaseViewModel` handed to a flow sends `BaseViewModel.goBack()`'s `.back` there.
@Suite struct InheritedEmissionTests {
    static let steps = """
    import RxFlow
    enum AppStep: Step { case home, detail, back }
    """

    /// A flow handing `stepper` over in its `.home` arm and handling `.home` and `.detail` only.
    static func flow(contributing stepper: String, extraArm: String = "") -> String {
        """
        import RxFlow
        import UIKit
        final class AppFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let viewModel = \(stepper)()
                    let controller = UIViewController()
                    navigationController.pushViewController(controller, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: viewModel))
                case .detail:
                    return .none
                \(extraArm)
                default:
                    return .none
                }
            }
        }
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home)) }
        }
        """
    }

    static let base = """
    import RxFlow
    import RxRelay
    class BaseViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func goBack() {
            steps.accept(AppStep.back)
        }
    }
    """

    @Test func aSubclassHandedToAFlowEmitsWhatItsSuperclassEmits() {
        let files = [
            "AppStep.swift": Self.steps,
            "BaseViewModel.swift": Self.base,
            "HomeViewModel.swift": "import RxFlow\nfinal class HomeViewModel: BaseViewModel {\n    func open() { steps.accept(AppStep.detail) }\n}",
            "AppFlow.swift": Self.flow(contributing: "HomeViewModel"),
        ]
        #expect(model(files).stepper("HomeViewModel")?.inheritedEmits == ["AppStep.back"])
        #expect(findings(files) == ["unhandled_step|AppStep.back"])
        // Handled, nothing is said.
        var handled = files
        handled["AppFlow.swift"] = Self.flow(contributing: "HomeViewModel", extraArm: "case .back:\n return .none")
        #expect(findings(handled) == [])
    }

    @Test func throughTwoLevelsAndOtherSpellings() {
        // `initialStep` and a binding inside a method, two classes up; the middle class adds nothing.
        let files = [
            "AppStep.swift": Self.steps,
            "BaseViewModel.swift": """
            import RxFlow
            import RxCocoa
            class BaseViewModel: Stepper {
                let steps = PublishRelay<Step>()
                let backTapped = PublishRelay<Void>()
                var initialStep: Step {
                    return AppStep.back
                }
                func bindBack() {
                    backTapped.map { _ in AppStep.back }.bind(to: steps).disposed(by: disposeBag)
                }
            }
            """,
            "ListViewModel.swift": "import RxFlow\nclass ListViewModel: BaseViewModel { var items: [String] = []; func reload() { steps.accept(AppStep.detail) } }",
            "HomeViewModel.swift": "import RxFlow\nfinal class HomeViewModel: ListViewModel { func open() { steps.accept(AppStep.detail) } }",
            "AppFlow.swift": Self.flow(contributing: "HomeViewModel"),
        ]
        #expect(model(files).stepper("HomeViewModel")?.inheritedEmits == ["AppStep.back", "AppStep.detail"])
        #expect(findings(files) == ["unhandled_step|AppStep.back"])
    }

    @Test func fromAnExtensionIntoANestedSubclass() {
        // The emitting method is in an extension of the base class; the stepper handed over is nested.
        let files = [
            "AppStep.swift": Self.steps,
            "BaseViewModel.swift": """
            import RxFlow
            import RxRelay
            class BaseViewModel: Stepper {
                let steps = PublishRelay<Step>()
            }
            """,
            "BaseViewModel+Back.swift": """
            import RxFlow
            extension BaseViewModel {
                func goBack() { steps.accept(AppStep.back) }
            }
            """,
            "Home.swift": """
            import RxFlow
            enum Home {
                final class ViewModel: BaseViewModel {
                    func open() { steps.accept(AppStep.detail) }
                }
            }
            """,
            "AppFlow.swift": Self.flow(contributing: "Home.ViewModel"),
        ]
        #expect(model(files).stepper("Home.ViewModel")?.inheritedEmits == ["AppStep.back"])
        #expect(findings(files) == ["unhandled_step|AppStep.back"])
    }

    @Test func anOverrideOrAnUnreadSubclassProvesNothing() {
        var files = [
            "AppStep.swift": Self.steps,
            "BaseViewModel.swift": Self.base,
            "HomeViewModel.swift": """
            import RxFlow
            final class HomeViewModel: BaseViewModel {
                override func goBack() {
                    steps.accept(AppStep.detail)
                }
            }
            """,
            "AppFlow.swift": Self.flow(contributing: "HomeViewModel"),
        ]
        #expect(model(files).stepper("HomeViewModel")?.inheritedEmits == nil)
        #expect(findings(files) == [])
        // Overridden in a class between.
        files["HomeViewModel.swift"] = """
            import RxFlow
            class ListViewModel: BaseViewModel { override func goBack() { steps.accept(AppStep.detail) } }
            final class HomeViewModel: ListViewModel { func open() { steps.accept(AppStep.detail) } }
            """
        #expect(findings(files) == [])
        // A subclass whose file the RxFlow reader never opened (no RxFlow word): an override there
        // would go unseen.
        files["HomeViewModel.swift"] = "final class HomeViewModel: BaseViewModel {}"
        #expect(model(files).stepper("HomeViewModel")?.inheritedEmits == nil)
        #expect(!findings(files).contains { $0.hasPrefix("unhandled_step") })
        // Emitted into another object's `steps`, in an initializer, or in a static member: not inherited.
        files["BaseViewModel.swift"] = """
            import RxFlow
            import RxRelay
            class BaseViewModel: Stepper {
                let steps = PublishRelay<Step>()
                let child = ChildViewModel()
                init() { steps.accept(AppStep.back) }
                func forward() { child.steps.accept(AppStep.back) }
                static func make(into steps: PublishRelay<Step>) { steps.accept(AppStep.back) }
            }
            final class ChildViewModel: Stepper { let steps = PublishRelay<Step>() }
            """
        files["HomeViewModel.swift"] = "import RxFlow\nfinal class HomeViewModel: BaseViewModel { func open() { steps.accept(AppStep.detail) } }"
        #expect(model(files).stepper("HomeViewModel")?.inheritedEmits == nil)
    }
}
