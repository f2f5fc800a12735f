/// The shortest ways a step, flow or screen is reached from the app's start (or from another
/// element), and the one answer `paths`, `graph --reaches` and the map give: reached, not reached,
/// or can't tell (the start depends on a value the tool cannot read, or was not found).
package struct NavigationPaths: Codable, Sendable, Equatable {
    /// One node on a path, with the edge that led to it.
    package struct Hop: Codable, Sendable, Equatable {
        package var kind: NavigationGraph.NodeKind
        /// The node: the arm's steps, the screen, the entry.
        package var name: String
        /// The flow or container it sits in.
        package var frame: String?
        /// How the path got here (`emits AppStep.detail`, `push via open`); nil for the first hop.
        package var via: String?
        /// The file of the node's declaration, when it has one.
        package var file: String?
        /// The line of the node's declaration, when it has one.
        package var line: Int?
    }

    /// One way to the target, from a source to the target.
    package struct Path: Codable, Sendable, Equatable {
        /// The nodes in order, the first a source and the last the target.
        package var hops: [Hop]
    }

    /// Whether the target is reached.
    package enum Verdict: String, Codable, Sendable {
        /// A path leads to it.
        case reached
        /// Provably no path leads to it (`reason` says why).
        case notReached = "not_reached"
        /// The answer depends on what the tool cannot follow (`reason` says what).
        case cannotTell = "cannot_tell"
    }

    /// A start the tool cannot read from which the target may be reached.
    package struct UndecidedStart: Codable, Sendable, Equatable {
        /// The flow or coordinator whose start is unknown.
        package var flow: String
        /// The file where the value it starts at is read.
        package var file: String
        /// The line of `file`.
        package var line: Int
        /// The value as written.
        package var value: String

        /// "the start of AppFlow depends on a value read at Session.swift:42 ('start')", the file shown through `path`.
        package func dependence(path: (String) -> String) -> String {
            "the start of \(flow) depends on a value read at \(path(file)):\(line) ('\(value)')"
        }
    }

    /// The step, flow or screen the paths lead to.
    package var target: String
    /// Where the paths start; nil: at every entry (the app's start).
    package var from: String?
    /// The answer.
    package var verdict: Verdict
    /// The shortest paths, shortest first.
    package var paths: [Path]
    /// Why there is no path (not reached), or what the answer depends on (can't tell).
    package var reason: String?
    /// Can't tell: the unread starts that may lead to the target (absent otherwise).
    package var undecidedStarts: [UndecidedStart]?

    /// At most `limit` shortest paths from the sources (`from`, or every entry) to `target`.
    package init(graph: NavigationGraph, target: String, from: String? = nil, limit: Int = 3) {
        self.target = target
        self.from = from
        let targets = Set(MapTargets.nodes(named: target, in: graph).map(\.id))
        let sources = from.map { MapTargets.nodes(named: $0, in: graph).map(\.id) } ?? graph.entries.map(\.id)
        paths = NavigationPaths.shortest(graph, from: sources, to: targets, limit: max(1, limit)).map { edges in
            NavigationPaths.describe(edges, from: edges.first?.from ?? "", graph: graph)
        }
        // A source that is itself the target is a path of one hop.
        for source in sources where targets.contains(source) && paths.count < limit {
            paths.insert(NavigationPaths.describe([], from: source, graph: graph), at: 0)
        }
        verdict = paths.isEmpty ? .notReached : .reached
        guard paths.isEmpty else { return }
        reason = NavigationPaths.reason(target: target, targets: targets, sources: sources, from: from, graph: graph)
        guard from == nil, !targets.isEmpty else { return }
        let undecided = NavigationPaths.undecidedStarts(leadingTo: targets, in: graph)
        if !undecided.isEmpty {
            verdict = .cannotTell
            undecidedStarts = undecided
            reason = undecided.map { $0.dependence(path: { $0 }) }.joined(separator: "; ")
        } else if sources.isEmpty {
            verdict = .cannotTell
        }
    }

    /// The answer for names the user gave: a `target` or `from` that names nothing is an error
    /// (`role` says which option gave the target) listing the closest names the navigation has.
    package static func answer(in graph: NavigationGraph, to target: String, as role: StepGraphError.MapTargetRole,
                               from: String? = nil, limit: Int = 3) throws -> NavigationPaths {
        _ = try MapTargets.require(target, as: role, in: graph)
        if let from { _ = try MapTargets.require(from, as: .from, in: graph) }
        return NavigationPaths(graph: graph, target: target, from: from, limit: limit)
    }

    /// The unread starts from which the targets can be reached (`UnreadStart`: the flow may start
    /// at any step it handles that the code names).
    private static func undecidedStarts(leadingTo targets: Set<String>, in graph: NavigationGraph) -> [UndecidedStart] {
        let starts = UnreadStart.all(in: graph)
        guard !starts.isEmpty else { return [] }
        let reaching = graph.reaching(Array(targets))
        return starts.filter { start in start.nodes(in: graph).contains(where: reaching.contains) }.map { start in
            UndecidedStart(flow: start.flow, file: start.location.file, line: start.location.line, value: start.detail)
        }
    }

    /// The nodes a name stands for: a screen (an FNFK screen, or the arms showing it, as the map
    /// writes it under their steps), a flow's nodes, the arms handling a step
    /// (`AppStep.detail`, or `detail` alone), an entry (`App start`).
    package static func nodes(named name: String, in graph: NavigationGraph) -> [NavigationGraph.Node] {
        let frames = Set(graph.frames.filter { $0.name == name }.map(\.id))
        return graph.nodes.filter { node in
            if let frame = node.frame, frames.contains(frame) { return true }
            switch node.kind {
            case .arm, .droppedStep, .undecidedStep, .deepLink:
                return node.steps.contains { $0 == name || $0.hasSuffix("." + name) }
                    || node.screens.contains { $0 == name || $0.hasSuffix("." + name) }
            case .screen, .flow:
                return node.name == name
            case .entry:
                return node.label.hasPrefix(name) || node.name == name
            }
        }
    }

    /// Breadth-first over live edges, each node entered at most `limit` times, so the first
    /// `limit` paths found are the shortest.
    private static func shortest(_ graph: NavigationGraph, from sources: [String], to targets: Set<String>,
                                 limit: Int) -> [[NavigationGraph.Edge]] {
        var found: [[NavigationGraph.Edge]] = []
        var visits: [String: Int] = [:]
        var queue: [(node: String, edges: [NavigationGraph.Edge])] = sources.sorted().map { ($0, []) }
        var head = 0
        while head < queue.count && found.count < limit {
            let (node, edges) = queue[head]
            head += 1
            for edge in graph.edges(from: node) where edge.isLive {
                guard !edges.contains(where: { $0.from == edge.to }), edge.to != edges.first?.from else { continue }
                let path = edges + [edge]
                if targets.contains(edge.to) {
                    found.append(path)
                    if found.count == limit { break }
                    continue
                }
                visits[edge.to, default: 0] += 1
                if visits[edge.to]! <= limit { queue.append((edge.to, path)) }
            }
        }
        return found
    }

    private static func describe(_ edges: [NavigationGraph.Edge], from start: String, graph: NavigationGraph) -> Path {
        var hops = [hop(start, via: nil, graph: graph)]
        for edge in edges { hops.append(hop(edge.to, via: how(edge), graph: graph)) }
        return Path(hops: hops)
    }

    private static func hop(_ id: String, via: String?, graph: NavigationGraph) -> Hop {
        let node = graph.node(id)
        let frame = node?.frame.flatMap { frame in graph.frames.first { $0.id == frame }?.name }
        // An entry is named by its label's first line (`App start`, `Deep link`).
        let name = node.map { $0.kind == .entry ? String($0.label.split(separator: "\n").first ?? "") : $0.name } ?? id
        return Hop(kind: node?.kind ?? .entry, name: name, frame: frame, via: via, file: node?.location?.file,
                   line: node?.location?.line)
    }

    /// `emits AppStep.detail`, `push via open`.
    private static func how(_ edge: NavigationGraph.Edge) -> String {
        let label = edge.label.map { " " + $0 } ?? ""
        switch edge.kind {
        case .emits: return "emits" + label
        case .startsChild: return "starts child flow" + label
        case .returnsToParent: return "returns to parent" + label
        case .forwardsToCurrent: return "forwards" + label
        case .entry: return "starts" + label
        case .dropped: return "dropped" + label
        case .holds: return "holds" + label
        case .transition: return (edge.action?.rawValue ?? "transition") + (edge.label.map { " via " + $0 } ?? "")
        }
    }

    /// Why nothing reaches the target.
    private static func reason(target: String, targets: Set<String>, sources: [String], from: String?,
                               graph: NavigationGraph) -> String {
        if targets.isEmpty { return "no step, flow or screen named '\(target)' is in the navigation" }
        if sources.isEmpty { return from.map { "no step, flow or screen named '\($0)' is in the navigation" } ?? "the app's start was not found" }
        let edges = targets.flatMap { graph.edges(to: $0) }
        if !edges.isEmpty && !edges.contains(where: \.isLive) {
            return "only routes nothing invokes lead to it (\(Set(edges.compactMap(\.label)).sorted().joined(separator: ", ")))"
        }
        if edges.isEmpty {
            let kinds = Set(targets.compactMap { graph.node($0)?.kind })
            if kinds.contains(.screen) { return "no transition shows it" }
            return graph.frames.contains(where: { $0.name == target }) ? "its flow is never started" : "nothing emits it"
        }
        return "what leads to it is never reached from \(from ?? "the app's start")"
    }
}
