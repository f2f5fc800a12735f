import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

func sampleModel(_ name: String) throws -> NavigationModel {
    let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/" + name])
    return Analyzer.standard.analyze(files).model
}

/// Every declared case that is emitted, referenced, forwarded or started by a coordinator somewhere.
func producedSteps(_ m: NavigationModel) -> Set<String> {
    var produced = Set(m.emissions.map(\.step))
    for flow in m.flows { for arm in flow.arms { if let f = arm.forwardsStep { produced.insert(f) } } }
    return produced
}

@Suite struct CinemaAppSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("CinemaApp") }

    @Test func stepsAndFlows() {
        #expect(m.stepEnums.map(\.name) == ["CinemaStep", "SettingsStep"])
        #expect(m.flows.map(\.name) == ["AppFlow", "DashboardFlow", "DiscoverFlow", "OnboardingFlow", "ProfileFlow",
                                        "SettingsFlow", "WatchlistFlow"])
        #expect(m.flows.map(\.rootKind) == [.window, .tabBar, .navigationStack, .navigationStack,
                                            .navigationStack, .navigationStack, .navigationStack])
        #expect(m.ambiguities.isEmpty && m.diagnostics.isEmpty)
        #expect(m.flows.allSatisfy { $0.isInstantiated })
    }

    @Test func everyStepIsProducedAndHandled() {
        let declared = Set(m.stepEnums.flatMap { e in e.cases.map { e.name + "." + $0.name } })
        #expect(declared.subtracting(producedSteps(m)).isEmpty)
        let handled = Set(m.flows.flatMap { $0.arms.flatMap(\.steps) })
        #expect(Set(m.emissions.map(\.step)).subtracting(handled).isEmpty)
    }

    @Test func coordination() {
        let root = m.coordinations.filter { $0.kind == .root }
        #expect(root.count == 1 && root[0].flow == "AppFlow" && root[0].stepper == "AppStepper")
        #expect(root[0].startSteps == ["CinemaStep.dashboardRequired", "CinemaStep.onboardingRequired"])
        let children = m.coordinations.filter { $0.kind == .child }.map { "\($0.parentFlow!)>\($0.flow):\($0.embedding!)" }
        #expect(children == ["AppFlow>OnboardingFlow:root", "AppFlow>DashboardFlow:root", "DashboardFlow>DiscoverFlow:embedded",
                             "DashboardFlow>WatchlistFlow:embedded", "DashboardFlow>ProfileFlow:embedded",
                             "ProfileFlow>SettingsFlow:presented"])
        let watchlist = m.coordinations.first { $0.flow == "WatchlistFlow" }
        #expect(watchlist?.stepper == "CompositeStepper")
    }

    @Test func armsAndForwards() {
        #expect(m.arm("OnboardingFlow", "CinemaStep.signInDone")?.forwardsStep == "CinemaStep.onboardingCompleted")
        #expect(m.arm("OnboardingFlow", "CinemaStep.signIn")?.steppers == ["SignInViewModel"])
        #expect(m.arm("ProfileFlow", "CinemaStep.logout")?.outcomes == [.forwardToParent])
        #expect(m.arm("ProfileFlow", "CinemaStep.profileReset")?.outcomes == [.forwardToCurrent, .pop])
        #expect(m.arm("SettingsFlow", "SettingsStep.close")?.forwardsStep == "CinemaStep.settingsDone")
        #expect(m.arm("SettingsFlow", "SettingsStep.overview")?.via == ["show"])
        #expect(m.arm("DiscoverFlow", "CinemaStep.trailer")?.outcomes == [.present])
        #expect(m.arm("DashboardFlow", "CinemaStep.dashboardRequired")?.childFlows == ["DiscoverFlow", "ProfileFlow", "WatchlistFlow"])
    }

    @Test func emissionSites() {
        let hows = Set(m.emissions.map { "\($0.step) \($0.how)" })
        #expect(hows.isSuperset(of: [
            "CinemaStep.movieDetail deepLink", "CinemaStep.offlineNotice adapt", "CinemaStep.logoutCompleted bind",
            "CinemaStep.onboardingRequired initialStep", "SettingsStep.close selfNavigate", "SettingsStep.overview oneStepper",
        ]))
    }
}

