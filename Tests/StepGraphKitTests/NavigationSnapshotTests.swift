import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `stepgraph snapshot`: a committed text of the navigation that drifts only when the navigation does.
@Suite struct NavigationSnapshotTests {
    static let steps = """
        import RxFlow
        enum ShopStep: Step {
            case catalog
            case product(id: String)
            case basket
        }
        """

    static func flow(productArm: String) -> String {
        """
        import RxFlow
        import UIKit
        final class ShopFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? ShopStep else { return .none }
                switch step {
                case .catalog:
                    let screen = CatalogViewController()
                    navigationController.pushViewController(screen, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))
                \(productArm)
                default:
                    return .none
                }
            }
        }
        final class CatalogViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func open(_ id: String) { steps.accept(ShopStep.product(id: id)) }
        }
        final class CatalogViewController: UIViewController {
            let viewModel = CatalogViewModel()
        }
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() { coordinator.coordinate(flow: ShopFlow(), with: OneStepper(withSingleStep: ShopStep.catalog)) }
        }
        """
    }

    static let pushProduct = """
        case let .product(id):
                    navigationController.pushViewController(ProductViewController(id: id), animated: true)
                    return .none
        """

    func snapshot(_ files: [(String, String)]) -> String {
        NavigationSnapshot.text(of: Analyzer.standard.analyze(sources: files.map { (path: $0.0, text: $0.1) }).model, frontEnds: .standard)
    }

    @Test func linesNameElementsByIdentityInAFixedOrder() {
        let text = snapshot([("Steps.swift", Self.steps), ("ShopFlow.swift", Self.flow(productArm: Self.pushProduct))])
        #expect(text == """
            # stepgraph navigation snapshot, format 1
            flow ShopFlow: framework=rxflow; root=navigation_stack
            step ShopStep.basket
            step ShopStep.catalog
            step ShopStep.product
            arm ShopFlow|ShopStep.catalog: outcomes=push; target=CatalogViewController
            arm ShopFlow|ShopStep.product: outcomes=none,push
            arm ShopFlow|default: outcomes=none
            entry root ShopFlow: stepper=OneStepper; start steps=ShopStep.catalog
            emission CatalogViewModel emits ShopStep.product: into=ShopFlow

            """)
    }

    /// Moving code, comments and blank lines, and the order files are read in, never change it.
    @Test func editsThatLeaveTheNavigationAloneDoNotDrift() {
        let base = snapshot([("Steps.swift", Self.steps), ("ShopFlow.swift", Self.flow(productArm: Self.pushProduct))])
        let moved = snapshot([("Shop/ShopFlow.swift", "// Shop\n\n\n" + Self.flow(productArm: Self.pushProduct)),
                              ("Model/Steps.swift", "\n/// The steps.\n" + Self.steps)])
        #expect(base == moved)
    }

    @Test func checkSaysWhatDriftedAsRemovedAndAddedLines() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.steps.write(toFile: root + "/Steps.swift", atomically: true, encoding: .utf8)
        try Self.flow(productArm: Self.pushProduct).write(toFile: root + "/ShopFlow.swift", atomically: true, encoding: .utf8)
        let written = try runTool(["snapshot", root, "-o", root + "/navigation.txt"])
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        let same = try runTool(["snapshot", root, "--check", root + "/navigation.txt"])
        #expect(same.status == 0 && same.stdout.isEmpty, "\(same.stderr)")

        // The product step now presents its screen instead of pushing it.
        try Self.flow(productArm: """
            case let .product(id):
                        navigationController.present(ProductViewController(id: id), animated: true)
                        return .none
            """).write(toFile: root + "/ShopFlow.swift", atomically: true, encoding: .utf8)
        let drifted = try runTool(["snapshot", root, "--check", root + "/navigation.txt"])
        #expect(drifted.status == 1)
        #expect(drifted.stdout == """
            - arm ShopFlow|ShopStep.product: outcomes=none,push
            + arm ShopFlow|ShopStep.product: outcomes=none,present

            """)
        #expect(drifted.stderr.contains("error: the navigation drifted from \(root)/navigation.txt: 1 line(s) removed, 1 added"),
                "\(drifted.stderr)")
    }

    @Test func aMissingSnapshotIsTheToolsFailureAndCheckWritesNothing() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.steps.write(toFile: root + "/Steps.swift", atomically: true, encoding: .utf8)
        let missing = try runTool(["snapshot", root, "--check", root + "/none.txt"])
        #expect(missing.status == 2 && missing.stderr.contains("error: \(root)/none.txt: cannot read the navigation snapshot"))
        let both = try runTool(["snapshot", root, "--check", root + "/none.txt", "-o", root + "/out.txt"])
        #expect(both.status == 64 && !FileManager.default.fileExists(atPath: root + "/out.txt"))
    }

    /// A committed file with Windows line endings or a comment of the team's own still matches.
    @Test func commentsAndLineEndingsAreNotCompared() {
        let current = snapshot([("Steps.swift", Self.steps), ("ShopFlow.swift", Self.flow(productArm: Self.pushProduct))])
        let committed = "# reviewed by the shop team\r\n" + current.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(NavigationSnapshot.drift(committed: committed, current: current).isEmpty)
    }
}

/// A stepper that starts feeding another flow is one changed emission in a review.
@Suite struct EmissionChangeTests {
    static func app(helpContributesCatalog: Bool) -> [(path: String, text: String)] {
        let helpArm = helpContributesCatalog
            ? "let screen = CatalogViewController()\n            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))"
            : "return .none"
        return [
            (path: "Steps.swift", text: NavigationSnapshotTests.steps),
            (path: "ShopFlow.swift", text: NavigationSnapshotTests.flow(productArm: NavigationSnapshotTests.pushProduct)),
            (path: "HelpFlow.swift", text: """
                import RxFlow
                final class HelpFlow: Flow {
                    var root: Presentable { navigationController }
                    private let navigationController = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard case ShopStep.basket = step else { return .none }
                        \(helpArm)
                    }
                }
                """),
        ]
    }

    @Test func feedingAnotherFlowIsOneChangedRow() {
        let base = Analyzer.standard.analyze(sources: Self.app(helpContributesCatalog: false)).model
        let head = Analyzer.standard.analyze(sources: Self.app(helpContributesCatalog: true)).model
        let diff = NavigationDiff(base: base, baseFindings: [], head: head, headFindings: [], frontEnds: .standard)
        let emissions = diff.changes.filter { $0.subject == .emission }
        #expect(emissions.map { "\($0.kind.rawValue) \($0.identity) \($0.details)" } == [
            "changed CatalogViewModel emits ShopStep.product [\"into: ShopFlow → HelpFlow, ShopFlow\"]",
        ])
    }
}
