import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
import StepGraphTestSupport

/// A flow too large for the layout is drawn as one box that says so, with the ways into and out of
/// it; the other flows keep their arms, and every format that is not laid out keeps every arm.
@Suite struct MapDrawingBoundTests {
    /// An app whose checkout flow has six arms; its root flow has two and starts the checkout.
    let sources = [
        "Steps.swift": """
        import RxFlow

        enum AppStep: Step {
            case launch
            case checkout
        }

        enum CheckoutStep: Step {
            case cart, address, shipping, payment, review, receipt
        }
        """,
        "AppFlow.swift": """
        import RxFlow
        import UIKit

        final class AppFlow: Flow {
            var root: Presentable { self.rootViewController }
            private let rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .launch:
                    let home = HomeViewController()
                    rootViewController.setViewControllers([home], animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: home.viewModel))
                case .checkout:
                    let checkout = CheckoutFlow()
                    Flows.use(checkout, when: .created) { [unowned self] root in
                        self.rootViewController.present(root, animated: true)
                    }
                    return .one(flowContributor: .contribute(withNextPresentable: checkout,
                                                             withNextStepper: OneStepper(withSingleStep: CheckoutStep.cart)))
                }
            }
        }

        final class HomeViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func buy() { steps.accept(AppStep.checkout) }
        }

        final class HomeViewController: UIViewController {
            let viewModel = HomeViewModel()
        }

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = FlowCoordinator()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.launch))
                return true
            }
        }
        """,
        "Checkout/CheckoutFlow.swift": """
        import RxFlow
        import UIKit

        final class CheckoutFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()
            private let model = CheckoutViewModel()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? CheckoutStep else { return .none }
                switch step {
                case .cart: return show(CartViewController())
                case .address: return show(AddressViewController())
                case .shipping: return show(ShippingViewController())
                case .payment: return show(PaymentViewController())
                case .review: return show(ReviewViewController())
                case .receipt: return .end(forwardToParentFlowWithStep: AppStep.launch)
                }
            }
        }

        extension CheckoutFlow {
            private func show(_ controller: UIViewController) -> FlowContributors {
                self.navigationController.pushViewController(controller, animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: model))
            }
        }

        final class CheckoutViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func next(after step: CheckoutStep) {
                switch step {
                case .cart: steps.accept(CheckoutStep.address)
                case .address: steps.accept(CheckoutStep.shipping)
                case .shipping: steps.accept(CheckoutStep.payment)
                case .payment: steps.accept(CheckoutStep.review)
                case .review, .receipt: steps.accept(CheckoutStep.receipt)
                }
            }
        }

        final class CartViewController: UIViewController {}
        final class AddressViewController: UIViewController {}
        final class ShippingViewController: UIViewController {}
        final class PaymentViewController: UIViewController {}
        final class ReviewViewController: UIViewController {}
        """,
    ]

    func map() throws -> MapGraph {
        let analysis = analysis(sources)
        return try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: Linter.lint(analysis).findings)
    }

    /// Renders `map` split into pages with a layout that records what it is given; returns the
    /// laid-out graphs by title and the flows drawn without arms.
    func drawn(_ map: MapGraph, maxFlowElements: Int?) throws -> (graphs: [String: RenderGraph], undrawn: [UndrawnFlow]) {
        let graphs = Graphs()
        let layout: MapLayout = { graph, _, what in
            graphs.add(what, graph)
            return Data("<svg width=\"100pt\" height=\"100pt\"></svg>".utf8)
        }
        var options = MapFileOptions(output: "out/map.svg", format: .svg, split: .always)
        if let maxFlowElements { options.maxFlowElements = maxFlowElements }
        var undrawn: [UndrawnFlow] = []
        _ = try MapFiles.render(map, findings: [], options: options, layout: layout, notingUndrawn: { undrawn.append($0) })
        return (graphs.all, undrawn)
    }

    func armLabels(_ graph: RenderGraph?, _ map: MapGraph) -> [String] {
        let arms = Set(map.nodes.filter { $0.kind == .arm }.map(\.id))
        return (graph?.nodes ?? []).filter { arms.contains($0.id) }.compactMap { $0.attributes["label"] }
    }

    @Test func aFlowPastTheBoundIsDrawnWithoutItsArmsAndSaysSo() throws {
        let map = try map()
        let checkout = try #require(map.flows.first { $0.name == "CheckoutFlow" })
        #expect(checkout.armCount == 6)

        // Within the default bound every arm is drawn.
        let whole = try drawn(map, maxFlowElements: nil)
        #expect(whole.undrawn.isEmpty)
        #expect(armLabels(whole.graphs["CheckoutFlow"], map).count == 6)

        // A bound of twelve nodes and edges: the checkout (six arms, their steps' edges) is past it, AppFlow is not.
        let bounded = try drawn(map, maxFlowElements: 12)
        #expect(bounded.undrawn.map(\.name) == ["CheckoutFlow"])
        #expect(bounded.undrawn.first.map { $0.arms == 6 && $0.elements > 12 && $0.bound == 12 } == true)
        let page = try #require(bounded.graphs["CheckoutFlow"])
        #expect(armLabels(page, map).isEmpty)
        let standIn = page.nodes.compactMap { $0.attributes["label"] }.filter { $0.contains("6 arms: too many to draw") }
        #expect(standIn == ["CheckoutFlow\n6 arms: too many to draw\n(\(bounded.undrawn[0].elements) nodes and edges, over 12)"])
        // AppFlow keeps its arms, and still starts the checkout (the edge now ends at its box).
        #expect(armLabels(bounded.graphs["AppFlow"], map).count == 2)
        let appPage = try #require(bounded.graphs["AppFlow"])
        #expect(appPage.nodes.contains { $0.id == "s_" + checkout.id })
        let overview = try #require(bounded.graphs["the overview"])
        #expect(overview.nodes.contains { $0.id == checkout.id })

        // The formats that are not laid out keep every arm, whatever the bound.
        var options = MapFileOptions(output: "map.json", format: .json)
        options.maxFlowElements = 1
        let failing: MapLayout = { _, _, what in throw StepGraphError.layoutFailed(what: what, message: nil) }
        var undrawn: [UndrawnFlow] = []
        let json = try MapFiles.render(map, findings: [], options: options, layout: failing, notingUndrawn: { undrawn.append($0) })
        let decoded = try JSONDecoder().decode(MapGraph.self, from: json.data)
        #expect(undrawn.isEmpty && decoded.nodes.filter { $0.kind == .arm }.count == map.armCount)
    }

    /// The layout's inputs, gathered from the threads laying out pages.
    final class Graphs: @unchecked Sendable {
        private let lock = NSLock()
        private var byTitle: [String: RenderGraph] = [:]
        func add(_ title: String, _ graph: RenderGraph) { lock.withLock { byTitle[title] = graph } }
        var all: [String: RenderGraph] { lock.withLock { byTitle } }
    }
}
