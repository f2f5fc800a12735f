import StepGraphCore
/// The old API's screen-to-screen edges in the model. No route value travels, so the destination
/// view is the step: each presenting view is one flow, `Host.direct`, with an arm per view it
/// links to or presents (`steps` the view's name, `outcomes` `push` or `present`), and each link or
/// flag-bound modifier is an emission at its name token (`navigationLink` for a push, `presentation`
/// for a presentation) by that view. No step enum is added: a view is never a dead route.
struct SwiftUIDirectEdges {
    let linker: SwiftUILinker
    private(set) var flows: [FlowModel] = []
    private(set) var emissions: [Emission] = []

    /// The suffix of a presenting view's flow name.
    static let flowSuffix = ".direct"

    init(linker: SwiftUILinker) {
        self.linker = linker
        var builders: [String: [(file: String, fact: SUIViewBuilder)]] = [:]
        for file in linker.files { for builder in file.viewBuilders { builders[builder.name, default: []].append((file.path, builder)) } }
        var byHost: [String: [(file: String, edge: SUIDirectEdge, step: String)]] = [:]
        for file in linker.files {
            for written in file.directEdges {
                var edge = written
                if let builder = edge.builder { edge.views = views(returnedBy: builder, for: edge, file: file.path, builders: builders[builder] ?? []) }
                guard let host = edge.host, !edge.views.isEmpty else { continue }
                let step = destination(of: edge, file: file.path)
                byHost[host, default: []].append((file.path, edge, step))
                emissions.append(Emission(step: step, file: file.path, line: edge.line, column: edge.column,
                                          how: edge.isPush ? .navigationLink : .presentation, enclosingType: host, emitter: nil))
            }
        }
        for host in byHost.keys.sorted() { flows.append(flow(of: host, sites: byHost[host]!)) }
    }

    /// The views the member `name` an edge calls returns: the host's own member, else the only member of that name.
    private func views(returnedBy name: String, for edge: SUIDirectEdge, file: String, builders: [(file: String, fact: SUIViewBuilder)]) -> [String] {
        let host = edge.host.map { linker.resolved($0, from: nil, file: file) }
        let own = builders.first { linker.resolved($0.fact.owner, from: nil, file: $0.file) == host }
        return (own ?? (builders.count == 1 ? builders[0] : nil))?.fact.views ?? []
    }

    /// The view an edge leads to: the first view built that the code base declares, else the first built.
    private func destination(of edge: SUIDirectEdge, file: String) -> String {
        let declared = edge.views.lazy.compactMap { self.linker.index.resolve($0, from: edge.host, file: file) }.first
        return declared ?? edge.views[0]
    }

    /// One arm per destination and outcome, at its first site.
    private func flow(of host: String, sites: [(file: String, edge: SUIDirectEdge, step: String)]) -> FlowModel {
        var arms: [Arm] = []
        var seen: Set<String> = []
        for (file, edge, step) in sites {
            let outcome: Outcome = edge.isPush ? .push : .present
            guard seen.insert("\(step)|\(outcome)").inserted else { continue }
            arms.append(FlowAssembly.arm(steps: [step], views: edge.views, outcome: outcome, file: file, line: edge.line, column: edge.column))
        }
        let first = sites[0]
        return FlowModel(name: host + SwiftUIDirectEdges.flowSuffix, framework: .swiftui, file: first.file, line: first.edge.line,
                         column: first.edge.column, stepTypes: [], rootKind: sites.contains { $0.edge.isPush } ? .navigationStack : .presented,
                         rootType: nil, hasDefaultArm: false, isStepper: false, isInstantiated: true, delegatesNavigation: false, arms: arms,
                         screensDismiss: false)
    }
}
