/// The SwiftUI part of the model that the shared model has no place for: the stacks, and what the
/// containment walk proved (each list sorted). Route types, registrations and pushes are in the
/// shared `stepEnums`, `flows` and `emissions`. Absent from the JSON when the code base has no
/// SwiftUI navigation.
package struct SwiftUIModel: Codable, Sendable, Equatable {
    package var stacks: [SwiftUIStack] = []
    /// Pushes whose stacks register no destination for the pushed value's type (`subject`: the step).
    package var missingDestinations: [SwiftUISite] = []
    /// A type registered again on a stack that already has a destination for it (`subject`: the type).
    package var duplicateDestinations: [SwiftUISite] = []
    /// Destination modifiers outside any stack or inside a lazy container's row (`detail` says which).
    package var misplacedDestinations: [SwiftUISite] = []
    /// Stacks inside another stack's content or destination in the same presentation context
    /// (`isError`: one of them binds a path).
    package var nestedStacks: [SwiftUISite] = []
    /// `default:` arms that show nothing for cases no other arm names (`subject`: the flow, `detail`: the cases).
    package var swallowedCases: [SwiftUISite] = []

    package init() {}
}

/// A `NavigationStack` (or `NavigationView`, `NavigationSplitView`, `TabView`) and the route types registered on it.
package struct SwiftUIStack: Codable, Sendable, Equatable {
    /// `Host.NavigationStack` (with `@line` where a host has several).
    package var name: String
    package var host: String
    /// `NavigationStack`, `NavigationView`, `NavigationSplitView` or `TabView`.
    package var kind: String
    /// The property its `path:` binds (`Router.path`), when it binds one.
    package var path: String?
    package var routeTypes: [String]
    /// The destination modifiers (their flows' names) the containment walk places on it, sorted: one
    /// placed on a view shown under several stacks is on each.
    package var destinations: [String] = []
    /// The app's views it shows as its content (its root screens, a tab view's tabs), in source order.
    package var roots: [String] = []
    /// The `TabView` (its `name`) one of whose tabs shows it on every path that shows it.
    package var tab: String?
    package var file: String
    package var line: Int
    package var column: Int

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(name: String, host: String, kind: String, path: String? = nil, routeTypes: [String], destinations: [String] = [], roots: [String] = [], tab: String? = nil,
                 file: String, line: Int, column: Int) {
        self.name = name
        self.host = host
        self.kind = kind
        self.path = path
        self.routeTypes = routeTypes
        self.destinations = destinations
        self.roots = roots
        self.tab = tab
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A place a SwiftUI verdict is about.
package struct SwiftUISite: Codable, Sendable, Equatable, Comparable {
    package var subject: String
    package var detail: String
    package var file: String
    package var line: Int
    package var column: Int
    package var isError = false

    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    package static func < (a: SwiftUISite, b: SwiftUISite) -> Bool {
        (a.file, a.line, a.column, a.subject) < (b.file, b.line, b.column, b.subject)
    }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(subject: String, detail: String, file: String, line: Int, column: Int, isError: Bool = false) {
        self.subject = subject
        self.detail = detail
        self.file = file
        self.line = line
        self.column = column
        self.isError = isError
    }
}
