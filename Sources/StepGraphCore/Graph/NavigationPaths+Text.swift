extension NavigationPaths {
    /// The paths as `stepgraph paths` prints them: each hop on its line with the edge taken and
    /// its file:line (`path` shows a model file path), or why the target is not reached, or what
    /// the answer depends on.
    package func text(path: (String) -> String) -> String {
        let origin = from ?? "the app's start"
        switch verdict {
        case .cannotTell:
            return "can't tell whether \(target) is reached from \(origin): \(undecided(path: path))\n"
        case .notReached:
            return "\(target) is not reached from \(origin): \(reason ?? "no path")\n"
        case .reached:
            break
        }
        var out = ""
        for (index, found) in paths.enumerated() {
            out += "Path \(index + 1) to \(target) (\(found.hops.count - 1) hop(s)):\n"
            for (position, hop) in found.hops.enumerated() {
                let place = hop.file.map { "  \(path($0)):\(hop.line ?? 0)" } ?? ""
                let frame = hop.frame.map { "\($0): " } ?? ""
                let lead = position == 0 ? "  " : "  → " + (hop.via.map { "[\($0)] " } ?? "")
                out += lead + frame + hop.name + place + "\n"
            }
        }
        return out
    }

    /// What a "can't tell" depends on, its files shown through `path`.
    package func undecided(path: (String) -> String) -> String {
        guard let undecidedStarts else { return reason ?? "" }
        return undecidedStarts.map { $0.dependence(path: path) }.joined(separator: "; ")
    }
}
