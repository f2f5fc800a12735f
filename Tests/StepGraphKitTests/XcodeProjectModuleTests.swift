import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Two Xcode apps checked in side by side, without a package manifest: each project's folder is a
/// module, so each app keeps its own same-named step enum and flow. Without project files, two
/// declarations of a name in one module are an ambiguity and the rules stay silent about them.
@Suite struct XcodeProjectModuleTests {
    /// The shop app (RxFlow): `catalog` starts it, `cart` is pushed, `checkout` is emitted and handled
    /// by no arm, `wishlist` is never emitted.
    static let shop = [
        "Apps/Shop/Shop/AppStep.swift": """
        import RxFlow

        enum AppStep: Step {
            case catalog
            case cart
            case checkout
            case wishlist
        }
        """,
        "Apps/Shop/Shop/AppFlow.swift": """
        import UIKit
        import RxFlow

        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private lazy var rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .catalog:
                    let viewModel = CatalogViewModel()
                    rootViewController.setViewControllers([CatalogViewController(viewModel: viewModel)], animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: rootViewController, withNextStepper: viewModel))
                case .cart, .wishlist:
                    rootViewController.pushViewController(UIViewController(), animated: true)
                    return .none
                default:
                    return .none
                }
            }
        }
        """,
        "Apps/Shop/Shop/CatalogViewModel.swift": """
        import RxFlow
        import RxRelay

        final class CatalogViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func openCart() { steps.accept(AppStep.cart) }
            func buy() { steps.accept(AppStep.checkout) }
        }
        """,
        "Apps/Shop/Shop/SceneDelegate.swift": """
        import UIKit
        import RxFlow

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let coordinator = FlowCoordinator()

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let flow = AppFlow()
                coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: AppStep.catalog))
            }
        }
        """,
    ]

    /// The admin app (RxFlow, imports nothing of its own): the same type names, other cases;
    /// `reports` is emitted and unhandled, `cart` is never emitted.
    static let admin = [
        "Apps/Admin/Admin/Navigation.swift": """
        import UIKit
        import RxFlow

        enum AppStep: Step { case dashboard, users, reports, cart }

        final class AppFlow: Flow {
            var root: Presentable { return self.navigation }
            private let navigation = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let appStep = step as? AppStep else {
                    return FlowContributors.none
                }
                switch appStep {
                case .dashboard:
                    let model = DashboardViewModel()
                    navigation.viewControllers = [DashboardViewController(model: model)]
                    return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: model))
                case .users, .cart:
                    navigation.pushViewController(UsersViewController(), animated: true)
                    return .none
                default: return .none
                }
            }
        }
        """,
        "Apps/Admin/Admin/DashboardViewModel.swift": """
        import RxFlow
        import RxRelay

        final class DashboardViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func showUsers() { self.steps.accept(AppStep.users) }
            func showReports() {
                steps.accept(AppStep.reports)
            }
        }
        """,
        "Apps/Admin/Admin/AppDelegate.swift": """
        import UIKit
        import RxFlow

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = FlowCoordinator()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.dashboard))
                return true
            }
        }
        """,
    ]

    static let projects = ["Apps/Shop/Shop.xcodeproj/project.pbxproj", "Apps/Admin/Admin.xcodeproj/project.pbxproj"]

