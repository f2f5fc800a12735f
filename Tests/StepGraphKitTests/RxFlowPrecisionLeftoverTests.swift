import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 31 leftovers: small precision fixes, each from a real app's shape.
@Suite struct RxFlowPrecisionLeftoverTests {
    // MARK: LocalDeclarations' comma rule

    /// A label or dictionary key after a comma on a declaration's line is no declaration: the flow's
    /// own `viewModel` property stays the stepper contributed.
    @Test(arguments: [
        "let screen = CartViewController(title: \"Cart\", viewModel: viewModel)",
        "let screen = CartViewController(title: \"Cart\", viewModel: self.viewModel); let tracking = [source: \"cart\", viewModel: \"cart\"]",
        "let screen = Builders.cart(CartViewController.Dependencies(title: title, viewModel: viewModel))",
    ])
    func aLabelAfterACommaIsNoLocalDeclaration(declaration: String) throws {
        let m = model([
            "Shop/ShopStep.swift": "import RxFlow\n\nenum ShopStep: Step { case cart, paid }\n",
            "Shop/CartViewModel.swift": """
            import RxFlow
            import RxRelay

            final class CartViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func pay() { steps.accept(ShopStep.paid) }
            }
            """,
            "Shop/ShopFlow.swift": """
            import RxFlow
            import UIKit

            final class ShopFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()
                private let viewModel = CartViewModel()
                private let title = "Cart"
                private let source = "home"

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? ShopStep else { return .none }
                    switch step {
                    case .cart:
                        \(declaration)
                        rootViewController.pushViewController(screen, animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
                    case .paid:
                        return .none
                    }
                }
            }
            """,
        ])
        let arm = try #require(m.flows.first { $0.name == "ShopFlow" }?.arms.first { $0.steps == ["ShopStep.cart"] })
        #expect(arm.steppers == ["CartViewModel"])
        #expect(arm.unresolvedSteppers.isEmpty)
        #expect(arm.nextSteps == ["ShopStep.paid"])
    }

    /// `let a = 1, b = 2` still declares `b`.
    @Test func aSecondNameOfOneDeclarationIsStillADeclaration() throws {
        let m = model([
            "Shop/ShopStep.swift": "import RxFlow\n\nenum ShopStep: Step { case cart, paid }\n",
            "Shop/CartViewModel.swift": """
            import RxFlow
            import RxRelay

            final class CartViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func pay() { steps.accept(ShopStep.paid) }
            }
            """,
            "Shop/ShopFlow.swift": """
            import RxFlow
            import UIKit

            final class ShopFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? ShopStep else { return .none }
                    switch step {
                    case .cart:
                        let screen = UIViewController(), model = CartViewModel()
                        rootViewController.pushViewController(screen, animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: model))
                    case .paid:
                        return .none
                    }
                }
            }
            """,
        ])
        let arm = try #require(m.flows.first { $0.name == "ShopFlow" }?.arms.first { $0.steps == ["ShopStep.cart"] })
        #expect(arm.steppers == ["CartViewModel"])
    }

    // MARK: a raw-value step enum's initializer handed over

    /// `AppStep(rawValue:)` keeps every case of the enum alive (the repository's convention, see
    /// `allCasesAndRawValueKeepEveryCaseAlive`); so does its initializer handed to a map.
    @Test(arguments: [
        "selection.compactMap(TabStep.init(rawValue:)).bind(to: steps).disposed(by: bag)",
        "selection.map { TabStep.init(rawValue: $0) ?? .feed }.bind(to: steps).disposed(by: bag)",
        "if let step = UserDefaults.standard.string(forKey: \"tab\").flatMap(TabStep.init(rawValue:)) { steps.accept(step) }",
    ])
    func aRawValueInitializerHandedOverKeepsEveryCaseAlive(binding: String) {
        let ids = findings([
            "Tabs/TabStep.swift": "import RxFlow\n\nenum TabStep: String, Step {\n    case feed\n    case search\n    case inbox\n}\n",
            "Tabs/TabsViewModel.swift": """
            import RxFlow
            import RxSwift
            import RxRelay

            final class TabsViewModel: Stepper {
                let steps = PublishRelay<Step>()
                private let bag = DisposeBag()

                func bind(selection: Observable<String>) {
                    \(binding)
                }
            }
            """,
        ])
        #expect(!ids.contains { $0.hasPrefix("dead_step") })
    }
}
