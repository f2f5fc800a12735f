import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// One type name in two modules (issue 14, item 2): each declaration is kept, named `Module.Name`
/// only when another module declares the same name; a name resolves to the declaration its file's
/// module or imports see; two visible ones are an ambiguity and the rules stay silent.
@Suite struct ModuleTests {
    static let steps = """
    import RxFlow
    public enum AppStep: Step { case launch, home, detail, homeDone }
    """

    /// A flow `name` whose `.launch` arm starts `child` and whose other arms are `arms`.
    static func launcher(_ name: String = "InitFlow", imports: String, child: String = "HomeFlow", arms: String = "") -> String {
        """
        import RxFlow
        \(imports)
        final class \(name): Flow {
            var root: Presentable { window }
            private let window = UIWindow()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .launch:
                    let flow = \(child)()
                    Flows.use(flow, when: .created) { [unowned self] root in self.window.rootViewController = root }
                    return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
                \(arms)
                default:
                    return .none
                }
            }
        }
        """
    }

    /// A `HomeFlow` handling `.home` and the extra `arms`.
    static func home(imports: String, arms: String) -> String {
        """
        import RxFlow
        \(imports)
        final class HomeFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    navigationController.pushViewController(UIViewController(), animated: false)
                    return .none
                \(arms)
                default:
                    return .none
                }
            }
        }
        """
    }

    static func start(_ flow: String, imports: String) -> String {
        "import RxFlow\n\(imports)\n" + ExampleCode.start(flow, with: "AppStep.launch")
    }

