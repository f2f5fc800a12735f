/// What a FunctionalNavigationFlowKit transition does.
public enum TransitionAction: String, ModelVocabulary {
    case push, present, pop, popToRoot = "pop_to_root", dismiss
    case setWindowRoot = "set_window_root", setTabItems = "set_tab_items"
    /// An app's own factory whose body does something else (replacing the top of a stack).
    case custom

    /// Whether it shows a new screen (rather than going back to one).
    public var showsScreen: Bool {
        switch self {
        case .push, .present, .setWindowRoot, .setTabItems, .custom: return true
        case .pop, .popToRoot, .dismiss: return false
        }
    }
}

/// What a container controller holds.
public enum ContainerKind: String, ModelVocabulary {
    case stack, tabs, split, pages

    /// For labels: `navigation stack`, `tab bar`.
    public var displayName: String {
        switch self {
        case .stack: return "navigation stack"
        case .tabs: return "tab bar"
        case .split: return "split view"
        case .pages: return "page view"
        }
    }
}

/// Whether code runs a navigation parameter.
public enum Invocation: String, ModelVocabulary {
    /// Called, directly or through the parameters and properties it is handed to.
    case invoked
    /// Handed to code the tool cannot follow: it may be called.
    case unknown
    /// Provably never called.
    case never
}

/// A screen a flow shows: the view controller a push, present, root or tab call builds.
public struct Screen: Codable, Sendable, Equatable {
    /// The concrete controller (from a factory's body when a factory builds it).
    public var name: String
    /// Where the controller is declared (or first built, when the code base does not declare it).
    public var file: String
    public var line: Int
    /// Other names the same screen is built through: factories (`DeckDetailsFactory.make`).
    public var aliases: [String]
    /// Code outside the flows the tool follows names it (builds it with UIKit, passes a flow that
    /// shows it around): it may be reached in ways the map does not show.
    public var referencedOutsideFlows: Bool
}

extension Screen: Locatable {
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// A container controller a flow installs (a navigation stack, a tab bar): the frames of the map.
public struct Container: Codable, Sendable, Equatable {
    /// `Type@file:line` of the expression that builds it.
    public var id: String
    public var type: String
    public var kind: ContainerKind
    /// The container it is an item of (a stack inside a tab bar).
    public var parent: String?
    /// How it is put on screen (`set_window_root`, `present`, `set_tab_items`); nil when nothing installs it.
    public var installedBy: TransitionAction?
    public var file: String
    public var line: Int
}

extension Container: Locatable {
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// One way to a screen: from a screen (or `<entry>`, the app's start) by a factory call.
public struct Transition: Codable, Sendable, Equatable {
    /// The app's start, as a transition's `from`.
    public static let entry = "<entry>"

    /// A screen, `<entry>`, or the flow function a transition is built in when nothing reaches that flow.
    public var from: String
    public var to: String
    public var action: TransitionAction
    /// The route that carries it: the navigation parameter (`open`, `onLogout`) the `from` screen
    /// invokes; nil when the flow runs at once (the app's start, a screen's own code).
    public var via: String?
    /// The navigation parameter (`Owner.name`) `via` names.
    public var route: String?
    /// Built in one branch of an `if`, `switch`, ternary or `LazyFlow`.
    public var conditional: Bool
    /// The factory (`PushFlow`, `SetWindowRootFlow`, an app's own `ReplaceTopFlow`).
    public var factory: String
    /// The container (`Container.id`) the screen is shown in.
    public var container: String?
    /// Where the flow is built.
    public var file: String
    public var line: Int
    /// Where the route is invoked (`file:line`), when the tool sees it.
    public var invokedAt: [String]
    /// For a transition from `<entry>`: where the app's code runs the flow, `Type@file:line` (an
    /// RxFlow flow's arm there is what leads to it in a mixed app).
    public var startedIn: [String] = []
}

extension Transition: Locatable {
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// A flow a screen, a routes struct or a flow function receives (`onLogout: Flow`, `open: (Item) ->
/// Void`), with where it is supplied and where it is invoked.
public struct NavigationParameter: Codable, Sendable, Equatable {
    /// The screen, routes struct, factory or flow function declaring it.
    public var owner: String
    public var name: String
    public var file: String
    public var line: Int
    public var invocation: Invocation
    /// Where a flow is passed for it (`file:line`).
    public var suppliedAt: [String]
    /// Where only an empty flow (`EmptyFlow`, `{}`) is passed for it.
    public var stubbedAt: [String]
    /// Where it is called (`file:line`).
    public var invokedAt: [String]
    /// The parameters and properties (`Owner.name`) it is handed to, which invoke it in turn.
    public var forwardedTo: [String]
    /// Where it is used in a way the tool cannot follow (`file:line`).
    public var escapesAt: [String]

    /// `Owner.name`: the identity rules and transitions use.
    public var identity: String { owner + "." + name }
}

extension NavigationParameter: Locatable {
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// A FunctionalNavigationFlowKit call that provably does nothing useful on the path that runs it.
public struct StuckNavigation: Codable, Sendable, Hashable {
    public enum Kind: String, ModelVocabulary {
        /// `PopFlow`/`PopToRootFlow` from the only screen of its stack.
        case popFromRoot = "pop_from_root"
        /// `DismissFlow(in: c)` when `c` presents nothing (an assertion from 0.0.3).
        case dismissWithNothingPresented = "dismiss_with_nothing_presented"
        /// A push into a container built in a flow and never shown.
        case pushIntoHiddenContainer = "push_into_hidden_container"
    }

    public var kind: Kind
    /// The screen whose route runs it (or the screen pushed, for a hidden container).
    public var screen: String
    public var container: String
    public var factory: String
    public var file: String
    public var line: Int
}

extension StuckNavigation: Locatable {
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}
