import SwiftUI

struct MatchHeaderView: View {
    let match: Match
    let onFollow: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            Text(match.displayState.titleText)
                .font(.title2.bold())
            HStack(spacing: Theme.Spacing.medium) {
                Text(match.homeTeam.displayName)
                Text(match.awayTeam.displayName)
            }
            Text(match.displayState.tossText ?? "Toss pending")
                .font(.footnote)
                .foregroundColor(Theme.Colors.muted)
            if case .abandoned = match.phase {
                Label("Match abandoned", systemImage: "cloud.rain")
            }
            Button(action: onFollow) {
                Label("Follow", systemImage: "bell")
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(Theme.Spacing.standard)
    }
}
