import SwiftUI

struct RaceRowView: View {
    let race: RaceItem

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            Text(race.countryFlag)
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text(race.grandPrixName)
                    .font(.headline)
                Text("\(race.roundLabel) · \(race.circuitName)")
                    .font(.caption)
                    .foregroundStyle(Theme.Colors.textSecondary)
            }
            Spacer()
            Text(race.statusText)
                .font(.caption.bold())
                .foregroundColor(statusColor)
            if race.isLive {
                Text("LIVE")
                    .font(.caption2.bold())
                    .padding(.horizontal, 6)
                    .background(Theme.Colors.accent, in: Capsule())
            }
        }
        .padding(.vertical, Theme.Spacing.sm)
    }

    private var statusColor: Color {
        switch race.statusTone {
        case "live": return Theme.Colors.accent
        case "delayed": return Theme.Colors.safetyCar
        default: return Theme.Colors.textSecondary
        }
    }
}
