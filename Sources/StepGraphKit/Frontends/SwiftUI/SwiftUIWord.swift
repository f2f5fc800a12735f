/// SwiftUI's navigation vocabulary: its module, the stack, link and path types, the destination and
/// presentation modifiers, the containers the containment walk reads, and preview code's names.
package enum SwiftUIWord: UInt8, VocabularyWord {
    case SwiftUI, NavigationStack, NavigationLink, NavigationPath, NavigationSplitView, NavigationView
    case navigationDestination, sheet, fullScreenCover, popover, TabView, Tab
    case ViewModifier, EmptyView, AnyView, List, ForEach, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid
    case PreviewProvider, Environment

    package static let table = WordTable(SwiftUIWord.self, in: FrontEnds.vocabulary)

    /// The modifiers that register a destination or a presentation (the front end's "flows").
    static let registrations: [SwiftUIWord] = [.navigationDestination, .sheet, .fullScreenCover, .popover]
    /// Containers whose rows are built lazily: a destination modifier inside one is ignored.
    static let lazyContainers: [SwiftUIWord] = [.List, .ForEach, .LazyVStack, .LazyHStack, .LazyVGrid, .LazyHGrid]
}
