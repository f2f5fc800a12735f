import Testing
@testable import StepGraphCore
@testable import StepGraphKit
import StepGraphTestSupport

/// A view model whose name another module declares too (another app beside this one) is spelled
/// with its module; its router's type is still read from its own declaration, so `.done` is its
/// route's, not any route's.
@Suite struct XCoordinatorQualifiedOwnerTests {
    static let travel: [String: String] = [
        "Travel/Routes.swift": """
        import XCoordinator

        enum OnboardingRoute: Route {
            case welcome
            case done
        }

        enum BookingRoute: Route {
            case review
            case done
        }
        """,
        "Travel/Onboarding.swift": """
        import UIKit
        import XCoordinator

        final class PermissionsViewModel {
            private let router: UnownedRouter<OnboardingRoute>

            init(router: UnownedRouter<OnboardingRoute>) {
                self.router = router
            }

            func answered() {
                router.trigger(.done)
            }
        }
        """,
        "Travel/OnboardingCoordinator.swift": """
        import UIKit
        import XCoordinator

        final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
            init() { super.init(initialRoute: .welcome) }

            override func prepareTransition(for route: OnboardingRoute) -> NavigationTransition {
                switch route {
                case .welcome:
                    let model = PermissionsViewModel(router: unownedRouter)
                    return .push(PermissionsViewController(model: model))
                case .done:
                    return .dismiss()
                }
            }
        }
        """,
    ]

    static let kiosk: [String: String] = [
        "Kiosk/Permissions.swift": """
        import RxFlow
        import RxRelay

        enum KioskStep: Step { case granted }

        final class PermissionsViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func grant() { steps.accept(KioskStep.granted) }
        }
        """,
    ]

    @Test func theOwnersRouterTypesTheTrigger() throws {
        let files = Self.travel.merging(Self.kiosk) { first, _ in first }
        let model = Analyzer.standard.analyze(sources: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }).model
        #expect(!model.ambiguities.contains { $0.name == ".done" }, "\(model.ambiguities.map(\.message))")
        #expect(model.emissions.contains { $0.step == "OnboardingRoute.done" && $0.file == "Travel/Onboarding.swift" })
    }
}
