import StepGraphCore
/// What the XCoordinator front end keeps of one file once its tokens are gone: classes and the
/// generic arguments of what they inherit, typed names (routers keep their route type), the
/// `prepareTransition(for:)` arms and helpers of each type, every route trigger and reference, the
/// initial routes and children given to `super.init`, and the roots set on a window.
struct XCoordinatorFileFacts: FrontEndFacts {
    var path: String
    /// The file imports `XCoordinator` (or its Rx/Combine modules).
    var importsLibrary = false
    var classes: [XCClass] = []
    /// `BasicCoordinator`s (and its navigation, view and tab bar aliases) built with a transition closure.
    var closureCoordinators: [XCClosureCoordinator] = []
    var typedNames: [XCTypedName] = []
    /// Properties holding an array of presentables (`private lazy var tabs = [home, search]`).
    var heldArrays: [XCHeldArray] = []
    var typealiases: [XCTypealias] = []
    var functions: [XCFunction] = []
    var initializers: [XCInitializer] = []
    var triggers: [XCTrigger] = []
    /// Implicit `.name` members outside patterns and library transition calls, by name, each at its
    /// name token (line, column): possible values of a route variable.
    var implicitMembers: [String: [[Int]]] = [:]
    /// Implicit `.name` members outside patterns written inside each type (`static var start:
    /// AppRoute { .home }` in a route enum names its own case), with the first line of each.
    var implicitMembersByType: [String: [String: Int]] = [:]
    var roots: [XCRoot] = []
    /// Computed properties whose getter returns route literals (`var startRoute: AppRoute { loggedIn ? .home : .login }`).
    var computedRoutes: [XCComputedRoutes] = []
    /// Routers built with `map: nil` (`RedirectionRouter(viewController:parent:map: nil)`), by the type built.
    var redirectionsWithoutMap: [XCRoot] = []
    /// Types built in a function body and handed out only through members that do not retain them.
    var unretained: [XCUnretained] = []
    /// Types whose code hands out a strong reference to themselves (`strongRouter`, `anyCoordinator`,
    /// `self` as an argument or assigned value, a closure capturing `self` strongly): their screens may keep them alive.
    var selfRetainingTypes: Set<String> = []
    /// `addChild(X(rootViewController: rootViewController))` (any label, or none; also through a local), at the argument.
    var sharedRootChildren: [XCSharedRootChild] = []
    /// What each initializer hands to `super.init`/`self.init` as the root controller.
    var rootHandOffs: [XCRootHandOff] = []
    /// Types (or extended protocols) calling `removeChild(_:)` or overriding how the library removes children.
    var childRemovers: Set<String> = []
    /// `removeChild(_:)` called outside any type or on another object than `self`
    /// (`coordinator?.removeChild(child)`, `shop.removeChild(child)`), at the name, by enclosing type:
    /// whose children go is unknown, whatever the enclosing type.
    var foreignChildRemovals: [XCRoot] = []
    /// `override func presented(from:)` without `super.presented(from:)`, at its name, by enclosing type.
    var presentedOverrides: [XCPresentedOverride] = []
    /// Types naming `.immediately` (a `BasicCoordinator` loading its initial route in `init`), or passing
    /// or declaring an `initialLoadingType:` other than `.presented` (it may be `.immediately`).
    var immediateLoaders: Set<String> = []
    /// `rootViewController.delegate = …` (or a delegate given to the controller handed to `super.init`), by enclosing type.
    var replacedDelegates: [XCRoot] = []
    /// 1.x names used, and names of them the file declares itself (`func anyRouter()`).
    var legacyUses: [XCLegacyUse] = []
    var declaredLegacyNames: Set<String> = []
    /// The file uses a 2.x-only name (`UnownedRouter`, `strongRouter`, `mapToParentRoute`, `XCoordinatorRx`…).
    var usesVersion2 = false
}

/// `let child = X(…)` (or `X(…)` inline) handed out only as `child.rootViewController`,
/// `child.unownedRouter`, `.trigger(_, on: child)`, `child.setRoot(for:)`…
struct XCUnretained: Sendable {
    /// The type built, as written without generic arguments.
    var type: String
    var handedOut: String
    var enclosingType: String?
    /// The type's name token.
    var line: Int
    var column: Int
}

