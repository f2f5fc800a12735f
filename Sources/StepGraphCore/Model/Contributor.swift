/// One `.contribute(…)` (2.x `withNextPresentable:withNextStepper:` or `withNext:`, 1.x
/// `NextFlowItem(nextPresentable:nextStepper:)`) an arm makes: the presentable and stepper RxFlow
/// listens to, and how the code hands them over. Optional fields are left out when unknown or unset.
package struct Contributor: Codable, Sendable, Equatable {
    package var file: String
    package var line: Int
    package var column: Int
    /// The presentable's type (a flow or a screen), when known.
    package var presentable: String?
    /// The stepper's type, when known.
    package var stepper: String?
    /// The stepper types inside a `CompositeStepper(steppers: […])`.
    package var composedSteppers: [String]?
    /// The stepper instance, when the code names one that can be handed out again: `AppStepper.shared`
    /// (a static member), `AppFlow.viewModel` (a property of the flow), `local viewModel@File.swift:12:20`
    /// (a local of the function handed over within one `.multiple` list, by the list's position).
    package var stepperInstance: String?
    /// `allowStepWhenNotPresented:` as written; absent when not written (RxFlow's default, `false`).
    package var allowStepWhenNotPresented: ArgumentValue?
    /// `allowStepWhenDismissed:` as written; absent when not written (`false`).
    package var allowStepWhenDismissed: ArgumentValue?
    /// For a presentable built in the same function (`let vc = DetailViewController(…)`, or inline):
    /// what the code does with it besides contributing it (empty: nothing, it is never shown). Absent
    /// when the presentable comes from elsewhere (a property, a parameter, a flow).
    package var presentableUses: [PresentableUse]?
    /// The code sets the presentable's `modalPresentationStyle = .fullScreen` (absent when not): once
    /// presented it hides every screen below it.
    package var presentedFullScreen: Bool? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(file: String, line: Int, column: Int, presentable: String? = nil, stepper: String? = nil, composedSteppers: [String]? = nil, stepperInstance: String? = nil, allowStepWhenNotPresented: ArgumentValue? = nil, allowStepWhenDismissed: ArgumentValue? = nil, presentableUses: [PresentableUse]? = nil, presentedFullScreen: Bool? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.presentable = presentable
        self.stepper = stepper
        self.composedSteppers = composedSteppers
        self.stepperInstance = stepperInstance
        self.allowStepWhenNotPresented = allowStepWhenNotPresented
        self.allowStepWhenDismissed = allowStepWhenDismissed
        self.presentableUses = presentableUses
        self.presentedFullScreen = presentedFullScreen
    }
}

extension Contributor: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// A `Bool` argument as written.
package enum ArgumentValue: String, ModelVocabulary {
    case literalTrue = "true", literalFalse = "false"
    /// Something the tool does not evaluate (a variable, a condition).
    case expression
}

/// What code does with a presentable it built.
package enum PresentableUse: String, ModelVocabulary {
    /// `pushViewController(vc, …)`, `show(vc, …)`, `showDetailViewController(vc, …)`.
    case push
    /// `present(vc, …)`.
    case present
    /// Anything else: assigned, embedded, handed to another call (it may be shown there).
    case other
}

/// A flow an arm's `Flows.use(…, when: .ready)` (or 1.x `Flows.whenReady`) block waits for.
package struct ReadyWait: Codable, Sendable, Equatable {
    package var flow: String
    /// Whether the arm also contributes that flow (so RxFlow coordinates it); absent when the tool
    /// cannot tell (a contributor list it cannot read, a presentable of unknown type).
    package var contributed: Bool?

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(flow: String, contributed: Bool? = nil) {
        self.flow = flow
        self.contributed = contributed
    }
}
