import StepGraphCore
/// What the RxFlow front end keeps of one file once its tokens are gone: names, lines and
/// unresolved references. `ModelLinker` resolves them across files in one pass.
struct RxFlowFileFacts: FrontEndFacts {
    var path: String
    var functions: [FunctionFact] = []
    var emissions: [RawEmission] = []
    var coordinations: [RawCoordination] = []
    var legacyAPIUses: [RawLegacyUse] = []
    /// Static members returning steps (`static var authStart: AppStep { .auth(.start) }`).
    var aliases: [StepAlias] = []
    /// Properties holding an inline stepper (`let stepper = OneStepper(withSingleStep: …)`).
    var stepperProperties: [StepperProperty] = []
    /// Instance properties returning steps (`var next: AppStep { … }`): what `navigate(to: step.next)`
    /// feeds a flow whose file does not declare the property.
    var computedSteps: [StepAlias] = []
    var emitterHelpers: [EmitterHelper] = []
    var parameterForwards: [ParameterForward] = []
    var stepArgumentCalls: [StepArgumentCall] = []
    var opaqueEmissions: [OpaqueEmission] = []
    var signatures: [CallableSignature] = []
    var typedRefs: [TypedStepRefs] = []
}

/// A function that passes one of its parameters to `steps.accept` (or binds it to `steps`): each
/// call to it emits its argument (`func emit(_ step: AppStep) { steps.accept(step) }`).
struct EmitterHelper: Sendable, Hashable {
    /// The declaring type (or extended protocol, `Stepper`), "" for a free function.
    var owner: String
    var name: String
    var labels: [String]
    var parameterIndex: Int
    /// The parameter's declared type, as written.
    var parameterType: String
}

/// A call as the linker matches it against declarations.
struct CallSite: Sendable, Hashable {
    var callee: String
    var labels: [String]
    /// What the call is made on; nil for `self` (or nothing).
    var receiver: ExprRef?
    var enclosingType: String?
    var line: Int
}

/// A call with step references in one of its arguments (`emit(.logout)`, `viewModel.step(to: AppStep.x)`).
struct StepArgumentCall: Sendable {
    var call: CallSite
    var argumentIndex: Int
    var refs: [StepRef]
}

/// A call inside a function that hands one of its parameters on unchanged (`func go(_ s: AppStep) {
/// emit(s) }`): a link in a chain of emission helpers.
struct ParameterForward: Sendable {
    var helper: EmitterHelper
    var call: CallSite
    var argumentIndex: Int
}

/// `steps.accept(x)` or a chain bound to `steps` whose value the tool cannot read.
struct OpaqueEmission: Sendable {
    var enclosingType: String?
    /// The stepper owning `steps` when it is not the enclosing type.
    var emitter: ExprRef?
    var detail: String
    var line: Int
}

/// A function's or initializer's signature, for typing the arguments of calls to it.
struct CallableSignature: Sendable, Hashable {
    /// "" for a free function.
    var owner: String
    /// `init` for initializers.
    var name: String
    var labels: [String]
    /// Declared parameter types, as written.
    var parameterTypes: [String]
}

/// Where an implicit `.case` sits, so the linker can tell its declared type.
enum TypedSlot: Sendable, Hashable {
    /// A declared type, as written (`MainStep`, `[MainStep]`, `MainStep?`): a typed variable, a
    /// parameter's default value, a function's return value, a closure parameter.
    case declared(String)
    /// Argument `index` (labelled `label`) of a call: a function or method, an initializer
    /// (`MenuItem(step: .about)`), an enum case (`.open(step: .detail)`). `base` is the type written
    /// before the callee (`MenuAction.open`), `receiver` the value it is called on.
    case argument(callee: String, base: String?, receiver: ExprRef?, label: String?, index: Int)
    /// An assignment to a property (`state.step = .done`, `routingIntent = .about`).
    case property(name: String, receiver: ExprRef?)
}

/// The implicit `.case` values of one typed position (`let all: [AppStep] = [.a, .b, …]` is one
/// position): the slot and enclosing type are stored once, not per value.
struct TypedStepRefs: Sendable {
    var refs: [StepRef]
    var slot: TypedSlot
    var enclosingType: String?
}

struct StepperProperty: Sendable {
    var owner: String
    var name: String
    var stepper: StepperExpr
}

/// A static member of a type that returns step references.
struct StepAlias: Sendable {
    /// The type (or extended type) declaring it, as written.
    var owner: String
    var name: String
    var refs: [StepRef]
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

    func substituting(_ arguments: [Int: ExprRef]) -> StepperExpr {
        switch self {
        case .value(let value): return .value(value.substituting(arguments))
        case .composite(let inner): return .composite(inner.map { $0.substituting(arguments) })
        default: return self
        }
    }

