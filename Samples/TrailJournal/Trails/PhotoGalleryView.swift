import SwiftUI

struct PhotoGalleryView: View {
    let trailID: Trail.ID
    @Environment(TrailStore.self) private var store
    // The gallery keeps its own path so paging through photos doesn't grow the Trails back stack.
    @State private var galleryPath: [String] = []

    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 2)]

    var body: some View {
        NavigationStack(path: $galleryPath) {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(store.trail(trailID)?.photoNames ?? [], id: \.self) { name in
                        NavigationLink(value: name) {
                            Image(name)
                                .resizable()
                                .scaledToFill()
                                .frame(minHeight: 110)
                                .clipped()
                        }
                    }
                }
            }
            .navigationDestination(for: String.self) { name in
                PhotoPage(imageName: name)
            }
        }
        .navigationTitle("Photos")
    }
}

private struct PhotoPage: View {
    let imageName: String

    var body: some View {
        Image(imageName)
            .resizable()
            .scaledToFit()
            .navigationBarTitleDisplayMode(.inline)
    }
}
