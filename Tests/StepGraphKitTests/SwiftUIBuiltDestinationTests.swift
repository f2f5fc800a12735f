import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The old API's destination built by the app's own function or property (`NavigationLink(destination:
/// makeDetail())`): the edge goes to the view that member returns — its declared type, or the views
/// its code builds for `some View`/`AnyView`.
@Suite struct SwiftUIBuiltDestinationTests {
    @Test func aDestinationBuiltByAHelperLeadsToTheViewItReturns() {
        let m = sui([
            "Catalog.swift": """
            struct Product: Identifiable { let id: Int }
            struct CatalogView: View {
                let products: [Product]
                @State private var showsCart = false
                var body: some View {
                    List(products) { product in
                        NavigationLink(destination: makeDetail(for: product)) { Text("\\(product.id)") }
                    }
                    .toolbar {
                        NavigationLink(destination: self.settings) { Text("Settings") }
                        NavigationLink {
                            makeSearch()
                        } label: {
                            Label("Search", systemImage: "magnifyingglass")
                        }
                        Button("Cart") { showsCart = true }
                    }
                    .sheet(isPresented: $showsCart) { ScreenFactory.shared.makeCart() }
                }

                private func makeDetail(for product: Product) -> ProductDetailView {
                    ProductDetailView(product: product)
                }

                @ViewBuilder
                private func makeSearch() -> some View {
                    if products.isEmpty { Text("Nothing to search") } else { SearchView() }
                }

                private var settings: some View { SettingsView() }
            }

            final class ScreenFactory {
                static let shared = ScreenFactory()
                func makeCart() -> AnyView { AnyView(CartView()) }
            }

            extension CatalogView {
                struct Unrelated: View {
                    // Another type's `makeDetail`: the link's own type's member wins.
                    func makeDetail(for product: Product) -> some View { OtherView() }
                    var body: some View { NavigationLink("Other", destination: OtherView()) }
                }
            }
            """,
            "Screens.swift": """
            struct OtherView: View { var body: some View { Text("Other") } }
            struct ProductDetailView: View { let product: Product; var body: some View { Text("Product") } }
            struct SearchView: View { var body: some View { Text("Search") } }
            struct SettingsView: View { var body: some View { Text("Settings") } }
            struct CartView: View { var body: some View { Text("Cart") } }
            """,
        ])
        // Builders are read in the files the front end reads (those with navigation words).
        #expect(m.suiArms("CatalogView.direct") == ["ProductDetailView: push", "SettingsView: push", "SearchView: push", "CartView: present"])
        #expect(m.emissions.filter { $0.how != .reference && $0.enclosingType == "CatalogView" }.map { "\($0.line) \($0.step) \($0.how.rawValue)" } == [
            "8 ProductDetailView navigationLink", "11 SettingsView navigationLink", "12 SearchView navigationLink", "19 CartView presentation",
        ])
    }

    /// A member the tool cannot find (another module's factory) gives no edge rather than a guess
    /// (a guard: it gave none before either).
    @Test func aBuilderItCannotReadGivesNoEdge() {
        let m = sui("""
        struct Inbox: View {
            let factory: MessageFactory
            var body: some View {
                NavigationLink(destination: factory.makeThread()) { Text("Thread") }
            }
        }
        """)
        #expect(m.flows.isEmpty)
        #expect(m.emissions.filter { $0.how != .reference }.isEmpty)
    }
}
