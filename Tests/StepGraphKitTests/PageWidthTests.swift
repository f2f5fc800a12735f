import Foundation
import Testing
@testable import StepGraphCore
import StepGraphTestSupport

/// A split map's flow page fits the window's width: a long chain of screens, laid out left to right
/// past 1600 px, is laid out top to bottom instead; `--rankdir` given is kept as asked.
@Suite struct PageWidthTests {
    /// A sign-up flow of `count` screens, each view model sending the next step, beside a small help flow.
    static func app(screens count: Int) -> String {
        let cases = (1...count).map { "page\($0)" }
        let arms = (1...count).map { index in
            """
                    case .page\(index):
                        let model = SignUpPage\(index)Model()
                        nav.pushViewController(SignUpPage\(index)ViewController(model: model), animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: nav.topViewController!, withNextStepper: model))
            """
        }.joined(separator: "\n")
        let models = (1...count).map { index in
            """
            final class SignUpPage\(index)Model: Stepper {
                let steps = PublishRelay<Step>()
                func next() { steps.accept(SignUpStep.\(index == count ? "done" : "page\(index + 1)")) }
            }
            """
        }.joined(separator: "\n")
        return """
        import RxFlow
        import RxRelay
        import UIKit

        enum SignUpStep: Step {
            case \(cases.joined(separator: ", ")), done
        }

        enum HelpStep: Step { case faq }

        final class SignUpFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? SignUpStep else { return .none }
                switch step {
        \(arms)
                case .done:
                    return .end(forwardToParentFlowWithStep: HelpStep.faq)
                }
            }
        }

        final class HelpFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? HelpStep else { return .none }
                nav.pushViewController(FAQViewController(), animated: true)
                return .none
            }
        }

        \(models)

        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() {
                coordinator.coordinate(flow: SignUpFlow(), with: OneStepper(withSingleStep: SignUpStep.page1))
                coordinator.coordinate(flow: HelpFlow(), with: OneStepper(withSingleStep: HelpStep.faq))
            }
        }
        """
    }

    func pageSize(_ arguments: [String]) throws -> (width: Double, height: Double) {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.app(screens: 14).write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        let run = try runTool(["graph", root + "/App.swift", "-o", root + "/map.svg", "--split", "always", "--quiet"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try Data(contentsOf: URL(fileURLWithPath: root + "/map/SignUpFlow.svg"))
        return try #require(MapReadability.size(ofSVG: page))
    }

    @Test func aLongFlowsPageReadsDown() throws {
        let size = try pageSize([])
        #expect(size.width <= MapReadability.windowWidth * 3 / 4 && size.height > size.width, "\(size)")
    }

    @Test func anAskedDirectionIsKept() throws {
        let size = try pageSize(["--rankdir", "LR"])
        #expect(size.width > MapReadability.windowWidth * 3 / 4, "\(size)")
    }
}
