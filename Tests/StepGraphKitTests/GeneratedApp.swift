import Foundation

/// A generated RxFlow app of a given number of flows, written the way RxFlow apps are: an app
/// flow on the window that starts each top-level feature, features on navigation stacks whose
/// screens push the next one, every third feature presenting a child feature that ends back into
/// it, an app stepper, an app delegate with a deep link. (scripts/generate-app.py writes larger,
/// fuller apps for the benchmark; this one is small enough to write in every test run.)
enum GeneratedApp {
    /// `flows` flows in all (the app flow and `flows - 1` features) of `screens` screens each.
    static func write(flows: Int, screens: Int = 6, to folder: String) throws {
        let features = (0..<max(1, flows - 1)).map { String(format: "Feature%02d", $0) }
        // Feature i (i % 3 == 1) presents feature i + 1 as its child; the others start from the app.
        var child: [String: String] = [:]
        for (index, name) in features.enumerated() where index % 3 == 1 && index + 1 < features.count {
            child[name] = features[index + 1]
        }
        let parentOf = Dictionary(uniqueKeysWithValues: child.map { ($1, $0) })
        let roots = features.filter { parentOf[$0] == nil }
        var files: [String: String] = [:]
        files["App/AppFlow.swift"] = appFlow(roots)
        files["App/AppDelegate.swift"] = appDelegate(first: roots[0], deepLink: roots[roots.count - 1])
        for name in features {
            let names = (1...screens).map { "Screen\($0)" }
            files["Features/\(name)Flow.swift"] = featureFlow(name, screens: names, child: child[name],
                                                              returnStep: parentOf[name].map { "\($0)Step.\(lower(name))Done" } ?? "AppStep.featureDone")
            files["Features/\(name)Screens.swift"] = featureScreens(name, screens: names, child: child[name])
        }
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    private static func lower(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    private static func appFlow(_ roots: [String]) -> String {
        """
        import UIKit
        import RxFlow
        import RxRelay

        enum AppStep: Step {
        \(roots.map { "    case open\($0)" }.joined(separator: "\n"))
            case featureDone
        }

        final class AppStepper: Stepper {
            let steps = PublishRelay<Step>()
            var initialStep: Step { AppStep.open\(roots[0]) }
        }

        final class AppFlow: Flow {
            var root: Presentable { window }
            private let window: UIWindow

            init(window: UIWindow) { self.window = window }

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
        \(roots.map { "        case .open\($0):\n            return start\($0)()" }.joined(separator: "\n"))
                case .featureDone:
                    return .none
                }
            }
        \(roots.map { root in """

            private func start\(root)() -> FlowContributors {
                let flow = \(root)Flow()
                Flows.use(flow, when: .created) { [unowned self] root in self.window.rootViewController = root }
                return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: \(root)Step.start)))
            }
        """ }.joined())
        }

        """
    }

    private static func appDelegate(first: String, deepLink: String) -> String {
        """
        import UIKit
        import RxFlow

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let coordinator = FlowCoordinator()

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                self.window = window
                coordinator.coordinate(flow: AppFlow(window: window), with: AppStepper())
                return true
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                coordinator.navigate(to: AppStep.open\(deepLink))
                return true
            }
        }

        """
    }

    private static func featureFlow(_ name: String, screens: [String], child: String?, returnStep: String) -> String {
        var cases = ["start"] + screens.map(lower) + ["finished"]
        var arms = ["        case .start:\n            return .one(flowContributor: .forwardToCurrentFlow(withStep: \(name)Step.\(lower(screens[0]))))"]
        for screen in screens {
            arms.append("""
                    case .\(lower(screen)):
                        let viewModel = \(name)\(screen)ViewModel()
                        rootViewController.pushViewController(\(name)\(screen)ViewController(viewModel: viewModel), animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: viewModel, withNextStepper: viewModel))
            """)
        }
        arms.append("        case .finished:\n            return .end(forwardToParentFlowWithStep: \(returnStep))")
        if let child {
            cases += ["open\(child)", "\(lower(child))Done"]
            arms.append("""
                    case .open\(child):
                        let flow = \(child)Flow()
                        Flows.use(flow, when: .created) { [unowned self] root in self.rootViewController.present(root, animated: true) }
                        return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: \(child)Step.start)))
                    case .\(lower(child))Done:
                        rootViewController.dismiss(animated: true)
                        return .none
            """)
        }
        return """
        import UIKit
        import RxFlow

        enum \(name)Step: Step {
        \(cases.map { "    case \($0)" }.joined(separator: "\n"))
        }

        final class \(name)Flow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? \(name)Step else { return .none }
                switch step {
        \(arms.joined(separator: "\n"))
                }
            }
        }

        """
    }

    private static func featureScreens(_ name: String, screens: [String], child: String?) -> String {
        "import UIKit\nimport RxFlow\nimport RxRelay\n\n" + screens.enumerated().map { index, screen in
            let next = index + 1 < screens.count ? "\(name)Step.\(lower(screens[index + 1]))" : "\(name)Step.finished"
            let open = index == 0 && child != nil ? "\n    func openChild() { steps.accept(\(name)Step.open\(child!)) }" : ""
            return """
            final class \(name)\(screen)ViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func next() { steps.accept(\(next)) }\(open)
            }

            final class \(name)\(screen)ViewController: UIViewController {
                let viewModel: \(name)\(screen)ViewModel
                init(viewModel: \(name)\(screen)ViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        }.joined(separator: "\n")
    }
}
