/// What a finding is about: the flows, steps, screens or routes involved, as typed values. Its
/// `symbols` (in this order, after the rule id) make the finding's identity, which baselines and
/// SARIF fingerprints store: a case's symbol layout never changes.
package enum FindingSubject: Codable, Sendable, Equatable {
    /// A step or route case (`AppStep.detail`).
    case step(String)
    /// An RxFlow flow or an XCoordinator coordinator.
    case flow(String)
    /// A step in a flow (the flow it reaches, or the flow handling it twice).
    case stepInFlow(flow: String, step: String)
    /// One arm of a flow, by the steps it handles (one symbol: `AppStep.a,AppStep.b`).
    case arm(flow: String, steps: [String])
    /// Several steps of a flow, each its own symbol (an arm nothing reaches, a forwarding cycle).
    case steps(flow: String, [String])
    /// A screen a flow contributes in the arm handling `armSteps`.
    case contribution(flow: String, screen: String, armSteps: [String])
    /// A flow waiting for a child flow's readiness.
    case waiting(flow: String, for: String)
    /// A stepper type, with the flows it is handed to.
    case stepper(String, flows: [String])
    /// A FunctionalNavigationFlowKit screen.
    case screen(String)
    /// A FunctionalNavigationFlowKit flow function.
    case flowFunction(String)
    /// A screen inside a container (or built by a factory).
    case screenIn(screen: String, container: String)
    /// A FunctionalNavigationFlowKit route parameter (`Screen.init.route`).
    case route(String)
    /// A name used at a site: a route or coordinator, in an enclosing type or file.
    case use(String, in: String)
    /// A use of an API, in a file and type, numbered within that scope.
    case apiUse(api: String, file: String, type: String, occurrence: Int)
    /// An object handed out, in an enclosing type or file, through a property or call that does not keep it.
    case handOut(String, in: String, through: String)
    /// The nth site of something about a name (the second delegate replacement in a coordinator).
    case occurrence(String, Int)

    /// The identity's symbols.
    package var symbols: [String] {
        switch self {
        case .step(let name), .flow(let name), .screen(let name), .flowFunction(let name), .route(let name): [name]
        case .stepInFlow(let flow, let step): [flow, step]
        case .arm(let flow, let steps): [flow, steps.joined(separator: ",")]
        case .steps(let flow, let steps): [flow] + steps
        case .contribution(let flow, let screen, let armSteps): [flow, screen, armSteps.joined(separator: ",")]
        case .waiting(let flow, let child): [flow, child]
        case .stepper(let name, let flows): [name] + flows
        case .screenIn(let screen, let container): [screen, container]
        case .use(let name, let scope): [name, scope]
        case .apiUse(let api, let file, let type, let occurrence): [api, file, type, String(occurrence)]
        case .handOut(let name, let scope, let through): [name, scope, through]
        case .occurrence(let name, let occurrence): [name, String(occurrence)]
        }
    }
}
