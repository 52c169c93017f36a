import SwiftUI

struct LiveTickerView: View {
    let matches: [Match]
    @Environment(\.openURL) private var openURL

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: Theme.Spacing.sm) {
                ForEach(matches) { match in
                    Button {
                        openURL(match.deepLink)
                    } label: {
                        tile(for: match)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(.horizontal, Theme.Spacing.md)
        }
    }

    private func tile(for match: Match) -> some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            HStack {
                Text("LIVE")
                    .font(.caption2.bold())
                    .padding(.horizontal, Theme.Spacing.xs)
                    .background(Theme.Colors.powerFive, in: Capsule())
                Text(match.displayState.clockLabel)
                    .font(.caption2.monospacedDigit())
            }
            Text(match.displayState.scoreline)
                .font(.headline)
            Text(match.displayState.superShotNote != nil ? "Power Five" : match.displayState.quarterLabel)
                .font(.caption2)
            if match.displayState.liveNote == nil && match.quarter > 4 {
                Text("Golden goal to win")
                    .font(.caption2)
            }
            let nextCentre = (match.homeGoals + match.awayGoals) % 2 == 0 ? match.homeTeam.abbreviation : match.awayTeam.abbreviation
            Text("Centre pass: \(nextCentre)")
                .font(.caption2)
        }
        .padding(Theme.Spacing.sm)
        .frame(width: 160, alignment: .leading)
        .background(Theme.Colors.cardBackground, in: RoundedRectangle(cornerRadius: Layout.cornerRadius))
    }
}
