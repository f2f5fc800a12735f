/// The navigation model of a code base: what `stepgraph dump` prints and what the graph, the rules
/// and the map are built from. Every array is sorted, so equal input gives byte-identical JSON.
public struct NavigationModel: Codable, Sendable, Equatable {
    /// Bumped whenever a field changes meaning or disappears (docs/model-schema.md).
    public static let currentSchemaVersion = 5

    /// The schema version this model was written with.
    public var schemaVersion = NavigationModel.currentSchemaVersion
    /// The step enums (RxFlow `Step` conformances; XCoordinator route enums), sorted by name.
    public var stepEnums: [StepEnum] = []
    /// Types conforming to `Step` that are not enums (structs, classes).
    package var otherStepTypes: [StepType] = []
    /// The flows, sorted by name.
    public var flows: [FlowModel] = []
    package var steppers: [StepperModel] = []
    package var emissions: [Emission] = []
    /// How flows are started: as roots (`coordinate(flow:with:)`) or as children of another flow's arm.
    public var coordinations: [Coordination] = []
    package var legacyAPIUses: [LegacyAPIUse] = []
    package var ambiguities: [Ambiguity] = []
    /// FunctionalNavigationFlowKit: the screens flows show, sorted by name.
    public var screens: [Screen] = []
    /// FunctionalNavigationFlowKit: the navigation stacks, tab bars and other containers flows install.
    package var containers: [Container] = []
    /// FunctionalNavigationFlowKit: every way one screen (or the app's start) leads to another.
    public var transitions: [Transition] = []
    /// FunctionalNavigationFlowKit: the flows screens and flow functions receive and may run.
    package var navigationParameters: [NavigationParameter] = []
    /// FunctionalNavigationFlowKit: pops, dismissals and pushes that provably do nothing where they run.
    package var stuckNavigations: [StuckNavigation] = []
    /// What the extractor could not follow (rules stay silent about what depends on it).
    public var unresolved: [Unresolved] = []
    /// XCoordinator: coordinators' kinds, route types and initial routes, and the app's roots; nil
    /// (absent from the JSON) when the code base has no XCoordinator code.
    package var xcoordinator: XCoordinatorModel?
    /// SwiftUI: the stacks and what the containment walk proved about them; nil (absent from the
    /// JSON) when the code base has no SwiftUI navigation.
    package var swiftui: SwiftUIModel?
    /// Problems reading the input (unreadable, binary or invalid UTF-8 files, tokenizer errors); the analysis goes on.
    public var diagnostics: [Diagnostic] = []
    /// How many Swift files were read.
    public var fileCount = 0
    /// The library versions the code base's lock files resolve (`Podfile.lock`, `Package.resolved`,
    /// `Cartfile.resolved`), and those a vendored copy's own API says; sorted; absent when none was read.
    public var libraryVersions: [ResolvedLibrary]? = nil

    /// An empty model.
    public init() {}

    /// Adds `versions` to `libraryVersions`, kept sorted and absent while empty.
    package mutating func addLibraryVersions(_ versions: [ResolvedLibrary]) {
        guard !versions.isEmpty else { return }
        libraryVersions = ((libraryVersions ?? []) + versions).sorted()
    }
}

/// A source position. `file` is relative to the analysed root, with `/` separators.
public struct SourceLocation: Codable, Sendable, Hashable, Comparable {
    /// The file, relative to the analysed root.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// A location; `column` defaults to 1.
    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, then line, then column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// An enum of steps (or XCoordinator routes).
public struct StepEnum: Codable, Sendable, Equatable {
    /// The enum's name, qualified when nested (`Outer.AppStep`).
    public var name: String
    package var file: String
    package var line: Int
    /// Its cases, in declaration order.
    public var cases: [StepCase]
    /// How it became a Step: `direct`, `protocol <Name>`, `extension`, `superclass <Name>`.
    package var conformance: Conformance
    /// `xcoordinator` for an XCoordinator route enum; nil (absent) for an RxFlow step enum.
    public var framework: Framework? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, file: String, line: Int, cases: [StepCase], conformance: Conformance, framework: Framework? = nil) {
        self.name = name
        self.file = file
        self.line = line
        self.cases = cases
        self.conformance = conformance
        self.framework = framework
    }
}

extension StepEnum: Locatable {
    /// Where the enum is declared.
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// One case of a step enum.
public struct StepCase: Codable, Sendable, Equatable {
    /// The case's name.
    public var name: String
    /// Its line.
    public var line: Int
    package var column: Int
    /// The associated-value clause as written, e.g. `(withId: Int)`.
    package var associatedValues: String?
    /// For a container case whose payload is itself a Step type (`indirect case first(First)`).
    package var payloadStepType: String?

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, line: Int, column: Int, associatedValues: String? = nil, payloadStepType: String? = nil) {
        self.name = name
        self.line = line
        self.column = column
        self.associatedValues = associatedValues
        self.payloadStepType = payloadStepType
    }
}

