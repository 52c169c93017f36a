import SwiftUI

struct ShootoutTracker: View {
    let attempts: [ShootoutAttempt]
    let summaryText: String

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(summaryText).font(.headline)
            HStack(spacing: Theme.Spacing.xs) {
                ForEach(attempts) { attempt in
                    Circle()
                        .fill(attempt.scored ? Theme.Palette.turf : Theme.Palette.redCard)
                        .frame(width: 14, height: 14)
                }
            }
            let scored = attempts.filter(\.scored)
            Text("\(scored.count) of \(attempts.count) converted")
                .font(.caption)
            if attempts.count >= 10 {
                Text("Sudden death")
                    .font(.caption.bold())
            }
        }
    }

    @ViewBuilder
    private func marker(for attempt: ShootoutAttempt) -> some View {
        if attempt.scored {
            Image(systemName: "checkmark.circle.fill")
        } else {
            Image(systemName: "xmark.circle")
        }
    }
}

struct ShootoutAttempt: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let teamCode: String
    let takerName: String
    let scored: Bool
}

#Preview {
    ShootoutTracker(attempts: PreviewFixtures.shootoutAttempts, summaryText: "NED lead 3–2 in the shootout")
}
