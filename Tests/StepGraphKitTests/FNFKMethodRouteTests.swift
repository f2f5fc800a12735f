import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// FunctionalNavigationFlowKit routes that go through an app coordinator's methods and the
/// callbacks those methods hand on (issue 14, item 7): `onLogin: { [weak self] in self?.finishAuth() }`
/// → `storage.save(…).subscribe(onCompleted: { … self?.runMainFlow() })` → `MainFlow(…)()`.

/// The flows and screens the coordinators below run: sign in, then the home screen.
private func loginApp(loginCallsRoute: Bool) -> String {
    """
    import FunctionalNavigationFlowKit
    final class LoginViewController: UIViewController {
        private let onLogin: () -> Void
        init(onLogin: @escaping () -> Void) { self.onLogin = onLogin; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
        @objc func loginTapped() { \(loginCallsRoute ? "onLogin()" : "print(\"offline\")") }
    }
    \(screen("HomeViewController"))
    func AuthFlow(window: UIWindow, onLogin: @escaping () -> Void) -> Flow {
        SetWindowRootFlow(in: window, LoginViewController(onLogin: onLogin))
    }
    func MainFlow(window: UIWindow) -> Flow {
        SetWindowRootFlow(in: window, HomeViewController())
    }
    """
}

private let sceneDelegate = """
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let window = UIWindow()
        let coordinator = AppCoordinator(window: window)
        self.coordinator = coordinator
        coordinator.start()
    }
}
"""

/// The same coordinator written the ways apps write it.
private let coordinators: [String] = [
    // The issue's shape: a weak capture, an Rx chain's completion, optional chaining on self.
    """
    final class AppCoordinator {
        private let window: UIWindow
        private let storage = TokenStorage()
        private let disposeBag = DisposeBag()
        init(window: UIWindow) { self.window = window }
        func start() {
            AuthFlow(window: window, onLogin: { [weak self] in self?.finishAuth() })()
        }
        func finishAuth() {
            storage.save("token")
                .subscribe(onCompleted: { [weak self] in self?.runMainFlow() })
                .disposed(by: disposeBag)
        }
        func runMainFlow() {
            MainFlow(window: window)()
        }
    }
    """,
    // `DispatchQueue.main.async`, `guard let self`, `self.` calls, the methods in an extension.
    """
    final class AppCoordinator {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
            AuthFlow(window: window, onLogin: { [weak self] in
                guard let self else { return }
                self.finishAuth()
            })()
        }
    }
    extension AppCoordinator {
        private func finishAuth() {
            DispatchQueue.main.async { [weak self] in
                guard let self = self else { return }
                self.runMainFlow(animated: true)
            }
        }
        private func runMainFlow(animated: Bool) { MainFlow(window: self.window)() }
    }
    """,
    // A `completion:` closure, `[unowned self]`, bare calls.
    """
    final class AppCoordinator {
        private let window: UIWindow
        private let session = SessionService()
        init(window: UIWindow) { self.window = window }
        func start() { AuthFlow(window: window, onLogin: { [unowned self] in finishAuth() })() }
        private func finishAuth() {
            session.refresh(force: true, completion: { [unowned self] result in
                runMainFlow()
            })
        }
        private func runMainFlow() {
            let flow = MainFlow(window: window)
            flow()
        }
    }
    """,
    // `guard let strongSelf = self`, a trailing completion closure with a parameter.
    """
    final class AppCoordinator {
        private let window: UIWindow
        private let keychain = Keychain()
        init(window: UIWindow) { self.window = window }
        func start() {
            AuthFlow(window: window, onLogin: { [weak self] in
                guard let strongSelf = self else { return }
                strongSelf.finishAuth()
            })()
        }
        func finishAuth() {
            keychain.store(token: "token") { [weak self] stored in
                guard let strongSelf = self else { return }
                strongSelf.runMainFlow()
            }
        }
        func runMainFlow() { MainFlow(window: window)() }
    }
    """,
    // The method itself handed as the route, an operation queue's block.
    """
    final class AppCoordinator {
        private let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() { AuthFlow(window: window, onLogin: finishAuth)() }
        private func finishAuth() { OperationQueue.main.addOperation { self.runMainFlow() } }
        private func runMainFlow() { MainFlow(window: window)() }
    }
    """,
    // Combine: a chain ending in a trailing `.sink { … }`, `if let strongSelf = self`.
    """
    final class AppCoordinator {
        private let window: UIWindow
        private let session = SessionStore()
        private var cancellables = Set<AnyCancellable>()
        init(window: UIWindow) { self.window = window }
        func start() {
            AuthFlow(window: window, onLogin: { [weak self] in
                if let strongSelf = self { strongSelf.finishAuth() }
            })()
        }
        func finishAuth() {
            session.refresh()
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in self?.runMainFlow() }
                .store(in: &cancellables)
        }
        func runMainFlow() { MainFlow(window: window)() }
    }
    """,
    // Swift concurrency: a `Task` whose body awaits the method, another that hops to the main actor.
    """
    final class AppCoordinator {
        private let window: UIWindow
        private let session = SessionService()
        init(window: UIWindow) { self.window = window }
        func start() {
            AuthFlow(window: window, onLogin: { [weak self] in
                Task { await self?.finishAuth() }
            })()
        }
        private func finishAuth() async {
            try? await session.refresh()
            Task { @MainActor in
                self.runMainFlow()
            }
        }
        @MainActor private func runMainFlow() { MainFlow(window: window)() }
    }
    """,
    // A method of another object held in a property.
    """
    final class MainCoordinator {
        private let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func showMain() { MainFlow(window: window)() }
    }
    final class AppCoordinator {
        private let window: UIWindow
        private let main: MainCoordinator
        init(window: UIWindow) { self.window = window; main = MainCoordinator(window: window) }
        func start() {
            AuthFlow(window: window, onLogin: { [weak self] in self?.main.showMain() })()
        }
    }
    """,
]

