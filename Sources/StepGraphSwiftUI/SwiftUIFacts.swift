import StepGraphCore
/// What the SwiftUI front end keeps of one file once its tokens are gone: the destination and
/// presentation modifiers with their closures' arms (or where the closure hands the value on), the
/// switches that may hold those arms elsewhere, typed properties, the app's methods that put a
/// parameter on a path or into a bound optional, and every value written where a route may be meant.
struct SwiftUIFileFacts: FrontEndFacts {
    var path: String
    /// The file imports SwiftUI.
    var importsSwiftUI = false
    var registrations: [SUIRegistration] = []
    /// Switches on `self`, a parameter or a stored property, by the member they are in.
    var switches: [SUISwitch] = []
    var properties: [SUIProperty] = []
    /// Methods that put one of their parameters on a path or into a property (`func navigate(to
    /// route: Route) { path.append(route) }`).
    var forwardingMethods: [SUIForwardingMethod] = []
    /// `NavigationLink(value:)`, `path.append(…)`, `path = […]`, `sheet = .x`.
    var pushes: [SUIPush] = []
    /// The old API's links and flag-bound presentations, which build their destination.
    var directEdges: [SUIDirectEdge] = []
    /// Calls with a route-like value among their arguments (`router.navigate(to: .detail(id))`).
    var calls: [SUICall] = []
    /// `Type.case` and `.case` written outside patterns and outside the sites above: possible values
    /// of a route (they keep a route alive, never prove a push).
    var mentions: [SUIValue] = []
    /// The views, modifiers and stacks each view-building member shows (the containment walk).
    var views: [SUIViewMember] = []
    /// Functions and computed properties returning a view, with the view types they return.
    var viewBuilders: [SUIViewBuilder] = []
}

/// A function or computed property of the app returning a view (`func makeDetail(for:) -> some View`):
/// its declared type (`-> DetailView`), or for `some View`/`AnyView` the view types its code builds.
struct SUIViewBuilder: Sendable {
    var owner: String
    var name: String
    var views: [String]
}

/// A value as written: `.settings`, `Route.detail(id)`, `Profile.Destination.edit` (payloads are not
/// kept), a type built (`Item(id: 1)`: `caseName` nil), or a value read from a name (`entry`: both nil).
struct SUIValue: Sendable, Hashable {
    var qualifier: String?
    var caseName: String?
    var line: Int
    var column: Int
    /// For a value read from a name: the type it is declared with in this file, as written (`let
    /// route: Route`, a parameter, the element type of what a `for` loop or `ForEach` closure iterates).
    var declaredType: String? = nil
    /// For a value read from a member of the enclosing type or of what it holds (`route`,
    /// `self.model.nextRoute`) no declaration in this file types: the chain, typed by the linker
    /// from the properties of every file read (a view model declared elsewhere).
    var chain: SUIChain? = nil

    /// The case name of a mention standing for every case of its type (`Route.allCases`, `Route(rawValue: s)`).
    static let everyCase = "allCases"
}

extension SUIValue {
    /// A case literal as a value.
    init(_ literal: CaseLiteral) {
        self.init(qualifier: literal.qualifier, caseName: literal.caseName, line: literal.line, column: literal.column)
    }
}

/// A chain of members as written, without `self.` and `$` (`router.path`, `path`, `store.router.sheet`).
typealias SUIChain = [String]

/// How a registration finds the value's view: a switch in its closure, or code it hands the value to.
enum SUIDestination: Sendable {
    case arms([SUIArm])
    /// `{ $0.destination }`, `{ route in route.view() }`: a member of the value's own type.
    case member(String)
    /// `{ RouteView(route: $0) }`: a view type the value is handed to.
    case view(String)
    /// `{ router.destination(for: $0) }`, `{ destination(for: $0) }`: a method of the app.
    case function(String)
    /// No switch and no hand-off: the views the closure builds (one arm for the whole type).
    case views([String])
}

/// `.navigationDestination(for: Route.self) { … }`, `.sheet(item: $sheet) { … }` and the like.
struct SUIRegistration: Sendable {
    /// `navigationDestination`, `sheet`, `fullScreenCover`, `popover`.
    var modifier: String
    /// The type named by `for: T.self`, when written.
    var forType: String?
    /// The binding given to `item:` (`$sheet` → `sheet`), when there is one.
    var item: SUIChain?
    /// The type (or extension) and member the modifier is written in.
    var host: String?
    var member: String?
    var destination: SUIDestination
    /// The modifier's name token.
    var line: Int
    var column: Int
}

/// One `case` (or `default`) of a destination switch.
struct SUIArm: Sendable {
    var patterns: [SUIValue]
    var isDefault: Bool
    /// View types the arm builds.
    var views: [String]
    /// The arm shows nothing (`EmptyView()`, `break`, no code).
    var isEmpty: Bool
    var line: Int
    var column: Int
}

