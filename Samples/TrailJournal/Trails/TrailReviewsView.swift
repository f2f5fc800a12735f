import SwiftUI

struct TrailReviewsView: View {
    let trailID: Trail.ID
    @Environment(TrailStore.self) private var store

    var body: some View {
        let reviews = store.reviews(for: trailID)
        List(reviews) { review in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(String(repeating: "★", count: review.rating))
                    Spacer()
                    Text(review.date, style: .date)
                        .foregroundStyle(.secondary)
                }
                Text(review.text)
                if let author = store.user(review.authorID) {
                    NavigationLink(value: TrailRoute.author(author.id)) {
                        Text("by \(author.displayName)")
                            .font(.caption)
                    }
                }
            }
        }
        .overlay {
            if reviews.isEmpty {
                ContentUnavailableView("No reviews yet", systemImage: "text.bubble")
            }
        }
        .navigationTitle("Reviews")
    }
}