@Suite struct LegacyShopSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("LegacyShop") }

    @Test func legacyAPIForms() {
        #expect(m.flows.map(\.name) == ["AppFlow", "CatalogFlow", "CheckoutFlow"])
        let root = m.coordinations.first { $0.kind == .root }
        #expect(root?.flow == "AppFlow" && root?.startSteps == ["ShopStep.catalog"])
        #expect(m.arm("CheckoutFlow", "ShopStep.checkoutDone")?.outcomes == [.end])
        #expect(m.arm("CheckoutFlow", "ShopStep.checkoutDone")?.forwardsStep == "ShopStep.checkoutDone")
        #expect(m.arm("CatalogFlow", "ShopStep.checkoutDone")?.forwardsStep == "ShopStep.orderConfirmed")
        #expect(m.arm("CatalogFlow", "ShopStep.checkout")?.childFlows == ["CheckoutFlow"])
        #expect(m.arm("CatalogFlow", "ShopStep.cart")?.nextSteps == ["ShopStep.checkout", "ShopStep.help"])
        #expect(m.flow("AppFlow")?.arms.last?.declinesStep == true)
        #expect(m.stepper("CatalogViewModel")?.emits == ["ShopStep.cart", "ShopStep.productPicked"])
    }

    @Test func everyStepIsProducedAndHandled() {
        let declared = Set(m.stepEnums.flatMap { e in e.cases.map { e.name + "." + $0.name } })
        #expect(declared.subtracting(producedSteps(m)).isEmpty)
    }
}

@Suite struct BrokenAppSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("BrokenApp") }

    @Test func plantedDeadSteps() {
        let declared = Set(m.stepEnums.flatMap { e in e.cases.map { e.name + "." + $0.name } })
        #expect(declared.subtracting(producedSteps(m)) ==
                ["TravelStep.alert", "TravelStep.logout", "TravelStep.promoBanner", "TravelStep.legacyImport"])
        #expect(m.ambiguities.isEmpty)
    }

    @Test func plantedMisroutedAndUnhandledSteps() {
        let tripPicked = m.arm("TripsFlow", "TravelStep.tripPicked")!
        #expect(tripPicked.steppers == ["TripDetailViewModel"])
        // `tripMap` is handled: its arm is where stepper_presentable_not_shown is planted.
        #expect(tripPicked.nextSteps == ["TravelStep.booking", "TravelStep.tripMap", "TravelStep.tripShared"])
        #expect(m.arm("TripsFlow", "TravelStep.booking") == nil)
        #expect(m.arm("BookingFlow", "TravelStep.booking") != nil)
        #expect(m.flows.allSatisfy { flow in !flow.arms.contains { $0.steps.contains("TravelStep.tripShared") } })
    }

    @Test func plantedFlowProblems() {
        let booking = m.coordinations.first { $0.flow == "BookingFlow" }
        #expect(booking?.embedding == .presented && booking?.parentFlow == "TripsFlow")
        #expect(m.flow("BookingFlow")!.arms.allSatisfy { !$0.outcomes.contains(.end) })
        #expect(m.flow("ArchiveFlow")?.isInstantiated == false)
        #expect(m.arm("HelpFlow", "TravelStep.helpClosed")?.forwardsStep == "TravelStep.helpClosed")
        #expect(m.arm("TripsFlow", "TravelStep.helpClosed") == nil)
    }

    @Test func defaultStepperStartsTheApp() {
        let root = m.coordinations.first { $0.kind == .root }
        #expect(root?.stepper == "DefaultStepper" && root?.startSteps == ["RxFlowStep.home"])
        #expect(m.arm("AppFlow", "RxFlowStep.home")?.steps == ["RxFlowStep.home", "TravelStep.tripList"])
    }
}