/// `override func presented(from:)` whose body names no `super.presented(from:)` and no trigger.
struct XCPresentedOverride: Sendable {
    var enclosingType: String?
    /// Functions it calls on its own object, by name: a method of the coordinator may call `super` for it.
    var calls: [String]
    /// It expands a macro: code the tool cannot see.
    var expandsMacro: Bool
    /// The override's name token.
    var line: Int
    var column: Int
}

/// A 1.x name: `AnyRouter`, `anyRouter`, `generateRootViewController`, `superRouter`…
struct XCLegacyUse: Sendable {
    var api: String
    var replacement: String
    var enclosingType: String?
    var line: Int
    var column: Int
}

/// A route as written: `.settings`, `AppRoute.settings`, `.item(id: 3)` (payloads are not kept).
typealias RouteRef = CaseLiteral

/// A class, what it inherits first (its superclass, as written without generic arguments) and that
/// superclass's generic arguments (`NavigationCoordinator<AppRoute>` → `AppRoute`).
struct XCClass: Sendable {
    var name: String
    var superclass: String
    var genericArguments: [String]
    /// The class's own generic parameter names (`class Base<R: Route>`).
    var genericParameters: [String]
    /// Declared `public` or `open`: another module may create it.
    var isPublic: Bool
}

/// A property or parameter and its declared type as written, generic arguments kept
/// (`UnownedRouter<ShopRoute>`); `owner` is the type (or `Type.function` for a parameter).
struct XCTypedName: Sendable {
    var owner: String
    var name: String
    var type: String
    /// What a property is initialised with (`AppCoordinator().strongRouter`).
    var value: ExprRef?
}

/// A property whose value is an array literal (or arrays joined with `+`): `lazy var tabs = [home, search]`,
/// `var routers: [Presentable] { [homeRouter, newsRouter] }`. Showing it (`.set(tabs)`) shows each element.
struct XCHeldArray: Sendable {
    var owner: String
    var name: String
    var elements: [ExprRef]
}

/// `typealias R = AppRoute`, top level (`owner` nil) or in a type.
struct XCTypealias: Sendable {
    var owner: String?
    var name: String
    var target: String
}

/// Where a route is triggered, or what a trigger is sent to.
enum XCReceiver: Sendable, Hashable {
    /// `self` or nothing: the enclosing type.
    case own
    /// An expression to type (`router`, `viewModel.router`, `child`).
    case value(ExprRef)
    /// A declared type as written (a parameter's or local's `UnownedRouter<HomeRoute>`), or the type
    /// whose initializer takes the route (`BasicNavigationCoordinator<HelpRoute>(initialRoute:)`).
    case typed(String)
}

/// A route put into a router: `router.trigger(.x)`, `.trigger(.x, on: r)`, `initialRoute: .x`,
/// `deepLink(…)`, a `mapToParentRoute` result. `route` is nil when the value is not written
/// (`router.trigger(route)`): a dynamic trigger.
struct XCTrigger: Sendable {
    var route: RouteRef?
    var receiver: XCReceiver
    var how: EmissionKind
    var enclosingType: String?
    /// The dynamic value as written.
    var detail: String?
    /// `x.trigger` named, not called (`.bind(to: viewModel.trigger)`): a router's method only when
    /// `x` is a router; an app's own `trigger` relay otherwise.
    var isUncalledMember = false
    /// The member a value that is no literal reads last (`session.startRoute`, `self.start` → `startRoute`, `start`).
    var member: String?
    /// For a deep-link link: where its `deepLink` call is written (the links of one call, over any lines).
    var chain: (line: Int, column: Int)? = nil
    var line: Int
    var column: Int
}

