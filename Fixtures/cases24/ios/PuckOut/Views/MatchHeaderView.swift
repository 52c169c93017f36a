import SwiftUI

struct MatchHeaderView: View {
    let state: MatchDisplayState
    let homeName: String
    let awayName: String
    let minute: Int
    let homeCards: Int
    let awayCards: Int

    private var halfLabel: String {
        state.phase == .firstHalf ? "1st half" : "2nd half"
    }

    var body: some View {
        VStack(spacing: Theme.Spacing.sm) {
            HStack {
                liveBadge
                Spacer()
                Text(state.titleText)
                    .font(.subheadline)
                    .lineLimit(1)
            }
            HStack {
                Text(homeName)
                Spacer()
                Text(state.homeScoreText)
                    .contentTransition(.numericText())
                Text("–")
                Text(state.awayScoreText)
                    .contentTransition(.numericText())
                Spacer()
                Text(awayName)
            }
            .font(.title3.weight(.semibold))
            clockLine
            if state.phase == .extraTime && minute > 80 {
                Text("Second period of extra time")
                    .font(.caption)
            }
        }
        .scoreCard()
    }

    @ViewBuilder
    private var liveBadge: some View {
        if state.isLive {
            Label("Live", systemImage: "dot.radiowaves.left.and.right")
                .font(.caption.bold())
                .foregroundStyle(Theme.Colors.liveRed)
        } else {
            Text(state.statusText)
                .font(.caption)
        }
    }

    private var clockLine: some View {
        Text(clockLabel(for: state.phase))
            .font(Typography.clock)
    }

    private func clockLabel(for phase: MatchPhase) -> String {
        guard phase != .pre else { return "Throw-in " + state.clockText }
        switch phase {
        case .firstHalf, .secondHalf:
            return "\(halfLabel) · \(state.clockText)"
        case .halfTime:
            return "Half time"
        case .penalties:
            return "Penalty shootout"
        case .completed:
            return state.statusText
        default:
            return state.clockText
        }
    }
}

#Preview {
    MatchHeaderView(state: PreviewData.liveDisplay, homeName: "Kilkenny", awayName: "Limerick", minute: 54, homeCards: 1, awayCards: 2)
}
