import StepGraphCore
/// What the FunctionalNavigationFlowKit front end keeps of one file: its flow functions and stored
/// flows as flow trees, where flows run outside them, and how each type uses its members.
struct FNFKFileFacts: FrontEndFacts {
    var path: String
    var flowFunctions: [FlowFunction] = []
    var storedFlows: [StoredFlow] = []
    /// Flows run (`MainFlow(…)()`, `flow()`) outside flow functions, by enclosing type and function.
    var runs: [FlowRun] = []
    /// Functions and methods outside flow functions whose bodies call or run something (a
    /// coordinator's `start()`, `finishAuth()`), for the walk to follow code that calls them.
    var methods: [MethodBody] = []
    /// Lines where a flow expression nested deeper than the parser reads was cut.
    var cutTrees: [Int] = []
    /// How each type's code uses values: calls, forwards, other uses.
    var uses: [ValueUse] = []
    /// Parameters and typed locals of each type's functions, to type receivers (`routes.open`).
    var typedNames: [TypedName] = []
    /// Screens' and routes' initializer signatures, for their navigation parameters' declarations.
    var initializers: [InitializerSignature] = []
    /// Factories returning a controller: which controller each builds (`DeckDetailsFactory.make`).
    var screenFactories: [ScreenFactory] = []
    /// Type-like names (and called names) used outside flow functions, with how often.
    var outsideMentions: [String: Int] = [:]
    /// The names each flow function's body uses.
    var flowMentions: [String: Set<String>] = [:]
}

/// A flow expression as written, before names are resolved.
indirect enum FlowNode: Sendable {
    /// A library factory call that shows or removes screens (`PushFlow(in: nav, Screen())`).
    case show(ShowCall)
    /// A call: an app's flow function, a screen or routes initializer, a factory, a method.
    case call(FlowCall)
    /// A name standing for a flow, a container or a value: a parameter, a local, a function reference.
    case name(String, line: Int)
    /// `{ params in … }`: the flows it returns and the flows it runs.
    case closure(FlowClosure)
    /// Alternatives: `if`/`switch`/ternary/`LazyFlow`/`whenExists`.
    case branches([FlowNode])
    /// In order: `ConcatFlow([a, b])`, the statements of a closure.
    case sequence([FlowNode])
    /// Running a flow now: `x()`, `Make(…)()`, `flow.execute()`.
    case run(FlowNode, line: Int)
    /// `let name = value` in a body, for later statements; `escapes` when the body uses the name
    /// other than as a factory's `in:` container.
    case local(String, FlowNode, escapes: Bool)
    /// `list.onSelect = value` in a body: a route handed to a screen built in a local, by property.
    case assign(String, member: String, FlowNode)
    /// `EmptyFlow`, `{}`.
    case empty(line: Int?)
}

/// The library's factories, by what they do.
enum ShowKind: String, Sendable {
    case push, present, windowRoot, tabItems, pop, popToRoot, dismiss

    var action: TransitionAction {
        switch self {
        case .push: return .push
        case .present: return .present
        case .windowRoot: return .setWindowRoot
        case .tabItems: return .setTabItems
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .dismiss: return .dismiss
        }
    }

    /// Whether it shows a new screen (rather than going back).
    var shows: Bool { self == .push || self == .present || self == .windowRoot || self == .tabItems }
}

struct ShowCall: Sendable {
    var factory: String
    var kind: ShowKind
    /// The `in:` argument (a stack, a presenter, a window, a tab bar).
    var container: FlowNode?
    /// What is shown: a screen initializer, a factory, `DeferredBuild`, a builder closure.
    var target: FlowNode?
    /// Tab items.
    var items: [FlowNode]
    /// `completionFlow:`: runs after the transition.
    var completion: FlowNode?
    var line: Int
    var column: Int
}

struct FlowCall: Sendable {
    /// `DeckDetailsFactory` in `DeckDetailsFactory.make(…)`.
    var qualifier: String?
    var callee: String
    var arguments: [FlowArgument]
    var line: Int
    var column: Int
}

extension FlowCall {
    /// `"()"` as a qualifier: the call is made on what the previous call of a chain returned
    /// (`storage.save(…).subscribe(onCompleted: { … })`), a value the tool does not type.
    static let resultOfPreviousCall = "()"

    /// Whether closures handed to `callee` are callbacks it runs (later, but they run): a method or
    /// function (`subscribe`, `async`, `present(…, completion:)`), a task (`Task { await … }`) or a
    /// platform type that is not a screen (`UIAlertAction(…) { _ in … }`). A screen's or the app's
    /// own initializer keeps them as routes or fields instead.
    static func handsOnCallbacks(_ callee: String) -> Bool {
        guard let first = callee.utf8.first else { return false }
        if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { return true }
        return callee == "Task" || (FNFKFrontEnd.isPlatformName(callee) && !callee.hasSuffix("Controller"))
    }

    /// Closures handed to one call are alternatives when it takes several (`onSuccess:`/`onFailure:`):
    /// what each runs is conditional.
    var callbacksAreAlternatives: Bool {
        arguments.filter { if case .closure? = $0.value { return true } else { return false } }.count > 1
    }
}

struct FlowArgument: Sendable {
    var label: String?
    /// The argument as a flow expression; nil for plain values (`deck`, `"Title"`, `.formSheet`).
    var value: FlowNode?
    /// A single name (`deck`, `onLogout`), kept to bind parameters even when it is not a flow.
    var name: String?
}