    /// `files` with `prefix` taken off their paths: an app run at its own folder.
    static func atOwnFolder(_ files: [String: String], _ prefix: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropFirst(prefix.count)), $0.value) })
    }

    @Test func twoRxFlowAppsEachWithItsProject() {
        let files = Self.shop.merging(Self.admin) { first, _ in first }
        // Each app alone, run at its folder: its own findings.
        #expect(findings(Self.atOwnFolder(Self.shop, "Apps/Shop/")) == ["dead_step|AppStep.wishlist", "unhandled_step|AppStep.checkout"])
        #expect(findings(Self.atOwnFolder(Self.admin, "Apps/Admin/")) == ["unhandled_step|AppStep.reports", "dead_step|AppStep.cart"])
        // Together, with their projects: the same, each app's names qualified by its project.
        let m = model(files, listed: Self.projects)
        #expect(m.ambiguities.isEmpty)
        #expect(m.flows.map(\.name) == ["Admin.AppFlow", "Shop.AppFlow"])
        #expect(m.stepEnums.map { "\($0.name) \($0.cases.map(\.name))" } == [
            "Admin.AppStep [\"dashboard\", \"users\", \"reports\", \"cart\"]",
            "Shop.AppStep [\"catalog\", \"cart\", \"checkout\", \"wishlist\"]",
        ])
        #expect(m.flows.map { "\($0.name) \($0.arms.flatMap(\.steps))" } == [
            "Admin.AppFlow [\"Admin.AppStep.dashboard\", \"Admin.AppStep.cart\", \"Admin.AppStep.users\"]",
            "Shop.AppFlow [\"Shop.AppStep.catalog\", \"Shop.AppStep.cart\", \"Shop.AppStep.wishlist\"]",
        ])
        #expect(findings(files, listed: Self.projects).sorted() == [
            "dead_step|Admin.AppStep.cart", "dead_step|Shop.AppStep.wishlist",
            "unhandled_step|Admin.AppStep.reports", "unhandled_step|Shop.AppStep.checkout",
        ])
        // XcodeGen's project file makes the same modules (named by the folder).
        #expect(findings(files, listed: ["Apps/Shop/project.yml", "Apps/Admin/project.yaml"]) == findings(files, listed: Self.projects))
    }

    @Test func twoXCoordinatorAppsEachWithItsProject() {
        func app(_ name: String, routes: [String], triggered: String) -> [String: String] {
            [
                "\(name)/\(name)/AppRoute.swift": "import XCoordinator\n\nenum AppRoute: Route {\n" + routes.map { "    case \($0)\n" }.joined() + "}\n",
                "\(name)/\(name)/AppCoordinator.swift": """
                import UIKit
                import XCoordinator

                final class AppCoordinator: NavigationCoordinator<AppRoute> {
                    init() {
                        super.init(initialRoute: .\(routes[0]))
                    }

                    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                        switch route {
                        \(routes.map { "case .\($0):\n            return .push(UIViewController())" }.joined(separator: "\n        "))
                        }
                    }

                    func next() { trigger(\(triggered)) }
                }
                """,
                "\(name)/\(name)/AppDelegate.swift": """
                import UIKit
                import XCoordinator

                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow! = UIWindow()
                    private lazy var router = AppCoordinator().strongRouter
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                        router.setRoot(for: window)
                        return true
                    }
                }
                """,
            ]
        }
        let shop = app("Shop", routes: ["catalog", "cart", "checkout"], triggered: ".cart")
        let admin = app("Admin", routes: ["dashboard", "reports"], triggered: "AppRoute.dashboard")
        #expect(findings(Self.atOwnFolder(shop, "Shop/")) == ["dead_step|AppRoute.checkout"])
        #expect(findings(Self.atOwnFolder(admin, "Admin/")) == ["dead_step|AppRoute.reports"])
        let files = shop.merging(admin) { first, _ in first }
        let listed = ["Admin/Admin.xcodeproj/project.pbxproj", "Shop/Shop.xcodeproj/project.pbxproj"]
        let m = model(files, listed: listed)
        #expect(m.ambiguities.isEmpty)
        #expect(m.xcoordinator?.coordinators.map { "\($0.name) \($0.routeType ?? "-")" } == ["Admin.AppCoordinator Admin.AppRoute", "Shop.AppCoordinator Shop.AppRoute"])
        #expect(findings(files, listed: listed).sorted() == ["dead_step|Admin.AppRoute.reports", "dead_step|Shop.AppRoute.checkout"])
        // Without the projects, each app's folder declares the same names: Swift builds that only as
        // two targets, so each folder is a module of its own, named after it: the same findings.
        #expect(findings(files).sorted() == findings(files, listed: listed).sorted())
        #expect(model(files).ambiguities.isEmpty)
    }

    @Test func aRootProjectKeepsASingleAppsNamesAndFindings() throws {
        let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/BrokenApp"])
        let texts = try files.map { (path: $0.displayPath, text: try String(contentsOfFile: $0.absolutePath, encoding: .utf8)) }
        let plain = Analyzer.standard.analyze(sources: texts)
        let inProject = Analyzer.standard.analyze(sources: texts, projects: ProjectFolders(paths: ["BrokenApp.xcodeproj/project.pbxproj"]))
        #expect(!plain.model.flows.isEmpty)
        #expect(inProject.model == plain.model)
        #expect(Linter.lint(inProject).findings.map(\.identity) == Linter.lint(plain).findings.map(\.identity))
    }

    @Test func aLocalPackageInsideAProjectFolderKeepsItsTargets() {
        // Shop's project folder holds a local package: its target is module Home, the app's own files are module Shop.
        let files = [
            "Shop/Packages/Home/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Home", products: [.library(name: "Home", targets: ["Home"])],
                                  targets: [.target(name: "Home")])
            """,
            "Shop/Packages/Home/Sources/Home/HomeFlow.swift": ModuleTests.home(imports: "", arms: ""),
            "Shop/Shop/AppStep.swift": ModuleTests.steps,
            "Shop/Shop/InitFlow.swift": ModuleTests.launcher(imports: "import Home"),
            "Admin/Admin/AppStep.swift": ModuleTests.steps,
            "Admin/Admin/HomeFlow.swift": ModuleTests.home(imports: "", arms: "case .detail:\n return .none"),
            "Admin/Admin/InitFlow.swift": ModuleTests.launcher(imports: ""),
        ]
        let m = model(files, listed: ["Shop/Shop.xcodeproj/project.pbxproj", "Admin/Admin.xcodeproj/project.pbxproj"])
        #expect(m.flows.map(\.name) == ["Admin.HomeFlow", "Admin.InitFlow", "Home.HomeFlow", "Shop.InitFlow"])
        #expect(m.arm("Shop.InitFlow", "Shop.AppStep.launch")?.childFlows == ["Home.HomeFlow"])
        #expect(m.arm("Admin.InitFlow", "Admin.AppStep.launch")?.childFlows == ["Admin.HomeFlow"])
        #expect(m.ambiguities.isEmpty)
    }

    @Test func twoAppsWithoutProjectFilesAreTwoModules() {
        let files = Self.shop.merging(Self.admin) { first, _ in first }
        // Each app's folder declares `AppStep` and `AppFlow`: Swift builds that only as two targets,
        // so each folder is a module named after it, as its project would name it.
        #expect(model(files).ambiguities.isEmpty)
        #expect(model(files).flows.map(\.name) == ["Admin.AppFlow", "Shop.AppFlow"])
        #expect(findings(files).sorted() == findings(files, listed: Self.projects).sorted())
        // Only the flows declared twice: the step enums keep their names, the flows are qualified.
        var flowsTwice = files
        flowsTwice["Apps/Admin/Admin/Navigation.swift"] = Self.admin["Apps/Admin/Admin/Navigation.swift"]!
            .replacingOccurrences(of: "enum AppStep: Step { case dashboard, users, reports, cart }", with: "enum AdminStep: Step { case dashboard, users, reports, cart }")
            .replacingOccurrences(of: "as? AppStep", with: "as? AdminStep")
        flowsTwice["Apps/Admin/Admin/DashboardViewModel.swift"] = Self.admin["Apps/Admin/Admin/DashboardViewModel.swift"]!
            .replacingOccurrences(of: "AppStep.", with: "AdminStep.")
        flowsTwice["Apps/Admin/Admin/AppDelegate.swift"] = Self.admin["Apps/Admin/Admin/AppDelegate.swift"]!
            .replacingOccurrences(of: "AppStep.", with: "AdminStep.")
        #expect(model(flowsTwice).ambiguities.isEmpty)
        #expect(findings(flowsTwice).sorted() == [
            "dead_step|AdminStep.cart", "dead_step|AppStep.wishlist",
            "unhandled_step|AdminStep.reports", "unhandled_step|AppStep.checkout",
        ])
    }

    /// Two apps' `SettingsFlow`s side by side without a project: Shop's ends, Admin's never does. Each
    /// folder is a module of its own, so each is checked; two declarations in one folder are not.
    @Test func eachAppsDuplicatedFlowIsCheckedInItsOwnFolder() {
        func app(_ name: String, settingsArm: String) -> [String: String] {
            [
                "Apps/\(name)/\(name)/\(name)Step.swift": "import RxFlow\nenum \(name)Step: Step { case home, settings, settingsDone }",
                "Apps/\(name)/\(name)/\(name)Flow.swift": """
                import RxFlow
                import UIKit
                final class \(name)Flow: Flow {
                    var root: Presentable { navigationController }
                    private let navigationController = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? \(name)Step else { return .none }
                        switch step {
                        case .home: return .none
                        case .settings:
                            let flow = SettingsFlow()
                            Flows.use(flow, when: .created) { [unowned self] root in self.navigationController.present(root, animated: true) }
                            return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: \(name)Step.settings)))
                        case .settingsDone:
                            return .none
                        }
                    }
                }
                final class \(name)Delegate {
                    let coordinator = FlowCoordinator()
                    func start() { coordinator.coordinate(flow: \(name)Flow(), with: OneStepper(withSingleStep: \(name)Step.settings)) }
                }
                """,
                "Apps/\(name)/\(name)/SettingsFlow.swift": """
                import RxFlow
                import UIKit
                final class SettingsFlow: Flow {
                    var root: Presentable { controller }
                    private let controller = UIViewController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? \(name)Step else { return .none }
                        switch step {
                        \(settingsArm)
                        default: return .none
                        }
                    }
                }
                """,
            ]
        }
        let shop = app("Shop", settingsArm: "case .settings: return .end(forwardToParentFlowWithStep: ShopStep.settingsDone)")
        let admin = app("Admin", settingsArm: "case .settings: return .none")
        let files = shop.merging(admin) { first, _ in first }
        // Each app's folder is a module of its own: Admin's never ends, Shop's does, as each app alone says.
        #expect(model(files).ambiguities.isEmpty)
        #expect(findings(files).filter { $0.hasPrefix("never_ending_flow") } == ["never_ending_flow|Admin.SettingsFlow"])
        #expect(findings(Self.atOwnFolder(admin, "Apps/Admin/")).contains { $0.hasPrefix("never_ending_flow") })
        // Two declarations in one folder stay one module's: which one runs is not known, and that is said.
        var oneFolder = Self.atOwnFolder(admin, "Apps/Admin/")
        oneFolder["Admin/SettingsFlow+Old.swift"] = shop["Apps/Shop/Shop/SettingsFlow.swift"]!.replacingOccurrences(of: "ShopStep", with: "AdminStep")
        #expect(model(oneFolder).ambiguities.map(\.name) == ["SettingsFlow", "SettingsFlow"])
        #expect(!findings(oneFolder).contains { $0.hasPrefix("never_ending_flow") })
    }

    @Test func ifAlternativesInOneFileAreNotAnAmbiguity() {
        let files = [
            "App/AppStep.swift": """
            import RxFlow

            #if DEBUG
            enum AppStep: Step {
                case home
                case debugMenu
            }
            #else
            enum AppStep: Step {
                case home
            }
            #endif
            """,
            "App/AppFlow.swift": """
            import UIKit
            import RxFlow

            #if DEBUG
            final class AppFlow: Flow {
                var root: Presentable { window }
                let window = UIWindow()
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .home, .debugMenu: return .none
                    }
                }
            }
            #else
            final class AppFlow: Flow {
                var root: Presentable { window }
                let window = UIWindow()
                func navigate(to step: Step) -> FlowContributors {
                    switch step as? AppStep {
                    case .home?: return .none
                    default: return .none
                    }
                }
            }
            #endif
            """,
            "App/AppDelegate.swift": """
            import UIKit
            import RxFlow

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = FlowCoordinator()
                func start() { coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.home)) }
            }
            """,
        ]
        let m = model(files)
        #expect(m.ambiguities.isEmpty)
        #expect(m.stepEnums.map(\.name) == ["AppStep"])
        #expect(findings(files) == ["dead_step|AppStep.debugMenu"])
    }

    /// A revision's listing (only files) and a walk on disk find the same projects, and the same model.
    @Test func aRevisionsListingAndTheDiskAgree() throws {
        let root = NSTemporaryDirectory() + "stepgraph-projects-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = Self.shop.merging(Self.admin) { first, _ in first }
        let others = Self.projects + ["Apps/Shop/Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme", "Tools/Mock/project.yml",
                                      "Apps/Shop/Pods/Pods.xcodeproj/project.pbxproj", "Apps/Admin/Admin/Info.plist"]
        for (path, text) in files.map({ ($0.key, $0.value) }) + others.map({ ($0, "") }) {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: root + "/Empty/Empty.xcodeproj", withIntermediateDirectories: true)
        // The walk notes a bundle in a folder it enters, and a skipped folder's (Pods) not at all.
        let onDisk = try SourceDiscovery.sources(in: [root], threads: 1)
        #expect(onDisk.projects == ProjectFolders(paths: Self.projects + ["Tools/Mock/project.yml", "Empty/Empty.xcodeproj/project.pbxproj"]))
        #expect(onDisk.projects.modules == ["Apps/Shop": "Shop", "Apps/Admin": "Admin", "Tools/Mock": "Mock", "Empty": "Empty"])
        for threads in [2, 4] { #expect(try SourceDiscovery.sources(in: [root], threads: threads).projects == onDisk.projects) }
        let texts = try onDisk.files.map { (path: $0.displayPath, text: try String(contentsOfFile: $0.absolutePath, encoding: .utf8)) }
        let snapshot = SourceSnapshot(texts: texts.reversed())
        snapshot.projects = ProjectFolders(paths: Array(files.keys) + others.filter { !$0.contains("Pods/") } + ["Empty/Empty.xcodeproj/project.pbxproj"])
        let fromDisk = Analyzer.standard.analyze(onDisk.files, projects: onDisk.projects, jobs: 2).model
        #expect(fromDisk.flows.map(\.name) == ["Admin.AppFlow", "Shop.AppFlow"])
        #expect(Analyzer.standard.analyze(snapshot, jobs: 2).model == fromDisk)
    }

    /// `diff` reads the base revision's projects from its listing: with both projects committed and
    /// removed from the working tree, the base's modules are the projects' (`Storefront`,
    /// `Backoffice`), the head's the apps' folders (`Shop`, `Admin`).
    @Test func diffReadsARevisionsProjects() throws {
        let projects = ["Apps/Shop/Storefront.xcodeproj/project.pbxproj", "Apps/Admin/Backoffice.xcodeproj/project.pbxproj"]
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in Self.shop.merging(Self.admin, uniquingKeysWith: { first, _ in first }).map({ ($0.key, $0.value) })
            + projects.map({ ($0, "// !$*UTF8*$!\n") }) {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
        }
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"],
                          ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "two apps"]] {
            #expect(try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: root).status == 0)
        }
        let same = try runTool(["diff", root, "--base", "main", "--reporter", "json"])
        let unchanged = try JSONDecoder().decode(NavigationDiff.self, from: Data(same.stdout.utf8))
        #expect(unchanged.changes.isEmpty && unchanged.introduced.isEmpty && unchanged.fixed.isEmpty)
        #expect(unchanged.stillPresent.map(\.identity).sorted() == [
            "dead_step|Backoffice.AppStep.cart", "dead_step|Storefront.AppStep.wishlist",
            "unhandled_step|Backoffice.AppStep.reports", "unhandled_step|Storefront.AppStep.checkout",
        ])
        for project in ["Shop/Storefront", "Admin/Backoffice"] { try FileManager.default.removeItem(atPath: root + "/Apps/\(project).xcodeproj") }
        let run = try runTool(["diff", root, "--base", "main", "--reporter", "json"])
        let diff = try JSONDecoder().decode(NavigationDiff.self, from: Data(run.stdout.utf8))
        #expect(diff.fixed.map(\.identity).sorted() == unchanged.stillPresent.map(\.identity).sorted())
        #expect(diff.introduced.map(\.identity).sorted() == [
            "dead_step|Admin.AppStep.cart", "dead_step|Shop.AppStep.wishlist",
            "unhandled_step|Admin.AppStep.reports", "unhandled_step|Shop.AppStep.checkout",
        ])
    }
}
