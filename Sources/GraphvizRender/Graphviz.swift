// Built only with the GraphvizRenderer trait: without it this module is empty and needs no Graphviz.
#if GraphvizRenderer
import CGraphviz
import Foundation
import StepGraphCore

/// Graphviz's agerr text goes here instead of stderr; only touched while `Graphviz.lock` is held.
private final class ErrorSink: @unchecked Sendable {
    var text = ""
    func take() -> String {
        defer { text = "" }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

private let errorSink = ErrorSink()
private let captureErrors: agusererrf = { message in
    if let message { errorSink.text += String(cString: message) }
    return 0
}

/// In-process rendering through cgraph/gvc. Graphviz is not thread-safe (not even with one context
/// per thread), so every call goes through one process-wide lock. A failure is a
/// `StepGraphError.graphviz` naming the stage.
package enum Graphviz {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var context: OpaquePointer?

    /// Formats this module renders.
    package static let formats: Set<String> = ["svg", "png", "pdf"]

    /// Lays out `graph` with `dot` and renders it (`svg`, `png`, `pdf`).
    package static func render(_ graph: RenderGraph, format: String) throws -> Data {
        try locked {
            let gvc = try sharedContext()
            guard let g = cgv_open(graph.name) else { throw StepGraphError.graphviz(.build, message: errorSink.take()) }
            defer { agclose(g) }
            build(graph, into: g)
            return try layoutAndRender(gvc, g, format: format)
        }
    }

    /// Parses DOT text and renders it (used to check that our DOT writer is faithful).
    package static func render(dot: String, format: String) throws -> Data {
        try locked {
            let gvc = try sharedContext()
            guard let g = agmemread(dot) else {
                let message = errorSink.take()
                throw StepGraphError.graphviz(.parse, message: message.isEmpty ? "no graph in input" : message)
            }
            defer { agclose(g) }
            return try layoutAndRender(gvc, g, format: format)
        }
    }

    private static func locked<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        _ = errorSink.take()
        return try body()
    }

    /// One context for the process, created before any graph (it declares the default node label).
    private static func sharedContext() throws -> OpaquePointer {
        if let context { return context }
        _ = agseterrf(captureErrors)
        guard let created = gvContext() else { throw StepGraphError.graphviz(.context, message: errorSink.take()) }
        context = created
        return created
    }

    private static func layoutAndRender(_ gvc: OpaquePointer, _ g: UnsafeMutablePointer<Agraph_t>, format: String) throws -> Data {
        _ = agreseterrors()
        guard gvLayout(gvc, g, "dot") == 0 else {
            let message = errorSink.take()
            if message.contains("not recognized") {
                throw StepGraphError.graphviz(.layout, message: """
                    Graphviz's plugins are not configured (its config6a file is missing, so the dot layout is unknown). \
                    Fix: run `sudo libgvc6-config-update -c` (or `sudo dot -c`), or reinstall libgvc6.
                    """)
            }
            throw StepGraphError.graphviz(.layout, message: message.isEmpty ? "layout failed" : message)
        }
        defer { gvFreeLayout(gvc, g) }
        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rc = gvRenderData(gvc, g, format, &buffer, &length)
        defer { if let buffer { gvFreeRenderData(buffer) } }
        guard rc == 0, let buffer else {
            let message = errorSink.take()
            throw StepGraphError.graphviz(.render, message: message.isEmpty ? "cannot render \(format)" : message)
        }
        return Data(bytes: buffer, count: Int(length))
    }

    /// Creates clusters, nodes and edges. Every value is made safe for Graphviz first.
    private static func build(_ graph: RenderGraph, into g: UnsafeMutablePointer<Agraph_t>) {
        for (key, value) in graph.attributes.sorted(by: { $0.key < $1.key }) { set(g, key, value) }
        if let html = graph.htmlLabel { _ = cgv_set_html(g, "label", html) }
        for (key, value) in graph.nodeDefaults.sorted(by: { $0.key < $1.key }) { cgv_default(g, AGNODE, key, GraphvizText.attribute(key, value)) }
        for (key, value) in graph.edgeDefaults.sorted(by: { $0.key < $1.key }) { cgv_default(g, AGEDGE, key, GraphvizText.attribute(key, value)) }
        var parents: [String: UnsafeMutablePointer<Agraph_t>] = [:]
        // Clusters inside clusters: each is created once its parent exists (a parent that is not
        // listed is the graph itself).
        let listed = Set(graph.clusters.map(\.id))
        var pending = graph.clusters
        while !pending.isEmpty {
            var waiting: [RenderCluster] = []
            for cluster in pending {
                let parentID = cluster.parent.flatMap { listed.contains($0) ? $0 : nil }
                if let parentID, parents[parentID] == nil { waiting.append(cluster); continue }
                guard let sub = cgv_subg(parentID.flatMap { parents[$0] } ?? g, "cluster_" + cluster.id) else { continue }
                for (key, value) in cluster.attributes.sorted(by: { $0.key < $1.key }) { set(sub, key, value) }
                parents[cluster.id] = sub
            }
            // A cycle of parents: the rest go at the top level.
            if waiting.count == pending.count { waiting = waiting.map { RenderCluster(id: $0.id, attributes: $0.attributes) } }
            pending = waiting
        }
        let firstRank = Set(graph.firstRank)
        var sourceRank: UnsafeMutablePointer<Agraph_t>?
        if !firstRank.isEmpty, let sub = cgv_subg(g, "first_rank") {
            set(sub, "rank", "source")
            sourceRank = sub
        }
        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        for node in graph.nodes {
            let parent = node.cluster.flatMap { parents[$0] } ?? (firstRank.contains(node.id) ? sourceRank : nil) ?? g
            guard let n = cgv_node(parent, node.id) else { continue }
            for (key, value) in node.attributes.sorted(by: { $0.key < $1.key }) { set(n, key, value) }
            if let html = node.htmlLabel { _ = cgv_set_html(n, "label", html) }
            nodes[node.id] = n
        }
        for edge in graph.edges {
            guard let tail = nodes[edge.from], let head = nodes[edge.to], let e = cgv_edge(g, tail, head) else { continue }
            for (key, value) in edge.attributes.sorted(by: { $0.key < $1.key }) { set(e, key, value) }
        }
    }

    private static func set(_ object: UnsafeMutableRawPointer, _ key: String, _ value: String) {
        _ = cgv_set(object, key, GraphvizText.attribute(key, value))
    }
}
#endif
