import StepGraphCore
/// XCoordinator's own router search for `deepLink(…)` (`DeepLinking.swift`), replayed on the model:
/// each link's router is looked for among the coordinator itself, then every presentable the
/// transitions of the earlier links listed. Children an arm starts outside its transition
/// (`addChild`, `.trigger(_:on:)`) are not among them, as in the library.
struct DeepLinkSearch {
    /// What the search says about one chain.
    enum Verdict: Equatable {
        /// Every link finds a router.
        case resolves
        /// The search cannot decide, for a reason the model already notes (an ambiguity, an unread
        /// link) or that no note covers (several routers of one type, a payload condition).
        case undecided
        /// `link` finds no router; `after` is the arm of the link before it (nil for the first link).
        case stops(link: Emission, after: Arm?)
        /// The arm taking `link` returns a transition the tool cannot read: what it shows is unknown.
        case unread(link: Emission, arm: Arm)
    }

    private let flows: [String: FlowModel]
    private let ownersByRouteType: [String: [String]]
    private let opaqueArms: Set<String>
    /// Lines holding an ambiguity or an unresolved entry, by file.
    private let unsureLines: [String: Set<Int>]
    /// Every `deepLink(…)` call's links.
    let chains: [DeepLinkChain]

    init(model: NavigationModel) {
        var flows: [String: FlowModel] = [:]
        var owners: [String: [String]] = [:]
        for flow in model.flows where flow.framework == .xcoordinator && flows[flow.name] == nil {
            flows[flow.name] = flow
            for route in flow.stepTypes { owners[route, default: []].append(flow.name) }
        }
        self.flows = flows
        ownersByRouteType = owners
        opaqueArms = Set(model.unresolved.filter { $0.kind == .transition }.map { "\($0.file):\($0.line)" })
        var unsure: [String: Set<Int>] = [:]
        for (file, line) in model.unresolved.map({ ($0.file, $0.line) }) + model.ambiguities.map({ ($0.file, $0.line) }) {
            unsure[file, default: []].insert(line)
        }
        unsureLines = unsure
        chains = DeepLinkChain.chains(in: model.emissions)
    }

    static func routeType(_ step: String) -> String { step.lastIndex(of: ".").map { String(step[..<$0]) } ?? step }

    /// The library's walk over one chain: a stop is reported only when every arm before it was read.
    func verdict(_ chain: DeepLinkChain) -> Verdict {
        let links = chain.links
        guard unsureLines[chain.site.file]?.contains(where: chain.lines.contains) != true, let first = links.first,
              let start = startingCoordinator(first) else { return .undecided }
        var searched: [String] = [start]
        var previous: Arm?
        for link in links {
            let type = Self.routeType(link.step)
            let routers = searched.filter { flows[$0]?.stepTypes.contains(type) == true }
            guard let router = routers.first else { return .stops(link: link, after: previous) }
            // Several routers of the type: which one the library meets first depends on runtime order.
            guard routers.count == 1, let flow = flows[router], !flow.delegatesNavigation,
                  let arm = flow.arms.first(where: { $0.steps.contains(link.step) && !$0.constrainsPayload }) else { return .undecided }
            guard !opaqueArms.contains("\(arm.file):\(arm.line)") else { return .unread(link: link, arm: arm) }
            let outside = Set(arm.childrenOutsideTransition ?? [])
            for child in arm.childFlows where !outside.contains(child) && !searched.contains(child) { searched.append(child) }
            previous = arm
        }
        return .resolves
    }

    /// One note per chain the search leaves open at an arm whose transition it cannot read (that
    /// arm's own note says what it returns; this one says which deep link stops being checked).
    func unreadLinkNotes() -> [NotChecked] {
        chains.compactMap { chain -> NotChecked? in
            guard case .unread(let link, let arm) = verdict(chain) else { return nil }
            return NotChecked(cause: .unreadTransition, file: chain.site.file, line: chain.site.line,
                              message: "the deep link to '\(chain.links.last!.step)' is checked only up to '\(link.step)': the arm taking it "
                                  + "(\(arm.file):\(arm.line)) returns a transition the tool cannot read, so the routers it shows are not known",
                              subjects: Array(Set(chain.links.map(\.step))).sorted())
        }
    }

    /// The coordinator the chain starts on: the one whose code calls `deepLink` when it takes the
    /// first route, else the only coordinator of that route type (`home.deepLink(…)` elsewhere).
    private func startingCoordinator(_ first: Emission) -> String? {
        let type = Self.routeType(first.step)
        if let caller = first.enclosingType, flows[caller]?.stepTypes.contains(type) == true { return caller }
        guard let owners = ownersByRouteType[type], owners.count == 1 else { return nil }
        return owners[0]
    }
}
