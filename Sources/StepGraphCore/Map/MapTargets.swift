/// What a name given to `--focus`, `--reaches` or `paths --to`/`--from` stands for on the map, in
/// every framework: a flow, a screen (an FNFK screen, or one an arm shows), a step, an entry
/// (`NavigationPaths`), and what each front end adds (an FNFK flow function: the screens it shows).
package enum MapTargets {
    /// The nodes `NavigationPaths` finds for `name`, then those the front ends add.
    package static func nodes(named name: String, in graph: NavigationGraph) -> [NavigationGraph.Node] {
        let found = NavigationPaths.nodes(named: name, in: graph)
        var known = Set(found.map(\.id))
        let added = graph.frontEnds.all.flatMap { $0.mapTargets(named: name, in: graph) }.filter { known.insert($0).inserted }
        let addedSet = Set(added)
        return found + graph.nodes.filter { addedSet.contains($0.id) }
    }

    /// The nodes `name` stands for; a name that matches nothing is an error naming the closest
    /// names the navigation has (or, when none is close, its flows and screens).
    package static func require(_ name: String, as role: StepGraphError.MapTargetRole, in graph: NavigationGraph) throws -> [NavigationGraph.Node] {
        let found = nodes(named: name, in: graph)
        guard found.isEmpty else { return found }
        let closest = closestNames(to: name, in: graph)
        let choices = closest.isEmpty ? choices(in: graph) : "closest: " + closest.joined(separator: ", ")
        throw StepGraphError.unknownMapTarget(role, name: name, choices: choices)
    }

    /// The names a user may give, for the message when a name matches nothing and none is close.
    package static func choices(in graph: NavigationGraph) -> String {
        let flows = graph.model.flows.map(\.name).sorted()
        let screens = graph.model.screens.map(\.name).sorted()
        return "flows: " + (flows.isEmpty ? "none" : flows.joined(separator: ", "))
            + (screens.isEmpty ? "" : "; screens: " + screens.joined(separator: ", "))
    }

    /// At most `limit` names of the navigation (flows, screens, steps; module-qualified ones as
    /// written) closest to `name`: within a few edits of it, or starting with it, whole or by their
    /// last component, case aside. Closest first, then by name.
    package static func closestNames(to name: String, in graph: NavigationGraph, limit: Int = 5) -> [String] {
        let wanted = Array(name.lowercased())
        guard !wanted.isEmpty else { return [] }
        let tolerance = max(1, wanted.count / 3)
        let scored = knownNames(in: graph).compactMap { candidate -> (distance: Int, name: String)? in
            let full = candidate.lowercased()
            let spellings = [full, String(full.split(separator: ".").last ?? "")]
            let distance = spellings.map { editDistance(wanted, Array($0)) }.min()!
            if distance <= tolerance { return (distance, candidate) }
            if wanted.count >= 3 && spellings.contains(where: { $0.hasPrefix(String(wanted)) }) { return (tolerance + 1, candidate) }
            return nil
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    /// Every flow, screen and step name the graph can be asked about.
    private static func knownNames(in graph: NavigationGraph) -> Set<String> {
        var names = Set(graph.model.flows.map(\.name)).union(graph.frames.map(\.name)).union(graph.model.screens.map(\.name))
        for node in graph.nodes {
            names.formUnion(node.steps)
            names.formUnion(node.screens)
            if node.kind == .screen || node.kind == .flow { names.insert(node.name) }
        }
        return names
    }

    /// Levenshtein distance, two rows.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
