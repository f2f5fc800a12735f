import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Apps that commit a copy of the framework's sources (issue 14, item 1): the copy is read as the
/// library, a note names its folder, and the app's own navigation is found as if it imported it.
@Suite struct VendoredFrameworkTests {
    /// A minimal RxFlow 1.x, written for this test: the declarations a copied `RxFlow/` folder holds.
    static func rxFlow1(in folder: String) -> [String: String] {
        [
            folder + "/Step.swift": "public protocol Step {}\nstruct NoStep: Step {}",
            folder + "/Presentable.swift": "public protocol Presentable { var rxVisible: Observable<Bool> { get } }",
            folder + "/Flow.swift": """
            public protocol Flow: Presentable {
                var root: Presentable { get }
                func navigate(to step: Step) -> NextFlowItems
            }
            public class Flows {
                public static func whenReady<R: UIViewController>(flow1: Flow, block: @escaping (R) -> Void) {}
            }
            """,
            folder + "/NextFlowItems.swift": """
            public struct NextFlowItem {
                public let nextPresentable: Presentable
                public let nextStepper: Stepper
            }
            public enum NextFlowItems {
                case multiple(flowItems: [NextFlowItem])
                case one(flowItem: NextFlowItem)
                case triggerParentFlow(withStep: Step)
                case none
                case stepNotHandled
            }
            """,
            folder + "/Stepper.swift": """
            public protocol Stepper: class { var steps: Observable<Step> { get } }
            public extension Stepper {
                var step: BehaviorRelay<Step> { return BehaviorRelay(value: NoStep()) }
            }
            public class OneStepper: Stepper {
                public init(withSingleStep singleStep: Step) { self.step.accept(singleStep) }
            }
            """,
            folder + "/Coordinator.swift": """
            public final class Coordinator {
                public func coordinate(flow: Flow, withStepper stepper: Stepper) {
                    _ = stepper.steps.subscribe(onNext: { step in _ = flow.navigate(to: step) })
                }
            }
            """,
        ]
    }

    /// A minimal RxFlow 2.x with its deprecated aliases in a subfolder, written for this test.
    static func rxFlow2(in folder: String) -> [String: String] {
        [
            folder + "/Step.swift": "public protocol Step {}\npublic enum RxFlowStep: Step { case home }",
            folder + "/Stepper.swift": """
            public protocol Stepper { var steps: PublishRelay<Step> { get } }
            open class OneStepper: Stepper {
                public let steps = PublishRelay<Step>()
                public init(withSingleStep step: Step) { steps.accept(step) }
            }
            """,
            folder + "/Flow.swift": "public protocol Presentable {}\npublic protocol Flow: Presentable { func navigate(to step: Step) -> FlowContributors }",
            folder + "/FlowContributor.swift": "public enum FlowContributors { case none, end(forwardToParentFlowWithStep: Step) }",
            folder + "/FlowCoordinator.swift": "public final class FlowCoordinator { public func coordinate(flow: Flow, with stepper: Stepper) {} }",
            folder + "/Deprecated/Aliases.swift": "public typealias NextFlowItems = FlowContributors\npublic typealias Coordinator = FlowCoordinator",
        ]
    }

