import SwiftUI

struct MatchRowView: View {
    let item: MatchItem
    @Environment(\.preferencesService) private var preferences

    var body: some View {
        HStack(spacing: 6) {
            Text(item.homeTeam.flagEmoji ?? "🏐")
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(item.homeTeam.name)
                Text(item.awayTeam.name)
                    .foregroundColor(.secondary)
            }
            Spacer()
            if preferences.spoilerFree {
                Text("Score hidden")
                    .foregroundStyle(.secondary)
            } else {
                Text(item.isLive ? (item.scoreText ?? "") : item.startLabel)
                    .font(Typography.setScore)
            }
        }
    }
}