    /// This expression as seen from outside the type whose code it is (`self` is that type).
    func seen(fromCodeOf owner: String) -> StepperExpr {
        switch self {
        case .value(let value): return .value(value.seen(fromCodeOf: owner))
        case .composite(let inner): return .composite(inner.map { $0.seen(fromCodeOf: owner) })
        default: return self
        }
    }
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
    var column = 0
    /// The file of the function it is written in (filled in when the linker folds it into an arm).
    var file = ""
    var details = ContributionDetails()
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
    /// The step written in the forward, when it is a literal.
    var step: StepRef?
    /// The forward passes on the step the arm received (`.end(forwardToParentFlowWithStep: step)`).
    var ownStep = false
    var line: Int
    /// `navigate(to: X)` called on the flow itself: the arm returns what X's arm returns.
    var callsNavigate = false
}

/// A call to a function the linker may follow.
struct CallRef: Sendable, Hashable {
    var name: String
    var labels: [String]
    var line: Int
    /// An argument is the step being navigated (or a cast of it): a dispatch.
    var passesStep = false
    /// `super.name(…)`: only the superclasses' methods answer it.
    var viaSuper = false
    /// The call is what a `return` returns.
    var isReturned = false
    /// The arguments, typed where the call is made (for a callee's parameters).
    var arguments: [ExprRef] = []
    /// The contexts of the step variable passed on, when `passesStep` (to choose among overloads).
    var stepArgument: [StepContext] = []
    /// A trailing closure follows the parentheses (it fills the last parameter).
    var hasTrailingClosure = false
    /// What the call is made on, when not `self` (`navigationController.showAlert(…)`,
    /// `FlowSugar(viewModel, SettingsViewController.self).oneStepPushBy(…)`).
    var receiver: ExprRef?
    /// For each argument written as a case literal (`.oil`, `Medium.oil`), the case's name: it picks
    /// the branches of a switch on that parameter in the callee.
    var caseArguments: [String?] = []
}

/// What a stretch of code (an arm, a helper) does.
struct Effect: Sendable {
    var actions: Set<Outcome> = []
    var contributions: [Contribution] = []
    var childFlows: [ExprRef] = []
    var forwards: [Forward] = []
    var calls: [CallRef] = []
    /// Calls on other values and to capitalized free functions (an app's builders and UIKit
    /// extensions): followed only into the receiver type's methods, or free functions.
    var otherCalls: [CallRef] = []
    var declines = false
    var returnsUnknown = false
    /// Lines where the step is handed to another object's method and its result returned
    /// (`return router.navigate(to: step)`): navigation the tool cannot follow.
    var foreignDispatches: [Int] = []
    /// Where `navigate(to: X)` is called on the flow itself with X a property (`nextStep`, `step.next`)
    /// whose returned steps the file does not show: the linker looks for the property in the other
    /// files (`FlowLinker.computedSteps`), else the steps fed back are not known. The file is empty
    /// until the linker places the effect (`locatingContributions(in:)`).
    var unreadNavigations: [(file: String, line: Int, property: String)] = []
    /// Flows passed to `Flows.use(…, when: .ready)` or 1.x `Flows.whenReady`: the block waits for them.
    var readyFlows: [ExprRef] = []
    /// A contributor list the tool cannot read (`.multiple(flowContributors: contributors)`): the
    /// arm may contribute more than the contributions seen.
    var opaqueContributors = false
    /// The code branches (`if`, `guard`, `switch`, a loop, `?:`, `??`): not every outcome happens on every run.
    var branches = false
    /// `x.dismiss(…)`, `x.navigationController?.popViewController(…)`, `x.removeFromParent()`: what
    /// is closed, so the linker can tell a flow closing its own root.
    var closings: [Closing] = []
    /// The screens UIKit calls show (`pushViewController(vc, …)`, `present(alert, …)`,
    /// `setViewControllers([home], …)`), whether or not they are contributed.
    var shown: [ExprRef] = []

    /// Adds what `other`, another branch of the same code, does.
    mutating func formUnion(_ other: Effect) {
        actions.formUnion(other.actions)
        contributions += other.contributions
        childFlows += other.childFlows
        forwards += other.forwards
        calls += other.calls
        otherCalls += other.otherCalls
        declines = declines || other.declines
        returnsUnknown = returnsUnknown || other.returnsUnknown
        foreignDispatches += other.foreignDispatches
        unreadNavigations += other.unreadNavigations
        readyFlows += other.readyFlows
        opaqueContributors = opaqueContributors || other.opaqueContributors
        branches = branches || other.branches
        shown += other.shown
    }

