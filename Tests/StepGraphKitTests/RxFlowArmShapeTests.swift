import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 31 §5, unhandled_step / misrouted_step: the shapes of `navigate(to:)` and `adapt(step:)`
/// that made real apps' flows look like they drop steps they handle. Each in several spellings.
@Suite struct RxFlowArmShapeTests {
    func lint(_ files: [String: String]) -> LintResult {
        Linter.lint(analysis(files), configuration: LintConfiguration())
    }

    /// The routing findings (`unhandled_step`, `misrouted_step`) on `files`, as identities.
    func identities(_ files: [String: String]) -> [String] {
        lint(files).findings.filter { $0.ruleID == "unhandled_step" || $0.ruleID == "misrouted_step" }.map(\.identity).sorted()
    }

    // MARK: adapt(step:)

    /// A session app whose home screen emits the steps of an older release, which `adapt` rewrites.
    static func session(adapt: String, arms: String = "", flowHeader: String = "final class SessionFlow: Flow {") -> [String: String] {
        [
            "Session/SessionStep.swift": """
            import RxFlow

            enum SessionStep: Step {
                case home
                case legacyLogout
                case logout
                case profileV1
                case profile
                case settings
                case denied
            }
            """,
            "Session/HomeViewModel.swift": """
            import RxFlow
            import RxRelay

            final class HomeViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func signOut() { steps.accept(SessionStep.legacyLogout) }
                func openProfile() { self.steps.accept(SessionStep.profileV1) }
                func openSettings() { steps.accept(SessionStep.settings) }
            }
            """,
            "Session/SessionFlow.swift": """
            import RxFlow
            import RxSwift
            import UIKit

            \(flowHeader)
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()
                private let permissions = Permissions()

            \(adapt)

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? SessionStep else { return .none }
                    switch step {
                    case .home:
                        let viewModel = HomeViewModel()
                        rootViewController.setViewControllers([HomeViewController(viewModel: viewModel)], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                    case .logout:
                        rootViewController.popToRootViewController(animated: true)
                        return .none
                    case .profile, .settings:
                        rootViewController.pushViewController(UIViewController(), animated: true)
                        return .none
            \(arms)
                    default:
                        return .none
                    }
                }
            }
            """,
            "App/AppDelegate.swift": """
            import RxFlow
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = FlowCoordinator()
                func start() { coordinator.coordinate(flow: SessionFlow(), with: OneStepper(withSingleStep: SessionStep.home)) }
            }
            """,
        ]
    }

    @Test(arguments: [
        // A switch on the step with qualified cases; `.just` and `Single.just`.
        """
            func adapt(step: Step) -> Single<Step> {
                switch step {
                case SessionStep.legacyLogout: return .just(SessionStep.logout)
                case SessionStep.profileV1: return Single.just(SessionStep.profile)
                default: return .just(step)
                }
            }
        """,
        // A cast, then implicit cases.
        """
            func adapt(step: Step) -> Single<Step> {
                guard let sessionStep = step as? SessionStep else { return .just(step) }
                switch sessionStep {
                case .legacyLogout:
                    return .just(.logout)
                case .profileV1:
                    return .just(.profile)
                default:
                    return .just(sessionStep)
                }
            }
        """,
        // `if case` conditions, `RxSwift.Single`, and a ternary keeping the step.
        """
            func adapt(step: Step) -> RxSwift.Single<Step> {
                if case SessionStep.legacyLogout = step { return .just(SessionStep.logout) }
                if case SessionStep.profileV1 = step {
                    return permissions.granted ? .just(SessionStep.profile) : .just(SessionStep.denied)
                }
                return .just(step)
            }
        """,
    ])
    func aStepAdaptRewritesIsHandledWhereItsNewStepIs(adapt: String) {
        let denied = """
                    case .denied:
                        rootViewController.present(UIAlertController(), animated: true)
                        return .none
        """
        #expect(identities(Self.session(adapt: adapt, arms: denied)) == [])
    }

