import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// FunctionalNavigationFlowKit screens built by the app's own factories (issue 31 §6): a screen a
/// factory the walk resolved builds is built by the flow, so one only a dead route reaches is
/// `unreachable_screen`.

@Suite struct FNFKFactoryScreenTests {
    /// The home screen supplies `onSpa` and `onGallery`; its code invokes only `onGallery` unless `invokesSpa`.
    static func home(invokesSpa: Bool) -> String {
        """
        import UIKit

        final class HomeViewController: UIViewController {
            private let onSpa: () -> Void
            private let onGallery: () -> Void
            init(onSpa: @escaping () -> Void, onGallery: @escaping () -> Void) {
                self.onSpa = onSpa
                self.onGallery = onGallery
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func galleryTapped() { onGallery() }
            @objc func spaTapped() { \(invokesSpa ? "onSpa()" : "print(\"closed\")") }
        }
        """
    }

    /// Factories in three spellings: a static method of an enum, one in an extension of a nested
    /// type, one of a struct returning the screen's own type; in a file away from the flows.
    static let factories = """
    import UIKit

    final class SpaViewController: UIViewController {
        init(level: Int) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
    }
    final class GalleryViewController: UIViewController {}
    final class PoolViewController: UIViewController {}

    enum SpaFactory {
        static func make(level: Int) -> UIViewController {
            SpaViewController(level: level)
        }
    }

    enum Builders { enum Gallery {} }

    extension Builders.Gallery {
        static func make() -> UIViewController { return GalleryViewController() }
    }

    struct Screens {
        static func pool() -> PoolViewController {
            let pool = PoolViewController()
            return pool
        }
    }
    """

    static let flows = """
    import FunctionalNavigationFlowKit
    import UIKit

    func AppFlow(window: UIWindow) -> Flow {
        SetWindowRootFlow(in: window, DeferredBuild(UINavigationController.init) { nav in
            PushFlow(in: nav, HomeViewController(
                onSpa: ConcatFlow([PushFlow(in: nav, SpaFactory.make(level: 2)), PushFlow(in: nav, Screens.pool())]),
                onGallery: PushFlow(in: nav, Builders.Gallery.make())))
        })
    }
    """

    static let start = """
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            self.window = window
            AppFlow(window: window)()
        }
    }
    """

    static func files(invokesSpa: Bool, extra: [String: String] = [:]) -> [String: String] {
        ["Home.swift": home(invokesSpa: invokesSpa), "Factories.swift": factories, "AppFlow.swift": flows, "SceneDelegate.swift": start]
            .merging(extra) { $1 }
    }

    @Test func screensAResolvedFactoryBuildsAreBuiltByTheFlow() {
        let m = model(Self.files(invokesSpa: true))
        let screens = Dictionary(uniqueKeysWithValues: m.screens.map { ($0.name, $0) })
        #expect(screens["SpaViewController"]?.aliases == ["SpaFactory.make"])
        #expect(screens["GalleryViewController"]?.aliases == ["Builders.Gallery.make"])
        #expect(screens["PoolViewController"]?.aliases == ["Screens.pool"])
        for name in ["SpaViewController", "GalleryViewController", "PoolViewController"] {
            #expect(screens[name]?.referencedOutsideFlows == false, "\(name)")
        }
        #expect(!findings(Self.files(invokesSpa: true)).contains { $0.hasPrefix("unreachable_screen") })
    }

    @Test func aFactoryScreenOnlyADeadRouteReachesIsUnreachable() {
        let ids = findings(Self.files(invokesSpa: false))
        #expect(Set(ids.filter { $0.hasPrefix("unreachable_screen") || $0.hasPrefix("dead_route") }) == [
            "dead_route|HomeViewController.onSpa",
            "unreachable_screen|PoolViewController",
            "unreachable_screen|SpaViewController",
        ])
    }

    @Test func aFactoryCodeOutsideTheFlowsAlsoCallsKeepsItsScreenUnjudged() {
        let button = """
        import UIKit

        final class SpaButton: UIButton {
            @objc func tapped() { window?.rootViewController?.present(SpaFactory.make(level: 1), animated: true) }
        }
        """
        let ids = findings(Self.files(invokesSpa: false, extra: ["SpaButton.swift": button]))
        #expect(ids.filter { $0.hasPrefix("unreachable_screen") } == ["unreachable_screen|PoolViewController"])
    }
}