    /// This effect as seen from a caller whose arguments fill the parameters (`arguments[index]`).
    func substituting(_ arguments: [Int: ExprRef]) -> Effect {
        guard !arguments.isEmpty else { return self }
        var copy = self
        copy.contributions = contributions.map { contribution in
            var substituted = contribution
            substituted.presentable = contribution.presentable.substituting(arguments)
            substituted.stepper = contribution.stepper.map { $0.substituting(arguments) }
            return substituted
        }
        copy.childFlows = childFlows.map { $0.substituting(arguments) }
        copy.readyFlows = readyFlows.map { $0.substituting(arguments) }
        copy.shown = shown.map { $0.substituting(arguments) }
        copy.closings = closings.map { Closing(receiver: $0.receiver.substituting(arguments), action: $0.action) }
        return copy
    }

    /// This effect, read in another type's method, as the flow calling it sees it: `self` is that type.
    func seen(fromCodeOf owner: String) -> Effect {
        var copy = self
        copy.contributions = contributions.map { contribution in
            var seen = contribution
            seen.presentable = contribution.presentable.seen(fromCodeOf: owner)
            seen.stepper = contribution.stepper.map { $0.seen(fromCodeOf: owner) }
            return seen
        }
        copy.childFlows = childFlows.map { $0.seen(fromCodeOf: owner) }
        copy.shown = shown.map { $0.seen(fromCodeOf: owner) }
        copy.closings = closings.map { Closing(receiver: $0.receiver.seen(fromCodeOf: owner), action: $0.action) }
        return copy
    }
}

/// A controller the code closes: `dismiss` (`.dismiss`), a pop of its navigation controller (`.pop`),
/// or `removeFromParent()` (`.other`), and the value it is called on.
struct Closing: Sendable, Hashable {
    var receiver: ExprRef
    var action: Outcome
}

extension ExprRef {
    /// Whether the linker may find a type for it (an expression not understood never has one).
    var mayBeTyped: Bool {
        switch self {
        case .text: return false
        case .member(let base, _): return base.mayBeTyped
        default: return true
        }
    }

    /// This expression with `self` read as a value of `owner` (from outside that type's code).
    func seen(fromCodeOf owner: String) -> ExprRef {
        switch self {
        case .selfValue: return owner.isEmpty ? .text("self") : .type(owner, hints: [])
        case .member(let base, let name): return .member(base.seen(fromCodeOf: owner), name)
        case .parameter(let index, let declared): return .parameter(index, declared: declared.seen(fromCodeOf: owner))
        default: return self
        }
    }
}

struct RawPattern: Sendable, Hashable {
    /// `unreadable`: a pattern the tool does not read (a tuple, an expression): it may match any step.
    enum Kind: Sendable, Hashable { case enumCase(StepRef), typeMatch(String), wildcard, unreadable }
    var kind: Kind
    /// Names bound by the pattern (`case .detail(let id)` binds `id`).
    var bindings: [String]
    /// The payload is matched against values, not just bound (`.detail(id: 0)`, `.auth(.login)`).
    var constrainsPayload = false
}

/// A switch or `case` condition on a step the extractor did not turn into arms.
struct UnreadMatch: Sendable {
    var line: Int
    var subject: String
    var contexts: [StepContext]
}

struct RawArm: Sendable {
    var patterns: [RawPattern]
    var isDefault: Bool
    var context: [StepContext]
    var whereClause: String?
    var line: Int
    var column: Int
    var effect: Effect
    /// In a function returning a step (`transform(step:)`): the steps the arm returns.
    var returnedSteps: [StepRef] = []
    /// The arm's switch (or condition) sits inside another arm, whose effect holds this one's.
    var isNested = false
    /// `guard … case let .wrapper(w) = s else {…}` or `case let .wrapper(w):` followed by a switch on
    /// `w`: when that switch's arms are step arms, they decide, and this one is no arm of its own.
    var isWrapper = false
    /// No case names it (a body without a switch, a guard's `else`): an arm that only returns `.none`
    /// then handles nothing, and is left out.
    var isImplicit = false

    /// Whether the arm is taken for the case named `caseName` (`case .oil:`, `case .oil, .water:`).
    func matches(caseNamed caseName: String) -> Bool {
        patterns.contains { pattern in
            if case .enumCase(let ref) = pattern.kind { return ref.caseName == caseName }
            return false
        }
    }

    /// Whether the arm takes whatever no other arm does (`default:`, `case _:`, `case let other:`).
    var takesTheRest: Bool { isDefault || patterns.contains { if case .wildcard = $0.kind { return true } else { return false } } }
}

