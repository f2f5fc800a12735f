import SwiftUI

/// Full screen while hiking: a clock and a button to stop.
struct HikeRecorderView: View {
    let trail: Trail
    @Environment(\.dismiss) private var dismiss
    @State private var startedAt = Date.now

    var body: some View {
        VStack(spacing: 32) {
            Text(trail.name)
                .font(.title.bold())
            TimelineView(.periodic(from: startedAt, by: 1)) { context in
                Text(Duration.seconds(context.date.timeIntervalSince(startedAt)), format: .time(pattern: .hourMinuteSecond))
                    .font(.system(size: 56, weight: .semibold, design: .rounded).monospacedDigit())
            }
            Button("Finish", role: .destructive) { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.green.opacity(0.15))
    }
}
