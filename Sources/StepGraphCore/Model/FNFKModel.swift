/// What a FunctionalNavigationFlowKit transition does.
public enum TransitionAction: String, ModelVocabulary {
    case push, present, pop, popToRoot = "pop_to_root", dismiss
    case setWindowRoot = "set_window_root", setTabItems = "set_tab_items"
    /// An app's own factory whose body does something else (replacing the top of a stack).
    case custom

    /// Whether it shows a new screen (rather than going back to one).
    package var showsScreen: Bool {
        switch self {
        case .push, .present, .setWindowRoot, .setTabItems, .custom: return true
        case .pop, .popToRoot, .dismiss: return false
        }
    }
}

/// What a container controller holds.
package enum ContainerKind: String, ModelVocabulary {
    case stack, tabs, split, pages

    /// For labels: `navigation stack`, `tab bar`.
    package var displayName: String {
        switch self {
        case .stack: return "navigation stack"
        case .tabs: return "tab bar"
        case .split: return "split view"
        case .pages: return "page view"
        }
    }
}

/// Whether code runs a navigation parameter.
package enum Invocation: String, ModelVocabulary {
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
    package var file: String
    package var line: Int
    /// Other names the same screen is built through: factories (`DeckDetailsFactory.make`).
    package var aliases: [String]
    /// Code outside the flows the tool follows names it (builds it with UIKit, passes a flow that
    /// shows it around): it may be reached in ways the map does not show.
    package var referencedOutsideFlows: Bool

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, file: String, line: Int, aliases: [String], referencedOutsideFlows: Bool) {
        self.name = name
        self.file = file
        self.line = line
        self.aliases = aliases
        self.referencedOutsideFlows = referencedOutsideFlows
    }
}

extension Screen: Locatable {
    /// Where the screen's type is declared.
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// A container controller a flow installs (a navigation stack, a tab bar): the frames of the map.
package struct Container: Codable, Sendable, Equatable {
    /// `Type@file:line` of the expression that builds it.
    package var id: String
    package var type: String
    package var kind: ContainerKind
    /// The container it is an item of (a stack inside a tab bar).
    package var parent: String?
    /// How it is put on screen (`set_window_root`, `present`, `set_tab_items`); nil when nothing installs it.
    package var installedBy: TransitionAction?
    package var file: String
    package var line: Int

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(id: String, type: String, kind: ContainerKind, parent: String? = nil, installedBy: TransitionAction? = nil, file: String, line: Int) {
        self.id = id
        self.type = type
        self.kind = kind
        self.parent = parent
        self.installedBy = installedBy
        self.file = file
        self.line = line
    }
}

extension Container: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// One way to a screen: from a screen (or `<entry>`, the app's start) by a factory call.
public struct Transition: Codable, Sendable, Equatable {
    /// The app's start, as a transition's `from`.
    package static let entry = "<entry>"

    /// A screen, `<entry>`, or the flow function a transition is built in when nothing reaches that flow.
    public var from: String
    /// The screen shown.
    public var to: String
    /// How the screen is shown (push, present, set as the root…).
    public var action: TransitionAction
    /// The route that carries it: the navigation parameter (`open`, `onLogout`) the `from` screen
    /// invokes; nil when the flow runs at once (the app's start, a screen's own code).
    package var via: String?
    /// The navigation parameter (`Owner.name`) `via` names.
    package var route: String?
    /// Built in one branch of an `if`, `switch`, ternary or `LazyFlow`.
    package var conditional: Bool
    /// The factory (`PushFlow`, `SetWindowRootFlow`, an app's own `ReplaceTopFlow`).
    package var factory: String
    /// The container (`Container.id`) the screen is shown in.
    package var container: String?
    /// Where the flow is built.
    package var file: String
    package var line: Int
    /// Where the route is invoked (`file:line`), when the tool sees it.
    package var invokedAt: [String]
    /// For a transition from `<entry>`: where the app's code runs the flow, `Type@file:line` (an
    /// RxFlow flow's arm there is what leads to it in a mixed app).
    package var startedIn: [String] = []
    /// For a transition from `<entry>`: the application target(s) compiling the code that runs the
    /// flow, joined with `, ` (absent where no project or manifest says).
    package var target: String? = nil

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(from: String, to: String, action: TransitionAction, via: String? = nil, route: String? = nil, conditional: Bool, factory: String, container: String? = nil, file: String, line: Int, invokedAt: [String], startedIn: [String] = [], target: String? = nil) {
        self.from = from
        self.to = to
        self.action = action
        self.via = via
        self.route = route
        self.conditional = conditional
        self.factory = factory
        self.container = container
        self.file = file
        self.line = line
        self.invokedAt = invokedAt
        self.startedIn = startedIn
        self.target = target
    }
}

extension Transition: Locatable {
    /// Where the flow is built.
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// A flow a screen, a routes struct or a flow function receives (`onLogout: Flow`, `open: (Item) ->
/// Void`), with where it is supplied and where it is invoked.
package struct NavigationParameter: Codable, Sendable, Equatable {
    /// The screen, routes struct, factory or flow function declaring it.
    package var owner: String
    package var name: String
    package var file: String
    package var line: Int
    /// The column of its name where it is declared.
    package var column: Int
    package var invocation: Invocation
    /// Where a flow is passed for it (`file:line`).
    package var suppliedAt: [String]
    /// Where only an empty flow (`EmptyFlow`, `{}`) is passed for it.
    package var stubbedAt: [String]
    /// Where it is called (`file:line`).
    package var invokedAt: [String]
    /// The parameters and properties (`Owner.name`) it is handed to, which invoke it in turn.
    package var forwardedTo: [String]
    /// Where it is used in a way the tool cannot follow (`file:line`).
    package var escapesAt: [String]

    /// `Owner.name`: the identity rules and transitions use.
    package var identity: String { owner + "." + name }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(owner: String, name: String, file: String, line: Int, column: Int, invocation: Invocation, suppliedAt: [String], stubbedAt: [String], invokedAt: [String], forwardedTo: [String], escapesAt: [String]) {
        self.owner = owner
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.invocation = invocation
        self.suppliedAt = suppliedAt
        self.stubbedAt = stubbedAt
        self.invokedAt = invokedAt
        self.forwardedTo = forwardedTo
        self.escapesAt = escapesAt
    }
}

extension NavigationParameter: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// A FunctionalNavigationFlowKit call that provably does nothing useful on the path that runs it.
package struct StuckNavigation: Codable, Sendable, Hashable {
    package enum Kind: String, ModelVocabulary {
        /// `PopFlow`/`PopToRootFlow` from the only screen of its stack.
        case popFromRoot = "pop_from_root"
        /// `DismissFlow(in: c)` when `c` presents nothing (an assertion from 0.0.3).
        case dismissWithNothingPresented = "dismiss_with_nothing_presented"
        /// A push into a container built in a flow and never shown.
        case pushIntoHiddenContainer = "push_into_hidden_container"
    }

    package var kind: Kind
    /// The screen whose route runs it (or the screen pushed, for a hidden container).
    package var screen: String
    package var container: String
    /// The container's type (`UINavigationController`); empty for one handed in from code the walk does not follow.
    package var containerType: String
    package var factory: String
    package var file: String
    package var line: Int
    /// The factory call's column.
    package var column: Int

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(kind: Kind, screen: String, container: String, containerType: String, factory: String, file: String, line: Int, column: Int) {
        self.kind = kind
        self.screen = screen
        self.container = container
        self.containerType = containerType
        self.factory = factory
        self.file = file
        self.line = line
        self.column = column
    }
}

extension StuckNavigation: Locatable {
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}
