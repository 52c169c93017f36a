import SwiftUI

struct FaceoffPanel: View {
    let stats: [FaceoffStat]
    let share: Double
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text("Faceoffs")
                .font(.headline)
            ProgressView(value: share)
                .tint(Theme.Palette.turf)
            let ranked = stats.sorted { lhs, rhs in
                Double(lhs.wins) / Double(max(lhs.attempts, 1)) > Double(rhs.wins) / Double(max(rhs.attempts, 1))
            }
            ForEach(ranked.prefix(expanded ? ranked.count : 2), id: \.playerId) { fogo in
                HStack {
                    Text(fogo.playerName)
                    Spacer()
                    Text("\(fogo.wins)/\(fogo.attempts)")
                        .monospacedDigit()
                    Text(fogo.winRateText)
                        .foregroundStyle(Theme.Palette.inkMuted)
                    if fogo.violations > 0 {
                        Text("\(fogo.violations) viol.")
                            .font(.caption2)
                    }
                }
            }
            Button(expanded ? "Show fewer" : "Show all \(stats.count)") {
                withAnimation(Theme.Motion.sheet) { expanded.toggle() }
            }
            .font(.footnote)
        }
    }
}
