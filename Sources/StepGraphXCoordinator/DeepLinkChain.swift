import StepGraphCore
/// The links of one `deepLink(…)` call in the order they are written, however the call's lines break
/// (one link a line, trailing commas, comments between).
struct DeepLinkChain {
    /// Where the chain is written: its call (`deepLink`), or its first link in a model read back from
    /// JSON, which does not keep the call.
    let site: SourceLocation
    /// The links, in source order.
    let links: [Emission]

    /// The lines from the call to its last link: notes on them (an ambiguous or unnamed link) concern the chain.
    var lines: ClosedRange<Int> { site.line...max(site.line, links.last?.line ?? site.line) }

    /// Every chain among `emissions`, ordered by where it is written.
    static func chains(in emissions: [Emission]) -> [DeepLinkChain] {
        var links: [SourceLocation: [Emission]] = [:]
        for emission in emissions where emission.how == .deepLinkChain {
            links[emission.chain ?? SourceLocation(file: emission.file, line: emission.line), default: []].append(emission)
        }
        return links.keys.sorted().map { site in
            DeepLinkChain(site: site, links: links[site]!.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
    }
}