    /// Two modules: the steps in a core package, the flow (and its adapt) in a feature package.
    @Test func anAdaptInAnotherModuleThanItsStepsIsRead() {
        var files: [String: String] = [:]
        for (path, text) in Self.session(adapt: """
            func adapt(step: Step) -> Single<Step> {
                switch step {
                case SessionStep.legacyLogout: return .just(SessionStep.logout)
                case SessionStep.profileV1: return .just(SessionStep.profile)
                default: return .just(step)
                }
            }
        """) {
            let isSteps = path.hasSuffix("SessionStep.swift")
            let name = (path as NSString).lastPathComponent
            files[isSteps ? "Sources/Core/" + name : "Sources/Session/" + name] = isSteps
                ? text.replacingOccurrences(of: "enum SessionStep", with: "public enum SessionStep")
                : "import Core\n" + text
        }
        #expect(identities(files) == [])
    }

    /// In an extension, the flow's adapt applies the same way; a step rewritten into one no arm takes
    /// is still dropped, and said so.
    @Test func aStepRewrittenIntoAnUnhandledOneIsReported() {
        var files = Self.session(adapt: "", flowHeader: "final class SessionFlow: Flow {")
        files["Session/SessionFlow+Adapt.swift"] = """
        import RxFlow
        import RxSwift

        extension SessionFlow {
            func adapt(step: Step) -> Single<Step> {
                switch step {
                case SessionStep.legacyLogout: return .just(SessionStep.logout)
                case SessionStep.profileV1: return .just(SessionStep.denied)
                default: return .just(step)
                }
            }
        }
        """
        #expect(identities(files) == ["unhandled_step|SessionStep.denied", "unhandled_step|SessionStep.profileV1"])
    }

    /// An adapt whose result the tool does not read may turn a step into any other: the flow is not
    /// understood for the routing rules, and a note says where.
    @Test(arguments: [
        "        func adapt(step: Step) -> Single<Step> { return permissions.check(step) }",
        """
            func adapt(step: Step) -> Single<Step> {
                switch step {
                case SessionStep.legacyLogout: return Single.just(SessionStep.logout).delay(.seconds(1), scheduler: MainScheduler.instance)
                default: return .just(step)
                }
            }
        """,
    ])
    func anAdaptNotReadLeavesTheFlowNotChecked(adapt: String) throws {
        let result = lint(Self.session(adapt: adapt))
        #expect(identities(Self.session(adapt: adapt)) == [])
        let note = try #require(result.notChecked.first { $0.message.contains("adapt(step:)") })
        #expect(note.file == "Session/SessionFlow.swift")
    }

    // MARK: navigate(to:) without a switch

    static func settings(navigate: String, legacy: Bool = false) -> [String: String] {
        let contributors = legacy ? "NextFlowItems" : "FlowContributors"
        let contribute = legacy
            ? ".one(flowItem: NextFlowItem(nextPresentable: list, nextStepper: OneStepper(withSingleStep: SettingsStep.list)))"
            : ".one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: OneStepper(withSingleStep: SettingsStep.list)))"
        return [
            "Steps.swift": """
            import RxFlow

            enum AppStep: Step { case home, settings }

            enum SettingsStep: Step {
                case list
                case close
            }
            """,
            "Settings/SettingsViewModel.swift": """
            import RxFlow
            import RxRelay

            final class SettingsViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func done() { steps.accept(SettingsStep.close) }
            }
            """,
            "Settings/SettingsFlow.swift": """
            import RxFlow
            import UIKit

            final class SettingsFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()

            \(navigate)

                private func showSettings() -> \(contributors) {
                    let viewModel = SettingsViewModel()
                    rootViewController.setViewControllers([SettingsViewController(viewModel: viewModel)], animated: false)
                    return \(legacy ? ".one(flowItem: NextFlowItem(nextPresentable: rootViewController, nextStepper: viewModel))" : ".one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))")
                }
            }
            """,
            "App/AppFlow.swift": """
            import RxFlow
            import UIKit

            final class AppFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> \(contributors) {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .home:
                        return .none
                    case .settings:
                        let list = SettingsFlow()
                        Flows.\(legacy ? "whenReady(flow1: list) { root in" : "use(list, when: .created) { root in") self.rootViewController.present(root, animated: true) }
                        return \(contribute)
                    }
                }
            }
            """,
            "App/AppDelegate.swift": """
            import RxFlow

            final class AppDelegate {
                let coordinator = \(legacy ? "Coordinator" : "FlowCoordinator")()
                func start() { coordinator.coordinate(flow: AppFlow(), \(legacy ? "withStepper" : "with"): OneStepper(withSingleStep: AppStep.settings)) }
            }
            """,
        ]
    }