/// RecipeBox: nested step enums behind container cases, typed step values in table items, a generic
/// helper in a protocol extension, a deep-link dispatch chain, a ReactorKit reactor, a Swinject container.
@Suite struct RecipeBoxSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("RecipeBox") }

    @Test func stepsFlowsAndArms() {
        #expect(m.stepEnums.map(\.name) == ["AppStep", "AppStep.Auth", "AppStep.Recipes", "DeepLinkStep", "SettingsStep"])
        #expect(m.flows.map(\.name) == ["AppFlow", "AuthFlow", "DashboardFlow", "RecipesFlow", "SettingsFlow"])
        #expect(m.flow("AppFlow")?.arms.map(\.steps) == [["AppStep.Auth.welcome", "AppStep.loggedOut"], ["AppStep.dashboard"], []])
        // `guard case .auth(let authStep) = …` then `switch authStep`: the nested arms decide (and in
        // RecipesFlow, `case .recipes(let recipeStep):` then `switch recipeStep`).
        #expect(m.flow("AuthFlow")?.arms.map(\.steps) == [
            ["AppStep.Auth.welcome"], ["AppStep.Auth.signIn", "AppStep.Auth.signUp"], ["AppStep.Auth.completed"],
        ])
        #expect(m.flow("DashboardFlow")?.arms.map(\.steps) == [["AppStep.dashboard"]])
        #expect(m.flow("RecipesFlow")?.arms.map(\.steps) == [
            [], ["AppStep.Recipes.favorites", "AppStep.Recipes.list"], ["AppStep.Recipes.detail"],
            ["AppStep.Recipes.share"], ["AppStep.Recipes.settings"], ["AppStep.Recipes.settingsClosed"],
            ["DeepLinkStep.recipe"], ["DeepLinkStep.favorites"], [],
        ])
        #expect(m.unresolved.map { "\($0.kind.rawValue) \($0.subject)" } == ["emission RecipeListReactor", "emission SettingsViewModel"])
        #expect(m.ambiguities.isEmpty && m.diagnostics.isEmpty)
    }

    @Test func outcomesThroughHelpersAndDispatch() {
        #expect(m.arm("RecipesFlow", "AppStep.Recipes.detail")?.outcomes == [.push])
        #expect(m.arm("RecipesFlow", "AppStep.Recipes.detail")?.steppers == ["RecipeDetailViewController"])
        #expect(m.arm("RecipesFlow", "AppStep.Recipes.share")?.outcomes == [.none, .present])
        #expect(m.arm("RecipesFlow", "AppStep.Recipes.list")?.steppers == ["RecipeListReactor"])
        #expect(m.arm("RecipesFlow", "DeepLinkStep.recipe")?.forwardsToCurrent == ["AppStep.Recipes.detail"])
        #expect(m.arm("SettingsFlow", "SettingsStep.close")?.forwardsToParent == ["AppStep.Recipes.settingsClosed"])
        #expect(m.arm("AuthFlow", "AppStep.Auth.completed")?.outcomes == [.end])
        #expect(m.arm("DashboardFlow", "AppStep.dashboard")?.outcomes == [.childFlow, .multiple, .setRoot])
    }

    @Test func emittersThroughHelpersReactorsAndTypedItems() {
        #expect(m.stepper("WelcomeViewModel")?.emits == ["AppStep.Auth.signIn", "AppStep.Auth.signUp"])
        #expect(m.emissionKinds(of: "AppStep.Auth.completed") == ["helper SignInViewModel"])
        #expect(m.stepper("RecipeListReactor")?.emits == ["AppStep.Recipes.detail", "AppStep.Recipes.settings"])
        #expect(m.stepper("SettingsViewModel")?.emits == ["SettingsStep.about", "SettingsStep.close", "SettingsStep.notifications"])
        #expect(m.emissionKinds(of: "DeepLinkStep.recipe") == ["deepLink -"])
        let children = m.coordinations.filter { $0.kind == .child }.map { "\($0.parentFlow!)>\($0.flow):\($0.embedding!.rawValue)" }
        #expect(children == ["AppFlow>AuthFlow:root", "AppFlow>DashboardFlow:root", "DashboardFlow>RecipesFlow:embedded",
                             "RecipesFlow>SettingsFlow:presented"])
        #expect(m.coordinations.first { $0.flow == "RecipesFlow" }?.startSteps == ["AppStep.Recipes.favorites", "AppStep.Recipes.list"])
    }
}

