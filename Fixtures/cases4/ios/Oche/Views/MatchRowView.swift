import SwiftUI

struct MatchRowView: View {
    let match: MatchItem

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                playerLabel(match.home)
                playerLabel(match.away)
                Text(match.display.statusText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                if match.phase == .live {
                    Text("LIVE")
                        .font(.caption2.bold())
                        .foregroundStyle(Color.ocheRed)
                }
                Text(match.display.scoreText)
                    .font(.headline.monospacedDigit())
                    .foregroundStyle(match.phase == .live ? Color.primary : Color.secondary)
            }
        }
    }

    private var thrower: PlayerLine? {
        [match.home, match.away].first(where: \.isThrowing)
    }

    private func playerLabel(_ player: PlayerLine) -> some View {
        HStack(spacing: 4) {
            Text(player.flag)
            Text(player.name)
            Image(systemName: "circle.fill")
                .font(.system(size: 5))
                .foregroundStyle(Color.ocheAmber)
                .opacity(player == thrower ? 1 : 0)
        }
    }
}

#Preview {
    List {
        MatchRowView(match: PreviewData.liveMatch)
        MatchRowView(match: PreviewData.upcomingMatch)
    }
}