    static let package = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "Shop",
        products: [.library(name: "Home", targets: ["Home"])],
        targets: [
            .target(name: "Core", path: "Modules/Core"),
            .target(
                name: "Home",
                dependencies: ["Core"]
            ),
            .executableTarget(name: "HomeDemo", dependencies: ["Home", "Core"], path: "Sources/Home/Demo"),
            .executableTarget(name: "Shop", dependencies: ["Core", "Home"], path: "App"),
            .testTarget(name: "HomeTests", dependencies: [.target(name: "Home")], sources: ["Unit"]),
        ]
    )
    """

    @Test func aManifestsTargetsAndTheirFolders() {
        let m = Analyzer.standard.analyze(sources: [("Package.swift", Self.package)])
        #expect(m.model.flows.isEmpty)
        var facts: [FileFacts] = []
        var manifest = FileFacts(path: "Package.swift")
        manifest.manifest = withOutline(Self.package) { src, outline in
            ModuleManifest.read(ParsedFile(path: "Package.swift", src: src, outline: outline), kind: .swiftPackage)
        }
        #expect(manifest.manifest?.targets.map(\.name) == ["Core", "Home", "HomeDemo", "Shop", "HomeTests"])
        #expect(manifest.manifest?.targets.map(\.folders) == [["Modules/Core"], ["Sources/Home"], ["Sources/Home/Demo"], ["App"], ["Tests/HomeTests"]])
        facts.append(manifest)
        let paths = ["Modules/Core/Step.swift", "Sources/Home/HomeFlow.swift", "Sources/Home/Demo/HomeFlow.swift", "App/App.swift",
                     "Tools/Gen.swift", "main.swift"]
        for path in paths { facts.append(FileFacts(path: path)) }
        let table = ModuleTable(files: facts)
        // A folder no target names is an open module (its top folder); a root file is in none.
        #expect(paths.map(table.module(ofFile:)) == ["Core", "Home", "HomeDemo", "Shop", "Tools", ""])
        #expect(table.sees(file: "Sources/Home/HomeFlow.swift", module: "Tools") && table.sees(file: "Tools/Gen.swift", module: "Shop"))
        #expect(!table.sees(file: "Sources/Home/HomeFlow.swift", module: "Shop"))
        #expect(ModuleManifest.staticPrefix(of: "Targets/App/Sources/**/*.swift") == "Targets/App/Sources")
        #expect(ModuleManifest.staticPrefix(of: "Sources/**") == "Sources")
    }

    /// The table answers by path whatever the files' order: sorted (as analyses give them) or not,
    /// a path it does not hold, and two files with one path (the later one's imports count).
    @Test func lookupsByPathInAnyFileOrder() {
        func file(_ path: String, imports: Set<String>) -> FileFacts {
            var facts = FileFacts(path: path)
            facts.imports = imports
            return facts
        }
        // Two paths equal as Unicode text but not as bytes are two files, as on disk.
        let files = [file("Sources/Shop/Cart.swift", imports: ["Core"]), file("Sources/Core/Step.swift", imports: []),
                     file("Sources/Shop/Basket.swift", imports: []), file("Sources/Home/Home.swift", imports: ["Shop"]),
                     file("Sources/Home/Home.swift", imports: ["Core"]), file("Sources/Home/Home.swift", imports: []),
                     file("Sources/Shop/Caf\u{E9}.swift", imports: ["Core"]), file("Sources/Shop/Cafe\u{301}.swift", imports: [])]
        for order in [files, files.sorted { $0.path < $1.path }, files.reversed()] {
            let table = ModuleTable(files: order)
            #expect(table.module(ofFile: "Sources/Shop/Basket.swift") == "Shop" && table.module(ofFile: "Sources/Core/Step.swift") == "Core")
            #expect(table.module(ofFile: "Sources/Shop/Gone.swift") == "" && !table.imports(file: "Sources/Shop/Gone.swift", module: "Core"))
            #expect(table.imports(file: "Sources/Shop/Cart.swift", module: "Core") && !table.imports(file: "Sources/Shop/Basket.swift", module: "Core"))
            #expect(!table.sees(file: "Sources/Shop/Basket.swift", module: "Core") && table.sees(file: "Sources/Shop/Cart.swift", module: "Core"))
            // Of files with one path, the later one that imports anything says.
            let later = order.lastIndex { $0.path == "Sources/Home/Home.swift" && !$0.imports.isEmpty }!
            #expect(table.imports(file: "Sources/Home/Home.swift", module: "Core") == order[later].imports.contains("Core"))
            #expect(table.imports(file: "Sources/Shop/Caf\u{E9}.swift", module: "Core"))
            #expect(!table.imports(file: "Sources/Shop/Cafe\u{301}.swift", module: "Core"))
        }
    }

    /// `FolderPath.isParent` says what `parent(of:) ==` says, without making the parent's string.
    @Test func aFolderHoldsAPathOnlyDirectly() {
        let cases: [(String, String)] = [("", "main.swift"), ("", "App/main.swift"), ("App", "App/main.swift"), ("App", "AppKit/main.swift"),
                                         ("App", "App/Feature/main.swift"), ("App/Feature", "App/Feature/main.swift"), ("App", "App"),
                                         ("App", "App/"), ("Äpp", "Äpp/Ö.swift"), ("App/Feature", "App/main.swift")]
        for (folder, path) in cases {
            #expect(FolderPath.isParent(folder, of: path) == (FolderPath.parent(of: path) == folder), "\(folder) \(path)")
        }
        #expect(FolderPath.isParent("App", of: "App/main.swift") && !FolderPath.isParent("App", of: "AppKit/main.swift"))
    }

    @Test func theSameFlowNameInTwoSwiftPackageTargets() {
        let files = [
            "Package.swift": Self.package,
            "Modules/Core/AppStep.swift": Self.steps,
            "App/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home"),
            "App/HomeFlow.swift": Self.home(imports: "import Core\nimport Home", arms: "case .detail:\n return .none"),
            "App/AppDelegate.swift": Self.start("InitFlow", imports: "import Core"),
            "Sources/Home/Demo/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home"),
            "Sources/Home/Demo/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
            "Sources/Home/Demo/DemoDelegate.swift": Self.start("InitFlow", imports: "import Core"),
            "Sources/Home/DetailViewModel.swift": """
            import Core
            import RxFlow
            public final class DetailViewModel: Stepper {
                public let steps = PublishRelay<Step>()
                public func open() { steps.accept(AppStep.detail) }
            }
            """,
        ]
        let m = model(files)
        #expect(m.flows.map(\.name) == ["HomeDemo.HomeFlow", "HomeDemo.InitFlow", "Shop.HomeFlow", "Shop.InitFlow"])
        #expect(m.flow("Shop.HomeFlow")?.arms.map(\.steps) == [["AppStep.home"], ["AppStep.detail"], []])
        #expect(m.flow("HomeDemo.HomeFlow")?.arms.map(\.steps) == [["AppStep.home"], []])
        #expect(m.arm("Shop.InitFlow", "AppStep.launch")?.childFlows == ["Shop.HomeFlow"])
        #expect(m.arm("HomeDemo.InitFlow", "AppStep.launch")?.childFlows == ["HomeDemo.HomeFlow"])
        #expect(m.coordinations.filter { $0.kind == .root }.map(\.flow) == ["Shop.InitFlow", "HomeDemo.InitFlow"])
        #expect(m.ambiguities.isEmpty && m.unresolved.isEmpty)
        #expect(m.stepEnums.map(\.name) == ["AppStep"])
        // Nothing in either module ends a flow with `homeDone`: that one is real.
        #expect(findings(files) == ["dead_step|AppStep.homeDone"])
    }

    /// The type index is built in shards of names side by side, one thread each: the model does not
    /// depend on the number of threads or on the file order (names two modules declare kept apart,
    /// an extension written with a nested type's simple name joined to that type).
    @Test func theIndexIsTheSameOnAnyNumberOfThreads() {
        let files = [
            "Package.swift": Self.package,
            "Modules/Core/AppStep.swift": Self.steps,
            "App/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home"),
            "App/HomeFlow.swift": Self.home(imports: "import Core\nimport Home", arms: "case .detail:\n return .none"),
            "App/AppDelegate.swift": Self.start("InitFlow", imports: "import Core"),
            "Sources/Home/Demo/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home"),
            "Sources/Home/Demo/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
            "Sources/Home/Demo/DemoDelegate.swift": Self.start("InitFlow", imports: "import Core"),
            "Sources/Home/Settings.swift": """
            import RxFlow
            public enum Settings {
                public enum SettingsStep { case open, close }
            }
            extension SettingsStep: Step {}
            extension Settings.SettingsStep { static let start = SettingsStep.open }
            """,
            // Broken code (a name cut after its dot): read the same way on any number of threads.
            "Sources/Home/Broken.swift": "enum Outer {}\nextension Outer. {}\nfinal class Broken: Outer. {}\n",
        ]
        let texts = files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
        let serial = Analyzer.standard.analyze(SourceSnapshot(texts: texts), jobs: 1).model
        #expect(serial.flows.map(\.name) == ["HomeDemo.HomeFlow", "HomeDemo.InitFlow", "Shop.HomeFlow", "Shop.InitFlow"])
        #expect(serial.arm("Shop.InitFlow", "AppStep.launch")?.childFlows == ["Shop.HomeFlow"])
        for jobs in [2, 3, 4] {
            #expect(Analyzer.standard.analyze(SourceSnapshot(texts: texts), jobs: jobs).model == serial)
            #expect(Analyzer.standard.analyze(SourceSnapshot(texts: texts.reversed()), jobs: jobs).model == serial)
        }
    }

    @Test func theSameFlowNameInTwoTuistModules() {
        let files = [
            "Projects/App/Project.swift": """
            import ProjectDescription
            let project = Project(
                name: "App",
                targets: [
                    Target(name: "App", platform: .iOS, product: .app, bundleId: "com.example.app",
                           sources: ["Sources/**"], dependencies: [.project(target: "Home", path: "../Features/Home")]),
                ]
            )
            """,
            "Projects/Features/Home/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Home", targets: [
                .target(name: "Home", destinations: .iOS, product: .framework, bundleId: "com.example.home", sources: ["Sources/**"]),
                .target(name: "HomeDemo", destinations: .iOS, product: .app, bundleId: "com.example.home.demo", sources: ["Demo/Sources/**/*.swift"]),
            ])
            """,
            "Projects/Core/Sources/AppStep.swift": Self.steps,
            "Projects/App/Sources/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home"),
            "Projects/App/Sources/HomeFlow.swift": Self.home(imports: "import Core\nimport Home", arms: "case .detail:\n return .none"),
            "Projects/App/Sources/AppDelegate.swift": Self.start("InitFlow", imports: "import Core"),
            "Projects/Features/Home/Demo/Sources/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home"),
            "Projects/Features/Home/Demo/Sources/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
            "Projects/Features/Home/Sources/HomeViewModel.swift": """
            import Core
            public final class HomeViewModel: Stepper {
                public let steps = PublishRelay<Step>()
                public func open() { steps.accept(AppStep.detail) }
            }
            """,
        ]
        let m = model(files)
        #expect(m.flows.map(\.name) == ["App.HomeFlow", "App.InitFlow", "HomeDemo.HomeFlow", "HomeDemo.InitFlow"])
        #expect(m.flow("App.HomeFlow")?.arms.map(\.steps) == [["AppStep.home"], ["AppStep.detail"], []])
        #expect(m.flow("HomeDemo.HomeFlow")?.file == "Projects/Features/Home/Demo/Sources/HomeFlow.swift")
        #expect(m.arm("App.InitFlow", "AppStep.launch")?.childFlows == ["App.HomeFlow"])
        #expect(m.arm("HomeDemo.InitFlow", "AppStep.launch")?.childFlows == ["HomeDemo.HomeFlow"])
        #expect(m.ambiguities.isEmpty)
    }

    @Test func withoutManifestsTheLayoutNamesTheModules() {
        let files = [
            "Modules/Core/Sources/AppStep.swift": Self.steps,
            "Targets/Shop/Sources/InitFlow.swift": Self.launcher(imports: "import Core"),
            "Targets/Shop/Sources/HomeFlow.swift": Self.home(imports: "import Core", arms: "case .detail:\n return .none"),
            "Modules/Gallery/Sources/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
        ]
        let m = model(files)
        #expect(m.flows.map(\.name) == ["Gallery.HomeFlow", "InitFlow", "Shop.HomeFlow"])
        #expect(m.arm("InitFlow", "AppStep.launch")?.childFlows == ["Shop.HomeFlow"])
    }

    @Test func anImportSaysWhichDeclarationAModuleSees() {
        // Onboarding declares no HomeFlow and imports Home only: it starts Home's.
        let files = [
            "Sources/Core/AppStep.swift": Self.steps,
            "Sources/Home/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
            "Sources/Gallery/HomeFlow.swift": Self.home(imports: "import Core", arms: "case .detail:\n return .none"),
            "Sources/Onboarding/OnboardingFlow.swift": Self.launcher("OnboardingFlow", imports: "import Core\n@testable import Home"),
            "Sources/Shop/GalleryLauncher.swift": Self.launcher("GalleryLauncher", imports: "import Core\nimport Gallery"),
        ]
        let m = model(files)
        #expect(m.arm("OnboardingFlow", "AppStep.launch")?.childFlows == ["Home.HomeFlow"])
        #expect(m.arm("GalleryLauncher", "AppStep.launch")?.childFlows == ["Gallery.HomeFlow"])
        #expect(m.ambiguities.isEmpty)
    }

    @Test func twoVisibleDeclarationsAreAnAmbiguityAndTheRulesStaySilent() {
        // Shop imports both modules declaring HomeFlow: which one InitFlow starts is not known. Were it
        // Gallery's, its `.end(…homeDone)` would be unhandled by InitFlow; were it Home's, not.
        let files = [
            "Sources/Core/AppStep.swift": Self.steps,
            "Sources/Home/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
            "Sources/Gallery/HomeFlow.swift": Self.home(imports: "import Core", arms: "case .detail:\n return .end(forwardToParentFlowWithStep: AppStep.homeDone)"),
            "Sources/Gallery/GalleryViewModel.swift": """
            import Core
            final class GalleryViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func open() { steps.accept(AppStep.detail) }
            }
            """,
            "Sources/Shop/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home\nimport Gallery"),
            "Sources/Shop/AppDelegate.swift": Self.start("InitFlow", imports: "import Core"),
        ]
        let m = model(files)
        #expect(m.flows.map(\.name) == ["Gallery.HomeFlow", "Home.HomeFlow", "InitFlow"])
        #expect(m.arm("InitFlow", "AppStep.launch")?.childFlows == [])
        #expect(m.ambiguities.map { "\($0.file):\($0.line) \($0.name) \($0.candidates)" } == [
            "Sources/Shop/InitFlow.swift:14 HomeFlow [\"Gallery.HomeFlow\", \"Home.HomeFlow\"]",
        ])
        #expect(m.ambiguities.first?.message
            == "'HomeFlow' is declared in Gallery, Home, and more than one is visible here: the flow InitFlow starts is not known")
        #expect(m.unresolved.map { "\($0.kind.rawValue) \($0.subject)" } == ["dispatch InitFlow"])
        #expect(findings(files) == [])
        // Seeing Gallery's alone, the same code proves the mistake.
        var galleryOnly = files
        galleryOnly["Sources/Shop/InitFlow.swift"] = Self.launcher(imports: "import Core\nimport Gallery")
        #expect(model(galleryOnly).arm("InitFlow", "AppStep.launch")?.childFlows == ["Gallery.HomeFlow"])
        // One root cause, one finding: the step nothing handles lists Gallery's ending as a related site.
        #expect(findings(galleryOnly) == ["unhandled_step|AppStep.homeDone"])
    }

    @Test func aCoordinatedFlowTwoModulesDeclareIsAnAmbiguity() {
        let files = [
            "Sources/Core/AppStep.swift": Self.steps,
            "Sources/Home/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
            "Sources/Gallery/HomeFlow.swift": Self.home(imports: "import Core", arms: ""),
            "Sources/Shop/AppDelegate.swift": Self.start("HomeFlow", imports: "import Core\nimport Home\nimport Gallery"),
        ]
        let m = model(files)
        #expect(m.coordinations.isEmpty)
        #expect(m.ambiguities.map { "\($0.file):\($0.line) \($0.candidates)" } == [
            "Sources/Shop/AppDelegate.swift:8 [\"Gallery.HomeFlow\", \"Home.HomeFlow\"]",
        ])
        #expect(m.ambiguities.first?.message
            == "'HomeFlow' is declared in Gallery, Home, and more than one is visible here: the flow coordinated here is not known")
        // Nothing emits these three anywhere (true whichever flow runs); nothing is said about either flow.
        #expect(findings(files) == ["dead_step|AppStep.home", "dead_step|AppStep.detail", "dead_step|AppStep.homeDone"])
    }

    @Test func sameNamedSteppersAndStepEnumsInTwoModules() {
        // Each module has its own `HomeViewModel` and its own `HomeStep`; each flow contributes its own.
        func feature(_ module: String, emits step: String) -> [String: String] {
            [
                "Sources/\(module)/HomeStep.swift": "import RxFlow\nenum HomeStep: Step { case list, \(step) }",
                "Sources/\(module)/HomeViewModel.swift": """
                import RxFlow
                final class HomeViewModel: Stepper {
                    let steps = PublishRelay<Step>()
                    func tap() { steps.accept(HomeStep.\(step)) }
                }
                """,
                "Sources/\(module)/HomeFlow.swift": """
                import RxFlow
                final class HomeFlow: Flow {
                    var root: Presentable { navigationController }
                    private let navigationController = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? HomeStep else { return .none }
                        switch step {
                        case .list:
                            let viewModel = HomeViewModel()
                            return .one(flowContributor: .contribute(withNextPresentable: UIViewController(), withNextStepper: viewModel))
                        case .\(step):
                            return .none
                        }
                    }
                }
                """,
            ]
        }
        let m = model(feature("Books", emits: "book").merging(feature("Music", emits: "song")) { a, _ in a })
        #expect(m.stepEnums.map(\.name) == ["Books.HomeStep", "Music.HomeStep"])
        #expect(m.flow("Books.HomeFlow")?.arms.map(\.steps) == [["Books.HomeStep.list"], ["Books.HomeStep.book"]])
        #expect(m.arm("Music.HomeFlow", "Music.HomeStep.list")?.steppers == ["Music.HomeViewModel"])
        #expect(m.arm("Music.HomeFlow", "Music.HomeStep.list")?.nextSteps == ["Music.HomeStep.song"])
        #expect(m.stepper("Books.HomeViewModel")?.emits == ["Books.HomeStep.book"])
        #expect(m.ambiguities.isEmpty)
    }

    /// A second app checked in beside a modular one (a monorepo's `Samples/`, an old app kept in a
    /// folder no manifest names) declares its own `AppStep`: the package's code imports Core, so it
    /// sees Core's; were both taken as visible, its emissions and arms were dropped and every step of
    /// Core reported dead.
    @Test func aStepEnumAnOpenFolderAlsoDeclares() {
        let recipes = """
        import RxFlow
        final class RecipesFlow: Flow {
            var root: Presentable { navigationController }
            private let navigationController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                switch step as? AppStep {
                case .recipes?: return .none
                case .detail?: return .none
                default: return .none
                }
            }
        }
        final class RecipesViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(AppStep.detail) }
            var initialStep: Step { AppStep.recipes }
        }
        """
        let files = [
            "Package.swift": Self.package,
            "Modules/Core/AppStep.swift": Self.steps,
            "App/InitFlow.swift": Self.launcher(imports: "import Core\nimport Home"),
            "App/HomeFlow.swift": Self.home(imports: "import Core\nimport Home", arms: "case .detail:\n return .none"),
            "App/AppDelegate.swift": Self.start("InitFlow", imports: "import Core"),
            "Sources/Home/DetailViewModel.swift": """
            import Core
            import RxFlow
            public final class DetailViewModel: Stepper {
                public let steps = PublishRelay<Step>()
                public func open() { steps.accept(AppStep.detail) }
                public func close() { steps.accept(Core.AppStep.homeDone) }
            }
            """,
            "Samples/Recipes/AppStep.swift": "import RxFlow\nenum AppStep: Step { case recipes, detail }",
            "Samples/Recipes/RecipesFlow.swift": recipes,
        ]
        let m = model(files)
        #expect(m.stepEnums.map(\.name) == ["Core.AppStep", "Samples.AppStep"])
        #expect(m.flow("HomeFlow")?.arms.map(\.steps) == [["Core.AppStep.home"], ["Core.AppStep.detail"], []])
        #expect(m.flow("RecipesFlow")?.arms.map(\.steps) == [["Samples.AppStep.recipes"], ["Samples.AppStep.detail"], []])
        #expect(m.stepper("DetailViewModel")?.emits == ["Core.AppStep.detail", "Core.AppStep.homeDone"])
        #expect(m.stepper("RecipesViewModel")?.emits == ["Samples.AppStep.detail", "Samples.AppStep.recipes"])
        #expect(m.ambiguities.isEmpty && m.unresolved.isEmpty)
        // Core's homeDone is emitted where no flow is known to receive it; nothing is dead.
        #expect(!findings(files).contains { $0.hasPrefix("dead_step") })
    }

    /// Two folders no manifest names each declare `AppStep`, and a third uses the name without
    /// importing either: code that compiles sees one of them, so a case only one has tells which.
    @Test func aStepCaseOnlyOneOfTwoOpenEnumsHasTellsWhichIsMeant() {
        let files = [
            "Package.swift": Self.package,
            "Modules/Core/Shared.swift": "public struct Theme {}",
            "Garden/AppStep.swift": "import RxFlow\nenum AppStep: Step { case plants, water, detail }",
            "Recipes/AppStep.swift": "import RxFlow\nenum AppStep: Step { case recipes, detail }",
            "Widgets/WidgetViewModel.swift": """
            import RxFlow
            final class WidgetViewModel: Stepper {
                let steps = PublishRelay<Step>()
                func water() { steps.accept(AppStep.water) }
                func show() { steps.accept(AppStep.detail) }
            }
            """,
            "Widgets/WidgetFlow.swift": """
            import RxFlow
            final class WidgetFlow: Flow {
                var root: Presentable { UIViewController() }
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .water: return .none
                    case .detail: return .none
                    default: return .none
                    }
                }
            }
            """,
        ]
        let m = model(files)
        #expect(m.stepEnums.map(\.name) == ["Garden.AppStep", "Recipes.AppStep"])
        #expect(m.stepper("WidgetViewModel")?.emits == ["Garden.AppStep.water"])
        // The arm of a case both have is an ambiguity, not an arm.
        #expect(m.flow("WidgetFlow")?.arms.map(\.steps) == [["Garden.AppStep.water"], []])
        #expect(m.ambiguities.map { "\($0.file):\($0.line) \($0.candidates)" } == [
            "Widgets/WidgetFlow.swift:8 [\"Garden.AppStep.detail\", \"Recipes.AppStep.detail\"]",
            "Widgets/WidgetViewModel.swift:5 [\"Garden.AppStep.detail\", \"Recipes.AppStep.detail\"]",
        ])
    }

    @Test func anXcodeAppFolderBesideALocalPackage() {
        // The app is an Xcode project (no manifest): its top folder is its module; the local package's
        // demo target has its own HomeFlow.
        let files = [
            "Packages/Home/Package.swift": """
            let package = Package(name: "Home", targets: [
                .target(name: "Home"),
                .executableTarget(name: "HomeDemo", dependencies: ["Home"], path: "Demo"),
            ])
            """,
            "Packages/Home/Sources/Home/AppStep.swift": Self.steps,
            "Packages/Home/Demo/InitFlow.swift": Self.launcher(imports: "import Home"),
            "Packages/Home/Demo/HomeFlow.swift": Self.home(imports: "import Home", arms: ""),
            "Shop/Flows/InitFlow.swift": Self.launcher(imports: "import Home"),
            "Shop/Flows/HomeFlow.swift": Self.home(imports: "import Home", arms: "case .detail:\n return .none"),
        ]
        let m = model(files)
        #expect(m.flows.map(\.name) == ["HomeDemo.HomeFlow", "HomeDemo.InitFlow", "Shop.HomeFlow", "Shop.InitFlow"])
        #expect(m.arm("Shop.InitFlow", "AppStep.launch")?.childFlows == ["Shop.HomeFlow"])
        #expect(m.arm("HomeDemo.InitFlow", "AppStep.launch")?.childFlows == ["HomeDemo.HomeFlow"])
    }

    @Test func aSingleModuleAppKeepsItsNames() {
        // One module (or none named): names are as written, whatever the folders.
        let files = [
            "Sources/Shop/AppStep.swift": Self.steps,
            "Sources/Shop/InitFlow.swift": Self.launcher(imports: ""),
            "Sources/Shop/HomeFlow.swift": Self.home(imports: "", arms: ""),
            "Sources/Shop/AppDelegate.swift": Self.start("InitFlow", imports: ""),
        ]
        let m = model(files)
        #expect(m.flows.map(\.name) == ["HomeFlow", "InitFlow"])
        #expect(m.arm("InitFlow", "AppStep.launch")?.childFlows == ["HomeFlow"])
    }
}