    @Test(arguments: [
        // A cast guard, then the body.
        """
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? SettingsStep else { return .none }
                print("settings: \\(step)")
                return showSettings()
            }
        """,
        // No cast at all: a plain hand-over to a helper.
        """
            func navigate(to step: Step) -> FlowContributors {
                return showSettings()
            }
        """,
        // Through `self.` and a typed overload without a switch.
        """
            func navigate(to step: Step) -> FlowContributors {
                guard let settingsStep = step as? SettingsStep else { return FlowContributors.none }
                return self.navigate(to: settingsStep)
            }

            private func navigate(to step: SettingsStep) -> FlowContributors {
                showSettings()
            }
        """,
    ])
    func aNavigateWithoutASwitchHandlesWhatItReceives(navigate: String) {
        #expect(identities(Self.settings(navigate: navigate)) == [])
    }

    /// RxFlow 1.x: the guard's `else { return .stepNotHandled }` is for steps of other types; it does
    /// not make the body decline the steps it takes.
    @Test func aLegacyGuardElseIsNoDecliningArm() throws {
        let files = Self.settings(navigate: """
            func navigate(to step: Step) -> NextFlowItems {
                guard let step = step as? SettingsStep else { return .stepNotHandled }
                return showSettings()
            }
        """, legacy: true)
        #expect(identities(files) == [])
        let arm = try #require(model(files).flows.first { $0.name == "SettingsFlow" }?.arms.first)
        #expect(arm.steps == ["SettingsStep.close", "SettingsStep.list"])
        #expect(!arm.declinesStep)
    }

    // MARK: navigate(to:) with a computed step

    /// `return navigate(to: nextStep)`: the steps the property returns are fed back to the flow.
    @Test func aComputedStepIsReadThroughItsProperty() throws {
        let m = model(Self.onboarding(next: """
                    case .next:
                        page += 1
                        return navigate(to: nextStep)
        """, property: """
            private var nextStep: OnboardingStep {
                page == 1 ? .permissions : .finished
            }
        """))
        let arm = try #require(m.flows.first { $0.name == "OnboardingFlow" }?.arms.first { $0.steps == ["OnboardingStep.next"] })
        #expect(arm.forwardsToCurrent == ["OnboardingStep.finished", "OnboardingStep.permissions"])
    }

    /// A step computed where the tool cannot read it (a property of the step, declared in another
    /// file, that returns no literal step): the arm is not understood, and nothing is reported about
    /// the flow's steps — in RxFlow 1.x too, where the guard's `else` declines the others.
    @Test(arguments: [false, true])
    func aComputedStepNotReadLeavesTheFlowNotChecked(legacy: Bool) throws {
        var files = Self.onboarding(next: "", property: "", body: """
                func navigate(to step: Step) -> \(legacy ? "NextFlowItems" : "FlowContributors") {
                    guard let step = step as? OnboardingStep else { return \(legacy ? ".stepNotHandled" : ".none") }
                    return self.navigate(to: step.following)
                }
        """)
        files["Onboarding/OnboardingStep+Order.swift"] = """
        extension OnboardingStep {
            var following: OnboardingStep {
                let order = Self.order
                return order[(order.firstIndex(of: self) ?? 0) + 1]
            }
        }
        """
        let result = lint(files)
        #expect(result.findings.filter { $0.ruleID == "unhandled_step" || $0.ruleID == "misrouted_step" }.isEmpty)
        #expect(result.notChecked.contains { $0.message.contains("cannot compute") })
    }

