/// The navigation of a code base as one graph, whatever the framework: frames (RxFlow flows,
/// FunctionalNavigationFlowKit containers), nodes (entries, RxFlow arms, screens) and edges (what
/// leads where, by which action, written where). Built once from the model; the map draws it, the
/// rules and `paths` walk it. Node ids are stable for a given model (counters in model order).
public struct NavigationGraph: Sendable {
    package enum NodeKind: String, Codable, Sendable {
        /// Where the app starts (an RxFlow root coordination, an FNFK flow run outside any screen).
        case entry
        /// A deep link through `coordinator.navigate(to:)`.
        case deepLink
        /// A handled step: one `case` of an RxFlow `navigate(to:)`.
        case arm
        /// A step that arrives in a flow with no arm for it.
        case droppedStep
        /// A step whose handling the tool cannot decide (a flow declared twice, code it does not
        /// follow): lint says nothing about it, and the map does not call it dropped.
        case undecidedStep
        /// A view controller an FNFK flow shows.
        case screen
        /// An FNFK flow function nothing reaches, as the source of what it shows.
        case flow
    }

    package enum FrameKind: Sendable, Equatable {
        /// An RxFlow flow and the kind of its root.
        case flow(RootKind)
        /// An FNFK container controller.
        case container(ContainerKind)
    }

    /// A box nodes are drawn in.
    package struct Frame: Sendable, Equatable {
        package var id: String
        package var name: String
        package var kind: FrameKind
        /// The frame this one sits in (a stack inside a tab bar).
        package var parent: String?
        package var framework: Framework
        package var location: SourceLocation?

        /// Every stored property (the memberwise initializer, for the package's other targets).
        package init(id: String, name: String, kind: FrameKind, parent: String? = nil, framework: Framework, location: SourceLocation? = nil) {
            self.id = id
            self.name = name
            self.kind = kind
            self.parent = parent
            self.framework = framework
            self.location = location
        }
    }

    package struct Node: Sendable, Equatable {
        package var id: String
        package var kind: NodeKind
        /// What the node stands for: the arm's steps, the screen's type, the entry's description.
        package var name: String
        package var label: String
        package var frame: String?
        package var framework: Framework
        /// An RxFlow arm's primary outcome.
        package var outcome: Outcome?
        /// Lines describing it (what it does, where).
        package var details: [String]
        package var location: SourceLocation?
        /// The steps an arm handles (none for a `default:` arm), a dropped step, a deep link's steps or routes.
        package var steps: [String] = []
        /// A `default:` arm.
        package var isDefault = false
        /// The screens an arm shows, as the map writes them under its steps (`paths --to` a screen).
        package var screens: [String] = []

        /// Every stored property (the memberwise initializer, for the package's other targets).
        package init(id: String, kind: NodeKind, name: String, label: String, frame: String? = nil, framework: Framework, outcome: Outcome? = nil, details: [String], location: SourceLocation? = nil, steps: [String] = [], isDefault: Bool = false, screens: [String] = []) {
            self.id = id
            self.kind = kind
            self.name = name
            self.label = label
            self.frame = frame
            self.framework = framework
            self.outcome = outcome
            self.details = details
            self.location = location
            self.steps = steps
            self.isDefault = isDefault
            self.screens = screens
        }
    }

    /// What an edge means (the map's edges use the same kinds).
    package enum EdgeKind: String, Codable, Sendable {
        /// A screen's stepper emits the step the target arm handles.
        case emits
        /// An arm starts a child flow.
        case startsChild
        /// A child flow ends or forwards a step to its parent.
        case returnsToParent
        /// An arm forwards a step to its own flow.
        case forwardsToCurrent
        /// App start or a deep link.
        case entry
        /// A step that arrives where nothing takes it.
        case dropped
        /// An FNFK transition (the edge's `action` says which).
        case transition
        /// A frame holds another (a SwiftUI stack the destinations placed on it): only an overview
        /// draws it, between the boxes that stand for the two frames.
        case holds
    }

    package struct Edge: Sendable, Equatable {
        package var from: String
        package var to: String
        package var kind: EdgeKind
        /// For a transition: what it does.
        package var action: TransitionAction? = nil
        /// The step or route it carries.
        package var label: String?
        /// Taken in one branch of a condition only.
        package var conditional: Bool
        /// False when the route carrying it is provably never invoked.
        package var isLive: Bool
        package var details: [String]
        package var location: SourceLocation?
        /// For edges into an RxFlow flow: the frame, so the edge can end at the frame.
        package var intoFrame: String?

        /// Every stored property (the memberwise initializer, for the package's other targets).
        package init(from: String, to: String, kind: EdgeKind, action: TransitionAction? = nil, label: String? = nil, conditional: Bool, isLive: Bool, details: [String], location: SourceLocation? = nil, intoFrame: String? = nil) {
            self.from = from
            self.to = to
            self.kind = kind
            self.action = action
            self.label = label
            self.conditional = conditional
            self.isLive = isLive
            self.details = details
            self.location = location
            self.intoFrame = intoFrame
        }
    }