package struct StepType: Codable, Sendable, Equatable {
    package var name: String
    package var kind: TypeKind
    package var file: String
    package var line: Int

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, kind: TypeKind, file: String, line: Int) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
    }
}

/// A flow: an RxFlow `Flow`, a FunctionalNavigationFlowKit flow function or an XCoordinator coordinator.
public struct FlowModel: Codable, Sendable, Equatable {
    /// The type's (or flow function's) name, qualified by its module when two modules share it.
    public var name: String
    /// Which framework's flow this is.
    public var framework: Framework
    package var file: String
    package var line: Int
    package var column: Int
    package var stepTypes: [String]
    package var rootKind: RootKind
    package var rootType: String?
    package var hasDefaultArm: Bool
    /// Whether the flow also conforms to `Stepper` (an RxFlow anti-pattern).
    package var isStepper: Bool
    /// Whether any code creates the flow (`Flow(…)`, `Flow.init(…)`, `resolve(Flow.self)`…).
    package var isInstantiated: Bool
    /// The flows declared as its subclasses (a base flow's code runs in them); nil when none.
    package var subclasses: [String]? = nil
    /// `navigate(to:)` hands the step to code the tool cannot follow (another object) and has no arm
    /// of its own: the flow may handle any step.
    package var delegatesNavigation: Bool
    /// The arms of its step (or route) switch, in source order.
    public var arms: [Arm]
    /// A screen the flow shows (its root or a contributed presentable) calls `dismiss(…)` itself,
    /// which ends the flow when it closes its root.
    package var screensDismiss: Bool
    /// Steps `navigate(to:)` turns into others before matching them (`guard let step = transform(step:
    /// step) as? RootStep` with `case .dismiss: return RootStep.main`); absent when there are none.
    package var stepMappings: [StepMapping]? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, framework: Framework, file: String, line: Int, column: Int, stepTypes: [String], rootKind: RootKind, rootType: String? = nil, hasDefaultArm: Bool, isStepper: Bool, isInstantiated: Bool, subclasses: [String]? = nil, delegatesNavigation: Bool, arms: [Arm], screensDismiss: Bool, stepMappings: [StepMapping]? = nil) {
        self.name = name
        self.framework = framework
        self.file = file
        self.line = line
        self.column = column
        self.stepTypes = stepTypes
        self.rootKind = rootKind
        self.rootType = rootType
        self.hasDefaultArm = hasDefaultArm
        self.isStepper = isStepper
        self.isInstantiated = isInstantiated
        self.subclasses = subclasses
        self.delegatesNavigation = delegatesNavigation
        self.arms = arms
        self.screensDismiss = screensDismiss
        self.stepMappings = stepMappings
    }
}

/// One step a flow maps to another before matching it: the flow handles `from` as it handles `to`.
package struct StepMapping: Codable, Sendable, Equatable {
    package var from: String
    package var to: String
    /// The mapping's arm.
    package var file: String
    package var line: Int

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(from: String, to: String, file: String, line: Int) {
        self.from = from
        self.to = to
        self.file = file
        self.line = line
    }
}

