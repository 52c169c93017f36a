import SwiftUI

struct MatchRowView: View {
    let match: MatchItem
    let isFollowed: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            VStack(alignment: .leading, spacing: 2) {
                PlayerLine(player: match.home, isServing: match.isServingHome == true)
                PlayerLine(player: match.away, isServing: match.isServingHome == false)
            }
            Spacer(minLength: Theme.Spacing.sm)
            VStack(alignment: .trailing, spacing: Theme.Spacing.xs) {
                Text(match.scoreLine)
                    .font(.subheadline.monospacedDigit())
                    .foregroundColor(.primary)
                if match.status == .completed {
                    Text("Final")
                        .font(.caption.bold())
                } else {
                    Text(match.statusText)
                        .font(.caption)
                        .foregroundStyle(statusColor)
                }
            }
            if isFollowed {
                Image(systemName: "bell.fill")
                    .foregroundStyle(Theme.Colors.ball)
            }
        }
    }

    private var statusColor: Color {
        switch match.status {
        case .live: Theme.Colors.live
        case .suspended: Theme.Colors.delay
        default: Theme.Colors.secondaryText
        }
    }
}

#Preview {
    List {
        MatchRowView(match: PreviewMatches.sinnerShelton, isFollowed: true)
    }
}
