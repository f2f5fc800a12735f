import Testing
@testable import StepGraphCore
@testable import StepGraphKit
import StepGraphTestSupport

/// An arm names the screen it shows, whether or not it contributes it: the map reads
/// `loginIsRequired → LoginViewController`, not a bare step.
@Suite struct ArmScreensTests {
    static func flow(_ arms: String, helpers: String = "") -> [(path: String, text: String)] {
        [(path: "Shop/ShopFlow.swift", text: """
        import RxFlow
        import UIKit

        enum ShopStep: Step {
            case catalog
            case product(id: String)
            case loginIsRequired
            case receipt
        }

        final class ShopFlow: Flow {
            var root: Presentable { rootViewController }
            private lazy var rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? ShopStep else { return .none }
                switch step {
        \(arms)
                default:
                    return .none
                }
            }
        \(helpers)
        }
        """)]
    }

    static func screens(_ files: [(path: String, text: String)]) -> [String: [String]] {
        let model = Analyzer.standard.analyze(sources: files).model
        var found: [String: [String]] = [:]
        for arm in model.flows.flatMap(\.arms) where !arm.isDefault { found[arm.steps.joined(separator: ","), default: []] += arm.shownScreens ?? [] }
        return found
    }

    @Test func eachUIKitSpellingNamesTheScreen() {
        let found = Self.screens(Self.flow("""
                case .catalog:
                    rootViewController.setViewControllers([SplashViewController(), CatalogViewController()], animated: false)
                    return .none
                case .product(let id):
                    let screen = ProductViewController(productID: id)
                    self.rootViewController.pushViewController(screen, animated: true)
                    return .none
                case .loginIsRequired:
                    rootViewController.present(UINavigationController(rootViewController: LoginViewController()), animated: true)
                    return .none
                case .receipt:
                    rootViewController.show(ReceiptViewController(), sender: nil)
                    return .none
        """))
        #expect(found["ShopStep.catalog"] == ["CatalogViewController"])
        #expect(found["ShopStep.product"] == ["ProductViewController"])
        #expect(found["ShopStep.loginIsRequired"] == ["LoginViewController"])
        #expect(found["ShopStep.receipt"] == ["ReceiptViewController"])
    }

    /// Through a helper the arm calls, with the screen built from a parameter; and an alert stays
    /// UIKit's (the map leaves `UI…` types out).
    @Test func aHelpersScreenIsTheArms() throws {
        let files = Self.flow("""
                case .loginIsRequired:
                    return showLogin(reason: "checkout")
                case .receipt:
                    let alert = UIAlertController(title: "Sent", message: nil, preferredStyle: .alert)
                    rootViewController.present(alert, animated: true)
                    return .none
        """, helpers: """

            private func showLogin(reason: String) -> FlowContributors {
                let login = LoginViewController(reason: reason)
                rootViewController.pushViewController(login, animated: true)
                return .none
            }
        """)
        let found = Self.screens(files)
        #expect(found["ShopStep.loginIsRequired"] == ["LoginViewController"])
        #expect(found["ShopStep.receipt"] == ["UIAlertController"])
        let analysis = Analyzer.standard.analyze(sources: files)
        let graph = NavigationGraph(model: analysis.model, frontEnds: .standard)
        let map = try MapBuilder.build(graph, findings: [])
        let labels = map.nodes.filter { $0.kind == .arm }.map(\.label)
        #expect(labels.contains("loginIsRequired\n→ LoginViewController"), "\(labels)")
        #expect(labels.contains("receipt"), "\(labels)")
    }
}