/// One arm of a flow's step switch (`navigate(to:)`, XCoordinator's `prepareTransition(for:)`): the steps it
/// matches and what it does.
public struct Arm: Codable, Sendable, Equatable {
    /// `Enum.case` for each pattern; empty for `default`.
    public var steps: [String]
    package var file: String
    package var line: Int
    package var column: Int
    /// Whether this is the `default` arm.
    public var isDefault: Bool
    /// Every branch's outcome, sorted by raw value.
    public var outcomes: [Outcome]
    package var presentables: [String]
    package var steppers: [String]
    package var childFlows: [String]
    package var forwardsStep: String?
    /// The steps the contributed steppers can emit into this flow.
    package var nextSteps: [String]
    /// The arm returns `.stepNotHandled` (RxFlow 1.x): the step is declined.
    package var declinesStep: Bool
    /// A `where` clause guarding the arm, as written.
    package var whereClause: String?
    /// Same-type helper functions followed to find what the arm does.
    package var via: [String]
    /// Contributed stepper expressions whose type could not be determined.
    package var unresolvedSteppers: [String]
    /// Steps written in `.end(forwardToParentFlowWithStep:)`, `.forwardToParentFlow(withStep:)`,
    /// `.triggerParentFlow(withStep:)`: they go to the flow that started this one.
    package var forwardsToParent: [String]
    /// Steps written in `.forwardToCurrentFlow(withStep:)` or a `navigate(to:)` on the flow itself.
    package var forwardsToCurrent: [String]
    /// The arm passes the step it received on to the parent flow (`.end(forwardToParentFlowWithStep:
    /// step)`, RxFlow 1.x `.stepNotHandled`).
    package var forwardsOwnStep: Bool
    /// The pattern matches only some payloads (`.detail(id: 0)`), so a later arm may still run.
    package var constrainsPayload: Bool
    /// Each `.contribute(…)` the arm makes (absent when none).
    package var contributors: [Contributor]?
    /// Flows a `Flows.use(…, when: .ready)` / `Flows.whenReady` block of the arm waits for (absent when none).
    package var readyWaits: [ReadyWait]?
    /// Steps the arm forwards to the current flow on every run: it has no branch and does nothing the
    /// tool cannot follow (absent when none). A forward of the arm's own step names that step.
    package var alwaysForwardsToCurrent: [String]?
    /// The arm closes the flow's own root (`rootViewController.dismiss(…)`,
    /// `rootViewController.navigationController?.popViewController(…)`, `root.removeFromParent()`),
    /// itself or through its helpers: the flow leaves the screen on its own (absent when it does not).
    package var closesOwnRoot: Bool?
    /// Child coordinators of `childFlows` the arm starts outside its transition's presentables
    /// (XCoordinator's `addChild`, `.trigger(_:on:)` on a child it builds): a deep link does not
    /// search them for its next router (absent when none).
    package var childrenOutsideTransition: [String]?
    /// RxFlow: the types of the screens the arm's UIKit calls show (`pushViewController(vc, …)`,
    /// `present(alert, …)`, the top of `setViewControllers([…])`, a window's root), contributed or
    /// not, flows left out: what the map names under the arm (absent when none is known).
    package var shownScreens: [String]?

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(steps: [String], file: String, line: Int, column: Int, isDefault: Bool, outcomes: [Outcome], presentables: [String], steppers: [String], childFlows: [String], forwardsStep: String? = nil, nextSteps: [String], declinesStep: Bool, whereClause: String? = nil, via: [String], unresolvedSteppers: [String], forwardsToParent: [String], forwardsToCurrent: [String], forwardsOwnStep: Bool, constrainsPayload: Bool, contributors: [Contributor]? = nil, readyWaits: [ReadyWait]? = nil, alwaysForwardsToCurrent: [String]? = nil, closesOwnRoot: Bool? = nil, childrenOutsideTransition: [String]? = nil, shownScreens: [String]? = nil) {
        self.steps = steps
        self.file = file
        self.line = line
        self.column = column
        self.isDefault = isDefault
        self.outcomes = outcomes
        self.presentables = presentables
        self.steppers = steppers
        self.childFlows = childFlows
        self.forwardsStep = forwardsStep
        self.nextSteps = nextSteps
        self.declinesStep = declinesStep
        self.whereClause = whereClause
        self.via = via
        self.unresolvedSteppers = unresolvedSteppers
        self.forwardsToParent = forwardsToParent
        self.forwardsToCurrent = forwardsToCurrent
        self.forwardsOwnStep = forwardsOwnStep
        self.constrainsPayload = constrainsPayload
        self.contributors = contributors
        self.readyWaits = readyWaits
        self.alwaysForwardsToCurrent = alwaysForwardsToCurrent
        self.closesOwnRoot = closesOwnRoot
        self.childrenOutsideTransition = childrenOutsideTransition
        self.shownScreens = shownScreens
    }
}

package struct StepperModel: Codable, Sendable, Equatable {
    package var type: String
    package var file: String
    package var line: Int
    /// The column of its declaration keyword.
    package var column: Int
    package var emits: [String]
    package var initialStep: String?
    /// Its superclasses and protocols declared in the code base (absent when none).
    package var supertypes: [String]?
    /// Steps its superclasses put on their own `steps` in members it inherits: methods and
    /// `initialStep` that neither it nor a class between overrides (absent when none). Only where
    /// every declaration of those classes was read, so no override can hide.
    package var inheritedEmits: [String]?

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(type: String, file: String, line: Int, column: Int, emits: [String], initialStep: String? = nil, supertypes: [String]? = nil, inheritedEmits: [String]? = nil) {
        self.type = type
        self.file = file
        self.line = line
        self.column = column
        self.emits = emits
        self.initialStep = initialStep
        self.supertypes = supertypes
        self.inheritedEmits = inheritedEmits
    }
}

