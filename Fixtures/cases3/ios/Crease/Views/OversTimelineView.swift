import SwiftUI

struct OversTimelineView: View {
    let snapshot: InningsSnapshot

    // Backend sends "14.2" as oversText; the ball strip comes pre-built in recentBalls.
    private var lastSix: [String] {
        Array(snapshot.recentBalls.suffix(6))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            HStack(spacing: Theme.Spacing.tight) {
                ForEach(Array(lastSix.enumerated()), id: \.offset) { index, ball in
                    BallChip(text: ball)
                        .transition(.scale)
                        .animation(.spring.delay(Double(index) * 0.05), value: lastSix)
                }
            }

            ProgressView(value: Double(snapshot.oversBowled) / Double(snapshot.oversLimit))
                .tint(Color.sentiment(snapshot.sentiment))

            Text("Ball \(ballOfOver) of the over")
                .font(Theme.Fonts.caption)
        }
    }

    private var ballOfOver: Int {
        let pieces = snapshot.oversText.split(separator: ".")
        return pieces.count > 1 ? Int(pieces[1]) ?? 0 : 0
    }
}

struct BallChip: View {
    let text: String

    var body: some View {
        Text(text)
            .font(Theme.Fonts.caption.monospaced())
            .frame(width: 28, height: 28)
            .background(Circle().fill(Theme.Colors.chip))
    }
}