    package let model: NavigationModel
    /// The front ends that built it; the rules, the map and `paths` ask them what their frameworks mean.
    package let frontEnds: FrontEndRegistry
    /// What a front end's builder attached for its own rules and map (RxFlow's routing), by type.
    private let parts: [ObjectIdentifier: any Sendable]
    package internal(set) var frames: [Frame] = []
    package internal(set) var nodes: [Node] = []
    package internal(set) var edges: [Edge] = []
    private var nodeIndex: [String: Int] = [:]
    private var outgoing: [String: [Int]] = [:]
    private var incoming: [String: [Int]] = [:]

    /// Builds the framework-neutral graph of `model` with every front end of `frontEnds` (what the
    /// rules, the map and `NavigationPaths` read).
    public init(model: NavigationModel, frontEnds: FrontEndRegistry) {
        self.model = model
        self.frontEnds = frontEnds
        var builder = GraphAssembly()
        for frontEnd in frontEnds.all { frontEnd.buildGraph(model, into: &builder) }
        // Where no front end's routing attached what it knows about steps, what the model alone says.
        if builder.parts[ObjectIdentifier(StepUsage.self)] == nil { builder.attach(StepUsage(model: model)) }
        parts = builder.parts
        frames = builder.frames
        nodes = builder.nodes
        edges = builder.edges
        for (index, node) in nodes.enumerated() { nodeIndex[node.id] = index }
        for (index, edge) in edges.enumerated() {
            outgoing[edge.from, default: []].append(index)
            incoming[edge.to, default: []].append(index)
        }
    }

    /// The graph of an analysis's model, built by the front ends it ran with.
    public init(_ analysis: Analysis) {
        self.init(model: analysis.model, frontEnds: analysis.frontEnds)
    }

    /// The part of type `P` a front end attached, if any.
    package func part<P: Sendable>(_ type: P.Type) -> P? { parts[ObjectIdentifier(type)] as? P }

    package func node(_ id: String) -> Node? { nodeIndex[id].map { nodes[$0] } }

    package func edges(from id: String) -> [Edge] { (outgoing[id] ?? []).map { edges[$0] } }
    package func edges(to id: String) -> [Edge] { (incoming[id] ?? []).map { edges[$0] } }

    /// An app start's name: `App start`, with the application target(s) it starts where a project or
    /// manifest says (`App start (ShopDemo)`): an app and its demo apps each have their own.
    package static func entryName(target: String?) -> String {
        target.map { "App start (\($0))" } ?? "App start"
    }

    /// The entry nodes (app start, deep links).
    package var entries: [Node] { nodes.filter { $0.kind == .entry || $0.kind == .deepLink } }

    /// Node ids reachable from `sources` over live edges (the sources included).
    package func reachable(from sources: [String]) -> Set<String> {
        var seen = Set(sources)
        var pending = sources
        while let id = pending.popLast() {
            for edge in edges(from: id) where edge.isLive && seen.insert(edge.to).inserted { pending.append(edge.to) }
        }
        return seen
    }

    /// Node ids from which one of `targets` is reachable over live edges (the targets included).
    package func reaching(_ targets: [String]) -> Set<String> {
        var seen = Set(targets)
        var pending = targets
        while let id = pending.popLast() {
            for edge in edges(to: id) where edge.isLive && seen.insert(edge.from).inserted { pending.append(edge.from) }
        }
        return seen
    }

    /// The screen node of an FNFK screen type.
    package func screenNode(_ name: String) -> Node? {
        nodes.first { $0.kind == .screen && $0.name == name }
    }
}

/// Frames, nodes and edges as the framework builders add them.
package struct GraphAssembly {
    package var frames: [NavigationGraph.Frame] = []
    package var nodes: [NavigationGraph.Node] = []
    package var edges: [NavigationGraph.Edge] = []
    fileprivate var parts: [ObjectIdentifier: any Sendable] = [:]
    private var counter = 0

    /// Attaches a front end's own part of the graph (`NavigationGraph.part`).
    package mutating func attach<P: Sendable>(_ part: P) { parts[ObjectIdentifier(P.self)] = part }

    /// `prefix` followed by the next number (`n1`, `e2`, `n3`…): unique across prefixes.
    package mutating func nextID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }
}