/// What a stretch of transition code (an arm, a helper) does.
struct XCEffect: Sendable {
    var outcomes: Set<Outcome> = []
    /// Expressions shown by a transition (pushed, presented, set, embedded, selected).
    var shown: [ExprRef] = []
    /// Routers and coordinators a `.trigger(_:on:)` or `.route(_:on:)` names.
    var targets: [ExprRef] = []
    /// Coordinators handed to `addChild(_:)`: children started on the parent's own root.
    var added: [ExprRef] = []
    /// What `.push(_:)` and `.set(_:)` put on the stack (on a navigation coordinator).
    var stacked: [XCStacked] = []
    /// Tabs a `.select(_:)` shows (already embedded, so not `shown`, but a deep link finds them).
    var selected: [ExprRef] = []
    /// Routes triggered by the transitions (`.trigger`, `.route`, `deepLink`, `chain`), by position.
    var routes: [RouteRef] = []
    /// Routes whose arms of this coordinator run here: `chain(routes: [.a, .b])`, `prepareTransition(for: .a)`.
    var chained: [RouteRef] = []
    /// What a helper declared to return no transition returns (`func home() -> Presentable { homeRouter }`):
    /// what its caller shows.
    var returned: [ExprRef] = []
    /// Same-type functions called (folded into the arm).
    var calls: [XCCall] = []
    /// Transition factories that are not the library's (`.alertTransition(title: t)`, `.fadeIn`): the
    /// app's own `extension Transition` members, folded in by the linker.
    var factoryCalls: [XCFactoryCall] = []
    /// Types constructed.
    var constructed: [String] = []
    /// The route being prepared is handed on as it is (`.trigger(route, on: parentRouter)`).
    var handsOnRoute = false
    /// Returns the tool cannot read (`return transition.value`), as written.
    var opaqueReturns: [String] = []
}

extension XCEffect {
    /// The parameter each argument labelled `labels` binds, skipping parameters with defaults
    /// (`_` for an unlabelled one); nil when the labels do not fit.
    static func parameterIndices(_ labels: [String?], in parameters: [String]) -> [Int]? {
        var indices: [Int] = []
        var p = 0
        for label in labels {
            while p < parameters.count && parameters[p] != (label ?? "_") { p += 1 }
            guard p < parameters.count else { return nil }
            indices.append(p)
            p += 1
        }
        return indices
    }

    /// A factory's effect at a call: its parameters stand for the call's arguments (`.presentFullScreen(home)`
    /// presents `home`).
    func binding(parameters: [String], to call: XCFactoryCall) -> XCEffect {
        let indices = XCEffect.parameterIndices(call.labels, in: parameters) ?? Array(call.arguments.indices)
        let bound = Dictionary(zip(indices, call.arguments), uniquingKeysWith: { first, _ in first })
        var effect = self
        effect.shown = shown.map { $0.substituting(bound) }
        effect.targets = targets.map { $0.substituting(bound) }
        effect.added = added.map { $0.substituting(bound) }
        effect.selected = selected.map { $0.substituting(bound) }
        effect.stacked = stacked.map { XCStacked(value: $0.value.substituting(bound), factory: $0.factory, line: $0.line, column: $0.column) }
        effect.factoryCalls = factoryCalls.map { inner in
            XCFactoryCall(name: inner.name, labels: inner.labels, arguments: inner.arguments.map { $0.substituting(bound) }, isTransition: inner.isTransition)
        }
        return effect
    }
}

/// A value `.push(_:)` or `.set(_:)` puts on a navigation stack.
struct XCStacked: Sendable {
    var value: ExprRef
    var factory: String
    /// The value's first token.
    var line: Int
    var column: Int
}

/// A call to a function of the same type: `showItem(id)`, `self.transition(for: route)`.
struct XCCall: Sendable, Hashable {
    var name: String
    /// The route being prepared is passed on: the callee's switch on it holds arms.
    var passesRoute: Bool
    /// What the call returns is returned (`return showItem(id)`): a callee the tool cannot find is
    /// a transition it cannot follow.
    var isReturned: Bool
}

/// `.alertTransition(title: t, message: m)` or `.dismissAll`: an implicit member that is no library factory.
struct XCFactoryCall: Sendable {
    var name: String
    /// The arguments' labels (nil: unlabelled) and values, in order (none for a `static var`).
    var labels: [String?]
    var arguments: [ExprRef]
    /// Returned, or a step of a returned `.multiple`: a factory the tool cannot find makes the arm opaque.
    var isTransition: Bool
}

