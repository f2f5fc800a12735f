import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The app as its build reads it: Xcode projects' targets (build phases and synchronized folders),
/// files in no target left out with one note, malformed projects read by folder names, test sources
/// and templates not linted by default, manifests' application targets.
@Suite struct XcodeProjectReaderTests {
    static let step = """
    import RxFlow

    enum ShopStep: Step {
        case home
        case settings
    }
    """

    /// The flow the app compiles: no arm for `settings`.
    static let homeFlow = """
    import UIKit
    import RxFlow

    final class HomeFlow: Flow {
        var root: Presentable { navigation }
        private let navigation = UINavigationController()

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? ShopStep else { return .none }
            switch step {
            case .home:
                let model = HomeViewModel()
                navigation.setViewControllers([HomeViewController(model: model)], animated: false)
                return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: model))
            default:
                return .none
            }
        }
    }
    """

    /// A stale copy no target compiles any more, which still had a `settings` arm.
    static let staleHomeFlow = """
    import UIKit
    import RxFlow

    final class HomeFlow: Flow {
        var root: Presentable { return self.navigation }
        private let navigation = UINavigationController()

        func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? ShopStep else { return FlowContributors.none }
            switch step {
            case .home:
                let model = HomeViewModel()
                self.navigation.viewControllers = [HomeViewController(model: model)]
                return .one(flowContributor: .contribute(withNextPresentable: self.navigation, withNextStepper: model))
            case .settings:
                self.navigation.pushViewController(SettingsViewController(), animated: true)
                return .none
            default:
                return .none
            }
        }
    }
    """

    static let viewModel = """
    import RxFlow
    import RxRelay

    final class HomeViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func openSettings() { self.steps.accept(ShopStep.settings) }
    }
    """

    static func start(_ delegate: String = "SceneDelegate") -> String {
        """
        import UIKit
        import RxFlow

        final class \(delegate): UIResponder, UIWindowSceneDelegate {
            let coordinator = FlowCoordinator()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                coordinator.coordinate(flow: HomeFlow(), with: OneStepper(withSingleStep: ShopStep.home))
            }
        }
        """
    }

    /// The shop's sources at `prefix`, with the stale copy under `Stale/`.
    static func shop(_ prefix: String = "") -> [String: String] {
        [prefix + "Shop/ShopStep.swift": step, prefix + "Shop/Flows/HomeFlow.swift": homeFlow,
         prefix + "Shop/HomeViewModel.swift": viewModel, prefix + "Shop/SceneDelegate.swift": start(),
         prefix + "Stale/HomeFlow.swift": staleHomeFlow]
    }

    static let shopTargets = [
        XcodeProjectFixture.Target(name: "Shop", productType: XcodeProjectFixture.application,
                                   files: ["Shop/ShopStep.swift", "Shop/Flows/HomeFlow.swift", "Shop/HomeViewModel.swift", "Shop/SceneDelegate.swift"]),
    ]

    static func notes(_ files: [String: String], configuration: LintConfiguration = LintConfiguration()) -> [String] {
        Linter.lint(analysis(files), configuration: configuration).notChecked.map { "\($0.cause.rawValue) \($0.file ?? "-"): \($0.message)" }
    }

