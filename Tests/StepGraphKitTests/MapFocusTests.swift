import Foundation
import Testing
import StepGraphCore
import StepGraphKit
import StepGraphTestSupport

/// `--focus X` draws X with the flows it starts and those that start it, on one page, however
/// large the rest of the app is.
@Suite struct MapFocusTests {
    /// A twelve-flow RxFlow app: AppFlow starts LoginFlow and MainFlow; LoginFlow starts SignUpFlow
    /// and RecoveryFlow; SignUpFlow starts TermsFlow, which starts PrivacyFlow; MainFlow starts five
    /// flows of its own, each pushing eight detail screens (the others push two). A child ends by
    /// forwarding its parent's first step.
    static let children: [String: [String]] = [
        "AppFlow": ["LoginFlow", "MainFlow"], "LoginFlow": ["SignUpFlow", "RecoveryFlow"], "SignUpFlow": ["TermsFlow"],
        "TermsFlow": ["PrivacyFlow"], "MainFlow": ["FeedFlow", "SearchFlow", "ProfileFlow", "SettingsFlow", "CartFlow"],
    ]

    static func name(_ flow: String) -> String {
        let base = flow.replacingOccurrences(of: "Flow", with: "")
        return base.prefix(1).lowercased() + base.dropFirst()
    }

    /// The app's files: the steps, the app delegate, and a flow with its first screen per file.
    static func files() -> [String: String] {
        let flows = ["AppFlow"] + children.values.flatMap { $0 }
        var steps: [String] = []
        var files: [String: String] = [:]
        for flow in flows {
            let scene = name(flow)
            let detailCount = flow == "MainFlow" || children["MainFlow"]!.contains(flow) ? 8 : 2
            let details = (1...detailCount).map { "\(scene)Detail\($0)" }
            let parent = children.first { $0.value.contains(flow) }?.key ?? flow
            steps += ["\(scene)Required", "\(scene)Done"] + details
            let startsChildren = (children[flow] ?? []).map { child in
                """
                        case .\(name(child))Required:
                            let child = \(child)()
                            Flows.use(child, when: .created) { [unowned self] root in
                                self.rootViewController.present(root, animated: true)
                            }
                            return .one(flowContributor: .contribute(withNextPresentable: child,
                                                                     withNextStepper: OneStepper(withSingleStep: AppStep.\(name(child))Required)))

                """
            }.joined()
            let pushes = details.enumerated().map { index, step in
                """
                        case .\(step):
                            self.rootViewController.pushViewController(\(flow.dropLast(4))Detail\(index + 1)ViewController(), animated: true)
                            return .none

                """
            }.joined()
            let emitted = (children[flow] ?? []).map { "\(name($0))Required" } + details + (flow == "AppFlow" ? [] : ["\(scene)Done"])
            files["\(flow).swift"] = """
                import RxFlow
                import RxRelay
                import UIKit

                final class \(flow): Flow {
                    var root: Presentable { rootViewController }
                    private let rootViewController = UINavigationController()

                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AppStep else { return .none }
                        switch step {
                        case .\(scene)Required:
                            let screen = \(flow.dropLast(4))ViewController()
                            rootViewController.setViewControllers([screen], animated: false)
                            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen))
                \(startsChildren)\(pushes)        case .\(scene)Done:
                            return .end(forwardToParentFlowWithStep: AppStep.\(name(parent))Required)
                        default:
                            return .none
                        }
                    }
                }

                final class \(flow.dropLast(4))ViewController: UIViewController, Stepper {
                    let steps = PublishRelay<Step>()

                    func didTap(row: Int) {
                        switch row {
                \(emitted.enumerated().map { "        case \($0.offset): steps.accept(AppStep.\($0.element))" }.joined(separator: "\n"))
                        default: break
                        }
                    }
                }
                \((1...detailCount).map { "\nfinal class \(flow.dropLast(4))Detail\($0)ViewController: UIViewController {}" }.joined())

                """
        }
        files["AppStep.swift"] = "import RxFlow\n\nenum AppStep: Step {\n" + steps.map { "    case \($0)\n" }.joined() + "}\n"
        files["AppDelegate.swift"] = """
            import RxFlow
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = FlowCoordinator()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.appRequired))
                    return true
                }
            }

            """
        return files
    }

    @Test func focusDrawsTheFlowWithItsParentAndChildrenOnOnePage() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        for (path, text) in Self.files() { try text.write(toFile: root + "/App/" + path, atomically: true, encoding: .utf8) }

        let whole = try runTool(["graph", root + "/App", "-o", root + "/whole.json"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let app = try JSONDecoder().decode(MapGraph.self, from: Data(contentsOf: URL(fileURLWithPath: root + "/whole.json")))
        #expect(app.flows.count == 12)

        let run = try runTool(["graph", root + "/App", "--focus", "LoginFlow", "-o", root + "/login.svg"])
        #expect(run.status == 0, "\(run.stderr)")
        // One page: no pages' folder, no note of a split.
        #expect(!FileManager.default.fileExists(atPath: root + "/login"))
        #expect(!run.stderr.contains("split"), "\(run.stderr)")
        let svg = try String(contentsOfFile: root + "/login.svg", encoding: .utf8)
        let titles = Set(svg.matches(of: /<text[^>]*font-weight="bold"[^>]*>([A-Za-z]+Flow)<\/text>/).map { String($0.1) })
        #expect(titles == ["AppFlow", "LoginFlow", "SignUpFlow", "RecoveryFlow"])
        // The arms of each: LoginFlow's detail screens, its child's, its parent's.
        for arm in ["loginDetail1", "signUpDetail2", "recoveryRequired", "appRequired"] {
            #expect(svg.contains(">\(arm)<"), "\(arm)")
        }
        #expect(!svg.contains(">termsDetail1<") && !svg.contains(">feedDetail1<"))
    }
}