@Suite struct CoordinatorMethodRouteTests {
    @Test(arguments: coordinators)
    func aRouteIsFollowedThroughMethodsAndTheirCallbacks(_ coordinator: String) {
        let files = ["Flows.swift": loginApp(loginCallsRoute: true), "AppCoordinator.swift": coordinator, "SceneDelegate.swift": sceneDelegate]
        let model = model(files)
        // Home opens from the login screen, not from the app's start: the methods run only from the route.
        #expect(model.edges == [
            "<entry> -> LoginViewController set_window_root",
            "LoginViewController -> HomeViewController set_window_root via onLogin",
        ])
        #expect(model.parameter("AuthFlow.onLogin")?.forwardedTo == ["LoginViewController.onLogin"])
        #expect(model.parameter("LoginViewController.onLogin")?.invocation == .invoked)
        #expect(findings(files).isEmpty)
    }

    @Test(arguments: coordinators)
    func aScreenOnlyADeadRouteLeadsToIsUnreachable(_ coordinator: String) {
        let files = ["Flows.swift": loginApp(loginCallsRoute: false), "AppCoordinator.swift": coordinator, "SceneDelegate.swift": sceneDelegate]
        #expect(findings(files) == ["dead_route|LoginViewController.onLogin", "unreachable_screen|HomeViewController"])
    }

    /// The method that runs the main flow is also called from code the walk does not reach (a
    /// notification handler holding the coordinator, a push handler holding it as a protocol): it
    /// may run from the app's start, so nothing is called unreachable.
    @Test(arguments: [
        """
        final class SessionObserver {
            private let coordinator: AppCoordinator
            init(coordinator: AppCoordinator) { self.coordinator = coordinator }
            @objc func tokenRestored() { coordinator.runMainFlow() }
        }
        """,
        """
        protocol MainShowing: AnyObject { func runMainFlow() }
        extension AppCoordinator: MainShowing {}
        final class PushHandler {
            weak var router: MainShowing?
            func didReceivePush() { router?.runMainFlow() }
        }
        """,
        // Through a cast the tool does not type.
        """
        final class PushHandler {
            func didOpen(url: URL) { (UIApplication.shared.delegate as? AppDelegate)?.coordinator.runMainFlow() }
        }
        """,
        // The runtime calls it through a selector, named through the type or from its own code.
        """
        final class SessionObserver {
            init(coordinator: AppCoordinator) {
                NotificationCenter.default.addObserver(coordinator, selector: #selector(AppCoordinator.runMainFlow), name: .restored, object: nil)
            }
        }
        """,
        """
        extension AppCoordinator {
            func observeSession() {
                NotificationCenter.default.addObserver(self, selector: #selector(runMainFlow), name: .sessionRestored, object: nil)
            }
        }
        """,
    ])
    func aMethodAlsoCalledFromUnfollowedCodeStartsTheApp(_ caller: String) {
        let files = [
            "Flows.swift": loginApp(loginCallsRoute: false), "AppCoordinator.swift": coordinators[0], "SceneDelegate.swift": sceneDelegate,
            "Caller.swift": caller,
        ]
        let model = model(files)
        #expect(model.edges.contains("<entry> -> HomeViewController set_window_root"))
        #expect(findings(files) == ["dead_route|LoginViewController.onLogin"])
    }

    /// A free function the route's method calls, also called from a file that names no type of
    /// the navigation: that file is read, and the function may start the app.
    @Test func aFreeFunctionAlsoCalledFromAFileNamingNothingOfTheNavigation() {
        let files = [
            "Flows.swift": loginApp(loginCallsRoute: false), "SceneDelegate.swift": sceneDelegate,
            "AppCoordinator.swift": """
            func showMain(in window: UIWindow) { MainFlow(window: window)() }
            final class AppCoordinator {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { AuthFlow(window: window, onLogin: { [weak self] in self?.finishAuth() })() }
                private func finishAuth() { showMain(in: window) }
            }
            """,
            "PushHandler.swift": """
            import UIKit
            final class PushHandler {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func didReceivePush() { showMain(in: window) }
            }
            """,
        ]
        let model = model(files)
        #expect(model.edges.contains("<entry> -> HomeViewController set_window_root"))
        #expect(findings(files) == ["dead_route|LoginViewController.onLogin"])
    }
}

