import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A wrapper case matched inside the step switch (`case let .profile(p): switch p { … }`, or handing
/// `p` to a method that switches on it): the nested arms decide, as they do after
/// `guard case let .profile(p) = step`; the wrapper case is no arm of its own, so a profile step none
/// of the nested arms takes is not "handled" by it.
@Suite struct RxFlowWrapperSwitchTests {
    /// A profile section whose steps are wrapped in `AppStep.profile`; the view model emits `delete`,
    /// which no nested arm takes. (The guard spellings in `RxFlowArmShapeTests` share it.)
    static let steps = """
        import RxFlow

        enum AppStep: Step {
            case home
            case profile(ProfileStep)

            enum ProfileStep: Step {
                case show
                case edit
                case delete
            }
        }
        """

    static let viewModel = """
        import RxFlow
        import RxRelay

        final class ProfileViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func edit() { steps.accept(AppStep.profile(.edit)) }
            func delete() { steps.accept(AppStep.profile(.delete)) }
            func close() { steps.accept(AppStep.home) }
        }
        """

    static let appDelegate = """
        import RxFlow

        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: ProfileFlow(), with: OneStepper(withSingleStep: AppStep.profile(.show))) }
        }
        """

    static func files(arms: String, helpers: String = "") -> [String: String] {
        [
            "Steps/AppStep.swift": steps,
            "Profile/ProfileViewModel.swift": viewModel,
            "Profile/ProfileFlow.swift": """
            import RxFlow
            import UIKit

            final class ProfileFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .home:
                        rootViewController.popToRootViewController(animated: true)
                        return .none
            \(arms)
                    }
                }
            }
            \(helpers)
            """,
            "App/AppDelegate.swift": appDelegate,
        ]
    }

    /// The nested arms, however they are reached.
    static let nestedArms = """
                case .show:
                    let viewModel = ProfileViewModel()
                    rootViewController.pushViewController(ProfileViewController(viewModel: viewModel), animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                case .edit:
                    rootViewController.present(UIViewController(), animated: true)
                    return .none
                default:
                    return .none
                }
        """

    static let nestedSwitch = [
        "        case let .profile(profileStep):\n            switch profileStep {\n" + nestedArms,
        "        case .profile(let inner):\n            switch inner {\n" + nestedArms,
        "        case AppStep.profile(let inner):\n            switch inner {\n" + nestedArms,
    ]

    static let dispatch = [
        ("        case .profile(let profileStep):\n            return navigate(toProfile: profileStep)", """
        extension ProfileFlow {
            private func navigate(toProfile step: AppStep.ProfileStep) -> FlowContributors {
                switch step {
        \(nestedArms)
            }
        }
        """),
        ("        case let .profile(inner):\n            return self.route(inner)", """
        extension ProfileFlow {
            func route(_ profileStep: AppStep.ProfileStep) -> FlowContributors {
                switch profileStep {
        \(nestedArms)
            }
        }
        """),
    ]

    static func check(_ files: [String: String]) throws {
        let flow = try #require(model(files).flows.first { $0.name == "ProfileFlow" })
        #expect(flow.arms.filter { !$0.isDefault }.map(\.steps).sorted { $0.joined() < $1.joined() }
            == [["AppStep.ProfileStep.edit"], ["AppStep.ProfileStep.show"], ["AppStep.home"]])
        let routing = findings(files).filter { $0.hasPrefix("unhandled_step") || $0.hasPrefix("misrouted_step") }
        #expect(routing == ["unhandled_step|AppStep.ProfileStep.delete"])
    }

    @Test(arguments: nestedSwitch)
    func aSwitchOnTheWrapperPayloadDecides(arms: String) throws {
        try Self.check(Self.files(arms: arms))
    }

    @Test(arguments: dispatch)
    func aMethodGivenTheWrapperPayloadDecides(arms: String, helpers: String) throws {
        try Self.check(Self.files(arms: arms, helpers: helpers))
    }

    /// A wrapper arm that does something of its own besides the nested switch still decides nothing
    /// more: a payload the nested switch has no arm for and no default is left to the wrapper arm.
    @Test func aNestedSwitchWithoutStepArmsLeavesTheWrapperArm() throws {
        let arms = """
                case let .profile(profileStep):
                    switch profileStep.hashValue {
                    case 0: return .none
                    default: return .none
                    }
        """
        let flow = try #require(model(Self.files(arms: arms)).flows.first { $0.name == "ProfileFlow" })
        #expect(flow.arms.map(\.steps).contains(["AppStep.profile"]))
    }
}