/// A switch that may hold the arms of a destination handed on.
struct SUISwitch: Sendable {
    enum Subject: Sendable { case own, parameter(type: String), property(String) }
    var owner: String
    /// The computed property, method or `body` the switch is in.
    var member: String
    var subject: Subject
    var arms: [SUIArm]
}

/// A stored or computed property with the type it is declared with (or built from, or bound to in
/// `@Environment(Router.self)`), as written without `?`.
struct SUIProperty: Sendable {
    var owner: String
    var name: String
    var type: String
}

/// A method handing its parameter `parameter` (declared `type`) to `target`: appended (`isAppend`) or assigned.
struct SUIForwardingMethod: Sendable {
    var owner: String
    var name: String
    var labels: [String]
    var parameter: Int
    var type: String
    var target: SUIChain
    var isAppend: Bool
}

/// Where a value is pushed or presented.
struct SUIPush: Sendable {
    enum Kind: Sendable { case link, append, assign }
    var kind: Kind
    /// What receives the value (`path`, `router.path`, `sheet`); empty for a link.
    var target: SUIChain
    /// The values written (several for `path = [.a, .b]`), or the one value read from a name
    /// (`entry`: no qualifier, no case), typed by where it goes.
    var values: [SUIValue]
    var enclosingType: String?
    var line: Int
    var column: Int
}

/// A push or presentation that builds its destination instead of taking a value (`NavigationLink(destination:
/// Detail())`, `.sheet(isPresented: $flag) { Compose() }`): an edge from the view it is in to the view built.
struct SUIDirectEdge: Sendable {
    /// `NavigationLink`, `navigationDestination`, `sheet`, `fullScreenCover` or `popover`.
    var form: String
    /// A push onto the enclosing stack (a link, `navigationDestination(isPresented:)`), or else a presentation.
    var isPush: Bool
    /// The view types the destination builds, in source order.
    var views: [String]
    /// The app's member the destination calls instead of building a view (`makeDetail(for: item)`,
    /// `self.detailView`): its returned view is the destination.
    var builder: String? = nil
    /// The type (or extension) it is written in.
    var host: String?
    /// The link's or modifier's name token.
    var line: Int
    var column: Int
}

/// `receiver.name(label: value, …)` with route-like values among its arguments.
struct SUICall: Sendable {
    var receiver: SUIChain
    var name: String
    var labels: [String]
    /// Route-like values by argument position.
    var values: [Int: SUIValue]
    var enclosingType: String?
}

/// What a view-building member (`body`, a computed `some View`, a `@ViewBuilder` function, a
/// `ViewModifier`'s `body(content:)`, an `extension View` helper) shows, in source order.
struct SUIViewMember: Sendable {
    var owner: String
    var member: String
    var items: [SUIViewItem]
}

/// One thing a view-building member shows, with the items (of the same member) whose content holds it.
struct SUIViewItem: Sendable {
    enum Kind: Sendable, Equatable {
        /// A view type built (`DetailView(…)`): `name`.
        case view
        /// A member of the owner shown (`content`, `rows()`): `name`.
        case member
        /// A `NavigationStack` (or the old `NavigationView`); `path` is its `path:` binding.
        case stack
        /// A `NavigationSplitView`: its columns are no stack of their own.
        case splitView
        /// A `TabView`: each tab's content (`.tabItem`, `Tab(…) { … }`, `.tag(…)`) is one of its frames.
        case tabView
        /// A split view's `detail:` column: what its sidebar and content columns' links push onto.
        case detailColumn
        /// `sheet`/`fullScreenCover`/`popover` content without `item:` (`isPresented:`): a new presentation context.
        case presentation
        /// Content pushed onto the enclosing stack without a value (`NavigationLink(destination:)`,
        /// `navigationDestination(isPresented:)`).
        case pushedContent
        /// A registration (index into the file's `registrations`); its closure is pushed or presented content.
        case registration(Int)
        /// A `NavigationLink(value:)` (index into the file's `pushes`).
        case link(Int)
        /// `List`, `ForEach`, `LazyVStack`…: rows built lazily (a `List`'s `selection:` binding in `path`).
        case lazy
        /// A member of the app applied as a modifier (`withAppRouter()`, `modifier(RouterModifier())`): `name`.
        case modifier
    }
    var kind: Kind
    var name: String
    /// A stack's `path:` binding (`$router.path` → `router`, `path`), or a `List`'s `selection:` binding.
    var path: SUIChain? = nil
    /// Indices (into the member's items) of the items whose content holds this one, innermost last.
    var containers: [Int]
    var line: Int
    var column: Int
}
