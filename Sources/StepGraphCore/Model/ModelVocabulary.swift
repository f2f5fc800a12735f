/// The closed vocabularies of the model. Raw values are what `stepgraph dump` prints; they sort the
/// way the JSON arrays are sorted (by raw value), so output stays byte-identical.
public protocol ModelVocabulary: RawRepresentable, Codable, Sendable, Hashable, Comparable, CaseIterable
where RawValue == String {}

extension ModelVocabulary {
    /// Orders by raw value, the order of the JSON arrays.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// How serious a finding or a diagnostic is. `error` fails a lint run (exit status 1).
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case warning, error

    /// A warning sorts before an error.
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// The navigation frameworks StepGraph understands.
public enum Framework: String, ModelVocabulary {
    case rxflow
    case fnfk
    case xcoordinator
    case swiftui

    /// The framework's own name.
    package var displayName: String {
        switch self {
        case .rxflow: return "RxFlow"
        case .fnfk: return "FunctionalNavigationFlowKit"
        case .xcoordinator: return "XCoordinator"
        case .swiftui: return "SwiftUI"
        }
    }
}

/// What an RxFlow arm (or an XCoordinator `prepareTransition(for:)` arm) does.
public enum Outcome: String, ModelVocabulary {
    case push, present, setRoot = "set_root", dismiss, pop, childFlow = "child_flow", end
    case forwardToParent = "forward_to_parent", forwardToCurrent = "forward_to_current", none, multiple, other
    /// XCoordinator: the arm triggers a route (`.trigger(_:on:)`, `.route(_:on:)`, `deepLink`).
    case trigger
}

/// How a step enters RxFlow at an emission site.
package enum EmissionKind: String, ModelVocabulary {
    /// `steps.accept(X)`, `viewModel.steps.accept(X)`, 1.x `step.accept`.
    case accept
    /// A closure result in a chain bound to `steps`.
    case bind
    /// `var initialStep: Step`.
    case initialStep
    /// `OneStepper(withSingleStep:)`.
    case oneStepper
    /// `DefaultStepper()` or `coordinate(flow:)` without a stepper.
    case defaultStepper
    /// `coordinator.navigate(to:)`.
    case deepLink
    /// A flow's `navigate(to:)` on itself.
    case selfNavigate
    /// Returned by `adapt(step:)` or `transform(step:)` in a flow.
    case adapt
    /// A call to a function that passes its step parameter into `steps` (an emission helper): emitted
    /// by the type the call is made on.
    case helper
    /// `.case` in a position typed as a step (an argument, a typed property, a collection, a returned
    /// value): a possible emission by the stepper whose code holds it.
    case typed
    /// `Enum.case` used elsewhere: not proof of emission, but the step is not dead.
    case reference
    /// XCoordinator: `router.trigger(.x)`, `contextTrigger`, `rx.trigger`, `triggerPublisher`.
    case trigger
    /// XCoordinator: `.trigger(.x, on: router)` or `.route(.x, on: coordinator)` in a transition.
    case transitionTrigger
    /// XCoordinator: `initialRoute:` given to a coordinator's initializer.
    case initialRoute
    /// XCoordinator: a parent route a `RedirectionRouter`'s `mapToParentRoute` returns.
    case redirect
    /// XCoordinator: a route of a `deepLink(…)` chain.
    case deepLinkChain
    /// SwiftUI: `NavigationLink(value:)`.
    case navigationLink
    /// SwiftUI: a value appended to or assigned to a navigation path (`path.append(.x)`, the app's
    /// router method doing it, an initial path).
    case pathPush
    /// SwiftUI: a value assigned to the optional a `sheet(item:)` (or cover, popover,
    /// `navigationDestination(item:)`) is bound to, directly or through the app's method.
    case presentation

    /// The site puts this very step into a stepper's stream: routing errors may rest on it.
    package var isDefinite: Bool { self != .reference && self != .typed }

    /// The site may put the step into a stepper's stream (reachability and dead steps count it).
    package var isPossibleEmission: Bool { self != .reference }
}

/// How a flow is started.
public enum CoordinationKind: String, ModelVocabulary {
    /// `coordinate(flow:with:)`.
    case root
    /// An arm starting a child flow.
    case child
}

/// How a parent shows a child flow's root.
package enum Embedding: String, ModelVocabulary {
    case presented, pushed, embedded, root, unknown
}

/// The kind of container a flow's `root` is.
package enum RootKind: String, ModelVocabulary {
    case navigationStack = "navigation_stack", tabBar = "tab_bar", window, splitView = "split_view", page
    case viewController = "view_controller", unknown
    /// A SwiftUI presentation context: what a sheet, full-screen cover or popover shows.
    case presented

    /// The raw value with spaces, for labels (`navigation stack`).
    package var displayName: String { rawValue.replacingOccurrences(of: "_", with: " ") }
}

/// How a type conforms to a protocol such as `Step`. Encoded as text: `direct`, `extension`,
/// `protocol <P>`, `superclass <C>`.
package enum Conformance: Codable, Sendable, Hashable {
    case direct
    case viaExtension
    case viaProtocol(String)
    case viaSuperclass(String)

    package var description: String {
        switch self {
        case .direct: return "direct"
        case .viaExtension: return "extension"
        case .viaProtocol(let name): return "protocol " + name
        case .viaSuperclass(let name): return "superclass " + name
        }
    }

    package init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        switch text {
        case "direct": self = .direct
        case "extension": self = .viaExtension
        case _ where text.hasPrefix("protocol "): self = .viaProtocol(String(text.dropFirst("protocol ".count)))
        case _ where text.hasPrefix("superclass "): self = .viaSuperclass(String(text.dropFirst("superclass ".count)))
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown conformance '\(text)'"))
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A model entity with a place in the source.
package protocol Locatable {
    var location: SourceLocation { get }
}