    /// A small 1.x app that uses the copy without importing anything.
    static func legacyApp(in folder: String) -> [String: String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return [
            prefix + "NoteStep.swift": "enum NoteStep: Step {\n    case list\n    case note(id: String)\n    case share\n}",
            prefix + "NotesFlow.swift": """
            import UIKit

            final class NotesFlow: Flow {
                var root: Presentable { return self.navigation }
                private let navigation = UINavigationController()

                func navigate(to step: Step) -> NextFlowItems {
                    guard let step = step as? NoteStep else { return .stepNotHandled }
                    switch step {
                    case .list:
                        let viewModel = NotesViewModel()
                        navigation.pushViewController(NotesViewController(viewModel: viewModel), animated: false)
                        return .one(flowItem: NextFlowItem(nextPresentable: navigation, nextStepper: viewModel))
                    case .note(let id):
                        navigation.pushViewController(NoteViewController(id: id), animated: true)
                        return .none
                    case .share:
                        return .stepNotHandled
                    }
                }
            }
            """,
            prefix + "NotesViewModel.swift": """
            final class NotesViewModel: Stepper {
                func open(_ id: String) { self.step.accept(NoteStep.note(id: id)) }
            }
            """,
            prefix + "AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = Coordinator()
                func start() { coordinator.coordinate(flow: NotesFlow(), withStepper: OneStepper(withSingleStep: NoteStep.list)) }
            }
            """,
        ]
    }

    /// What a copy must not change: the app's steps, arms, emissions and start.
    static func expectAppFound(_ m: NavigationModel) {
        #expect(m.stepEnums.map(\.name) == ["NoteStep"])
        #expect(m.stepEnums.first?.cases.map(\.name) == ["list", "note", "share"])
        #expect(m.flows.map(\.name) == ["NotesFlow"])
        #expect(m.flow("NotesFlow")?.arms.map(\.steps) == [["NoteStep.list"], ["NoteStep.note"], ["NoteStep.share"]])
        #expect(m.emissionKinds(of: "NoteStep.note") == ["accept NotesViewModel"])
        #expect(m.coordinations.first?.startSteps == ["NoteStep.list"])
        #expect(!m.steppers.contains { $0.type == "OneStepper" })
    }

    @Test func aCopyInExternalRxFlowIsTheLibrary() {
        let result = analysis(Self.rxFlow1(in: "External/RxFlow").merging(Self.legacyApp(in: "Notes")) { a, _ in a })
        #expect(result.notes == ["note: External/RxFlow looks like a vendored copy of RxFlow; read as the library, not as app code"])
        Self.expectAppFound(result.model)
    }

    /// A monorepo that vendors RxFlow beside the app and also holds a package of its own tools: the
    /// app's folders compile with the copy (1.x names there are RxFlow's), the package's target
    /// does not see it without an import (a `.stepNotHandled` case of its own enum is not RxFlow's).
    @Test func aVendoredCopyIsSeenByItsOwnModulesNotByAPackageTargetThatDoesNotImportIt() {
        var files = Self.rxFlow1(in: "External/RxFlow").merging(Self.legacyApp(in: "Notes")) { a, _ in a }
        files["Package.swift"] = "let package = Package(name: \"Tools\", targets: [.target(name: \"Scanner\")])"
        files["Sources/Scanner/Outcome.swift"] = """
        enum Outcome { case handled, stepNotHandled }
        typealias NextFlowItems = [Outcome]
        func describe(_ outcome: Outcome?) -> String {
            switch outcome {
            case .stepNotHandled?: return "not handled"
            default: return Outcome.stepNotHandled == outcome ? "never" : "handled"
            }
        }
        """
        let uses = analysis(files).model.legacyAPIUses
        #expect(!uses.isEmpty && uses.allSatisfy { $0.file.hasPrefix("Notes/") }, "\(uses.map { "\($0.file):\($0.line) \($0.api)" })")
        // Imported, the copy's names are the library's in that target too.
        files["Sources/Scanner/Outcome.swift"] = "import RxFlow\n" + files["Sources/Scanner/Outcome.swift"]!
        #expect(analysis(files).model.legacyAPIUses.contains { $0.file == "Sources/Scanner/Outcome.swift" })
    }

    @Test func aCopyUnderVendorRxFlowSourcesTakesTheFolderNamedAfterTheLibrary() {
        var files = Self.rxFlow2(in: "Vendor/RxFlow/Sources")
        files["Vendor/RxFlow/Sources/Extensions/Reactive+FlowCoordinator.swift"] = "extension Reactive where Base: FlowCoordinator {}"
        files.merge(Self.legacyApp(in: "App")) { a, _ in a }
        let result = analysis(files)
        #expect(result.notes == ["note: Vendor/RxFlow looks like a vendored copy of RxFlow; read as the library, not as app code"])
        Self.expectAppFound(result.model)
        #expect(result.model.stepEnums.allSatisfy { $0.name != "RxFlowStep" })
    }

    @Test func aLocalPackageCopyIsTheLibraryWithItsTests() {
        // Imported as a local package: its own tests declare steps and flows that are not the app's.
        var files = Self.rxFlow2(in: "Packages/RxFlow/Sources/RxFlow")
        files["Packages/RxFlow/Package.swift"] = "let package = Package(name: \"RxFlow\", targets: [.target(name: \"RxFlow\"), .testTarget(name: \"RxFlowTests\")])"
        files["Packages/RxFlow/Tests/RxFlowTests/FlowCoordinatorTests.swift"] = """
        enum TestStep: Step { case one, two }
        final class TestFlow: Flow {
            var root: Presentable { UIViewController() }
            func navigate(to step: Step) -> FlowContributors { .none }
        }
        """
        files.merge(Self.legacyApp(in: "App").mapValues { "import RxFlow\n" + $0 }) { a, _ in a }
        let result = analysis(files)
        #expect(result.notes == ["note: Packages/RxFlow looks like a vendored copy of RxFlow; read as the library, not as app code"])
        Self.expectAppFound(result.model)
    }

    @Test func aCopyMixedIntoTheAppsRootFolderSetsAsideOnlyItsOwnFiles() {
        let result = analysis(Self.rxFlow1(in: "").mapKeys { String($0.dropFirst()) }.merging(Self.legacyApp(in: "")) { a, _ in a })
        #expect(result.notes == ["note: 6 file(s) in . look like a vendored copy of RxFlow; read as the library, not as app code"])
        Self.expectAppFound(result.model)
    }

    @Test func anAppFolderNamedLikeTheLibraryIsNotTakenWhole() {
        var files = Self.rxFlow1(in: "RxFlowDemo/Library/RxFlow")
        files.merge(Self.legacyApp(in: "RxFlowDemo/Notes")) { a, _ in a }
        let result = analysis(files)
        #expect(result.notes == ["note: RxFlowDemo/Library/RxFlow looks like a vendored copy of RxFlow; read as the library, not as app code"])
        Self.expectAppFound(result.model)
    }

    @Test func anAppsOwnCoordinatorProtocolIsNotACopy() {
        var files = Self.legacyApp(in: "App").mapValues { "import RxFlow\n" + $0 }
        files["App/Coordinators/Coordinator.swift"] = """
        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            func start()
        }
        protocol Presentable {}
        """
        files["App/AppDelegate.swift"] = """
        import RxFlow
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: NotesFlow(), with: OneStepper(withSingleStep: NoteStep.list)) }
        }
        """
        let result = analysis(files)
        #expect(result.notes.isEmpty)
        Self.expectAppFound(result.model)
    }

    @Test func aHandMadeStepAndFlowPairIsNotACopy() {
        let result = analysis([
            "Jobs/Step.swift": "protocol Step { func run() }\nprotocol Flow { var steps: [Step] { get } }",
            "Jobs/Coordinator.swift": "final class Coordinator { func run(_ flow: Flow) {} }",
            "Jobs/Build.swift": "enum Build: Step { case compile, link\n func run() {} }",
        ])
        #expect(result.notes.isEmpty)
        #expect(result.model.stepEnums.isEmpty)
    }

    @Test func aVendoredFunctionalNavigationFlowKitIsNamedToo() {
        let result = analysis([
            "Vendor/FunctionalNavigationFlowKit/Factories.swift": """
            import UIKit
            public typealias Flow = () -> Void
            public func PushFlow(in navigationController: UINavigationController, _ item: @escaping () -> UIViewController) -> Flow {
                return { navigationController.pushViewController(item(), animated: true) }
            }
            public func PresentFlow(in presenting: UIViewController, _ item: @escaping () -> UIViewController) -> Flow {
                return { presenting.present(item(), animated: true) }
            }
            """,
            "Vendor/FunctionalNavigationFlowKit/Combinators.swift": "public func ConcatFlow(_ flows: [Flow]) -> Flow { return { flows.forEach { $0() } } }",
            "App/HomeFlow.swift": """
            final class HomeViewController: UIViewController {}
            func HomeFlow(in nav: UINavigationController) -> Flow {
                return PushFlow(in: nav, { HomeViewController() })
            }
            """,
        ])
        #expect(result.notes == [
            "note: Vendor/FunctionalNavigationFlowKit looks like a vendored copy of FunctionalNavigationFlowKit; read as the library, not as app code",
        ])
        #expect(!result.model.screens.isEmpty)
        #expect(result.model.screens.allSatisfy { !$0.file.hasPrefix("Vendor/") })
    }
}

extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
