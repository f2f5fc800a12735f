import Foundation
import Testing
import StepGraphTestSupport

/// Apps whose start is a value nothing can resolve (a function parameter, a `UserDefaults` read),
/// written to a folder so the built tool runs on them.
enum UnreadStartApps {
    /// RxFlow: the scene delegate starts `Shop.AppFlow` at a step handed to it as a parameter.
    /// `AppStep.about` nothing names (dead); `AppStep.product` a screen's view model emits.
    static let oneStepperParameter: [String: String] = [
        "Shop/AppStep.swift": """
        import RxFlow

        enum AppStep: Step {
            case signIn
            case catalog
            case product(id: String)
            case about
        }
        """,
        "Shop/AppFlow.swift": """
        import RxFlow
        import UIKit

        enum Shop {}

        extension Shop {
            final class AppFlow: Flow {
                var root: Presentable { self.navigation }
                private let navigation = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .signIn:
                        let screen = SignInViewController()
                        self.navigation.setViewControllers([screen], animated: false)
                        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))
                    case .catalog:
                        let screen = CatalogViewController()
                        navigation.pushViewController(screen, animated: true)
                        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))
                    case .product:
                        let screen = ProductViewController()
                        navigation.pushViewController(screen, animated: true)
                        return .one(flowContributor: .contribute(withNext: screen))
                    case .about:
                        let screen = AboutViewController()
                        navigation.pushViewController(screen, animated: true)
                        return .one(flowContributor: .contribute(withNext: screen))
                    }
                }
            }
        }
        """,
        "Shop/Screens.swift": """
        import RxFlow
        import RxRelay
        import UIKit

        final class SignInViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func signedIn() { steps.accept(AppStep.catalog) }
        }
        final class CatalogViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func open(_ id: String) { self.steps.accept(AppStep.product(id: id)) }
        }
        final class SignInViewController: UIViewController { let viewModel = SignInViewModel() }
        final class CatalogViewController: UIViewController { let viewModel = CatalogViewModel() }
        final class ProductViewController: UIViewController {}
        final class AboutViewController: UIViewController {}
        """,
        "Shop/SceneDelegate.swift": """
        import RxFlow
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            private let coordinator = FlowCoordinator()
            private let appFlow = Shop.AppFlow()

            func start(at firstStep: AppStep) {
                coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: firstStep))
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                start(at: UserDefaults.standard.bool(forKey: "signedIn") ? .catalog : .signIn)
            }
        }
        """,
    ]

    /// RxFlow: a stepper whose `initialStep` is a computed property returning a step read from
    /// `UserDefaults` in its initializer.
    static let computedInitialStep: [String: String] = [
        "Onboarding/OnboardingFlow.swift": """
        import RxFlow
        import RxRelay
        import UIKit

        enum OnboardingStep: String, Step {
            case welcome
            case terms
        }

        final class OnboardingStepper: Stepper {
            let steps = PublishRelay<Step>()
            private let restored: OnboardingStep

            init(defaults: UserDefaults = .standard) {
                restored = OnboardingStep(rawValue: defaults.string(forKey: "onboarding.step") ?? "") ?? .welcome
            }

            var initialStep: Step {
                return restored
            }
        }

        final class OnboardingFlow: Flow {
            var root: Presentable { navigation }
            private lazy var navigation = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? OnboardingStep else { return .none }
                switch step {
                case .welcome:
                    let screen = WelcomeViewController()
                    navigation.setViewControllers([screen], animated: false)
                    return .one(flowContributor: .contribute(withNext: screen))
                case .terms:
                    let screen = TermsViewController()
                    navigation.pushViewController(screen, animated: true)
                    return .one(flowContributor: .contribute(withNext: screen))
                }
            }
        }

        final class WelcomeViewController: UIViewController {}
        final class TermsViewController: UIViewController {}
        """,
        "Onboarding/AppDelegate.swift": """
        import RxFlow
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = FlowCoordinator()

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                self.coordinator.coordinate(flow: OnboardingFlow(), with: OnboardingStepper())
                return true
            }
        }
        """,
    ]