package struct Emission: Codable, Sendable, Equatable {
    package var step: String
    package var file: String
    package var line: Int
    package var column: Int
    package var how: EmissionKind
    package var enclosingType: String?
    /// The stepper type whose `steps` the step goes into, when known (`viewModel.steps.accept` in a
    /// view controller is emitted by the view model).
    package var emitter: String?
    /// `swiftui` for a SwiftUI push, presentation or route mention; nil (absent) for the other front ends'.
    package var framework: Framework? = nil
    /// The emitter's member the emission is in (`RawEmission.member`), when the emitter is the
    /// enclosing type: what a subclass inherits. Not part of the model's JSON.
    package var member: String? = nil
    /// The step is only a fallback value (`.catchAndReturn(X)`, `.catchErrorJustReturn(X)`,
    /// `.catch { _ in .just(X) }`, `?? X`): what the stepper emits when its real value fails. Not part
    /// of the model's JSON.
    package var isFallback = false
    /// For a link of a deep-link chain: the chain's call (`deepLink` as written), which groups the links
    /// however the call's lines break. Not part of the model's JSON.
    package var chain: SourceLocation? = nil

    private enum CodingKeys: String, CodingKey { case step, file, line, column, how, enclosingType, emitter, framework }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(step: String, file: String, line: Int, column: Int, how: EmissionKind, enclosingType: String? = nil, emitter: String? = nil, framework: Framework? = nil, member: String? = nil, isFallback: Bool = false, chain: SourceLocation? = nil) {
        self.step = step
        self.file = file
        self.line = line
        self.column = column
        self.how = how
        self.enclosingType = enclosingType
        self.emitter = emitter
        self.framework = framework
        self.member = member
        self.isFallback = isFallback
        self.chain = chain
    }
}

/// A use of an RxFlow 1.x or deprecated 2.x API.
package struct LegacyAPIUse: Codable, Sendable, Equatable {
    /// The deprecated form, e.g. `NextFlowItems`, `Flows.whenReady`.
    package var api: String
    /// What to write instead.
    package var replacement: String
    package var file: String
    package var line: Int
    package var column: Int
    package var enclosingType: String?
    /// The module of `file`, when it is a named one.
    package var module: String? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(api: String, replacement: String, file: String, line: Int, column: Int, enclosingType: String? = nil, module: String? = nil) {
        self.api = api
        self.replacement = replacement
        self.file = file
        self.line = line
        self.column = column
        self.enclosingType = enclosingType
        self.module = module
    }
}

/// A flow started, as the app's root or as a child of another flow's arm.
public struct Coordination: Codable, Sendable, Equatable {
    /// Root or child.
    public var kind: CoordinationKind
    /// The flow started.
    public var flow: String
    /// For `child`: the flow whose arm starts it.
    public var parentFlow: String?
    /// For `root`: the stepper type; for `child`: the stepper contributed with it, if any.
    package var stepper: String?
    /// For `child`: the steps of the parent's arm that starts it. For `root`: the stepper's first steps.
    public var steps: [String]
    /// The steps the stepper given with the flow feeds it (a `OneStepper`'s step, a stepper's emissions).
    package var startSteps: [String]
    package var file: String
    package var line: Int
    /// The column of the call that starts it (`coordinate(flow:with:)`, the arm's `.contribute(…)`).
    package var column: Int
    /// For `child`: how the parent shows the child's root.
    package var embedding: Embedding?
    /// For `root`: the stepper instance given, when the code names one (see `Contributor.stepperInstance`).
    package var stepperInstance: String?
    /// For `root`: the stepper types inside a `CompositeStepper(steppers: […])` given with it.
    package var composedSteppers: [String]? = nil
    /// For `root`: the application target(s) that compile the file of the call, joined with `, `
    /// (absent where no Xcode project or manifest says, or the file is in no application target).
    public var target: String? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(kind: CoordinationKind, flow: String, parentFlow: String? = nil, stepper: String? = nil, steps: [String], startSteps: [String], file: String, line: Int, column: Int, embedding: Embedding? = nil, stepperInstance: String? = nil, composedSteppers: [String]? = nil, target: String? = nil) {
        self.kind = kind
        self.flow = flow
        self.parentFlow = parentFlow
        self.stepper = stepper
        self.steps = steps
        self.startSteps = startSteps
        self.file = file
        self.line = line
        self.column = column
        self.embedding = embedding
        self.stepperInstance = stepperInstance
        self.composedSteppers = composedSteppers
        self.target = target
    }
}

