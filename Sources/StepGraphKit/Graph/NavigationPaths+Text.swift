extension NavigationPaths {
    /// The paths as `stepgraph paths` prints them: each hop on its line with the edge taken and
    /// its file:line (`path` shows a model file path), or why the target is not reached.
    package func text(path: (String) -> String) -> String {
        let origin = from ?? "the app's start"
        guard !paths.isEmpty else { return "\(target) is not reached from \(origin): \(reason ?? "no path")\n" }
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
}