    /// XCoordinator: the coordinator's initial route is its initializer's parameter, given a value
    /// read from `UserDefaults` through a helper. `ShopRoute.receipt` nothing names (dead).
    static let initialRouteParameter: [String: String] = [
        "Store/ShopCoordinator.swift": """
        import UIKit
        import XCoordinator

        enum ShopRoute: Route {
            case catalog
            case cart
            case receipt(orderID: String)
        }

        final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
            init(start: ShopRoute) {
                super.init(initialRoute: start)
            }

            override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                switch route {
                case .catalog:
                    return .push(CatalogViewController())
                case .cart:
                    return .push(CartViewController())
                case .receipt:
                    return .push(ReceiptViewController())
                }
            }
        }

        final class CatalogViewController: UIViewController {}
        final class CartViewController: UIViewController {}
        final class ReceiptViewController: UIViewController {}
        """,
        "Store/AppDelegate.swift": """
        import UIKit
        import XCoordinator

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            private lazy var router = ShopCoordinator(start: AppDelegate.savedRoute(in: .standard)).strongRouter

            static func savedRoute(in defaults: UserDefaults) -> ShopRoute {
                defaults.bool(forKey: "hasCart") ? ShopRoute.cart : ShopRoute.catalog
            }

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                router.setRoot(for: window!)
                return true
            }
        }
        """,
    ]

    /// Writes `files` under a new folder and returns it; the caller removes it.
    static func write(_ files: [String: String]) throws -> String {
        let root = try temporaryDirectory()
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}

@Suite struct PathsVerdictTests {
    /// `paths`' exit status for "can't tell" (README's exit codes).
    static let cannotTell: Int32 = 4

    @Test func rxflowStartGivenAParameterIsCantTellNeverNotReached() throws {
        let root = try UnreadStartApps.write(UnreadStartApps.oneStepperParameter)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let product = try runTool(["paths", root, "--to", "ProductViewController"])
        #expect(product.status == Self.cannotTell)
        #expect(product.stdout == "can't tell whether ProductViewController is reached from the app's start: the start of Shop.AppFlow "
            + "depends on a value read at \(root)/Shop/SceneDelegate.swift:9 ('OneStepper(withSingleStep: …)')\n")
        // A step, short or qualified, gets the same answer as the screen its arm shows.
        for target in ["AppStep.product", "product", "CatalogViewController"] {
            #expect(try runTool(["paths", root, "--to", target]).status == Self.cannotTell)
        }
        // What nothing names cannot be the start: lint's dead step is paths' "not reached".
        let about = try runTool(["paths", root, "--to", "AboutViewController"])
        #expect(about.status == 1 && about.stdout == "AboutViewController is not reached from the app's start: nothing emits it\n")
        let lint = try runTool(["lint", root])
        #expect(lint.stdout.contains("'AppStep.about' is declared but nothing emits it"))
        #expect(!lint.stdout.contains("AppStep.product") && !lint.stdout.contains("AppStep.signIn"))
        #expect(lint.stderr.contains("Shop/SceneDelegate.swift:9: note: where 'Shop.AppFlow' starts depends on a value the tool cannot read"))
    }

