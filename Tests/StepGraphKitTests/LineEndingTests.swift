import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Files whose lines end in CRs alone (old Mac files) or in CRLFs read as the same files with LFs:
/// `swiftc` breaks lines at all three, so a `//` comment ends at a CR and swallows nothing after it.
@Suite struct LineEndingTests {
    /// A small RxFlow app with findings after line comments, a `#if`, a block comment and a
    /// multi-line string that span lines, and a `stepgraph:disable:next` directive.
    static let app: [String: String] = [
        "AppStep.swift": """
        import RxFlow // the steps
        enum AppStep: Step {
            case home // the first screen
            case detail(id: Int)
            case settings // nobody emits it
            // stepgraph:disable:next dead_step
            case about
            case logout
        }
        """,
        "AppFlow.swift": """
        import RxFlow
        /* The app's one flow:
           it shows home and detail. */
        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController() // stepgraph: a plain comment
            let banner = \"\"\"
                Welcome
                \"\"\"

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none } // not ours
                switch step {
                case .home:
                    let viewController = HomeViewController() // the first screen
                    rootViewController.pushViewController(viewController, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: HomeViewModel()))
                #if DEBUG
                case .detail: // debug builds only
                    return .none
                #endif
                case .about:
                    return .none
                case .settings:
                    return .none
                }
            }
        }
        """,
        "App.swift": """
        final class HomeViewController: UIViewController {}
        final class HomeViewModel: Stepper { // emits home
            let steps = PublishRelay<Step>()
            func open() { steps.accept(AppStep.detail(id: 1)) } // and detail
            func leave() { steps.accept(AppStep.logout) } // no flow handles it
        }
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func start() {
                coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home))
            }
        }
        """,
    ]

    static func findings(_ files: [String: String]) -> [String] {
        StepGraphTestSupport.findings(files, as: { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" })
    }

    static func withLineEndings(_ ending: String) -> [String: String] {
        app.mapValues { $0.replacingOccurrences(of: "\n", with: ending) }
    }

    @Test func crAndCrlfFilesHaveTheFindingsOfTheirLfTwins() {
        let lf = Self.findings(Self.app)
        #expect(lf == [
            "App.swift:5:33 unhandled_step Step 'AppStep.logout' is emitted but no flow has an arm for it",
            "AppStep.swift:5:10 dead_step Step 'AppStep.settings' is declared but nothing emits it (handled by AppFlow)",
        ])
        #expect(Self.findings(Self.withLineEndings("\r")) == lf)
        #expect(Self.findings(Self.withLineEndings("\r\n")) == lf)
    }
}