    @Test func theSamplesProjectFileIsReadTargetByTarget() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Samples/XcodeShop/XcodeShop.xcodeproj/project.pbxproj"))
        let project = try XcodeProject.read(data, bundle: "XcodeShop.xcodeproj")
        #expect(project.targets.map { "\($0.name) \($0.kind)" } == ["CatalogDemo application", "XcodeShop application", "XcodeShopTests tests"])
        let shop = project.targets[1], demo = project.targets[0], tests = project.targets[2]
        // Groups with a path nest (Features/Catalog), a group without one adds nothing, SOURCE_ROOT is the project's folder.
        #expect(shop.files == ["XcodeShop/AppFlow.swift", "XcodeShop/SceneDelegate.swift", "XcodeShop/CartScreens.swift",
                               "Shared/ShopStep.swift", "Shared/PriceFormatter.swift", "Features/Catalog/CatalogFlow.swift",
                               "Features/Catalog/CatalogViewModels.swift", "Features/Catalog/CatalogScreens.swift"])
        #expect(shop.folders.isEmpty)
        #expect(demo.files == ["Shared/ShopStep.swift", "Features/Catalog/CatalogFlow.swift", "Features/Catalog/CatalogViewModels.swift",
                               "Features/Catalog/CatalogScreens.swift"])
        #expect(demo.folders.map(\.path) == ["CatalogDemo"] && demo.folders.map(\.except) == [["CatalogDemo/DemoSnapshots.swift"]])
        #expect(demo.compiles("CatalogDemo/DemoFlow.swift") && !demo.compiles("CatalogDemo/DemoSnapshots.swift"))
        #expect(tests.compiles("XcodeShopTests/AppFlowTests.swift") && !shop.compiles("XcodeShopTests/AppFlowTests.swift"))
        // Inside a folder of the checkout, paths are relative to the analysed root.
        let nested = try XcodeProject.read(data, bundle: "Apps/XcodeShop.xcodeproj")
        #expect(nested.targets[1].compiles("Apps/XcodeShop/AppFlow.swift"))
    }

    /// The toolchain's `plutil` accepts the hand-written sample project (where the toolchain has one).
    @Test func theToolchainsPlutilAcceptsTheSampleProject() throws {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/plutil" }
            + ["/opt/swift/usr/bin/plutil", "/usr/bin/plutil"]
        guard let plutil = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let run = try runProcess(URL(fileURLWithPath: plutil), ["-lint", "Samples/XcodeShop/XcodeShop.xcodeproj/project.pbxproj"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix(": OK\n"))
    }

    @Test func aFileNoTargetCompilesIsLeftOutWithOneNote() {
        // Without its project, the stale copy's folder declares HomeFlow again, which Swift builds only
        // as another target: it is a module of its own, so the app's HomeFlow (now `Shop.HomeFlow`) is
        // checked, and the step it drops, which only the copy handles, is found.
        #expect(findings(Self.shop()) == ["misrouted_step|Shop.HomeFlow|ShopStep.settings"])
        #expect(!Self.notes(Self.shop()).contains { $0.hasPrefix("declared_twice") })
        var files = Self.shop()
        files["Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: Self.shopTargets).text
        #expect(findings(files) == ["unhandled_step|ShopStep.settings"])
        #expect(Self.notes(files) == [
            "not_in_target Shop.xcodeproj: 1 file under Shop.xcodeproj's folder is in no target: left out (Stale/HomeFlow.swift)",
        ])
        let m = model(files)
        #expect(m.fileCount == 4 && m.ambiguities.isEmpty)
        #expect(m.flows.map(\.name) == ["HomeFlow"])
        // Each target is a module, and the start is labelled with its application target.
        #expect(m.coordinations.filter { $0.kind == .root }.map { "\($0.target ?? "-") \($0.flow)" } == ["Shop HomeFlow"])
    }

    @Test func aFileInSynchronizedFolderBelongsToTheTargetUnlessAnExceptionSaysSo() {
        var files = Self.shop()
        files["Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: [
            XcodeProjectFixture.Target(name: "Shop", productType: XcodeProjectFixture.application,
                                       synchronized: [("Shop", []), ("Stale", ["HomeFlow.swift"])]),
        ]).text
        #expect(findings(files) == ["unhandled_step|ShopStep.settings"])
        #expect(Self.notes(files) == [
            "not_in_target Shop.xcodeproj: 1 file under Shop.xcodeproj's folder is in no target: left out (Stale/HomeFlow.swift)",
        ])
    }

    /// A workspace: a file under one project's folder that another project compiles is kept.
    @Test func aFileIsLeftOutOnlyWhenNoProjectCompilesIt() {
        var files = Self.shop()
        files["Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: Self.shopTargets).text
        files["Tools/Legacy.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: [
            XcodeProjectFixture.Target(name: "Legacy", productType: XcodeProjectFixture.framework, files: ["../Stale/HomeFlow.swift"]),
        ]).text
        #expect(Self.notes(files).allSatisfy { !$0.hasPrefix("not_in_target") })
        // Two modules now each declare HomeFlow: the app's flow is told apart by its module.
        #expect(model(files).flows.map(\.name) == ["Legacy.HomeFlow", "Shop.HomeFlow"])
    }

    @Test func aMalformedProjectFallsBackToTheFolderRulesWithANote() {
        let deep = "{ objects = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "; }"
        for text in ["{ objects = { A = { isa = ", "// !$*UTF8*$!\n{ archiveVersion = 1; }", String(repeating: "(", count: 10_000), deep] {
            var files = Self.shop()
            files["Shop.xcodeproj/project.pbxproj"] = text
            #expect(findings(files).isEmpty)
            let notes = Self.notes(files)
            #expect(notes.contains { $0.hasPrefix("unreadable_project Shop.xcodeproj: Shop.xcodeproj cannot be read (") })
            #expect(notes.contains { $0.hasPrefix("declared_twice ") })
        }
        // A project whose groups lead nowhere the checkout has compiles nothing read: not trusted either.
        var files = Self.shop()
        files["Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: [
            XcodeProjectFixture.Target(name: "Shop", productType: XcodeProjectFixture.application, files: ["Elsewhere/HomeFlow.swift"]),
        ]).text
        #expect(Self.notes(files).contains {
            $0.contains("cannot be read (its targets compile none of the 5 Swift files under its folder)")
        })
    }

    @Test func testSourcesAndTemplatesAreNotLintedUnlessTestsAreIncluded() throws {
        let testStepper = """
        import XCTest
        import RxFlow
        import RxRelay
        @testable import Shop

        final class HomeFlowTests: XCTestCase {
            func testSettingsIsEmitted() {
                let stepper = SpyStepper()
                stepper.steps.accept(ShopStep.settings)
            }
        }

        final class SpyStepper: Stepper { let steps = PublishRelay<Step>() }
        """
        let template = """
        import RxFlow

        final class ___FILEBASENAMEASIDENTIFIER___Flow: Flow {
            var root: Presentable { UIViewController() }
            func navigate(to step: Step) -> FlowContributors { .none }
        }
        """
        var files = Self.shop()
        files.removeValue(forKey: "Stale/HomeFlow.swift")
        files["Shop/HomeViewModel.swift"] = Self.viewModel.replacingOccurrences(of: "func openSettings() { self.steps.accept(ShopStep.settings) }", with: "")
        files["ShopTests/HomeFlowTests.swift"] = testStepper
        files["Templates/Flow.xctemplate/___FILEBASENAME___Flow.swift"] = template
        // Where no project says, a `*Tests` folder is tests: `settings` is emitted nowhere in the app.
        #expect(findings(files) == ["dead_step|ShopStep.settings"])
        #expect(model(files).fileCount == 4)
        let included = try LintConfiguration.parse("include_tests: true", path: ".stepgraph.yml", frontEnds: .standard)
        #expect(included.includeTests)
        let withTests = Analyzer.standard.analyze(sources: files.map { (path: $0.key, text: $0.value) }, includeTests: true)
        #expect(withTests.model.fileCount == 5)
        // The test's stepper emits `settings`: not dead any more (and fed to no flow, so handled by none is no error).
        #expect(Linter.lint(withTests, configuration: included).findings.isEmpty)
        // A project's test target says so whatever its folder's name.
        files["Specs/HomeFlowSpec.swift"] = files.removeValue(forKey: "ShopTests/HomeFlowTests.swift")
        files["Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: Self.shopTargets + [
            XcodeProjectFixture.Target(name: "ShopSpecs", productType: XcodeProjectFixture.unitTests, files: ["Specs/HomeFlowSpec.swift"]),
        ]).text
        #expect(findings(files) == ["dead_step|ShopStep.settings"])
        #expect(Self.notes(files).isEmpty)
        #expect(throws: StepGraphError.self) { try LintConfiguration.parse("include_tests: yes please", path: ".stepgraph.yml", frontEnds: .standard) }
    }

    @Test func manifestsSayWhichTargetsAreApplications() {
        func manifest(_ path: String, _ text: String) -> ModuleManifest {
            withOutline(text) { src, outline in
                ModuleManifest.read(ParsedFile(path: path, src: src, outline: outline), kind: ModuleManifest.kind(ofFile: path)!)
            }
        }
        let package = manifest("Package.swift", """
        let package = Package(
            name: "Shop",
            products: [
                .iOSApplication(name: "Playground", targets: ["PlaygroundApp"], bundleIdentifier: "com.example.shop"),
            ],
            targets: [
                .target(name: "Core"),
                .executableTarget(name: "ShopApp", dependencies: ["Core"]),
                .target(name: "PlaygroundApp", path: "Playground"),
                .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")]),
            ]
        )
        """)
        #expect(package.targets.map { "\($0.name) \($0.kind.map(\.rawValue) ?? "unknown")" } == [
            "Core unknown", "ShopApp application", "PlaygroundApp application", "CoreTests tests",
        ])
        let tuist = manifest("Project.swift", """
        import ProjectDescription

        let project = Project(
            name: "Feature",
            targets: [
                .target(name: "Feature", destinations: .iOS, product: .framework, bundleId: "com.example.feature", sources: ["Sources/**"]),
                .target(name: "FeatureDemo", destinations: .iOS, product: .app, bundleId: "com.example.demo", sources: ["Demo/**"]),
                Target(name: "FeatureTests", platform: .iOS, product: .unitTests, bundleId: "com.example.tests", sources: ["Tests/**"]),
                .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "com.example.widget", sources: ["Widget/**"]),
            ]
        )
        """)
        #expect(tuist.targets.map { "\($0.name) \($0.kind.map(\.rawValue) ?? "unknown")" } == [
            "Feature library", "FeatureDemo application", "FeatureTests tests", "Widget other",
        ])
    }

    /// `diff` and `lint --new-since` read each revision's project file as they read its Swift files:
    /// the stale copy is left out on both sides, so the finding is still present, not introduced; a
    /// side without its project falls back to the folder rules (the copy's folder a module of its own).
    @Test func diffAndNewSinceReadEachRevisionsProject() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var files = Self.shop()
        files["Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: Self.shopTargets).text
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
        }
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"],
                          ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "shop"]] {
            #expect(try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: root).status == 0)
        }
        let same = try JSONDecoder().decode(NavigationDiff.self, from: Data(try runTool(["diff", root, "--base", "main", "--reporter", "json"]).stdout.utf8))
        #expect(same.introduced.isEmpty && same.fixed.isEmpty && same.noLongerChecked.isEmpty)
        #expect(same.stillPresent.map(\.identity) == ["unhandled_step|ShopStep.settings"])
        let newSince = try runTool(["lint", root, "--new-since", "main"])
        #expect(newSince.status == 0)
        #expect(newSince.stderr.contains("Shop.xcodeproj: note: 1 file under Shop.xcodeproj's folder is in no target: left out (Stale/HomeFlow.swift)"))
        try FileManager.default.removeItem(atPath: root + "/Shop.xcodeproj")
        let without = try JSONDecoder().decode(NavigationDiff.self, from: Data(try runTool(["diff", root, "--base", "main", "--reporter", "json"]).stdout.utf8))
        // The head, read by folders, keeps the stale copy as a module of its own: the same mistake,
        // under the app's qualified flow name.
        #expect(without.fixed.map(\.identity) == ["unhandled_step|ShopStep.settings"])
        #expect(without.introduced.map(\.identity) == ["misrouted_step|Shop.HomeFlow|ShopStep.settings"])
    }

    /// FunctionalNavigationFlowKit: the app and its demo app each run a flow from their own scene
    /// delegate; each is its own start, labelled with its target, and a screen only the demo shows is
    /// reached from the demo's start.
    @Test func eachApplicationTargetHasItsOwnFunctionalStart() {
        let files = [
            "Shop/ShopFlows.swift": """
            import FunctionalNavigationFlowKit

            final class HomeViewController: UIViewController {}

            func ShopFlow(window: UIWindow) -> Flow {
                SetWindowRootFlow(in: window, HomeViewController())
            }
            """,
            "Shop/SceneDelegate.swift": "import UIKit\nimport FunctionalNavigationFlowKit\n" + ExampleCode.fnfkStart("ShopFlow"),
            "ShopDemo/DemoFlows.swift": """
            import FunctionalNavigationFlowKit

            final class GalleryViewController: UIViewController {}

            func DemoFlow(window: UIWindow) -> Flow {
                return SetWindowRootFlow(in: window, GalleryViewController())
            }
            """,
            "ShopDemo/SceneDelegate.swift": "import UIKit\nimport FunctionalNavigationFlowKit\n" + ExampleCode.fnfkStart("DemoFlow"),
            "Shop.xcodeproj/project.pbxproj": XcodeProjectFixture(targets: [
                XcodeProjectFixture.Target(name: "Shop", productType: XcodeProjectFixture.application,
                                           files: ["Shop/ShopFlows.swift", "Shop/SceneDelegate.swift"]),
                XcodeProjectFixture.Target(name: "ShopDemo", productType: XcodeProjectFixture.application,
                                           synchronized: [("ShopDemo", [])]),
            ]).text,
        ]
        let graph = NavigationGraph(model: model(files), frontEnds: .standard)
        #expect(graph.entries.map(\.label).sorted() == ["App start (Shop)", "App start (ShopDemo)"])
        let paths = NavigationPaths(graph: graph, target: "GalleryViewController")
        #expect(paths.paths.map { $0.hops.map(\.name) } == [["App start (ShopDemo)", "GalleryViewController"]])
        // Without the project, one start, as before.
        var without = files
        without.removeValue(forKey: "Shop.xcodeproj/project.pbxproj")
        #expect(NavigationGraph(model: model(without), frontEnds: .standard).entries.map(\.label) == ["App start"])
    }

    /// XCoordinator: the window root each application target sets is labelled with it.
    @Test func anXCoordinatorWindowRootIsLabelledWithItsTarget() {
        let coordinator = """
        import XCoordinator

        enum HomeRoute: Route { case home }

        final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
            init() { super.init(initialRoute: .home) }
            override func prepareTransition(for route: HomeRoute) -> NavigationTransition {
                switch route {
                case .home: return .push(UIViewController())
                }
            }
        }
        """
        let delegate = """
        import UIKit
        import XCoordinator

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow! = UIWindow()
            let router = HomeCoordinator().strongRouter
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                router.setRoot(for: window)
                return true
            }
        }
        """
        let files = ["Travel/HomeCoordinator.swift": coordinator, "Travel/AppDelegate.swift": delegate,
                     "Travel.xcodeproj/project.pbxproj": XcodeProjectFixture(targets: [
                         XcodeProjectFixture.Target(name: "Travel", productType: XcodeProjectFixture.application, synchronized: [("Travel", [])]),
                     ]).text]
        #expect(NavigationGraph(model: model(files), frontEnds: .standard).entries.map(\.name) == ["App start (Travel)"])
    }
}
