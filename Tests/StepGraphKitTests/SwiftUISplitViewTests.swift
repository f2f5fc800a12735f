import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A split view's sidebar and content columns push their value links onto the detail column's stack:
/// `missing_navigation_destination` checks them against what that stack (or the split view's columns)
/// registers, and stays silent where a `List(selection:)` row selects the value or no detail stack is known.
@Suite struct SwiftUISplitViewTests {
    /// `line:column` of each finding, and the lines marked `// ✗` in `source` (after the `import SwiftUI` line `sui` adds).
    func check(_ source: String) -> (found: [Int], marked: [Int]) {
        let m = sui(source)
        let rule = Rules.missingNavigationDestination
        let found = rule.check(NavigationGraph(model: m, frontEnds: .standard), rule.defaultSettings).map(\.location.line)
        let marked = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.contains("// ✗") }.map { $0.offset + 2 }
        return (found.sorted(), marked)
    }

    /// Trailing closures, a stack written in the detail column, a destination on the sidebar's list.
    @Test func sidebarLinksPushOntoTheDetailStack() {
        let result = check("""
        @main struct AtlasApp: App {
            var body: some Scene { WindowGroup { AtlasSplit() } }
        }
        enum Region: Hashable { case alps, andes }
        enum Peak: Hashable { case summit(Int) }
        enum Hut: Hashable { case refuge }
        struct AtlasSplit: View {
            @State private var region: Region?
            var body: some View {
                NavigationSplitView {
                    List(selection: $region) {
                        NavigationLink("Alps", value: Region.alps)
                        NavigationLink("Summit", value: Peak.summit(1))  // ✗
                    }
                    List {
                        NavigationLink("Refuge", value: Hut.refuge)
                        NavigationLink("Andes", value: Region.andes)  // ✗
                    }
                    .navigationDestination(for: Hut.self) { _ in HutView() }
                } detail: {
                    NavigationStack {
                        Text("Pick a region")
                            .navigationDestination(for: Int.self) { id in PeakView(id: id) }
                    }
                }
            }
        }
        struct HutView: View { var body: some View { Text("Hut") } }
        struct PeakView: View { let id: Int; var body: some View { Text("Peak") } }
        """)
        #expect(result.found == result.marked && result.found.count == 2)
    }

    /// The argument spelling with a `content:` column, and a detail view wrapping its own stack.
    @Test func contentColumnAndAWrappedDetailStack() {
        let result = check("""
        @main struct LibraryApp: App {
            var body: some Scene { WindowGroup { LibrarySplit() } }
        }
        enum Shelf: Hashable { case guides, maps }
        extension LibrarySplit {
            enum Loan: Hashable { case renew }
        }
        struct LibrarySplit: View {
            var body: some View {
                NavigationSplitView(sidebar: {
                    SidebarList()
                }, content: {
                    List {
                        NavigationLink("Guides", value: Shelf.guides)
                        NavigationLink("Renew", value: Loan.renew)  // ✗
                    }
                }, detail: {
                    DetailColumn()
                })
            }
        }
        struct SidebarList: View {
            var body: some View {
                List { NavigationLink("Maps", value: Shelf.maps) }
            }
        }
        struct DetailColumn: View {
            var body: some View {
                NavigationStack {
                    Text("Shelf")
                        .navigationDestination(for: Shelf.self) { shelf in
                            switch shelf {
                            case .guides: Text("Guides")
                            case .maps: Text("Maps")
                            }
                        }
                }
            }
        }
        """)
        #expect(result.found == result.marked && result.found.count == 1)
    }

    /// No stack the walk knows in the detail column, a selection of the link's type, or one whose type
    /// the walk cannot read: silent.
    @Test func silentWithoutAKnownDetailStackOrSelection() {
        let result = check("""
        @main struct NotesApp: App {
            var body: some Scene { WindowGroup { NotesSplit(); FoldersSplit() } }
        }
        enum Note: Hashable { case draft }
        struct NotesSplit: View {
            let factory: ScreenFactory
            var body: some View {
                NavigationSplitView {
                    List { NavigationLink("Draft", value: Note.draft) }
                } detail: {
                    factory.makeDetail()
                }
            }
        }
        struct FoldersSplit: View {
            @Binding var picked: Note?
            let store: AnyObject
            var body: some View {
                NavigationSplitView {
                    List(selection: $picked) { NavigationLink("Draft", value: Note.draft) }
                    List(selection: $store.current) { NavigationLink("Draft", value: Note.draft) }
                } detail: {
                    NavigationStack { Text("Folder") }
                }
            }
        }
        """)
        #expect(result.found.isEmpty && result.marked.isEmpty)
    }
}