/// One `case` (or `default`) of a switch on the route.
struct XCArm: Sendable {
    var patterns: [RouteRef]
    var isDefault: Bool
    var constrainsPayload: Bool
    var whereClause: String?
    var line: Int
    var column: Int
    var effect: XCEffect
}

/// A function of a type (or extension): `prepareTransition(for:)` or a helper.
struct XCFunction: Sendable {
    var owner: String
    var name: String
    var labels: [String]
    var line: Int
    /// The declared type of the parameter switched on (`RouteType`, `AppRoute`).
    var routeType: String?
    var arms: [XCArm]
    /// What the body does outside the arms (all of it when there are none).
    var effect: XCEffect

    var isPrepareTransition: Bool { name == XCoordinatorWord.prepareTransition.spelling && labels.first == "for" }
}

/// What an initializer passes to `super.init`: the initial route and the children (`tabs:`,
/// `root:`, `master:`, `detail:`, `pages:`).
struct XCInitializer: Sendable {
    var owner: String
    var children: [ExprRef]
    /// The screen handed over as the first one: `root:`, or the root of `UINavigationController(rootViewController:)`.
    var root: ExprRef? = nil
    /// The `rootViewController:` given as such (for a view coordinator, its screen).
    var rootController: ExprRef? = nil
}

/// `x.setRoot(for: window)`: the app's root coordinator.
struct XCRoot: Sendable {
    var receiver: XCReceiver
    var enclosingType: String?
    /// The token the site is about (`setRoot`, the controller whose delegate is set, the type built).
    var line: Int
    var column: Int
}

/// A computed property's getter returning routes as literals: `if signedIn { return .home }; return .login`,
/// `signedIn ? .home : .login`, a `switch` whose arms are literals.
struct XCComputedRoutes: Sendable {
    var owner: String?
    var name: String
    var routes: [RouteRef]
    /// Every value it returns is one of `routes` (no `return` of something else).
    var isComplete: Bool
}

/// `addChild(X(navigationController: rootViewController))`: a coordinator built with the adder's own root
/// controller as an argument. Whether it becomes the child's root depends on the initializer called.
struct XCSharedRootChild: Sendable {
    /// The type built, as written.
    var type: String
    /// The argument's label (`rootViewController`, `navigationController`; `_` when unlabelled).
    var label: String
    var enclosingType: String?
    /// The argument of `addChild`.
    var line: Int
    var column: Int
}

/// An initializer of a type and the parameter it hands to `super.init`/`self.init` as `rootViewController:`.
struct XCRootHandOff: Sendable {
    var owner: String
    /// Its parameters' external labels (`_` when unlabelled).
    var labels: [String]
    /// The label of the parameter passed on as the root controller; nil when the root is its own
    /// (`super.init(rootViewController: UINavigationController())`, or the library's default).
    var passedOn: String?
}

/// `BasicNavigationCoordinator<HelpRoute>(initialRoute: .faq) { route in switch route { … } }`, also with a
/// labelled `prepareTransition:` closure, a method reference, or a closure held in a property: a
/// coordinator with no class of its own, named by what it is assigned to (or the function building it).
struct XCClosureCoordinator: Sendable {
    /// The library class as written without generic arguments (`BasicNavigationCoordinator`).
    var base: String
    /// Its first generic argument (the route type), when written.
    var routeArgument: String?
    /// The property or local it is assigned to, else the first case of the arm building it, else the
    /// function building it, else `base`.
    var name: String
    var enclosingType: String?
    /// The class name token.
    var line: Int
    var column: Int
    /// The closure's switch on the route, as a `prepareTransition(for:)` of the enclosing type.
    var transitions: XCFunction?
    /// A method of the enclosing type the route is handed to (`prepareTransition: transition(for:)`,
    /// `{ [unowned self] in self.transition(for: $0) }`).
    var helper: String?
    /// The transition code as written when neither could be read.
    var unreadable: String?
    /// `initialRoute:` as written.
    var initialRoute: RouteRef?
    /// Assigned to a property of `enclosingType` (`lazy var help = BasicNavigationCoordinator<R>(…)`).
    var isProperty = false
    /// The `case` label of the switch arm it is built in (`line`, `column`), if any: that arm starts it.
    var builtInArm: [Int]?
}
