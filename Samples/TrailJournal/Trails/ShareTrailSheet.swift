import SwiftUI

struct ShareTrailSheet: View {
    let trail: Trail
    @Environment(\.dismiss) private var dismiss

    private var link: URL {
        URL(string: "trailjournal://trail/\(trail.id.uuidString)")!
    }

    var body: some View {
        VStack(spacing: 20) {
            Text(trail.name)
                .font(.title2.bold())
            Text("\(trail.region) · \(trail.lengthKilometers.formatted()) km")
                .foregroundStyle(.secondary)
            ShareLink(item: link, subject: Text(trail.name)) {
                Label("Share Trail", systemImage: "square.and.arrow.up")
            }
            .buttonStyle(.borderedProminent)
            Button("Done") { dismiss() }
        }
        .padding()
        .presentationDetents([.medium])
    }
}
