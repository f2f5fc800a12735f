/// What the RxFlow extractor keeps of one file once its tokens are gone: names, lines and
/// unresolved references. `ModelLinker` resolves them across files in one pass.
struct FileFacts: Sendable {
    var path: String
    var types: [TypeFact] = []
    var functions: [FunctionFact] = []
    var emissions: [RawEmission] = []
    var coordinations: [RawCoordination] = []
    /// Hashes (`TypeNameHash`) of type names instantiated (`Foo(`) or used as values (`Foo.self`).
    var constructed: Set<UInt64> = []
    var diagnostics: [Diagnostic] = []
    var directives: [RawDirective] = []
    var legacyAPIUses: [RawLegacyUse] = []
}

struct RawLegacyUse: Sendable {
    var api: String
    var replacement: String
    var line: Int
    var column: Int
    var enclosingType: String?
}

/// A `// stepgraph:` comment's text and line.
public struct RawDirective: Sendable, Equatable {
    public var line: Int
    public var text: String
}

struct TypeFact: Sendable {
    var kind: TypeKind
    /// Qualified name (`Outer.Inner`); for extensions, the extended name as written.
    var name: String
    var line: Int
    var column: Int
    var inherits: [String]
    var cases: [CaseFact] = []
    var properties: [PropertyFact] = []
    var typealiases: [String: String] = [:]
    var isIndirect = false
}

struct CaseFact: Sendable {
    var name: String
    var line: Int
    var column: Int = 1
    var associatedValues: String?
    /// Single unlabeled payload type (`case first(First)`), a candidate container case.
    var payloadType: String?
}

struct PropertyFact: Sendable {
    var name: String
    var line: Int
    var declaredType: String?
    var value: ExprRef?
}

/// A step reference as written: `.caseName`, `Enum.caseName`, with nested payload references.
struct StepRef: Sendable, Hashable {
    var qualifier: String?
    var caseName: String
    var line: Int
    var column: Int
    var payload: [StepRef] = []
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

/// What an expression evaluates to, as far as one file can tell.
indirect enum ExprRef: Sendable, Hashable {
    /// `Foo(…)`, `Foo.make(…)`, `resolve(Foo.self)`, or a declared type. Hints: types constructed in the arguments.
    case type(String, hints: [String])
    /// `base.name`.
    case member(ExprRef, String)
    /// `self` of the enclosing type.
    case selfValue
    case oneStepper([StepRef])
    case composite([ExprRef])
    case defaultStepper
    /// Not understood; the source text.
    case text(String)
}

struct Contribution: Sendable, Hashable {
    var presentable: ExprRef
    var stepper: ExprRef?
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
    var stepper: ExprRef?
    var enclosingType: String?
    var line: Int
    var column: Int
}

/// FNV-1a 64-bit hash of a type name's UTF-8 bytes.
enum TypeNameHash {
    static func of<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func of(_ name: String) -> UInt64 { of(name.utf8) }
}