@Suite struct CallbackRouteTests {
    /// Inside a flow function, a route's closure that loads data first and navigates in the
    /// callback (a trailing closure, an alert action's handler): the screen still opens through it.
    @Test func routesThatNavigateInCallbacks() {
        let files = ["Flow.swift": """
        import FunctionalNavigationFlowKit
        \(screen("ListViewController", "onOpen", "onLeave"))
        \(screen("ItemViewController"))
        \(screen("GoodbyeViewController"))
        final class ItemStore { func load(_ id: Int, completion: @escaping (Int) -> Void) {} }
        func ListFlow(in nav: UINavigationController, store: ItemStore) -> Flow {
            PushFlow(in: nav, ListViewController(
                onOpen: {
                    store.load(1) { item in PushFlow(in: nav, ItemViewController())() }
                },
                onLeave: {
                    let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { _ in
                        PresentFlow(in: nav, GoodbyeViewController())()
                    })
                    nav.present(alert, animated: true)
                }))
        }
        """]
        let model = model(files)
        #expect(model.edges == [
            "ListFlow -> ListViewController push",
            "ListViewController -> ItemViewController push via onOpen",
            "ListViewController -> GoodbyeViewController present via onLeave",
        ])
        #expect(findings(files) == ["unused_flow|ListFlow"])
    }

    /// `onSuccess:` and `onFailure:` are alternatives: each one's navigation is conditional.
    @Test func severalCallbacksOfOneCallAreAlternatives() {
        let model = model(["Flows.swift": loginApp(loginCallsRoute: true), "AppCoordinator.swift": """
        final class AppCoordinator {
            private let window: UIWindow
            private let api = AuthAPI()
            init(window: UIWindow) { self.window = window }
            func start() { AuthFlow(window: window, onLogin: { [weak self] in self?.verify() })() }
            private func verify() {
                api.verify().subscribe(onSuccess: { [weak self] _ in self?.showMain() }, onFailure: { [weak self] _ in self?.start() })
            }
            private func showMain() { MainFlow(window: window)() }
        }
        """, "SceneDelegate.swift": sceneDelegate])
        #expect(model.edges == [
            "<entry> -> LoginViewController set_window_root",
            "LoginViewController -> HomeViewController set_window_root via onLogin ?",
            "LoginViewController -> LoginViewController set_window_root via onLogin ?",
        ])
    }
}