    @Test func rxflowComputedInitialStepIsCantTell() throws {
        let root = try UnreadStartApps.write(UnreadStartApps.computedInitialStep)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let terms = try runTool(["paths", root, "--to", "TermsViewController"])
        #expect(terms.status == Self.cannotTell)
        #expect(terms.stdout.contains("the start of OnboardingFlow depends on a value read at \(root)/Onboarding/OnboardingFlow.swift:18 "
            + "('OnboardingStepper.initialStep')"))
        let json = try runTool(["paths", root, "--to", "OnboardingStep.terms", "--format", "json"])
        #expect(json.status == Self.cannotTell)
        // What a script reads: the verdict, no path, and where the start's value is read.
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(answer["verdict"] as? String == "cannot_tell" && (answer["paths"] as? [Any])?.isEmpty == true)
        let starts = try #require(answer["undecidedStarts"] as? [[String: Any]])
        #expect(starts.count == 1 && starts.first?["flow"] as? String == "OnboardingFlow"
            && starts.first?["file"] as? String == "Onboarding/OnboardingFlow.swift" && starts.first?["line"] as? Int == 18
            && starts.first?["value"] as? String == "OnboardingStepper.initialStep")
    }

    @Test func xcoordinatorInitialRouteGivenAParameterIsCantTell() throws {
        let root = try UnreadStartApps.write(UnreadStartApps.initialRouteParameter)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for target in ["CartViewController", "ShopRoute.cart", "catalog"] {
            let run = try runTool(["paths", root, "--to", target])
            #expect(run.status == Self.cannotTell, "\(target)")
            #expect(run.stdout.contains("the start of ShopCoordinator depends on a value read at \(root)/Store/ShopCoordinator.swift:12 ('start')"))
        }
        let receipt = try runTool(["paths", root, "--to", "ReceiptViewController"])
        #expect(receipt.status == 1 && receipt.stdout.contains("is not reached from the app's start"))
        #expect(try runTool(["lint", root]).stdout.contains("Route 'ShopRoute.receipt' is declared but nothing triggers it"))
    }

    @Test func graphReachesAnswersAsPathsDoes() throws {
        let root = try UnreadStartApps.write(UnreadStartApps.oneStepperParameter)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Can't tell: the map draws what may lead there, and says what the answer depends on.
        let cantTell = try runTool(["graph", root, "--reaches", "ProductViewController", "-o", "-", "--format", "dot"])
        #expect(cantTell.status == Self.cannotTell)
        #expect(cantTell.stdout.contains("ProductViewController") && cantTell.stdout.contains("CatalogViewController"))
        #expect(cantTell.stderr.contains("can't tell whether ProductViewController is reached from the app's start: the start of Shop.AppFlow"))
        // Not reached: paths' message, exit 1, and no map.
        let map = root + "/map.dot"
        let notReached = try runTool(["graph", root, "--reaches", "AboutViewController", "-o", map])
        #expect(notReached.status == 1)
        #expect(notReached.stderr == "AboutViewController is not reached from the app's start: nothing emits it\n")
        #expect(!FileManager.default.fileExists(atPath: map))
    }

    @Test func aStartNotFoundIsCantTell() throws {
        var files = UnreadStartApps.oneStepperParameter
        files["Shop/SceneDelegate.swift"] = nil
        let root = try UnreadStartApps.write(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try runTool(["paths", root, "--to", "CatalogViewController"])
        #expect(run.status == Self.cannotTell)
        #expect(run.stdout == "can't tell whether CatalogViewController is reached from the app's start: the app's start was not found\n")
    }

    @Test func aScreenAsTheMapDrawsItIsATarget() throws {
        let run = try runTool(["paths", "Samples/CinemaApp", "--to", "MovieDetailViewController", "--limit", "1"])
        #expect(run.status == 0 && run.stdout.hasPrefix("Path 1 to MovieDetailViewController"))
        let root = try UnreadStartApps.write(UnreadStartApps.oneStepperParameter)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fromScreen = try runTool(["paths", root, "--from", "SignInViewController", "--to", "ProductViewController"])
        #expect(fromScreen.status == 0 && fromScreen.stdout.contains("[emits AppStep.catalog]"))
    }

    @Test func anUnknownNameListsTheClosestNames() throws {
        let root = try UnreadStartApps.write(UnreadStartApps.initialRouteParameter)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let misspelt = try runTool(["paths", root, "--to", "CartViewControler"])
        #expect(misspelt.status == 2 && misspelt.stdout.isEmpty)
        #expect(misspelt.stderr == "error: --to CartViewControler: no step, flow, flow function or screen of that name (closest: CartViewController)\n")
        let prefix = try runTool(["paths", root, "--from", "Shop", "--to", "CartViewController"])
        #expect(prefix.status == 2)
        #expect(prefix.stderr == "error: --from Shop: no step, flow, flow function or screen of that name "
            + "(closest: ShopCoordinator, ShopRoute.cart, ShopRoute.catalog, ShopRoute.receipt)\n")
        let reaches = try runTool(["graph", root, "--reaches", "CartViewControler", "-o", "-", "--format", "dot"])
        #expect(reaches.status == 2)
        #expect(reaches.stderr == "error: --reaches CartViewControler: no step, flow, flow function or screen of that name (closest: CartViewController)\n")
        // Module-qualified names are offered as the navigation spells them.
        let modular = try runTool(["paths", "Samples/ModularApp", "--to", "HomeFlo"])
        #expect(modular.status == 2 && modular.stderr.contains("(closest: FeatureHomeDemo.HomeFlow, ModularApp.HomeFlow"))
    }
}
