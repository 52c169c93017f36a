import SwiftUI

private struct PlayerRowView: View {
    let entry: LeaderboardEntry
    let isHighlighted: Bool

    var body: some View {
        HStack(spacing: 10) {
            Text(entry.isMissedCut ? "MC" : entry.positionDisplay)
                .font(.subheadline.monospacedDigit())
                .frame(width: RowMetrics.positionColumnWidth, alignment: .leading)
            Text(flag(for: entry.countryCode))
            Text(entry.playerName)
                .fontWeight(isHighlighted ? .semibold : .regular)
            Spacer()
            Text(entry.toParDisplay)
                .foregroundColor(scoreColor)
            Text("Thru \(entry.holesCompleted % 18 == 0 ? 18 : entry.holesCompleted % 18)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, Spacing.xs)
        .background(isHighlighted ? Color.fairwayGreen.opacity(0.08) : Color.clear)
    }

    private var scoreColor: Color {
        switch entry.sentiment {
        case "hot": return .underParRed
        case "cold": return FairwayColors.overParInk
        default: return .primary
        }
    }
}
