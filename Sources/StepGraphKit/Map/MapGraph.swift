/// The navigation map as meaning, before any drawing decision: flows (boxes), nodes (arms, entries,
/// problem steps) and edges (what leads where). `GraphvizStyle` and `MermaidWriter` draw it.
public struct MapGraph: Codable, Sendable, Equatable {
    public var title: String
    public var flows: [MapFlow] = []
    public var nodes: [MapNode] = []
    public var edges: [MapEdge] = []
}

/// `--link-template`: `{file}` and `{line}` replaced by a location.
public enum LinkTemplate {
    public static func url(_ template: String, file: String, line: Int) -> String {
        template.replacingOccurrences(of: "{file}", with: file).replacingOccurrences(of: "{line}", with: String(line))
    }
}

/// A frame: an RxFlow flow, or a FunctionalNavigationFlowKit container (a navigation stack, a tab bar).
public struct MapFlow: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable { case normal, neverEnding, unreachable }
    /// A short id safe in every output format (`f1`, `c2`…).
    public var id: String
    public var name: String
    public var rootKind: RootKind
    /// Set for an FNFK container: what it holds.
    public var container: ContainerKind?
    /// The frame this one sits in (a stack inside a tab bar).
    public var parent: String?
    public var status: Status
    public var location: SourceLocation
    /// RxFlow arms, or FNFK screens, drawn in it.
    public var armCount: Int
    /// A remark drawn under the frame's title (what its `default:` arm does).
    public var note: String? = nil
    /// On a `diff --map`: what the change did to it.
    public var change: MapChange? = nil

    /// What the frame is, for its label: the flow's root kind or the container's kind.
    public var kindName: String { container?.displayName ?? rootKind.displayName }
}

public struct MapNode: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// A handled step: one `case` of `navigate(to:)`.
        case arm
        /// Where the app starts (the coordinator's first stepper).
        case entry
        /// A deep link through `coordinator.navigate(to:)`.
        case deepLink
        /// A step nothing emits.
        case deadStep
        /// A step that arrives where no arm takes it (misrouted, unhandled, or a parent without an arm).
        case droppedStep
        /// Another flow or container, on a page that shows one: a stub that opens its page.
        case externalFlow
        /// A flow or container, on the overview (`page` set: it opens its page); an FNFK flow
        /// function nothing reaches.
        case flow
        /// A view controller an FNFK flow shows.
        case screen
    }

    public enum Status: String, Codable, Sendable { case normal, problem, dead }

    public var id: String
    /// The flow (`MapFlow.id`) the node is drawn in, if any.
    public var flow: String?
    public var kind: Kind
    public var label: String
    /// The arm's primary outcome (decides its shape).
    public var outcome: Outcome?
    public var status: Status
    public var tooltip: String
    public var location: SourceLocation?
    /// On a `diff --map`: what the change did to it.
    public var change: MapChange? = nil
    /// On a split map: the flow (`MapFlow.id`) whose page this node opens (an overview's flow, a page's stub).
    public var page: String? = nil
    /// With `page`: the FNFK container that page draws (nil for an RxFlow flow), so the key names it in its own words.
    public var container: ContainerKind? = nil
}

public struct MapEdge: Codable, Sendable, Equatable {
    public typealias Kind = NavigationGraph.EdgeKind

    public var from: String
    public var to: String
    public var kind: Kind
    public var tooltip: String
    /// For edges into a flow: the flow id, so the edge can end at the flow's frame.
    public var intoFlow: String?
    /// An FNFK transition's action.
    public var action: TransitionAction?
    /// The route an FNFK transition goes through, drawn on the edge.
    public var label: String?
    public var conditional: Bool
    /// False when the route carrying it is never invoked.
    public var isLive: Bool
    /// On a `diff --map`: what the change did to it.
    public var change: MapChange? = nil
    /// The front end that drew it, for the key's words (not part of the map's JSON).
    public var framework: Framework? = nil

    private enum CodingKeys: String, CodingKey {
        case from, to, kind, tooltip, intoFlow, action, label, conditional, isLive, change
    }

    public init(from: String, to: String, kind: Kind, tooltip: String, intoFlow: String?, action: TransitionAction? = nil,
                label: String? = nil, conditional: Bool = false, isLive: Bool = true, framework: Framework? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
        self.tooltip = tooltip
        self.intoFlow = intoFlow
        self.action = action
        self.label = label
        self.conditional = conditional
        self.isLive = isLive
        self.framework = framework
    }
}
