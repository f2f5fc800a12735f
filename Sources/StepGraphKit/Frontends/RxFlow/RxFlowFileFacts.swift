/// What the RxFlow front end keeps of one file once its tokens are gone: names, lines and
/// unresolved references. `ModelLinker` resolves them across files in one pass.
struct RxFlowFileFacts: FrontEndFacts {
    var path: String
    var functions: [FunctionFact] = []
    var emissions: [RawEmission] = []
    var coordinations: [RawCoordination] = []
    var legacyAPIUses: [RawLegacyUse] = []
}

struct RawLegacyUse: Sendable {
    var api: String
    var replacement: String
    var line: Int
    var column: Int
    var enclosingType: String?
}





/// A step reference as written: `.caseName`, `Enum.caseName`, with nested payload references.
struct StepRef: Sendable, Hashable {
    var qualifier: String?
    var caseName: String
    var line: Int
    var column: Int
    var payload: [StepRef] = []
}

/// A stepper expression: an inline RxFlow stepper, or a value the linker types.
indirect enum StepperExpr: Sendable, Hashable {
    case oneStepper([StepRef])
    case composite([StepperExpr])
    case defaultStepper
    case value(ExprRef)
}

/// The type a reference is checked against.
enum StepContext: Sendable, Hashable {
    /// Any Step (e.g. `steps.accept`): resolve only if exactly one step enum has the case.
    case anyStep
    /// A named type from a cast or a typed parameter.
    case type(String)
    /// The payload of a container case (`case .first(let sub)` then `switch sub`).
    case payload(ofCase: StepRef, context: [StepContext])
}


struct Contribution: Sendable, Hashable {
    var presentable: ExprRef
    var stepper: StepperExpr?
    var line: Int
}

struct Forward: Sendable, Hashable {
    enum Kind: String, Sendable {
        case end, parent, current

        /// The kind a `FlowContributor(s)` member forwards with: `.end(…)`, `.forwardToParentFlow(…)`,
        /// `.triggerParentFlow(…)` (deprecated), `.forwardToCurrentFlow(…)`.
        init?(_ word: RxFlowWord) {
            switch word {
            case .end: self = .end
            case .triggerParentFlow, .forwardToParentFlow: self = .parent
            case .forwardToCurrentFlow: self = .current
            default: return nil
            }
        }
    }
    var kind: Kind
    var step: StepRef?
    var line: Int
}

struct CallRef: Sendable, Hashable {
    var name: String
    var labels: [String]
    var line: Int
}

/// What a stretch of code (an arm, a helper) does.
struct Effect: Sendable {
    var actions: Set<Outcome> = []
    var contributions: [Contribution] = []
    var childFlows: [ExprRef] = []
    var forwards: [Forward] = []
    var calls: [CallRef] = []
    var declines = false
    var returnsUnknown = false
}

struct RawPattern: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case enumCase(StepRef), typeMatch(String), wildcard }
    var kind: Kind
    /// Names bound by the pattern (`case .detail(let id)` binds `id`).
    var bindings: [String]
}

struct RawArm: Sendable {
    var patterns: [RawPattern]
    var isDefault: Bool
    var context: [StepContext]
    var whereClause: String?
    var line: Int
    var column: Int
    var effect: Effect
}

struct FunctionFact: Sendable {
    var owner: String
    var name: String
    var labels: [String]
    var parameterTypes: [String]
    var returnType: String
    var line: Int
    var arms: [RawArm]
    /// The effect of the body outside any step arm (what a call to this helper does).
    var effect: Effect
    /// Types the step is cast to in this function.
    var casts: [String]
    var hasStepSwitch: Bool
}

struct RawEmission: Sendable {
    var step: StepRef
    var context: StepContext
    var how: EmissionKind
    var enclosingType: String?
    /// The stepper that emits when not the enclosing type (`viewModel.steps.accept`).
    var emitter: ExprRef?
}

struct RawCoordination: Sendable {
    var flow: ExprRef
    var stepper: StepperExpr?
    var enclosingType: String?
    var line: Int
    var column: Int
}
