import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// §6.12: closure coordinators (`BasicCoordinator` and its aliases built with their transitions)
/// are coordinators of their own, named `EnclosingType.assignedName`, with one arm per case of the
/// closure's switch.
@Suite struct XCoordinatorClosureTests {
    static let routes = """
    enum ShopRoute: Route { case help, settings, about, legal }
    enum HelpRoute: Route { case faq, contact, close }

    """

    /// `name: outcomes → next` for every arm of `flow`.
    func arms(_ m: NavigationModel, _ flow: String) -> [String] {
        (m.flow(flow)?.arms ?? []).map { "\($0.isDefault ? "default" : $0.steps.joined(separator: "+")): \($0.outcomes.map(\.rawValue).joined(separator: ","))" }
    }

    @Test func trailingClosureBuiltInAnArmIsThatArmsChild() {
        let m = xc(XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .help:
                    let help = BasicNavigationCoordinator<HelpRoute>(rootViewController: UINavigationController(), initialRoute: .faq) { route in
                        switch route {
                        case .faq: return .push(FAQViewController())
                        case .contact, .close: return .dismiss()
                        }
                    }
                    return .present(help)
                default: return .none()
                }
            }
        }
        """)
        #expect(arms(m, "ShopCoordinator.help") == ["HelpRoute.faq: push", "HelpRoute.contact+HelpRoute.close: dismiss"])
        let help = m.flow("ShopCoordinator.help")
        #expect(help?.stepTypes == ["HelpRoute"] && help?.rootKind == .navigationStack && help?.isInstantiated == true)
        #expect(help.map { "\($0.line):\($0.column)" } == "9:24")
        #expect(m.coordinator("ShopCoordinator.help").map { "\($0.kind.rawValue) \($0.baseClass) \($0.initialRoutes)" }
                == "navigation BasicNavigationCoordinator [\"HelpRoute.faq\"]")
        #expect(m.arm("ShopCoordinator", "ShopRoute.help")?.childFlows == ["ShopCoordinator.help"])
        // Drawn as a frame, started by the arm that builds it.
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        #expect(graph.frames.contains { $0.name == "ShopCoordinator.help" && $0.framework == .xcoordinator })
        let arm = graph.nodes.first { $0.name == "ShopRoute.help" }
        #expect(graph.edges(from: arm?.id ?? "").map { "\($0.kind):\(graph.node($0.to)?.name ?? "")" } == ["startsChild:HelpRoute.faq"])
        #expect(m.unresolved.isEmpty)
    }

    /// Labelled `prepareTransition:` with a capture list, `$0`, a typed parameter, in a lazy property,
    /// a function returning it, and a local outside any arm.
    @Test func labelledClosuresInEverySpelling() {
        let m = xc(XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            private lazy var settings = BasicViewCoordinator<HelpRoute>(rootViewController: SettingsViewController(),
                                                                        prepareTransition: { [unowned self] route in
                switch route {
                case .faq: return .present(FAQViewController(router: self.unownedRouter))
                default: return .none()
                }
            })
            func makeAbout() -> BasicNavigationCoordinator<HelpRoute> {
                BasicNavigationCoordinator<HelpRoute>(initialRoute: .contact, prepareTransition: {
                    switch $0 {
                    case .contact: return .push(ContactViewController())
                    case .faq, .close: return .dismiss()
                    }
                })
            }
            func showLegal() {
                let legal: BasicCoordinator<HelpRoute, NavigationTransition>
                legal = BasicCoordinator<HelpRoute, NavigationTransition>(rootViewController: UINavigationController(),
                    prepareTransition: { (route: HelpRoute) -> NavigationTransition in
                        switch (route) {
                        case .close: return .dismiss()
                        default: return .none()
                        }
                    })
                rootViewController.present(legal.viewController, animated: true)
            }
        }
        """)
        #expect(m.xcoordinator?.coordinators.map { "\($0.name):\($0.kind.rawValue)" }
                == ["ShopCoordinator:navigation", "ShopCoordinator.legal:basic", "ShopCoordinator.makeAbout:navigation", "ShopCoordinator.settings:view"])
        #expect(arms(m, "ShopCoordinator.settings") == ["HelpRoute.faq: present", "default: none"])
        #expect(arms(m, "ShopCoordinator.makeAbout") == ["HelpRoute.contact: push", "HelpRoute.faq+HelpRoute.close: dismiss"])
        #expect(arms(m, "ShopCoordinator.legal") == ["HelpRoute.close: dismiss", "default: none"])
        #expect(m.coordinator("ShopCoordinator.makeAbout")?.initialRoutes == ["HelpRoute.contact"])
        #expect(m.flows.filter { $0.delegatesNavigation }.isEmpty && m.unresolved.isEmpty)
    }

    /// The route handed to a method (a reference, or a closure calling it) or a closure held in a property.
    @Test func methodReferencesAndStoredClosures() {
        let m = xc(XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            private let handler: (HelpRoute) -> ViewTransition = { route in
                switch route {
                case .faq: return .present(FAQViewController())
                case .contact: return .trigger(.close)
                case .close: return .none()
                }
            }
            lazy var help = BasicNavigationCoordinator<HelpRoute>(prepareTransition: transition(for:))
            lazy var about = BasicNavigationCoordinator<HelpRoute>(prepareTransition: self.transition)
            lazy var legal = BasicNavigationCoordinator<HelpRoute> { [unowned self] in self.transition(for: $0) }
            lazy var settings = BasicViewCoordinator<HelpRoute>(rootViewController: UIViewController(), prepareTransition: handler)
            private func transition(for route: HelpRoute) -> NavigationTransition {
                switch route {
                case .faq: return .push(FAQViewController())
                case .contact: return .present(ContactViewController())
                case .close: return .dismiss()
                }
            }
        }
        """)
        for name in ["ShopCoordinator.help", "ShopCoordinator.about", "ShopCoordinator.legal"] {
            #expect(arms(m, name) == ["HelpRoute.faq: push", "HelpRoute.contact: present", "HelpRoute.close: dismiss"], "\(name)")
        }
        #expect(arms(m, "ShopCoordinator.settings") == ["HelpRoute.faq: present", "HelpRoute.contact: trigger", "HelpRoute.close: none"])
        // The stored closure's `.trigger(.close)` is a HelpRoute (ShopRoute has no `close`).
        #expect(m.routeTriggers([.transitionTrigger]) == ["HelpRoute.close@transitionTrigger"])
        #expect(m.unresolved.isEmpty)
    }

    /// Rules see closure coordinators: a trigger its switch swallows in `default:` is a route without arm.
    @Test func rulesSeeClosureCoordinators() {
        let m = xc(XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            lazy var help = BasicNavigationCoordinator<HelpRoute>(initialRoute: .faq) { route in
                switch route {
                case .faq: return .push(FAQViewController(router: self.help.unownedRouter))
                default: return .none()
                }
            }
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route { default: return .present(help) }
            }
        }
        final class FAQViewModel {
            let router: UnownedRouter<HelpRoute>
            init(router: UnownedRouter<HelpRoute>) { self.router = router }
            func contact() { router.trigger(.contact) }
        }
        """)
        // Shown from a property: the showing arm starts it.
        #expect(m.flow("ShopCoordinator")?.arms.map(\.childFlows) == [["ShopCoordinator.help"]])
        #expect(findings(m, Rules.routeWithoutArm) == ["route_without_arm|HelpRoute.contact|FAQViewModel"])
        #expect(findings(m, Rules.deadStep).filter { $0.contains("HelpRoute") } == ["dead_step|HelpRoute.close"])
        // Built where it is declared: never unreachable (the class coordinator nothing creates is).
        #expect(findings(m, Rules.unreachableFlow) == ["unreachable_flow|ShopCoordinator"])
    }

    /// A route the closure's own transitions trigger is the closure coordinator's, not the builder's.
    @Test func transitionsInTheClosureTriggerItsOwnRoutes() {
        let m = xc(XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .help:
                    return .present(BasicNavigationCoordinator<HelpRoute>(initialRoute: .faq) { route in
                        switch route {
                        case .faq: return .multiple(.push(FAQViewController()), .trigger(.contact))
                        case .contact: return .route(.close)
                        case .close: return .dismiss()
                        }
                    })
                default: return .trigger(.help)
                }
            }
        }
        """)
        #expect(m.routeTriggers([.transitionTrigger]) == ["HelpRoute.close@transitionTrigger", "HelpRoute.contact@transitionTrigger",
                                                          "ShopRoute.help@transitionTrigger"])
        #expect(m.arm("ShopCoordinator.help", "HelpRoute.faq")?.nextSteps == ["HelpRoute.contact"])
        #expect(findings(m, Rules.deadStep).filter { $0.contains("HelpRoute") }.isEmpty)
    }

    /// A closure whose switch cannot be read delegates: `unresolved`, and the rules stay silent on it.
    @Test func unreadableTransitionsSilenceTheRules() {
        let m = xc(XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            let factory = TransitionFactory()
            lazy var help = BasicNavigationCoordinator<HelpRoute>(initialRoute: .faq, prepareTransition: factory.transition)
            lazy var about = BasicNavigationCoordinator<HelpRoute>(initialRoute: .faq) { route in
                if route == .faq { return .push(FAQViewController()) }
                return .none()
            }
            lazy var legal = BasicNavigationCoordinator<HelpRoute>(prepareTransition: missing(_:))
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route { default: return .present(help) }
            }
        }
        final class FAQViewModel {
            let router: UnownedRouter<HelpRoute>
            init(router: UnownedRouter<HelpRoute>) { self.router = router }
            func contact() { router.trigger(.contact) }
        }
        """)
        #expect(m.flows.filter(\.delegatesNavigation).map(\.name) == ["ShopCoordinator.about", "ShopCoordinator.help", "ShopCoordinator.legal"])
        #expect(m.unresolved.filter { $0.kind == .dispatch }.map(\.subject).sorted()
                == ["ShopCoordinator.about", "ShopCoordinator.help", "ShopCoordinator.legal"])
        #expect(findings(m, Rules.routeWithoutArm).isEmpty)
    }

    /// Two built under one name in one type, and a route type only a typealias names.
    @Test func namesAreStableAndUnique() {
        let m = xc(XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            typealias R = HelpRoute
            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .help:
                    let flow = BasicViewCoordinator<R>(rootViewController: UIViewController()) { _ in .none() }
                    return .present(flow)
                case .about:
                    let flow = BasicViewCoordinator<R>(rootViewController: UIViewController()) { r in switch r { default: return .none() } }
                    return .present(flow)
                default: return .none()
                }
            }
        }
        """)
        #expect(m.xcoordinator?.coordinators.map(\.name) == ["ShopCoordinator", "ShopCoordinator.flow", "ShopCoordinator.flow_2"])
        #expect(m.flow("ShopCoordinator.flow_2")?.stepTypes == ["HelpRoute"])
        #expect(m.flow("ShopCoordinator.flow")?.delegatesNavigation == true)
        #expect(m.arm("ShopCoordinator", "ShopRoute.about")?.childFlows == ["ShopCoordinator.flow_2"])
    }

    /// Every cut of a file of closure coordinators is read without a crash.
    @Test func everyTruncationIsReadSafely() {
        let text = "import XCoordinator\n" + XCoordinatorClosureTests.routes + """
        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            lazy var help = BasicNavigationCoordinator<HelpRoute>(initialRoute: .faq, prepareTransition: transition(for:))
            lazy var about = BasicViewCoordinator<HelpRoute>(rootViewController: UIViewController()) { [unowned self] (route: HelpRoute) in
                switch (route) { case .faq: return .trigger(.close); default: return self.transition(for: route) }
            }
            func make() -> BasicCoordinator<HelpRoute, ViewTransition> { BasicCoordinator<HelpRoute, ViewTransition> { self.x(for: $0) } }
            override func presented(from presentable: Presentable?) { addChild(SettingsCoordinator(rootViewController: rootViewController)) }
        }
        """
        let bytes = Array(text.utf8)
        for cut in 0..<bytes.count {
            let model = Analyzer.standard.analyze(buffers: [(path: "App.swift", bytes: Array(bytes[..<cut])), (path: "Tail.swift", bytes: Array(bytes[cut...]))]).model
            #expect(model.fileCount == 2)
        }
    }
}