    /// A helper in an extension's file computes the step: the note points at that file.
    @Test func aComputedStepInAHelperIsSaidWhereTheHelperIs() throws {
        var files = Self.onboarding(next: """
                    case .next:
                        return advance()
        """, property: """
            var upcoming: OnboardingStep {
                pages[page]
            }
        """)
        files["Onboarding/OnboardingFlow+Advance.swift"] = """
        import RxFlow

        extension OnboardingFlow {
            func advance() -> FlowContributors {
                return self.navigate(to: upcoming)
            }
        }
        """
        let result = lint(files)
        let note = try #require(result.notChecked.first { $0.message.contains("cannot compute") })
        #expect(note.file == "Onboarding/OnboardingFlow+Advance.swift" && note.line == 5)
        #expect(identities(files) == [])
    }

    static func onboarding(next: String, property: String, body: String? = nil) -> [String: String] { [
        "Onboarding/OnboardingStep.swift": """
        import RxFlow

        enum OnboardingStep: Step {
            case intro
            case next
            case permissions
            case finished
        }
        """,
        "Onboarding/IntroViewModel.swift": """
        import RxFlow
        import RxRelay

        final class IntroViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func proceed() { steps.accept(OnboardingStep.next) }
        }
        """,
        "Onboarding/OnboardingFlow.swift": """
        import RxFlow
        import UIKit

        final class OnboardingFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            private var page = 0

        \(property)

        \(body ?? """
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? OnboardingStep else { return .none }
                    switch step {
                    case .intro:
                        let viewModel = IntroViewModel()
                        rootViewController.setViewControllers([IntroViewController(viewModel: viewModel)], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
        \(next)
                    case .permissions:
                        rootViewController.pushViewController(UIViewController(), animated: true)
                        return .none
                    case .finished:
                        rootViewController.dismiss(animated: true)
                        return .none
                    }
                }
        """)
        }
        """,
        "App/AppDelegate.swift": """
        import RxFlow

        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: OnboardingFlow(), with: OneStepper(withSingleStep: OnboardingStep.intro)) }
        }
        """,
    ] }

    // MARK: a guard on a wrapper case

    /// `guard let s = step as? AppStep, case let .profile(p) = s else {…}` then `switch p`: the nested
    /// arms decide, so a profile step none of them takes is not "handled" by the wrapper case.
    /// The guard's `else` takes every other step: `.home` is dropped where it returns `.none`; where it
    /// shows the home screen, the flow takes any step (a catch-all), and the routing rules are silent.
    @Test(arguments: [
        ("""
                guard let appStep = step as? AppStep, case let .profile(profileStep) = appStep else { return .none }
                switch profileStep {
        """, ["unhandled_step|AppStep.ProfileStep.delete", "unhandled_step|AppStep.home"]),
        ("""
                guard let appStep = step as? AppStep,
                      case .profile(let profileStep) = appStep
                else {
                    return .none
                }
                switch profileStep {
        """, ["unhandled_step|AppStep.ProfileStep.delete", "unhandled_step|AppStep.home"]),
        ("""
                guard case let AppStep.profile(profileStep) = step else {
                    return self.showHome()
                }
                switch profileStep {
        """, []),
    ])
    func theWrapperCaseIsNoArmOfItsOwn(header: String, expected: [String]) throws {
        let files = [
            "Steps/AppStep.swift": RxFlowWrapperSwitchTests.steps,
            "Profile/ProfileViewModel.swift": RxFlowWrapperSwitchTests.viewModel,
            "Profile/ProfileFlow.swift": """
            import RxFlow
            import UIKit

            final class ProfileFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
            \(header)
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
                }

                private func showHome() -> FlowContributors {
                    rootViewController.popToRootViewController(animated: true)
                    return .none
                }
            }
            """,
            "App/AppDelegate.swift": RxFlowWrapperSwitchTests.appDelegate,
        ]
        let flow = try #require(model(files).flows.first { $0.name == "ProfileFlow" })
        #expect(flow.arms.filter { !$0.isDefault }.map(\.steps) == [["AppStep.ProfileStep.show"], ["AppStep.ProfileStep.edit"]])
        #expect(identities(files) == expected)
    }
}
