import SwiftUI

struct MatchStatsView: View {
    let stats: MatchStats

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.md) {
            ForEach(stats.lines, id: \.label) { line in
                StatBar(line: line)
            }
            HStack {
                ForEach(0..<2, id: \.self) { side in
                    Text(String(format: "%.0f%%", firstServePercentage(side)))
                        .font(.title3.monospacedDigit())
                    if side == 0 {
                        Spacer()
                    }
                }
            }
            Text("Match time \(stats.durationMinutes / 60)h \(stats.durationMinutes % 60)m")
                .font(.footnote)
                .foregroundStyle(Theme.Colors.secondaryText)
            Text(stats.summaryLine)
                .font(.footnote)
        }
    }

    private func firstServePercentage(_ side: Int) -> Double {
        guard stats.firstServeTotal[side] > 0 else { return 0 }
        return Double(stats.firstServeIn[side]) / Double(stats.firstServeTotal[side]) * 100
    }
}

private struct StatBar: View {
    let line: StatLine

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            HStack {
                Text(line.home)
                Spacer()
                Text(line.label)
                    .foregroundStyle(Theme.Colors.secondaryText)
                Spacer()
                Text(line.away)
            }
            .font(.subheadline.monospacedDigit())
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Theme.Colors.secondaryText.opacity(0.3))
                    Capsule().fill(Theme.Colors.ball)
                        .frame(width: proxy.size.width * line.homeShare)
                }
            }
            .frame(height: Theme.Size.statBar)
        }
    }
}
