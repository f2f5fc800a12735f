import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The map's words read as a person would say them: no "unknown", a `default:` arm's note says
/// what it does, the key keys each red box by its reason, and only the interactive page says "click".
@Suite struct MapWordsTests {
    /// AppFlow's root comes from a router the tool cannot read; its `default:` does nothing.
    /// HomeFlow dismisses by default; SearchFlow's default hands the step to a helper.
    static let app: [String: String] = [
        "Flows/AppFlow.swift": """
            import RxFlow
            import UIKit

            final class AppFlow: Flow {
                var root: Presentable { self.router.root }
                private let router: AppRouter

                init(router: AppRouter) { self.router = router }

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .home:
                        let home = HomeFlow()
                        Flows.use(home, when: .created) { [unowned self] root in self.router.show(root) }
                        return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
                    default:
                        return .none
                    }
                }
            }
            """,
        "Flows/HomeFlow.swift": """
            import RxFlow
            import UIKit

            final class HomeFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    switch step as? AppStep {
                    case .home?:
                        let screen = HomeViewController()
                        rootViewController.setViewControllers([screen], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen))
                    case .search?:
                        let search = SearchFlow()
                        Flows.use(search, when: .created) { root in
                            self.rootViewController.present(root, animated: true)
                        }
                        return .one(flowContributor: .contribute(withNextPresentable: search, withNextStepper: OneStepper(withSingleStep: AppStep.search)))
                    default:
                        rootViewController.dismiss(animated: true)
                        return .none
                    }
                }
            }
            """,
        "Flows/SearchFlow.swift": """
            import RxFlow
            import UIKit

            final class SearchFlow: Flow {
                var root: Presentable { self.rootViewController }
                private lazy var rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .search:
                        self.rootViewController.pushViewController(SearchViewController(), animated: false)
                        return .none
                    default:
                        return route(step)
                    }
                }

                private func route(_ step: AppStep) -> FlowContributors {
                    Logger.log(step)
                    return Router.shared.contributors(for: step)
                }
            }
            """,
        "Scenes/HomeViewController.swift": """
            import RxFlow
            import RxRelay
            import UIKit

            final class HomeViewController: UIViewController, Stepper {
                let steps = PublishRelay<Step>()

                @objc private func searchTapped() { steps.accept(AppStep.search) }
            }

            final class SearchViewController: UIViewController {}
            """,
        "AppStep.swift": """
            import RxFlow

            enum AppStep: Step {
                case home
                case search
            }
            """,
        "AppDelegate.swift": """
            import RxFlow
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = FlowCoordinator()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coordinator.coordinate(flow: AppFlow(router: AppRouter()), with: OneStepper(withSingleStep: AppStep.home))
                    return true
                }
            }
            """,
    ]

    static func map() throws -> MapGraph {
        let analysis = analysis(app)
        let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
        return try MapBuilder.build(graph, findings: Linter.lint(analysis, graph: graph).findings)
    }

    @Test func framesSayRootNotFoundAndWhatTheDefaultArmDoes() throws {
        let map = try Self.map()
        let dot = DOTWriter.write(GraphvizStyle.renderGraph(map))
        #expect(dot.contains("label=\"AppFlow\\nroot not found\\ndefault: does nothing\";"), "\(dot)")
        #expect(dot.contains("label=\"HomeFlow\\nnavigation stack\\ndefault: dismisses a screen\";"), "\(dot)")
        #expect(dot.contains("label=\"SearchFlow\\nnavigation stack\\ndefault: does what the tool cannot read\";"), "\(dot)")
        #expect(!dot.contains("unknown") && !dot.contains("/ other"))
        let mermaid = MermaidWriter.write(map)
        #expect(mermaid.contains("subgraph f1[\"AppFlow · root not found\"]"), "\(mermaid)")
        let overview = DOTWriter.write(GraphvizStyle.renderGraph(map.overview()))
        #expect(overview.contains("label=\"AppFlow\\nroot not found, 1 arm\""), "\(overview)")
    }

    @Test func theKeyTellsRedBoxesApart() {
        let location = SourceLocation(file: "App/Flows.swift", line: 3)
        var map = MapGraph(title: "Navigation map", words: FrontEndRegistry.standard.mapWords)
        map.flows = [
            MapFlow(id: "f1", name: "AppFlow", rootKind: .window, parent: nil, status: .normal, location: location, armCount: 1, framework: .rxflow),
            MapFlow(id: "f2", name: "CheckoutFlow", rootKind: .navigationStack, parent: nil, status: .neverEnding, location: location, armCount: 2,
                    framework: .rxflow),
            MapFlow(id: "f3", name: "ReceiptsFlow", rootKind: .navigationStack, parent: nil, status: .unreachable, location: location, armCount: 1,
                    framework: .rxflow),
        ]
        let key = GraphvizStyle.key(for: map.overview())
        let red = "<tr><td border=\"1\" color=\"#d00000\" bgcolor=\"#fde0dc\"><font color=\"#b00020\">box</font></td><td align=\"left\">"
        #expect(key.contains(red + "flow that never ends (red)</td></tr>"), "\(key)")
        #expect(key.contains(red + "flow nothing creates (red)</td></tr>"), "\(key)")
        // One reason, one row.
        map.flows[2].status = .normal
        #expect(!GraphvizStyle.key(for: map.overview()).contains("nothing creates"))
    }

    @Test func onlyTheInteractivePageSaysClick() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for format in ["svg", "html"] {
            let run = try runTool(["graph", "Samples/CinemaApp", "--split", "always", "-o", root + "/map." + format])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let overview = try String(contentsOfFile: root + "/map.svg", encoding: .utf8)
        let page = try String(contentsOfFile: root + "/map/SettingsFlow.svg", encoding: .utf8)
        #expect(overview.contains("flow (drawn on its own page)") && page.contains("parent or child flow (drawn on its own page)"))
        #expect(!overview.contains("click") && !page.contains("click"))
        let html = try String(contentsOfFile: root + "/map.html", encoding: .utf8)
        #expect(html.contains("flow: click to open its page") && html.contains("parent or child flow: click to open its page"))
    }

    /// StudyCards' stacks are all `UINavigationController`s: each frame is titled by the screen it
    /// holds, and a map whose edges carry route names leaves them room off the nodes.
    @Test func containersOfOneTypeAreTitledApartAndRouteNamesGetRoom() throws {
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/StudyCards"]))
        let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
        let map = try MapBuilder.build(graph, findings: Linter.lint(analysis, graph: graph).findings)
        let dot = DOTWriter.write(GraphvizStyle.renderGraph(map))
        let titles = dot.matches(of: /\n\s+label="([^"]*)";/).map { String($0.1) }.filter { $0.hasSuffix("navigation stack") }
        #expect(titles.sorted() == ["UINavigationController · AboutViewController\\nnavigation stack",
                                    "UINavigationController · DecksViewController\\nnavigation stack",
                                    "UINavigationController · ProfileViewController\\nnavigation stack",
                                    "UINavigationController · WelcomeViewController\\nnavigation stack"])
        #expect(dot.contains("  nodesep=\"0.6\";\n") && dot.contains("  ranksep=\"0.9\";\n"))
        #expect(MermaidWriter.write(map).contains("[\"UINavigationController · DecksViewController · navigation stack\"]"))
    }
}
