/// The namespace rules live in: each rule is a `static let` in its own file. The catalogue a lint
/// runs is its registry's (`FrontEndRegistry.rules`).
public enum Rules {}

/// Shared pieces of rule examples, so each example stays a small, complete app.
package enum ExampleCode {
    /// A FunctionalNavigationFlowKit screen `name` taking `() -> Void` routes `routes`, the ones in
    /// `invoked` called from a button handler each.
    package static func screen(_ name: String, routes: [String] = [], invoked: [String]? = nil) -> String {
        let called = invoked ?? routes
        var lines = ["final class \(name): UIViewController {"]
        lines += routes.map { "    private let \($0): () -> Void" }
        if !routes.isEmpty {
            lines.append("    init(" + routes.map { "\($0): @escaping () -> Void" }.joined(separator: ", ") + ") {")
            lines += routes.map { "        self.\($0) = \($0)" }
            lines.append("        super.init(nibName: nil, bundle: nil)")
            lines.append("    }")
            lines.append("    required init?(coder: NSCoder) { fatalError() }")
        }
        lines += called.map { "    @objc func \($0)Tapped() { \($0)() }" }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A scene delegate running `flow` (a call taking the window) when the app starts.
    package static func fnfkStart(_ flow: String) -> String {
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
                \(flow)(window: window)()
            }
        }
        """
    }

    package static let appStep = """
    enum AppStep: Step {
        case home
        case detail(id: Int)
        case done
    }
    """

    /// `DetailFlow`: a child flow whose `.detail` arm (and every other) does nothing.
    package static let detailFlow = flow("DetailFlow", arms: """
            case .detail: return .none
            default: return .none
    """)

    /// A flow on a navigation stack whose `navigate(to:)` switches over `AppStep` with `arms`.
    package static func flow(_ name: String, arms: String, extra: String = "") -> String {
        """
        final class \(name): Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
        \(arms)
                }
            }
        \(extra)
        }
        """
    }

    /// `AppFlow`, whose `.home` arm presents `child` modally (started on `.detail`), then `extraArms`,
    /// started by an app delegate.
    package static func presentingParent(of child: String, extraArms: String = "") -> String {
        flow("AppFlow", arms: """
                case .home:
                    let child = \(child)()
                    Flows.use(child, when: .created) { root in self.rootViewController.present(root, animated: true) }
                    return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: 1))))
        \(extraArms)        default: return .none
        """) + "\n" + start("AppFlow", with: "AppStep.home")
    }

    /// An app delegate starting `flow` with a `OneStepper` on `step`, or with no stepper (RxFlow's
    /// `DefaultStepper`) when `step` is nil.
    package static func start(_ flow: String, with step: String? = nil) -> String {
        let stepper = step.map { ", with: OneStepper(withSingleStep: \($0))" } ?? ""
        return """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = FlowCoordinator()
            func start() {
                coordinator.coordinate(flow: \(flow)()\(stepper))
            }
        }
        """
    }

    /// A view model stepper emitting `steps` from one method each.
    package static func viewModel(_ name: String, emits steps: [String]) -> String {
        let methods = steps.enumerated().map { "    func action\($0.offset)() { steps.accept(\($0.element)) }" }
        return "final class \(name): Stepper {\n    let steps = PublishRelay<Step>()\n" + methods.joined(separator: "\n") + "\n}"
    }
}
