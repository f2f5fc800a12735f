import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Routes set on a screen inside the closure a builder hands it to
/// (`DeferredBuild(SignInViewController.init) { vc in vc.onSignedIn = MainFlow(window: window); return EmptyFlow }`):
/// the screen receives them as it does through `let vc = SignInViewController(); vc.onSignedIn = …`.
@Suite struct FNFKConfigurationClosureTests {
    /// A sign-in screen with optional closure properties it calls (`onSignedIn?()`), the flows
    /// they lead to, and a scene delegate running `SignInFlow`, whose root is `shown`.
    private func signInApp(_ shown: String, invoked: [String] = ["onSignedIn", "onRegister"]) -> [String: String] {
        let calls = invoked.map { "\($0)?()" }.joined(separator: "; ")
        return ["App.swift": """
        import UIKit
        import FunctionalNavigationFlowKit

        final class HomeViewController: UIViewController {}
        final class RegisterViewController: UIViewController {}
        final class SignInViewController: UIViewController {
            var onSignedIn: (() -> Void)?
            var onRegister: (() -> Void)?
            @objc private func done() { \(calls) }
        }

        func MainFlow(window: UIWindow) -> Flow {
            SetWindowRootFlow(in: window, HomeViewController())
        }

        func RegisterFlow(window: UIWindow) -> Flow {
            SetWindowRootFlow(in: window, RegisterViewController())
        }

        func SignInFlow(window: UIWindow) -> Flow {
            \(shown)
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
                SignInFlow(window: window)()
                window.makeKeyAndVisible()
            }
        }
        """]
    }

    private static let signedIn = "SignInViewController -> HomeViewController set_window_root via onSignedIn"

    @Test(arguments: [
        // A named parameter, an explicit return.
        """
        SetWindowRootFlow(in: window, DeferredBuild(SignInViewController.init) { vc in
                vc.onSignedIn = MainFlow(window: window)
                return EmptyFlow
            })
        """,
        // `$0`, on one line.
        "SetWindowRootFlow(in: window, DeferredBuild(SignInViewController.init) { $0.onSignedIn = MainFlow(window: window); return EmptyFlow })",
        // A capture list and a typed parameter.
        """
        SetWindowRootFlow(in: window, DeferredBuild(SignInViewController.init) { [window] (vc: SignInViewController) -> Flow in
                vc.onSignedIn = MainFlow(window: window)
                return EmptyFlow
            })
        """,
        // Several statements, the route through a local, the builder an initializer call.
        """
        SetWindowRootFlow(in: window, DeferredBuild(SignInViewController()) { screen in
                screen.title = "Sign in"
                let main = MainFlow(window: window)
                screen.onSignedIn = main
                return EmptyFlow
            })
        """,
        // The `main` branch's method form.
        """
        SetWindowRootFlow(in: window, SignInViewController().withFlow { vc in
                vc.onSignedIn = MainFlow(window: window)
                return EmptyFlow
            })
        """,
    ])
    func aRouteAssignedInTheConfigurationClosureIsFollowed(_ shown: String) {
        let files = signInApp(shown, invoked: ["onSignedIn"])
        let model = model(files)
        #expect(model.edges.contains(Self.signedIn))
        #expect(model.parameter("SignInViewController.onSignedIn")?.invocation == .invoked)
        // Only RegisterFlow, which nothing here runs, and its screen are reported.
        #expect(findings(files) == ["unreachable_screen|RegisterViewController", "unused_flow|RegisterFlow"])
    }

    @Test func aClosureAssigningTwoRoutes() {
        let files = signInApp("""
        SetWindowRootFlow(in: window, DeferredBuild(SignInViewController.init) { vc in
                vc.onSignedIn = MainFlow(window: window)
                vc.onRegister = RegisterFlow(window: window)
                return EmptyFlow
            })
        """)
        let model = model(files)
        #expect(model.edges.contains(Self.signedIn))
        #expect(model.edges.contains("SignInViewController -> RegisterViewController set_window_root via onRegister"))
        #expect(findings(files) == [])
    }

    /// The screen configured inside a container's closure, pushed as its first screen.
    @Test func aConfigurationClosureNestedInAContainersClosure() {
        let files = signInApp("""
        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
                PushFlow(in: nav, DeferredBuild(SignInViewController.init) { vc in
                    vc.onSignedIn = MainFlow(window: window)
                    return PushFlow(in: nav, RegisterViewController())
                })
            })
        """, invoked: ["onSignedIn"])
        let model = model(files)
        #expect(model.edges.contains(Self.signedIn))
        #expect(model.edges.contains("SignInViewController -> RegisterViewController push"))
        #expect(findings(files) == ["unused_flow|RegisterFlow"])
    }

    /// The route is followed, but the screen never calls it: the screen behind it is still unreachable.
    @Test func aRouteTheScreenNeverCallsStillLeavesItsScreenUnreachable() {
        let files = signInApp("""
        SetWindowRootFlow(in: window, DeferredBuild(SignInViewController.init) { vc in
                vc.onSignedIn = MainFlow(window: window)
                vc.onRegister = RegisterFlow(window: window)
                return EmptyFlow
            })
        """, invoked: ["onRegister"])
        let model = model(files)
        #expect(model.parameter("SignInViewController.onSignedIn")?.invocation == .never)
        #expect(findings(files) == ["unreachable_screen|HomeViewController", "dead_route|SignInViewController.onSignedIn"])
    }

    /// A flow assigned to a route on something the screen holds (its router) is not followed: the
    /// model says so, and the rules resting on the walk stay silent instead of calling Home unreachable.
    @Test(arguments: [
        """
        SetWindowRootFlow(in: window, DeferredBuild(SignInViewController.init) { vc in
                vc.navigationItem.title = "Sign in"
                vc.router.onSignedIn = MainFlow(window: window)
                return EmptyFlow
            })
        """,
        """
        let vc = SignInViewController()
            vc.router.onSignedIn = MainFlow(window: window)
            return SetWindowRootFlow(in: window, vc)
        """,
    ])
    func aFlowAssignedToARouteTheWalkDoesNotFollowIsUnresolved(_ shown: String) {
        let files = signInApp(shown, invoked: []).mapValues { source in
            source.replacingOccurrences(of: "    @objc private func done() {  }", with: """
                let router = SignInRouter()
                @objc private func done() { router.onSignedIn?() }
            }
            final class SignInRouter {
                var onSignedIn: (() -> Void)?
            """)
        }
        let model = model(files)
        let unresolved = model.unresolved.filter { $0.kind == .navigation }
        #expect(unresolved.map(\.subject) == ["vc.router.onSignedIn"])
        #expect(!findings(files).contains { $0.hasPrefix("unreachable_screen") })
    }

    /// Plain values set on what the screen holds are no flows: nothing is unresolved, and a screen
    /// nothing reaches is still reported.
    @Test func aValueAssignedToWhatTheScreenHoldsIsNoUnresolvedFlow() {
        let files = signInApp("""
        SetWindowRootFlow(in: window, DeferredBuild(SignInViewController.init) { vc in
                vc.navigationItem.title = "Sign in"
                vc.view.backgroundColor = UIColor(white: 0.95, alpha: 1)
                return EmptyFlow
            })
        """, invoked: [])
        #expect(model(files).unresolved.isEmpty)
        #expect(findings(files).contains("unreachable_screen|HomeViewController"))
    }
}