/// The FunctionalNavigationFlowKit sample: a window root chosen between sign-in and a tab bar of two
/// stacks, routes structs, a factory, a custom factory, a route renamed across three layers.
@Suite struct StudyCardsSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("StudyCards") }

    @Test func flowsScreensAndContainers() {
        #expect(m.stepEnums.isEmpty && m.emissions.isEmpty)
        #expect(m.flows.map { "\($0.name) \($0.framework.rawValue)" } == [
            "AboutFlow fnfk", "ArchiveFlow fnfk", "AuthFlow fnfk", "CardFlow fnfk", "DecksFlow fnfk", "MainFlow fnfk", "ProfileFlow fnfk",
            "ReplaceTopFlow fnfk",
        ])
        #expect(m.flows.filter { !$0.isInstantiated }.map(\.name) == ["ArchiveFlow"])
        #expect(m.screens.first { $0.name == "DeckDetailsViewController" }?.aliases == ["DeckDetailsFactory.make"])
        #expect(m.containers.map { "\($0.type) \($0.kind.rawValue) \($0.installedBy?.rawValue ?? "-") \($0.parent ?? "top")" } == [
            "MainTabBarController tabs set_window_root top",
            "UINavigationController stack set_window_root top",
            "UINavigationController stack set_tab_items MainTabBarController@Flows/MainFlow.swift:9",
            "UINavigationController stack set_tab_items MainTabBarController@Flows/MainFlow.swift:9",
            "UINavigationController stack present top",
        ])
        #expect(m.unresolved.isEmpty && m.diagnostics.isEmpty && m.stuckNavigations.isEmpty)
    }

    @Test func transitionsFromTheEntryThroughRoutes() {
        let edges = m.edges
        // The coordinator chooses between signing in and the tabs.
        #expect(edges.isSuperset(of: [
            "<entry> -> WelcomeViewController set_window_root ?", "<entry> -> DecksViewController set_window_root ?",
            "<entry> -> ProfileViewController set_window_root ?",
        ]))
        #expect(edges.isSuperset(of: [
            "WelcomeViewController -> SignInViewController push via signIn", "WelcomeViewController -> RegisterViewController push via register",
            "RegisterViewController -> WelcomeViewController pop_to_root via onDone",
            "DecksViewController -> DeckDetailsViewController push via open", "DecksViewController -> CreateDeckViewController present via create",
            "CreateDeckViewController -> DecksViewController dismiss via onClose",
            "DeckDetailsViewController -> CardViewController custom via study", "CardViewController -> CardViewController custom via next",
            "ProfileViewController -> SettingsViewController push via settings",
            "SettingsViewController -> WelcomeViewController set_window_root via onSignOut ?",
        ]))
        #expect(m.transitions.first { $0.to == "DeckDetailsViewController" }?.invokedAt == ["Screens/DeckScreens.swift:30"])
    }

    @Test func routesFollowedAcrossLayers() {
        #expect(m.parameter("MainFlow.onLogout")?.forwardedTo == ["ProfileFlow.onLogout"])
        #expect(m.parameter("ProfileFlow.onLogout")?.forwardedTo == ["SettingsViewController.onSignOut"])
        #expect(m.parameter("SettingsViewController.onSignOut")?.forwardedTo == ["SettingsViewModel.exit"])
        #expect(m.parameter("SettingsViewModel.exit")?.invokedAt == ["Screens/ProfileScreens.swift:20"])
        let never = m.navigationParameters.filter { $0.invocation == .never }.map(\.identity)
        #expect(never == ["DecksRoutes.share", "MainFlow.onAbout", "ProfileFlow.onAbout", "SettingsViewController.about"])
    }

    /// Signing in goes through the coordinator's methods and a completion callback
    /// (`finishSignIn()` → `session.save(completion:)` → `start()`); the about page hangs off a
    /// dead route through `showAbout()` and `DispatchQueue.main.async`, so it is no app start.
    @Test func routesThroughTheCoordinatorsMethods() {
        #expect(m.edges.isSuperset(of: [
            "SignInViewController -> DecksViewController set_window_root via onSuccess ?",
            "SignInViewController -> WelcomeViewController set_window_root via onSuccess ?",
            "SettingsViewController -> AboutViewController present via about",
            "AboutViewController -> LicensesViewController push via licenses",
        ]))
        #expect(m.parameter("MainFlow.onAbout")?.forwardedTo == ["ProfileFlow.onAbout"])
        #expect(!m.transitions.contains { $0.from == Transition.entry && $0.to == "AboutViewController" })
        #expect(Set(m.transitions.filter { $0.from == Transition.entry }.flatMap(\.startedIn)) == ["SceneDelegate@App/SceneDelegate.swift:7"])
    }
}