@Suite struct DeadFlowParameterTests {
    /// A flow handed to a flow function that never mentions the parameter: the screen it shows is
    /// reached only through that dead route.
    @Test(arguments: [
        "SetWindowRootFlow(in: window, WelcomeViewController())",
        "{ SetWindowRootFlow(in: window, WelcomeViewController())() }",
        "signOut",
    ])
    func theScreenBehindAnUnusedFlowParameterIsUnreachable(_ logout: String) {
        let files = ["Flows.swift": """
        import FunctionalNavigationFlowKit
        \(screen("ProfileViewController"))
        \(screen("WelcomeViewController"))
        func ProfileFlow(in nav: UINavigationController, onLogout: @escaping Flow) -> Flow {
            PushFlow(in: nav, ProfileViewController())
        }
        func AppFlow(window: UIWindow) -> Flow {
            let signOut = SetWindowRootFlow(in: window, WelcomeViewController())
            return SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                ProfileFlow(in: nav, onLogout: \(logout))
            })
        }
        \(sceneStart)
        """]
        let model = model(files)
        #expect(model.edges.contains("<entry> -> WelcomeViewController set_window_root via onLogout"))
        #expect(model.parameter("ProfileFlow.onLogout")?.invocation == .never)
        #expect(findings(files) == ["unreachable_screen|WelcomeViewController", "dead_route|ProfileFlow.onLogout"])
    }
}

/// A flow tree nested deeper than the parser reads (`FlowTreeParser.maxDepth`): the cut is an
/// `unresolved[]` entry, and the rules resting on the walk stay silent.
@Suite struct CutTreeTests {
    @Test func aTreeCutByTheDepthBoundIsUnresolved() {
        var nested = "PushFlow(in: nav, HelpViewController())"
        for level in 0..<20 { nested = "PushFlow(in: nav, S\(level)(next: { \(nested)() }))" }
        let screens = (0..<20).map { "final class S\($0): UIViewController { let next: () -> Void; init(next: @escaping () -> Void) { self.next = next; super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { fatalError() }; func tap() { next() } }" }
        let files = ["Deep.swift": """
        import FunctionalNavigationFlowKit
        \(screens.joined(separator: "\n"))
        \(screen("HomeViewController", "onHelp"))
        \(screen("HelpViewController"))
        final class QuietViewController: UIViewController {
            let onHelp: () -> Void
            init(onHelp: @escaping () -> Void) { self.onHelp = onHelp; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        func AppFlow(window: UIWindow) -> Flow {
            SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                PushFlow(in: nav, QuietViewController(onHelp: PushFlow(in: nav, HelpViewController())))
            })
        }
        func DeepFlow(in nav: UINavigationController) -> Flow {
            \(nested)
        }
        \(sceneStart)
        """]
        let model = model(files)
        let deepLine = files["Deep.swift"]!.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("func DeepFlow") }.map { $0 + 2 }
        let cut = model.unresolved.filter { $0.kind == .navigation }
        #expect(cut.count == 1 && cut.first?.file == "Deep.swift" && cut.first?.line == deepLine)
        // QuietViewController.onHelp is never invoked, but what the cut tree runs is unknown.
        #expect(model.parameter("QuietViewController.onHelp")?.invocation == .never)
        #expect(findings(files) == ["unused_flow|DeepFlow"])
    }
}

