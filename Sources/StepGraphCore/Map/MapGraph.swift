/// The navigation map as meaning, before any drawing decision: flows (boxes), nodes (arms, entries,
/// problem steps) and edges (what leads where). `GraphvizStyle` and `MermaidWriter` draw it.
public struct MapGraph: Codable, Sendable, Equatable {
    package var title: String
    package var flows: [MapFlow] = []
    package var nodes: [MapNode] = []
    package var edges: [MapEdge] = []
    /// The words of each front end of the registry, in its order: the key and the search field speak them.
    package var words: [FrameworkWords] = []
}

/// One framework's words on a map (`NavigationFrontEnd.words`).
package struct FrameworkWords: Codable, Sendable, Equatable {
    package var framework: Framework
    package var words: FrontEndWords
}

/// `--link-template`: `{file}` and `{line}` replaced by a location.
package enum LinkTemplate {
    package static func url(_ template: String, file: String, line: Int) -> String {
        template.replacingOccurrences(of: "{file}", with: file).replacingOccurrences(of: "{line}", with: String(line))
    }
}

/// A frame: an RxFlow flow, or a FunctionalNavigationFlowKit container (a navigation stack, a tab bar).
package struct MapFlow: Codable, Sendable, Equatable {
    package enum Status: String, Codable, Sendable {
        case normal, neverEnding, unreachable

        /// The line a frame or an overview box adds under its title; nil when normal.
        package var words: String? {
            switch self {
            case .normal: nil
            case .neverEnding: "⚠ never ends"
            case .unreachable: "(never started)"
            }
        }
    }
    /// A short id safe in every output format (`f1`, `c2`…).
    package var id: String
    package var name: String
    package var rootKind: RootKind
    /// Set for an FNFK container: what it holds.
    package var container: ContainerKind?
    /// The frame this one sits in (a stack inside a tab bar).
    package var parent: String?
    package var status: Status
    package var location: SourceLocation
    /// RxFlow arms, or FNFK screens, drawn in it.
    package var armCount: Int
    /// A remark drawn under the frame's title (what its `default:` arm does).
    package var note: String? = nil
    /// On a `diff --map`: what the change did to it.
    package var change: MapChange? = nil
    /// The front end that drew it, for the key's words (not part of the map's JSON).
    package var framework: Framework? = nil
    /// The findings about it (`FrameFindings`), for the overview's badge and the tabs (not part of the map's JSON).
    package var findings: [MapFinding] = []

    private enum CodingKeys: String, CodingKey {
        case id, name, rootKind, container, parent, status, location, armCount, note, change
    }

    /// What the frame is, for its label: the flow's root kind or the container's kind ("root not
    /// found" where the tool could not tell what the flow's `root` is, never a bare "unknown").
    package var kindName: String { container?.displayName ?? (rootKind == .unknown ? "root not found" : rootKind.displayName) }
}

package struct MapNode: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
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
        /// A step whose handling the tool cannot decide (see the run's "not checked" notes).
        case undecidedStep
        /// Another flow or container, on a page that shows one: a stub that opens its page.
        case externalFlow
        /// A flow or container, on the overview (`page` set: it opens its page); an FNFK flow
        /// function nothing reaches.
        case flow
        /// A view controller an FNFK flow shows.
        case screen
    }

    package enum Status: String, Codable, Sendable { case normal, problem, dead }

    package var id: String
    /// The flow (`MapFlow.id`) the node is drawn in, if any.
    package var flow: String?
    package var kind: Kind
    package var label: String
    /// The arm's primary outcome (decides its shape).
    package var outcome: Outcome?
    package var status: Status
    package var tooltip: String
    package var location: SourceLocation?
    /// On a `diff --map`: what the change did to it.
    package var change: MapChange? = nil
    /// On a split map: the flow (`MapFlow.id`) whose page this node opens (an overview's flow, a page's stub).
    package var page: String? = nil
    /// With `page`: the FNFK container that page draws (nil for an RxFlow flow), so the key names it in its own words.
    package var container: ContainerKind? = nil
    /// With `page`: the front end that drew that page's frame, for the key's words (not part of the map's JSON).
    package var framework: Framework? = nil
    /// With `page`: the findings about that page's frame, for its badge and the "Finding" filter (not part of the map's JSON).
    package var findings: [MapFinding] = []
    /// With `page`: why that page's frame is red (never ends, nothing creates it), for the key (not part of the map's JSON).
    package var pageStatus: MapFlow.Status = .normal

    private enum CodingKeys: String, CodingKey {
        case id, flow, kind, label, outcome, status, tooltip, location, change, page, container
    }
}

package struct MapEdge: Codable, Sendable, Equatable {
    package typealias Kind = NavigationGraph.EdgeKind

    package var from: String
    package var to: String
    package var kind: Kind
    package var tooltip: String
    /// For edges into a flow: the flow id, so the edge can end at the flow's frame.
    package var intoFlow: String?
    /// An FNFK transition's action.
    package var action: TransitionAction?
    /// The route an FNFK transition goes through, drawn on the edge.
    package var label: String?
    package var conditional: Bool
    /// False when the route carrying it is never invoked.
    package var isLive: Bool
    /// On a `diff --map`: what the change did to it.
    package var change: MapChange? = nil
    /// The front end that drew it, for the key's words (not part of the map's JSON).
    package var framework: Framework? = nil

    private enum CodingKeys: String, CodingKey {
        case from, to, kind, tooltip, intoFlow, action, label, conditional, isLive, change
    }

    package init(from: String, to: String, kind: Kind, tooltip: String, intoFlow: String?, action: TransitionAction? = nil,
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