struct FunctionFact: Sendable {
    var owner: String
    var name: String
    var labels: [String]
    var parameterTypes: [String]
    /// Which parameters have a default value (a call may leave them out).
    var parameterHasDefault: [Bool]
    var returnType: String
    var line: Int
    var arms: [RawArm]
    /// The effect of the body outside any step arm (what a call to this helper does).
    var effect: Effect
    /// Types the step is cast to in this function.
    var casts: [String]
    /// Where the step is rebound through a member the tool does not follow (`step.asAppStep`).
    var conversions: [(line: Int, detail: String)]
    var hasStepSwitch: Bool
    /// Switches and `case` conditions whose subject names a step variable in a form the tool does not
    /// read (`switch (step as? AppStep, isLoggedIn)`), with the contexts of the variables it names.
    var unreadMatches: [UnreadMatch] = []
    /// The arms of a switch on an ordinary value at the body's top level (`switch medium { case .oil: … }`
    /// on a parameter that is no step): branches of what the function does, not step arms. Set by the
    /// linker (`separatingValueArms`), which knows the step types.
    var valueArms: [RawArm] = []
    /// Of a function returning navigation with no step arms (`navigate(to:)` without a switch): its
    /// body as one arm taking every step it receives, used when the function is the flow's entry
    /// (or the entry hands it the step).
    var bodyArm: RawArm? = nil

    /// This function with the arms whose subject is no step moved out of `arms`: those at the top
    /// level into `valueArms`, nested ones dropped (the arm holding them already does what they do).
    func separatingValueArms(isStepContext: (StepContext) -> Bool) -> FunctionFact {
        guard arms.contains(where: { !$0.context.contains(where: isStepContext) }) else { return self }
        var copy = self
        copy.arms = arms.filter { $0.context.contains(where: isStepContext) }
        copy.valueArms = arms.filter { !$0.isNested && !$0.context.contains(where: isStepContext) }
        copy.hasStepSwitch = !copy.arms.isEmpty
        return copy
    }

    /// What a call to this function does: its body outside step arms, with the branches of its
    /// switches on ordinary values — of a switch on a parameter the call fills with a case literal
    /// (`begin(.oil)`), the branches that case takes; of the others, every branch.
    func effect(calledBy call: CallRef?) -> Effect {
        guard !valueArms.isEmpty else { return effect }
        var taken = Array(valueArms.indices)
        if let call, let parameters = parameterIndices(for: call) {
            for (argument, parameter) in parameters.enumerated() where argument < call.caseArguments.count {
                guard let caseName = call.caseArguments[argument] else { continue }
                let switched = taken.filter { valueArms[$0].context == [.type(parameterTypes[parameter])] }
                guard !switched.isEmpty else { continue }
                var chosen = switched.filter { valueArms[$0].matches(caseNamed: caseName) }
                if chosen.isEmpty { chosen = switched.filter { valueArms[$0].takesTheRest } }
                taken.removeAll { switched.contains($0) && !chosen.contains($0) }
            }
        }
        var result = effect
        for index in taken { result.formUnion(valueArms[index].effect) }
        return result
    }

    /// For a call with these argument labels, the parameter each argument fills (nil when the call
    /// does not fit: a label out of place, a parameter without default left out).
    func parameterIndices(for call: CallRef) -> [Int]? {
        var result: [Int] = []
        var parameter = 0
        for label in call.labels {
            while parameter < labels.count && labels[parameter] != label {
                guard parameterHasDefault[parameter] else { return nil }
                parameter += 1
            }
            guard parameter < labels.count else { return nil }
            result.append(parameter)
            parameter += 1
        }
        // What is left must have defaults, but for one trailing closure.
        let left = (parameter..<labels.count).filter { !parameterHasDefault[$0] }
        return left.isEmpty || (call.hasTrailingClosure && left == [labels.count - 1]) ? result : nil
    }

    /// Returns a step: a step-mapping helper (`func transform(step: Step) -> Step`).
    var returnsStep: Bool { RxFlowWord.Step.names(returnType) }

    /// Returns what `navigate(to:)` returns: a dispatch target, not a step-mapping helper.
    var returnsNavigation: Bool {
        RxFlowWord.FlowContributors.names(returnType) || RxFlowWord.NextFlowItems.names(returnType)
            || returnType == "[" + RxFlowWord.Flowable.spelling + "]"
    }
}

struct RawEmission: Sendable {
    var step: StepRef
    var context: StepContext
    var how: EmissionKind
    var enclosingType: String?
    /// The stepper that emits when not the enclosing type (`viewModel.steps.accept`).
    var emitter: ExprRef?
    /// The member of the enclosing type the emission is in, which a subclass inherits unless it
    /// overrides it: the method (outermost, not a local function) or `initialStep`; nil elsewhere.
    var member: String? = nil
    /// Only a fallback value (`.catchAndReturn(X)`, `.catch { _ in .just(X) }`, `?? X`).
    var isFallback = false
}

struct RawCoordination: Sendable {
    var flow: ExprRef
    var stepper: StepperExpr?
    /// The stepper instance given, when the code names one (`AppStepper.shared`).
    var stepperInstance: RawStepperInstance?
    var enclosingType: String?
    var line: Int
    var column: Int
}
