import SwiftUI

struct MatchStatsView: View {
    let stats: MatchStats

    private var visibleRows: [StatRow] {
        stats.rows.filter { !$0.homeValue.isEmpty || !$0.awayValue.isEmpty }
    }

    var body: some View {
        VStack(spacing: Spacing.md) {
            ForEach(visibleRows) { row in
                StatBarRow(row: row)
            }
            let firstServePct = Double(stats.firstServesIn) / Double(stats.firstServesAttempted) * 100
            Text("1st serve \(Int(firstServePct.rounded()))%")
            Text("Break points: \(stats.breakPointsWon)/\(stats.breakPointsFaced)")
        }
        .font(.subheadline)
    }
}

struct StatBarRow: View {
    let row: StatRow

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            HStack {
                Text(row.homeValue).monospacedDigit()
                Spacer()
                Text(row.label)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(row.awayValue).monospacedDigit()
            }
            GeometryReader { proxy in
                Capsule()
                    .fill(Palette.hard)
                    .frame(width: proxy.size.width * row.homeShare)
            }
            .frame(height: Spacing.xs)
        }
    }
}

struct PointByPointView: View {
    let events: [PointEvent]

    var body: some View {
        let grouped = Dictionary(grouping: events) { "\($0.setIndex)-\($0.gameIndex)" }.sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }
        LazyVStack(alignment: .leading, spacing: Spacing.sm) {
            ForEach(grouped, id: \.key) { key, points in
                Text("Game \(key)")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                ForEach(points) { point in
                    HStack(spacing: Spacing.sm) {
                        Text(point.scoreAfter)
                            .monospacedDigit()
                        Text(point.description)
                        if point.isBreakPoint {
                            Image(systemName: "exclamationmark.circle")
                                .foregroundStyle(Palette.live)
                        }
                    }
                }
            }
        }
    }
}