/// The mixed sample: an RxFlow app whose journal module is written with FunctionalNavigationFlowKit.
@Suite struct GardenPlannerSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("GardenPlanner") }

    @Test func bothFrontEndsReadTheirHalf() {
        #expect(m.flows.map { "\($0.name) \($0.framework.rawValue)" } == ["EntryFlow fnfk", "GardenFlow rxflow", "JournalFlow fnfk"])
        #expect(m.flow("GardenFlow")?.arms.map(\.steps) == [["GardenStep.beds"], ["GardenStep.bed"], ["GardenStep.plant"], ["GardenStep.journal"]])
        #expect(m.screens.map(\.name) == [
            "EntryEditorViewController", "EntryViewController", "JournalViewController", "PhotoGalleryViewController",
        ])
    }

    @Test func aStackHandedInFromRxFlowStillTracksWhatIsPresentedOnIt() {
        #expect(m.edges == [
            "<entry> -> JournalViewController push ?",
            "JournalViewController -> EntryViewController push via openEntry",
            "JournalViewController -> EntryEditorViewController present via newEntry",
            // DismissFlow(in: navigationController) closes the sheet presented on the garden's stack.
            "EntryEditorViewController -> JournalViewController dismiss via onSave",
            "EntryViewController -> PhotoGalleryViewController push via showPhotos",
        ])
        // `close` pops to a screen RxFlow put on the stack: invoked, but no transition names it.
        #expect(m.parameter("JournalRoutes.close")?.invocation == .invoked)
    }

    @Test func theRxFlowArmThatRunsTheJournalLeadsToIt() throws {
        #expect(m.transitions.first { $0.to == "JournalViewController" }?.startedIn == ["GardenFlow@Flows/GardenFlow.swift:25"])
        let graph = NavigationGraph(model: m, frontEnds: .standard)
        let journal = try #require(graph.screenNode("JournalViewController"))
        let arrivals = graph.edges(to: journal.id).compactMap { graph.node($0.from) }
        // The arm that runs the journal, and the editor sheet dismissed back to it.
        #expect(arrivals.map { "\($0.kind.rawValue) \($0.name)" }.sorted() == ["arm GardenStep.journal", "screen EntryEditorViewController"])
        #expect(!graph.nodes.contains { $0.kind == .entry && $0.framework == .fnfk })
        let path = NavigationPaths(graph: graph, target: "PhotoGalleryViewController", limit: 1)
        #expect(path.paths.first?.hops.map(\.name) == [
            "App start", "GardenStep.beds", "GardenStep.journal", "JournalViewController", "EntryViewController", "PhotoGalleryViewController",
        ])
    }
}

