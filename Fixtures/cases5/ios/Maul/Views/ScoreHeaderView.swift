import SwiftUI

struct ScoreHeaderView: View {
    let match: Match

    private var isOneScoreGame: Bool {
        let margin = abs(match.homeScore - match.awayScore)
        return margin <= 7
    }

    var body: some View {
        GeometryReader { proxy in
            let crestSize = proxy.size.width * 0.2
            VStack(spacing: Theme.Spacing.s) {
                Text(match.display.headline)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack {
                    TeamBadgeView(code: match.homeTeam.code, name: match.homeTeam.shortName)
                        .frame(width: crestSize, height: crestSize)
                    Text(match.display.scoreText)
                        .font(.system(.largeTitle, design: .rounded).weight(.heavy))
                        .contentTransition(.numericText())
                        .foregroundStyle(isOneScoreGame ? Theme.Colors.amber : .primary)
                        .frame(maxWidth: .infinity)
                    TeamBadgeView(code: match.awayTeam.code, name: match.awayTeam.shortName)
                        .frame(width: crestSize, height: crestSize)
                }
                Capsule()
                    .fill(Color(red: 0.1, green: 0.55, blue: 0.3))
                    .frame(height: Theme.Spacing.xs)
                phaseCaption
                    .font(.caption)
            }
            .padding(Theme.Spacing.l)
        }
        .frame(height: Layout.carouselHeight)
    }

    @ViewBuilder
    private var phaseCaption: some View {
        switch match.phase {
        case .pre:
            Text(match.display.phaseLabel)
        case .halfTime:
            Text("Half time — teams in the sheds")
        default:
            Text(match.display.clockText)
        }
    }
}

#Preview {
    ScoreHeaderView(match: PreviewData.crusadersBluesMatch)
}