/// Something the extractor could not follow. Rules stay silent about what depends on it.
public struct Unresolved: Codable, Sendable, Equatable {
    /// What the extractor could not follow.
    public enum Kind: String, ModelVocabulary {
        /// A flow hands the step to code the tool cannot follow: it may handle any step.
        case dispatch
        /// A flow matches the step with a switch or pattern the tool did not turn into arms: it may
        /// handle any step.
        case pattern
        /// A stepper emits a value the tool cannot read (`steps.accept(item.step)`): it may emit any step.
        case emission
        /// A flow rebinds the step through a member the tool does not follow (`guard let step = step.asAppStep`):
        /// it may map steps such as `RxFlowStep.home` onto its own cases.
        case conversion
        /// FunctionalNavigationFlowKit code the tool could not follow to its end (the walk's budget ran out).
        case navigation
        /// XCoordinator: an arm returns a transition the tool cannot read (what it shows is unknown).
        case transition
        /// XCoordinator: lifecycle code a rule depends on that the tool cannot follow (a `presented(from:)`
        /// override calling a method of its own, a `removeChild` it cannot attribute to a coordinator).
        case lifecycle
        /// Where a flow starts depends on a value the tool cannot read (`OneStepper(withSingleStep:
        /// firstStep)`, a computed `initialStep`, XCoordinator's `initialRoute:` given a parameter):
        /// it may start at any step it handles. `subject` is that flow or coordinator; the location
        /// is where the value is read.
        case start
        /// RxFlow: an arm builds its contributors through code the tool does not follow (an app's own
        /// `NextFlowItem` initializer, a helper returning `FlowContributors`): what it contributes is unknown.
        case contribution
    }
    /// What was not followed.
    public var kind: Kind
    /// The flow or stepper type concerned.
    public var subject: String
    /// What could not be followed, as written.
    public var detail: String
    package var file: String
    package var line: Int

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(kind: Kind, subject: String, detail: String, file: String, line: Int) {
        self.kind = kind
        self.subject = subject
        self.detail = detail
        self.file = file
        self.line = line
    }
}

extension Unresolved: Locatable {
    /// Where the extractor stopped.
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// Something the code leaves open between several declarations: rules stay silent about the steps
/// whose verdict it could change.
package struct Ambiguity: Codable, Sendable, Equatable {
    package var name: String
    package var file: String
    package var line: Int
    /// The steps (and, for a flow declared twice, the flow) whose verdict the ambiguity can change.
    package var candidates: [String]
    package var message: String
    /// What `name` is when it is declared in several files of one module; nil for a reference that
    /// can denote several steps or types.
    package var declaredTwice: DeclaredTwice? = nil

    /// The kind of a type declared in several files of one module.
    package enum DeclaredTwice: String, ModelVocabulary {
        /// What is unknown is what the flow does with the steps it receives (its arms), never
        /// whether a step is emitted.
        case flow
        /// Which of its cases exist is unknown.
        case stepEnum = "step_enum"
    }

    /// The flow declared twice whose arms are unknown, if that is what this is.
    package var flowDeclaredTwice: String? { declaredTwice == .flow ? name : nil }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, file: String, line: Int, candidates: [String], message: String, declaredTwice: DeclaredTwice? = nil) {
        self.name = name
        self.file = file
        self.line = line
        self.candidates = candidates
        self.message = message
        self.declaredTwice = declaredTwice
    }
}

/// A problem reading the input, reported with the model (the analysis goes on).
public struct Diagnostic: Codable, Sendable, Equatable {
    /// Error or warning.
    public var severity: Severity
    package var file: String
    package var line: Int
    /// What went wrong.
    public var message: String

    package init(severity: Severity, file: String, line: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }
}

extension FlowModel {
    /// `step` without its enum when the flow handles only that enum (a map label: `login`, not `AppStep.login`).
    package func shortName(of step: String) -> String {
        guard let dot = step.utf8.lastIndex(of: UInt8(ascii: ".")) else { return step }
        return stepTypes == [String(step[..<dot])] ? String(step[step.index(after: dot)...]) : step
    }
}

extension FlowModel: Locatable {
    /// Where the flow is declared.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

extension Arm: Locatable {
    /// Where the arm's `case` is.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

extension StepperModel: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

extension Emission: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

extension LegacyAPIUse: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

extension Coordination: Locatable {
    /// Where the flow is started.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

extension Ambiguity: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line) }
}

extension Diagnostic: Locatable {
    /// Where the problem is.
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

extension StepEnum {
    /// Where one of this enum's cases is declared.
    public func location(of stepCase: StepCase) -> SourceLocation {
        SourceLocation(file: file, line: stepCase.line, column: stepCase.column)
    }
}
