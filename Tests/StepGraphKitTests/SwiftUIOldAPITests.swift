import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The old API (`NavigationView`, `NavigationLink(destination:)` in its spellings, `isActive:`,
/// `tag:selection:`, flag-bound sheets, covers and popovers) as direct edges: a flow per presenting
/// view (`Host.direct`) with an arm per destination view, an emission at each link or modifier.
@Suite struct SwiftUIOldAPITests {
    static let library = [
        "LibraryApp.swift": """
        @main struct LibraryApp: App {
            var body: some Scene { WindowGroup { LibraryView(books: []) } }
        }
        """,
        "LibraryView.swift": """
        struct LibraryView: View {
            @State private var showsScanner = false
            @State private var showsOnboarding = false
            let books: [Book]
            var body: some View {
                NavigationView {
                    List(books) { book in
                        NavigationLink(destination: BookDetailView(book: book)) {
                            BookRow(book: book)
                        }
                    }
                    .toolbar {
                        NavigationLink("Settings", destination: SettingsView())
                    }
                    .sheet(isPresented: $showsScanner) {
                        ScannerView()
                    }
                    .fullScreenCover(isPresented: self.$showsOnboarding, content: { OnboardingView() })
                    Footer()
                }
            }
        }
        extension LibraryView {
            struct Footer: View {
                @State private var showsHelp = false
                var body: some View {
                    NavigationLink {
                        AboutView()
                    } label: {
                        Text("About")
                    }
                    .popover(isPresented: $showsHelp) { HelpView() }
                }
            }
        }
        """,
        "Profile/ProfileView.swift": """
        struct ProfileView: View {
            @State private var editing = false
            @State private var tag: Int?
            @State private var selectedBook: Book?
            let books: [Book]
            var body: some View {
                VStack {
                    NavigationLink(isActive: $editing) {
                        EditProfileView()
                    } label: { EmptyView() }
                    NavigationLink(destination: BookDetailView(book: books[0]), tag: 1, selection: $tag) { Text("Last read") }
                    Button("Open") { selectedBook = books.first }
                }
                .sheet(item: $selectedBook) { book in BookDetailView(book: book) }
            }
        }
        struct Book: Identifiable { let id: Int }
        struct BookDetailView: View { let book: Book; var body: some View { Text("Book") } }
        struct SettingsView: View { var body: some View { NavigationLink("Profile", destination: ProfileView(books: [])) } }
        """,
    ]

    @Test func linksAndFlagPresentationsAreDirectEdgesByPresentingView() {
        let m = sui(SwiftUIOldAPITests.library)
        #expect(m.flows.filter { $0.name.hasSuffix(".direct") }.map { "\($0.name) \($0.file):\($0.line) \($0.rootKind.rawValue)" } == [
            "LibraryView.Footer.direct LibraryView.swift:28 navigation_stack",
            "LibraryView.direct LibraryView.swift:9 navigation_stack",
            "ProfileView.direct Profile/ProfileView.swift:9 navigation_stack",
            "SettingsView.direct Profile/ProfileView.swift:20 navigation_stack",
        ])
        #expect(m.suiArms("LibraryView.direct") == ["BookDetailView: push", "SettingsView: push", "ScannerView: present", "OnboardingView: present"])
        #expect(m.suiArms("LibraryView.Footer.direct") == ["AboutView: push", "HelpView: present"])
        #expect(m.suiArms("ProfileView.direct") == ["EditProfileView: push", "BookDetailView: push"])
        #expect(m.flows.first { $0.name == "LibraryView.direct" }?.arms.first?.presentables == ["BookDetailView"])
        #expect(m.suiEmissions == [
            "AboutView@navigationLink:28", "Book@presentation:13", "BookDetailView@navigationLink:12", "BookDetailView@navigationLink:9",
            "EditProfileView@navigationLink:9", "HelpView@presentation:33", "OnboardingView@presentation:19",
            "ProfileView@navigationLink:20", "ScannerView@presentation:16", "SettingsView@navigationLink:14",
        ])
        // A view is no route: nothing is dead, and the non-enum sheet item stays a registration.
        #expect(m.suiRouteTypes == ["Book()"])
        #expect(m.suiArms("ProfileView.sheet(Book)") == ["Book: present"])
    }

    /// No rule fires on the old API: nothing it writes is a pushed value or a destination modifier.
    @Test func noFindingOnTheOldAPI() {
        let graph = NavigationGraph(model: sui(SwiftUIOldAPITests.library), frontEnds: .standard)
        let findings = FrontEndRegistry.standard.frontEnd(.swiftui)!.rules.flatMap { $0.check(graph, $0.defaultSettings) }
        #expect(findings.map(\.message) == [])
    }

    /// On the map each edge starts at the arm showing the presenting view (or the view as an entry, in
    /// its stack's frame when it is the stack's root) and ends at that view's own arm: two views linking to one destination do not share an edge.
    @Test func mapDrawsEachPresentingViewsEdges() {
        let graph = NavigationGraph(model: sui(SwiftUIOldAPITests.library), frontEnds: .standard)
        func place(_ id: String) -> String {
            guard let node = graph.node(id) else { return "" }
            return (graph.frames.first { $0.id == node.frame }?.name ?? "") + "/" + node.name
        }
        let edges = graph.edges.filter { $0.kind == .emits }.map { place($0.from) + " -> " + place($0.to) }.sorted()
        #expect(edges == [
            "/LibraryView -> LibraryView.direct/BookDetailView",
            "/LibraryView -> LibraryView.direct/OnboardingView",
            "/LibraryView -> LibraryView.direct/ScannerView",
            "/LibraryView -> LibraryView.direct/SettingsView",
            "LibraryView.NavigationView/LibraryView.Footer -> LibraryView.Footer.direct/AboutView",
            "LibraryView.NavigationView/LibraryView.Footer -> LibraryView.Footer.direct/HelpView",
            "LibraryView.direct/SettingsView -> SettingsView.direct/ProfileView",
            "SettingsView.direct/ProfileView -> ProfileView.direct/BookDetailView",
            "SettingsView.direct/ProfileView -> ProfileView.direct/EditProfileView",
            "SettingsView.direct/ProfileView -> ProfileView.sheet(Book)/Book",
        ])
    }
}
