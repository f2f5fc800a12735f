import StepGraphCore
/// SwiftUI's navigation vocabulary: its module, the stack, link and path types, the destination and
/// presentation modifiers, the tab view, the lazy containers and the empty view the walk reads, preview code's
/// protocol and the environment attribute that types a router.
package enum SwiftUIWord: UInt8, VocabularyWord {
    case SwiftUI, NavigationStack, NavigationLink, NavigationPath, NavigationSplitView, NavigationView, TabView
    case navigationDestination, sheet, fullScreenCover, popover
    case EmptyView, List, ForEach, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid
    case PreviewProvider, Environment

    package static let table = WordTable(SwiftUIWord.self)

    /// The modifiers that register a destination or a presentation (the front end's "flows").
    static let registrations: [SwiftUIWord] = [.navigationDestination, .sheet, .fullScreenCover, .popover]
}