struct FlowClosure: Sendable {
    var parameters: [String]
    /// What it returns (for `(X) -> Flow` routes) or, without `return`, its single expression.
    var returns: FlowNode?
    /// What it runs or calls, in order.
    var statements: [FlowNode]
    var line: Int
}

/// `func AuthFlow(in window: UIWindow, onSignedIn: @escaping Flow) -> Flow` and what it returns.
struct FlowFunction: Sendable {
    /// The enclosing type, "" for a free function.
    var owner: String
    var name: String
    var parameters: [FlowParameter]
    var body: FlowNode
    /// A custom factory (`return { …UIKit… }`): what its body does, and which parameters are the
    /// container and the screen.
    var customKind: TransitionAction?
    /// `public` or `open`: other modules may call it.
    var isPublic: Bool
    var line: Int
    var column: Int
}

struct FlowParameter: Sendable {
    /// The argument label (`_` when none).
    var label: String
    var name: String
    var type: String
    var hasDefault: Bool
    /// The function's body mentions it (forwards, runs or otherwise uses it).
    var isUsed: Bool
    /// Where its name is.
    var line: Int
    var column: Int
}

/// A property or global holding a flow (`let logoutFlow: Flow = …`, `lazy var help = PushFlow(…)`).
struct StoredFlow: Sendable {
    var owner: String
    var name: String
    var value: FlowNode
    var line: Int
}

/// A flow run outside a flow function.
struct FlowRun: Sendable {
    var node: FlowNode
    var enclosingType: String?
    var enclosingFunction: String?
    /// In one branch of an `if`/`switch`/ternary.
    var conditional: Bool
    var line: Int
}

/// A function or method outside flow functions (`func finishAuth() { … }`): its body as a flow tree,
/// which the walk runs when code it follows calls the method.
struct MethodBody: Sendable {
    /// The enclosing type, "" for a free function.
    var owner: String
    var name: String
    /// The statements and (single-expression) value of the body.
    var body: FlowNode
    /// It runs a flow itself (`MainFlow(…)()`, `flow()`), directly or in a callback it hands on: the
    /// methods a call on a value of unknown type may reach.
    var runsFlows: Bool
}

/// How a type's code (outside flow functions) uses a member, a parameter or another value's member.
struct ValueUse: Sendable {
    enum Kind: Sendable {
        /// `p()`, `routes.open(x)`.
        case call
        /// Handed to a member: `self.q = p`, `viewModel.exit = { p() }`.
        case stored(receiver: [String], member: String)
        /// Handed to a call's argument: `Make(label: p)`, `Make(label: { p() })`.
        case passed(callee: [String], label: String?, index: Int)
        /// Used in a way the tool cannot follow (kept in a local, returned, captured by other code).
        case escape
    }

    /// The type whose code this is ("" at the top level).
    var owner: String
    /// The names before the used one: [] for `p` and `self.p`, ["routes"] for `routes.open`.
    var receiver: [String]
    var name: String
    var kind: Kind
    var line: Int
    /// A bare name the enclosing function declares as a parameter or local: not a member, nor a
    /// method of the type (`scene` in `func scene(_ scene: UIScene, …)`).
    var isLocal = false
}

/// A name a type's functions declare with a type (parameters, typed locals): what a receiver is.
struct TypedName: Sendable {
    var owner: String
    var name: String
    var type: String
}

struct InitializerSignature: Sendable {
    var owner: String
    var labels: [String]
    var names: [String]
    var types: [String]
    /// Where each parameter's name is.
    var places: [(line: Int, column: Int)]
}

/// `static func make(…) -> UIViewController { DeckDetailsViewController(…) }`.
struct ScreenFactory: Sendable {
    var owner: String
    var name: String
    /// The controller types its body builds.
    var builds: [String]
    /// Its return type as written (`UIViewController`, `SpaViewController`).
    var returnType: String
    var parameterLabels: [String]
    var parameterNames: [String]
    /// Which parameter each built controller's argument label receives (`study` → `study`).
    var forwards: [(parameter: String, label: String)]

    /// How a screen it builds names it among its aliases: `Owner.name`, or `name` for a free function.
    var alias: String { owner.isEmpty ? name : owner + "." + name }
}

extension FlowNode {
    /// Calls `body` on every call in the tree (screens, routes, flow functions, factories), the
    /// library's factories' operands included.
    func visitCalls(_ body: (FlowCall) -> Void) {
        visit { node in if case .call(let call) = node { body(call) } }
    }

    /// The names the tree calls or runs: callees (`coordinator.showMain()`) and bare names (`restart()`).
    var calledNames: Set<String> {
        var names: Set<String> = []
        visit { node in
            switch node {
            case .call(let call): names.insert(call.callee)
            case .name(let name, _): names.insert(name)
            default: break
            }
        }
        return names
    }

    /// Every node of the tree (without recursion: trees can be deep).
    func visit(_ body: (FlowNode) -> Void) {
        var pending: [FlowNode] = [self]
        while let node = pending.popLast() {
            body(node)
            switch node {
            case .show(let show):
                pending += [show.container, show.target, show.completion].compactMap { $0 } + show.items
            case .call(let call):
                pending += call.arguments.compactMap(\.value)
            case .closure(let closure):
                pending += closure.statements + [closure.returns].compactMap { $0 }
            case .branches(let nodes), .sequence(let nodes):
                pending += nodes
            case .run(let inner, _), .local(_, let inner, _), .assign(_, _, let inner):
                pending.append(inner)
            case .name, .empty:
                break
            }
        }
    }
}