/// Routes that reach the flow through many methods: whether a method navigates does not depend
/// on how deep its calls go or on the order methods are asked about, and hostile chains stay bounded.
@Suite struct MethodChainTests {
    /// A coordinator whose `onLogin` route calls `step0(animated:)`, each step calling the next, the
    /// last running the main flow; `extra` goes inside the class.
    func chain(_ count: Int, extra: String = "", step: (Int) -> String) -> [String: String] {
        let steps = (0..<count).map(step).joined(separator: "\n")
        return ["Flows.swift": loginApp(loginCallsRoute: true), "SceneDelegate.swift": sceneDelegate, "AppCoordinator.swift": """
        final class AppCoordinator {
            private let window: UIWindow
            private var signedIn = false
            init(window: UIWindow) { self.window = window }
            func start() { AuthFlow(window: window, onLogin: { [weak self] in self?.step0(animated: true) })() }
        \(steps)
            \(extra)
        }
        """]
    }

    /// Twelve methods, each handing its argument on (0); through `self.`, with a guard, across lines (1).
    @Test(arguments: [0, 1])
    func aRouteThroughTwelveMethodsOpensTheScreen(_ spelling: Int) {
        let model = model(chain(12) { i in
            switch (spelling, i == 11) {
            case (0, true): return "func step11(animated: Bool) { MainFlow(window: window)() }"
            case (0, false): return "func step\(i)(animated: Bool) { step\(i + 1)(animated: animated) }"
            case (_, true): return "private func step11(animated: Bool) {\n    MainFlow(window: self.window)()\n}"
            case (_, false): return "private func step\(i)(animated: Bool) {\n    guard !signedIn else { return }\n    self.step\(i + 1)(animated: !animated)\n}"
            }
        })
        #expect(model.edges == [
            "<entry> -> LoginViewController set_window_root",
            "LoginViewController -> HomeViewController set_window_root via onLogin",
        ])
        #expect(model.unresolved.isEmpty)
    }

    /// Methods calling each other in a ring (a retry calling back the step before it), one of
    /// them running the main flow.
    @Test func mutuallyRecursiveMethodsNavigate() {
        let files = chain(30) { i in
            i == 29 ? "func step29(animated: Bool) { MainFlow(window: window)() }"
                : "func step\(i)(animated: Bool) { if signedIn { step\(i + 1)(animated: animated) } else { step\((i + 29) % 30)(animated: animated) } }"
        }
        let model = model(files)
        #expect(model.edges.contains("LoginViewController -> HomeViewController set_window_root via onLogin ?"))
        #expect(!model.edges.contains { $0.hasPrefix("<entry> -> HomeViewController") })
    }

    /// 5,000 methods in a chain, and 5,000 calling each other: no crash, the walk says where it
    /// stopped, and the rules resting on it stay silent.
    @Test(arguments: [false, true])
    func aHostileChainIsBounded(_ ring: Bool) {
        let files = chain(5_000) { i in
            if i == 4_999 { return "func step4999(animated: Bool) { DispatchQueue.main.async { MainFlow(window: self.window)() } }" }
            return ring ? "func step\(i)(animated: Bool) { if signedIn { step\(i + 1)(animated: animated) } else { step\((i + 4_999) % 5_000)(animated: animated) } }"
                : "func step\(i)(animated: Bool) { DispatchQueue.main.async { self.step\(i + 1)(animated: animated) } }"
        }
        let model = model(files)
        #expect(model.unresolved.contains { $0.detail.hasPrefix("the flow walk stopped") })
        #expect(findings(files).isEmpty)
    }
}