/// A 1.x app that carries its own trimmed copy of RxFlow under `External/RxFlow` and never imports it:
/// the copy is the library, and the app reads exactly like one that imports RxFlow.
@Suite struct VendoredFlowsSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("VendoredFlows") }

    @Test func theAppsNavigationIsFoundBesideTheCopy() {
        #expect(m.stepEnums.map(\.name) == ["PodcastStep"])
        #expect(m.stepEnums[0].cases.count == 11)
        #expect(m.flows.map(\.name) == ["AppFlow", "OnboardingFlow", "PodcastsFlow"])
        #expect(m.steppers.map(\.type) == ["AppStepper", "PermissionsViewModel", "PodcastListViewModel", "PodcastViewModel",
                                           "SettingsViewModel", "WelcomeViewModel"])
        #expect(m.flow("PodcastsFlow")?.arms.map(\.steps) == [
            ["PodcastStep.podcasts"], ["PodcastStep.podcast"], ["PodcastStep.episode"], ["PodcastStep.settings"],
            ["PodcastStep.settingsDone"], [],
        ])
        #expect(m.arm("OnboardingFlow", "PodcastStep.onboardingDone")?.forwardsStep == "PodcastStep.onboardingCompleted")
        #expect(m.arm("AppFlow", "PodcastStep.onboardingRequired")?.childFlows == ["OnboardingFlow"])
        #expect(m.arm("PodcastsFlow", "PodcastStep.podcasts")?.nextSteps == ["PodcastStep.podcast", "PodcastStep.settings"])
        #expect(m.stepper("PermissionsViewModel")?.emits == ["PodcastStep.onboardingDone"])
        let root = m.coordinations.first { $0.kind == .root }
        #expect(root?.flow == "AppFlow" && root?.startSteps == ["PodcastStep.onboardingRequired", "PodcastStep.podcastsRequired"])
        #expect(m.ambiguities.isEmpty && m.unresolved.isEmpty && m.diagnostics.isEmpty)
        // Nothing of the copy is app code.
        #expect(!m.steppers.contains { ["OneStepper", "CompositeStepper"].contains($0.type) })
        #expect(m.flows.allSatisfy { !$0.file.hasPrefix("External/") })
    }

    @Test func theCopyIsNamedOnStandardErrorAndNothingIsReported() throws {
        let run = try runTool(["lint", "Samples/VendoredFlows"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
        note: External/RxFlow looks like a vendored copy of RxFlow; read as the library, not as app code
        Done linting! Found 0 finding(s), 0 serious, in 14 files.

        """)
        #expect(try runTool(["lint", "Samples/VendoredFlows", "--quiet"]).stderr.isEmpty)
        #expect(try runTool(["dump", "Samples/VendoredFlows", "--output", "/dev/null"]).stderr
            == "note: External/RxFlow looks like a vendored copy of RxFlow; read as the library, not as app code\n")
    }
}

/// An SPM app of five targets: the app and FeatureHome's demo app each declare an `InitFlow` and a
/// `HomeFlow`, told apart by their module; the demo's HomeFlow forgets the settings step (planted).
@Suite struct ModularAppSampleTests {
    let m: NavigationModel
    init() throws { m = try sampleModel("ModularApp") }

    @Test func eachModuleKeepsItsOwnFlows() {
        #expect(m.flows.map(\.name) == ["FeatureHomeDemo.HomeFlow", "FeatureHomeDemo.InitFlow", "ModularApp.HomeFlow",
                                        "ModularApp.InitFlow", "SettingsFlow"])
        #expect(m.flow("ModularApp.HomeFlow")?.arms.map(\.steps) == [
            ["AppStep.home"], ["AppStep.itemPicked"], ["AppStep.settings"], ["AppStep.settingsDone"], [],
        ])
        #expect(m.flow("FeatureHomeDemo.HomeFlow")?.arms.map(\.steps) == [["AppStep.home"], ["AppStep.itemPicked"], []])
        #expect(m.arm("FeatureHomeDemo.HomeFlow", "AppStep.itemPicked")?.outcomes == [.none, .present])
        #expect(m.arm("ModularApp.HomeFlow", "AppStep.itemPicked")?.outcomes == [.none, .push])
        let children = m.coordinations.filter { $0.kind == .child }.map { "\($0.parentFlow!)>\($0.flow)" }
        #expect(children == ["ModularApp.HomeFlow>SettingsFlow", "ModularApp.InitFlow>ModularApp.HomeFlow",
                             "FeatureHomeDemo.InitFlow>FeatureHomeDemo.HomeFlow"])
        #expect(m.coordinations.filter { $0.kind == .root }.map(\.flow) == ["ModularApp.InitFlow", "FeatureHomeDemo.InitFlow"])
        // Both are `.executableTarget`s: each start is labelled with its application.
        #expect(m.coordinations.filter { $0.kind == .root }.map(\.target) == ["ModularApp", "FeatureHomeDemo"])
        #expect(m.stepEnums.map(\.name) == ["AppStep"])
        #expect(m.steppers.map(\.type) == ["HomeViewModel", "SettingsViewModel", "SplashViewModel"])
        #expect(m.ambiguities.isEmpty && m.unresolved.isEmpty && m.diagnostics.isEmpty)
    }

    @Test func onlyThePlantedMistakeIsReported() throws {
        let run = try runTool(["lint", "Samples/ModularApp", "--quiet"])
        #expect(run.status == 1)
        #expect(run.stdout == """
        \(repositoryRoot)/Samples/ModularApp/Modules/FeatureHome/Sources/HomeViewModel.swift:18:22: error: Step 'AppStep.settings' \
        is emitted by HomeViewModel contributed to FeatureHomeDemo.HomeFlow, but FeatureHomeDemo.HomeFlow has no arm for it: \
        RxFlow drops it (ModularApp.HomeFlow, SettingsFlow handle it) (misrouted_step)

        """)
    }
}

/// An RxFlow app with its Xcode project: the app target, the catalog's demo app (a synchronized
/// folder with an exception), a unit test target, and a stale copy of CatalogFlow no target compiles.
@Suite struct XcodeShopSampleTests {
    let analysis: Analysis
    init() throws {
        let found = try SourceDiscovery.sources(in: [repositoryRoot + "/Samples/XcodeShop"])
        analysis = Analyzer.standard.analyze(found.files, projects: found.projects)
    }

    @Test func theProjectsTargetsAreWhatIsRead() {
        let m = analysis.model
        // Neither the stale copy, nor the file the demo's exception leaves out, nor the tests.
        #expect(m.fileCount == 10)
        #expect(m.flows.map(\.name) == ["AppFlow", "CatalogFlow", "DemoFlow"])
        #expect(m.ambiguities.isEmpty && m.unresolved.isEmpty && m.diagnostics.isEmpty)
        // Each application target has its start, the demo's plain `SceneDelegate` beside the app's.
        #expect(m.coordinations.filter { $0.kind == .root }.map { "\($0.target ?? "-"): \($0.flow)" } == ["CatalogDemo: DemoFlow", "XcodeShop: AppFlow"])
        let entries = NavigationGraph(model: m, frontEnds: .standard).entries.map(\.name).sorted()
        #expect(entries == ["App start (CatalogDemo)", "App start (XcodeShop)"])
    }

    @Test func lintSaysWhatItLeftOutAndFindsWhatTheStaleCopyHid() throws {
        let run = try runTool(["lint", "Samples/XcodeShop"])
        #expect(run.status == 1)
        #expect(run.stdout.components(separatedBy: "\n").compactMap { line in line.split(separator: "(").last.map { String($0.dropLast()) } }.sorted()
                == ["dead_step", "unhandled_step"])
        #expect(run.stderr.contains("""
        Samples/XcodeShop/XcodeShop.xcodeproj: note: 2 files under XcodeShop.xcodeproj's folder are in no target: left out \
        (CatalogDemo/DemoSnapshots.swift, Old/CatalogFlow.swift)
        """))
    }

    @Test func pathsStartFromEachApplication() throws {
        let run = try runTool(["paths", "Samples/XcodeShop", "--to", "ShopStep.product"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("App start (XcodeShop)") && run.stdout.contains("App start (CatalogDemo)"))
    }
}
