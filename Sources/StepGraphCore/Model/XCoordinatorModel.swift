/// The XCoordinator part of the model that has no RxFlow counterpart: each coordinator's kind,
/// route type, initial routes and the children its initializer embeds, and the coordinators the app
/// sets as a window's root. Route enums, coordinators' arms and triggers are in the shared
/// `stepEnums`, `flows` and `emissions`. Absent from the JSON when the code base has no XCoordinator code.
package struct XCoordinatorModel: Codable, Sendable, Equatable {
    package var coordinators: [CoordinatorModel] = []
    package var roots: [CoordinatorSite] = []
    /// Redirection routers (the library's `RedirectionRouter` or an app's subclass) built with `map: nil`.
    package var redirectionsWithoutMap: [CoordinatorSite] = []
    /// Redirection router classes that override `mapToParentRoute(_:)` (in the class or a superclass).
    package var parentRouteMappers: [String] = []
    /// Coordinators built in a function and handed out there only through what does not keep them alive
    /// (their root controller, an unowned or weak router, a `.trigger(_:on:)` target, `setRoot(for:)`).
    package var weakHandOuts: [UnretainedCoordinator] = []
    /// Coordinators whose own code (or a superclass's) hands out a strong reference to itself
    /// (`VC(router: strongRouter)`, `self`, a closure capturing `self`): their screens may keep them.
    package var selfRetainingCoordinators: [String] = []
    /// Coordinators put on a navigation coordinator's stack by its `.push(_:)` / `.set(_:)` (named by the
    /// code: built or held in a property). `enclosingType` is the pushing coordinator.
    package var stackedCoordinators: [CoordinatorSite] = []
    /// Coordinators that (or whose superclass) override `viewController`: what they show is not their root.
    package var viewControllerOverriders: [String] = []
    /// Places a coordinator's root controller is given a delegate: `rootViewController.delegate = …` in the
    /// coordinator, or a controller given one and handed to its `super.init(rootViewController:)` (any kind of
    /// coordinator; `root_delegate_replaced` decides which kinds it matters for).
    package var rootDelegateAssignments: [CoordinatorSite] = []
    /// Children added with `addChild` that were built on the adding coordinator's own `rootViewController`,
    /// in a code base that never calls `removeChild` on either: the library never drops them (`enclosingType` adds `coordinator`).
    package var sharedRootChildren: [CoordinatorSite] = []
    /// `BasicCoordinator` subclasses with an initial route that override `presented(from:)` without
    /// calling `super`, where the initial route runs (and no `.immediately` loading is named).
    package var presentedWithoutSuper: [CoordinatorSite] = []
    /// XCoordinator 1.x names the code uses where it sees the library, other than names the app declares
    /// (`deprecated_xcoordinator_api` reports them only when `usesVersion2API`).
    package var legacyNames: [LegacyAPIUse] = []
    /// Whether a file seeing XCoordinator names API only 2.x has (`UnownedRouter`, `strongRouter`,
    /// `mapToParentRoute`, the `XCoordinatorRx`/`XCoordinatorCombine` modules…): the code base is on 2.x.
    package var usesVersion2API = false

    package init() {}
}

/// The library class a coordinator (or redirection router) is built on.
package enum CoordinatorKind: String, ModelVocabulary {
    case navigation, tabBar = "tab_bar", view, split, page, basic, redirection

    /// The kind of container its root view controller is.
    package var rootKind: RootKind {
        switch self {
        case .navigation: return .navigationStack
        case .tabBar: return .tabBar
        case .view: return .viewController
        case .split: return .splitView
        case .page: return .page
        case .basic, .redirection: return .unknown
        }
    }

    /// That container's UIKit class, when the kind says it.
    package var rootType: String? {
        switch self {
        case .navigation: return "UINavigationController"
        case .tabBar: return "UITabBarController"
        case .view: return "UIViewController"
        case .split: return "UISplitViewController"
        case .page: return "UIPageViewController"
        case .basic, .redirection: return nil
        }
    }
}

package struct CoordinatorModel: Codable, Sendable, Equatable {
    package var name: String
    package var kind: CoordinatorKind
    /// The library class it inherits, directly or through the app's own base classes.
    package var baseClass: String
    /// Its `RouteType`: the route enum its routers take.
    package var routeType: String?
    /// For a `RedirectionRouter`: the parent's route type its routes are mapped to.
    package var parentRouteType: String?
    /// Routes given as `initialRoute:` to its `super.init` (or to its initializer elsewhere).
    package var initialRoutes: [String]
    /// Coordinators its initializer hands to `super.init` (`tabs:`, `root:`, `master:`, `detail:`, `pages:`).
    package var children: [String]
    package var file: String
    package var line: Int
    /// The screen its initializer hands the library as its first (`root:`, a view coordinator's
    /// `rootViewController:`, the root of `UINavigationController(rootViewController:)`). Absent when none.
    package var rootScreen: String? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, kind: CoordinatorKind, baseClass: String, routeType: String? = nil, parentRouteType: String? = nil, initialRoutes: [String], children: [String], file: String, line: Int, rootScreen: String? = nil) {
        self.name = name
        self.kind = kind
        self.baseClass = baseClass
        self.routeType = routeType
        self.parentRouteType = parentRouteType
        self.initialRoutes = initialRoutes
        self.children = children
        self.file = file
        self.line = line
        self.rootScreen = rootScreen
    }
}

/// A coordinator built where nothing keeps it: the library retains only the presentables listed in
/// a transition, and the window only the root controller.
package struct UnretainedCoordinator: Codable, Sendable, Equatable {
    package var coordinator: String
    /// What hands it out, e.g. `rootViewController`, `unownedRouter`, `trigger(_:on:)`, `setRoot(for:)`.
    package var handedOut: String
    package var enclosingType: String?
    package var file: String
    /// The type's name where it is built.
    package var line: Int
    package var column: Int

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(coordinator: String, handedOut: String, enclosingType: String? = nil, file: String, line: Int, column: Int) {
        self.coordinator = coordinator
        self.handedOut = handedOut
        self.enclosingType = enclosingType
        self.file = file
        self.line = line
        self.column = column
    }
}

/// Where code names a coordinator: `x.setRoot(for: window)` (the coordinator the app starts with),
/// or the place a router is built.
package struct CoordinatorSite: Codable, Sendable, Equatable {
    package var coordinator: String
    package var enclosingType: String?
    package var file: String
    /// The token the site is about (`setRoot`, the value pushed, the controller whose delegate is set, the type built).
    package var line: Int
    package var column: Int
    /// For a window's root: the application target(s) compiling its file (`Coordination.target`).
    package var target: String? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(coordinator: String, enclosingType: String? = nil, file: String, line: Int, column: Int, target: String? = nil) {
        self.coordinator = coordinator
        self.enclosingType = enclosingType
        self.file = file
        self.line = line
        self.column = column
        self.target = target
    }
}
